/// A sequence of items stored as runs of equal size, in a balanced tree (a treap with implicit
/// keys) that sums item counts and lengths per subtree.
///
/// A run is `count` consecutive items of one size, all estimated or all measured. A stack of
/// a billion items of one estimate is one run; measuring or inserting items splits runs, and
/// neighbouring runs of the same size and kind merge again, so storage grows with the number
/// of distinct runs `r`, never with the number of items. Every lookup (index to offset, offset
/// to index, size of an item) is O(log r) expected; a change (set a size, insert or remove a
/// range) is O(log r) expected plus the runs it removes.
///
/// A run's items count as measured while the run's `generation` is the tree's: dropping every
/// measurement at once (`invalidateAll`, after a width change) moves the tree to the next
/// generation in O(1), whatever the number of runs or items.
///
/// Lengths are sums of `Double(count) * (size + spacing)`; sizes are stored as `Float`, so with
/// sizes and spacing that are whole points (or any multiples of a power of two) every offset is
/// exact up to 2^53 pt.
struct ExtentRunTree: Sendable {
  /// One run and the sums of its subtree. Indices into `nodes`; -1 is no node.
  struct Node: Sendable {
    var left: Int32 = -1
    var right: Int32 = -1
    /// Heap priority (larger is nearer the root).
    var priority: UInt32
    /// Item size in points.
    var size: Float
    /// The tree generation in which the run's items were measured; 0 for estimates. The run
    /// is measured while this equals the tree's `generation`.
    var generation: UInt32
    /// Items in this run (at least 1).
    var count: Int
    /// Items in this subtree.
    var subtreeCount: Int
    /// Length of this subtree, spacing included, in points.
    var subtreeLength: Double
  }

  /// Where an item lies: its run and its position in that run.
  struct Location {
    /// The run's node.
    var node: Int32
    /// The item's position inside the run.
    var offsetInRun: Int
  }

  /// Gap after every item, in points.
  private(set) var spacing: Double
  /// Node storage; freed nodes are listed in `free`. (Internal, not private, so tests can
  /// corrupt it and see `_invariantViolation()` name the damage.)
  var nodes: [Node] = []
  private var free: [Int32] = []
  /// The root node, or -1 when empty.
  private(set) var root: Int32 = -1
  /// The current measurement generation (at least 1): runs measured in an older one are
  /// estimates.
  private var generation: UInt32 = 1
  /// State of the SplitMix64 sequence that draws priorities (deterministic per tree).
  private var seed: UInt64 = 0x5EED_0F_7E_2A_9C_13

  /// Creates an empty sequence with the given gap after every item.
  init(spacing: Double) { self.spacing = spacing }

  // MARK: Reading

  /// Number of items.
  var count: Int { root < 0 ? 0 : nodes[Int(root)].subtreeCount }

  /// Length of all items, spacing after each included.
  var total: Double { root < 0 ? 0 : nodes[Int(root)].subtreeLength }

  /// Runs stored.
  var runCount: Int { nodes.count - free.count }

  /// Bytes held by the node storage (capacity).
  var storageBytes: Int {
    nodes.capacity * MemoryLayout<Node>.stride + free.capacity * MemoryLayout<Int32>.stride
  }

  /// The run holding item `index` (`0..<count`). O(log r).
  func locate(_ index: Int) -> Location {
    var t = root
    var k = index
    while t >= 0 {
      let node = nodes[Int(t)]
      let leftCount = subtreeCount(node.left)
      if k < leftCount {
        t = node.left
        continue
      }
      k -= leftCount
      if k < node.count { return Location(node: t, offsetInRun: k) }
      k -= node.count
      t = node.right
    }
    preconditionFailure("ExtentRunTree index out of range")
  }

  /// Size of the items of the run at `node`.
  func size(of node: Int32) -> Double { Double(nodes[Int(node)].size) }

  /// True when the run at `node` was measured.
  func isMeasured(_ node: Int32) -> Bool { isMeasured(nodes[Int(node)]) }

