import Drawing
import Foundation
import Profiling
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The scroll device as the app reports it: `device` lines in --events-out, the HUD rows,
/// and the choice of SDL's Wayland driver.
final class ScrollDeviceReportTests: XCTestCase {
  let pad = ScrollSourceDevice(
    name: "SynPS/2 Synaptics TouchPad", kind: .touchpad, source: .libinput)
  let xtest = ScrollSourceDevice(
    name: "Virtual core XTEST pointer", kind: nil, source: .deltaPattern)

  func wheel(_ dy: Double, at t: Double) -> InputEvent {
    InputEvent(time: t, kind: .wheel(dx: 0, dy: dy, pointer: Point(x: 300, y: 300), modifiers: []))
  }

  func testTheMonitorReportsEachChangeOfDeviceVerdictOrSource() {
    var m = ScrollDeviceMonitor()
    var reports: [ScrollDeviceReport] = []
    let events = [
      InputEvent(time: 0, kind: .scrollDevice(xtest)), wheel(-1, at: 0.1), wheel(-1, at: 0.5),
      InputEvent(time: 1, kind: .scrollDevice(pad)), wheel(-0.2, at: 1.01), wheel(-1, at: 1.02),
      wheel(-0.3, at: 1.03),
    ]
    for e in events { if let r = m.observe(e) { reports.append(r) } }
    XCTAssertEqual(
      reports,
      [
        ScrollDeviceReport(name: "Virtual core XTEST pointer", kind: .wheel, source: .deltaPattern),
        ScrollDeviceReport(name: "SynPS/2 Synaptics TouchPad", kind: .touchpad, source: .libinput),
      ])
    XCTAssertEqual(
      m.current?.inspectorRows.map(\.value), ["SynPS/2 Synaptics TouchPad", "touchpad by libinput"])
  }

  func testUnnamedStreamsAreJudgedByTheirDeltas() {
    var m = ScrollDeviceMonitor()
    XCTAssertEqual(m.observe(wheel(-0.4, at: 0.1))?.kind, .touchpad)
    XCTAssertNil(m.observe(wheel(-1, at: 0.12)), "a whole delta inside the gesture")
    XCTAssertEqual(m.observe(wheel(-1, at: 1))?.kind, .wheel, "after the gap: a wheel")
    XCTAssertNil(m.observe(wheel(.nan, at: 2)))
  }

  func testEventsOutHasADeviceLineAndTheHUDNamesTheDevice() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sbx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("e.jsonl").path
    let options = try SandboxOptions.parse(["--scene", "feed"], scenes: SceneCatalog.names)
    let measurer = ApproximateTextMeasurer()
    let env = SceneEnvironment(measurer: measurer, physics: .ios, seed: 42, itemCount: 500)
    let app = SandboxApp(
      options: options, scenes: SceneSlots(scenes: SceneCatalog.makeScenes(env)),
      measurer: measurer, profiler: FrameProfiler(clock: { 0 }))
    app.start(at: 0)
    app.telemetry.eventsOut = try EventsOutWriter(path: path, includeFrames: false)
    app.inspector.scrollPath = "XI2 2.4 raw events"
    var list = DisplayList()
    for i in 0..<12 {
      let t = Double(i) / 60
      var events: [InputEvent] = []
      if i == 1 { events.append(InputEvent(time: t, kind: .scrollDevice(pad))) }
      if i >= 1 && i < 8 { events.append(wheel(-0.25, at: t)) }
      list = AppDriver.frame(app, events, at: t)
    }
    try app.telemetry.eventsOut?.close()
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let devices = try lines.compactMap {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }.filter { $0["type"] as? String == "device" }
    XCTAssertEqual(devices.count, 1)
    XCTAssertEqual(devices.first?["name"] as? String, "SynPS/2 Synaptics TouchPad")
    XCTAssertEqual(devices.first?["kind"] as? String, "touchpad")
    XCTAssertEqual(devices.first?["source"] as? String, "libinput")
    let texts = AppDriver.texts(list)
    XCTAssertTrue(texts.contains { $0.hasPrefix("SynPS/2 Synaptics") }, "\(texts)")
    XCTAssertTrue(texts.contains("touchpad by libinput"), "\(texts)")
    XCTAssertTrue(texts.contains("XI2 2.4 raw events"))
    XCTAssertEqual(app.scene.hud.phase, SCScrollPhase.interacting, "the touchpad is followed")
  }

  func testWaylandIsChosenOnlyWhenAskedAndAvailable() throws {
    unsetenv("SDL_VIDEODRIVER")
    defer { unsetenv("SDL_VIDEODRIVER") }
    let plain = try SandboxOptions.parse([], scenes: SceneCatalog.names)
    XCTAssertFalse(plain.wayland)
    XCTAssertNil(
      WindowLoop.chooseVideoDriver(options: plain, environment: ["WAYLAND_DISPLAY": "w-0"]))
    XCTAssertNil(getenv("SDL_VIDEODRIVER"))
    let asked = try SandboxOptions.parse(["--wayland"], scenes: SceneCatalog.names)
    XCTAssertEqual(
      WindowLoop.chooseVideoDriver(options: asked, environment: [:]),
      "--wayland: WAYLAND_DISPLAY is not set; using SDL's default driver")
    XCTAssertNil(getenv("SDL_VIDEODRIVER"))
    let note = WindowLoop.chooseVideoDriver(options: asked, environment: ["WAYLAND_DISPLAY": "w-0"])
    XCTAssertEqual(note?.hasPrefix("--wayland: SDL's Wayland driver on w-0"), true)
    XCTAssertEqual(getenv("SDL_VIDEODRIVER").map { String(cString: $0) }, "wayland")
  }
}
