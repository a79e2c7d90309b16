/// The lengths of a stack's items along its axis, with prefix sums in O(log r).
///
/// Items are stored as runs of one size and kind (estimated or measured) in an
/// `ExtentRunTree`: a stack of any length whose items are all estimated is one run, and each
/// measured, inserted or changed item costs at most one more run (neighbours of the same size
/// and kind share one). Memory therefore grows with what was measured or changed, not with the
/// number of items; every query and change is O(log r) for `r` runs.
///
/// A size is an estimate until measured. Sizes are stored as `Float` (about 1/2000 pt of
/// precision below 8192 pt).
struct ItemExtents: Sendable {
  /// The runs of sizes. (Internal, not private, so tests can corrupt them.)
  var runs: ExtentRunTree
  /// Changes that touched every run (spacing changes).
  private(set) var rebuildCount = 0

  /// Creates `count` items of the estimated size `estimate` (points). O(1).
  init(count: Int, estimate: Double, spacing: Double) {
    runs = ExtentRunTree(spacing: spacing)
    runs.insert(Swift.max(0, count), size: estimate, measured: false, at: 0)
  }

  // MARK: Reading

  /// Gap between consecutive items, in points (never negative).
  var spacing: Double { runs.spacing }

  /// Number of live items.
  var count: Int { runs.count }

  /// Runs stored (one per stretch of items of one size and kind).
  var runCount: Int { runs.runCount }

  /// The size of item `i` in points (estimate or measurement). O(log r).
  func size(at i: Int) -> Double { runs.size(of: runs.locate(i).node) }

  /// True when item `i` has been measured. O(log r).
  func isMeasured(at i: Int) -> Bool { runs.isMeasured(runs.locate(i).node) }

  /// The distance from the first item's start to item `i`'s start (`i` in `0...count`), without
  /// padding. O(log r).
  func start(of i: Int) -> Double { runs.start(of: i) }

  /// The sum of all extents, including the spacing after the last item. O(1).
  var total: Double { runs.total }

  /// The item whose slot `[start, start + size + spacing)` contains `t`, clamped to
  /// `0..<count`. Requires `count > 0`. O(log r).
  func index(containing t: Double) -> Int {
    Swift.min(Swift.max(runs.prefixCount(atMost: t), 0), count - 1)
  }

  /// Bytes held by the run storage.
  var storageBytes: Int { runs.storageBytes }

  // MARK: Writing

  /// Sets the size of item `i`; returns the change of its extent in points. O(log r).
  @discardableResult
  mutating func setSize(_ size: Double, at i: Int, measured: Bool) -> Double {
    runs.set(size: size, measured: measured, at: i)
  }

  /// Marks item `i` as an estimate again, keeping its current size as the estimate. O(log r).
  mutating func markEstimated(at i: Int) {
    runs.set(size: size(at: i), measured: false, at: i)
  }

  /// Marks every item as an estimate, keeping its current size. O(1).
  mutating func markAllEstimated() {
    runs.invalidateAll()
  }

  /// Changes the spacing. O(r) (every run's length changes).
  mutating func setSpacing(_ newValue: Double) {
    guard newValue != spacing else { return }
    runs.setSpacing(newValue)
    rebuildCount += 1
  }

  /// Inserts `k` items of estimated size `estimate` before item `i` (`0...count`). O(log r).
  mutating func insert(_ k: Int, at i: Int, estimate: Double) {
    runs.insert(k, size: estimate, measured: false, at: i)
  }

  /// Removes the items in `range` (within `0..<count`). O(log r) plus the runs removed.
  mutating func remove(_ range: Range<Int>) {
    runs.remove(range)
  }
}

// MARK: Invariants

extension ItemExtents {
  /// The first broken internal invariant of the size runs, or nil when they are sound
  /// (`ExtentRunTree._invariantViolation()`, and a spacing that is finite and not negative).
  /// O(r): for tests and debug code only.
  func _invariantViolation() -> String? {
    guard spacing >= 0 else { return "spacing \(spacing) is negative" }
    guard rebuildCount >= 0 else { return "rebuild count \(rebuildCount) is negative" }
    return runs._invariantViolation()
  }

  /// Stops the program when an internal invariant is broken (see `_invariantViolation()`), as
  /// swift-collections' `_checkInvariants()` does. O(r): for tests and debug code only.
  func _checkInvariants() {
    if let violation = _invariantViolation() { preconditionFailure("ItemExtents: \(violation)") }
  }
}
