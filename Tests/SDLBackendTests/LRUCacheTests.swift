import XCTest

@testable import SDLBackend

final class LRUCacheTests: XCTestCase {
  func testEvictsTheLeastRecentlyUsedEntryWhenFull() {
    var cache = LRUCache<String, Int>(countLimit: 3)
    var evicted: [String] = []
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")
    cache.insert(3, for: "c")
    XCTAssertEqual(cache.value(for: "a"), 1)  // "b" is now the least recently used
    cache.insert(4, for: "d") { key, _ in evicted.append(key) }
    XCTAssertEqual(evicted, ["b"])
    XCTAssertNil(cache.peek("b"))
    XCTAssertEqual(cache.keysByRecency, ["d", "a", "c"])
    XCTAssertEqual(cache.count, 3)
    XCTAssertEqual(cache.counters.evictions, 1)
  }

  func testCountsHitsAndMisses() {
    var cache = LRUCache<Int, String>(countLimit: 8)
    XCTAssertNil(cache.value(for: 1))
    cache.insert("one", for: 1)
    XCTAssertEqual(cache.value(for: 1), "one")
    XCTAssertEqual(cache.value(for: 1), "one")
    XCTAssertNil(cache.value(for: 2))
    XCTAssertEqual(cache.counters.hits, 2)
    XCTAssertEqual(cache.counters.misses, 2)
    XCTAssertEqual(cache.counters.hitRate, 0.5)
    _ = cache.peek(1)
    XCTAssertEqual(cache.counters.hits, 2, "peek counts nothing")
    cache.resetCounters()
    XCTAssertEqual(cache.counters.hits + cache.counters.misses, 0)
    XCTAssertEqual(cache.counters.count, 1)
  }

  func testStaysWithinTheCostLimitButKeepsTheNewestEntry() {
    var cache = LRUCache<String, Int>(countLimit: 100, costLimit: 100)
    var evicted: [String] = []
    cache.insert(1, for: "a", cost: 40)
    cache.insert(2, for: "b", cost: 40)
    cache.insert(3, for: "c", cost: 40) { key, _ in evicted.append(key) }
    XCTAssertEqual(evicted, ["a"])
    XCTAssertEqual(cache.counters.cost, 80)
    cache.insert(4, for: "huge", cost: 500) { key, _ in evicted.append(key) }
    XCTAssertEqual(evicted, ["a", "b", "c"])
    XCTAssertEqual(cache.keysByRecency, ["huge"])
  }

  func testReplacingAValueHandsTheOldOneBackAndUpdatesCost() {
    var cache = LRUCache<String, Int>(countLimit: 4)
    cache.insert(1, for: "a", cost: 10)
    var released: [Int] = []
    cache.insert(2, for: "a", cost: 3) { _, value in released.append(value) }
    XCTAssertEqual(released, [1])
    XCTAssertEqual(cache.peek("a"), 2)
    XCTAssertEqual(cache.counters.cost, 3)
    XCTAssertEqual(cache.count, 1)
  }

  func testReusesFreedSlotsAcrossManyInsertions() {
    var cache = LRUCache<Int, Int>(countLimit: 16)
    for i in 0..<10_000 { cache.insert(i, for: i, cost: 1) }
    XCTAssertEqual(cache.count, 16)
    XCTAssertEqual(cache.keysByRecency, Array((9984..<10_000).reversed()))
    var all: [Int] = []
    cache.removeAll { _, v in all.append(v) }
    XCTAssertEqual(all.count, 16)
    XCTAssertEqual(cache.count, 0)
    XCTAssertEqual(cache.counters.cost, 0)
  }

  /// A slot from `valueAndSlot` or `insert` finds its entry again (a hit, most recent);
  /// once the slot holds another key, or none, or is out of range, it finds nothing and
  /// counts nothing.
  func testSlotLookupsFindOnlyTheKeyTheSlotHoldsNow() {
    var cache = LRUCache<String, Int>(countLimit: 2)
    let a = cache.insert(1, for: "a")
    let b = cache.insert(2, for: "b")
    XCTAssertEqual(cache.value(inSlot: a, for: "a"), 1)
    XCTAssertEqual(cache.keysByRecency, ["a", "b"])
    XCTAssertEqual(cache.counters.hits, 1)
    XCTAssertNil(cache.value(inSlot: a, for: "b"))
    XCTAssertNil(cache.value(inSlot: -1, for: "a"))
    XCTAssertNil(cache.value(inSlot: 7, for: "a"))
    XCTAssertEqual(cache.counters.hits, 1)
    XCTAssertEqual(cache.counters.misses, 0)
    let found = cache.valueAndSlot(for: "b")
    XCTAssertEqual(found?.value, 2)
    XCTAssertEqual(found?.slot, b)
    XCTAssertNil(cache.valueAndSlot(for: "z"))
    XCTAssertEqual(cache.counters.misses, 1)
    // "c" evicts "a" (its slot is free), then "d" evicts "b" and takes "a"'s old slot: the
    // slot no longer answers for "a".
    let c = cache.insert(3, for: "c")
    XCTAssertNil(cache.value(inSlot: a, for: "a"))
    let d = cache.insert(4, for: "d")
    XCTAssertEqual(d, a)
    XCTAssertNil(cache.value(inSlot: a, for: "a"))
    XCTAssertEqual(cache.value(inSlot: d, for: "d"), 4)
    XCTAssertEqual(cache.value(inSlot: c, for: "c"), 3)
  }

  /// Hints keep one slot per bucket; keys that differ in one byte anywhere (text lines
  /// that differ in a digit) land in different buckets often enough to keep 200 such
  /// lines apart in 1024 buckets with few collisions.
  func testSlotHintsSpreadKeysThatDifferInOneDigit() {
    var hints = SlotHints(bits: 10)
    XCTAssertEqual(hints.slot(for: 12345), -1)
    hints.set(7, for: 12345)
    XCTAssertEqual(hints.slot(for: 12345), 7)
    var hashes = Set<Int>()
    var all = SlotHints(bits: 10)
    for i in 0..<200 {
      let key = TextKey(
        string: "Item \(i): scrolling that feels right", pixelSize: 15, bold: false,
        family: .sans, rgb: 0)
      all.set(i, for: key.cheapHash)
      hashes.insert(key.cheapHash)
    }
    XCTAssertEqual(hashes.count, 200)
    var kept = 0
    for i in 0..<200 {
      let key = TextKey(
        string: "Item \(i): scrolling that feels right", pixelSize: 15, bold: false,
        family: .sans, rgb: 0)
      if all.slot(for: key.cheapHash) == i { kept += 1 }
    }
    XCTAssertGreaterThan(kept, 160)
    hints.removeAll()
    XCTAssertEqual(hints.slot(for: 12345), -1)
  }
}
