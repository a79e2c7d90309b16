import XCTest
@testable import Scenes

final class ScenesSmokeTests: XCTestCase {
  func testModuleLoads() {
    XCTAssertEqual(1 + 1, 2)
  }
}
