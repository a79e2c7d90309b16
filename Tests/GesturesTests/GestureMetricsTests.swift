import Gestures
import XCTest

/// The per-gesture metrics on hand-made timings.
final class GestureMetricsTests: XCTestCase {
  private let interval = 1.0 / 60

  /// `count` frames one interval apart from `start`, each presented `work` after its start,
  /// with `late` (index: seconds) added to the presents given.
  private func frames(
    count: Int, start: Double = 0, work: Double = 0.002, late: [Int: Double] = [:]
  )
    -> [FrameTiming]
  {
    (0..<count).map { i in
      let s = start + Double(i) * interval
      let p = s + work + (late[i] ?? 0)
      return FrameTiming(
        index: i, start: s, present: p, deadline: s + interval, chained: i > 0)
    }
  }

  func testHitchRatioIsTotalLatenessOverDuration() {
    // 60 frames over one second, one of them 40 ms late: 40 ms/s, critical.
    let timings = frames(count: 60, late: [10: 0.040 + interval - 0.002])
    let m = GestureMetrics(timings: timings, inputs: [], duration: 1, interval: interval)
    XCTAssertEqual(m.hitchMsPerSecond, 40, accuracy: 1e-6)
    XCTAssertEqual(m.hitchVerdict, .critical)
    XCTAssertEqual(m.lateFrames, 1)
    XCTAssertEqual(m.missedFrames, 3)
    XCTAssertEqual(m.delayedFramesPercent, 100.0 / 63, accuracy: 1e-9)
    let onTime = GestureMetrics(
      timings: frames(count: 60), inputs: [], duration: 1, interval: interval)
    XCTAssertEqual(onTime.hitchMsPerSecond, 0)
    XCTAssertEqual(onTime.hitchVerdict, .good)
    XCTAssertEqual(onTime.delayedFramesPercent, 0)
  }

  func testVerdictThresholds() {
    XCTAssertEqual(HitchVerdict(msPerSecond: 4.99), .good)
    XCTAssertEqual(HitchVerdict(msPerSecond: 5), .warning)
    XCTAssertEqual(HitchVerdict(msPerSecond: 10), .warning)
    XCTAssertEqual(HitchVerdict(msPerSecond: 10.01), .critical)
  }

  func testJitterIsPresentIntervalsMinusTheDisplayInterval() {
    // The third present 4 ms late: intervals deviate by 0, +4 and -4 ms.
    var timings = frames(count: 4)
    timings[2].present += 0.004
    let m = GestureMetrics(timings: timings, inputs: [], duration: 0.05, interval: interval)
    let deviations = [0.0, 4.0, -4.0]
    let mean = deviations.reduce(0, +) / 3
    let sd = (deviations.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 3).squareRoot()
    XCTAssertEqual(m.jitterSD, sd, accuracy: 1e-6)
    XCTAssertEqual(m.jitterP99, 4, accuracy: 1e-6)
    // An interval across an idle sleep is not pacing: left out.
    timings[3].chained = false
    let apart = GestureMetrics(timings: timings, inputs: [], duration: 0.05, interval: interval)
    XCTAssertEqual(apart.jitterP99, 4, accuracy: 1e-6)
    XCTAssertEqual(apart.jitterSD, 2, accuracy: 1e-6)
  }

  func testLatencyRunsFromEachEventToThePresentThatShowedIt() {
    var inputs: [GestureInput] = []
    for (i, delay) in [0.010, 0.020, 0.030, 0.040].enumerated() {
      var input = GestureInput(time: Double(i), tick: .precise, value: 0.5)
      input.presented = Double(i) + delay
      inputs.append(input)
    }
    inputs.append(GestureInput(time: 9, tick: .precise, value: 1))  // never presented
    let m = GestureMetrics(timings: [], inputs: inputs, duration: 1, interval: interval)
    XCTAssertEqual(m.latency?.p50 ?? 0, 20, accuracy: 1e-6)
    XCTAssertEqual(m.latency?.p99 ?? 0, 40, accuracy: 1e-6)
    XCTAssertEqual(m.latency?.max ?? 0, 40, accuracy: 1e-6)
    XCTAssertNil(GestureMetrics(timings: [], inputs: [], duration: 1, interval: interval).latency)
  }

  func testAGestureWithoutDurationHasNoRatio() {
    let m = GestureMetrics(
      timings: frames(count: 1, late: [0: 0.1]), inputs: [], duration: 0, interval: interval)
    XCTAssertEqual(m.hitchMsPerSecond, 0)
    XCTAssertEqual(m.lateFrames, 1)
  }
}
