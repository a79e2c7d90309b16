import XCTest
@testable import SandboxKit

final class SandboxKitSmokeTests: XCTestCase {
  func testModuleLoads() {
    XCTAssertEqual(1 + 1, 2)
  }
}