  private func isMeasured(_ node: Node) -> Bool { node.generation == generation }

  /// The length of the first `index` items (`0...count`, clamped). O(log r).
  func start(of index: Int) -> Double {
    var t = root
    var k = Swift.min(Swift.max(index, 0), count)
    var sum = 0.0
    while t >= 0 && k > 0 {
      let node = nodes[Int(t)]
      let leftCount = subtreeCount(node.left)
      if k <= leftCount {
        t = node.left
        continue
      }
      sum += subtreeLength(node.left)
      k -= leftCount
      if k <= node.count { return sum + Double(k) * extent(node) }
      sum += Double(node.count) * extent(node)
      k -= node.count
      t = node.right
    }
    return sum
  }

  /// The largest `n` in `0...count` whose first `n` items are no longer than `target`
  /// (0 when `target` is negative): item `n`, when there is one, is the item whose slot
  /// contains `target`. O(log r).
  func prefixCount(atMost target: Double) -> Int {
    guard target >= 0 else { return 0 }
    var t = root
    var remaining = target
    var passed = 0
    while t >= 0 {
      let node = nodes[Int(t)]
      let leftLength = subtreeLength(node.left)
      if remaining < leftLength {
        t = node.left
        continue
      }
      remaining -= leftLength
      passed += subtreeCount(node.left)
      let e = extent(node)
      let own = Double(node.count) * e
      if remaining < own {
        // remaining / e, corrected for rounding so q items fit and q + 1 do not.
        var q = Swift.min(Int(remaining / e), node.count)
        while q > 0 && Double(q) * e > remaining { q -= 1 }
        while q < node.count && Double(q + 1) * e <= remaining { q += 1 }
        return passed + q
      }
      remaining -= own
      passed += node.count
      t = node.right
    }
    return passed
  }

  // MARK: Writing

  /// Sets item `index`'s size and kind; returns the change of its length in points.
  /// O(log r).
  @discardableResult
  mutating func set(size: Double, measured: Bool, at index: Int) -> Double {
    let stored = Float(size)
    let location = locate(index)
    let node = nodes[Int(location.node)]
    if node.size == stored && isMeasured(node) == measured { return 0 }
    let delta = Double(stored) - Double(node.size)
    let (before, rest) = split(root, index)
    let (single, after) = split(rest, 1)
    // `single` is one node holding just this item.
    nodes[Int(single)].size = stored
    nodes[Int(single)].generation = measured ? generation : 0
    update(single)
    root = joinCoalescing(joinCoalescing(before, single), after)
    return delta
  }

  /// Inserts `k` estimated items of `size` before item `index` (`0...count`). O(log r).
  mutating func insert(_ k: Int, size: Double, measured: Bool, at index: Int) {
    guard k > 0 else { return }
    let (before, after) = split(root, index)
    let run = makeNode(count: k, size: Float(size), generation: measured ? generation : 0)
    root = joinCoalescing(joinCoalescing(before, run), after)
  }

  /// Removes the items in `range` (within `0..<count`). O(log r) plus the runs removed.
  mutating func remove(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let (before, rest) = split(root, range.lowerBound)
    let (middle, after) = split(rest, range.count)
    release(middle)
    root = joinCoalescing(before, after)
  }

  /// Makes every item an estimate of its current size, in O(1): the tree moves to the next
  /// generation. (Every 2^32 - 2 calls the stored generations are reset, in O(r).)
  mutating func invalidateAll() {
    if generation == UInt32.max {
      for i in nodes.indices { nodes[i].generation = 0 }
      generation = 1
      return
    }
    generation += 1
  }

  /// Changes the gap after every item. O(r).
  mutating func setSpacing(_ newValue: Double) {
    spacing = newValue
    recompute(root)
  }

  // MARK: Private: sums

  private func extent(_ node: Node) -> Double { Double(node.size) + spacing }

  private func subtreeCount(_ t: Int32) -> Int { t < 0 ? 0 : nodes[Int(t)].subtreeCount }

