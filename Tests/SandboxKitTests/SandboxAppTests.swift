import Drawing
import Profiling
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

final class SandboxAppTests: XCTestCase {
  func makeApp(_ args: [String] = []) throws -> SandboxApp { try AppDriver.makeApp(args) }

  func frame(_ app: SandboxApp, _ events: [InputEvent], at t: Double) -> DisplayList {
    AppDriver.frame(app, events, at: t)
  }

  func key(_ c: Character, at t: Double, mods: KeyModifiers = []) -> InputEvent {
    AppDriver.key(c, at: t, mods: mods)
  }

  func texts(_ list: DisplayList) -> [String] { AppDriver.texts(list) }

  func testStartsOnTheRequestedSceneAndNumberKeysSwitch() throws {
    let app = try makeApp(["--scene", "feed"])
    XCTAssertEqual(app.scene.name, "feed")
    _ = frame(app, [key("4", at: 0.1)], at: 0.1)
    XCTAssertEqual(app.scene.name, "chat")
    _ = frame(
      app, [InputEvent(time: 0.2, kind: .keyDown(.tab, modifiers: [], isRepeat: false))], at: 0.2)
    XCTAssertEqual(app.scene.name, "snap")
    _ = frame(
      app, [InputEvent(time: 0.3, kind: .keyDown(.tab, modifiers: .shift, isRepeat: false))],
      at: 0.3)
    XCTAssertEqual(app.scene.name, "chat")
  }

  func testGlobalKeysToggleInspectorThemeGraphPresetAndQuit() throws {
    let app = try makeApp()
    let withInspector = texts(frame(app, [], at: 0.016))
    XCTAssertTrue(withInspector.contains("phase"))
    _ = frame(app, [key("h", at: 0.02)], at: 0.03)
    XCTAssertFalse(app.chrome.inspectorOpen)
    XCTAssertFalse(texts(frame(app, [], at: 0.04)).contains("phase"))
    _ = frame(app, [key("d", at: 0.05)], at: 0.05)
    XCTAssertTrue(app.theme.isDark)
    _ = frame(app, [key("p", at: 0.06)], at: 0.06)
    XCTAssertEqual(app.selection.physics.name, "ios-fast")
    // With the inspector hidden, F first shows the compact strip, then cycles it.
    _ = frame(app, [key("f", at: 0.07)], at: 0.07)
    XCTAssertTrue(app.chrome.graphStrip)
    XCTAssertEqual(app.chrome.graphMode, .bars)
    _ = frame(app, [key("f", at: 0.075)], at: 0.075)
    XCTAssertEqual(app.chrome.graphMode, .histogram)
    _ = frame(app, [key("s", at: 0.08)], at: 0.08)
    XCTAssertTrue(app.requests.screenshot)
    _ = frame(app, [key("q", at: 0.09)], at: 0.09)
    XCTAssertTrue(app.requests.quit)
  }

  func testClickingATabSwitchesScene() throws {
    let app = try makeApp()
    _ = frame(app, [], at: 0.05)
    let tab = try XCTUnwrap(app.lastLayoutRecord?.tabs[3].rect)
    let p = Point(x: tab.midX, y: tab.midY)
    _ = frame(app, [InputEvent(time: 0.1, kind: .pointerDown(p, button: 1))], at: 0.1)
    XCTAssertEqual(app.selection.current, 3)
  }

  func testChromeShowsTabsPresetAndHelp() throws {
    let app = try makeApp()
    let t = texts(frame(app, [], at: 0.016))
    XCTAssertTrue(t.contains { $0.hasPrefix("0 ") })
    XCTAssertTrue(t.contains { $0.hasPrefix("iOS · ") && $0.hasSuffix(" fps") }, "\(t)")
    XCTAssertTrue(t.contains { $0.contains("P preset") })
  }

  func testResizeReachesTheScene() throws {
    let app = try makeApp()
    _ = frame(app, [InputEvent(time: 0.1, kind: .resize(Size(width: 500, height: 400)))], at: 0.1)
    XCTAssertEqual(app.chrome.windowSize, Size(width: 500, height: 400))
    XCTAssertEqual(
      app.scene.hud.geometry.containerSize.height,
      400 - ChromeView.topBarHeight - ChromeView.helpHeight)
  }

  func testEventsOutWritesOneJSONObjectPerLine() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sbx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("e.jsonl").path
    let app = try makeApp(["--events-out-frames", "--scene", "feed"])
    app.telemetry.eventsOut = try EventsOutWriter(path: path, includeFrames: true)
    var t = 0.0
    for i in 0..<30 {
      t = Double(i) / 60
      let wheel = InputEvent(
        time: t,
        kind: .wheel(dx: 0, dy: i < 3 ? -1 : 0, pointer: Point(x: 300, y: 300), modifiers: []))
      _ = frame(app, i < 3 ? [wheel] : [], at: t)
    }
    try app.telemetry.eventsOut?.close()
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    XCTAssertGreaterThan(lines.count, 30)
    var types = Set<String>()
    for l in lines {
      let obj = try JSONSerialization.jsonObject(with: Data(l.utf8)) as? [String: Any]
      XCTAssertNotNil(obj?["t"])
      if let ty = obj?["type"] as? String { types.insert(ty) }
    }
    XCTAssertTrue(types.isSuperset(of: ["frame", "phase"]), "\(types)")
  }

  func testSwitchingSceneMidDragLeavesNoViewInteracting() throws {
    let app = try makeApp(["--scene", "feed"])
    var t = 0.0
    func step(_ events: [InputEvent]) {
      t += 1.0 / 60
      _ = frame(app, events.map { InputEvent(time: t, kind: $0.kind) }, at: t)
    }
    step([InputEvent(time: 0, kind: .pointerDown(Point(x: 300, y: 500), button: 1))])
    for y in stride(from: 480.0, through: 300, by: -20) {
      step([InputEvent(time: 0, kind: .pointerMove(Point(x: 300, y: y), leftHeld: true))])
    }
    XCTAssertEqual(app.scene.hud.phase, .interacting)
    step([key("1", at: t)])
    step([InputEvent(time: 0, kind: .pointerUp(Point(x: 300, y: 300), button: 1))])
    step([key("2", at: t)])
    XCTAssertEqual(app.scene.name, "feed")
    XCTAssertNotEqual(app.scene.hud.phase, .interacting)
    step([InputEvent(time: 0, kind: .keyDown(.end, modifiers: [], isRepeat: false))])
    for _ in 0..<300 { step([]) }
    let g = app.scene.hud.geometry
    XCTAssertEqual(app.scene.hud.phase, .idle)
    XCTAssertEqual(g.contentOffset.y, g.maxOffset(.vertical), accuracy: 1, "End did nothing")
  }

  func testAbsurdResizesAreClampedAndTheInspectorStillDraws() throws {
    let app = try makeApp(["--scene", "feed"])
    let huge = InputEvent(time: 0.1, kind: .resize(Size(width: 9.3e18, height: 1e19)))
    _ = frame(app, [huge], at: 0.1)
    XCTAssertEqual(app.chrome.windowSize, Size(width: 16384, height: 16384))
    _ = frame(app, [], at: 0.2)
  }
}
