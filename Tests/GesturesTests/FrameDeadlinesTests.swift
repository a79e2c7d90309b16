import Gestures
import XCTest

/// The deadline arithmetic on a fake clock: frames given their start and present times.
final class FrameDeadlinesTests: XCTestCase {
  /// Runs frames paced like the window's pacer: each starts at the first grid point (of
  /// `interval`) after the previous present, works `work` seconds, plus `stall` on frame
  /// `stalled`. Returns their timings.
  private func paced(
    frames: Int, interval: Double, work: Double, stalled: Int = -1, stall: Double = 0
  ) -> [FrameTiming] {
    var deadlines = FrameDeadlines(interval: interval)
    var timings: [FrameTiming] = []
    var start = 1.0
    for i in 0..<frames {
      let present = start + work + (i == stalled ? stall : 0)
      timings.append(deadlines.frame(index: i, start: start, present: present, chained: i > 0))
      // The pacer skips the grid points the frame overran and waits for the next one.
      var next = start + interval
      while next < present { next += interval }
      start = next
    }
    return timings
  }

  func testStalledFrameLatenessIsTheStallMinusItsSlack() {
    let interval = 1.0 / 60
    let work = 0.002
    let stall = 0.030
    let timings = paced(frames: 12, interval: interval, work: work, stalled: 5, stall: stall)
    let slack = interval - work
    XCTAssertEqual(timings[5].lateness, stall - slack, accuracy: 1e-9)
    // Only the stalled frame is late: the frames after it are judged on the grid after it.
    XCTAssertEqual(timings.filter(\.isLate).map(\.index), [5])
    // 13.3 ms late at 60 Hz: one refresh showed the previous frame again.
    XCTAssertEqual(timings[5].missedRefreshes(interval: interval), 1)
  }

  func testAStallOfSeveralIntervalsIsCountedOnce() {
    let interval = 1.0 / 60
    let timings = paced(frames: 20, interval: interval, work: 0.004, stalled: 3, stall: 0.100)
    XCTAssertEqual(timings[3].lateness, 0.100 - (interval - 0.004), accuracy: 1e-9)
    XCTAssertEqual(timings.filter(\.isLate).count, 1)
    XCTAssertEqual(timings[3].missedRefreshes(interval: interval), 6)
  }

  func testA120HzDisplayIsJudgedAgainst8Point33Milliseconds() {
    // 10 ms of work: late by 1.67 ms at 120 Hz, on time at 60 Hz.
    let fast = paced(frames: 4, interval: 1.0 / 120, work: 0.010)
    XCTAssertEqual(fast[0].deadline - fast[0].start, 1.0 / 120, accuracy: 1e-12)
    for t in fast { XCTAssertEqual(t.lateness, 0.010 - 1.0 / 120, accuracy: 1e-9) }
    let slow = paced(frames: 4, interval: 1.0 / 60, work: 0.010)
    XCTAssertFalse(slow.contains(where: \.isLate))
  }

  func testAFrameAfterTheLoopSleptIsDueOneIntervalAfterItsStart() {
    var deadlines = FrameDeadlines(interval: 0.01)
    _ = deadlines.frame(index: 0, start: 0, present: 0.002, chained: false)
    // Two seconds idle: nothing was due, so nothing is late.
    let woke = deadlines.frame(index: 1, start: 2, present: 2.005, chained: false)
    XCTAssertEqual(woke.deadline, 2.01, accuracy: 1e-12)
    XCTAssertFalse(woke.isLate)
    // The same gap without a sleep is a frame that came 2 s late.
    var awake = FrameDeadlines(interval: 0.01)
    _ = awake.frame(index: 0, start: 0, present: 0.002, chained: false)
    XCTAssertEqual(
      awake.frame(index: 1, start: 2, present: 2.005, chained: true).lateness, 1.985,
      accuracy: 1e-9)
  }

  func testTheGridFollowsTheEarliestFrameStarts() {
    let i = 1.0 / 60
    var deadlines = FrameDeadlines(interval: i)
    _ = deadlines.frame(index: 0, start: 0, present: 0.002, chained: false)
    // Half a millisecond late: its deadline and the next are skipped...
    XCTAssertEqual(
      deadlines.frame(index: 1, start: i, present: 2 * i + 0.0005, chained: true).lateness,
      0.0005, accuracy: 1e-9)
    // ...but the pacer started the next frame at once, on its own grid: due one interval
    // after that start, and the grid stays in phase with the frames.
    let next = deadlines.frame(
      index: 2, start: 2 * i + 0.001, present: 2 * i + 0.003, chained: true)
    XCTAssertEqual(next.deadline, 3 * i + 0.001, accuracy: 1e-12)
    let after = deadlines.frame(index: 3, start: 3 * i, present: 3 * i + 0.002, chained: true)
    XCTAssertEqual(after.deadline, 4 * i, accuracy: 1e-12)
  }

  func testAVirtualClockIsNeverLate() {
    var deadlines = FrameDeadlines(interval: 1.0 / 60, virtual: true)
    for (i, t) in [0.0, 0.5, 0.51, 3].enumerated() {
      let timing = deadlines.frame(index: i, start: t, present: t + 1, chained: true)
      XCTAssertEqual(timing.lateness, 0)
      XCTAssertEqual(timing.present, t)
    }
  }

  func testAbsurdIntervalsAreTakenAsSixtyHertz() {
    XCTAssertEqual(FrameDeadlines(interval: .nan).interval, 1.0 / 60)
    XCTAssertEqual(FrameDeadlines(interval: -1).interval, 1.0 / 60)
    XCTAssertEqual(FrameDeadlines(interval: .infinity).interval, 1.0 / 60)
  }
}
