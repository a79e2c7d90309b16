import XCTest

@testable import Bench

/// The scroll-bench command line.
final class BenchOptionsTests: XCTestCase {
  func testDefaultsRunEverySectionAtFullLength() throws {
    let o = try BenchOptions.parse([])
    XCTAssertFalse(o.quick)
    XCTAssertNil(o.jsonPath)
    XCTAssertEqual(o.sections, BenchOptions.Section.allCases)
  }

  func testFlagsAndValues() throws {
    let o = try BenchOptions.parse(["--quick", "--json=out.json", "--sections", "replay,engine"])
    XCTAssertTrue(o.quick)
    XCTAssertEqual(o.jsonPath, "out.json")
    XCTAssertEqual(o.sections, [.engine, .replay], "sections run in their fixed order")
    XCTAssertEqual(
      try BenchOptions.parse(["--no-window"]).sections, [.engine, .frame, .startup, .replay])
    XCTAssertTrue(try BenchOptions.parse(["--window"]).requireWindow)
  }

  func testMistakesNameTheFlag() {
    XCTAssertThrowsError(try BenchOptions.parse(["--sections", "engine,gpu"])) { error in
      XCTAssertTrue("\(error)".contains("gpu"))
    }
    XCTAssertThrowsError(try BenchOptions.parse(["--json"])) { error in
      XCTAssertTrue("\(error)".contains("--json"))
    }
    XCTAssertThrowsError(try BenchOptions.parse(["--frobnicate"]))
    XCTAssertThrowsError(try BenchOptions.parse(["--window", "--no-window"]))
  }

  func testVersionAndTheEndOfOptions() throws {
    XCTAssertTrue(try BenchOptions.parse(["--version"]).version)
    XCTAssertTrue(try BenchOptions.parse(["--quick", "--"]).quick)
    XCTAssertThrowsError(try BenchOptions.parse(["--", "--quick"])) { error in
      XCTAssertTrue("\(error)".contains("'--quick' after '--'"), "\(error)")
    }
  }
}
