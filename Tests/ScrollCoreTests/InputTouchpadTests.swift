import XCTest

@testable import ScrollCore

final class InputTouchpadTests: XCTestCase {
  /// Sends `count` precise deltas of `dy` units, `interval` seconds apart, from `start`.
  /// Returns the time of the last one.
  @discardableResult
  func swipe(
    _ h: inout InputHarness, dy: Double, count: Int, interval: Double = 0.01, start: Double = 0.1
  ) -> Double {
    for i in 0..<count { h.send(wheel(dy), at: start + Double(i) * interval) }
    return start + Double(count - 1) * interval
  }

  func testPreciseDeltasTrackDirectlyThenFlingAfterTheIdleGap() {
    var h = InputHarness()
    // 0.5 unit = 20 pt every 10 ms: 2000 pt/s toward the end.
    let last = swipe(&h, dy: -0.5, count: 20)
    XCTAssertEqual(h.phase, .interacting)
    XCTAssertEqual(h.offset.y, 400, accuracy: 1e-9, "followed one to one")
    XCTAssertEqual(h.interpreter.device, .touchpad)
    h.run(until: last + 0.079)
    XCTAssertEqual(h.phase, .interacting, "still within the 80 ms gap")
    h.run(until: last + 0.08 + 1.0 / 60)
    XCTAssertEqual(h.phase, .decelerating, "the first frame after the gap releases")
    XCTAssertEqual(h.releaseVelocities.first?.y ?? 0, 2000, accuracy: 20)
    h.settle()
    // A touchpad gesture has no press: it goes straight to interacting.
    XCTAssertEqual(h.phasePath, [.idle, .interacting, .decelerating, .idle])
    // UIKit normal deceleration rests v / 2.002 beyond the release point.
    XCTAssertEqual(h.offset.y - 400, 2000 / 2.002, accuracy: 25)
    h.assertValidPhases()
  }

  func testFlingDistanceIsProportionalToTheStreamVelocity() {
    func flingDistance(_ dy: Double) -> Double {
      var h = InputHarness()
      swipe(&h, dy: dy, count: 20)
      let tracked = h.offset.y
      h.settle()
      return h.offset.y - tracked
    }
    let slow = flingDistance(-0.25)
    let fast = flingDistance(-0.5)
    XCTAssertGreaterThan(slow, 100)
    XCTAssertEqual(fast / slow, 2, accuracy: 0.05)
  }

  /// A swipe followed by the platform's own decaying momentum (as macOS delivers it), cut
  /// off while still moving at about 540 pt/s.
  func momentumStream(_ h: inout InputHarness) -> Double {
    var total = 0.0
    var t = 0.1
    for i in 0..<10 {
      let d = 0.2 + 0.06 * Double(i)  // rising to 0.74
      h.send(wheel(-d), at: t)
      total += d
      t += 1.0 / 120
    }
    var d = 0.8
    for _ in 0..<12 {
      d *= 0.9
      h.send(wheel(-d), at: t)
      total += d
      t += 1.0 / 60
    }
    return total * 40
  }

  func testADecayingMomentumTailIsFollowedWithoutASecondFling() {
    var h = InputHarness()
    let travelled = momentumStream(&h)
    XCTAssertTrue(h.interpreter.isFollowingPlatformMomentum)
    h.settle()
    XCTAssertEqual(h.offset.y, travelled, accuracy: 1e-6, "rests where the stream took it")
    XCTAssertEqual(h.phasePath, [.idle, .interacting, .idle])
    h.assertValidPhases()
  }

  func testWithoutTailDetectionTheSameStreamWouldFlingAgain() {
    var config = InputConfiguration()
    config.momentumTailMinimumRun = 1000
    var h = InputHarness(configuration: config)
    let travelled = momentumStream(&h)
    h.settle()
    XCTAssertGreaterThan(h.offset.y - travelled, 100, "a second, double momentum")
  }

  func testFractionsAccumulateWithoutTruncation() {
    var h = InputHarness()
    swipe(&h, dy: -0.013, count: 100, interval: 0.008)
    XCTAssertEqual(h.offset.y, 52, accuracy: 1e-9)
  }

  func testPullingPastTheTopRubberBandsThenSpringsBack() {
    var h = InputHarness()
    let last = swipe(&h, dy: 0.5, count: 10, interval: 0.05)  // slow: no fling velocity
    // 200 pt of raw overscroll shows as (1 - 1 / (200 * 0.55 / 600 + 1)) * 600.
    XCTAssertEqual(h.offset.y, -92.958, accuracy: 0.01)
    h.run(until: last + 0.08 + 1.0 / 60)
    XCTAssertEqual(h.phase, .decelerating)
    h.settle()
    XCTAssertEqual(h.offset.y, 0, accuracy: 0.1)
    h.assertValidPhases()
  }

  func testAGestureStartedDuringItsOwnFlingCatchesIt() {
    var h = InputHarness()
    let last = swipe(&h, dy: -0.5, count: 20)
    h.run(until: last + 0.3)
    XCTAssertEqual(h.phase, .decelerating)
    let caughtAt = h.offset.y
    h.send(wheel(-0.05), at: h.now + 0.001)
    XCTAssertEqual(h.phase, .interacting)
    XCTAssertEqual(h.offset.y, caughtAt + 2, accuracy: 2)
    h.settle()
    h.assertValidPhases()
  }

  func testSidewaysMotionOnAVerticalViewStartsNothing() {
    var h = InputHarness()
    h.send(.wheel(dx: 0.4, dy: 0, pointer: Point(x: 1, y: 1), modifiers: []), at: 0.1)
    h.settle()
    XCTAssertEqual(h.phasePath, [.idle])
    XCTAssertFalse(h.interpreter.isTouchpadGestureActive)
  }

  func testTailDetectorNeedsARunOfShrinkingDeltasAndLeavesOnAPush() {
    var d = MomentumTailDetector(minimumRun: 3)
    for m in [1.0, 2, 3, 2.5, 2.5, 2] { d.add(magnitude: m) }
    XCTAssertFalse(d.isInTail)
    d.add(magnitude: 1.5)
    XCTAssertTrue(d.isInTail)
    d.add(magnitude: 1.6)
    XCTAssertTrue(d.isInTail, "jitter stays in the tail")
    d.add(magnitude: 3)
    XCTAssertFalse(d.isInTail)
  }
}
