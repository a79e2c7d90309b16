import ScrollCore
import XCTest

@testable import Profiling

final class ProfilerRingBufferTests: XCTestCase {
  func testRingKeepsTheNewestElementsOldestFirstAfterWrapping() {
    var ring = BoundedRing<Int>(capacity: 4)
    var evicted: [Int] = []
    for value in 1...10 {
      if let old = ring.append(value) { evicted.append(old) }
    }
    XCTAssertEqual(Array(ring), [7, 8, 9, 10])
    XCTAssertEqual(evicted, [1, 2, 3, 4, 5, 6])
    XCTAssertEqual(ring.first, 7)
    XCTAssertEqual(ring.last, 10)
    XCTAssertEqual(ring.count, 4)
    XCTAssertTrue(ring.isFull)
  }

  func testRingBelowCapacityReturnsNothingEvicted() {
    var ring = BoundedRing<Int>(capacity: 3)
    XCTAssertNil(ring.append(1))
    XCTAssertNil(ring.append(2))
    XCTAssertEqual(Array(ring), [1, 2])
    XCTAssertFalse(ring.isFull)
  }

  func testRingCapacityBelowOneIsRaisedToOne() {
    var ring = BoundedRing<Int>(capacity: 0)
    XCTAssertEqual(ring.capacity, 1)
    ring.append(1)
    XCTAssertEqual(ring.append(2), 1)
    XCTAssertEqual(Array(ring), [2])
  }

  func testRemoveAllEmptiesTheRingAndItRefillsInOrder() {
    var ring = BoundedRing<Int>(capacity: 3)
    for value in 0..<5 { ring.append(value) }
    ring.removeAll()
    XCTAssertTrue(ring.isEmpty)
    for value in 10..<14 { ring.append(value) }
    XCTAssertEqual(Array(ring), [11, 12, 13])
  }

  func testProfilerKeepsOnlyTheLastCapacityFrames() {
    let clock = FakeClock()
    var profiler = FrameProfiler(capacity: 5, clock: clock.reading)
    for _ in 0..<12 {
      profiler.beginFrame()
      profiler.measure(.layout) { clock.advance(by: 1_000) }
      profiler.endFrame()
    }
    XCTAssertEqual(profiler.frames.map(\.index), [7, 8, 9, 10, 11])
    XCTAssertEqual(profiler.totalFrames, 12)
    XCTAssertEqual(profiler.lastFrame?.index, 11)
  }

  func testHistogramFollowsTheRingAsOldFramesLeave() {
    let clock = FakeClock()
    var profiler = FrameProfiler(capacity: 3, clock: clock.reading)
    let works: [UInt64] = [1_000_000, 2_000_000, 3_000_000, 40_000_000, 2_100_000]
    for work in works {
      profiler.beginFrame()
      profiler.measure(.draw) { clock.advance(by: work) }
      profiler.endFrame()
    }
    var expected = FrameHistogram()
    for work in works.suffix(3) { expected.add(work) }
    XCTAssertEqual(profiler.histogram, expected)
    XCTAssertEqual(profiler.histogram.total, 3)
    XCTAssertEqual(profiler.histogram.overflowCount, 1)
  }
}
