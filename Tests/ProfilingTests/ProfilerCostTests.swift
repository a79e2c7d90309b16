import Runtime
import XCTest

@testable import Profiling

/// The profiler's own cost (`ProfilerCost`): each timing call is timed from its entry reading to
/// one more on exit; the graph and the trace are added by the app; a disabled profiler does
/// nothing. A clock that moves one tick per reading makes every figure exact.
final class ProfilerCostTests: XCTestCase {
  /// A clock that advances by `step` at every reading, and counts the readings.
  final class TickingClock: @unchecked Sendable {
    var nanos: UInt64 = 1_000
    var readings = 0
    let step: UInt64
    init(step: UInt64) { self.step = step }
    var reading: FrameProfiler.Clock {
      {
        self.readings += 1
        self.nanos += self.step
        return self.nanos
      }
    }
  }

  private func runFrame(_ profiler: inout FrameProfiler) -> FrameRecord {
    profiler.beginFrame()
    for stage in [FrameStage.input, .physics, .draw, .present] {
      profiler.begin(stage)
      profiler.end(stage)
    }
    profiler.notePresent()
    return profiler.endFrame()
  }

  func testEachTimingCallCostsTheTicksFromItsEntryReadingToItsExitReading() {
    let clock = TickingClock(step: 10)
    var profiler = FrameProfiler(capacity: 4, clock: clock.reading)
    let record = runFrame(&profiler)
    // beginFrame, 4 begins, 4 ends, notePresent and endFrame: one tick (10 ns) each.
    XCTAssertEqual(record.profilerCost.recordingNanos, 11 * 10)
    XCTAssertEqual(record.profilerCost.graphNanos, 0)
    XCTAssertEqual(record.profilerCost.tracingNanos, 0)
    XCTAssertEqual(profiler.lastFrame?.profilerCost, record.profilerCost)
  }

  /// One timing call in four reads the clock again on exit; the frame's cost is theirs
  /// scaled to all of its calls, and a frame none of whose calls timed itself takes the last
  /// cost per call.
  func testOneCallInFourTimesItselfAndTheFrameCostIsScaledToEveryCall() {
    let clock = TickingClock(step: 10)
    var profiler = FrameProfiler(capacity: 4, clock: clock.reading)
    XCTAssertEqual(FrameProfiler.selfTimingStride, 4)
    // Calls 1-11: 1, 5 and 9 time themselves: 11 entry readings and 3 exit readings.
    XCTAssertEqual(runFrame(&profiler).profilerCost.recordingNanos, 110)
    XCTAssertEqual(clock.readings, 14)
    // Calls 12 and 13 (13 times itself), then 14 and 15 (neither does).
    profiler.beginFrame()
    XCTAssertEqual(profiler.endFrame().profilerCost.recordingNanos, 20)
    XCTAssertEqual(clock.readings, 17)
    let step = clock.readings
    profiler.beginFrame()
    XCTAssertEqual(profiler.endFrame().profilerCost.recordingNanos, 20)
    XCTAssertEqual(clock.readings - step, 2, "no exit readings")
  }

  func testGraphTimeJoinsTheOpenFrameAndTracingTimeTheFrameJustEnded() {
    let clock = TickingClock(step: 1)
    var profiler = FrameProfiler(capacity: 4, clock: clock.reading)
    profiler.beginFrame()
    profiler.addCost(graphNanos: 700)
    profiler.endFrame()
    profiler.addCost(tracingNanos: 300)
    let cost = try! XCTUnwrap(profiler.lastFrame?.profilerCost)
    XCTAssertEqual(cost.graphNanos, 700)
    XCTAssertEqual(cost.tracingNanos, 300)
    XCTAssertEqual(cost.totalNanos, cost.recordingNanos + 1_000)
    // The next frame starts from nothing.
    XCTAssertEqual(runFrame(&profiler).profilerCost.graphNanos, 0)
  }

  func testTracingIsAddedToTheNewestFrameOnceTheRingHasWrapped() {
    let clock = TickingClock(step: 1)
    var profiler = FrameProfiler(capacity: 3, clock: clock.reading)
    for n in 0..<7 {
      _ = runFrame(&profiler)
      profiler.addCost(tracingNanos: UInt64(100 + n))
    }
    XCTAssertEqual(profiler.frames.map(\.profilerCost.tracingNanos), [104, 105, 106])
  }

  func testADisabledProfilerNeverReadsTheClockAndRecordsNoCost() {
    let clock = TickingClock(step: 10)
    var profiler = FrameProfiler(capacity: 4, enabled: false, clock: clock.reading)
    let record = runFrame(&profiler)
    profiler.noteInput(arrivalNanos: 5, tag: 1)
    profiler.addCost(graphNanos: 50, tracingNanos: 50)
    XCTAssertEqual(clock.readings, 0)
    XCTAssertEqual(record.profilerCost, .zero)
    XCTAssertNil(profiler.lastFrame)
    XCTAssertEqual(profiler.totalFrames, 0)
    XCTAssertEqual(profiler.latency.pendingCount, 0)
  }
}
