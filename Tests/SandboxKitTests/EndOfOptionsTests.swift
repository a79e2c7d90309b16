import ScrollCore
import XCTest

@testable import SandboxKit

/// `--version` and `--` (the end of the options) on scroll-sandbox's command line.
final class EndOfOptionsTests: XCTestCase {
  let scenes = ["showcase", "feed"]

  func testVersionIsAFlagAndTheConstantIsSemantic() throws {
    XCTAssertTrue(try SandboxOptions.parse(["--version"], scenes: scenes).version)
    XCTAssertFalse(try SandboxOptions.parse([], scenes: scenes).version)
    let parts = ScrollSandboxVersion.current.split(separator: ".")
    XCTAssertEqual(parts.count, 3, ScrollSandboxVersion.current)
    XCTAssertTrue(parts.allSatisfy { UInt($0) != nil }, ScrollSandboxVersion.current)
  }

  func testDoubleDashEndsTheOptionsAndRefusesOperands() throws {
    let o = try SandboxOptions.parse(["--scene", "feed", "--"], scenes: scenes)
    XCTAssertEqual(o.scene, "feed")
    XCTAssertThrowsError(try SandboxOptions.parse(["--", "--dark"], scenes: scenes)) { error in
      XCTAssertTrue("\(error)".contains("'--dark' after '--'"), "\(error)")
      XCTAssertEqual((error as? UsageError)?.status, 2)
    }
    // A value may itself be "--" (a file of that name), as with getopt.
    XCTAssertEqual(try SandboxOptions.parse(["--record", "--"], scenes: scenes).record, "--")
  }

  func testNameEqualsValueIsNotSplitAfterTheDoubleDash() {
    XCTAssertEqual(splitEquals(["--fps=30", "--", "--a=b"]), ["--fps", "30", "--", "--a=b"])
    XCTAssertThrowsError(try SandboxOptions.parse(["--", "--fps=30"], scenes: scenes)) { error in
      XCTAssertTrue("\(error)".contains("'--fps=30'"), "\(error)")
    }
  }
}
