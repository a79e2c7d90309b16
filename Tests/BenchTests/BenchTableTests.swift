import XCTest

@testable import Bench

/// The benchmark table: aligned columns, PASS/MISS against targets, notes underneath.
final class BenchTableTests: XCTestCase {
  private let machine = BenchMachine(
    processors: 2, cpuModel: "Test CPU", kernel: "6.1.0", memoryMB: 4096)

  private func sampleReport() -> BenchReport {
    BenchReport(
      date: "2026-11-29T15:00:00Z", command: "scroll-bench --quick", quick: true,
      machine: machine,
      rows: [
        BenchRow(
          section: "engine", size: "1M", metric: "frame median", value: 2.345, unit: "us",
          target: BenchTarget(.below, 10), note: "20000 frames"),
        BenchRow(section: "engine", size: "1M", metric: "frame p99", value: 4.5, unit: "us"),
        BenchRow(
          section: "replay", metric: "speed (in process)", value: 25.06, unit: "x",
          target: BenchTarget(.atLeast, 50)),
        BenchRow(
          section: "startup", size: "1M", metric: "spawn to first present", value: .nan,
          unit: "ms", target: BenchTarget(.below, 100)),
      ], notes: ["window skipped: no display"])
  }

  func testRowsPassOrMissTheirTargetsAndRowsWithoutOneDoNeither() {
    let rows = sampleReport().rows
    XCTAssertEqual(rows.map(\.passed), [true, nil, false, false])
    XCTAssertEqual(rows.map(BenchTable.result), ["PASS", "", "MISS", "MISS"])
  }

  func testTargetsCompareStrictlyBelowOrAtLeast() {
    XCTAssertTrue(BenchTarget(.below, 10).isMet(by: 9.999))
    XCTAssertFalse(BenchTarget(.below, 10).isMet(by: 10))
    XCTAssertTrue(BenchTarget(.atLeast, 50).isMet(by: 50))
    XCTAssertFalse(BenchTarget(.atLeast, 50).isMet(by: 49.9))
    XCTAssertFalse(BenchTarget(.below, 10).isMet(by: .nan), "an unmeasured value never passes")
    XCTAssertFalse(BenchTarget(.atLeast, 1).isMet(by: .infinity))
  }

  func testTableHasAHeaderARuleAlignedColumnsATallyAndTheNotes() {
    let text = BenchTable.render(sampleReport())
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertTrue(lines[0].hasPrefix("section"))
    for title in ["size", "metric", "value", "target", "result"] {
      XCTAssertTrue(lines[0].contains(title), title)
    }
    XCTAssertTrue(lines[1].allSatisfy { $0 == "-" })
    // The value column is right-aligned: every value ends at the same column.
    let valueEnds = lines[2...5].map { line -> Int in
      let range = line.range(of: line.contains("n/a") ? "n/a" : (line.contains("x ") ? "x" : "us"))!
      return line.distance(from: line.startIndex, to: range.upperBound)
    }
    XCTAssertEqual(Set(valueEnds).count, 1, "values right-aligned: \(lines[2...5])")
    XCTAssertTrue(lines[2].hasSuffix("PASS"))
    XCTAssertTrue(lines[3].hasSuffix("-"), "no target, no result: \(lines[3])")
    XCTAssertTrue(lines[4].hasSuffix("MISS"))
    XCTAssertTrue(lines[5].contains("n/a") && lines[5].hasSuffix("MISS"))
    XCTAssertTrue(text.contains("1 PASS, 2 MISS"))
    XCTAssertTrue(text.contains("machine: 2 x Test CPU, 4096 MB, Linux 6.1.0"))
    XCTAssertTrue(text.contains("  - engine 1M frame median: 20000 frames"))
    XCTAssertTrue(text.contains("  - window skipped: no display"))
  }

  func testValuesAndTargetsAreFormattedWithTheirUnits() {
    XCTAssertEqual(BenchTable.formatValue(2.345, unit: "us"), "2.35 us")
    XCTAssertEqual(BenchTable.formatValue(0.4204, unit: "ms"), "0.420 ms")
    XCTAssertEqual(BenchTable.formatValue(37.46, unit: "MB"), "37.5 MB")
    XCTAssertEqual(BenchTable.formatValue(143.2, unit: "x"), "143x")
    XCTAssertEqual(BenchTable.formatValue(0.25, unit: "%"), "0.250%")
    XCTAssertEqual(BenchTable.formatValue(1.083, unit: ""), "1.08")
    XCTAssertEqual(BenchTable.formatValue(.nan, unit: "ms"), "n/a")
    XCTAssertEqual(BenchTable.formatTarget(BenchTarget(.below, 10), unit: "us"), "< 10 us")
    XCTAssertEqual(BenchTable.formatTarget(BenchTarget(.atLeast, 50), unit: "x"), ">= 50x")
    XCTAssertEqual(BenchTable.formatTarget(BenchTarget(.below, 1.5), unit: ""), "< 1.50")
  }

  func testSizesAreLabelledInThousandsAndMillions() {
    XCTAssertEqual(BenchSize.standard.map(\.label), ["1k", "100k", "1M"])
    XCTAssertEqual(BenchSize(1500).label, "1500")
  }
}
