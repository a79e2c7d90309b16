import CSDL2
import Profiling
import XCTest

@testable import SDLBackend

/// The monotonic clock and the frame pacer. The checks that sleep and read the real clock are
/// wall-clock checks, which a loaded machine (or a parallel test run) fails however loose the
/// tolerance: they run with `SCROLL_LONG=1` (`./run.sh test --long`); the pacer's arithmetic
/// runs always.
final class TimingTests: XCTestCase {
  /// Skips a wall-clock check outside a long run.
  private func wallClockCheck() throws {
    let long = ProcessInfo.processInfo.environment["SCROLL_LONG"] ?? ""
    guard !long.isEmpty && long != "0" else {
      throw XCTSkip("a wall-clock check: run with SCROLL_LONG=1")
    }
  }

  func testClockConvertsTicksToSeconds() {
    let clock = MonotonicClock()
    XCTAssertEqual(clock.nanoseconds(ticks: clock.frequency * 3), 3_000_000_000)
    XCTAssertEqual(clock.seconds(ticks: clock.frequency / 2), 0.5, accuracy: 1e-9)
    XCTAssertEqual(FramePacer(targetFPS: 100).period, 0.01, accuracy: 1e-6)
  }

  func testClockIsMonotonicAndInSeconds() throws {
    try wallClockCheck()
    let clock = MonotonicClock()
    let a = clock.nanoseconds
    SDL_Delay(20)
    let b = clock.nanoseconds
    XCTAssertGreaterThan(b, a)
    XCTAssertEqual(Double(b - a) / 1e9, 0.02, accuracy: 0.015)
    XCTAssertEqual(clock.nanoseconds(ticks: clock.frequency * 3), 3_000_000_000)
    XCTAssertEqual(clock.seconds(ticks: clock.frequency / 2), 0.5, accuracy: 1e-9)
  }

  func testPacerHoldsTheTargetRate() throws {
    try wallClockCheck()
    var pacer = FramePacer(targetFPS: 100)
    XCTAssertEqual(pacer.period, 0.01, accuracy: 1e-6)
    let clock = MonotonicClock()
    _ = pacer.waitForNextFrame()
    let start = clock.seconds
    var waited = 0.0
    for _ in 0..<10 { waited += pacer.waitForNextFrame().waited }
    let elapsed = clock.seconds - start
    XCTAssertEqual(elapsed, 0.1, accuracy: 0.02)
    XCTAssertGreaterThan(waited, 0.07, "an idle loop spends its time waiting")
  }

  func testALateFrameSkipsToTheNextDeadlineWithoutBursting() throws {
    try wallClockCheck()
    var pacer = FramePacer(targetFPS: 100)
    _ = pacer.waitForNextFrame()
    SDL_Delay(35)  // a 35 ms frame misses three 10 ms deadlines
    let late = pacer.waitForNextFrame()
    XCTAssertGreaterThanOrEqual(late.skippedDeadlines, 3)
    XCTAssertLessThanOrEqual(late.waited, 0.0105)
    let next = pacer.waitForNextFrame()
    XCTAssertEqual(next.skippedDeadlines, 0)
    XCTAssertGreaterThan(next.waited, 0.007, "no catch-up burst: a full period is waited")
    XCTAssertEqual(pacer.totalSkipped, late.skippedDeadlines)
  }

  func testPacingOffReturnsAtOnce() {
    var pacer = FramePacer(targetFPS: 0)
    XCTAssertEqual(
      pacer.waitForNextFrame(), FrameWait(waited: 0, skippedDeadlines: 0, overshoot: 0))
    pacer.setTargetFPS(.nan)
    XCTAssertEqual(pacer.targetFPS, 0)
  }
}
