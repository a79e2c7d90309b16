/// A fixed-bin histogram of frame work, for the histogram view.
///
/// Regular bins are `binWidthNanos` wide and cover `0..<upperBoundNanos`; one extra overflow
/// bin (the last) counts everything at or above the upper bound. Bins are allocated once;
/// `add`, `remove` and `binIndex` are O(1) and never allocate, so the profiler can keep the
/// histogram of its ring's frames up to date as frames enter and leave.
public struct FrameHistogram: Hashable, Sendable {
  /// Width of each regular bin in nanoseconds (at least 1).
  public let binWidthNanos: UInt64
  /// Number of regular bins, not counting the overflow bin (at least 1).
  public let regularBinCount: Int
  /// Sample counts per bin: `regularBinCount` regular bins, then the overflow bin.
  public private(set) var counts: ContiguousArray<Int>
  /// Number of samples currently in the histogram.
  public private(set) var total = 0

  /// Creates an empty histogram; defaults give 0.25 ms bins up to 33 ms (132 bins + overflow).
  /// The upper bound is rounded up to a whole number of bins.
  public init(binWidthNanos: UInt64 = 250_000, upperBoundNanos: UInt64 = 33_000_000) {
    let width = Swift.max(1, binWidthNanos)
    self.binWidthNanos = width
    let bins = (upperBoundNanos + width - 1) / width
    regularBinCount = Swift.max(1, Int(clamping: bins))
    counts = ContiguousArray(repeating: 0, count: regularBinCount + 1)
  }

  /// End of the last regular bin in nanoseconds; samples at or above it overflow.
  public var upperBoundNanos: UInt64 { binWidthNanos * UInt64(regularBinCount) }
  /// Index of the overflow bin (the last).
  public var overflowIndex: Int { regularBinCount }
  /// Samples at or above `upperBoundNanos`.
  public var overflowCount: Int { counts[regularBinCount] }
  /// The largest bin count (for scaling bars); 0 when empty. O(bins).
  public var maxCount: Int { counts.max() ?? 0 }

  /// The bin a sample of `nanos` falls in. O(1).
  public func binIndex(for nanos: UInt64) -> Int {
    let bin = nanos / binWidthNanos
    return bin >= UInt64(regularBinCount) ? regularBinCount : Int(bin)
  }

  /// The half-open nanosecond range of bin `index`; `upper` is nil for the overflow bin.
  /// Precondition: `index` in `0...overflowIndex`.
  public func range(ofBin index: Int) -> (lower: UInt64, upper: UInt64?) {
    precondition(index >= 0 && index <= regularBinCount, "histogram bin out of range")
    let lower = binWidthNanos * UInt64(index)
    return (lower, index == regularBinCount ? nil : lower + binWidthNanos)
  }

  /// Counts one sample.
  public mutating func add(_ nanos: UInt64) {
    counts[binIndex(for: nanos)] += 1
    total += 1
  }

  /// Uncounts one sample previously added; ignored if its bin is already empty.
  public mutating func remove(_ nanos: UInt64) {
    let bin = binIndex(for: nanos)
    guard counts[bin] > 0 else { return }
    counts[bin] -= 1
    total -= 1
  }

  /// Empties every bin without reallocating. O(bins).
  public mutating func reset() {
    for i in counts.indices { counts[i] = 0 }
    total = 0
  }
}
