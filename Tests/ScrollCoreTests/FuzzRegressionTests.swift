import TestSupport
import XCTest

@testable import ScrollCore

/// Engine bugs the fuzzer found, each reduced to a hand-written scenario (which does not depend
/// on the generator) and also replayed from its original seed.
final class FuzzRegressionTests: XCTestCase {
  /// Advances `view` at 60 Hz from `from` to `to`; returns the lowest and highest vertical
  /// offsets shown on the way.
  func frames(_ view: inout SCScrollView, from: Double, to: Double) -> (low: Double, high: Double) {
    var t = from
    var low = view.offset.y
    var high = view.offset.y
    while t < to {
      t += 1.0 / 60
      view.advance(to: t)
      low = min(low, view.offset.y)
      high = max(high, view.offset.y)
    }
    return (low, high)
  }

  /// Seed 2: an inset change moved the valid range of the axis a vertical view does not
  /// scroll; nothing could move it back, so the view went idle out of range (after a
  /// spurious decelerating phase).
  func testAnInsetChangeKeepsTheFixedAxisInRange() {
    var view = SCScrollView(
      contentSize: Size(width: 400, height: 5000), containerSize: Size(width: 400, height: 600),
      contentInsets: SCEdgeInsets(top: 0, leading: 30))
    XCTAssertEqual(view.offset.x, -30)
    view.setContentInsets(.zero, at: 0.1)
    view.advance(to: 0.2)
    XCTAssertEqual(view.offset.x, 0)
    XCTAssertFalse(view.isOutOfRange)
    XCTAssertEqual(view.phase, .idle)
    XCTAssertTrue(view.takeEvents().isEmpty, "nothing scrolled")
  }

