import TestSupport
import XCTest

@testable import ScrollCore

final class ScrollViewPhaseTests: XCTestCase {
  func testDragReleaseFlingRestGoesThroughEveryPhaseOnce() {
    var view = makeView()
    var driver = FrameDriver(fps: 60)
    let result = driver.run(&view, steps: flick(speed: 2000))
    XCTAssertEqual(result.phases, [.idle, .tracking, .interacting, .decelerating, .idle])
    XCTAssertNotNil(result.restTime)
    // A 2000 pt/s flick for 100 ms moves 200 pt by hand, then about 999 pt of momentum.
    XCTAssertEqual(view.offset.y, 200 + 999, accuracy: 20)
    XCTAssertEqual(view.velocity, .zero)
  }

  func testReleaseAfterAPauseDoesNotFling() {
    var view = makeView()
    var steps = flick(speed: 2000)
    steps.removeLast()
    steps.append(.release(0.1 + 0.096 + 0.05))  // lifted 54 ms after the last move
    var driver = FrameDriver(fps: 60)
    let result = driver.run(&view, steps: steps)
    XCTAssertEqual(result.phases, [.idle, .tracking, .interacting, .idle])
    XCTAssertEqual(view.offset.y, 192, accuracy: 0.001)
  }

  func testOverscrollReleaseSpringsBackToTheEdge() {
    var view = makeView()
    var driver = FrameDriver(fps: 60)
    var steps: [ScriptStep] = [.down(0.1)]
    for i in 1...10 { steps.append(.drag(0.1 + Double(i) * 0.016, dy: -20)) }
    steps.append(.release(0.1 + 10 * 0.016 + 0.08))  // held still, then lifted
    let result = driver.run(&view, steps: steps)
    XCTAssertEqual(result.phases, [.idle, .tracking, .interacting, .decelerating, .idle])
    XCTAssertEqual(view.offset.y, 0)
  }

