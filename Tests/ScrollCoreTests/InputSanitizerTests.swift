import XCTest

@testable import ScrollCore

final class InputSanitizerTests: XCTestCase {
  func testNonFiniteAndHugeWheelDeltasAreIgnoredAndCounted() {
    var h = InputHarness()
    h.send(wheel(.nan), at: 0.1)
    h.send(wheel(.infinity), at: 0.2)
    h.send(wheel(0, dx: -.infinity), at: 0.3)
    h.send(wheel(5000), at: 0.4)
    h.send(wheel(-1e300), at: 0.5)
    h.send(wheel(-1001.5), at: 0.6)
    h.settle()
    XCTAssertEqual(h.interpreter.sanitized.nonFinite, 3)
    XCTAssertEqual(h.interpreter.sanitized.absurdDeltas, 3)
    XCTAssertEqual(h.offset, .zero)
    XCTAssertEqual(h.phasePath, [.idle])
    XCTAssertEqual(h.interpreter.device, .unknown, "bad events are no evidence")
    XCTAssertEqual(h.view.sanitized.total, 0, "nothing reached the view")
  }

  func testBadDeltasInsideATouchpadGestureLeaveTheOffsetFinite() {
    var h = InputHarness(content: Size(width: 800, height: 100_000))
    h.send(wheel(-0.5), at: 0.1)
    h.send(wheel(.nan), at: 0.11)
    h.send(wheel(-0.5, dx: .nan), at: 0.12)
    h.send(wheel(-999.5), at: 0.13)  // large but within the limit: followed
    h.send(wheel(-0.5), at: 0.14)
    XCTAssertEqual(h.interpreter.sanitized.nonFinite, 2)
    XCTAssertEqual(h.offset.y, 40 + 39_980, accuracy: 1e-6)
    h.settle()
    XCTAssertTrue(h.offset.isFinite)
    XCTAssertLessThanOrEqual(h.offset.y, h.view.maxOffset(.vertical))
    XCTAssertGreaterThanOrEqual(h.offset.y, 0)
    h.assertValidPhases()
  }

  func testNonFinitePointerPositionsAreIgnoredAndCounted() {
    var h = InputHarness()
    h.send(.pointerDown(Point(x: .nan, y: 0), button: 1), at: 0.1)
    XCTAssertFalse(h.interpreter.isPointerHeld)
    h.send(.pointerDown(Point(x: 10, y: 300), button: 1), at: 0.2)
    h.send(.pointerMove(Point(x: 10, y: .infinity), leftHeld: true), at: 0.3)
    h.send(.pointerMove(Point(x: 10, y: 250), leftHeld: true), at: 0.4)
    h.send(.pointerUp(Point(x: .nan, y: 250), button: 1), at: 0.6)
    h.send(.fingerDown(id: 1, Point(x: 1, y: .nan)), at: 0.7)
    h.settle()
    XCTAssertEqual(h.interpreter.sanitized.nonFinite, 4)
    XCTAssertEqual(h.offset.y, 50, accuracy: 1e-9)
    h.assertValidPhases()
  }

  func testTimesGoingBackwardsOrNotFiniteAreReplacedAndCounted() {
    var h = InputHarness()
    h.send(wheel(-1), at: 0.5)
    h.interpreter.handle(InputEvent(time: 0.2, kind: wheel(-1)), scrollView: &h.view)
    h.interpreter.handle(InputEvent(time: .nan, kind: wheel(-1)), scrollView: &h.view)
    XCTAssertEqual(h.interpreter.sanitized.timeReversals, 2)
    XCTAssertEqual(h.interpreter.lastTime, 0.5)
    XCTAssertEqual(h.view.sanitized.timeReversals, 0)
    h.settle()
    XCTAssertTrue(h.offset.isFinite)
  }

  func testInvalidResizesAreDroppedAndValidOnesReported() {
    var h = InputHarness()
    XCTAssertEqual(h.send(.resize(Size(width: -1, height: 10)), at: 0.1), [])
    XCTAssertEqual(h.send(.resize(Size(width: .nan, height: 10)), at: 0.2), [])
    XCTAssertEqual(
      h.send(.resize(Size(width: 640, height: 480)), at: 0.3),
      [.resize(Size(width: 640, height: 480))])
    XCTAssertEqual(h.interpreter.sanitized.invalidSizes, 2)
    XCTAssertEqual(h.send(.quit, at: 0.4), [.quit])
  }
}
