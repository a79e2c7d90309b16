import XCTest

@testable import ScrollCore

final class InputPointerTests: XCTestCase {
  /// Presses at (400, 500), drags the pointer up by `step` points per 60 fps frame for
  /// `frames` frames and lifts at once. Returns the lift time.
  @discardableResult
  func flingUp(_ h: inout InputHarness, step: Double = 20, frames: Int = 10, start: Double = 0.1)
    -> Double
  {
    var y = 500.0
    h.send(.pointerDown(Point(x: 400, y: y), button: 1), at: start)
    var t = start
    for _ in 0..<frames {
      t += 1.0 / 60
      y -= step
      h.send(.pointerMove(Point(x: 400, y: y), leftHeld: true), at: t)
    }
    h.send(.pointerUp(Point(x: 400, y: y), button: 1), at: t + 0.002)
    return t + 0.002
  }

  func testDragFollowsThePointerAndReleaseFlings() {
    var h = InputHarness()
    flingUp(&h)
    XCTAssertEqual(h.phase, .decelerating)
    XCTAssertEqual(h.offset.y, 200, accuracy: 1e-9, "the content stayed under the pointer")
    XCTAssertEqual(h.releaseVelocities.first?.y ?? 0, 1200, accuracy: 30)
    h.settle()
    XCTAssertGreaterThan(h.offset.y, 700)
    XCTAssertEqual(h.actions, [], "a drag is not a click")
    XCTAssertEqual(h.phasePath, [.idle, .tracking, .interacting, .decelerating, .idle])
    h.assertValidPhases()
  }

  func testDraggingThePointerDownMovesTheContentDown() {
    var h = InputHarness()
    h.view.scroll(to: Point(x: 0, y: 1000), animation: .none, at: 0)
    h.send(.pointerDown(Point(x: 100, y: 100), button: 1), at: 0.1)
    h.send(.pointerMove(Point(x: 100, y: 150), leftHeld: true), at: 0.2)
    h.send(.pointerMove(Point(x: 100, y: 200), leftHeld: true), at: 0.3)
    h.send(.pointerUp(Point(x: 100, y: 200), button: 1), at: 0.5)  // after a pause: no fling
    h.settle()
    XCTAssertEqual(h.offset.y, 900, accuracy: 1e-9)
    h.assertValidPhases()
  }

  func testPressAndReleaseWithinTheSlopIsAClickAndDoesNotMove() {
    var h = InputHarness()
    h.send(.pointerDown(Point(x: 100, y: 200), button: 1), at: 0.1)
    h.send(.pointerMove(Point(x: 102, y: 203), leftHeld: true), at: 0.12)
    let out = h.send(.pointerUp(Point(x: 102, y: 203), button: 1), at: 0.15)
    XCTAssertEqual(out, [.click(Point(x: 102, y: 203))])
    h.settle()
    XCTAssertEqual(h.offset, .zero)
    XCTAssertEqual(h.view.velocity, .zero)
    XCTAssertEqual(h.phasePath, [.idle, .tracking, .idle])
  }

  func testPressDuringMomentumCatchesItAndIsNoClick() {
    var h = InputHarness()
    let up = flingUp(&h)
    h.run(until: up + 0.2)
    XCTAssertEqual(h.phase, .decelerating)
    h.send(.pointerDown(Point(x: 400, y: 300), button: 1), at: h.now + 0.001)
    XCTAssertEqual(h.phase, .tracking)
    XCTAssertEqual(h.view.velocity, .zero)
    let caughtAt = h.offset.y
    h.run(until: h.now + 0.5)
    XCTAssertEqual(h.offset.y, caughtAt, "held still")
    let out = h.send(.pointerUp(Point(x: 400, y: 300), button: 1), at: h.now + 0.01)
    XCTAssertEqual(out, [], "stopping a fling is not a click")
    h.settle()
    XCTAssertEqual(h.offset.y, caughtAt, "no fling after the catch")
    h.assertValidPhases()
  }

  func testFingerDragFlingsAndExtraFingersAreIgnored() {
    var h = InputHarness()
    h.send(.fingerDown(id: 7, Point(x: 300, y: 500)), at: 0.1)
    h.send(.fingerDown(id: 8, Point(x: 600, y: 500)), at: 0.11)
    var y = 500.0
    var t = 0.11
    for _ in 0..<10 {
      t += 1.0 / 60
      y -= 25
      h.send(.fingerMove(id: 8, Point(x: 600, y: 100)), at: t)  // ignored
      h.send(.fingerMove(id: 7, Point(x: 300, y: y)), at: t)
    }
    XCTAssertEqual(h.offset.y, 250, accuracy: 1e-9)
    h.send(.fingerUp(id: 8, Point(x: 600, y: 100)), at: t)
    XCTAssertEqual(h.phase, .interacting, "the other finger lifting changes nothing")
    h.send(.fingerUp(id: 7, Point(x: 300, y: y)), at: t + 0.002)
    XCTAssertEqual(h.phase, .decelerating)
    h.settle()
    XCTAssertGreaterThan(h.offset.y, 800)
    h.assertValidPhases()
  }

