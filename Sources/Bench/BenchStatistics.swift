import Profiling
import SandboxKit
import ScrollCore

/// Nearest-rank percentiles of a set of timings (nanoseconds), and ratios between them.
///
/// Percentiles are always one of the samples (`NearestRank`), never interpolated; an empty
/// sample gives zeros and `count` 0.
public struct BenchSummary: Equatable, Sendable {
  /// Number of samples.
  public var count: Int
  /// Median.
  public var p50: UInt64
  /// 95th percentile.
  public var p95: UInt64
  /// 99th percentile.
  public var p99: UInt64
  /// Largest sample.
  public var max: UInt64
  /// Arithmetic mean (rounded down).
  public var mean: UInt64

  /// Summarises `samples`. O(n log n); sorts a copy.
  public init(_ samples: some Collection<UInt64>) {
    var sorted = ContiguousArray(samples)
    NearestRank.sortInPlace(&sorted)
    count = sorted.count
    p50 = NearestRank.value(percentile: 50, sorted: sorted) ?? 0
    p95 = NearestRank.value(percentile: 95, sorted: sorted) ?? 0
    p99 = NearestRank.value(percentile: 99, sorted: sorted) ?? 0
    max = sorted.last ?? 0
    var sum: UInt64 = 0
    for s in sorted { sum &+= s }
    mean = sorted.isEmpty ? 0 : sum / UInt64(sorted.count)
  }

  /// The percentile `p` (0...100) of `samples` by nearest rank; 0 when empty.
  public static func percentile(_ p: Double, of samples: some Collection<UInt64>) -> UInt64 {
    var sorted = ContiguousArray(samples)
    NearestRank.sortInPlace(&sorted)
    return NearestRank.value(percentile: p, sorted: sorted) ?? 0
  }

  /// `numerator / denominator`, or nil when the denominator is not a positive finite number
  /// or the numerator is not finite.
  public static func ratio(_ numerator: Double, _ denominator: Double) -> Double? {
    guard numerator.isFinite, denominator.isFinite, denominator > 0 else { return nil }
    return numerator / denominator
  }
}
