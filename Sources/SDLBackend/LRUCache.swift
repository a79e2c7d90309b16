/// Counters of a cache, for the profiler and the HUD.
public struct CacheCounters: Hashable, Sendable {
  /// Lookups that found their entry.
  public var hits = 0
  /// Lookups that did not.
  public var misses = 0
  /// Entries removed to stay within the limits.
  public var evictions = 0
  /// Entries held now.
  public var count = 0
  /// Total cost held now (pixel bytes for textures).
  public var cost = 0

  /// Creates counters (all zero by default).
  public init(hits: Int = 0, misses: Int = 0, evictions: Int = 0, count: Int = 0, cost: Int = 0) {
    self.hits = hits
    self.misses = misses
    self.evictions = evictions
    self.count = count
    self.cost = cost
  }

  /// Fraction of lookups that hit, 0 when there were none.
  public var hitRate: Double {
    hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses)
  }
}

/// A least-recently-used cache bounded by entry count and by total cost.
///
/// Lookups, insertions and evictions are O(1) (a dictionary into a doubly linked list kept in
/// an array; freed slots are reused, so steady-state use does not allocate). Evicted values
/// are handed to a closure so owners can release resources (textures, fonts).
/// Invariant after every insertion: `count <= countLimit` and `cost <= costLimit`, except
/// that the newest entry is kept even when it alone exceeds `costLimit`.
public struct LRUCache<Key: Hashable, Value> {
  private struct Node {
    var key: Key?
    var value: Value?
    var cost: Int
    var newer: Int  // towards the most recently used; -1 at the head
    var older: Int  // towards the least recently used; -1 at the tail
  }

  /// Most entries held.
  public let countLimit: Int
  /// Most total cost held.
  public let costLimit: Int
  /// Hits, misses, evictions, count and cost.
  public private(set) var counters = CacheCounters()

  private var nodes: [Node] = []
  private var slots: [Key: Int] = [:]
  private var freeSlots: [Int] = []
  private var newest = -1
  private var oldest = -1

  /// Creates an empty cache holding at most `countLimit` entries and `costLimit` total cost.
  public init(countLimit: Int, costLimit: Int = .max) {
    self.countLimit = max(1, countLimit)
    self.costLimit = max(0, costLimit)
  }

  /// Number of entries held.
  public var count: Int { slots.count }

  /// The value for `key`, marking it most recently used; counts a hit or a miss.
  public mutating func value(for key: Key) -> Value? {
    guard let slot = slots[key] else {
      counters.misses += 1
      return nil
    }
    counters.hits += 1
    moveToNewest(slot)
    return nodes[slot].value
  }

  /// The value for `key` and the slot it is kept in, marking it most recently used; counts
  /// a hit or a miss. The slot can be given to `value(inSlot:for:)` later.
  /// - Parameter key: the key to look up.
  public mutating func valueAndSlot(for key: Key) -> (value: Value, slot: Int)? {
    guard let slot = slots[key], let value = nodes[slot].value else {
      counters.misses += 1
      return nil
    }
    counters.hits += 1
    moveToNewest(slot)
    return (value, slot)
  }

  /// The value in `slot` when that slot holds `key` now, marking it most recently used and
  /// counting a hit (as `value(for:)` would, without hashing `key`); nil, counting nothing,
  /// when the slot is out of range, free or holds another key (entries move: a slot an
  /// earlier lookup gave is a hint, checked here, never trusted).
  /// - Parameters:
  ///   - slot: the slot an earlier lookup or insert gave for `key`.
  ///   - key: the key the slot must hold.
  public mutating func value(inSlot slot: Int, for key: Key) -> Value? {
    guard slot >= 0, slot < nodes.count, let held = nodes[slot].key, held == key,
      let value = nodes[slot].value
    else { return nil }
    counters.hits += 1
    moveToNewest(slot)
    return value
  }

  /// The value for `key` without touching recency or counters.
  public func peek(_ key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    return nodes[slot].value
  }

  /// Keys from most to least recently used. O(n); for tests and diagnostics.
  public var keysByRecency: [Key] {
    var keys: [Key] = []
    var slot = newest
    while slot >= 0 {
      if let key = nodes[slot].key { keys.append(key) }
      slot = nodes[slot].older
    }
    return keys
  }

  /// Inserts or replaces the value for `key` as the most recently used entry, then evicts
  /// least recently used entries until within the limits. `evicted` receives every value
  /// that leaves the cache, including a replaced one. Returns the slot the entry is kept in
  /// (for `value(inSlot:for:)`).
  @discardableResult
  public mutating func insert(
    _ value: Value, for key: Key, cost: Int = 0, evicted: (Key, Value) -> Void = { _, _ in }
  ) -> Int {
    let cost = max(0, cost)
    let kept: Int
    if let slot = slots[key] {
      kept = slot
      if let old = nodes[slot].value { evicted(key, old) }
      counters.cost += cost - nodes[slot].cost
      nodes[slot].value = value
      nodes[slot].cost = cost
      moveToNewest(slot)
    } else {
      let node = Node(key: key, value: value, cost: cost, newer: -1, older: -1)
      let slot: Int
      if let reused = freeSlots.popLast() {
        nodes[reused] = node
        slot = reused
      } else {
        nodes.append(node)
        slot = nodes.count - 1
      }
      slots[key] = slot
      linkAsNewest(slot)
      counters.cost += cost
      kept = slot
    }
    while slots.count > 1 && (slots.count > countLimit || counters.cost > costLimit) {
      evictOldest(evicted)
    }
    counters.count = slots.count
    return kept
  }

  /// Removes every entry, handing each value to `evicted`. Counters other than count and
  /// cost are kept.
  public mutating func removeAll(evicted: (Key, Value) -> Void = { _, _ in }) {
    for node in nodes {
      if let key = node.key, let value = node.value { evicted(key, value) }
    }
    nodes.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
    freeSlots.removeAll(keepingCapacity: true)
    newest = -1
    oldest = -1
    counters.count = 0
    counters.cost = 0
  }

  /// Sets hits, misses and evictions back to zero.
  public mutating func resetCounters() {
    counters.hits = 0
    counters.misses = 0
    counters.evictions = 0
  }

  private mutating func evictOldest(_ evicted: (Key, Value) -> Void) {
    let slot = oldest
    guard slot >= 0, let key = nodes[slot].key else { return }
    unlink(slot)
    slots[key] = nil
    counters.cost -= nodes[slot].cost
    counters.evictions += 1
    if let value = nodes[slot].value { evicted(key, value) }
    nodes[slot].key = nil
    nodes[slot].value = nil
    nodes[slot].cost = 0
    freeSlots.append(slot)
  }

  private mutating func moveToNewest(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    linkAsNewest(slot)
  }

  private mutating func linkAsNewest(_ slot: Int) {
    nodes[slot].newer = -1
    nodes[slot].older = newest
    if newest >= 0 { nodes[newest].newer = slot }
    newest = slot
    if oldest < 0 { oldest = slot }
  }

  private mutating func unlink(_ slot: Int) {
    let newer = nodes[slot].newer
    let older = nodes[slot].older
    if newer >= 0 { nodes[newer].older = older } else { newest = older }
    if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
    nodes[slot].newer = -1
    nodes[slot].older = -1
  }
}
