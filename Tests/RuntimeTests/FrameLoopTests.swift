import Runtime
import ScrollCore
import XCTest

final class FrameLoopTests: XCTestCase {
  func testAFrameRunsEveryStageInOrderPreparedThenTimedThenEnded() {
    let host = RecordingHost()
    let loop = FrameLoop(clock: VirtualClock(fps: 60), source: FakeSource(), host: host)
    XCTAssertTrue(loop.step())
    var expected = ["begin frame 0"]
    for stage in FrameStage.order {
      expected += ["prepare \(stage)", "time \(stage)"]
      if stage != .wait { expected.append("run \(stage)") }
      expected.append("stop \(stage)")
    }
    expected.append("end frame 0")
    XCTAssertEqual(host.log, expected)
    XCTAssertEqual(loop.frames, 1)
  }

  func testStagesAHostSkipsAreNeitherPreparedNorTimedButTheClockStillSteps() {
    let host = RecordingHost()
    host.skipped = [.prefetch, .wait, .present]
    let clock = VirtualClock(fps: 10)
    let loop = FrameLoop(clock: clock, source: FakeSource(), host: host)
    loop.step()
    XCTAssertFalse(host.log.contains { $0.hasSuffix("\(FrameStage.prefetch)") })
    XCTAssertFalse(host.log.contains { $0.hasSuffix("\(FrameStage.wait)") })
    XCTAssertFalse(host.log.contains("run \(FrameStage.present)"))
    XCTAssertEqual(clock.frameIndex, 1, "the untimed wait still moves to the next frame")
    XCTAssertEqual(clock.now, 0.1, accuracy: 1e-12)
  }

  func testRunStagesStopsAfterTheLastStageAskedWithoutEndingTheFrame() {
    let host = RecordingHost()
    let clock = VirtualClock(fps: 60)
    let loop = FrameLoop(clock: clock, source: FakeSource(), host: host)
    loop.runStages(FrameInput(index: 0, time: 1), through: .rasterize)
    XCTAssertEqual(
      host.stagesRun,
      [FrameStage.input, .physics, .layout, .observers, .draw, .rasterize].map { "run \($0)" })
    XCTAssertEqual(host.ended, 0)
    XCTAssertEqual(loop.frames, 0)
    XCTAssertEqual(clock.frameIndex, 0)
  }

  func testRunStopsWhenTheHostSaysSo() {
    let host = RecordingHost()
    host.stopAfter = 3
    host.needs = { _ in true }
    let loop = FrameLoop(clock: VirtualClock(fps: 60), source: FakeSource(), host: host)
    loop.run()
    XCTAssertEqual(loop.frames, 3)
    XCTAssertEqual(loop.lastFrameTime, 2.0 / 60)
  }

  func testTheDefaultsTakePartEverywhereAndAskForNothing() {
    let host = MinimalHost()
    let loop = FrameLoop(clock: VirtualClock(fps: 60), source: ScriptedSource(), host: host)
    XCTAssertFalse(host.shouldStop())
    XCTAssertFalse(host.needsFrame(at: 0))
    XCTAssertNil(host.nextWakeTime)
    XCTAssertTrue(host.takesPart(in: .wait))
    loop.step()
    XCTAssertEqual(host.ran, FrameStage.order.filter { $0 != .wait })
  }

  // MARK: A live clock (the window's logic)

  func testALiveLoopWithNothingDueSleepsInsteadOfDrawing() {
    let host = RecordingHost()
    let clock = FakeLiveClock()
    let loop = FrameLoop(clock: clock, source: FakeSource(), host: host)
    XCTAssertTrue(loop.step(), "the first frame always runs")
    XCTAssertFalse(loop.isAwake)
    clock.now = 0.5
    XCTAssertFalse(loop.step())
    XCTAssertEqual(loop.frames, 1)
    XCTAssertEqual(clock.sleeps.count, 1)
    XCTAssertNil(clock.sleeps[0].timer)
    XCTAssertEqual(clock.sleeps[0].now, 0.5)
    XCTAssertEqual(clock.resumes, 0)
  }

  func testASleepingLoopWakesForInputAndRestartsPacing() {
    let host = RecordingHost()
    let clock = FakeLiveClock()
    let source = FakeSource()
    let loop = FrameLoop(clock: clock, source: source, host: host)
    loop.step()
    clock.now = 1
    XCTAssertFalse(loop.step())
    source.pending = [.any(at: 1.5)]
    clock.now = 2
    XCTAssertTrue(loop.step())
    XCTAssertEqual(clock.resumes, 1, "pacing restarts after idle")
    XCTAssertEqual(source.taken.last?.events.count, 1)
    XCTAssertEqual(loop.frames, 2)
  }

  func testASleepingLoopSleepsUntilTheTimerAndWakesWhenItIsDue() {
    let host = RecordingHost()
    host.wake = 3
    let clock = FakeLiveClock()
    let loop = FrameLoop(clock: clock, source: FakeSource(), host: host)
    loop.step()
    clock.now = 1
    XCTAssertFalse(loop.step())
    XCTAssertEqual(clock.sleeps.last?.timer, 3)
    clock.now = 3
    XCTAssertTrue(loop.step(), "the timer is due")
    XCTAssertEqual(clock.resumes, 1)
  }

