/// The lengths of a stack's items along its axis, with prefix sums in O(log n).
///
/// Storage is flat: a `[Float]` of sizes and a `FenwickTree` of extents (size + spacing), both
/// indexed by *physical slot*. Live items occupy slots `base ..< base + count`; the slots before
/// and after are a reserve holding zero extent, so prepends and appends fill reserve slots with
/// O(log n) point updates and only rebuild (O(n)) when a reserve runs out. Reserves grow
/// geometrically, so a run of prepends or appends costs amortised O(log n) per item.
///
/// A size is an estimate until measured. The flag is the sign bit of the stored `Float`
/// (negative, including -0.0, means estimate), which keeps the cost at 4 bytes per item; a
/// `Float` keeps about 1/2000 pt of precision for sizes below 8192 pt.
struct ItemExtents: Sendable {
  /// Gap between consecutive items, in points (never negative).
  private(set) var spacing: Double
  /// Extent (size + spacing) per physical slot; 0 for reserve slots.
  private var tree = FenwickTree()
  /// Size per physical slot; the sign bit marks an estimate.
  private var sizes: [Float] = []
  /// Physical slot of logical item 0.
  private var base = 0
  /// Number of live items.
  private(set) var count = 0
  /// O(n) rebuilds of the prefix-sum tree so far (reserve exhausted, middle edits, spacing).
  private(set) var rebuildCount = 0

  /// Creates `count` items of the estimated size `estimate` (points). O(n).
  init(count: Int, estimate: Double, spacing: Double) {
    self.spacing = spacing
    let n = Swift.max(0, count)
    sizes = [Float](repeating: -Float(estimate), count: n)
    self.count = n
    tree = FenwickTree(repeating: estimate + spacing, count: n)
  }

  // MARK: Reading

  /// The size of item `i` in points (estimate or measurement). O(1).
  func size(at i: Int) -> Double { Double(sizes[base + i].magnitude) }

  /// True when item `i` has been measured. O(1).
  func isMeasured(at i: Int) -> Bool { sizes[base + i].sign == .plus }

  /// The distance from the first item's start to item `i`'s start (`i` in `0...count`), without
  /// padding. O(log n).
  func start(of i: Int) -> Double { tree.prefixSum(base + i) }

  /// The sum of all extents, including the spacing after the last item. O(log n).
  var total: Double { tree.prefixSum(base + count) }

  /// The item whose slot `[start, start + size + spacing)` contains `t`, clamped to
  /// `0..<count`. Requires `count > 0`. O(log n).
  func index(containing t: Double) -> Int {
    let p = tree.prefixCount(atMost: t) - base
    return Swift.min(Swift.max(p, 0), count - 1)
  }

  /// Bytes held by the flat arrays.
  var storageBytes: Int { tree.storageBytes + sizes.capacity * MemoryLayout<Float>.stride }

  // MARK: Writing

  /// Sets the size of item `i`; returns the change of its extent in points. O(log n).
  @discardableResult
  mutating func setSize(_ size: Double, at i: Int, measured: Bool) -> Double {
    let slot = base + i
    let old = Double(sizes[slot].magnitude)
    let stored = Float(size)
    sizes[slot] = measured ? stored : -stored
    let delta = Double(stored) - old
    if delta != 0 { tree.add(delta, at: slot) }
    return delta
  }

  /// Marks item `i` as an estimate again, keeping its current size as the estimate. O(1).
  mutating func markEstimated(at i: Int) {
    let slot = base + i
    sizes[slot] = -sizes[slot].magnitude
  }

  /// Changes the spacing. O(n) (every extent changes).
  mutating func setSpacing(_ newValue: Double) {
    guard newValue != spacing else { return }
    spacing = newValue
    rebuildTree()
  }

  /// Inserts `k` items of estimated size `estimate` before item `i` (`0...count`).
  /// O(k log n) amortised at either end; O(n) in the middle.
  mutating func insert(_ k: Int, at i: Int, estimate: Double) {
    guard k > 0 else { return }
    if i == 0 && base >= k {
      base -= k
      fill(slots: base..<(base + k), estimate: estimate)
      count += k
    } else if i == count && base + count + k <= sizes.count {
      fill(slots: (base + count)..<(base + count + k), estimate: estimate)
      count += k
    } else {
      // Out of reserve or in the middle: rebuild, growing the reserve at the end being
      // filled geometrically and keeping the other end's reserve (alternating prepends and
      // appends must not trade one reserve for the other) up to the same slack: slots freed by
      // removals at an end are given back, so a stack trimmed at one end while it grows at
      // the other (a chat's bounded history) keeps storage proportional to its items.
      let slack = Swift.max(k, (count + k) / 4, 16)
      let front = i == 0 ? slack : Swift.min(base, slack)
      let back = i == count && i != 0 ? slack : Swift.min(sizes.count - base - count, slack)
      var fresh = [Float]()
      fresh.reserveCapacity(front + count + k + back)
      fresh.append(contentsOf: repeatElement(0, count: front))
      fresh.append(contentsOf: sizes[base..<(base + i)])
      fresh.append(contentsOf: repeatElement(-Float(estimate), count: k))
      fresh.append(contentsOf: sizes[(base + i)..<(base + count)])
      fresh.append(contentsOf: repeatElement(0, count: back))
      sizes = fresh
      base = front
      count += k
      rebuildTree()
    }
  }

  /// Removes the items in `range` (within `0..<count`). O(k log n) at either end, O(n) in the
  /// middle.
  mutating func remove(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    if range.lowerBound == 0 || range.upperBound == count {
      for i in range {
        let slot = base + i
        let extent = Double(sizes[slot].magnitude) + spacing
        sizes[slot] = 0
        if extent != 0 { tree.add(-extent, at: slot) }
      }
      if range.lowerBound == 0 { base += range.count }
      count -= range.count
    } else {
      sizes.removeSubrange((base + range.lowerBound)..<(base + range.upperBound))
      count -= range.count
      rebuildTree()
    }
  }

  // MARK: Private

  private mutating func fill(slots: Range<Int>, estimate: Double) {
    let stored = Float(estimate)
    let extent = Double(stored) + spacing
    for slot in slots {
      sizes[slot] = -stored
      if extent != 0 { tree.add(extent, at: slot) }
    }
  }

  private mutating func rebuildTree() {
    rebuildCount += 1
    let live = base..<(base + count)
    let sizes = self.sizes
    let spacing = self.spacing
    tree.rebuild(count: sizes.count) { slot in
      live.contains(slot) ? Double(sizes[slot].magnitude) + spacing : 0
    }
  }
}
