import Foundation
import Platform
import XCTest

/// Platform's replacements give what the Foundation calls they replaced gave, byte for byte
/// (the golden corpus and the tests compare printed numbers and names).
final class FoundationParityTests: XCTestCase {
  private let numbers: [Double] = [
    0, -0.0, 1, -1, 0.5, 2.5, 1.0 / 3, -2.0 / 3, 123_456.789_012_345, 1e-7, 9.999_999_999_5,
    1e21, -1e300, 4.940_656_458_412e-324, .pi, 0.000_012_345, 1_234_567_890_123,
    .infinity, -.infinity, .nan,
  ]

  func testNumberFormatsMatchStringFormat() {
    for format in ["%.10g", "%.5f", "%.0f", "%.1f", "%.3f", "%g", "%.2e"] {
      for v in numbers {
        XCTAssertEqual(CFormat.string(format, v), String(format: format, v), "\(format) \(v)")
      }
    }
    XCTAssertEqual(
      CFormat.string("%d|%5.2f", Int32(42), 3.14159), String(format: "%d|%5.2f", Int32(42), 3.14159)
    )
  }

  func testLongResultsAreNotCut() {
    XCTAssertEqual(CFormat.string("%.80f", 1.0 / 3), String(format: "%.80f", 1.0 / 3))
    XCTAssertEqual(CFormat.string("%f", 1e300).count, String(format: "%f", 1e300).count)
  }

  func testTrimmingMatchesFoundation() {
    let samples = [
      "", " ", "\t\t", "  a b  ", "\tx\t", "\n x \n", "\r\n\u{85}y\u{2028}", "\u{a0}z\u{3000}",
      "\u{2029} w \u{2029}", "é\u{301} ", " \u{301}", "no-trim", "\u{b}\u{c}v\u{b}",
      "  Scene · help · keys  ",
    ]
    for s in samples {
      XCTAssertEqual(
        s.trimmingWhitespace, s.trimmingCharacters(in: .whitespaces), "\(Array(s.unicodeScalars))")
      XCTAssertEqual(
        s.trimmingWhitespaceAndNewlines, s.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(Array(s.unicodeScalars))")
      XCTAssertEqual(s.dropFirst(0).trimmingWhitespace, s.trimmingCharacters(in: .whitespaces))
    }
  }

  func testEnvironmentMatchesProcessInfo() {
    setenv("PLATFORM_TEST_VARIABLE", "a=b c", 1)
    defer { unsetenv("PLATFORM_TEST_VARIABLE") }
    XCTAssertEqual(Environment.value("PLATFORM_TEST_VARIABLE"), "a=b c")
    XCTAssertNil(Environment.value("PLATFORM_TEST_VARIABLE_UNSET"))
    XCTAssertEqual(Environment.variables["PLATFORM_TEST_VARIABLE"], "a=b c")
    XCTAssertEqual(Environment.variables["PATH"], ProcessInfo.processInfo.environment["PATH"])
  }

  func testFileQuestionsMatchFileManager() throws {
    let dir = NSTemporaryDirectory() + "platform-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/f.txt"
    let big = String(repeating: "0123456789", count: 20_000)
    try big.write(toFile: file, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/dangling", withDestinationPath: "nowhere")
    try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "f.txt")
    let fm = FileManager.default
    for p in [file, dir, dir + "/dangling", dir + "/link", dir + "/missing", "/bin/sh"] {
      XCTAssertEqual(FileSystem.exists(p), fm.fileExists(atPath: p), p)
      XCTAssertEqual(FileSystem.isReadable(p), fm.isReadableFile(atPath: p), p)
      XCTAssertEqual(FileSystem.contents(p).map { Data($0) }, fm.contents(atPath: p), p)
      XCTAssertEqual(
        FileSystem.linkDestination(p), try? fm.destinationOfSymbolicLink(atPath: p), p)
    }
    XCTAssertEqual(FileSystem.contents(file, limit: 65_536), Array(big.utf8.prefix(65_536)))
    XCTAssertEqual(FileSystem.text(file), big)
    XCTAssertEqual(FileSystem.currentDirectory, fm.currentDirectoryPath)
  }

  func testLocalTimeMatchesDateFormatter() {
    let f = DateFormatter()
    f.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let t = 1_700_000_123
    XCTAssertEqual(
      LocalTime.format("%Y-%m-%d %H:%M:%S", seconds: t),
      f.string(from: Date(timeIntervalSince1970: Double(t))))
    let iso = ISO8601DateFormatter()
    XCTAssertEqual(
      LocalTime.formatUTC("%Y-%m-%dT%H:%M:%SZ", seconds: t),
      iso.string(from: Date(timeIntervalSince1970: Double(t))))
  }

  func testThreadsRunTheirBodyAndKnowTheMainThread() {
    XCTAssertEqual(Threads.isMain, Thread.isMainThread)
    let done = expectation(description: "thread ran")
    let answers = Answers()
    XCTAssertTrue(
      Threads.start {
        answers.isMain = Threads.isMain
        done.fulfill()
      })
    wait(for: [done], timeout: 10)
    XCTAssertEqual(answers.isMain, false)
  }
}

private final class Answers: @unchecked Sendable {
  var isMain: Bool?
}
