/// Apple's verdict on a hitch time ratio (ms of lateness per second of gesture).
public enum HitchVerdict: String, Hashable, Sendable {
  /// Under 5 ms/s: hitches are rarely noticed.
  case good
  /// 5 to 10 ms/s: noticeable.
  case warning
  /// Over 10 ms/s: hitches disrupt the scroll.
  case critical

  /// The verdict on `msPerSecond`: good under 5, warning from 5 to 10, critical over 10.
  /// - Parameter msPerSecond: a hitch time ratio, ms/s.
  public init(msPerSecond: Double) {
    if msPerSecond < 5 {
      self = .good
    } else if msPerSecond <= 10 {
      self = .warning
    } else {
      self = .critical
    }
  }
}

/// The 50th, 99th percentiles and the maximum of some samples (nearest rank), milliseconds.
public struct PercentileSummary: Hashable, Sendable {
  /// The median.
  public var p50: Double
  /// The 99th percentile.
  public var p99: Double
  /// The largest.
  public var max: Double

  /// The summary of `values`, nil when there are none.
  /// - Parameter values: the samples, in any order.
  public init?(_ values: [Double]) {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    p50 = Self.nearestRank(50, sorted)
    p99 = Self.nearestRank(99, sorted)
    max = sorted[sorted.count - 1]
  }

  /// The p-th percentile of ascending `sorted` (not empty): the value at 1-based rank
  /// ceil(p / 100 * n), as `NearestRank` in Profiling.
  /// - Parameters:
  ///   - p: the percentile, 0...100.
  ///   - sorted: the samples, ascending.
  static func nearestRank(_ p: Double, _ sorted: [Double]) -> Double {
    let rank = Int((p * Double(sorted.count) / 100).rounded(.up))
    return sorted[Swift.min(sorted.count, Swift.max(1, rank)) - 1]
  }
}

/// A gesture's pacing and latency, as the issue (#30) defines them; see docs/gestures.md.
public struct GestureMetrics: Hashable, Sendable {
  /// Frames presented.
  public var frames: Int
  /// Frames presented after their deadline.
  public var lateFrames: Int
  /// Display refreshes the late frames covered (each showed a stale frame): the sum of
  /// ceil(lateness / interval).
  public var missedFrames: Int
  /// Total lateness over the gesture's duration, ms per second (Apple's hitch time ratio).
  public var hitchMsPerSecond: Double
  /// Late frames over the frames expected (presented plus missed), x 100.
  public var delayedFramesPercent: Double
  /// Standard deviation of (present interval - display interval) over chained frames, ms.
  public var jitterSD: Double
  /// 99th percentile of (present interval - display interval), ms (0 without intervals).
  public var jitterP99: Double
  /// From each input's time to the present of the frame that handled it, ms (nil without
  /// inputs).
  public var latency: PercentileSummary?

  /// The verdict on the hitch time ratio.
  public var hitchVerdict: HitchVerdict { HitchVerdict(msPerSecond: hitchMsPerSecond) }

  /// Computes the metrics of `gesture`.
  /// - Parameters:
  ///   - gesture: the gesture, ended.
  ///   - interval: the display interval, seconds.
  public init(_ gesture: Gesture, interval: Double) {
    self.init(
      timings: gesture.frames.map(\.timing), inputs: gesture.inputs,
      duration: gesture.end - gesture.start, interval: interval)
  }

  /// Computes the metrics of frames and inputs over a duration.
  /// - Parameters:
  ///   - timings: the frames, in order.
  ///   - inputs: the inputs, with the presents that showed them.
  ///   - duration: the gesture's duration, seconds.
  ///   - interval: the display interval, seconds.
  public init(timings: [FrameTiming], inputs: [GestureInput], duration: Double, interval: Double) {
    frames = timings.count
    lateFrames = timings.count(where: \.isLate)
    missedFrames = timings.reduce(0) { $0 + $1.missedRefreshes(interval: interval) }
    let lateness = timings.reduce(0) { $0 + $1.lateness }
    hitchMsPerSecond = duration > 0 ? lateness * 1000 / duration : 0
    let expected = frames + missedFrames
    delayedFramesPercent = expected > 0 ? Double(lateFrames) * 100 / Double(expected) : 0
    var deviations: [Double] = []
    for (previous, frame) in zip(timings, timings.dropFirst()) where frame.chained {
      deviations.append((frame.present - previous.present - interval) * 1000)
    }
    if deviations.isEmpty {
      jitterSD = 0
      jitterP99 = 0
    } else {
      let mean = deviations.reduce(0, +) / Double(deviations.count)
      let variance =
        deviations.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(deviations.count)
      jitterSD = variance.squareRoot()
      jitterP99 = PercentileSummary.nearestRank(99, deviations.sorted())
    }
    latency = PercentileSummary(
      inputs.compactMap { input in input.presented.map { ($0 - input.time) * 1000 } })
  }
}
