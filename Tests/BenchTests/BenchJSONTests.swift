import Foundation
import XCTest

@testable import Bench

/// The JSON report: the table's rows with targets and results, plus machine information.
final class BenchJSONTests: XCTestCase {
  func testTheJSONCarriesEveryRowTheMachineAndTheTally() throws {
    let report = BenchReport(
      date: "2026-11-29T15:00:00Z", command: "scroll-bench --json out.json", quick: false,
      machine: BenchMachine(
        processors: 2, cpuModel: "AMD EPYC", kernel: "6.1.0", memoryMB: 8000,
        loadAtStart: "0.50 0.40 0.30", loadAtEnd: "1.00 0.60 0.35"),
      rows: [
        BenchRow(
          section: "frame", size: "1k", metric: "frame work p50", value: 0.163, unit: "ms",
          target: BenchTarget(.below, 0.5), note: "600 frames"),
        BenchRow(section: "frame", size: "1k", metric: "frame work p95", value: 0.2, unit: "ms"),
        BenchRow(
          section: "idle", metric: "CPU at rest", value: .nan, unit: "%",
          target: BenchTarget(.below, 1)),
      ])
    let text = try BenchJSON.encode(report)
    XCTAssertTrue(text.hasSuffix("\n"))
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    XCTAssertEqual(object["date"] as? String, "2026-11-29T15:00:00Z")
    XCTAssertEqual(object["quick"] as? Bool, false)
    XCTAssertEqual(object["passCount"] as? Int, 1)
    XCTAssertEqual(object["missCount"] as? Int, 1)
    let machine = try XCTUnwrap(object["machine"] as? [String: Any])
    XCTAssertEqual(machine["processors"] as? Int, 2)
    XCTAssertEqual(machine["cpuModel"] as? String, "AMD EPYC")
    XCTAssertEqual(machine["loadAtStart"] as? String, "0.50 0.40 0.30")
    let rows = try XCTUnwrap(object["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.count, 3)
    XCTAssertEqual(rows[0]["section"] as? String, "frame")
    XCTAssertEqual(rows[0]["value"] as? Double, 0.163)
    XCTAssertEqual(rows[0]["passed"] as? Bool, true)
    XCTAssertEqual(rows[0]["note"] as? String, "600 frames")
    let target = try XCTUnwrap(rows[0]["target"] as? [String: Any])
    XCTAssertEqual(target["comparison"] as? String, "<")
    XCTAssertEqual(target["limit"] as? Double, 0.5)
    XCTAssertNil(rows[1]["passed"], "no target: no result")
    XCTAssertNil(rows[1]["target"])
    XCTAssertEqual(rows[2]["value"] as? String, "nan", "an unmeasured value stays valid JSON")
    XCTAssertEqual(rows[2]["passed"] as? Bool, false)
  }

  func testWritingReplacesTheFileWhole() throws {
    let path = NSTemporaryDirectory() + "bench-json-\(getpid()).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = BenchReport(
      date: "d", command: "c", quick: true,
      machine: BenchMachine(processors: 1, cpuModel: "m", kernel: "k", memoryMB: 1))
    try BenchJSON.write(report, to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(text, try BenchJSON.encode(report))
  }
}
