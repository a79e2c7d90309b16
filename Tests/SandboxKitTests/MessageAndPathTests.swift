import Foundation
import Profiling
import XCTest

@testable import SandboxKit
@testable import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// Messages that echo user text stay one readable line; clashing paths are found however
/// they are spelled; inputs that are not regular files are named.
final class MessageAndPathTests: XCTestCase {
  func testControlCharactersAreEscapedAndHugeTokensCut() {
    XCTAssertEqual(MessageText.printable("got '\u{0B}'"), "got '\\v'")
    XCTAssertEqual(MessageText.printable("a\u{1B}[2Jb"), "a\\u{1B}[2Jb")
    let huge = "got '" + String(repeating: "x", count: 1_400_000) + "' end"
    let shown = MessageText.printable(huge)
    XCTAssertLessThan(shown.count, 200)
    XCTAssertTrue(shown.hasSuffix(" end"), shown)
    XCTAssertTrue(shown.contains("1400002 characters"), shown)
  }

  func testAnOutputOnAnInputOrAnotherOutputIsRefusedHoweverSpelled() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "scroll-sandbox-input v1\n".write(
      toFile: dir + "/a.rec", atomically: false, encoding: .utf8)
    XCTAssertEqual(symlink(dir + "/a.rec", dir + "/link.rec"), 0)
    var o = SandboxOptions()
    o.replay = dir + "/a.rec"
    o.eventsOut = dir + "/sub/../link.rec"
    XCTAssertThrowsError(try PathConflicts.check(o)) { error in
      XCTAssertTrue(
        "\(error)".contains("--events-out") && "\(error)".contains("--replay"), "\(error)")
    }
    o.eventsOut = dir + "/new.jsonl"
    o.trace = dir + "/sub/../new.jsonl"
    XCTAssertThrowsError(try PathConflicts.check(o))
    o.trace = dir + "/t.json"
    XCTAssertNoThrow(try PathConflicts.check(o))
  }

  func testInputsThatAreNotRegularFilesAreNamed() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("inputs-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    XCTAssertEqual(mkfifo(dir + "/fifo", 0o600), 0)
    XCTAssertEqual(InputFiles.problem(with: dir + "/fifo"), "it is a FIFO, not a regular file")
    XCTAssertEqual(InputFiles.problem(with: ""), "the path is empty")
    XCTAssertEqual(InputFiles.problem(with: dir), "it is a directory, not a file")
    XCTAssertEqual(InputFiles.problem(with: dir + "/none"), "no such file")
  }

  func testTheProgressBarFitsTheTerminal() {
    for columns in [40, 80, 200] {
      let cells = ProgressBar.cells(fitting: columns, total: 216_001)
      let line = ProgressBar.format(completed: 216_001, total: 216_001, width: cells)
      XCTAssertLessThan(line.count, columns, "\(columns): \(line)")
    }
  }

  func testAStartPastTheEndIsPrintedAsTheStartSimulated() throws {
    let out = try PhysicsCommand.parse([
      "--preset", "ios", "--velocity", "0", "--start", "5000", "--content", "2000", "--viewport",
      "600",
    ]).output()
    XCTAssertTrue(out.contains("start          1400.0 pt"), out)
    XCTAssertTrue(out.contains("distance       0.00 pt"), out)
  }

  func testHugeNumbersFormatWithoutOverflow() {
    XCTAssertEqual(formatPoints(9.3e18, decimals: 1), "9.3e+18")
    XCTAssertEqual(formatPoints(-1e300), "-1e+300")
    XCTAssertEqual(formatPoints(1234.56, decimals: 1), "1234.6")
  }
}
