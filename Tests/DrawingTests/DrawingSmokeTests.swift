import XCTest
@testable import Drawing

final class DrawingSmokeTests: XCTestCase {
  func testModuleLoads() {
    XCTAssertEqual(1 + 1, 2)
  }
}
