import Runtime
import XCTest

final class IdleRuleTests: XCTestCase {
  func testAFrameIsDueWhenTheContentNeedsOne() {
    XCTAssertEqual(
      IdleRule.decide(needsFrame: true, nextWake: 5, nextEvent: 7, now: 1), .frame)
  }

  func testATimerAtOrBeforeNowIsDue() {
    XCTAssertEqual(IdleRule.decide(needsFrame: false, nextWake: 1, nextEvent: nil, now: 1), .frame)
    XCTAssertEqual(
      IdleRule.decide(needsFrame: false, nextWake: 0.5, nextEvent: nil, now: 1), .frame)
  }

  func testAnEventAtOrBeforeNowIsDue() {
    XCTAssertEqual(IdleRule.decide(needsFrame: false, nextWake: nil, nextEvent: 1, now: 1), .frame)
  }

  func testOtherwiseTheLoopSleepsUntilTheTimerAndTheEvent() {
    let d = IdleRule.decide(needsFrame: false, nextWake: 3, nextEvent: 2, now: 1)
    XCTAssertEqual(d, .sleep(timer: 3, event: 2))
    XCTAssertFalse(d.needsFrame)
    XCTAssertEqual(
      IdleRule.decide(needsFrame: false, nextWake: nil, nextEvent: nil, now: 1),
      .sleep(timer: nil, event: nil))
  }

  func testTheTimerAndTheEventAreAskedOnlyWhenNeeded() {
    var asked: [String] = []
    func wake(_ t: Double?) -> Double? {
      asked.append("wake")
      return t
    }
    func event(_ t: Double?) -> Double? {
      asked.append("event")
      return t
    }
    _ = IdleRule.decide(needsFrame: true, nextWake: wake(5), nextEvent: event(7), now: 1)
    XCTAssertEqual(asked, [])
    _ = IdleRule.decide(needsFrame: false, nextWake: wake(1), nextEvent: event(7), now: 1)
    XCTAssertEqual(asked, ["wake"])
    asked = []
    XCTAssertEqual(
      IdleRule.decide(needsFrame: false, nextWake: wake(4), nextEvent: event(3), now: 1),
      .sleep(timer: 4, event: 3))
    XCTAssertEqual(asked, ["wake", "event"])
  }
}
