import Drawing
import Profiling
import Runtime
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The docked inspector, the drawer, the help overlay and line, the graph strip and the
/// messages, through the app's frame stages (no window).
final class InspectorTests: XCTestCase {
  func makeApp(_ args: [String]) throws -> SandboxApp { try AppDriver.makeApp(args) }

  func frame(_ app: SandboxApp, _ events: [InputEvent] = [], at t: Double) -> [String] {
    AppDriver.texts(AppDriver.frame(app, events, at: t))
  }

  func key(_ c: Character, at t: Double) -> InputEvent { AppDriver.key(c, at: t) }

  func record(_ app: SandboxApp) throws -> LayoutRecord { try XCTUnwrap(app.lastLayoutRecord) }

  func testDocksBesideTheContentOnWideWindowsAndTheContentReflows() throws {
    let app = try makeApp(["--size", "1280x800", "--scene", "snap"])
    _ = frame(app, at: 0.016)
    let r = try record(app)
    let panel = try XCTUnwrap(r.inspector)
    XCTAssertEqual(r.inspectorMode, "docked")
    XCTAssertFalse(panel.intersects(r.content), "\(panel) covers \(r.content)")
    XCTAssertEqual(r.content.width + panel.width, 1280, accuracy: 0.001)
    XCTAssertEqual(app.scene.hud.geometry.containerSize.width, r.content.width, accuracy: 0.001)
    // H collapses it: the scene gets the whole width.
    _ = frame(app, [key("h", at: 0.03)], at: 0.03)
    let collapsed = try record(app)
    XCTAssertNil(collapsed.inspector)
    XCTAssertEqual(collapsed.content.width, 1280, accuracy: 0.001)
    XCTAssertEqual(app.scene.hud.geometry.containerSize.width, 1280, accuracy: 0.001)
  }

  func testTextScenesGetACentredReadableColumnOnWideWindows() throws {
    let app = try makeApp(["--size", "2560x1440", "--scene", "feed"])
    _ = frame(app, at: 0.016)
    let r = try record(app)
    XCTAssertEqual(r.scene.width, WindowLayout.readableColumnWidth)
    XCTAssertEqual(r.scene.midX, r.content.midX, accuracy: 1)
    XCTAssertEqual(app.scene.hud.geometry.containerSize.width, r.scene.width, accuracy: 0.001)
    // A scene that is not text (the snap gallery) keeps the whole content.
    _ = frame(app, [key("5", at: 0.03)], at: 0.03)
    XCTAssertEqual(try record(app).scene, try record(app).content)
    // A narrow window: the column is the content.
    let small = try makeApp(["--size", "640x480", "--scene", "feed"])
    _ = frame(small, at: 0.016)
    XCTAssertEqual(try record(small).scene, try record(small).content)
  }

  func testNarrowWindowsGetAClosedDrawerThatHOpensOverTheContent() throws {
    let app = try makeApp(["--size", "900x700"])
    XCTAssertFalse(frame(app, at: 0.016).contains("phase"))
    XCTAssertEqual(try record(app).inspectorMode, "collapsed")
    let before = try record(app).content
    let shown = frame(app, [key("h", at: 0.03)], at: 0.03)
    XCTAssertTrue(shown.contains("phase"))
    let r = try record(app)
    XCTAssertEqual(r.inspectorMode, "drawer")
    XCTAssertEqual(r.content, before, "the drawer must not reflow the content")
    XCTAssertEqual(r.overlays.map(\.name), ["drawer"])
    // Widening the window with the drawer open docks it.
    _ = frame(
      app, [InputEvent(time: 0.05, kind: .resize(Size(width: 1400, height: 800)))], at: 0.05)
    XCTAssertEqual(try record(app).inspectorMode, "docked")
  }

  func testNoHudStartsCollapsedAtAnyWidth() throws {
    let app = try makeApp(["--size", "1600x900", "--no-hud"])
    _ = frame(app, at: 0.016)
    XCTAssertNil(try record(app).inspector)
    XCTAssertEqual(try record(app).content.width, 1600, accuracy: 0.001)
  }

  func testTheInspectorShowsTheNewSceneOnTheFrameOfTheSwitch() throws {
    let app = try makeApp(["--size", "1280x800", "--scene", "header"])
    _ = frame(app, at: 0.016)
    let texts = frame(app, [key("2", at: 0.03)], at: 0.03)
    XCTAssertEqual(app.scene.name, "feed")
    XCTAssertTrue(texts.contains("SCENE · FEED"), "\(texts)")
    XCTAssertFalse(texts.contains("SCENE · HEADER"))
    let height = app.scene.hud.geometry.contentSize.height
    XCTAssertTrue(
      texts.contains { $0.contains(formatPoints(height, decimals: 0)) },
      "the content size row is not the feed's \(height)")
  }

