import Recording
import TestSupport
import XCTest

@testable import ScrollCore

/// The fuzz harness itself: the generator is the published SplitMix64, runs replay exactly
/// from a seed, and the invariant checker rejects broken states and event streams.
final class FuzzHarnessTests: XCTestCase {
  func testSplitMix64MatchesTheReferenceStream() {
    var rng = SplitMix64(seed: 0)
    XCTAssertEqual(rng.next(), 0xE220_A839_7B1D_CDAF)
    XCTAssertEqual(rng.next(), 0x6E78_9E6A_A1B9_65F4)
    XCTAssertEqual(rng.next(), 0x06C4_5D18_8009_454F)
  }

  func testDrawsStayInTheirRanges() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<10_000 {
      let u = rng.unit()
      XCTAssert(u >= 0 && u < 1)
      let x = rng.uniform(-3, 5)
      XCTAssert(x >= -3 && x < 5)
      XCTAssert((0..<7).contains(rng.below(7)))
      XCTAssert((0..<3).contains(rng.weighted([1, 0, 5])))
      XCTAssertNotEqual(rng.weighted([1, 0, 5]), 1, "a zero weight is never chosen")
    }
  }

  func testASeedReplaysTheSameSequence() {
    var first = FuzzRun(seed: 1234, tracing: true)
    var second = FuzzRun(seed: 1234, tracing: true)
    let a = first.run()
    let b = second.run()
    XCTAssertEqual(a.steps, b.steps)
    XCTAssertEqual(first.trace, second.trace)
    XCTAssertGreaterThan(a.steps, 50)
    var other = FuzzRun(seed: 1235, tracing: true)
    _ = other.run()
    XCTAssertNotEqual(first.trace, other.trace)
  }

  func testTheCheckerRejectsAnOffsetPastTheRubberBand() {
    var view = makeView(content: 5000, container: 600)
    var invariants = FuzzInvariants()
    XCTAssertNil(invariants.checkState(view, boundsMayHaveMoved: false))
    view.offset.y = 4400 + 601
    XCTAssertNotNil(invariants.checkState(view, boundsMayHaveMoved: true))
    view.offset.y = .nan
    XCTAssertNotNil(invariants.checkState(view, boundsMayHaveMoved: true))
  }

  func testTheCheckerRejectsRestingOutOfRangeAndOverscrollWithoutBounce() {
    var view = makeView(physics: .android, content: 5000, container: 600)
    var invariants = FuzzInvariants()
    view.offset.y = -0.5
    XCTAssertNotNil(invariants.checkState(view, boundsMayHaveMoved: true), "idle out of range")
    view.activity = .decelerating(Motion())
    XCTAssertNil(invariants.checkState(view, boundsMayHaveMoved: true), "just after a resize")
    view.offset.y = -0.7
    XCTAssertNotNil(
      invariants.checkState(view, boundsMayHaveMoved: false), "growing past a non-bouncing edge")
  }

  func testTheCheckerRejectsBrokenPhaseStreams() {
    let view = makeView()
    let context = SCScrollPhaseChangeContext(geometry: view.geometry, velocity: .zero)
    func change(_ from: SCScrollPhase, _ to: SCScrollPhase, at t: Double = 0) -> TimedScrollEvent {
      TimedScrollEvent(time: t, event: .phaseChanged(from: from, to: to, context: context))
    }
    var skipped = FuzzInvariants()
    XCTAssertNotNil(skipped.checkEvents([change(.tracking, .idle)], view: view), "from != last")
    var jumped = FuzzInvariants()
    XCTAssertNotNil(jumped.checkEvents([change(.idle, .interacting)], view: view), "not allowed")
    var unmatched = FuzzInvariants()
    XCTAssertNotNil(
      unmatched.checkEvents([change(.idle, .tracking)], view: view), "view is still idle")
    var ended = FuzzInvariants()
    XCTAssertNotNil(
      ended.checkEvents([TimedScrollEvent(time: 0, event: .didEndDecelerating)], view: view))
    var fine = FuzzInvariants()
    XCTAssertNil(
      fine.checkEvents([change(.idle, .animating), change(.animating, .idle)], view: view))
    var late = FuzzInvariants()
    XCTAssertNotNil(
      late.checkEvents([change(.idle, .animating, at: 1), change(.animating, .idle)], view: view),
      "times go backwards (and past the clock)")
  }
}
