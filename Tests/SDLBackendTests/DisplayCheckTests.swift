import XCTest

@testable import SDLBackend

/// A display that is named but does not answer is an error, not a silent offscreen window.
final class DisplayCheckTests: XCTestCase {
  func testAFallbackToAnInvisibleDriverIsAnErrorNamingTheDisplay() {
    let problem = DisplayCheck.problem(driver: "offscreen", environment: ["DISPLAY": ":79"])
    XCTAssertEqual(problem, .displayUnreachable(display: "DISPLAY=:79"))
    XCTAssertTrue("\(problem!)".contains("--headless"))
    XCTAssertNotNil(DisplayCheck.problem(driver: "dummy", environment: ["WAYLAND_DISPLAY": "w-1"]))
  }

  func testADriverAskedForOrARealDisplayIsFine() {
    XCTAssertNil(
      DisplayCheck.problem(
        driver: "offscreen", environment: ["SDL_VIDEODRIVER": "offscreen", "DISPLAY": ":1"]))
    XCTAssertNil(DisplayCheck.problem(driver: "x11", environment: ["DISPLAY": ":1"]))
  }
}
