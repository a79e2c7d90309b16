import Drawing
import Foundation
import Profiling
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// Hot reload of a scene file (issue 29, item 5), through the app's reload hook and through
/// its watcher: the scene is rebuilt with the new numbers, keeps its offset (clamped), preset
/// and tab, says "scene-reloaded"; a bad save keeps the last good scene and shows the error;
/// rename-over and truncate-then-write saves are both seen, a burst read once.
final class SceneFileReloadTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

  private func text(threshold: Int, rows: Int = 400) -> String {
    """
    format = "scroll-sandbox-scene"
    version = 1
    name = "live"
    preset = "flutter"
    [list]
    rows = \(rows)
    row-height = 50
    [top-button]
    threshold = \(threshold)

    """
  }

  /// An app on the scene file at `path`, started, writing events to `events`.
  @MainActor
  private func makeApp(path: String, events: String) throws -> SandboxApp {
    var options = try SandboxOptions.parse(
      ["--scene-file", path, "--size", "900x700"], scenes: SceneCatalog.names)
    options.take(try SceneFile.parse(String(contentsOfFile: path, encoding: .utf8)))
    let app = SandboxMain.makeApp(
      options: options, measurer: ApproximateTextMeasurer(), clock: { 0 })
    app.telemetry.eventsOut = try EventsOutWriter(path: events, includeFrames: false)
    app.start(at: 0)
    return app
  }

  private func offset(_ app: SandboxApp) -> Double {
    (app.scene as? ReloadableScene)?.contentOffset.y ?? .nan
  }

  @MainActor
  func testASaveRebuildsTheSceneKeepingItsOffsetPresetAndTab() async throws {
    let path = dir + "/live.toml"
    let events = dir + "/events.jsonl"
    try text(threshold: 300).write(toFile: path, atomically: true, encoding: .utf8)
    let app = try makeApp(path: path, events: events)
    XCTAssertEqual(app.scene.name, "live")
    var t = 0.0
    for _ in 0..<4 {
      t += 0.2
      let wheel = InputEvent(
        time: t, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 400, y: 400), modifiers: []))
      _ = AppDriver.frame(app, [wheel], at: t)
    }
    for _ in 0..<90 {
      t += 1.0 / 60
      _ = AppDriver.frame(app, [], at: t)
    }
    let before = offset(app)
    XCTAssertGreaterThan(before, 100)
    let old = app.scene
    app.reloadSceneFile(text: text(threshold: 123), at: t)
    XCTAssertFalse(app.scene === old, "a new scene")
    XCTAssertEqual(offset(app), before, accuracy: 0.001, "the offset is kept")
    XCTAssertEqual(app.selection.physicsName, "flutter")
    XCTAssertEqual(app.selection.slots.titles.last, "live")
    XCTAssertTrue(app.scene.helpLine.contains("Top past 123 pt"), app.scene.helpLine)
    // Fewer rows: the offset is clamped to the new content.
    app.reloadSceneFile(text: text(threshold: 123, rows: 3), at: t)
    XCTAssertEqual(offset(app), 0, accuracy: 0.001)
    try app.telemetry.eventsOut?.close()
    let lines = try String(contentsOfFile: events, encoding: .utf8)
    XCTAssertTrue(
      lines.contains(
        "\"type\":\"scene-reloaded\",\"file\":\"\(path)\",\"scene\":\"live\""),
      lines)
  }

  @MainActor
  func testABadSaveKeepsTheLastGoodSceneAndShowsTheError() async throws {
    let path = dir + "/live.toml"
    try text(threshold: 300).write(toFile: path, atomically: true, encoding: .utf8)
    let app = try makeApp(path: path, events: dir + "/e.jsonl")
    let good = app.scene
    app.reloadSceneFile(
      text: text(threshold: 300).replacingOccurrences(of: "rows = 400", with: "rows = x"), at: 1)
    XCTAssertTrue(app.scene === good, "the last good scene stays")
    let error = try XCTUnwrap(app.sceneFileError)
    XCTAssertTrue(error.contains("line 6: field 'list.rows': expected a whole number"), error)
    let shown = AppDriver.texts(AppDriver.frame(app, [], at: 1.1))
    XCTAssertTrue(shown.contains { $0.contains("line 6: field 'list.rows'") }, "\(shown)")
    app.reloadSceneFile(text: text(threshold: 200), at: 1.2)
    XCTAssertNil(app.sceneFileError)
    let after = AppDriver.texts(AppDriver.frame(app, [], at: 1.3))
    XCTAssertFalse(after.contains { $0.contains("field 'list.rows'") })
  }

  func testTheWatcherSeesRenameOverAndTruncateThenWriteAndReadsABurstOnce() throws {
    let path = dir + "/live.toml"
    try text(threshold: 300).write(toFile: path, atomically: false, encoding: .utf8)
    let watch = SceneFileWatch(path: path)
    var t = 0.0
    func settle() -> Int {
      var reads = 0
      for _ in 0..<6 {
        t += SceneFileWatch.interval
        if watch.poll(at: t) { reads += 1 }
      }
      return reads
    }
    XCTAssertEqual(settle(), 0, "nothing changed")
    // Rename-over (how most editors save): a new inode.
    try text(threshold: 200).write(toFile: dir + "/tmp.toml", atomically: false, encoding: .utf8)
    XCTAssertEqual(rename(dir + "/tmp.toml", path), 0)
    XCTAssertEqual(settle(), 1)
    // Truncate, then write, between two looks and across one: one read, once settled.
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 0)
    t += SceneFileWatch.interval
    XCTAssertFalse(watch.poll(at: t), "a change is read only once it settles")
    try handle.write(contentsOf: Data(text(threshold: 150).utf8))
    try handle.close()
    XCTAssertEqual(settle(), 1)
  }
}
