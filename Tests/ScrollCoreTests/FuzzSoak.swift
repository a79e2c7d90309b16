import Foundation
import Recording
import TestSupport

@testable import ScrollCore

/// Continuous mixed input for one long-lived scroll view at exactly 60 frames per second:
/// drags and flicks, wheel bursts, programmatic scrolls, resizes, inset changes, anchoring
/// shifts, preset and bounce switches, now and then a bad number or a stale timestamp.
///
/// Sizes stay in a band where the content is always taller than 1234 pt past the top, so the
/// checkpoint position is reachable. Deterministic for a seed.
struct FuzzSoakInput {
  static let contentWidth = 2000.0...6000.0
  static let contentHeight = 5000.0...60000.0
  static let containerWidth = 300.0...1200.0
  static let containerHeight = 200.0...1200.0
  static let insets = 0.0...100.0

  var rng: SplitMix64
  /// Steps scheduled for later frames, in frame order.
  private var queue: [(frame: Int, step: FuzzStep)] = []

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  /// The time of `frame` at 60 Hz, seconds.
  static func time(_ frame: Int) -> Double { Double(frame) / 60 }

  /// The input to apply at the start of `frame`, before the frame's `advance(to:)`.
  mutating func steps(forFrame frame: Int, view: SCScrollView) -> [FuzzStep] {
    if queue.isEmpty && rng.chance(0.08) { schedule(from: frame, view: view) }
    var due: [FuzzStep] = []
    while let first = queue.first, first.frame <= frame {
      due.append(first.step)
      queue.removeFirst()
    }
    return due
  }

  /// A time inside `frame`'s interval (input arrives between frames), or now and then one
  /// already in the past.
  mutating func inputTime(_ frame: Int) -> Double {
    if rng.chance(0.01) { return Self.time(frame) - rng.uniform(0.001, 0.2) }
    return Self.time(frame) - rng.uniform(0, 1.0 / 60)
  }

  mutating func schedule(from frame: Int, view: SCScrollView) {
    func at(_ f: Int, _ a: FuzzAction, bad: Bool = false) {
      queue.append((f, FuzzStep(action: a, badInput: bad)))
    }
    switch rng.weighted([30, 20, 12, 6, 6, 6, 5, 6, 3, 3, 2, 1]) {
    case 0:
      // A drag, then a lift (a flick if still moving) or, rarely, a cancel.
      let frames = 2 + rng.below(40)
      let speed = rng.sign() * rng.uniform(50, 6000)
      let axis: SCAxis = rng.chance(0.8) ? .vertical : .horizontal
      at(frame, .touchDown(at: inputTime(frame)))
      for i in 1...frames {
        var d = Point.zero
        d[axis] = speed / 60 * rng.uniform(0.6, 1.4)
        if rng.chance(0.01) {
          d[axis] = .nan
          at(frame + i, .drag(d, at: inputTime(frame + i)), bad: true)
        } else {
          at(frame + i, .drag(d, at: inputTime(frame + i)))
        }
      }
      let end = frame + frames + rng.below(4)
      at(
        end,
        rng.chance(0.9)
          ? .release(at: inputTime(end), velocity: nil, withTargets: true)
          : .cancel(at: inputTime(end)))
    case 1:
      // Wheel ticks one to four frames apart.
      let step = rng.pick([40.0, 53.0, 120.0]) * rng.sign()
      var f = frame
      for _ in 0..<(1 + rng.below(10)) {
        at(f, .scrollBy(Point(x: 0, y: step), .wheelStep, at: inputTime(f)))
        f += 1 + rng.below(4)
      }
    case 2:
      var p = Point.zero
      for axis in SCAxis.allCases {
        p[axis] = rng.uniform(view.minOffset(axis) - 500, view.maxOffset(axis) + 500)
      }
      at(
        frame,
        .scrollTo(
          p, rng.pick([.smooth, .easeInOut(duration: 0.3), .wheelStep, .none, .spring(omega: 20)]),
          at: inputTime(frame)))
    case 3:
      at(
        frame,
        .scrollToEdge(rng.pick(SCEdge.allCases), rng.pick([.smooth, .none]), at: inputTime(frame)))
    case 4:
      let anchor: SCUnitPoint? = rng.chance(0.5) ? nil : .top
      at(frame, .scrollToID(rng.below(600), anchor: anchor, .smooth, at: inputTime(frame)))
    case 5:
      let s = Size(
        width: rng.uniform(Self.contentWidth.lowerBound, Self.contentWidth.upperBound),
        height: rng.uniform(Self.contentHeight.lowerBound, Self.contentHeight.upperBound))
      at(frame, .contentSize(s, at: inputTime(frame)))
    case 6:
      let s = Size(
        width: rng.uniform(Self.containerWidth.lowerBound, Self.containerWidth.upperBound),
        height: rng.uniform(Self.containerHeight.lowerBound, Self.containerHeight.upperBound))
      at(frame, .containerSize(s, at: inputTime(frame)))
    case 7:
      // Rows inserted above (or removed from above) the visible part: the anchoring pair.
      var h = rng.uniform(0, 2000)
      let canRemove = view.contentSize.height - h >= Self.contentHeight.lowerBound
      let canInsert = view.contentSize.height + h <= Self.contentHeight.upperBound
      if canRemove && (!canInsert || rng.chance(0.5)) { h = -h }
      let t = inputTime(frame)
      at(
        frame,
        .contentSize(
          Size(width: view.contentSize.width, height: view.contentSize.height + h), at: t))
      at(frame, .shift(Point(x: 0, y: h), at: t))
    case 8:
      let r = Self.insets
      let i = SCEdgeInsets(
        top: rng.uniform(r.lowerBound, r.upperBound),
        leading: rng.uniform(r.lowerBound, r.upperBound),
        bottom: rng.uniform(r.lowerBound, r.upperBound),
        trailing: rng.uniform(r.lowerBound, r.upperBound))
      at(frame, .insets(i, at: inputTime(frame)))
    case 9: at(frame, .physics(rng.pick(ScrollPhysics.presets), at: inputTime(frame)))
    case 10: at(frame, .bounce(rng.pick(BounceBehavior.allCases)))
    default: at(frame, .stop(at: inputTime(frame)))
    }
  }
}

/// Resident set size of this process in bytes, from /proc/self/statm; nil where unavailable.
func residentSetBytes() -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return nil
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
