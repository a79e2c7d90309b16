import XCTest
@testable import SDLBackend

final class SDLBackendSmokeTests: XCTestCase {
  func testModuleLoads() {
    XCTAssertEqual(1 + 1, 2)
  }
}