  func testTheScrollRowsShowEveryFramesOffsetDuringMotion() throws {
    let app = try makeApp(["--size", "1280x800", "--scene", "feed"])
    var t = 0.0
    for i in 0..<40 {
      t = Double(i + 1) / 60
      let wheel = InputEvent(
        time: t,
        kind: .wheel(dx: 0, dy: i < 4 ? -2 : 0, pointer: Point(x: 300, y: 300), modifiers: []))
      let texts = frame(app, i < 4 ? [wheel] : [], at: t)
      let g = app.scene.hud.geometry
      let want = "\(formatPoints(g.contentOffset.x)), \(formatPoints(g.contentOffset.y))"
      XCTAssertTrue(texts.contains(want), "frame \(i): no row reads \(want)")
    }
    XCTAssertGreaterThan(app.scene.hud.geometry.contentOffset.y, 10)
  }

  func testDraggingTheEdgeResizesTheInspectorAndTheContentFollows() throws {
    let app = try makeApp(["--size", "1280x800", "--scene", "snap"])
    _ = frame(app, at: 0.016)
    let panel = try XCTUnwrap(try record(app).inspector)
    let y = panel.midY
    _ = frame(
      app, [InputEvent(time: 0.02, kind: .pointerDown(Point(x: panel.minX, y: y), button: 1))],
      at: 0.02)
    _ = frame(
      app,
      [
        InputEvent(time: 0.03, kind: .pointerMove(Point(x: panel.minX - 100, y: y), leftHeld: true))
      ],
      at: 0.03)
    _ = frame(
      app, [InputEvent(time: 0.04, kind: .pointerUp(Point(x: panel.minX - 100, y: y), button: 1))],
      at: 0.04)
    let r = try record(app)
    XCTAssertEqual(try XCTUnwrap(r.inspector).width, panel.width + 100, accuracy: 0.001)
    XCTAssertEqual(r.content.width, 1280 - panel.width - 100, accuracy: 0.001)
    XCTAssertEqual(app.scene.hud.geometry.containerSize.width, r.content.width, accuracy: 0.001)
    // It never squeezes the content below its minimum.
    _ = frame(
      app, [InputEvent(time: 0.05, kind: .pointerDown(Point(x: r.content.maxX, y: y), button: 1))],
      at: 0.05)
    _ = frame(
      app, [InputEvent(time: 0.06, kind: .pointerMove(Point(x: 10, y: y), leftHeld: true))],
      at: 0.06)
    XCTAssertEqual(
      try record(app).content.width, WindowLayout.minimumDockedContentWidth, accuracy: 0.001)
  }

  func testWheelOverTheInspectorDoesNotScrollTheScene() throws {
    let app = try makeApp(["--size", "1280x800", "--scene", "feed"])
    _ = frame(app, at: 0.016)
    let panel = try XCTUnwrap(try record(app).inspector)
    for i in 0..<10 {
      let t = 0.03 + Double(i) / 60
      let wheel = InputEvent(
        time: t,
        kind: .wheel(dx: 0, dy: -3, pointer: Point(x: panel.midX, y: panel.midY), modifiers: []))
      _ = frame(app, [wheel], at: t)
    }
    XCTAssertEqual(app.scene.hud.geometry.contentOffset.y, 0, accuracy: 0.001)
  }

  func testHelpOverlayOpensWithQuestionMarkAndEscapeClosesItWithoutQuitting() throws {
    let app = try makeApp(["--size", "1280x800", "--scene", "chat"])
    let texts = frame(app, [key("?", at: 0.02)], at: 0.02)
    XCTAssertTrue(app.chrome.helpShown)
    XCTAssertEqual(try record(app).overlays.map(\.name), ["help"])
    XCTAssertTrue(texts.contains("Keys and mouse"))
    XCTAssertTrue(texts.contains("In Chat"))
    // Every global key is listed.
    for k in ["H", "F", "P", "D", "S", "Q / Escape", "click a tab", "drag the inspector's edge"] {
      XCTAssertTrue(texts.contains(k), "help lacks \(k)")
    }
    _ = frame(
      app, [InputEvent(time: 0.03, kind: .keyDown(.escape, modifiers: [], isRepeat: false))],
      at: 0.03)
    XCTAssertFalse(app.chrome.helpShown)
    XCTAssertFalse(app.requests.quit)
    // Shift-/ (how "?" arrives from a keyboard) opens it too.
    _ = frame(
      app,
      [InputEvent(time: 0.04, kind: .keyDown(.character("/"), modifiers: .shift, isRepeat: false))],
      at: 0.04)
    XCTAssertTrue(app.chrome.helpShown)
  }

