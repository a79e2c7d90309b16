import XCTest

@testable import SandboxKit

/// `SCROLL_SANDBOX_STALL_FRAME=N:S`: what is read, and what is refused.
final class StallHookTests: XCTestCase {
  func testAFrameAndMillisecondsAreRead() {
    XCTAssertEqual(TestHooks.parseStall("120:30")?.frame, 120)
    XCTAssertEqual(TestHooks.parseStall("0:12.5")?.milliseconds, 12.5)
  }

  func testMalformedOrAbsurdValuesAreIgnored() {
    for raw in [
      "", "120", "120:", ":30", "-1:30", "x:30", "3:0", "3:nan", "3:inf", "3:20000", "1:2:3",
    ] {
      XCTAssertNil(TestHooks.parseStall(raw), raw)
    }
  }
}
