import XCTest

@testable import ScrollCore

/// Momentum that loses the same speed every second (docs/physics.md, "Your own model").
struct PuckDeceleration: DecelerationModel {
  var deceleration = 3000.0
  func momentum(start: Double, velocity: Double, tolerance: MotionTolerance) -> any Simulation {
    Puck(start: start, speed: velocity, deceleration: max(1, deceleration))
  }
}

/// The puck's motion: v(t) = v0 - a t sign(v0) until it stops.
struct Puck: Simulation {
  let start: Double
  let speed: Double
  let deceleration: Double
  var duration: Double { abs(speed) / deceleration }
  var finalPosition: Double { position(at: duration) }
  func position(at t: Double) -> Double {
    let t = min(max(0, t), duration)
    return start + speed * t - (speed < 0 ? -1 : 1) * deceleration * t * t / 2
  }
  func velocity(at t: Double) -> Double {
    t >= duration ? 0 : speed - (speed < 0 ? -1 : 1) * deceleration * max(0, t)
  }
}

/// Past an edge the content follows a third of the drag, up to a quarter of the viewport
/// (docs/physics.md).
struct StiffOverscroll: OverscrollModel {
  func apply(_ delta: Double, to drag: inout OverscrollDrag) {
    let inRange = drag.offset >= drag.lower && drag.offset <= drag.upper
    let moved = drag.offset + (inRange ? delta : delta / 3)
    let reach = drag.viewport / 4
    drag.offset = min(drag.upper + reach, max(drag.lower - reach, moved))
    drag.raw = drag.offset
  }
}

/// A return to the edge that closes the same fraction of the distance every instant, done
/// within the tolerance's spring distance, ignoring the start velocity.
struct GlideBack: SpringBackModel {
  var timeConstant = 0.08
  func springBack(
    start: Double, target: Double, velocity: Double, tolerance: MotionTolerance
  ) -> any Simulation {
    Glide(start: start, target: target, tau: timeConstant, within: tolerance.springDistance)
  }
}

/// x(t) = target + (start - target) e^(-t / tau), at rest on `target` once within `within`.
struct Glide: Simulation {
  let start: Double
  let target: Double
  let tau: Double
  let within: Double
  var duration: Double {
    let gap = abs(start - target)
    return gap > within ? tau * log(gap / within) : 0
  }
  var finalPosition: Double { target }
  func position(at t: Double) -> Double {
    t >= duration ? target : target + (start - target) * exp(-max(0, t) / tau)
  }
  func velocity(at t: Double) -> Double {
    t >= duration ? 0 : -(start - target) / tau * exp(-max(0, t) / tau)
  }
}

/// Models of the embedder's own, through the real path: a `ScrollController` over rows
/// measured lazily as they appear (±60 % off the estimate) at 30-240 Hz and on a jittered
/// clock.
final class CustomPhysicsModelTests: XCTestCase {
  static let physics = ScrollPhysics(
    name: "puck", deceleration: PuckDeceleration(), overscroll: StiffOverscroll(),
    springBack: GlideBack(), bouncesAtEdges: true)

  /// The outcomes of `events` on `rig` at every clock, asserted to rest within 0.5 pt of
  /// each other.
  func runAtEveryRate(
    _ what: String, _ rig: LazyListRig, _ events: [InputEvent], line: UInt = #line
  ) -> [LazyListRig.Outcome] {
    let outcomes = LazyListRig.Clock.all.map { rig.run(events: events, clock: $0) }
    let offsets = outcomes.map(\.offset)
    XCTAssertLessThanOrEqual(
      offsets.max()! - offsets.min()!, 0.5, "\(what): \(offsets)", line: line)
    for (clock, o) in zip(LazyListRig.Clock.all, outcomes) {
      XCTAssertFalse(o.controller.isActive, "\(what) at \(clock) never rested", line: line)
    }
    return outcomes
  }

  func testACustomModelRestsAtTheSameOffsetAtEveryRate() {
    var rig = LazyListRig()
    rig.physics = Self.physics
    // A free fling: the puck's momentum (a constant deceleration no preset has).
    let free = runAtEveryRate("free fling", rig, LazyListRig.fling(distance: 400))
    for o in free {
      let travel = o.offset - (o.releaseOffset ?? 0)
      XCTAssertGreaterThan(travel, 300, "a real fling")
      XCTAssertLessThan(o.offset, o.controller.view.maxOffset(.vertical) - 1)
    }
    // A fling into the end edge of a short list: the puck crosses it, the glide brings the
    // content back to rest on it.
    var short = rig
    short.count = 30
    let end = runAtEveryRate("fling into the end", short, LazyListRig.fling(distance: 400))
    for o in end {
      XCTAssertEqual(o.offset, o.controller.view.maxOffset(.vertical), accuracy: 1e-9)
      XCTAssertTrue(o.phases.contains(.decelerating))
    }
    // A drag past the top edge: the content follows a third of the drag out of range, and
    // the glide returns it to the edge after the release.
    let top = runAtEveryRate("drag past the top", rig, LazyListRig.fling(distance: -200))
    for o in top {
      XCTAssertEqual(o.offset, 0, accuracy: 1e-9)
      let released = o.releaseOffset ?? 0
      XCTAssertLessThan(released, -40, "the drag went past the edge")
      XCTAssertGreaterThan(released, -100, "a third of the drag, not the whole of it")
    }
  }

  /// The presets' own models answer their protocols with the motions they always made.
  func testBuiltInModelsReadBackByType() {
    XCTAssertEqual(
      ScrollPhysics.ios.deceleration as? ExponentialDeceleration,
      .exponential(ratePerMillisecond: 0.998))
    XCTAssertEqual(ScrollPhysics.gtk.overscroll as? LinearOverscroll, .linear(limit: 100))
    XCTAssertEqual(ScrollPhysics.android.springBack as? CubicSpringBack, .cubic(gravity: 2000))
    XCTAssertFalse(ScrollPhysics.android.allowsOverscroll)
    XCTAssertTrue(ScrollPhysics.none.deceleration is NoDeceleration)
    var custom = ScrollPhysics.ios
    XCTAssertEqual(custom, .ios)
    custom.deceleration = PuckDeceleration()
    XCTAssertNotEqual(custom, .ios, "models compare by value")
    custom.deceleration = .exponential(ratePerMillisecond: 0.998)
    XCTAssertEqual(custom, .ios)
    XCTAssertEqual(Set([custom, .ios, .flutter]).count, 2, "equal presets hash alike")
  }
}
