import Drawing
import Foundation
import Profiling
import Recording
import XCTest

@testable import SandboxKit
@testable import Scenes
@testable import ScrollCore

/// The inspector's Tune section driven by scripted keys and clicks: every control path
/// changes the setting, applies it, and writes it to the recording as a `set` line.
final class TuneSectionTests: XCTestCase {
  /// An app built as the sandbox builds it (scenes built on demand with the tuned numbers).
  private func makeApp(_ args: [String]) throws -> (SandboxApp, Recorder) {
    var options = try SandboxOptions.parse(args, scenes: SceneCatalog.names)
    try options.resolveTuning()
    let measurer = ApproximateTextMeasurer()
    let env = SceneEnvironment(measurer: measurer, physics: options.physics, itemCount: 500)
    let scenes = SceneSlots(entries: SceneCatalog.entries, tuning: options.sceneTuning) {
      var e = env
      e.tuning = $1
      return SceneCatalog.makeScene($0, e)
    }
    let app = SandboxApp(
      options: options, scenes: scenes, measurer: measurer,
      profiler: FrameProfiler(clock: { 0 }))
    let recorder = Recorder()
    app.telemetry.record = { recorder.events.append($0) }
    app.start(at: 0)
    _ = AppDriver.frame(app, [], at: 0.016)
    return (app, recorder)
  }

  /// Collects what the app records.
  final class Recorder {
    var events: [InputEvent] = []
    /// The `set` lines among them.
    var settings: [(String, Double)] {
      events.compactMap {
        if case .setting(let n, let v) = $0.kind { return (n, v) }
        return nil
      }
    }
  }

  private func key(_ k: Key, at t: Double, mods: KeyModifiers = []) -> InputEvent {
    InputEvent(time: t, kind: .keyDown(k, modifiers: mods, isRepeat: false))
  }

  private func select(_ name: String, in app: SandboxApp, at t: Double) throws {
    let index = try XCTUnwrap(app.tuneRows.firstIndex { $0.name == name })
    var events: [InputEvent] = []
    for i in 0..<index { events.append(key(.down, at: t + Double(i) * 1e-4)) }
    _ = AppDriver.frame(app, events, at: t + 0.01)
    XCTAssertEqual(app.tune.selected, index)
  }

  func testKeysFocusPickChangeAndResetARowAndEachChangeIsRecorded() throws {
    let (app, rec) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    let texts = AppDriver.texts(AppDriver.frame(app, [key(.character("u"), at: 0.1)], at: 0.1))
    XCTAssertTrue(app.tune.focused)
    XCTAssertTrue(texts.contains("TUNE · KEYS ON"), "the section says it has the keys")
    XCTAssertTrue(
      texts.contains { $0.hasPrefix("Physics and scene changes apply from the next") })
    try select("feed.top-threshold", in: app, at: 0.2)
    _ = AppDriver.frame(app, [key(.right, at: 0.3)], at: 0.3)
    _ = AppDriver.frame(app, [key(.right, at: 0.4, mods: .shift)], at: 0.4)
    XCTAssertEqual(app.tune.scene.value(named: "feed.top-threshold"), 240 + 10 + 100)
    XCTAssertEqual(
      app.selection.slots.tuning.value(named: "feed.top-threshold"), 350,
      "the scenes have it (at rest)")
    _ = AppDriver.frame(app, [key(.character("0"), at: 0.5)], at: 0.5)
    XCTAssertEqual(app.tune.scene.value(named: "feed.top-threshold"), 240)
    XCTAssertEqual(rec.settings.map(\.1), [250, 350, 240])
    XCTAssertTrue(rec.settings.allSatisfy { $0.0 == "feed.top-threshold" })
    // The arrows drive the section, not the feed; U hands them back.
    XCTAssertEqual(app.scene.hud.geometry.pointsScrolled.y, 0)
    _ = AppDriver.frame(app, [key(.character("u"), at: 0.6)], at: 0.6)
    XCTAssertFalse(app.tune.focused)
  }

  func testATunedThresholdTakesEffectInTheSceneOnScreen() throws {
    let (app, _) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    let feed = try XCTUnwrap(app.scene as? FeedScene)
    app.applySetting("feed.top-threshold", 600, at: 0.1, record: true)
    _ = AppDriver.frame(app, [], at: 0.12)
    XCTAssertTrue(app.scene === feed, "not rebuilt")
    feed.list.host.controller.scroll(to: Point(x: 0, y: 400), animation: .none, at: 0.13)
    _ = AppDriver.frame(app, [], at: 0.14)
    XCTAssertFalse(feed.button.isShown, "400 is not past 600")
    feed.list.host.controller.scroll(to: Point(x: 0, y: 700), animation: .none, at: 0.15)
    _ = AppDriver.frame(app, [], at: 0.16)
    XCTAssertTrue(feed.button.isShown)
  }

