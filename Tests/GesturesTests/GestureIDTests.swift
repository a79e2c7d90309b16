import Gestures
import ScrollCore
import XCTest

/// Gesture ids: given as soon as a gesture is sure to be kept, so the trace can name the
/// gesture of each event while it is still open, and the same numbers `--gestures-out`
/// writes (consecutive, in order; a dropped click takes none).
final class GestureIDTests: XCTestCase {
  private let dt = 1.0 / 60
  private let p = Point(x: 100, y: 100)

  private func tracker() -> GestureTracker {
    GestureTracker(deadlines: FrameDeadlines(interval: dt, virtual: true), scene: "feed")
  }

  private func frame(
    _ t: inout GestureTracker, _ index: Int, y: Double, phase: SCScrollPhase
  ) {
    let time = Double(index) * dt
    t.frame(
      index: index, start: time, present: time, chained: true, offset: Point(x: 0, y: y),
      velocity: .zero, phase: phase)
  }

  func testAWheelGestureHasItsIdFromItsFirstDetent() {
    var t = tracker()
    let joined = t.input(
      InputEvent(time: 0, kind: .wheel(dx: 0, dy: -1, pointer: p, modifiers: [])))
    XCTAssertTrue(joined)
    XCTAssertEqual(t.open?.id, 1)
    XCTAssertEqual(t.open?.serial, 1)
    XCTAssertEqual(t.begun, 1)
  }

  func testAPressHasNoIdUntilItDragsAndADroppedClickTakesNone() {
    var t = tracker()
    // A click that moves nothing: begun, never numbered, dropped.
    XCTAssertTrue(t.input(InputEvent(time: 0, kind: .pointerDown(p, button: 1))))
    XCTAssertEqual(t.open?.id, 0)
    frame(&t, 0, y: 0, phase: .idle)
    XCTAssertEqual(t.open?.id, 0)
    XCTAssertTrue(t.input(InputEvent(time: dt, kind: .pointerUp(p, button: 1))))
    frame(&t, 1, y: 0, phase: .idle)
    XCTAssertNil(t.open)
    XCTAssertEqual(t.takeEnded(), [])
    // A press that then drags past the click slop: numbered 1 at that move, before it ends.
    t.input(InputEvent(time: 2 * dt, kind: .pointerDown(p, button: 1)))
    XCTAssertEqual(t.open?.serial, 2)
    XCTAssertEqual(t.open?.id, 0)
    t.input(InputEvent(time: 3 * dt, kind: .pointerMove(Point(x: 100, y: 102), leftHeld: true)))
    XCTAssertEqual(t.open?.id, 0, "within the click slop")
    t.input(InputEvent(time: 3 * dt, kind: .pointerMove(Point(x: 100, y: 60), leftHeld: true)))
    XCTAssertEqual(t.open?.id, 1)
    frame(&t, 3, y: 40, phase: .interacting)
    t.input(InputEvent(time: 4 * dt, kind: .pointerUp(Point(x: 100, y: 60), button: 1)))
    frame(&t, 4, y: 40, phase: .idle)
    XCTAssertEqual(t.takeEnded().map(\.id), [1])
    XCTAssertEqual(t.begun, 2)
  }

  func testAKeyPressHasItsIdOnceTheContentMoves() {
    var t = tracker()
    t.input(InputEvent(time: 0, kind: .keyDown(.down, modifiers: [], isRepeat: false)))
    XCTAssertEqual(t.open?.id, 0)
    frame(&t, 0, y: 0, phase: .idle)
    XCTAssertEqual(t.open?.id, 0)
    frame(&t, 1, y: 40, phase: .animating)
    XCTAssertEqual(t.open?.id, 1)
    // Its release is part of it; hovering is part of nothing.
    XCTAssertTrue(t.input(InputEvent(time: 2 * dt, kind: .keyUp(.down, modifiers: []))))
    XCTAssertFalse(t.input(InputEvent(time: 2 * dt, kind: .pointerMove(p, leftHeld: false))))
    frame(&t, 2, y: 80, phase: .idle)
    XCTAssertEqual(t.takeEnded().map(\.id), [1])
  }

  func testAProgrammaticScrollIsNumberedAsItStarts() {
    var t = tracker()
    frame(&t, 0, y: 0, phase: .idle)
    frame(&t, 1, y: 10, phase: .animating)
    XCTAssertEqual(t.open?.id, 1)
    XCTAssertEqual(t.open?.kind, .programmatic)
  }

  func testTheInputSpanRunsFromTheFirstInputToTheLast() {
    var t = tracker()
    for (i, time) in [0.5, 0.6, 0.75].enumerated() {
      t.input(
        InputEvent(time: time, kind: .wheel(dx: 0, dy: -1, pointer: p, modifiers: [])))
      frame(&t, i, y: Double(i) * 10, phase: .interacting)
    }
    XCTAssertEqual(t.open?.inputSpan, 0.5...0.75)
    let none = Gesture(
      id: 1, scene: "feed", kind: .programmatic, device: .program, start: 2, startOffset: .zero)
    XCTAssertEqual(none.inputSpan, 2...2)
  }
}