  func testTheHelpLineKeepsWholeItemsAndAlwaysPointsToHelp() throws {
    for width in [480.0, 640, 900, 1280] {
      let app = try makeApp(["--size", "\(Int(width))x600", "--scene", "snap", "--no-hud"])
      _ = frame(app, at: 0.016)
      let items = ChromeView.helpItems(
        sceneHelp: app.scene.helpLine, sceneCount: SceneCatalog.entries.count)
      let shown = app.helpText.components(separatedBy: "  ·  ")
      XCTAssertEqual(shown.first, ChromeView.helpKey)
      for s in shown { XCTAssertTrue(items.contains(s), "\(width): '\(s)' is not a whole item") }
      let w = app.measurer.size(of: app.helpText, font: .caption).width
      XCTAssertLessThanOrEqual(w, width - 24, "\(width): the help line overflows")
    }
  }

  func testTheLayoutNeverGoesBelowTheMinimumSize() throws {
    let app = try makeApp(["--size", "900x700"])
    _ = frame(app, [InputEvent(time: 0.02, kind: .resize(Size(width: 120, height: 90)))], at: 0.02)
    XCTAssertEqual(try record(app).window, WindowLayout.minimumSize)
    XCTAssertGreaterThan(try record(app).content.height, 200)
  }

  func testTabsScrollToKeepTheCurrentTabWholeOnNarrowWindows() throws {
    let app = try makeApp(["--size", "480x600", "--scene", "visibility"])
    _ = frame(app, at: 0.016)
    let r = try record(app)
    XCTAssertTrue(r.tabsScroll)
    XCTAssertTrue(r.tabs[7].visible, "the current tab is cut: \(r.tabs[7])")
    XCTAssertFalse(r.tabs.contains { $0.truncated })
  }

  func testFWithTheInspectorCollapsedShowsAStripThatTakesItsRoomFromTheContent() throws {
    let app = try makeApp(["--size", "900x700", "--scene", "feed"])
    _ = frame(app, at: 0.016)
    let full = try record(app).content
    let texts = frame(app, [key("f", at: 0.03)], at: 0.03)
    let r = try record(app)
    let strip = try XCTUnwrap(r.graphStrip)
    XCTAssertFalse(strip.intersects(r.content))
    XCTAssertLessThan(r.content.height, full.height)
    XCTAssertEqual(app.scene.hud.geometry.containerSize.height, r.content.height, accuracy: 0.001)
    XCTAssertTrue(texts.contains { $0.hasPrefix("work p50") }, "\(texts)")
    // F cycles it: histogram, then off (and the content gets its room back).
    _ = frame(app, [key("f", at: 0.04)], at: 0.04)
    _ = frame(app, [key("f", at: 0.05)], at: 0.05)
    XCTAssertNil(try record(app).graphStrip)
    XCTAssertEqual(try record(app).content, full)
  }

  func testTheGraphNamesItsStagesAndBudgetAndScalesItsAxis() throws {
    let app = try makeApp(["--size", "1280x800"])
    var texts: [String] = []
    for i in 0..<20 { texts = frame(app, at: Double(i + 1) / 60) }
    for s in FrameStage.allCases where s.isWork {
      XCTAssertTrue(texts.contains(s.displayName), "legend lacks \(s.displayName)")
    }
    XCTAssertTrue(texts.contains { $0.hasPrefix("work p50") })
    XCTAssertTrue(texts.contains { $0.hasPrefix("dropped ") && $0.hasSuffix(" frames") })
    XCTAssertEqual(FrameGraphView.axisTop(forMaxMs: 0.3), 0.5)
    XCTAssertEqual(FrameGraphView.axisTop(forMaxMs: 1.5), 2)
    XCTAssertEqual(FrameGraphView.axisTop(forMaxMs: 17), 20)
    XCTAssertEqual(FrameGraphView.axisTop(forMaxMs: 1e9), 1000)
  }

  func testAMessageShowsForAMomentAndKeepsFramesComing() throws {
    let app = try makeApp(["--size", "900x700", "--scene", "feed"])
    _ = frame(app, at: 0.016)
    app.notify("Saved screenshot shot.png", at: 0.02)
    XCTAssertTrue(frame(app, at: 0.03).contains("Saved screenshot shot.png"))
    XCTAssertTrue(app.needsFrame(at: 1.0))
    XCTAssertEqual(try record(app).overlays.map(\.name), ["toast"])
    XCTAssertFalse(frame(app, at: 3.0).contains("Saved screenshot shot.png"))
    XCTAssertFalse(app.needsFrame(at: 3.0))
  }
}
