import Foundation
import Profiling
import Runtime
import SDLBackend
import Scenes
import ScrollCore
import XCTest

@testable import SandboxKit

/// The headless run (`HeadlessLoop.drive`: `HeadlessFrame` and `HeadlessReplaySource` on a
/// virtual clock) in process: how many frames, at which times, when it stops and why.
final class HeadlessLoopLogicTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("headless-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

  @MainActor private func drive(
    _ args: [String], replay: String? = nil, interactive: Bool = false,
    before: (SandboxApp) -> Void = { _ in }
  ) throws -> (HeadlessLoop.Result, SandboxApp) {
    let options = try SandboxOptions.parse(["--headless"] + args, scenes: SceneCatalog.names)
    let target = try HeadlessTarget(size: Size(width: options.width, height: options.height))
    let rasterizer = DisplayListRasterizer(
      target: target, fonts: try FontLibrary(files: try FontFiles.locate()))
    let app = SandboxMain.makeApp(options: options, measurer: rasterizer, clock: { 0 })
    before(app)
    var file: ReplayFile?
    if let replay {
      let path = dir + "/r.rec"
      try replay.write(toFile: path, atomically: false, encoding: .utf8)
      file = try ReplayFile.open(path).get()
    }
    let result = HeadlessLoop.drive(
      app: app, rasterizer: rasterizer, target: target, options: options, replay: file,
      clock: MonotonicClock(), interactive: interactive)
    return (result, app)
  }

  @MainActor func testFramesRunsExactlyThatManyFramesOnTheVirtualClock() async throws {
    let (r, app) = try drive(["--scene", "rows", "--frames", "5", "--fps", "50"])
    XCTAssertEqual(r.frames, 5)
    XCTAssertEqual(r.virtualSeconds, 4 * (1 / 50.0))
    XCTAssertNil(r.stopReason)
    XCTAssertEqual(app.profiler.statistics().frameCount, 5)
  }

  @MainActor func testWithoutFramesTheRunEndsThreeQuietFramesAfterTheReplay() async throws {
    let (r, _) = try drive(
      ["--scene", "rows"], replay: "scroll-sandbox-input v2\n0.1 key end\n")
    XCTAssertNil(r.stopReason)
    XCTAssertGreaterThan(r.virtualSeconds, 0.1)
    XCTAssertLessThan(r.virtualSeconds, 5)
  }

  @MainActor func testAWindowRecordingsFramesRunAtTheirRecordedTimes() async throws {
    let (r, _) = try drive(
      ["--scene", "rows", "--frames", "3"],
      replay: "scroll-sandbox-input v2\n0.01 frame\n0.03 frame\n0.07 frame\n")
    XCTAssertEqual(r.frames, 3)
    XCTAssertEqual(r.virtualSeconds, 0.07)
  }

  @MainActor func testDurationCapsTheRunAndSaysSoNamingTheEventsNotPlayed() async throws {
    let (r, _) = try drive(
      ["--scene", "rows", "--duration", "0.5"],
      replay: "scroll-sandbox-input v2\n0.1 key end\n3 key home\n")
    XCTAssertEqual(
      r.stopReason, "reached --duration 0.5 s (1 replay events not played)")
  }

  @MainActor func testABurstOverThePerFrameLimitWaitsForLaterFrames() async throws {
    var text = "scroll-sandbox-input v2\n"
    for _ in 0..<(HeadlessLoop.maxEventsPerFrame + 10) { text += "0.1 focus-gained\n" }
    let (r, _) = try drive(["--scene", "rows", "--frames", "20"], replay: text)
    XCTAssertEqual(r.deferred, 10)
  }

  @MainActor func testQuitEndsTheRunAfterTheFrame() async throws {
    let (r, _) = try drive(
      ["--scene", "rows", "--frames", "50"], replay: "scroll-sandbox-input v2\n0.05 quit\n")
    XCTAssertEqual(r.frames, 4, "frame 3 at 0.05 s handles the quit and is the last")
  }

  @MainActor func testTheScreenshotIsTakenOnTheLastFrame() async throws {
    let path = dir + "/last.png"
    let (r, _) = try drive(
      ["--scene", "rows", "--frames", "2", "--screenshot", path], interactive: true)
    XCTAssertFalse(r.screenshotFailed)
    XCTAssertTrue(FileManager.default.fileExists(atPath: path))
  }

  @MainActor func testAScreenshotThatCannotBeSavedFailsTheRunButNotItsFrames() async throws {
    let (r, _) = try drive(
      ["--scene", "rows", "--frames", "2", "--screenshot", dir + "/missing/x.png"],
      interactive: true)
    XCTAssertTrue(r.screenshotFailed)
    XCTAssertEqual(r.frames, 2)
  }

  @MainActor func testTheCommandRunsHeadlessAndCommitsItsOutputs() async throws {
    let events = dir + "/events.jsonl"
    let options = try SandboxOptions.parse(
      ["--headless", "--scene", "rows", "--frames", "3", "--events-out", events],
      scenes: SceneCatalog.names)
    let status = HeadlessLoop.run(
      options: options, replay: nil, outputs: try SessionOutputs(options: options))
    XCTAssertEqual(status, 0)
    XCTAssertTrue(FileManager.default.fileExists(atPath: events))
  }

  @MainActor func testEventsPastTheCapAndBurstsAreCountedInAnInteractiveRun() async throws {
    var text = "scroll-sandbox-input v2\n"
    for _ in 0..<(HeadlessLoop.maxEventsPerFrame + 3) { text += "0.1 focus-gained\n" }
    text += "3 key home\n"
    let (r, _) = try drive(
      ["--scene", "rows", "--duration", "0.5"], replay: text, interactive: true)
    XCTAssertEqual(r.deferred, 3)
    // The scene came to rest before the cap: the run ended by itself, the late event unplayed.
    XCTAssertEqual(r.stopReason, "1 replay events lie past the cap and were not played")
  }
}
