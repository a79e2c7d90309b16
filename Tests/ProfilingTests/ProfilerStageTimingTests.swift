import Runtime
import ScrollCore
import XCTest

@testable import Profiling

final class ProfilerStageTimingTests: XCTestCase {
  private var clock = FakeClock()

  override func setUp() {
    clock = FakeClock()
  }

  private func makeProfiler(budget: UInt64 = 16_666_667) -> FrameProfiler {
    FrameProfiler(capacity: 8, budgetNanos: budget, clock: clock.reading)
  }

  func testEachStageRecordsExactlyTheNanosecondsBetweenBeginAndEnd() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    let timings: [(FrameStage, UInt64)] = [
      (.input, 100), (.physics, 2_000), (.layout, 30_000), (.observers, 400_000),
      (.draw, 5_000), (.rasterize, 600), (.present, 70), (.wait, 8_000_000),
    ]
    for (stage, nanos) in timings {
      profiler.begin(stage)
      clock.advance(by: nanos)
      profiler.end(stage)
    }
    let record = profiler.endFrame()
    for (stage, nanos) in timings {
      XCTAssertEqual(record.stages[stage], nanos, "\(stage)")
    }
    XCTAssertEqual(record.durationNanos, timings.reduce(0) { $0 + $1.1 })
  }

  func testWorkExcludesThePacingWait() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    profiler.begin(.layout)
    clock.advance(by: 3_000_000)
    profiler.begin(.wait)  // pauses layout
    clock.advance(by: 12_000_000)
    profiler.end(.wait)
    profiler.end(.layout)
    let record = profiler.endFrame()
    XCTAssertEqual(record.workNanos, 3_000_000)
    XCTAssertEqual(record.stages[.wait], 12_000_000)
    XCTAssertEqual(record.stages.totalNanos, 15_000_000)
    XCTAssertFalse(FrameStage.wait.isWork)
  }

  func testMeasureTimesTheBodyAndReturnsItsResult() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    let value = profiler.measure(.physics) { () -> Int in
      clock.advance(by: 1_234)
      return 42
    }
    let record = profiler.endFrame()
    XCTAssertEqual(value, 42)
    XCTAssertEqual(record.stages[.physics], 1_234)
  }

  func testMeasureEndsTheStageWhenTheBodyThrows() {
    struct Failure: Error {}
    var profiler = makeProfiler()
    profiler.beginFrame()
    XCTAssertThrowsError(
      try profiler.measure(.draw) { () throws(Failure) -> Void in
        clock.advance(by: 500)
        throw Failure()
      })
    clock.advance(by: 10_000)
    XCTAssertNil(profiler.currentStage)
    XCTAssertEqual(profiler.endFrame().stages[.draw], 500)
  }

  func testNestedStageTimeIsExclusiveAndTheOuterStageResumes() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    profiler.begin(.observers)
    clock.advance(by: 100)
    profiler.begin(.layout)  // a re-layout triggered by an observer
    clock.advance(by: 1_000)
    profiler.end(.layout)
    XCTAssertEqual(profiler.currentStage, .observers)
    clock.advance(by: 10)
    profiler.end(.observers)
    let record = profiler.endFrame()
    XCTAssertEqual(record.stages[.observers], 110)
    XCTAssertEqual(record.stages[.layout], 1_000)
    XCTAssertEqual(profiler.misuseCount, 0)
  }

  func testEnteringTheSameStageTwiceInAFrameAddsUp() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    for _ in 0..<3 {
      profiler.begin(.layout)
      clock.advance(by: 250)
      profiler.end(.layout)
      clock.advance(by: 1_000)  // untimed gap
    }
    let record = profiler.endFrame()
    XCTAssertEqual(record.stages[.layout], 750)
    XCTAssertEqual(record.durationNanos, 3_750)
  }

  func testEndFrameClosesStagesStillOpen() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    profiler.begin(.present)
    clock.advance(by: 40)
    profiler.begin(.wait)
    clock.advance(by: 900)
    let record = profiler.endFrame()
    XCTAssertEqual(record.stages[.present], 40)
    XCTAssertEqual(record.stages[.wait], 900)
    XCTAssertFalse(profiler.isFrameOpen)
    XCTAssertEqual(profiler.misuseCount, 0)
  }

  func testEndingAStageThatIsNotOpenIsIgnoredAndCounted() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    profiler.begin(.input)
    clock.advance(by: 10)
    profiler.end(.draw)
    clock.advance(by: 10)
    profiler.end(.input)
    let record = profiler.endFrame()
    XCTAssertEqual(record.stages[.input], 20)
    XCTAssertEqual(record.stages[.draw], 0)
    XCTAssertEqual(profiler.misuseCount, 1)
  }

  func testEndingAnOuterStageClosesInnerOnesAndCountsThem() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    profiler.begin(.observers)
    clock.advance(by: 5)
    profiler.begin(.layout)
    clock.advance(by: 7)
    profiler.end(.observers)
    clock.advance(by: 100)
    let record = profiler.endFrame()
    XCTAssertEqual(record.stages[.observers], 5)
    XCTAssertEqual(record.stages[.layout], 7)
    XCTAssertEqual(profiler.misuseCount, 1)
  }

  func testBeginWithoutBeginFrameStartsAFrameAtThatMoment() {
    var profiler = makeProfiler()
    profiler.begin(.input)
    clock.advance(by: 300)
    let record = profiler.endFrame()
    XCTAssertEqual(record.durationNanos, 300)
    XCTAssertEqual(record.stages[.input], 300)
  }

  func testFramesCarryIndexStartAndIntervalFromThePreviousStart() {
    var profiler = makeProfiler()
    let firstStart = clock.nanos
    profiler.beginFrame()
    clock.advance(by: 1_000)
    let first = profiler.endFrame()
    clock.advance(by: 500)
    profiler.beginFrame()
    clock.advance(by: 2_000)
    let second = profiler.endFrame()
    XCTAssertEqual(first.index, 0)
    XCTAssertEqual(first.startNanos, firstStart)
    XCTAssertEqual(first.intervalNanos, 0)
    XCTAssertEqual(second.index, 1)
    XCTAssertEqual(second.intervalNanos, 1_500)
    XCTAssertEqual(second.endNanos, firstStart + 3_500)
  }

  func testBeginFrameWhileAFrameIsOpenEndsItFirst() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    profiler.begin(.draw)
    clock.advance(by: 64)
    profiler.beginFrame()
    XCTAssertEqual(profiler.totalFrames, 1)
    XCTAssertEqual(profiler.lastFrame?.stages[.draw], 64)
    XCTAssertTrue(profiler.isFrameOpen)
  }

  func testCountersAreStoredInTheRecordAndResetForTheNextFrame() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    profiler.counters.observerTransforms += 12
    profiler.counters.observerDeliveries += 3
    profiler.counters.itemsLaidOut = 40
    profiler.counters.textCacheHits = 25
    profiler.counters.textCacheMisses = 2
    profiler.counters.relayouts = 1
    let record = profiler.endFrame()
    XCTAssertEqual(
      record.counters,
      FrameCounters(
        observerTransforms: 12, observerDeliveries: 3, itemsLaidOut: 40, textCacheHits: 25,
        textCacheMisses: 2, relayouts: 1))
    XCTAssertEqual(profiler.counters, .zero)
    profiler.beginFrame()
    XCTAssertEqual(profiler.endFrame().counters, .zero)
  }

  func testSpansRecordEachEntryWithNestingDepthInsideTheFrame() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    let frameStart = clock.nanos
    profiler.begin(.observers)
    clock.advance(by: 10)
    profiler.begin(.layout)
    clock.advance(by: 20)
    profiler.end(.layout)
    clock.advance(by: 5)
    profiler.end(.observers)
    profiler.begin(.draw)
    clock.advance(by: 7)
    profiler.end(.draw)
    _ = profiler.endFrame()
    XCTAssertEqual(
      Array(profiler.spans),
      [
        StageSpan(stage: .observers, startNanos: frameStart, endNanos: frameStart + 35, depth: 0),
        StageSpan(
          stage: .layout, startNanos: frameStart + 10, endNanos: frameStart + 30, depth: 1),
        StageSpan(stage: .draw, startNanos: frameStart + 35, endNanos: frameStart + 42, depth: 0),
      ])
    profiler.beginFrame()
    XCTAssertTrue(profiler.spans.isEmpty)
  }

  func testSpansBeyondTheLimitAreNotListedButStillTimed() {
    var profiler = FrameProfiler(capacity: 4, maxSpansPerFrame: 2, clock: clock.reading)
    profiler.beginFrame()
    for _ in 0..<3 {
      profiler.begin(.layout)
      clock.advance(by: 10)
      profiler.end(.layout)
    }
    let record = profiler.endFrame()
    XCTAssertEqual(profiler.spans.count, 2)
    XCTAssertEqual(profiler.overflowedSpans, 1)
    XCTAssertEqual(record.stages[.layout], 30)
  }

  func testAClockThatGoesBackwardsCountsAsNoTime() {
    var profiler = makeProfiler()
    profiler.beginFrame()
    profiler.begin(.physics)
    clock.nanos -= 500
    profiler.end(.physics)
    let record = profiler.endFrame()
    XCTAssertEqual(record.stages[.physics], 0)
    XCTAssertEqual(record.durationNanos, 0)
  }

  func testFramesOverBudgetAreFlaggedDroppedAndCounted() {
    var profiler = makeProfiler(budget: 10_000)
    profiler.beginFrame()
    profiler.measure(.rasterize) { clock.advance(by: 10_001) }
    XCTAssertTrue(profiler.endFrame().dropped)
    profiler.beginFrame()
    profiler.measure(.rasterize) { clock.advance(by: 9_000) }
    profiler.measure(.wait) { clock.advance(by: 1_000) }
    XCTAssertFalse(profiler.endFrame().dropped)
    XCTAssertEqual(profiler.totalDropped, 1)
    XCTAssertEqual(profiler.totalFrames, 2)
  }

  func testStagesHaveAStableOrderNamesAndDistinctColours() {
    XCTAssertEqual(
      FrameStage.allCases,
      [.input, .physics, .layout, .observers, .draw, .rasterize, .present, .wait, .prefetch])
    XCTAssertEqual(FrameStage.allCases.map(\.rawValue), Array(0..<FrameStage.count))
    XCTAssertEqual(FrameStage.draw.displayName, "Display list")
    XCTAssertEqual(FrameStage.draw.identifier, "draw")
    let colours = FrameStage.allCases.map(\.color)
    XCTAssertEqual(Set(colours).count, FrameStage.count)
    XCTAssertTrue(colours.allSatisfy { $0 <= 0xFF_FFFF })
    XCTAssertEqual(FrameStage.allCases.filter(\.isWork).count, FrameStage.count - 2)
    XCTAssertFalse(FrameStage.prefetch.isWork, "idle work after present is not frame work")
  }

  func testPrefetchAfterPresentIsTimedButNotFrameWork() {
    var profiler = makeProfiler(budget: 16_666_667)
    profiler.beginFrame()
    profiler.measure(.rasterize) { clock.advance(by: 300_000) }
    profiler.measure(.present) { clock.advance(by: 50_000) }
    profiler.measure(.prefetch) { clock.advance(by: 40_000) }
    profiler.measure(.wait) { clock.advance(by: 16_000_000) }
    let record = profiler.endFrame()
    XCTAssertEqual(record.stages[.prefetch], 40_000)
    XCTAssertEqual(record.workNanos, 350_000)
    XCTAssertEqual(record.stages.totalNanos, 16_390_000)
  }
}
