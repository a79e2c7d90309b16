import Recording
import TestSupport
import XCTest

@testable import ScrollCore

/// Issue 32, item 5: a timed `scrollTo(id:)` (`.easeInOut(duration:)`, `.wheelStep`, a timing
/// curve) in a lazily measured list must arrive on the measured row at the curve's end time
/// and report its end once. Before the fix, 143 of 234 scrolls from the top reported
/// `didEndScrollingAnimation` up to 476 pt off the row (rows measured on the way changed the
/// target in the frame the ease ended), then a second, spring animation of about a second
/// carried it there and reported the end again.
final class TimedLandingTests: XCTestCase {
  /// What one scroll did.
  struct Landing {
    /// Times of the `didEndScrollingAnimation` events.
    var ends: [Double] = []
    /// Distance from the anchored edge of the measured row in the frame of the first end.
    var errorAtEnd = Double.infinity
    /// Distance from the anchored edge of the measured row once everything rests.
    var errorAtRest = Double.infinity
    /// The end time of the curve as started.
    var plannedEnd = 0.0
    /// The longest frame interval of the run, seconds.
    var longestFrame = 0.0
  }

  /// The row `id`'s anchored offset as the controller sees it now (nil for a row not measured).
  static func error(_ c: ScrollController<Void>, id: Int, anchor: SCUnitPoint?) -> Double {
    let i = c.stack.index(ofID: id)!
    guard c.stack.isMeasured(at: i) else { return .infinity }
    let goal = c.view.offset(showing: c.stack.frame(at: i), anchor: anchor).y
    return abs(c.view.offset.y - goal)
  }

  /// Scrolls from the top to `id` with `animation`, frames on `clock`, until rest.
  static func land(
    _ rig: LazyListRig, id: Int, anchor: SCUnitPoint?, animation: ScrollAnimation,
    clock: LazyListRig.Clock
  ) -> Landing {
    land(
      rig, clock: clock,
      scroll: { c, t in
        XCTAssertTrue(c.scrollTo(id: id, anchor: anchor, animation: animation, at: t))
      },
      error: { error($0, id: id, anchor: anchor) })
  }

  /// Runs `scroll` at the first frame at or after 0.1 s, frames on `clock`, until rest;
  /// `error` says how far the view is from where the scroll must land. `during` runs in
  /// every frame from the scroll's on, before the frame's update, with the frame's time and
  /// the time since the scroll (content that changes under it).
  static func land(
    _ rig: LazyListRig, clock: LazyListRig.Clock,
    from start: ScrollController<Void>? = nil,
    scroll: (inout ScrollController<Void>, Double) -> Void,
    during: (inout ScrollController<Void>, Double, Double) -> Void = { _, _, _ in },
    error: (ScrollController<Void>) -> Double
  ) -> Landing {
    var c = start ?? rig.makeController()
    var jitter = SplitMix64(seed: { if case .jittered(_, let s) = clock { s } else { 0 } }())
    var t = c.view.time
    let begin = t + 0.1
    var out = Landing()
    var started = false
    var scrolledAt = begin
    while t < begin + 6 {
      let dt: Double
      switch clock {
      case .fixed(let hz): dt = 1 / hz
      case .jittered(let hz, _): dt = (1 / hz) * jitter.uniform(0.5, 1.5)
      }
      t += dt
      out.longestFrame = max(out.longestFrame, dt)
      if !started && t >= begin {
        started = true
        scroll(&c, t)
        out.plannedEnd = c.view.activity.motion?.y?.endTime ?? t
        scrolledAt = t
      }
      if started { during(&c, t, t - scrolledAt) }
      c.update(at: t) { rig.height($0) }
      for e in c.takeEvents() where e.event == .didEndScrollingAnimation {
        if out.ends.isEmpty { out.errorAtEnd = error(c) }
        out.ends.append(e.time)
      }
      if started && !c.isActive && t > out.plannedEnd + 0.5 { break }
    }
    out.errorAtRest = error(c)
    return out
  }

  /// The failures of `l` (one end, at the planned end time, within 0.5 pt), or nil.
  static func failure(_ l: Landing, timed: Bool = true) -> String? {
    if l.ends.count != 1 { return "\(l.ends.count) ends at \(l.ends)" }
    if l.errorAtEnd > 0.5 { return "ended \(l.errorAtEnd) pt off" }
    if timed && (l.ends[0] < l.plannedEnd - 1e-9 || l.ends[0] > l.plannedEnd + l.longestFrame) {
      return "ended at \(l.ends[0]), planned \(l.plannedEnd)"
    }
    if l.errorAtRest > 0.5 { return "rests \(l.errorAtRest) pt off" }
    return nil
  }

  static let timedAnimations: [ScrollAnimation] = [
    .easeInOut(duration: 0.3), .easeInOut(duration: 1), .wheelStep, .linear(duration: 0.4),
    .easeIn(duration: 0.3), .easeOut(duration: 0.5), .curve(.easeInOut, duration: 0.35),
    .timingCurve(0.3, 1.5, 0.5, 1, duration: 0.6),
  ]
  /// Every anchor under `--long`; the default run keeps top, center and the minimum scroll.
  static let anchors: [SCUnitPoint?] = LongRun.pick(
    normal: [.top, .center, nil], long: [.top, .center, .bottom, nil, SCUnitPoint(x: 0, y: 0.3)])
  /// Twelve rows under `--long`; the default run keeps a near, a middle, a far and the last
  /// rows' region (every curve and every clock either way).
  static let ids = LongRun.pick(
    normal: [9, 511, 4321, 9990], long: [4, 9, 23, 57, 118, 260, 511, 999, 2222, 4321, 7777, 9990])

  func testATimedScrollToIDArrivesOnTheMeasuredRowAtItsEndTimeAndEndsOnce() {
    var rig = LazyListRig()
    rig.count = 10_000
    var failures: [String] = []
    var runs = 0
    for animation in Self.timedAnimations {
      for clock in LazyListRig.Clock.all {
        for id in Self.ids {
          for anchor in Self.anchors {
            runs += 1
            let l = Self.land(rig, id: id, anchor: anchor, animation: animation, clock: clock)
            if let f = Self.failure(l) {
              failures.append(
                "\(animation) \(clock) id \(id) anchor \(String(describing: anchor)): \(f)")
            }
          }
        }
      }
    }
    XCTAssertTrue(
      failures.isEmpty,
      "\(failures.count) of \(runs) scrolls:\n" + failures.prefix(40).joined(separator: "\n"))
  }
}
