/// A binary indexed (Fenwick) tree of non-negative `Double` values: prefix sums, point updates
/// and "which element contains this offset" searches, each in O(log n).
///
/// Storage is one flat `[Double]` of `count + 1` elements (8 bytes per element, no per-element
/// objects). Indices are zero-based in the API. Searches assume every value is non-negative
/// (so prefix sums never decrease); callers sanitize values before adding them.
public struct FenwickTree: Sendable {
  /// One-based implicit tree; `nodes[0]` is unused and always 0.
  private var nodes: [Double]

  /// The number of values.
  public var count: Int { nodes.count - 1 }

  /// Creates an empty tree.
  public init() { nodes = [0] }

  /// Creates a tree of `count` copies of `value`. O(n), no temporary array.
  /// - Parameters:
  ///   - value: every value.
  ///   - count: the number of values (negative counts as 0).
  public init(repeating value: Double, count: Int) {
    nodes = [0]
    rebuild(count: count) { _ in value }
  }

  /// Creates a tree from `values`. O(n).
  public init(_ values: [Double]) {
    nodes = [0]
    rebuild(count: values.count) { values[$0] }
  }

  /// Replaces every value with `value(i)` for `i` in `0..<count`, reusing the storage. O(n).
  /// - Parameters:
  ///   - count: the new number of values (negative counts as 0).
  ///   - value: the value at each index `0..<count`.
  public mutating func rebuild(count: Int, value: (Int) -> Double) {
    let n = Swift.max(0, count)
    nodes.removeAll(keepingCapacity: true)
    nodes.reserveCapacity(n + 1)
    nodes.append(0)
    for i in 0..<n { nodes.append(value(i)) }
    // Linear-time construction: push each node's partial sum to its parent once.
    var i = 1
    while i <= n {
      let parent = i + (i & -i)
      if parent <= n { nodes[parent] += nodes[i] }
      i += 1
    }
  }

  /// The sum of the first `n` values (`values[0..<n]`); `n` is clamped to `0...count`.
  /// O(log n).
  public func prefixSum(_ n: Int) -> Double {
    var i = Swift.min(Swift.max(0, n), count)
    var sum = 0.0
    while i > 0 {
      sum += nodes[i]
      i &= i - 1
    }
    return sum
  }

  /// The sum of all values. O(log n).
  public var total: Double { prefixSum(count) }

  /// The value at `index`, recovered from the tree. O(log n); may differ from the value
  /// written by floating-point rounding of the order of 1e-12 relative.
  public func value(at index: Int) -> Double {
    prefixSum(index + 1) - prefixSum(index)
  }

  /// Adds `delta` to the value at `index` (`0..<count`). O(log n).
  /// - Parameters:
  ///   - delta: the amount to add.
  ///   - index: the value to change, `0..<count` (a precondition).
  public mutating func add(_ delta: Double, at index: Int) {
    precondition(index >= 0 && index < count, "FenwickTree index out of range")
    var i = index + 1
    let n = count
    while i <= n {
      nodes[i] += delta
      i += i & -i
    }
  }

  /// The largest `n` in `0...count` with `prefixSum(n) <= target`, or 0 when `target` is
  /// negative. With non-negative values, element `n` (when `n < count`) is the one whose
  /// interval `[prefixSum(n), prefixSum(n + 1))` contains `target`. O(log n), binary lifting.
  public func prefixCount(atMost target: Double) -> Int {
    guard target >= 0 else { return 0 }
    let n = count
    var position = 0
    var remaining = target
    var step = 1
    while step * 2 <= n { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= n && nodes[next] <= remaining {
        position = next
        remaining -= nodes[next]
      }
      step /= 2
    }
    return position
  }

  /// Bytes held by the storage (capacity, not count).
  public var storageBytes: Int { nodes.capacity * MemoryLayout<Double>.stride }
}
