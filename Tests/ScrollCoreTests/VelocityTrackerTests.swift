import XCTest

@testable import ScrollCore

final class VelocityTrackerTests: XCTestCase {
  func testSteadyMotionGivesItsSpeed() {
    var tracker = VelocityTracker()
    for i in 0...12 { tracker.add(time: Double(i) * 0.008, position: Double(i) * 0.008 * 1500) }
    XCTAssertEqual(tracker.velocity(at: 0.096), 1500, accuracy: 1e-6)
  }

  func testAcceleratingMotionGivesTheSlopeAtTheNewestSample() {
    var tracker = VelocityTracker()
    // x = 4000 t^2: slope 8000 t; at t = 0.096 that is 768 pt/s.
    for i in 0...12 {
      let t = Double(i) * 0.008
      tracker.add(time: t, position: 4000 * t * t)
    }
    XCTAssertEqual(tracker.velocity(at: 0.096), 768, accuracy: 1e-6)
  }

  func testNoVelocityAfterAPauseOrFromOldSamples() {
    var tracker = VelocityTracker()
    for i in 0...12 { tracker.add(time: Double(i) * 0.008, position: Double(i) * 12) }
    XCTAssertEqual(tracker.velocity(at: 0.096 + 0.041), 0, "a 40 ms pause stops the fling")
    var gap = VelocityTracker()
    gap.add(time: 0, position: 0)
    gap.add(time: 0.2, position: 100)
    XCTAssertEqual(gap.velocity(at: 0.2), 0, "samples beyond the 100 ms horizon are ignored")
  }

  func testEventsBunchedIntoOneBatchGiveNoVelocity() {
    var tracker = VelocityTracker()
    for i in 0...5 { tracker.add(time: 1.0 + Double(i) * 1e-6, position: Double(i) * 50) }
    XCTAssertEqual(tracker.velocity(at: 1.0), 0)
  }

  func testNonFiniteSamplesAreDropped() {
    var tracker = VelocityTracker()
    tracker.add(time: .nan, position: 1)
    tracker.add(time: 0, position: .infinity)
    XCTAssertEqual(tracker.sampleCount, 0)
  }
}