  func testAnInputNumberAppliesToTheNextGestureWithoutRebuildingTheScene() throws {
    let (app, rec) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    let feed = try XCTUnwrap(app.scene as? FeedScene)
    feed.list.host.controller.scroll(to: Point(x: 0, y: 1000), animation: .none, at: 0.05)
    _ = AppDriver.frame(app, [], at: 0.06)
    _ = AppDriver.frame(app, [], at: 0.08)
    // (Rows measured on the way keep the row on screen still: not exactly 1000.)
    let before = feed.list.host.view.offset.y
    XCTAssertGreaterThan(before, 900)
    app.applySetting("input.wheel-step", 120, at: 0.1, record: true)
    _ = AppDriver.frame(app, [], at: 0.12)
    XCTAssertTrue(app.scene === feed, "the scene on screen was kept")
    XCTAssertEqual(feed.list.host.view.offset.y, before, "and its scroll position")
    XCTAssertEqual(feed.list.host.controller.interpreter.configuration.wheelStep, .fixed(120))
    XCTAssertEqual(rec.settings.first?.0, "input.wheel-step")
    // One detent now scrolls 120 pt.
    let wheel = InputEvent(
      time: 0.2, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 300, y: 400), modifiers: []))
    var t = 0.2
    _ = AppDriver.frame(app, [wheel], at: t)
    while t < 2 {
      t += 1.0 / 60
      _ = AppDriver.frame(app, [], at: t)
    }
    XCTAssertEqual(feed.list.host.view.offset.y, before + 120, accuracy: 0.01)
    // A scene built later (another tab) takes the tuned number too.
    let chat = try XCTUnwrap(SceneCatalog.names.firstIndex(of: "chat"))
    app.select(chat, at: t)
    _ = AppDriver.frame(app, [], at: t + 0.02)
    let chatScene = try XCTUnwrap(app.scene as? ChatScene)
    XCTAssertEqual(chatScene.host.controller.interpreter.configuration.wheelStep, .fixed(120))
  }

  func testAPhysicsChangeWaitsForTheRunningMotionToEnd() throws {
    let (app, rec) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    let wheel = InputEvent(
      time: 0.1, kind: .wheel(dx: 0, dy: -3, pointer: Point(x: 300, y: 400), modifiers: []))
    _ = AppDriver.frame(app, [wheel], at: 0.1)
    _ = AppDriver.frame(app, [], at: 0.12)
    XCTAssertNotEqual(app.scene.hud.phase, .idle)
    app.applySetting("physics.rate", 0.99, at: 0.13, record: true)
    XCTAssertEqual(
      app.selection.physics.deceleration as? ExponentialDeceleration,
      ScrollPhysics.ios.deceleration as? ExponentialDeceleration, "still running")
    XCTAssertTrue(app.tune.physicsPending)
    var t = 0.13
    while app.scene.hud.phase != .idle && t < 5 {
      t += 1.0 / 60
      _ = AppDriver.frame(app, [], at: t)
    }
    _ = AppDriver.frame(app, [], at: t + 0.02)
    XCTAssertEqual(
      app.selection.physics.deceleration as? ExponentialDeceleration,
      .exponential(ratePerMillisecond: 0.99))
    XCTAssertFalse(app.tune.physicsPending)
    XCTAssertEqual(rec.settings.first?.0, "physics.rate")
  }

  /// A fast drag up on the feed from `t` (a fling once released).
  private func fling(at t: Double) -> [InputEvent] {
    var events = [InputEvent(time: t, kind: .pointerDown(Point(x: 300, y: 600), button: 1))]
    for i in 1...12 {
      events.append(
        InputEvent(
          time: t + Double(i) * 0.008,
          kind: .pointerMove(Point(x: 300, y: 600 - Double(i) * 30), leftHeld: true)))
    }
    events.append(InputEvent(time: t + 0.1, kind: .pointerUp(Point(x: 300, y: 240), button: 1)))
    return events
  }

  /// Runs `app` frame by frame (60 fps) from the frame at `start` until one reaches `end`,
  /// handing it the events of `script` as they fall due; calls `each` after every frame and
  /// returns the last frame's time (frames at 0.016 + k / 60, as `play` runs them).
  @discardableResult
  private func run(
    _ app: SandboxApp, _ script: [InputEvent], from start: Double, to end: Double,
    each: (Double) -> Void = { _ in }
  ) -> Double {
    var pending = script[...]
    var t = start
    while t < end {
      t += 1.0 / 60
      var batch: [InputEvent] = []
      while let e = pending.first, e.time <= t {
        batch.append(e)
        pending = pending.dropFirst()
      }
      _ = AppDriver.frame(app, batch, at: t)
      each(t)
    }
    return t
  }

  func testASceneNumberChangedMidFlingWaitsForRestKeepingTheSceneAndTheFling() throws {
    let (app, rec) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    let (twin, _) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    let feed = try XCTUnwrap(app.scene as? FeedScene)
    let script = fling(at: 0.1)
    let t0 = run(app, script, from: 0.016, to: 0.29)
    run(twin, script, from: 0.016, to: 0.29)
    XCTAssertEqual(app.scene.mainViewState.phase, .decelerating)
    XCTAssertTrue(feed.button.isShown)
    app.applySetting("feed.top-threshold", 5000, at: 0.3, record: true)
    XCTAssertTrue(app.tune.scenePending, "waits for the fling to end")
    XCTAssertEqual(app.selection.slots.tuning.value(named: "feed.top-threshold"), 240)
    // The fling goes on exactly as in a twin without the change, the pill with it.
    var frames = 0
    var restedAt: Double?
    let t1 = run(app, [], from: t0, to: 8) { t in
      _ = AppDriver.frame(twin, [], at: t)
      XCTAssertTrue(app.scene === feed, "never rebuilt")
      XCTAssertEqual(app.scene.mainViewState, twin.scene.mainViewState, "at \(t)")
      XCTAssertEqual(feed.button.isShown, (twin.scene as? FeedScene)?.button.isShown)
      if app.scene.mainViewState.phase != .idle {
        frames += 1
      } else if restedAt == nil {
        restedAt = t
      }
    }
    XCTAssertGreaterThan(frames, 30, "the fling ran on")
    XCTAssertNotNil(restedAt)
    XCTAssertFalse(app.tune.scenePending, "applied once the scene rested")
    XCTAssertEqual(app.selection.slots.tuning.value(named: "feed.top-threshold"), 5000)
    let rested = feed.list.geometry.pointsScrolled.y
    XCTAssertGreaterThan(rested, 600)
    // The next motion meets the new threshold: the pill hides, 5000 pt not passed.
    let tick = InputEvent(
      time: 8.1, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 300, y: 400), modifiers: []))
    run(app, [tick], from: t1, to: 9)
    XCTAssertFalse(feed.button.isShown)
    XCTAssertGreaterThan(feed.list.geometry.pointsScrolled.y, rested, "from where it rested")
    // The recording, replayed, gives the same run.
    let original = app.telemetry.recentEvents.map { "\($0.time) \($0.name) \($0.fields)" }
    XCTAssertTrue(original.contains { $0.contains("button-hidden") })
    let recorded = try RecordingFormat.parse(RecordingFormat.encode(rec.events))
    let (replayed, tuning) = try play(recorded, until: 9)
    XCTAssertEqual(replayed, original)
    XCTAssertEqual(tuning.value(named: "feed.top-threshold"), 5000)
  }

  func testASceneNumberReachesEveryBuiltSceneThatUsesItInPlace() throws {
    let (app, _) = try makeApp(["--size", "1280x800", "--scene", "showcase"])
    let showcase = try XCTUnwrap(app.scene as? ShowcaseScene)
    app.select(try XCTUnwrap(SceneCatalog.names.firstIndex(of: "header")), at: 0.05)
    _ = AppDriver.frame(app, [], at: 0.06)
    let header = try XCTUnwrap(app.scene as? HeaderScene)
    app.applySetting("header.expanded-height", 220, at: 0.1, record: true)
    _ = AppDriver.frame(app, [], at: 0.12)
    XCTAssertTrue(app.scene === header, "kept")
    XCTAssertEqual(header.header.state.height, 220)
    XCTAssertEqual(header.list.spacerHeight, 232)
    app.select(try XCTUnwrap(SceneCatalog.names.firstIndex(of: "showcase")), at: 0.2)
    _ = AppDriver.frame(app, [], at: 0.22)
    XCTAssertTrue(app.scene === showcase, "the scene shown before, kept too")
    XCTAssertEqual(showcase.header.metrics.expandedHeight, 220)
    XCTAssertEqual(showcase.list.spacerHeight, 232)
    XCTAssertEqual(app.selection.slots.tuning.value(named: "header.expanded-height"), 220)
  }

  func testMouseStepsSlidesAndResetsAndTheWheelScrollsThePanel() throws {
    let (app, rec) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    let panel = try XCTUnwrap(app.chrome.layout.inspector)
    // The Tune section starts under the other sections: the wheel over the panel scrolls it.
    let before = app.scene.hud.geometry.pointsScrolled.y
    for i in 0..<40 {
      let t = 0.1 + Double(i) * 0.01
      _ = AppDriver.frame(
        app,
        [
          InputEvent(
            time: t,
            kind: .wheel(
              dx: 0, dy: -1, pointer: Point(x: panel.midX, y: panel.midY), modifiers: []))
        ], at: t)
    }
    XCTAssertGreaterThan(app.tune.scroll, 0)
    XCTAssertEqual(app.tune.scroll, app.maxInspectorScroll, "scrolled to the end")
    XCTAssertEqual(app.scene.hud.geometry.pointsScrolled.y, before, "the content did not move")
    let index = try XCTUnwrap(app.tuneRows.firstIndex { $0.name == "feed.away-from-top" })
    let hit = try XCTUnwrap(app.tune.hits.first { $0.index == index })
    XCTAssertTrue(panel.contains(Point(x: hit.plus.midX, y: hit.plus.midY)), "in view")
    func click(_ p: Point, button: Int = 1, at t: Double) {
      _ = AppDriver.frame(
        app,
        [
          InputEvent(time: t, kind: .pointerDown(p, button: button)),
          InputEvent(time: t + 0.001, kind: .pointerUp(p, button: button)),
        ], at: t + 0.002)
    }
    click(Point(x: hit.plus.midX, y: hit.plus.midY), at: 1)
    XCTAssertEqual(app.tune.scene.value(named: "feed.away-from-top"), 170)
    click(Point(x: hit.minus.midX, y: hit.minus.midY), at: 1.1)
    click(Point(x: hit.minus.midX, y: hit.minus.midY), at: 1.2)
    XCTAssertEqual(app.tune.scene.value(named: "feed.away-from-top"), 150)
    // Dragging the track: its middle is half the range (0...5000).
    let track = hit.track
    _ = AppDriver.frame(
      app,
      [
        InputEvent(time: 1.3, kind: .pointerDown(Point(x: track.minX, y: track.midY), button: 1)),
        InputEvent(
          time: 1.31, kind: .pointerMove(Point(x: track.midX, y: track.midY), leftHeld: true)),
        InputEvent(time: 1.32, kind: .pointerUp(Point(x: track.midX, y: track.midY), button: 1)),
      ], at: 1.33)
    XCTAssertEqual(app.tune.scene.value(named: "feed.away-from-top"), 2500)
    click(Point(x: hit.row.midX, y: hit.row.midY), button: 3, at: 1.4)
    XCTAssertEqual(app.tune.scene.value(named: "feed.away-from-top"), 160, "a right click resets")
    XCTAssertEqual(rec.settings.map(\.1), [170, 160, 150, 0, 2500, 160])
  }

  func testSaveWritesAPresetAtomicallyAndLoadReadsItBack() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tune-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("mine.preset").path
    let (app, rec) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    app.tune.savePath = path
    _ = AppDriver.frame(app, [key(.character("u"), at: 0.1)], at: 0.1)
    XCTAssertEqual(app.tuneRows.first?.name, "physics.rate")
    _ = AppDriver.frame(app, [key(.left, at: 0.2, mods: .shift)], at: 0.2)
    XCTAssertEqual(app.tune.physics.value(of: "physics.rate"), 0.997)
    let texts = AppDriver.texts(AppDriver.frame(app, [key(.character("w"), at: 0.3)], at: 0.3))
    XCTAssertTrue(
      texts.contains("Saved preset \(path)"), "\(texts.filter { $0.contains("preset") })")
    let saved = try PresetFile.parse(String(contentsOfFile: path, encoding: .utf8))
    XCTAssertEqual(saved.value(of: "physics.rate"), 0.997)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: dir.path), ["mine.preset"],
      "no temporary file left")
    // Back to the default, then L loads the saved file (the last saved path).
    _ = AppDriver.frame(app, [key(.character("0"), at: 0.4)], at: 0.4)
    XCTAssertEqual(app.tune.physics.value(of: "physics.rate"), 0.998)
    _ = AppDriver.frame(app, [key(.character("l"), at: 0.5)], at: 0.5)
    XCTAssertEqual(app.tune.physics.value(of: "physics.rate"), 0.997)
    XCTAssertEqual(rec.settings.map(\.1), [0.997, 0.998, 0.997])
    // A bad file is refused with a message, and nothing changes.
    try "format = \"nope\"\n".write(toFile: path, atomically: true, encoding: .utf8)
    let refused = AppDriver.texts(
      AppDriver.frame(app, [key(.character("l"), at: 0.6)], at: 0.6))
    XCTAssertTrue(refused.contains { $0.hasPrefix("Preset not loaded: line ") }, "\(refused)")
    XCTAssertEqual(app.tune.physics.value(of: "physics.rate"), 0.997)
  }

  func testAReplayedSetLineAppliesTheChangeWithoutTheInspector() throws {
    let (app, rec) = try makeApp(["--size", "1280x800", "--scene", "feed", "--no-hud"])
    _ = AppDriver.frame(
      app, [InputEvent(time: 0.1, kind: .setting(name: "input.line-step", value: 90))], at: 0.1)
    XCTAssertEqual(app.tune.scene.value(named: "input.line-step"), 90)
    XCTAssertEqual(rec.settings.count, 1, "recorded once, as read")
    _ = AppDriver.frame(app, [key(.down, at: 0.2)], at: 0.2)
    var t = 0.2
    while app.scene.hud.phase != .idle && t < 3 {
      t += 1.0 / 60
      _ = AppDriver.frame(app, [], at: t)
    }
    XCTAssertEqual(app.scene.hud.geometry.pointsScrolled.y, 90, "the arrow key scrolls 90 pt")
  }

  /// Runs `events` through an app frame by frame (60 fps) until `end`; returns its scene
  /// events as text and its final tuning.
  private func play(_ events: [InputEvent], until end: Double) throws -> ([String], SceneTuning) {
    let (app, _) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    run(app, events, from: 0.016, to: end)
    return (app.telemetry.recentEvents.map { "\($0.time) \($0.name) \($0.fields)" }, app.tune.scene)
  }

  func testARecordingOfLiveChangesReplaysToTheSameEventsWithOrWithoutTheKeys() throws {
    let (app, rec) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    var script: [InputEvent] = [key(.character("u"), at: 0.05)]
    for i in 0..<7 { script.append(key(.down, at: 0.06 + Double(i) * 0.01)) }
    script += [
      key(.right, at: 0.2), key(.right, at: 0.3, mods: .shift), key(.character("u"), at: 0.35),
    ]
    for i in 0..<8 {
      script.append(
        InputEvent(
          time: 0.4 + Double(i) * 0.03,
          kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 300, y: 400), modifiers: [])))
    }
    var t = 0.016
    var pending = script[...]
    while t < 3 {
      t += 1.0 / 60
      var batch: [InputEvent] = []
      while let e = pending.first, e.time <= t {
        batch.append(e)
        pending = pending.dropFirst()
      }
      _ = AppDriver.frame(app, batch, at: t)
    }
    XCTAssertEqual(rec.settings.map(\.1), [250, 350])
    let text = RecordingFormat.encode(rec.events)
    XCTAssertTrue(text.contains("0.3 set name=feed.top-threshold value=350\n"), text)
    let recorded = try RecordingFormat.parse(text)
    let original = app.telemetry.recentEvents.map { "\($0.time) \($0.name) \($0.fields)" }
    XCTAssertTrue(original.contains { $0.contains("button-shown") }, "the fling passed 350 pt")
    let (replayed, tuning) = try play(recorded, until: 3)
    XCTAssertEqual(replayed, original)
    XCTAssertEqual(tuning.value(named: "feed.top-threshold"), 350)
    // Without the inspector's keys, the 'set' lines alone give the same run.
    let setsOnly = recorded.filter {
      if case .keyDown = $0.kind { return false }
      return true
    }
    let (fromSets, tuned) = try play(setsOnly, until: 3)
    XCTAssertEqual(fromSets, original)
    XCTAssertEqual(tuned.value(named: "feed.top-threshold"), 350)
  }

  /// Issue 34, item 13: W outside the Tune section saves too; a save that fails is counted
  /// (the run then ends with status 1).
  func testWOutsideTheTuneSectionSavesAndAFailedSaveIsCounted() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tune-w-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let (app, _) = try makeApp(["--size", "1280x800", "--scene", "feed"])
    app.tune.savePath = dir.appendingPathComponent("mine.preset").path
    _ = AppDriver.frame(app, [key(.character("w"), at: 0.1)], at: 0.1)
    XCTAssertFalse(app.tune.focused)
    XCTAssertNoThrow(
      try PresetFile.parse(String(contentsOfFile: app.tune.savePath, encoding: .utf8)))
    XCTAssertEqual(app.tune.saveFailures, 0)
    app.tune.savePath = dir.appendingPathComponent("missing/mine.preset").path
    _ = AppDriver.frame(app, [key(.character("w"), at: 0.2)], at: 0.2)
    XCTAssertEqual(app.tune.saveFailures, 1)
  }
}
