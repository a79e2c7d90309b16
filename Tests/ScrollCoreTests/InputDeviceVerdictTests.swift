import XCTest

@testable import ScrollCore

/// The device itself decides touchpad against wheel where the system says; the delta
/// pattern decides where it does not.
final class InputDeviceVerdictTests: XCTestCase {
  let touchpad = ScrollSourceDevice(
    name: "SynPS/2 Synaptics TouchPad", kind: .touchpad, source: .libinput)
  let mouse = ScrollSourceDevice(name: "USB Mouse", kind: .wheel, source: .libinput)
  let xwayland = ScrollSourceDevice(name: "xwayland-pointer:13", kind: nil, source: .libinput)

  func testAKnownTouchpadTracksEvenWholeDeltas() {
    var h = InputHarness()
    h.send(.scrollDevice(touchpad), at: 0.05)
    for i in 0..<10 { h.send(wheel(-1), at: 0.1 + Double(i) * 0.01) }
    XCTAssertEqual(h.phase, .interacting, "whole deltas from a touchpad are followed")
    XCTAssertEqual(h.offset.y, 400, accuracy: 1e-9)
    XCTAssertEqual(h.interpreter.device, .touchpad)
    XCTAssertEqual(h.interpreter.classifier.verdictSource, .libinput)
    XCTAssertEqual(h.interpreter.deviceReason, "libinput: touchpad")
    h.settle()
    XCTAssertEqual(h.phasePath, [.idle, .interacting, .decelerating, .idle])
    h.assertValidPhases()
  }

  func testAKnownMouseStepsWholeClicks() {
    var h = InputHarness()
    h.send(.scrollDevice(mouse), at: 0.05)
    h.send(wheel(-1), at: 0.1)
    XCTAssertEqual(h.interpreter.device, .wheel)
    h.settle()
    XCTAssertEqual(h.phasePath, [.idle, .animating, .idle])
    XCTAssertEqual(h.offset.y, WheelStepRule.gtk.step(containerLength: 600), accuracy: 0.01)
  }

  func testAHighResolutionWheelScrollsInProportionWithoutMomentum() {
    var whole = InputHarness()
    whole.send(.scrollDevice(mouse), at: 0.05)
    whole.send(wheel(-1), at: 0.1)
    whole.settle()
    var eighths = InputHarness()
    eighths.send(.scrollDevice(mouse), at: 0.05)
    for i in 0..<8 { eighths.send(wheel(-0.125), at: 0.1 + Double(i) * 0.1) }
    XCTAssertEqual(eighths.interpreter.device, .highResolutionWheel)
    XCTAssertEqual(eighths.interpreter.classifier.highResolutionEvents, 8)
    eighths.settle()
    XCTAssertEqual(eighths.offset.y, whole.offset.y, accuracy: 0.01, "eight eighths, one click")
    XCTAssertFalse(eighths.phasePath.contains(.interacting))
    XCTAssertFalse(eighths.phasePath.contains(.decelerating))
    eighths.assertValidPhases()
  }

  func testWithNothingKnownTheDeltasDecide() {
    var h = InputHarness()
    h.send(.scrollDevice(xwayland), at: 0.05)
    XCTAssertNil(h.interpreter.classifier.sourceDevice?.kind)
    h.send(wheel(-1), at: 0.1)
    XCTAssertEqual(h.interpreter.device, .wheel)
    XCTAssertEqual(h.interpreter.classifier.verdictSource, .deltaPattern)
    h.settle()
    h.send(wheel(-0.3), at: 2)
    XCTAssertEqual(h.interpreter.device, .touchpad)
    XCTAssertEqual(h.interpreter.deviceReason, "fractional delta -0.30: touchpad")
  }

  func testAnotherDeviceEndsARunningTouchpadGestureWithoutAFling() {
    var h = InputHarness()
    h.send(.scrollDevice(touchpad), at: 0.05)
    for i in 0..<10 { h.send(wheel(-0.5), at: 0.1 + Double(i) * 0.01) }
    XCTAssertEqual(h.phase, .interacting)
    h.send(.scrollDevice(mouse), at: 0.2)
    XCTAssertFalse(h.interpreter.isTouchpadGestureActive)
    XCTAssertEqual(h.releaseVelocities.last, .zero)
    h.send(wheel(-1), at: 0.21)
    XCTAssertEqual(h.interpreter.device, .wheel)
    XCTAssertEqual(h.interpreter.classifier.switches, 1)
  }

  func testTheSourceOfAnUnknownKindIsTheDeltaPattern() {
    XCTAssertEqual(xwayland.source, .deltaPattern)
    XCTAssertNil(ScrollSourceDevice(name: "x", kind: .unknown, source: .libinput).kind)
  }
}
