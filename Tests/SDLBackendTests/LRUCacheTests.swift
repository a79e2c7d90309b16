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
}
