import Foundation
import XCTest

@testable import SandboxKit

/// `S` never writes two screenshots to one name, nor one over a file already there, and
/// leaves `--screenshot FILE` to the exit shot (issue 34, item 7).
final class ScreenshotNamesTests: XCTestCase {
  private let noon = 1_800_000_000

  func testPressesWithinOneSecondGetNamesOfTheirOwn() {
    var names = ScreenshotNames(exitPath: nil)
    names.exists = { _ in false }
    let three = (0..<3).map { _ in names.next(at: noon) }
    XCTAssertEqual(Set(three).count, 3, "\(three)")
    XCTAssertTrue(three[0].hasPrefix("scroll-sandbox-") && three[0].hasSuffix(".png"))
    XCTAssertEqual(three[1], three[0].replacingOccurrences(of: ".png", with: "-2.png"))
    XCTAssertEqual(three[2], three[0].replacingOccurrences(of: ".png", with: "-3.png"))
  }

  func testFilesAlreadyOnDiskAreSkipped() {
    var first = ScreenshotNames(exitPath: nil)
    first.exists = { _ in false }
    let taken = first.next(at: noon)
    var names = ScreenshotNames(exitPath: nil)
    names.exists = { $0 == taken }
    XCTAssertEqual(names.next(at: noon), taken.replacingOccurrences(of: ".png", with: "-2.png"))
  }

  func testWithAScreenshotFileThePressesGoNextToItNumbered() {
    var names = ScreenshotNames(exitPath: "out/shot.PNG")
    names.exists = { $0 == "out/shot-1.PNG" }
    XCTAssertEqual(names.next(at: noon), "out/shot-2.PNG")
    XCTAssertEqual(names.next(at: noon), "out/shot-3.PNG")
    var bare = ScreenshotNames(exitPath: "frame")
    bare.exists = { _ in false }
    XCTAssertEqual(bare.next(at: noon), "frame-1")
  }

  /// The dated name is the local time as Foundation's DateFormatter("yyyyMMdd-HHmmss") wrote
  /// it before the app dropped Foundation, in UTC and in a zone with a half-hour offset.
  func testDatedNamesMatchTheFoundationFormat() {
    let saved = getenv("TZ").map { String(cString: $0) }
    defer {
      if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
      tzset()
    }
    for zone in ["UTC", "Asia/Kolkata", "America/St_Johns"] {
      setenv("TZ", zone, 1)
      tzset()
      let f = DateFormatter()
      f.timeZone = TimeZone(identifier: zone)
      f.dateFormat = "yyyyMMdd-HHmmss"
      for t in [0, 1_800_000_000, 1_709_210_096] {
        var names = ScreenshotNames(exitPath: nil)
        names.exists = { _ in false }
        let expected = "scroll-sandbox-" + f.string(from: Date(timeIntervalSince1970: Double(t)))
        XCTAssertEqual(names.next(at: t), expected + ".png", "\(zone) \(t)")
      }
    }
  }
}
