import XCTest

@testable import Bench

/// Percentiles (nearest rank) and ratios used by every section.
final class BenchStatisticsTests: XCTestCase {
  func testPercentilesAreNearestRankSamples() {
    let samples = (1...100).map { UInt64($0) }.shuffled()
    let s = BenchSummary(samples)
    XCTAssertEqual(s.count, 100)
    XCTAssertEqual(s.p50, 50)
    XCTAssertEqual(s.p95, 95)
    XCTAssertEqual(s.p99, 99)
    XCTAssertEqual(s.max, 100)
    XCTAssertEqual(s.mean, 50, "5050 / 100, rounded down")
  }

  func testSmallSamplesRoundTheRankUp() {
    let s = BenchSummary([30, 10, 20] as [UInt64])
    XCTAssertEqual(s.p50, 20, "rank ceil(1.5) = 2")
    XCTAssertEqual(s.p99, 30)
    XCTAssertEqual(BenchSummary.percentile(0, of: [7, 3] as [UInt64]), 3)
    XCTAssertEqual(BenchSummary.percentile(100, of: [7, 3] as [UInt64]), 7)
  }

  func testAnEmptySampleIsAllZeros() {
    let s = BenchSummary([UInt64]())
    XCTAssertEqual(s, BenchSummary([UInt64]()))
    XCTAssertEqual([s.count, Int(s.p50), Int(s.p99), Int(s.max), Int(s.mean)], [0, 0, 0, 0, 0])
  }

  func testRatiosRefuseZeroAndNonFiniteDenominators() {
    XCTAssertEqual(BenchSummary.ratio(3, 2), 1.5)
    XCTAssertNil(BenchSummary.ratio(3, 0))
    XCTAssertNil(BenchSummary.ratio(3, -1))
    XCTAssertNil(BenchSummary.ratio(.nan, 2))
    XCTAssertNil(BenchSummary.ratio(1, .infinity))
  }

  func testTheEngineRatioRowDividesTheMillionMedianByTheThousandMedian() {
    func result(_ items: Int, _ p50: UInt64) -> BenchEngine.Result {
      BenchEngine.Result(
        size: BenchSize(items), frame: BenchSummary([p50]), stageMeans: .zero, flings: 1,
        deliveries: 1, finalOffset: 0)
    }
    let rows = BenchEngine.rows([
      result(1000, 2000), result(100_000, 2100), result(1_000_000, 2500),
    ])
    let ratio = try? XCTUnwrap(rows.first { $0.metric == "median ratio" })
    XCTAssertEqual(ratio?.value ?? 0, 1.25, accuracy: 1e-12)
    XCTAssertEqual(ratio?.passed, true)
    let median = rows.first { $0.size == "1M" && $0.metric == "frame median" }
    XCTAssertEqual(median?.value, 2.5, "microseconds")
    XCTAssertEqual(median?.passed, true)
    XCTAssertNil(rows.first { $0.size == "1k" && $0.metric == "frame median" }?.target)
  }
}