  private func subtreeLength(_ t: Int32) -> Double { t < 0 ? 0 : nodes[Int(t)].subtreeLength }

  /// Recomputes the sums of `t` from its children.
  private mutating func update(_ t: Int32) {
    let node = nodes[Int(t)]
    nodes[Int(t)].subtreeCount = subtreeCount(node.left) + node.count + subtreeCount(node.right)
    nodes[Int(t)].subtreeLength =
      subtreeLength(node.left) + Double(node.count) * extent(node) + subtreeLength(node.right)
  }

  /// Recomputes every sum below and at `t` (after a spacing change).
  private mutating func recompute(_ t: Int32) {
    guard t >= 0 else { return }
    recompute(nodes[Int(t)].left)
    recompute(nodes[Int(t)].right)
    update(t)
  }

  // MARK: Private: nodes

  private mutating func makeNode(count: Int, size: Float, generation: UInt32) -> Int32 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    let node = Node(
      priority: UInt32(truncatingIfNeeded: z ^ (z >> 31)), size: size, generation: generation,
      count: count, subtreeCount: count,
      subtreeLength: Double(count) * (Double(size) + spacing))
    if let reused = free.popLast() {
      nodes[Int(reused)] = node
      return reused
    }
    precondition(nodes.count < Int(Int32.max), "ExtentRunTree: too many runs")
    nodes.append(node)
    return Int32(nodes.count - 1)
  }

  /// Frees every node of the subtree `t`.
  private mutating func release(_ t: Int32) {
    guard t >= 0 else { return }
    release(nodes[Int(t)].left)
    release(nodes[Int(t)].right)
    free.append(t)
    if free.count == nodes.count {
      // Nothing is stored: drop the storage.
      nodes.removeAll()
      free.removeAll()
    }
  }

  // MARK: Private: tree surgery

  /// Splits `t` into its first `k` items and the rest, splitting a run when `k` falls inside
  /// one.
  private mutating func split(_ t: Int32, _ k: Int) -> (Int32, Int32) {
    guard t >= 0 else { return (-1, -1) }
    let node = nodes[Int(t)]
    let leftCount = subtreeCount(node.left)
    if k <= leftCount {
      let (a, b) = split(node.left, k)
      nodes[Int(t)].left = b
      update(t)
      return (a, t)
    }
    let within = k - leftCount
    if within >= node.count {
      let (a, b) = split(node.right, within - node.count)
      nodes[Int(t)].right = a
      update(t)
      return (t, b)
    }
    let tail = makeNode(
      count: node.count - within, size: node.size, generation: node.generation)
    nodes[Int(t)].count = within
    nodes[Int(t)].right = -1
    update(t)
    return (t, merge(tail, node.right))
  }

  /// Joins `a` and `b` (all of `a`'s items first).
  private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
    if a < 0 { return b }
    if b < 0 { return a }
    if nodes[Int(a)].priority > nodes[Int(b)].priority {
      nodes[Int(a)].right = merge(nodes[Int(a)].right, b)
      update(a)
      return a
    }
    nodes[Int(b)].left = merge(a, nodes[Int(b)].left)
    update(b)
    return b
  }

  /// Joins `a` and `b`, folding `b`'s first run into `a`'s last when they have the same
  /// size and kind (two estimates of different old generations are one kind).
  private mutating func joinCoalescing(_ a: Int32, _ b: Int32) -> Int32 {
    guard a >= 0, b >= 0 else { return merge(a, b) }
    let last = nodes[Int(edge(a, leftmost: false))]
    let first = nodes[Int(edge(b, leftmost: true))]
    guard last.size == first.size && isMeasured(last) == isMeasured(first) else {
      return merge(a, b)
    }
    let rest = removeLeftmost(b)
    addToRightmost(a, first.count)
    return merge(a, rest)
  }

  private func edge(_ t: Int32, leftmost: Bool) -> Int32 {
    var t = t
    while true {
      let next = leftmost ? nodes[Int(t)].left : nodes[Int(t)].right
      if next < 0 { return t }
      t = next
    }
  }

  private mutating func removeLeftmost(_ t: Int32) -> Int32 {
    let left = nodes[Int(t)].left
    if left < 0 {
      let right = nodes[Int(t)].right
      free.append(t)
      return right
    }
    nodes[Int(t)].left = removeLeftmost(left)
    update(t)
    return t
  }

  private mutating func addToRightmost(_ t: Int32, _ extra: Int) {
    let right = nodes[Int(t)].right
    if right < 0 {
      nodes[Int(t)].count += extra
    } else {
      addToRightmost(right, extra)
    }
    update(t)
  }
}

