/// The stable `Int` ids of a stack's items, stored as runs of consecutive ids.
///
/// A list of a million items with ids `0..<1_000_000` is one run (three integers), and a chat
/// whose history pages are prepended with ids just below the current first id stays one run,
/// because adjacent runs with consecutive ids merge. Arbitrary ids cost one run each.
///
/// Complexity, with `r` runs: `id(at:)` and `index(of:)` O(log r); inserts and removals
/// O(r) (O(r log r) when the number of runs changes). Ids are assumed unique; with duplicates,
/// `index(of:)` returns one of them.
struct ItemIDRuns: Sendable, Hashable {
  /// A run: the items `firstIndex ..< firstIndex + count` have ids `firstID ..< firstID + count`.
  struct Run: Sendable, Hashable {
    /// Index of the run's first item.
    var firstIndex: Int
    /// Id of the run's first item.
    var firstID: Int
    /// Number of items in the run (at least 1).
    var count: Int
  }

  /// Runs in layout order, covering `0..<count` without gaps. (Settable inside the module so
  /// tests can corrupt it and see `_invariantViolation()` name the damage.)
  var runs: [Run] = []
  /// Positions in `runs`, sorted by `firstID`, for id lookups.
  private var byID: [Int] = []
  /// Number of items.
  var count = 0

  /// Creates an empty id list.
  init() {}

  /// Creates ids `firstID ..< firstID + count`. O(1).
  /// - Parameters:
  ///   - firstID: the first item's id.
  ///   - count: the number of items (0 or less: none).
  init(firstID: Int, count: Int) {
    insert(firstID: firstID, count: count, at: 0)
  }

  /// The id of the item at `index` (`0..<count`). O(log r).
  func id(at index: Int) -> Int {
    let run = runs[runPosition(containing: index)]
    return run.firstID + (index - run.firstIndex)
  }

  /// The index of the item with `id`, or nil. O(log r).
  func index(of id: Int) -> Int? {
    // Last run (by id) whose firstID <= id.
    var lo = 0
    var hi = byID.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if runs[byID[mid]].firstID <= id { lo = mid + 1 } else { hi = mid }
    }
    guard lo > 0 else { return nil }
    let run = runs[byID[lo - 1]]
    let offset = id - run.firstID
    return offset < run.count ? run.firstIndex + offset : nil
  }

  /// Inserts `count` items with ids `firstID ..< firstID + count` before `index` (`0...count`).
  /// - Parameters:
  ///   - firstID: the first new item's id.
  ///   - k: the number of new items (0 or less: nothing).
  ///   - index: where they go, `0...count` (a precondition).
  mutating func insert(firstID: Int, count k: Int, at index: Int) {
    guard k > 0 else { return }
    precondition(index >= 0 && index <= count, "ItemIDRuns insert index out of range")
    var position = runs.count
    if index < count {
      position = runPosition(containing: index)
      position = split(at: index, position: position)
    }
    runs.insert(Run(firstIndex: index, firstID: firstID, count: k), at: position)
    count += k
    normalize()
  }

  /// Inserts the given ids before `index`; consecutive ids share a run.
  /// - Parameters:
  ///   - ids: the new items' ids, in order.
  ///   - index: where they go, `0...count` (a precondition).
  mutating func insert(ids: [Int], at index: Int) {
    var at = index
    var i = 0
    while i < ids.count {
      var j = i + 1
      while j < ids.count && ids[j] == ids[j - 1] + 1 { j += 1 }
      insert(firstID: ids[i], count: j - i, at: at)
      at += j - i
      i = j
    }
  }

  /// Removes the items in `range` (within `0..<count`).
  mutating func remove(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "remove out of range")
    if range.upperBound < count {
      _ = split(at: range.upperBound, position: runPosition(containing: range.upperBound))
    }
    let first = split(at: range.lowerBound, position: runPosition(containing: range.lowerBound))
    var last = first
    var removed = 0
    while last < runs.count && removed < range.count {
      removed += runs[last].count
      last += 1
    }
    runs.removeSubrange(first..<last)
    count -= range.count
    normalize()
  }

  // MARK: Private

  /// Position of the run containing `index` (`0..<count`). O(log r).
  private func runPosition(containing index: Int) -> Int {
    var lo = 0
    var hi = runs.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if runs[mid].firstIndex <= index { lo = mid + 1 } else { hi = mid }
    }
    return lo - 1
  }

  /// Splits the run at `position` so that a run starts at `index`; returns that run's position.
  private mutating func split(at index: Int, position: Int) -> Int {
    let run = runs[position]
    let head = index - run.firstIndex
    guard head > 0 else { return position }
    runs[position].count = head
    runs.insert(
      Run(firstIndex: index, firstID: run.firstID + head, count: run.count - head),
      at: position + 1)
    return position + 1
  }

  /// Recomputes first indices, merges neighbours with consecutive ids, rebuilds the id index.
  private mutating func normalize() {
    var merged: [Run] = []
    merged.reserveCapacity(runs.count)
    var next = 0
    for run in runs where run.count > 0 {
      if let last = merged.last, last.firstID + last.count == run.firstID {
        merged[merged.count - 1].count += run.count
      } else {
        merged.append(Run(firstIndex: next, firstID: run.firstID, count: run.count))
      }
      next += run.count
    }
    runs = merged
    byID = Array(runs.indices).sorted { runs[$0].firstID < runs[$1].firstID }
  }
}

// MARK: Invariants

extension ItemIDRuns {
  /// Walks the runs and returns the first broken internal invariant, or nil when they are
  /// sound. O(r): for tests and debug code only.
  ///
  /// Checked: runs are in index order and cover `0..<count` without gaps or overlaps, each
  /// holds at least one item, its last id does not overflow, neighbours never have consecutive
  /// ids (they would be one run), and the id index lists every run once, sorted by first id.
  /// Not checked: ids unique across runs (assumed, not enforced; see the type's comment).
  func _invariantViolation() -> String? {
    guard count >= 0 else { return "count \(count) is negative" }
    var next = 0
    for (i, run) in runs.enumerated() {
      guard run.count >= 1 else { return "run \(i) holds \(run.count) items" }
      guard run.firstIndex == next else {
        return "run \(i) starts at index \(run.firstIndex), expected \(next)"
      }
      guard run.firstID <= Int.max - (run.count - 1) else { return "run \(i) ids overflow" }
      if i > 0, runs[i - 1].firstID &+ runs[i - 1].count == run.firstID {
        return "runs \(i - 1) and \(i) have consecutive ids but are not merged"
      }
      next += run.count
    }
    guard next == count else { return "runs hold \(next) items, count is \(count)" }
    guard byID.count == runs.count else {
      return "id index lists \(byID.count) runs of \(runs.count)"
    }
    var listed = [Bool](repeating: false, count: runs.count)
    for position in byID {
      guard position >= 0 && position < runs.count && !listed[position] else {
        return "id index is not a permutation of the runs (\(position))"
      }
      listed[position] = true
    }
    for k in byID.indices.dropFirst() where runs[byID[k - 1]].firstID > runs[byID[k]].firstID {
      return "id index out of order at \(k)"
    }
    return nil
  }

  /// Stops the program when an internal invariant is broken (see `_invariantViolation()`), as
  /// swift-collections' `_checkInvariants()` does. O(r): for tests and debug code only.
  func _checkInvariants() {
    if let violation = _invariantViolation() { preconditionFailure("ItemIDRuns: \(violation)") }
  }
}
