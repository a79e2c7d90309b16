import Foundation
import ScrollCore
import XCTest

@testable import Profiling

final class ProfilingFramesCSVTests: XCTestCase {
  private var scratch: ScratchDirectory!

  override func setUpWithError() throws {
    scratch = try ScratchDirectory()
  }

  override func tearDown() {
    scratch.cleanup()
  }

  func testHeaderListsEveryStageInMillisecondsAndEveryCounter() {
    XCTAssertEqual(
      FramesCSVWriter.header,
      "frame,start_ms,duration_ms,interval_ms,work_ms,input_ms,physics_ms,layout_ms,"
        + "observers_ms,draw_ms,rasterize_ms,present_ms,wait_ms,prefetch_ms,dropped,"
        + "observer_transforms,"
        + "observer_deliveries,items_laid_out,text_cache_hits,text_cache_misses,relayouts,"
        + "pixels_redrawn,pixels_moved")
  }

  func testRowHasFixedThreeDecimalMillisecondsAndRawCounters() {
    var record = makeRecord(
      index: 42, start: 1_016_666_667, duration: 20_000_000,
      stages: [.input: 12_345, .layout: 2_000_000, .rasterize: 5_500_500, .wait: 9_999_999],
      counters: FrameCounters(
        observerTransforms: 7, observerDeliveries: 2, itemsLaidOut: 31, textCacheHits: 30,
        textCacheMisses: 1, relayouts: 0, pixelsRedrawn: 16_000, pixelsMoved: 464_000),
      dropped: true)
    record.intervalNanos = 16_666_667
    XCTAssertEqual(
      FramesCSVWriter.row(for: record, originNanos: 1_000_000_000),
      "42,16.667,20.000,16.667,7.513,0.012,0.000,2.000,0.000,0.000,5.501,0.000,10.000,0.000,1,"
        + "7,2,31,30,1,0,16000,464000")
  }

  func testFileHasAHeaderAndOneRowPerFrameWithMatchingColumnCounts() throws {
    let clock = FakeClock()
    var profiler = FrameProfiler(clock: clock.reading)
    let path = scratch.path("frames.csv")
    let csv = try FramesCSVWriter(path: path, originNanos: clock.nanos)
    for _ in 0..<7 {
      profiler.beginFrame()
      profiler.measure(.physics) { clock.advance(by: 123_456) }
      profiler.counters.itemsLaidOut = 9
      csv.write(profiler.endFrame())
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    try csv.close()
    XCTAssertEqual(csv.rowCount, 7)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    XCTAssertEqual(lines.count, 8)
    XCTAssertEqual(String(lines[0]), FramesCSVWriter.header)
    let columns = FramesCSVWriter.header.split(separator: ",").count
    XCTAssertTrue(lines.allSatisfy { $0.split(separator: ",").count == columns })
    XCTAssertTrue(lines[7].hasPrefix("6,0.741,0.123,0.123,0.123,0.000,0.123,"), String(lines[7]))
    XCTAssertEqual(try scratch.contents(), ["frames.csv"])
  }

  func testUnwritableCSVPathFailsAtOpenNamingThePathAndLeavesNothing() throws {
    let path = scratch.path("no/such/dir/frames.csv")
    XCTAssertThrowsError(try FramesCSVWriter(path: path)) { error in
      XCTAssertTrue(String(describing: error).contains(path))
    }
    XCTAssertEqual(try scratch.contents(), [])
  }
}
