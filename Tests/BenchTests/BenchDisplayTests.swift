import Foundation
import XCTest

@testable import Bench

/// How the benchmark tells its own Xvfb from one another process started on the same free
/// display at the same moment: the display's lock file holds the server's pid.
final class BenchDisplayTests: XCTestCase {
  func testALockFileNamesOnlyTheServerWhosePidItHolds() throws {
    let path = NSTemporaryDirectory() + "bench-display-lock-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: path) }
    XCTAssertFalse(BenchDisplay.lock(path, names: 4321), "no lock file: not ours")
    // An X server writes its pid right-aligned in ten characters and a newline.
    try "      4321\n".write(toFile: path, atomically: true, encoding: .utf8)
    XCTAssertTrue(BenchDisplay.lock(path, names: 4321))
    XCTAssertFalse(BenchDisplay.lock(path, names: 4322), "another server's display")
    try "garbage\n".write(toFile: path, atomically: true, encoding: .utf8)
    XCTAssertFalse(BenchDisplay.lock(path, names: 4321))
  }
}
