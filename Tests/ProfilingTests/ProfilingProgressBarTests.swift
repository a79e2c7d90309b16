import ScrollCore
import XCTest

@testable import Profiling

final class ProfilingProgressBarTests: XCTestCase {
  func testFormatShowsFilledCellsPercentAndCounts() {
    XCTAssertEqual(
      ProgressBar.format(completed: 318, total: 600), "[#####.....] 53% 318/600 frames")
    XCTAssertEqual(ProgressBar.format(completed: 0, total: 600), "[..........] 0% 0/600 frames")
    XCTAssertEqual(
      ProgressBar.format(completed: 600, total: 600), "[##########] 100% 600/600 frames")
    XCTAssertEqual(
      ProgressBar.format(completed: 599, total: 600), "[#########.] 99% 599/600 frames")
    XCTAssertEqual(
      ProgressBar.format(completed: 1, total: 4, width: 4, unit: "runs"), "[#...] 25% 1/4 runs")
    XCTAssertEqual(ProgressBar.format(completed: 1, total: 2, width: 2, unit: ""), "[#.] 50% 1/2")
  }

  func testFormatClampsOutOfRangeProgressAndTreatsAnEmptyRunAsDone() {
    XCTAssertEqual(
      ProgressBar.format(completed: 900, total: 600), "[##########] 100% 600/600 frames")
    XCTAssertEqual(ProgressBar.format(completed: -5, total: 600), "[..........] 0% 0/600 frames")
    XCTAssertEqual(ProgressBar.format(completed: 0, total: 0), "[##########] 100% 0/0 frames")
  }

  func testNothingIsPrintedWhenTheOutputIsNotATerminal() {
    var bar = ProgressBar(total: 600, isTerminal: false)
    XCTAssertNil(bar.update(completed: 0))
    XCTAssertNil(bar.update(completed: 300))
    XCTAssertNil(bar.finish(completed: 600))
  }

  func testOnATerminalLinesStartWithACarriageReturnAndRepeatOnlyOnChange() {
    var bar = ProgressBar(total: 600, isTerminal: true)
    XCTAssertEqual(bar.update(completed: 0), "\r[..........] 0% 0/600 frames")
    XCTAssertNil(bar.update(completed: 5))  // still 0%, same bar
    XCTAssertEqual(bar.update(completed: 6), "\r[..........] 1% 6/600 frames")
    XCTAssertEqual(bar.update(completed: 318), "\r[#####.....] 53% 318/600 frames")
    XCTAssertEqual(bar.finish(completed: 600), "\r[##########] 100% 600/600 frames\n")
  }
}