  func testRubberBandFollowsTheFormulaWhileDragging() {
    var view = makeView()
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: -100), at: 0.016)
    XCTAssertEqual(view.offset.y, -50.382, accuracy: 0.01)
    view.dragBy(Point(x: 0, y: -200), at: 0.032)
    XCTAssertEqual(view.offset.y, -129.412, accuracy: 0.01)
    view.dragBy(Point(x: 0, y: 300), at: 0.048)
    XCTAssertEqual(view.offset.y, 0, accuracy: 1e-9)
  }

  func testTouchDuringDecelerationCatchesTheScroll() {
    var view = makeView()
    var driver = FrameDriver(fps: 60)
    let before = driver.run(&view, steps: flick(speed: 3000), until: 0.5)
    XCTAssertEqual(before.phases, [.idle, .tracking, .interacting, .decelerating])
    XCTAssertEqual(view.phase, .decelerating)
    let caughtAt = view.offset.y
    view.touchDown(at: 0.5)
    XCTAssertEqual(view.phase, .tracking)
    XCTAssertEqual(view.velocity, .zero)
    // Caught where the fling was at the touch (within one 60 Hz frame of travel).
    XCTAssertEqual(view.offset.y, caughtAt, accuracy: 3000 / 60)
    view.advance(to: 1.0)
    let held = view.offset.y
    view.advance(to: 2.0)
    XCTAssertEqual(view.offset.y, held)
    view.release(at: 2.0)
    XCTAssertEqual(view.phase, .idle)
    let phases = view.takeEvents().compactMap { e -> SCScrollPhase? in
      if case .phaseChanged(_, let to, _) = e.event { return to }
      return nil
    }
    XCTAssertEqual(phases, [.tracking, .idle])
  }

  func testANewFlingInTheSameDirectionCarriesMomentum() {
    func secondFlingDistance(afterFirst: Bool) -> Double {
      var view = makeView(content: 200_000)
      var driver = FrameDriver(fps: 60)
      if afterFirst {
        _ = driver.run(&view, steps: flick(speed: 3000), until: 0.35)
        XCTAssertEqual(view.phase, .decelerating)
      } else {
        view.advance(to: 0.35)
      }
      let start = view.offset.y
      let steps = flick(speed: 3000, start: 0.36)
      _ = driver.run(&view, steps: steps.map(shift(by: 0)), until: 20)
      return view.offset.y - start
    }
    let plain = secondFlingDistance(afterFirst: false)
    let carried = secondFlingDistance(afterFirst: true)
    XCTAssertGreaterThan(carried, plain * 1.2)
  }

  func shift(by dt: Double) -> (ScriptStep) -> ScriptStep {
    { step in
      switch step {
      case .down(let t): return .down(t + dt)
      case .drag(let t, let d): return .drag(t + dt, dy: d)
      case .release(let t): return .release(t + dt)
      }
    }
  }

  func testProgrammaticAnimationAndRetargetKeepVelocity() {
    var view = makeView()
    view.scrollTo(y: 3000, animation: .smooth, at: 0)
    XCTAssertEqual(view.phase, .animating)
    view.advance(to: 0.15)
    let v = view.velocity.y
    let p = view.offset.y
    XCTAssertGreaterThan(v, 0)
    view.scrollTo(y: 1000, animation: .smooth, at: 0.15)
    XCTAssertEqual(view.velocity.y, v, accuracy: 1e-6)
    XCTAssertEqual(view.offset.y, p, accuracy: 1e-9)
    // Just after the retarget the motion continues with the same velocity (no jerk).
    view.advance(to: 0.151)
    XCTAssertEqual(view.offset.y - p, v * 0.001, accuracy: abs(v) * 0.001 * 0.1)
    view.advance(to: 5)
    XCTAssertEqual(view.offset.y, 1000)
    XCTAssertEqual(view.phase, .idle)
    let ended = view.takeEvents().filter { $0.event == .didEndScrollingAnimation }
    XCTAssertEqual(ended.count, 1)
  }

  func testProgrammaticTargetsAreClampedToTheContent() {
    var view = makeView(content: 2000)
    view.scrollTo(y: 99999, animation: .none, at: 0)
    XCTAssertEqual(view.offset.y, 1400)
    view.scrollTo(edge: .top, animation: .none, at: 0.1)
    XCTAssertEqual(view.offset.y, 0)
    XCTAssertEqual(view.position.edge, .top)
  }

  func testPagingSnapsToTheNextPageAtMostOnePage() {
    var view = makeView(content: 6000)
    view.targetBehavior = SCPagingScrollTargetBehavior()
    var driver = FrameDriver(fps: 60)
    _ = driver.run(&view, steps: flick(speed: 6000))
    XCTAssertEqual(view.offset.y, 600)
    XCTAssertEqual(view.phase, .idle)
  }

  func testViewAlignedSnapsExactlyToARowEdge() {
    let rows = RowTargets(rowHeight: 97, count: 200)
    for limit in SCViewAlignedScrollTargetBehavior.LimitBehavior.allCases {
      var view = makeView(content: 97 * 200)
      view.targetBehavior = SCViewAlignedScrollTargetBehavior(limit: limit)
      var driver = FrameDriver(fps: 60)
      _ = driver.run(&view, steps: flick(speed: 1500), targets: rows)
      let index = view.offset.y / 97
      XCTAssertEqual(index, index.rounded(), accuracy: 1e-9, "\(limit)")
      XCTAssertGreaterThan(view.offset.y, 0)
      if limit == .alwaysByOne { XCTAssertEqual(view.offset.y, 194, "one row past the start row") }
    }
  }

  func testWillEndDraggingHookRewritesTheTarget() {
    var view = makeView()
    view.willEndDragging = { velocity, target in
      XCTAssertGreaterThan(velocity.y, 0)
      target.y = 777
    }
    var driver = FrameDriver(fps: 60)
    _ = driver.run(&view, steps: flick(speed: 2000))
    XCTAssertEqual(view.offset.y, 777)
    XCTAssertTrue(view.position.isPositionedByUser)
  }

  func testScrollToIdUsesTheTargetsAndAnchor() {
    var view = makeView(content: 44 * 1000)
    let rows = RowTargets(rowHeight: 44, count: 1000)
    XCTAssertTrue(view.scrollTo(id: 20, anchor: .top, in: rows, animation: .none, at: 0))
    XCTAssertEqual(view.offset.y, 880)
    XCTAssertEqual(view.position.viewID(type: Int.self), 20)
    XCTAssertFalse(view.position.isPositionedByUser)
    XCTAssertTrue(view.scrollTo(id: 100, anchor: .center, in: rows, animation: .none, at: 0.1))
    XCTAssertEqual(view.offset.y, 100 * 44 + 22 - 300)
    // anchor nil: the minimum scroll that shows the row.
    XCTAssertTrue(view.scrollTo(id: 200, in: rows, animation: .none, at: 0.2))
    XCTAssertEqual(view.offset.y, 201 * 44 - 600)
    XCTAssertFalse(view.scrollTo(id: 5000, in: rows, animation: .none, at: 0.3))
    // The user scrolling clears the configuration and tracks the top-most row.
    view.touchDown(at: 1)
    view.dragBy(Point(x: 0, y: 10), at: 1.01)
    view.release(at: 1.2)
    view.refreshTarget(in: rows, at: 1.2)
    XCTAssertTrue(view.position.isPositionedByUser)
    XCTAssertNil(view.position.edge)
    XCTAssertEqual(view.position.viewID(type: Int.self), Int((view.offset.y / 44).rounded(.down)))
  }
}
