import XCTest
@testable import ScrollCore

final class ScrollCoreSmokeTests: XCTestCase {
  func testModuleLoads() {
    XCTAssertEqual(1 + 1, 2)
  }
}
