import Drawing
import Profiling
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// What the chrome keeps between frames (the preset and fps label, the measured bar, its
/// tabs in the layout record) follows the fps, the preset, the window and the scene.
final class ChromeFrameCacheTests: XCTestCase {
  private func statusText(_ list: DisplayList) -> String? {
    AppDriver.texts(list).first { $0.hasSuffix(" fps") }
  }

  func testTheStatusLabelIsMadeOnlyWhenThePresetOrTheShownFPSChanges() {
    var label = StatusLabel()
    XCTAssertTrue(label.update(preset: "ios", fps: 60))
    XCTAssertEqual(label.text, "iOS · 60 fps")
    XCTAssertEqual(label.widest, "iOS · 000 fps")
    XCTAssertFalse(label.update(preset: "ios", fps: 60.2), "60.2 shows as 60")
    XCTAssertEqual(label.text, "iOS · 60 fps")
    XCTAssertTrue(label.update(preset: "ios", fps: 59.4))
    XCTAssertEqual(label.text, "iOS · 59 fps")
    XCTAssertTrue(label.update(preset: "gtk", fps: 59.4))
    XCTAssertEqual(label.text, "GTK · 59 fps")
    XCTAssertEqual(label.widest, "GTK · 000 fps")
    XCTAssertTrue(label.update(preset: "gtk", fps: .nan))
    XCTAssertEqual(label.text, "GTK · nan fps")
    XCTAssertTrue(label.update(preset: "gtk", fps: 144))
    XCTAssertEqual(label.text, "GTK · 144 fps")
    // Labels kept by rate are the preset's own, and each rate's own.
    XCTAssertTrue(label.update(preset: "gtk", fps: 59.2))
    XCTAssertEqual(label.text, "GTK · 59 fps")
    XCTAssertTrue(label.update(preset: "ios", fps: 59.2))
    XCTAssertEqual(label.text, "iOS · 59 fps")
    XCTAssertTrue(label.update(preset: "ios", fps: 61))
    XCTAssertEqual(label.text, "iOS · 61 fps")
    XCTAssertTrue(label.update(preset: "ios", fps: 58.9))
    XCTAssertEqual(label.text, "iOS · 59 fps")
    XCTAssertTrue(label.update(preset: "ios", fps: -0.2))
    XCTAssertEqual(label.text, "iOS · 0 fps")
    XCTAssertTrue(label.update(preset: "ios", fps: 2500))
    XCTAssertEqual(label.text, "iOS · 2500 fps")
  }

  func testTheTopBarShowsTheFPSAndThePresetOfEachFrame() throws {
    let app = try AppDriver.makeApp(["--no-hud"])
    app.measuredFPS = 60
    XCTAssertEqual(statusText(AppDriver.frame(app, [], at: 0.016)), "iOS · 60 fps")
    app.measuredFPS = 120.4
    XCTAssertEqual(statusText(AppDriver.frame(app, [], at: 0.032)), "iOS · 120 fps")
    app.measuredFPS = 59.5
    XCTAssertEqual(statusText(AppDriver.frame(app, [], at: 0.048)), "iOS · 60 fps")
    _ = AppDriver.frame(app, [AppDriver.key("p", at: 0.05)], at: 0.05)
    XCTAssertEqual(statusText(AppDriver.frame(app, [], at: 0.066)), "iOS fast · 60 fps")
    // A preset set in place of the cycle (tuning) reaches the label too.
    app.selection.setPhysics(try XCTUnwrap(ScrollPhysics.preset(named: "gtk")))
    XCTAssertEqual(app.selection.physicsName, "gtk")
    XCTAssertEqual(statusText(AppDriver.frame(app, [], at: 0.083)), "GTK · 60 fps")
  }

  func testTheBarAndItsRecordFollowAResizeAndASceneSwitch() throws {
    let app = try AppDriver.makeApp(["--no-hud", "--scene", "feed"])
    _ = AppDriver.frame(app, [], at: 0.016)
    let wide = try XCTUnwrap(app.lastLayoutRecord)
    // A narrow window: the record is the one a fresh app of that size draws.
    let narrowSize = Size(width: 480, height: 360)
    _ = AppDriver.frame(app, [InputEvent(time: 0.03, kind: .resize(narrowSize))], at: 0.03)
    let narrow = try XCTUnwrap(app.lastLayoutRecord)
    let fresh = try AppDriver.makeApp(["--no-hud", "--scene", "feed", "--size", "480x360"])
    _ = AppDriver.frame(fresh, [], at: 0.016)
    let expected = try XCTUnwrap(fresh.lastLayoutRecord)
    XCTAssertEqual(narrow.tabs, expected.tabs)
    XCTAssertEqual(narrow.tabStrip, expected.tabStrip)
    XCTAssertEqual(narrow.helpText, expected.helpText)
    XCTAssertNotEqual(narrow.tabStrip, wide.tabStrip)
    // Another scene: its own help items, the new tab current in the bar.
    _ = AppDriver.frame(app, [AppDriver.key("0", at: 0.05)], at: 0.05)
    let switched = try XCTUnwrap(app.lastLayoutRecord)
    XCTAssertNotEqual(switched.helpText, narrow.helpText)
    XCTAssertEqual(app.chrome.bar?.current, 0)
    let other = try AppDriver.makeApp(["--no-hud", "--scene", "showcase", "--size", "480x360"])
    _ = AppDriver.frame(other, [], at: 0.016)
    XCTAssertEqual(switched.helpText, other.lastLayoutRecord?.helpText)
    XCTAssertEqual(switched.tabs, other.lastLayoutRecord?.tabs)
  }

  func testTabTitlesAreTheBuiltScenesOwn() {
    let env = SceneEnvironment(measurer: ApproximateTextMeasurer(), itemCount: 10)
    let entries = Array(SceneCatalog.entries.prefix(2))
    var listed = entries
    listed[1].title = "Not built yet"
    let slots = SceneSlots(entries: listed) { name, _ in SceneCatalog.makeScene(name, env) }
    XCTAssertEqual(slots.titles, [entries[0].title, "Not built yet"])
    _ = slots[1]
    XCTAssertEqual(slots.titles, entries.map(\.title), "the built scene answers for itself")
  }
}