  func testAFingerTapIsAClick() {
    var h = InputHarness()
    h.send(.fingerDown(id: 1, Point(x: 50, y: 60)), at: 0.1)
    h.send(.fingerMove(id: 1, Point(x: 55, y: 60)), at: 0.12)  // within the 8 pt touch slop
    let out = h.send(.fingerUp(id: 1, Point(x: 55, y: 60)), at: 0.14)
    XCTAssertEqual(out, [.click(Point(x: 55, y: 60))])
    XCTAssertEqual(h.offset, .zero)
  }

  func testFocusLostDuringADragSettlesWithoutAFling() {
    var h = InputHarness()
    h.send(.pointerDown(Point(x: 400, y: 500), button: 1), at: 0.1)
    var y = 500.0
    for i in 1...10 {
      y -= 30
      h.send(.pointerMove(Point(x: 400, y: y), leftHeld: true), at: 0.1 + Double(i) / 60)
    }
    h.send(.focusLost, at: 0.1 + 10.0 / 60 + 0.001)
    XCTAssertFalse(h.interpreter.isPointerHeld)
    h.settle()
    XCTAssertEqual(h.offset.y, 300, accuracy: 1e-9)
    // Moves with the button still reported held change nothing now.
    h.send(.pointerMove(Point(x: 400, y: 0), leftHeld: true), at: h.now + 0.01)
    XCTAssertEqual(h.offset.y, 300, accuracy: 1e-9)
    h.assertValidPhases()
  }

  func testButtonReleasedOutsideTheWindowEndsTheDragAtTheNextMove() {
    var h = InputHarness()
    h.send(.pointerDown(Point(x: 400, y: 300), button: 1), at: 0.1)
    h.send(.pointerMove(Point(x: 400, y: 200), leftHeld: true), at: 0.2)
    h.send(.pointerLeft, at: 0.25)
    XCTAssertFalse(h.interpreter.isPointerHeld)
    h.send(.pointerDown(Point(x: 400, y: 300), button: 1), at: 0.5)
    h.send(.pointerMove(Point(x: 400, y: 250), leftHeld: true), at: 0.6)
    h.send(.pointerMove(Point(x: 400, y: 240), leftHeld: false), at: 0.7)
    XCTAssertFalse(h.interpreter.isPointerHeld)
    h.settle()
    XCTAssertEqual(h.offset.y, 150, accuracy: 1e-9)
    XCTAssertEqual(h.actions, [])
    h.assertValidPhases()
  }

  func testPressOutsideTheContentFrameClicksWithoutTouchingTheView() {
    var h = InputHarness(contentFrame: Rect(x: 0, y: 44, width: 800, height: 556))
    h.send(.pointerDown(Point(x: 100, y: 20), button: 1), at: 0.1)
    h.send(.pointerMove(Point(x: 100, y: 120), leftHeld: true), at: 0.2)
    h.send(.pointerUp(Point(x: 100, y: 120), button: 1), at: 0.3)
    h.send(.pointerDown(Point(x: 100, y: 20), button: 1), at: 0.4)
    let out = h.send(.pointerUp(Point(x: 101, y: 20), button: 1), at: 0.45)
    XCTAssertEqual(out, [.click(Point(x: 101, y: 20))])
    h.settle()
    XCTAssertEqual(h.offset, .zero)
    XCTAssertEqual(h.phasePath, [.idle])
  }

  func testOtherButtonsNeitherScrollNorClick() {
    var h = InputHarness()
    h.send(.pointerDown(Point(x: 100, y: 200), button: 3), at: 0.1)
    let out = h.send(.pointerUp(Point(x: 100, y: 200), button: 3), at: 0.2)
    XCTAssertEqual(out, [])
    XCTAssertEqual(h.phasePath, [.idle])
  }

  func testWheelWhileAButtonIsHeldIsIgnored() {
    var h = InputHarness()
    h.send(.pointerDown(Point(x: 100, y: 200), button: 1), at: 0.1)
    h.send(wheel(-1), at: 0.2)
    XCTAssertEqual(h.phase, .tracking)
    h.send(.pointerUp(Point(x: 100, y: 200), button: 1), at: 0.3)
    h.settle()
    XCTAssertEqual(h.offset, .zero)
  }
}
