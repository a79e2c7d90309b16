import ScrollCore
import XCTest

@testable import Profiling

final class ProfilingSummaryTests: XCTestCase {
  func testSummaryReportsFramesPercentilesDropsWorstStageAndLatency() {
    let clock = FakeClock()
    var profiler = FrameProfiler(capacity: 600, budgetNanos: 10_000_000, clock: clock.reading)
    for work: UInt64 in [2_000_000, 4_000_000, 12_000_000] {
      profiler.beginFrame()
      profiler.noteInput(arrivalNanos: clock.nanos)
      profiler.measure(.layout) { clock.advance(by: work / 4) }
      profiler.measure(.rasterize) { clock.advance(by: work - work / 4) }
      profiler.notePresent()
      profiler.endFrame()
    }
    let text = profiler.summary()
    let lines = text.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines,
      [
        "Frames: 3 (statistics over the last 3)",
        "Frame work: p50 4.00 ms, p95 12.00 ms, p99 12.00 ms, max 12.00 ms (budget 10.00 ms)",
        "Dropped frames: 1 of 3 (33.3%), 1 in the last 3",
        "Worst stage: Rasterize (13.50 ms total, p99 9.00 ms)",
        "Input latency: p50 4.00 ms, p99 12.00 ms (3 inputs)",
      ])
    XCTAssertTrue(text.hasSuffix("\n"))
  }

  func testSummaryOfAnEmptyRunSaysSoInsteadOfPrintingZeros() {
    var profiler = FrameProfiler(clock: { 0 })
    let text = profiler.summary()
    XCTAssertTrue(text.contains("Frames: 0"), text)
    XCTAssertTrue(text.contains("Frame work: no frames"), text)
    XCTAssertTrue(text.contains("Dropped frames: 0 of 0 (0.0%)"), text)
    XCTAssertTrue(text.contains("Worst stage: none"), text)
    XCTAssertTrue(text.contains("Input latency: no inputs"), text)
  }

  func testMillisecondsAreFormattedExactlyWithFixedDecimals() {
    XCTAssertEqual(formatMilliseconds(16_666_667), "16.67")
    XCTAssertEqual(formatMilliseconds(0), "0.00")
    XCTAssertEqual(formatMilliseconds(4_995_000), "5.00")
    XCTAssertEqual(formatMilliseconds(4_994_999), "4.99")
    XCTAssertEqual(formatMilliseconds(999_999_999), "1000.00")
    XCTAssertEqual(formatMilliseconds(1_234_567, decimals: 3), "1.235")
    XCTAssertEqual(formatMilliseconds(1_500_000, decimals: 0), "2")
    XCTAssertEqual(formatMilliseconds(7, decimals: 6), "0.000007")
    XCTAssertEqual(formatMilliseconds(.max, decimals: 2), "18446744073709.55")
  }

  func testPercentagesUseOneDecimal() {
    XCTAssertEqual(ProfileSummary.percent(1, of: 3), "33.3%")
    XCTAssertEqual(ProfileSummary.percent(2, of: 3), "66.7%")
    XCTAssertEqual(ProfileSummary.percent(0, of: 0), "0.0%")
    XCTAssertEqual(ProfileSummary.percent(600, of: 600), "100.0%")
  }
}
