import Recording
import Runtime
import ScrollCore
import XCTest

@testable import Profiling

final class ProfilerStatisticsTests: XCTestCase {
  func testNearestRankFollowsTheCeilingDefinition() {
    XCTAssertEqual(NearestRank.rank(percentile: 50, count: 600), 300)
    XCTAssertEqual(NearestRank.rank(percentile: 95, count: 600), 570)
    XCTAssertEqual(NearestRank.rank(percentile: 99, count: 600), 594)
    XCTAssertEqual(NearestRank.rank(percentile: 50, count: 5), 3)
    XCTAssertEqual(NearestRank.rank(percentile: 0, count: 5), 1)
    XCTAssertEqual(NearestRank.rank(percentile: 100, count: 5), 5)
    XCTAssertEqual(NearestRank.rank(percentile: 250, count: 5), 5)
    XCTAssertEqual(NearestRank.rank(percentile: .nan, count: 5), 1)
    XCTAssertEqual(NearestRank.rank(percentile: 50, count: 0), 0)
    XCTAssertNil(NearestRank.value(percentile: 50, sorted: []))
  }

  func testHeapsortMatchesTheStandardSortOnSeededRandomData() {
    var generator = SplitMix64(seed: 7)
    for count in [0, 1, 2, 3, 17, 600, 1_001] {
      let values = (0..<count).map { _ in UInt64.random(in: 0...5_000, using: &generator) }
      var buffer = ContiguousArray(values)
      NearestRank.sortInPlace(&buffer)
      XCTAssertEqual(Array(buffer), values.sorted(), "count \(count)")
    }
  }

  func testFrameWorkPercentilesMatchABruteForceSortOnSeededRandomFrames() {
    var generator = SplitMix64(seed: 2024)
    for trial in 0..<5 {
      let count = Int.random(in: 1...700, using: &generator)
      var frames: [FrameRecord] = []
      for index in 0..<count {
        var stages: [FrameStage: UInt64] = [:]
        for stage in FrameStage.allCases {
          stages[stage] = UInt64.random(in: 0...3_000_000, using: &generator)
        }
        frames.append(makeRecord(index: UInt64(index), stages: stages))
      }
      var calculator = FrameStatisticsCalculator()
      let stats = calculator.frameStatistics(of: frames, budgetNanos: 16_666_667)
      let works = frames.map(\.workNanos)
      XCTAssertEqual(stats.frameCount, count)
      XCTAssertEqual(stats.p50WorkNanos, bruteForcePercentile(50, of: works), "trial \(trial)")
      XCTAssertEqual(stats.p95WorkNanos, bruteForcePercentile(95, of: works), "trial \(trial)")
      XCTAssertEqual(stats.p99WorkNanos, bruteForcePercentile(99, of: works), "trial \(trial)")
      XCTAssertEqual(stats.maxWorkNanos, works.max())
      XCTAssertEqual(stats.meanWorkNanos, works.reduce(0, +) / UInt64(count))
      for stage in FrameStage.allCases {
        let column = frames.map { $0.stages[stage] }
        XCTAssertEqual(stats.stageP99[stage], bruteForcePercentile(99, of: column), "\(stage)")
        XCTAssertEqual(stats.stageTotals[stage], column.reduce(0, +), "\(stage)")
      }
    }
  }

  func testStatisticsOfTheProfilerCoverOnlyTheFramesInItsRing() {
    let clock = FakeClock()
    var profiler = FrameProfiler(capacity: 4, budgetNanos: 5_000, clock: clock.reading)
    for work: UInt64 in [9_000, 1_000, 2_000, 3_000, 4_000] {
      profiler.beginFrame()
      profiler.measure(.physics) { clock.advance(by: work) }
      profiler.endFrame()
    }
    let stats = profiler.statistics()
    XCTAssertEqual(stats.frameCount, 4)
    XCTAssertEqual(stats.maxWorkNanos, 4_000)
    XCTAssertEqual(stats.p50WorkNanos, 2_000)
    XCTAssertEqual(stats.droppedCount, 0)
    XCTAssertEqual(profiler.totalDropped, 1)
  }

  func testWorstStageIsTheWorkStageWithTheLargestTotalNeverWait() {
    let frames = [
      makeRecord(stages: [.layout: 500, .rasterize: 300, .wait: 10_000]),
      makeRecord(stages: [.layout: 100, .rasterize: 400, .wait: 10_000]),
    ]
    var calculator = FrameStatisticsCalculator()
    let stats = calculator.frameStatistics(of: frames, budgetNanos: 1_000)
    XCTAssertEqual(stats.worstStage, .rasterize)
    XCTAssertEqual(stats.stageTotals[.rasterize], 700)
  }

