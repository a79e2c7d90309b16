/// Nearest-rank percentiles and the allocation-free sort they rely on.
///
/// The p-th percentile of n ascending values is the value at 1-based rank
/// `ceil(p / 100 * n)`, clamped to 1...n: always one of the samples, never interpolated.
public enum NearestRank {
  /// The 1-based nearest rank of percentile `p` (0...100) among `count` values; 0 when
  /// `count` is 0. Out-of-range or NaN `p` is clamped to 0...100. O(1).
  public static func rank(percentile p: Double, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let clamped = p.isNaN ? 0 : Swift.min(100, Swift.max(0, p))
    let raw = (clamped * Double(count) / 100).rounded(.up)
    return Swift.min(count, Swift.max(1, Int(raw)))
  }

  /// The percentile `p` of values already sorted ascending; nil when empty. O(1).
  public static func value(percentile p: Double, sorted: ContiguousArray<UInt64>) -> UInt64? {
    let r = rank(percentile: p, count: sorted.count)
    return r == 0 ? nil : sorted[r - 1]
  }

  /// Sorts `values` ascending in place with heapsort: O(n log n), no allocation, not stable
  /// (irrelevant for plain integers).
  public static func sortInPlace(_ values: inout ContiguousArray<UInt64>) {
    values.withUnsafeMutableBufferPointer { buffer in
      let n = buffer.count
      guard n > 1 else { return }
      var start = n / 2
      while start > 0 {
        start -= 1
        siftDown(buffer, from: start, end: n)
      }
      var end = n - 1
      while end > 0 {
        buffer.swapAt(0, end)
        siftDown(buffer, from: 0, end: end)
        end -= 1
      }
    }
  }

  /// Restores the max-heap property below `root` within `0..<end`.
  private static func siftDown(_ heap: UnsafeMutableBufferPointer<UInt64>, from root: Int, end: Int)
  {
    var parent = root
    while true {
      let left = 2 * parent + 1
      guard left < end else { return }
      var largest = left
      if left + 1 < end && heap[left + 1] > heap[left] { largest = left + 1 }
      guard heap[largest] > heap[parent] else { return }
      heap.swapAt(parent, largest)
      parent = largest
    }
  }
}