  func testAnExposedWindowForcesAFrame() {
    let host = RecordingHost()
    let clock = FakeLiveClock()
    let source = FakeSource()
    let loop = FrameLoop(clock: clock, source: source, host: host)
    loop.step()
    source.forces = true
    XCTAssertTrue(loop.step())
  }

  func testTheLoopStaysAwakeWhileTheContentNeedsFramesAndAsksAtTheFrameTime() {
    let host = RecordingHost()
    var asked: [Double] = []
    host.needs = { t in
      asked.append(t)
      return t < 0.05
    }
    let clock = FakeLiveClock()
    let loop = FrameLoop(clock: clock, source: FakeSource(), host: host)
    loop.step()
    XCTAssertTrue(loop.isAwake)
    clock.now = 0.1
    XCTAssertTrue(loop.step(), "awake: no question before the frame")
    XCTAssertFalse(loop.isAwake)
    XCTAssertEqual(asked, [0, 0.1])
    XCTAssertEqual(clock.waits, 2, "each frame ran the clock's wait stage")
  }

  func testPendingEventsAfterAFrameKeepTheLoopAwake() {
    let host = RecordingHost()
    let clock = FakeLiveClock()
    let source = FakeSource()
    source.pending = [.any(at: 0.5)]
    let loop = FrameLoop(clock: clock, source: source, host: host)
    loop.step()
    XCTAssertFalse(loop.isAwake, "an event later than now does not keep a live loop awake")
    clock.now = 0.5
    XCTAssertTrue(loop.step())
    XCTAssertEqual(source.taken.last?.events.count, 1)
  }

  // MARK: A virtual clock (headless runs, the test driver, the benchmark)

  func testAVirtualClockThatSleepsSkipsToTheFrameOfTheTimer() {
    let host = RecordingHost()
    host.wake = 1.0
    let clock = VirtualClock(fps: 60, sleepsWhenIdle: true)
    let loop = FrameLoop(clock: clock, source: ScriptedSource(), host: host)
    loop.step()
    XCTAssertTrue(loop.isAwake, "a virtual clock never sleeps on events")
    XCTAssertEqual(clock.frameIndex, 60)
    loop.step()
    XCTAssertEqual(host.log.filter { $0.hasPrefix("begin frame") }.count, 2)
  }

  func testAVirtualClockThatSleepsSkipsToTheFrameOfTheNextEvent() {
    let host = RecordingHost()
    let source = ScriptedSource()
    source.schedule(.any(at: 0.5))
    let clock = VirtualClock(fps: 60, sleepsWhenIdle: true)
    let loop = FrameLoop(clock: clock, source: source, host: host)
    loop.step()
    XCTAssertEqual(clock.frameIndex, 30)
    loop.step()
    XCTAssertTrue(source.isEmpty)
  }

  func testAVirtualClockWithNothingAheadStepsFrameByFrame() {
    let host = RecordingHost()
    let clock = VirtualClock(fps: 60, sleepsWhenIdle: true)
    let loop = FrameLoop(clock: clock, source: ScriptedSource(), host: host)
    loop.step()
    XCTAssertEqual(clock.frameIndex, 1)
  }

  func testAVirtualClockThatDoesNotSleepRunsEveryFrame() {
    let host = RecordingHost()
    host.wake = 10
    let clock = VirtualClock(fps: 60)
    let loop = FrameLoop(clock: clock, source: ScriptedSource(), host: host)
    loop.step()
    XCTAssertEqual(clock.frameIndex, 1)
  }

  func testTheVirtualClockKeepsEachHostsArithmetic() {
    let divided = VirtualClock(fps: 60)
    let stepped = VirtualClock(step: 1 / 60.0)
    XCTAssertEqual(divided.time(ofFrame: 7), 7 / 60.0)
    XCTAssertEqual(stepped.time(ofFrame: 7), 7 * (1 / 60.0))
    XCTAssertEqual(stepped.fps, 60, accuracy: 1e-9)
    XCTAssertFalse(stepped.sleepsWhenIdle)
    stepped.sleep(timer: 1, now: 0)
    stepped.resume()
    XCTAssertEqual(stepped.frameIndex, 0, "sleeping and resuming leave a virtual clock alone")
    XCTAssertEqual(stepped.restTime(afterFrameAt: 5), 0, "asked at the next frame's time")
  }

  func testThePacingWaitRunsInTheWaitStage() {
    var paced = 0
    let clock = VirtualClock(fps: 60, pace: { paced += 1 })
    let loop = FrameLoop(clock: clock, source: ScriptedSource(), host: RecordingHost())
    loop.step()
    loop.step()
    XCTAssertEqual(paced, 2)
  }

  // MARK: The scripted source

  func testAScriptHandsOutEventsInTimeOrderOnceDue() {
    let source = ScriptedSource()
    source.schedule(.any(at: 0.2))
    source.schedule(InputEvent(time: 0.1, kind: .focusLost))
    XCTAssertEqual(source.nextEventTime(afterFrameAt: 0), 0.1)
    XCTAssertEqual(source.take(frame: 0, at: 0.05).events.count, 0)
    XCTAssertEqual(
      source.take(frame: 1, at: 0.2 - 1e-10).events.map(\.kind), [.focusLost, .focusGained])
    XCTAssertTrue(source.isEmpty)
    XCTAssertNil(source.nextEventTime(afterFrameAt: 1))
  }
}
