import Recording
import TestSupport
import XCTest

@testable import ScrollCore

/// A programmatic scroll to an edge (`scrollTo(edge:)`) in a lazily measured list must rest
/// on the edge as it stands once the rows there are measured, and report its end once; a
/// timed curve must be on the edge at its end time. Rows near the bottom (or the top, seen
/// from below) were measured only when they came into view, so the edge moved in the last
/// frames or after a timed curve had ended: it ended short of (or past) the edge and a second
/// animation carried it there and reported the end again. Before the fix 178 of 810 scrolls
/// here (every one timed and to the bottom) ended up to 538 pt off or twice, and 50 of 270
/// with rows arriving.
final class EdgeLandingTests: XCTestCase {
  /// A list: rows estimated at `estimate` points that measure as `rig` says.
  struct List: CustomStringConvertible {
    var name: String
    var rig: LazyListRig
    var estimate: Double

    var description: String { name }

    /// A controller at rest at `fraction` of the way to the bottom (as estimated then).
    func controller(at fraction: Double) -> ScrollController<Void> {
      var c = ScrollController(stack: LazyStack(count: rig.count, estimatedSize: estimate))
      c.setFrame(Rect(origin: .zero, size: rig.viewport), at: 0)
      c.update(at: 0) { rig.height($0) }
      if fraction > 0 {
        c.scrollTo(y: fraction * c.view.maxOffset(.vertical), animation: .none, at: 0.01)
        c.update(at: 0.01) { rig.height($0) }
      }
      return c
    }
  }

  /// Rows shorter (down to a tenth) and taller than estimated, both, and a short list.
  /// A rig of `count` rows measuring `estimate` ± `spread` (a fraction), drawn from `seed`;
  /// the rig's defaults otherwise.
  static func rig(
    count: Int, estimate: Double = LazyListRig().estimate, spread: Double = LazyListRig().spread,
    seed: UInt64 = LazyListRig().seed
  ) -> LazyListRig {
    var rig = LazyListRig()
    rig.count = count
    rig.estimate = estimate
    rig.spread = spread
    rig.seed = seed
    return rig
  }

  static let lists: [List] = {
    let mixed = rig(count: 2000)
    let shorter = rig(count: 3000, estimate: 40, spread: 0.5, seed: 23)
    let taller = rig(count: 1500, estimate: 200, spread: 0.4, seed: 5)
    let short = rig(count: 40, seed: 3)
    let tiny = rig(count: 800, estimate: 10, spread: 0.5)
    return [
      List(name: "mixed ±60 %", rig: mixed, estimate: 100),
      List(name: "shorter (20-60 of 100)", rig: shorter, estimate: 100),
      List(name: "much shorter (5-15 of 100)", rig: tiny, estimate: 100),
      List(name: "taller (120-280 of 80)", rig: taller, estimate: 80),
      List(name: "40 rows ±60 %", rig: short, estimate: 100),
    ]
  }()

  static let animations: [ScrollAnimation] = [
    .easeInOut(duration: 0.3), .easeInOut(duration: 1), .wheelStep, .linear(duration: 0.4),
    .easeOut(duration: 0.5), .curve(.easeIn, duration: 0.25),
    .timingCurve(0.3, 1.5, 0.5, 1, duration: 0.6), .smooth, .spring(omega: 26),
  ]

  /// Where the scrolls start, as fractions of the way to the bottom: four toward each edge
  /// under `--long`; the default run keeps two toward the bottom and the farthest toward the
  /// top (which needs no measuring ahead).
  static let towardBottom = LongRun.pick(normal: [0, 0.6], long: [0, 0.3, 0.6, 0.9])
  static let towardTop = LongRun.pick(normal: [1], long: [1, 0.7, 0.4, 0.1])
  /// Where the scrolls with arriving rows start: near the bottom (a chat), and under `--long`
  /// also farther up.
  static let arrivalStarts = LongRun.pick(normal: [0.98], long: [0.6, 0.98])

  func testAScrollToAnEdgeLandsOnTheMeasuredEdgeAtItsEndTimeAndEndsOnce() {
    var failures: [String] = []
    var runs = 0
    for list in Self.lists {
      let starts =
        Self.towardBottom.map { (SCEdge.bottom, $0) } + Self.towardTop.map { (SCEdge.top, $0) }
      for (edge, fraction) in starts {
        for animation in Self.animations {
          let timed = animation.duration != nil || animation == .wheelStep
          for clock in LazyListRig.Clock.all {
            runs += 1
            let l = TimedLandingTests.land(
              list.rig, clock: clock, from: list.controller(at: fraction),
              scroll: { c, t in c.scrollTo(edge: edge, animation: animation, at: t) },
              error: { c in
                let v = c.view
                return abs(
                  v.offset.y - (edge.isStart ? v.minOffset(.vertical) : v.maxOffset(.vertical)))
              })
            if let f = TimedLandingTests.failure(l, timed: timed) {
              failures.append("\(list) from \(fraction) to \(edge), \(animation) \(clock): \(f)")
            }
          }
        }
      }
    }
    XCTAssertTrue(
      failures.isEmpty,
      "\(failures.count) of \(runs) scrolls:\n" + failures.prefix(40).joined(separator: "\n"))
  }

  /// As a chat that follows its bottom sees it: rows arrive at the end (one or two every
  /// 0.08 s for 0.6 s, measured as they are laid out) while the scroll to the bottom runs.
  /// It lands on the bottom as it stands after the last arrival, at its end time, and ends
  /// once.
  func testRowsArrivingDuringAScrollToTheBottomStillLandAtItsEndTimeOnce() {
    var failures: [String] = []
    var runs = 0
    for list in Self.lists {
      for fraction in Self.arrivalStarts {
        for animation in Self.animations {
          let timed = animation.duration != nil || animation == .wheelStep
          for clock in LazyListRig.Clock.all {
            runs += 1
            var arrived = 0
            let l = TimedLandingTests.land(
              list.rig, clock: clock, from: list.controller(at: fraction),
              scroll: { c, t in c.scrollTo(edge: .bottom, animation: animation, at: t) },
              during: { c, t, elapsed in
                // Only while it runs on (not in the frame it ends: that is content that
                // changes after the scroll, followed by a scroll of its own).
                guard let end = c.view.activity.motion?.y?.endTime, end > t + 1e-9,
                  elapsed < 0.6, elapsed >= Double(arrived) * 0.08
                else { return }
                arrived += 1
                c.updateStack(at: t) { $0.append(count: 1 + arrived % 2, firstID: $0.count) }
              },
              error: { abs($0.view.offset.y - $0.view.maxOffset(.vertical)) })
            if let f = TimedLandingTests.failure(l, timed: timed) {
              failures.append("\(list) from \(fraction), \(animation) \(clock): \(f)")
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
