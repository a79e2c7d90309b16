import Drawing
import Profiling
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// What a frame does not build when the inspector is collapsed, and the chrome's kept help
/// items following the scene.
final class CollapsedChromeTests: XCTestCase {
  func frame(_ app: SandboxApp, _ events: [InputEvent] = [], at t: Double) -> [String] {
    AppDriver.texts(AppDriver.frame(app, events, at: t))
  }

  /// A touchpad step down over the content.
  func wheel(at t: Double) -> InputEvent {
    InputEvent(
      time: t, kind: .wheel(dx: 0, dy: -2, pointer: Point(x: 300, y: 300), modifiers: []))
  }

  func testACollapsedInspectorComputesNoStatisticsAndDrawsNoInspectorRows() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "feed", "--no-hud"])
    var t = 0.016
    var texts: [String] = []
    for _ in 0..<40 {
      texts = frame(app, [wheel(at: t)], at: t)
      t += 1.0 / 60
    }
    XCTAssertGreaterThan(app.scene.hud.geometry.contentOffset.y, 0, "the feed did not scroll")
    XCTAssertEqual(app.inspector.statisticsRefreshes, 0)
    XCTAssertFalse(texts.contains("SCENE · FEED"), "\(texts)")
    // H opens it: the statistics and the rows are back on that frame.
    texts = frame(app, [AppDriver.key("h", at: t)], at: t)
    XCTAssertEqual(app.inspector.statisticsRefreshes, 1)
    XCTAssertTrue(texts.contains("SCENE · FEED"), "\(texts)")
  }

  func testTheGraphStripStillTakesStatisticsWithTheInspectorCollapsed() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "feed", "--no-hud"])
    _ = frame(app, at: 0.016)
    XCTAssertEqual(app.inspector.statisticsRefreshes, 0)
    _ = frame(app, [AppDriver.key("f", at: 0.03)], at: 0.03)
    XCTAssertNotNil(app.lastLayoutRecord?.graphStrip)
    XCTAssertEqual(app.inspector.statisticsRefreshes, 1)
  }

  func testTheHelpLineFollowsTheSceneAfterASwitch() throws {
    let app = try AppDriver.makeApp(["--size", "1600x800", "--scene", "feed", "--no-hud"])
    _ = frame(app, at: 0.016)
    let feedHelp = app.helpText
    _ = frame(app, at: 0.03)
    XCTAssertEqual(app.helpText, feedHelp)
    let rows = try XCTUnwrap(SceneCatalog.names.firstIndex(of: "rows"))
    _ = frame(app, [AppDriver.key(Character("\(rows)"), at: 0.05)], at: 0.05)
    XCTAssertEqual(app.scene.name, "rows")
    let expected = ChromeView.helpItems(
      sceneHelp: app.scene.helpLine, sceneCount: SceneCatalog.entries.count)
    XCTAssertNotEqual(app.helpText, feedHelp)
    for item in app.helpText.components(separatedBy: "  ·  ") {
      XCTAssertTrue(expected.contains(item), "'\(item)' is not one of the rows scene's items")
    }
  }
}