// MARK: Invariants

extension ExtentRunTree {
  /// Walks the whole tree and returns the first broken internal invariant, or nil when the
  /// tree is sound. O(r); meant for tests and debug code, never for a frame's hot path.
  ///
  /// Checked: every node index is in range and reached once; no reached node is on the free
  /// list and reached plus free nodes are all the nodes; every run holds at least one item and
  /// a generation no newer than the tree's; every subtree's count and length equal its
  /// children's plus its own run's (computed as `update` does, so exactly). Not checked: heap
  /// order of priorities (splitting a run gives the tail a fresh priority, so it is only a
  /// balancing hint) and that equal neighbours share a run (`invalidateAll` turns measured
  /// runs into estimates without merging them with equal neighbours).
  func _invariantViolation() -> String? {
    guard generation >= 1 else { return "generation \(generation) is below 1" }
    guard spacing.isFinite else { return "spacing \(spacing) is not finite" }
    // 1: on the free list, 2: reached from the root.
    var mark = [UInt8](repeating: 0, count: nodes.count)
    for f in free {
      guard f >= 0 && Int(f) < nodes.count else { return "free node \(f) out of range" }
      guard mark[Int(f)] == 0 else { return "node \(f) freed twice" }
      mark[Int(f)] = 1
    }
    var reached = 0
    // (node, visited children) pairs: post-order without recursion.
    var stack: [(Int32, Bool)] = root < 0 ? [] : [(root, false)]
    while let (t, childrenDone) = stack.popLast() {
      guard t >= 0 && Int(t) < nodes.count else { return "node \(t) out of range" }
      let node = nodes[Int(t)]
      if !childrenDone {
        guard mark[Int(t)] != 2 else { return "node \(t) reached twice" }
        guard mark[Int(t)] != 1 else { return "node \(t) is in the tree and on the free list" }
        mark[Int(t)] = 2
        guard node.count >= 1 else { return "node \(t) holds \(node.count) items" }
        guard node.generation <= generation else {
          return "node \(t) generation \(node.generation) is newer than \(generation)"
        }
        reached += 1
        stack.append((t, true))
        if node.right >= 0 { stack.append((node.right, false)) }
        if node.left >= 0 { stack.append((node.left, false)) }
        continue
      }
      let count = subtreeCount(node.left) + node.count + subtreeCount(node.right)
      guard node.subtreeCount == count else {
        return "node \(t) subtree count \(node.subtreeCount), children give \(count)"
      }
      let length =
        subtreeLength(node.left) + Double(node.count) * extent(node) + subtreeLength(node.right)
      guard node.subtreeLength == length else {
        return "node \(t) subtree length \(node.subtreeLength), children give \(length)"
      }
    }
    guard reached + free.count == nodes.count else {
      return "\(reached) nodes in the tree and \(free.count) free of \(nodes.count)"
    }
    return nil
  }

  /// Stops the program when an internal invariant is broken (see `_invariantViolation()`),
  /// in the manner of swift-collections' `_checkInvariants()`
  /// (Sources/OrderedCollections/OrderedDictionary/OrderedDictionary+Invariants.swift in
  /// apple/swift-collections). O(r): for tests and debug code only.
  func _checkInvariants() {
    if let violation = _invariantViolation() { preconditionFailure("ExtentRunTree: \(violation)") }
  }
}