  /// Seeds 3 and 5: content removed above a held drag was shifted away 3,000 pt past the
  /// edge, five container lengths beyond the rubber band's limit.
  func testShiftingHeldContentStaysWithinTheRubberBand() {
    var view = makeView(content: 20000, container: 600)
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: 600), at: 0.016)
    view.shiftContent(by: Point(x: 0, y: -5000), at: 0.032)
    XCTAssertGreaterThanOrEqual(view.offset.y, -600)
    XCTAssertEqual(view.phase, .interacting)
    let shown = view.offset.y
    view.dragBy(Point(x: 0, y: 1), at: 0.048)
    XCTAssertEqual(view.offset.y, shown, accuracy: 1, "the next drag continues from what is shown")
    view.release(at: 0.2)
    XCTAssertGreaterThanOrEqual(frames(&view, from: 0.2, to: 4).low, -600)
    XCTAssertEqual(view.phase, .idle)
    XCTAssertEqual(view.offset.y, 0)
  }

  /// Found with seed 3's scenario: a fling shifted past the end of the content kept its
  /// shifted resting point and came to rest out of range.
  func testShiftingAFlingPastTheEndRestsInRange() {
    var view = makeView(content: 20000, container: 600)
    var driver = FrameDriver(fps: 60)
    _ = driver.run(&view, steps: flick(speed: 2000), until: 0.4)
    XCTAssertEqual(view.phase, .decelerating)
    view.shiftContent(by: Point(x: 0, y: 30000), at: 0.4)
    XCTAssertLessThanOrEqual(view.offset.y, view.maxOffset(.vertical) + 600)
    XCTAssertLessThanOrEqual(frames(&view, from: 0.4, to: 6).high, 19400 + 600)
    XCTAssertEqual(view.phase, .idle)
    XCTAssertEqual(view.offset.y, 19400)
  }

  /// Seed 4: content shrinking under a running animation left the offset thousands of points
  /// past the new end.
  func testContentShrinkingUnderAnAnimationStaysWithinTheRubberBand() {
    var view = makeView(content: 20000, container: 600)
    view.scroll(to: Point(x: 0, y: 15000), animation: .smooth, at: 0)
    view.advance(to: 0.2)
    XCTAssertGreaterThan(view.offset.y, 3000)
    view.setContentSize(Size(width: 400, height: 1000), at: 0.2)
    XCTAssertLessThanOrEqual(view.offset.y, 400 + 600)
    XCTAssertEqual(view.phase, .animating)
    XCTAssertLessThanOrEqual(frames(&view, from: 0.2, to: 3).high, 1000)
    XCTAssertEqual(view.phase, .idle)
    XCTAssertEqual(view.offset.y, 400)
  }

  /// Seeds 1446 and 1853: an animation whose path swings far out (retargeted while moving fast
  /// the other way) kept that path when the content shrank under it, because its goal was
  /// still in range, and ran past the new rubber-band limit.
  func testAnAnimationPathStaysWithinTheRubberBandWhenTheContentShrinks() {
    var view = makeView(physics: .none, content: 20000, container: 600)
    view.scroll(to: Point(x: 0, y: 19400), animation: .easeInOut(duration: 0.5), at: 0)
    view.advance(to: 0.1)
    XCTAssertGreaterThan(view.velocity.y, 30000)
    view.scrollTo(edge: .top, animation: .easeInOut(duration: 0.8), at: 0.1)
    XCTAssertLessThan(view.offset.y, 2500)
    // The goal (the top) stays in range and the offset within reach: nothing to retarget.
    view.setContentSize(Size(width: 400, height: 2500), at: 0.1)
    XCTAssertEqual(view.phase, .animating)
    XCTAssertLessThanOrEqual(frames(&view, from: 0.1, to: 2).high, 1900 + 600)
    XCTAssertEqual(view.phase, .idle)
    XCTAssertEqual(view.offset.y, 0)
  }

  /// Seeds 3, 8 and 12: a fast fling into an edge, or a release past it still moving outward,
  /// bounced further than one container length (UIKit's spring overshoots about v / (omega e)).
  func testBouncesStayWithinOneContainerLength() {
    // Released while pulled past the top and still moving outward.
    var pulled = makeView(content: 20000, container: 100)
    pulled.scroll(to: Point(x: 0, y: 50), animation: .none, at: 0)
    var driver = FrameDriver(fps: 60)
    _ = driver.run(&pulled, steps: flick(speed: -8000, start: 0.1), until: 0.25)
    XCTAssertEqual(pulled.phase, .decelerating)
    XCTAssertGreaterThanOrEqual(frames(&pulled, from: 0.25, to: 4).low, -100)
    XCTAssertEqual(pulled.offset.y, 0)
    // A fling from inside the range that reaches the edge at speed.
    var flung = makeView(content: 20000, container: 100)
    flung.scroll(to: Point(x: 0, y: 300), animation: .none, at: 0)
    flung.touchDown(at: 0.1)
    flung.dragBy(Point(x: 0, y: -10), at: 0.11)
    flung.release(at: 0.12, velocityOverride: Point(x: 0, y: -8000))
    let deepest = frames(&flung, from: 0.12, to: 4).low
    XCTAssertLessThan(deepest, -50, "it still bounces")
    XCTAssertGreaterThanOrEqual(deepest, -100)
    XCTAssertEqual(flung.offset.y, 0)
  }

  /// A programmatic animation retargeted while moving fast (a spring or an ease that starts
  /// at the current velocity) overshot the end of the content on a preset that does not
  /// bounce. Seed 13 first showed it just after a resize, where the checker now allows a
  /// transient; this scenario has no resize.
  func testARetargetedAnimationDoesNotOvershootTheContent() {
    var view = makeView(physics: .android, content: 20000, container: 600)
    view.scroll(to: Point(x: 0, y: 19400), animation: .easeInOut(duration: 0.3), at: 0)
    view.advance(to: 0.25)
    XCTAssertGreaterThan(view.velocity.y, 20000, "still moving fast toward the end")
    view.scrollTo(edge: .bottom, animation: .smooth, at: 0.25)
    XCTAssertLessThanOrEqual(frames(&view, from: 0.25, to: 3).high, 19400)
    XCTAssertEqual(view.phase, .idle)
    XCTAssertEqual(view.offset.y, 19400)
  }

  /// Seeds 215, 283, 287, 296 and 431: a snap landing whose release velocity pointed away from
  /// its target (a will-end-dragging hook, a slow paging release) used a spring that swung
  /// past the edge of the content on an axis that does not bounce.
  func testASnapLandingDoesNotLeaveTheContentWhenBouncingIsOff() {
    var view = makeView(physics: .android, content: 20000, container: 600)
    view.willEndDragging = { _, target in target.y = 300 }
    view.scroll(to: Point(x: 0, y: 60), animation: .none, at: 0)
    view.touchDown(at: 0.1)
    view.dragBy(Point(x: 0, y: -10), at: 0.11)
    view.release(at: 0.12, velocityOverride: Point(x: 0, y: -6000))
    XCTAssertEqual(view.phase, .decelerating)
    XCTAssertGreaterThanOrEqual(frames(&view, from: 0.12, to: 3).low, 0)
    XCTAssertEqual(view.phase, .idle)
    XCTAssertEqual(view.offset.y, 300)
  }

  /// Seeds 1, 10, 13, 15 and 26: programmatic animations with unusable parameters. A spring
  /// frequency of infinity (or 1e300, whose square overflows) made a NaN velocity, an ease of
  /// infinite duration never ended, and neither NaN nor infinity was counted as bad input.
  func testUnusableAnimationParametersAreReplacedAndCounted() {
    let cases: [(ScrollAnimation, counted: Int)] = [
      (.spring(omega: .infinity), 1), (.spring(omega: .nan), 1), (.spring(omega: 1e300), 0),
      (.spring(omega: -1), 0), (.easeInOut(duration: .infinity), 1),
      (.easeInOut(duration: .nan), 1),
    ]
    for (animation, counted) in cases {
      var view = makeView()
      view.scroll(to: Point(x: 0, y: 1000), animation: animation, at: 0)
      var finite = true
      var t = 0.0
      while t < 3 {
        t += 1.0 / 60
        view.advance(to: t)
        finite = finite && view.offset.isFinite && view.velocity.isFinite
      }
      XCTAssertTrue(finite, "\(animation)")
      XCTAssertEqual(view.phase, .idle, "\(animation)")
      XCTAssertEqual(view.offset.y, 1000, "\(animation)")
      XCTAssertEqual(view.sanitized.nonFinite, counted, "\(animation)")
    }
  }

  /// Seeds 23383 and 25899 (long run): momentum rebuilt by a resize or a preset switch when
  /// the speed was already under the stop threshold, close to an edge. Such a decay is done at
  /// once but rests at its asymptote, which lay past the edge; no crossing was found, so the
  /// view went idle up to half a point out of range.
  func testMomentumUnderTheStopSpeedNearAnEdgeRestsInRange() {
    for physics in ScrollPhysics.presets {
      for (start, velocity) in [(0.1, -0.9), (0.001, -0.5), (999.9, 0.9)] {
        for bounce in [true, false] {
          let sim = physics.ballistic(
            start: start, velocity: velocity, lower: 0, upper: 1000, bounce: bounce)
          let label = "\(physics.name) from \(start) at \(velocity) pt/s, bounce \(bounce)"
          XCTAssertGreaterThanOrEqual(sim.finalPosition, 0, label)
          XCTAssertLessThanOrEqual(sim.finalPosition, 1000, label)
          XCTAssertEqual(sim.position(at: sim.duration + 1), sim.finalPosition, label)
        }
      }
    }
  }

  /// The seeds that failed before the fixes run clean (they reproduce the scenarios above only
  /// while the generator is unchanged; the scenarios are the lasting check).
  func testFailingSeedsReplayClean() {
    let seeds: [UInt64] = [
      1, 2, 3, 4, 5, 8, 10, 12, 13, 15, 26, 215, 283, 287, 296, 431, 1446, 1853, 23383, 25899,
    ]
    for seed in seeds {
      var run = FuzzRun(seed: seed)
      let outcome = run.run()
      XCTAssertNil(outcome.failure, "seed \(seed)")
    }
  }
}
