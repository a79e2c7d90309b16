import Recording
import ScrollCore
import XCTest

@testable import Profiling

final class ProfilerLatencyTests: XCTestCase {
  func testEachInputGetsTheTimeFromArrivalToTheNextPresent() {
    var tracker = InputLatencyTracker(capacity: 16)
    tracker.noteInput(arrivalNanos: 1_000)
    tracker.noteInput(arrivalNanos: 4_000)
    XCTAssertEqual(tracker.notePresent(10_000), 2)
    XCTAssertEqual(Array(tracker.latencies), [9_000, 6_000])
    XCTAssertEqual(tracker.pendingCount, 0)
  }

  func testInputsConsumedAfterAPresentWaitForTheFollowingPresent() {
    var tracker = InputLatencyTracker(capacity: 16)
    tracker.noteInput(arrivalNanos: 100)
    tracker.notePresent(1_000)
    tracker.noteInput(arrivalNanos: 1_500)
    XCTAssertEqual(tracker.notePresent(3_000), 1)
    XCTAssertEqual(tracker.notePresent(5_000), 0)
    XCTAssertEqual(Array(tracker.latencies), [900, 1_500])
    XCTAssertEqual(tracker.totalMeasured, 2)
  }

  func testArrivalAfterThePresentIsClampedToZeroAndCounted() {
    var tracker = InputLatencyTracker()
    tracker.noteInput(arrivalNanos: 9_000)
    tracker.notePresent(8_000)
    XCTAssertEqual(Array(tracker.latencies), [0])
    XCTAssertEqual(tracker.clampedInputs, 1)
  }

  func testInputsBeyondThePendingLimitAreDiscardedAndCounted() {
    var tracker = InputLatencyTracker(capacity: 16, maxPending: 2)
    for arrival: UInt64 in [10, 20, 30] { tracker.noteInput(arrivalNanos: arrival) }
    tracker.notePresent(100)
    XCTAssertEqual(Array(tracker.latencies), [90, 80])
    XCTAssertEqual(tracker.discardedInputs, 1)
  }

  func testLatencyRingKeepsTheMostRecentLatencies() {
    var tracker = InputLatencyTracker(capacity: 3)
    for i: UInt64 in 1...5 {
      tracker.noteInput(arrivalNanos: 0)
      tracker.notePresent(i * 100)
    }
    XCTAssertEqual(Array(tracker.latencies), [300, 400, 500])
    XCTAssertEqual(tracker.totalMeasured, 5)
  }

  func testProfilerLatencyPercentilesMatchABruteForceSort() {
    let clock = FakeClock(start: 0)
    var profiler = FrameProfiler(capacity: 10, latencyCapacity: 1_000, clock: clock.reading)
    var generator = SplitMix64(seed: 5)
    var expected: [UInt64] = []
    for _ in 0..<200 {
      profiler.beginFrame()
      let inputs = Int.random(in: 0...4, using: &generator)
      var arrivals: [UInt64] = []
      for _ in 0..<inputs {
        clock.advance(by: UInt64.random(in: 1...2_000_000, using: &generator))
        arrivals.append(clock.nanos)
        profiler.noteInput(arrivalNanos: clock.nanos)
      }
      clock.advance(by: UInt64.random(in: 1...10_000_000, using: &generator))
      let present = clock.nanos
      XCTAssertEqual(profiler.notePresent(), inputs)
      expected += arrivals.map { present - $0 }
      profiler.endFrame()
    }
    let stats = profiler.latencyStatistics()
    XCTAssertEqual(stats.count, expected.count)
    XCTAssertEqual(stats.p50Nanos, bruteForcePercentile(50, of: expected))
    XCTAssertEqual(stats.p95Nanos, bruteForcePercentile(95, of: expected))
    XCTAssertEqual(stats.p99Nanos, bruteForcePercentile(99, of: expected))
    XCTAssertEqual(stats.maxNanos, expected.max())
  }

  func testNotePresentWithAnExplicitTimeUsesThatTime() {
    let clock = FakeClock(start: 50_000)
    var profiler = FrameProfiler(clock: clock.reading)
    profiler.noteInput(arrivalNanos: 10_000)
    profiler.notePresent(30_000)
    XCTAssertEqual(Array(profiler.latency.latencies), [20_000])
  }
}
