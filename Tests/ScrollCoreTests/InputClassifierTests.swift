import XCTest

@testable import ScrollCore

final class InputClassifierTests: XCTestCase {
  func testTheVerdictIsUnknownUntilScrollInputArrives() {
    var h = InputHarness()
    XCTAssertEqual(h.interpreter.device, .unknown)
    XCTAssertEqual(h.interpreter.deviceReason, "no scroll input yet")
    h.send(.pointerDown(Point(x: 1, y: 1), button: 1), at: 0.1)
    h.send(wheel(0), at: 0.2)
    XCTAssertEqual(h.interpreter.device, .unknown)
  }

  func testAWheelStreamIsClassifiedAsAWheel() {
    var h = InputHarness()
    for (i, dy) in [-1.0, -1, -2, 1].enumerated() { h.send(wheel(dy), at: 0.1 + Double(i) * 0.3) }
    XCTAssertEqual(h.interpreter.device, .wheel)
    XCTAssertEqual(h.interpreter.classifier.wheelEvents, 4)
    XCTAssertEqual(h.interpreter.deviceReason, "whole-number delta 1.00: wheel")
  }

  func testATouchpadStreamIsClassifiedAsATouchpad() {
    var h = InputHarness()
    for i in 0..<10 { h.send(wheel(-0.37), at: 0.1 + Double(i) * 0.008) }
    XCTAssertEqual(h.interpreter.device, .touchpad)
    XCTAssertEqual(h.interpreter.classifier.touchpadEvents, 10)
    XCTAssertEqual(h.interpreter.deviceReason, "fractional delta -0.37: touchpad")
  }

  func testAWholeValueInsideATouchpadGestureIsStillTouchpad() {
    var h = InputHarness()
    h.send(wheel(-0.5), at: 0.1)
    h.send(wheel(-1), at: 0.11)
    XCTAssertEqual(h.interpreter.deviceReason, "whole delta -1.00 inside a touchpad gesture")
    h.send(wheel(-0.5), at: 0.12)
    XCTAssertEqual(h.interpreter.device, .touchpad)
    XCTAssertEqual(h.phase, .interacting, "followed directly, not stepped")
    XCTAssertEqual(h.offset.y, 80, accuracy: 1e-9)
  }

  func testTheVerdictSwitchesWhenThePatternChanges() {
    var h = InputHarness()
    h.send(wheel(-1), at: 0.1)
    XCTAssertEqual(h.interpreter.device, .wheel)
    h.send(wheel(-0.2), at: 1)
    XCTAssertEqual(h.interpreter.device, .touchpad)
    h.send(wheel(-1), at: 2)  // after the gap: a new stream
    XCTAssertEqual(h.interpreter.device, .wheel)
    XCTAssertEqual(h.interpreter.classifier.switches, 2)
    h.settle()
    h.assertValidPhases()
  }
}
