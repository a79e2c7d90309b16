import XCTest

@testable import SandboxKit

/// When a headless run ends: `--frames`, rest after the recording, `--duration`, the cap.
final class HeadlessStopTests: XCTestCase {
  /// Runs the rule until it says stop (at most `limit` frames); returns the frame count.
  private func frames(
    _ stop: inout HeadlessStop, limit: Int = 1_000_000,
    state: (_ frame: Int, _ t: Double) -> (finished: Bool, needs: Bool, idle: Bool)
  ) -> Int {
    for frame in 0..<limit {
      let t = Double(frame) / 60
      let s = state(frame, t)
      if stop.isLast(
        frame: frame, time: t, replayFinished: s.finished, needsFrame: s.needs, scrollIdle: s.idle)
      {
        return frame + 1
      }
    }
    return limit
  }

  func testFramesStopsAfterExactlyThatManyFramesWithoutACapNote() {
    var stop = HeadlessStop(fps: 60, frames: 10, duration: nil, defaultCap: 3600, replayEnd: 100)
    XCTAssertEqual(frames(&stop) { _, _ in (false, true, false) }, 10)
    XCTAssertNil(stop.capReason)
  }

  func testARestingSceneEndsThreeQuietFramesAfterTheRecording() {
    var stop = HeadlessStop(fps: 60, frames: nil, duration: nil, defaultCap: 3600, replayEnd: 1)
    let n = frames(&stop) { _, t in (t >= 1, t < 2, t >= 2) }
    XCTAssertEqual(n, 123)
    XCTAssertNil(stop.capReason)
    XCTAssertEqual(stop.restRule, .quietFrames)
    let reason = stop.restReason(frames: n, time: Double(n - 1) / 60, duration: 600)
    XCTAssertTrue(reason.contains("nothing moved or waited on a timer"), reason)
  }

  /// The chat's run with --duration 600: its messages keep a timer going for ever, so the
  /// run ends once the scroll has been idle settleSeconds, and the stop reason says that
  /// (it used to say "nothing moved or waited on a timer", false for this run).
  func testARunEndedByTheSettleRuleSaysTheTimersWentOn() {
    var stop = HeadlessStop(fps: 60, frames: nil, duration: 600, defaultCap: 3600, replayEnd: 0)
    let n = frames(&stop) { _, _ in (true, true, true) }
    XCTAssertEqual(stop.restRule, .settled)
    let reason = stop.restReason(frames: n, time: Double(n - 1) / 60, duration: 600)
    XCTAssertFalse(reason.contains("nothing moved"), reason)
    XCTAssertTrue(reason.contains("idle 3 s while the scene's timers went on"), reason)
  }

  func testTimersThatNeverStopEndTheRunOnceTheScrollHasRestedLongEnough() {
    // Clips play for ever (needsFrame stays true); a timer scrolls for 0.3 s every 2 s.
    var stop = HeadlessStop(fps: 60, frames: nil, duration: nil, defaultCap: 3600, replayEnd: 1)
    let n = frames(&stop) { _, t in
      (t >= 1, true, t >= 1 && t.truncatingRemainder(dividingBy: 2) > 0.3)
    }
    XCTAssertLessThan(Double(n) / 60, 1 + HeadlessStop.settleSeconds + 2.5)
    XCTAssertNil(stop.capReason)
  }

  func testTheDefaultCapStopsARunawayAndSaysSo() {
    var stop = HeadlessStop(fps: 60, frames: nil, duration: nil, defaultCap: 10, replayEnd: 0)
    XCTAssertEqual(frames(&stop) { _, _ in (true, true, false) }, 601)
    XCTAssertTrue(stop.capReason?.contains("10 s cap") == true, stop.capReason ?? "")
  }

  func testDurationIsAnExplicitCapEvenWithFrames() {
    var stop = HeadlessStop(fps: 60, frames: 1000, duration: 2, defaultCap: 3600, replayEnd: 0)
    XCTAssertEqual(frames(&stop) { _, _ in (true, true, false) }, 121)
    XCTAssertEqual(stop.capReason, "reached --duration 2 s")
  }

  func testExpectedFramesNeverOverflowForAbsurdReplayTimes() {
    let far = HeadlessStop(
      fps: 1000, frames: nil, duration: nil, defaultCap: 3600, replayEnd: 1.5e17)
    XCTAssertEqual(far.expectedFrames, 3_600_001)
    let infinite = HeadlessStop(
      fps: 60, frames: nil, duration: 1e9, defaultCap: 3600, replayEnd: .infinity)
    XCTAssertEqual(infinite.expectedFrames, 60_000_000_001)
  }

  func testAReplayPastTheCapIsAnnouncedWithTheCountOfLostEvents() {
    let stop = HeadlessStop(fps: 60, frames: nil, duration: nil, defaultCap: 3600, replayEnd: 3700)
    let warning = stop.replayWarning(eventsAfterCap: 4) ?? ""
    XCTAssertTrue(warning.contains("3700 s") && warning.contains("4 events"), warning)
    XCTAssertNil(stop.replayWarning(eventsAfterCap: 0))
  }
}
