import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The Tune section's rows: steps sized to the range, values printed without float noise,
/// flags and built-in rules by name.
final class TuneRowTests: XCTestCase {
  private func row(_ name: String, sceneName: String = "feed") throws -> TuneRow {
    try XCTUnwrap(
      TuneRow.rows(tuning: PhysicsTuning(base: .ios), scene: SceneTuning(), sceneName: sceneName)
        .first { $0.name == name })
  }

  func testStepsFollowTheRangeAndStayOnAClean() throws {
    let rate = try row("physics.rate")
    XCTAssertEqual(rate.step, 0.0001)
    XCTAssertEqual(rate.stepped(by: -10), 0.997, "not 0.9969999999999999")
    XCTAssertEqual(rate.stepped(by: 1000), 0.9999, "kept in range")
    let top = try row("feed.top-threshold")
    XCTAssertEqual(top.step, 10)
    XCTAssertEqual(top.stepped(by: 1), 250)
    XCTAssertEqual(top.value(atFraction: 0.5), 2500)
    XCTAssertEqual(top.value(atFraction: .nan), 0)
    XCTAssertEqual(top.fraction, 240.0 / 5000)
  }

  func testFlagsWholeNumbersAndBuiltInRulesReadAsTheyMean() throws {
    let bounces = try row("physics.bounces")
    XCTAssertEqual(bounces.text(1), "on")
    XCTAssertEqual(bounces.stepped(by: -1), 0)
    let pages = try row("infinite.page-size", sceneName: "infinite")
    XCTAssertEqual(pages.step, 1)
    XCTAssertEqual(pages.stepped(by: 1), 21)
    let wheel = try row("input.wheel-step")
    XCTAssertEqual(wheel.text(0), "GTK")
    XCTAssertEqual(wheel.text(120), "120 pt")
    XCTAssertEqual(wheel.group, .input)
    let feedRows = TuneRow.rows(
      tuning: PhysicsTuning(base: .ios), scene: SceneTuning(), sceneName: "feed")
    XCTAssertFalse(
      feedRows.contains { $0.name == "infinite.page-size" },
      "the feed has no page size: only its own numbers show")
  }

  /// The settings scene is made of a collapsing header and a Top pill: its Tune section has
  /// their numbers, because it declares those parts (a hand-written list left them out).
  func testASceneHasTheRowsOfThePartsItDeclares() {
    let names = TuneRow.rows(
      tuning: PhysicsTuning(base: .ios), scene: SceneTuning(), sceneName: "settings"
    ).filter { $0.group == .scene }.map(\.name)
    XCTAssertEqual(
      names,
      [
        "feed.top-threshold", "header.expanded-height", "header.collapsed-height",
        "header.title-size", "header.subtitle-height",
      ])
  }
}
