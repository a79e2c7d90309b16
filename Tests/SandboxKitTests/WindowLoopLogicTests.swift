import Foundation
import Runtime
import SDLBackend
import Scenes
import ScrollCore
import XCTest

@testable import SandboxKit

/// The window's loop (`WindowFrame`, `WindowFrameClock`, `WindowEventSource` on `FrameLoop`)
/// on a fake window, event queue and time: when it sleeps and wakes, when it stops, what it
/// does between stages.
final class WindowLoopLogicTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

  @MainActor func testAtRestTheWindowSleepsOnEventsForAtMostTheIdleWake() async throws {
    let rig = try WindowRig(["--scene", "rows"])
    XCTAssertTrue(rig.runUntilIdle(), "the rows scene comes to rest")
    let presents = rig.window.presents
    XCTAssertEqual(rig.run(frames: 5), 0, "no frames at rest")
    XCTAssertEqual(rig.window.presents, presents)
    XCTAssertEqual(rig.time.sleeps.suffix(5), Array(repeating: WindowFrameClock.idleWake, count: 5))
  }

  @MainActor func testInputWakesTheWindowAndPacingStartsAfresh() async throws {
    let rig = try WindowRig(["--scene", "rows"])
    rig.runUntilIdle()
    rig.run(frames: 3)
    let frames = rig.loop.frames
    rig.queue.waiting = [.pointerMove(Point(x: 10, y: 100), leftHeld: false)]
    XCTAssertTrue(rig.loop.step())
    XCTAssertEqual(rig.loop.frames, frames + 1)
    XCTAssertEqual(rig.clock.lastFrameTime, rig.time.now, "the rate is measured from this frame")
  }

  @MainActor func testTheSleepEndsAtTheScenesNextTimer() async throws {
    let rig = try WindowRig(["--scene", "chat"])
    var checked = false
    for _ in 0..<3000 {
      let slept = rig.time.sleeps.count
      let now = rig.time.now
      let wake = rig.app.scene.nextWakeTime
      rig.loop.step()
      rig.time.now += 1 / 60.0
      if rig.time.sleeps.count > slept, let wake {
        XCTAssertEqual(
          try XCTUnwrap(rig.time.sleeps.last),
          min(WindowFrameClock.idleWake, max(0.001, wake - now)),
          accuracy: 1e-12)
        checked = true
        break
      }
    }
    XCTAssertTrue(checked, "the chat slept between its messages")
  }

  @MainActor func testATimerDueWakesTheWindow() async throws {
    let rig = try WindowRig(["--scene", "chat"])
    for _ in 0..<3000 where rig.loop.isAwake || rig.app.scene.nextWakeTime == nil {
      rig.loop.step()
      rig.time.now += 1 / 60.0
    }
    let wake = try XCTUnwrap(rig.app.scene.nextWakeTime)
    XCTAssertFalse(rig.loop.isAwake)
    rig.time.now = wake
    XCTAssertTrue(rig.loop.step(), "the message's time has come")
  }

  @MainActor func testAnExposedWindowIsRedrawnAtRest() async throws {
    let rig = try WindowRig(["--scene", "rows"])
    rig.runUntilIdle()
    rig.queue.exposed = true
    let presents = rig.window.presents
    XCTAssertTrue(rig.loop.step())
    XCTAssertEqual(rig.window.presents, presents + 1)
  }

  @MainActor func testDurationStopsTheWindowAndSaysWhy() async throws {
    let rig = try WindowRig(["--duration", "0.5"])
    XCTAssertFalse(rig.frame.shouldStop())
    rig.time.now = 0.5
    XCTAssertTrue(rig.frame.shouldStop())
    XCTAssertEqual(rig.frame.stopReason, "reached --duration 0.500 s")
  }

  @MainActor func testQuitStopsTheLoop() async throws {
    let rig = try WindowRig()
    rig.app.requests.quit = true
    rig.loop.run()
    XCTAssertEqual(rig.loop.frames, 0)
    XCTAssertNil(rig.frame.stopReason)
  }

  @MainActor func testAScreenshotAskedForIsSavedBeforePresentAndTheRequestCleared() async throws {
    let path = dir + "/shot.png"
    let rig = try WindowRig(["--screenshot", path])
    rig.app.requests.screenshot = true
    rig.loop.step()
    // S goes next to --screenshot FILE, numbered; FILE stays the exit shot's (issue 34 item 7).
    XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/shot-1.png"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    XCTAssertFalse(rig.app.requests.screenshot)
    XCTAssertFalse(rig.frame.screenshotFailed)
  }

  @MainActor func testAScreenshotThatCannotBeSavedIsReportedAndTheLoopGoesOn() async throws {
    let rig = try WindowRig(["--screenshot", dir + "/missing/shot.png"])
    rig.app.requests.screenshot = true
    rig.loop.step()
    XCTAssertTrue(rig.frame.screenshotFailed)
    XCTAssertFalse(rig.app.requests.screenshot)
    XCTAssertTrue(rig.loop.step() || !rig.loop.isAwake)
  }

  @MainActor func testAResizeSetsTheTranslatorsSizeInWindowUnits() async throws {
    let rig = try WindowRig(scale: 2)
    rig.queue.waiting = [.resize(Size(width: 1600, height: 1200))]
    rig.loop.step()
    XCTAssertEqual(rig.queue.sizes, [Size(width: 1600, height: 1200)])
    XCTAssertEqual(rig.app.chrome.windowSize, Size(width: 800, height: 600), "the app gets points")
  }

  @MainActor func testTheMeasuredRateFollowsTheFrameIntervalsWithoutVsync() async throws {
    let rig = try WindowRig(["--scene", "rows", "--fps", "240"], vsync: false)
    XCTAssertEqual(rig.app.measuredFPS, 240)
    for i in 0..<30 {
      // A moving pointer keeps the window drawing.
      rig.queue.waiting = [.pointerMove(Point(x: 10, y: 100 + Double(i)), leftHeld: false)]
      XCTAssertTrue(rig.loop.step())
      rig.time.now += 1 / 30.0
    }
    XCTAssertLessThan(rig.app.measuredFPS, 120)
    XCTAssertGreaterThan(rig.app.measuredFPS, 29)
  }

  @MainActor func testUnderVsyncTheMeasuredRateStays() async throws {
    let rig = try WindowRig(["--scene", "rows"])
    let fps = rig.app.measuredFPS
    rig.run(frames: 10, dt: 1 / 30.0)
    XCTAssertEqual(rig.app.measuredFPS, fps)
  }

  @MainActor func testTheFallbackNoteIsTakenAfterPresent() async throws {
    let rig = try WindowRig()
    rig.window.fallbackNote = "moved to SDL's present"
    rig.loop.step()
    XCTAssertNil(rig.window.fallbackNote)
    XCTAssertEqual(rig.app.inspector.presentPath, "fake")
    XCTAssertEqual(rig.app.inspector.scrollPath, "fake scroll path")
  }

  @MainActor func testAReplayInTheWindowKeepsItDrawingUntilItEnds() async throws {
    let path = dir + "/r.rec"
    try "scroll-sandbox-input v2\n0.5 key end\n2.0 key home\n".write(
      toFile: path, atomically: false, encoding: .utf8)
    let rig = try WindowRig(["--scene", "rows"], replay: try ReplayFile.open(path).get())
    var frames = 0
    while rig.time.now < 2.1 {
      if rig.loop.step() { frames += 1 }
      XCTAssertTrue(rig.loop.isAwake, "awake while the replay plays (t = \(rig.time.now))")
      rig.time.now += 1 / 60.0
    }
    XCTAssertGreaterThan(frames, 120)
    XCTAssertTrue(rig.source.playback.isFinished)
  }

  @MainActor func testTheClockSleepsAtLeastAMillisecondAndResumingForgetsTheLastFrame() async {
    var slept: [Double] = []
    let clock = WindowFrameClock(
      now: { 7 }, pacer: FramePacer(targetFPS: 60), vsync: true, waitForEvent: { slept.append($0) })
    clock.sleep(timer: 7.0001, now: 7)
    clock.sleep(timer: 7.1, now: 7)
    clock.sleep(timer: nil, now: 7)
    assertEqual(slept, [0.001, 0.1, WindowFrameClock.idleWake], accuracy: 1e-9)
    XCTAssertEqual(clock.restTime(afterFrameAt: 3), 3, "asked at the frame's own time")
    XCTAssertFalse(clock.skipIdle(timer: 1, event: nil), "a live clock sleeps before frames")
    XCTAssertNil(clock.noteFrame(at: 1))
    XCTAssertEqual(clock.noteFrame(at: 1.5), 0.5)
    clock.resume()
    XCTAssertNil(clock.lastFrameTime)
    clock.waitForNextFrame()
    XCTAssertEqual(clock.now, 7)
  }
}

/// Element-wise equality within `accuracy`.
private func assertEqual(
  _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(a.count, b.count, file: file, line: line)
  for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
