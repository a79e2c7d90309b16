import Recording
import SandboxKit
import ScrollCore
import XCTest

@testable import Bench

/// The app section's profiler-cost rows: the four cases, the graph-off replay, and the rows'
/// medians, p99 and ratios to the profiler-off run.
final class BenchProfilerCostTests: XCTestCase {
  func testTheCasesTurnOffTracingTheGraphAndTheProfilerOneAtATime() {
    let cases = BenchProfilerCost.cases(scratch: "/s")
    XCTAssertEqual(cases.map(\.name), ["all on", "trace off", "graph off", "profiler off"])
    XCTAssertEqual(
      cases.map { $0.variant.arguments.contains("--trace") }, [true, false, true, false])
    XCTAssertEqual(cases.map(\.graphOff), [false, false, true, false])
    XCTAssertEqual(
      cases.map { $0.variant.environment[RunMarks.profilerVariable] }, [nil, nil, nil, "off"])
    XCTAssertTrue(cases.allSatisfy { $0.variant.hud && !$0.variant.framesCSV })
    XCTAssertTrue(
      cases.allSatisfy { $0.variant.environment[RunMarks.frameCPUVariable] == "1" },
      "every case prints each frame's CPU, which its rows are made of")
  }

  func testTheGraphOffReplayPressesFTwiceBeforeTheSwipe() throws {
    let replay = BenchAppRun.replay(frames: 10, endFirst: false)
    let events = try RecordingFormat.parse(BenchProfilerCost.withGraphOff(replay).text)
    let presses = events.filter {
      if case .keyDown(.character("f"), _, _) = $0.kind { return true } else { return false }
    }
    XCTAssertEqual(presses.count, 2)
    let firstWheel = try XCTUnwrap(
      events.first { if case .wheel = $0.kind { return true } else { return false } })
    XCTAssertTrue(presses.allSatisfy { $0.time < firstWheel.time })
    XCTAssertEqual(events.count, try RecordingFormat.parse(replay.text).count + 4)
  }

  func testRowsGiveMedianAndP99WithRatiosToTheProfilerOffRun() {
    let rows = BenchProfilerCost.rows([
      ("all on", Array(repeating: 300_000, count: 99) + [900_000]),
      ("profiler off", Array(repeating: 200_000, count: 99) + [600_000]),
    ])
    XCTAssertEqual(
      rows.map(\.metric),
      [
        "feed CPU/frame all on p50", "feed CPU/frame all on p99",
        "feed CPU/frame profiler off p50", "feed CPU/frame profiler off p99",
      ])
    XCTAssertEqual(rows.map(\.value), [0.3, 0.3, 0.2, 0.2])
    XCTAssertTrue(rows[0].note?.hasPrefix("x1.50 of profiler off") ?? false, "\(rows[0])")
    XCTAssertEqual(rows[3].note, "x1 of profiler off")
    let missing = BenchProfilerCost.rows([("all on", []), ("profiler off", [1])])
    XCTAssertTrue(missing[0].value.isNaN)
    XCTAssertEqual(missing[0].note, "the sandbox printed no frame cpu line")
  }
}