  func testEmptyWindowGivesZeroStatisticsAndNoWorstStage() {
    var calculator = FrameStatisticsCalculator()
    let stats = calculator.frameStatistics(of: [FrameRecord](), budgetNanos: 16_666_667)
    XCTAssertEqual(stats, FrameStatistics(budgetNanos: 16_666_667))
    XCTAssertNil(stats.worstStage)
    XCTAssertEqual(calculator.latencyStatistics(of: [UInt64]()), LatencyStatistics())
  }

  func testDroppedCountInTheWindowCountsFlaggedFrames() {
    let frames = (0..<10).map { i in
      makeRecord(index: UInt64(i), stages: [.draw: 1_000], dropped: i % 3 == 0)
    }
    var calculator = FrameStatisticsCalculator()
    XCTAssertEqual(calculator.frameStatistics(of: frames, budgetNanos: 1).droppedCount, 4)
  }

  func testDroppedRuleWorkOverBudgetOrWallTimeOverOneAndAHalfBudgets() {
    let budget: UInt64 = 16_666_667
    // Work within budget and wall time within 1.5 budgets: kept.
    XCTAssertFalse(
      FrameRecord.isDropped(workNanos: budget, durationNanos: 25_000_000, budgetNanos: budget))
    // Work one nanosecond over budget: dropped even if the wall time is short.
    XCTAssertTrue(
      FrameRecord.isDropped(workNanos: budget + 1, durationNanos: budget + 1, budgetNanos: budget))
    // Light work but a long wall time (a missed refresh while waiting): dropped.
    XCTAssertTrue(
      FrameRecord.isDropped(workNanos: 1_000_000, durationNanos: 25_000_001, budgetNanos: budget))
    // A zero budget disables the rule.
    XCTAssertFalse(
      FrameRecord.isDropped(workNanos: .max, durationNanos: .max, budgetNanos: 0))
  }

  func testHistogramPutsSamplesInQuarterMillisecondBinsWithAnOverflowBin() {
    var histogram = FrameHistogram()
    XCTAssertEqual(histogram.regularBinCount, 132)
    XCTAssertEqual(histogram.counts.count, 133)
    XCTAssertEqual(histogram.upperBoundNanos, 33_000_000)
    for nanos: UInt64 in [
      0, 249_999, 250_000, 1_000_000, 1_100_000, 32_999_999, 33_000_000,
      90_000_000,
    ] {
      histogram.add(nanos)
    }
    XCTAssertEqual(histogram.counts[0], 2)
    XCTAssertEqual(histogram.counts[1], 1)
    XCTAssertEqual(histogram.counts[4], 2)
    XCTAssertEqual(histogram.counts[131], 1)
    XCTAssertEqual(histogram.overflowCount, 2)
    XCTAssertEqual(histogram.total, 8)
    XCTAssertEqual(histogram.counts.reduce(0, +), 8)
    XCTAssertEqual(histogram.maxCount, 2)
    XCTAssertEqual(histogram.range(ofBin: 4).lower, 1_000_000)
    XCTAssertEqual(histogram.range(ofBin: 4).upper, 1_250_000)
    XCTAssertNil(histogram.range(ofBin: histogram.overflowIndex).upper)
  }

  func testHistogramBinCountsMatchABruteForceCountOnSeededData() {
    var generator = SplitMix64(seed: 99)
    var histogram = FrameHistogram(binWidthNanos: 500_000, upperBoundNanos: 10_000_000)
    var expected = [Int](repeating: 0, count: 21)
    for _ in 0..<2_000 {
      let nanos = UInt64.random(in: 0...12_000_000, using: &generator)
      histogram.add(nanos)
      expected[min(20, Int(nanos / 500_000))] += 1
    }
    XCTAssertEqual(Array(histogram.counts), expected)
  }

  func testHistogramRemoveAndResetUndoAdds() {
    var histogram = FrameHistogram()
    histogram.add(1_000_000)
    histogram.add(1_000_000)
    histogram.remove(1_000_000)
    histogram.remove(5_000_000)  // never added: ignored
    XCTAssertEqual(histogram.total, 1)
    XCTAssertEqual(histogram.counts[4], 1)
    histogram.reset()
    XCTAssertEqual(histogram.total, 0)
    XCTAssertEqual(histogram.maxCount, 0)
  }
}
