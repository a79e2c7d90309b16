import XCTest

@testable import ScrollCore

/// A preset's wheel model runs the detents: each event's motion is the model's from the
/// current offset and velocity, the run's event times reach the model, and the configuration's
/// own step runs for presets without one (or when a step duration is set).
final class InputWheelModelTests: XCTestCase {
  /// 600^(2/3), GTK's detent on a 600 pt page.
  let step600 = pow(600, 2.0 / 3.0)

  func testAFirefoxDetentFollowsTheBezierStepOf200ms() {
    var h = InputHarness(physics: .firefox)
    h.send(wheel(-1), at: 0.1)
    let reference = FirefoxBezierWheel().motion(
      for: WheelStep(start: 0, velocity: 0, target: step600, time: 0.1),
      tolerance: ScrollPhysics.firefox.tolerance)
    for k in 1...14 {
      let t = 0.1 + Double(k) / 60
      h.run(until: t)
      XCTAssertEqual(h.offset.y, reference.position(at: t - 0.1), accuracy: 1e-9, "at \(t)")
    }
    XCTAssertEqual(h.offset.y, step600, accuracy: 1e-9)
    XCTAssertEqual(h.phase, .idle, "rests after 200 ms")
  }

  func testTheRunsEventTimesReachTheModel() {
    var h = InputHarness(physics: .firefoxMSD)
    h.send(wheel(-1), at: 0.1)
    h.send(wheel(-1), at: 0.11)
    h.send(wheel(-1), at: 0.12)
    XCTAssertEqual(h.interpreter.wheelRun, [0.1, 0.11, 0.12])
    h.settle()
    XCTAssertEqual(h.offset.y, 3 * step600, accuracy: 1e-6)
    h.send(wheel(-1), at: h.now + 1)
    XCTAssertEqual(h.interpreter.wheelRun.count, 1, "a detent from rest starts a new run")
  }

  func testImpulseStepsLastAsLongAsChromiumsCurve() {
    var h = InputHarness(physics: .chromiumImpulse)
    h.send(wheel(-1), at: 0.1)
    // 71.1 pt x 1.5 ms = 107 ms, kept at 200 ms.
    h.run(until: 0.1 + 0.19)
    XCTAssertEqual(h.phase, .animating)
    h.run(until: 0.1 + 0.23)
    XCTAssertEqual(h.phase, .idle)
    XCTAssertEqual(h.offset.y, step600, accuracy: 1e-9)
  }

  func testMacOSDetentsJumpAndPresetsWithoutAModelKeepChromiumsStep() {
    var mac = InputHarness(physics: .macos)
    mac.send(wheel(-1), at: 0.1)
    XCTAssertEqual(mac.offset.y, step600, accuracy: 1e-9, "at once")
    var ios = InputHarness(physics: .ios)
    var withChromium = ScrollPhysics.ios
    withChromium.wheel = .chromium
    var chromium = InputHarness(physics: withChromium)
    for h in [0.1, 0.14, 0.3] {
      ios.send(wheel(-1), at: h)
      chromium.send(wheel(-1), at: h)
    }
    for k in 1...30 {
      let t = 0.3 + Double(k) / 60
      ios.run(until: t)
      chromium.run(until: t)
      XCTAssertEqual(ios.offset.y, chromium.offset.y, accuracy: 1e-9, "at \(t)")
    }
  }

  func testAStepDurationSettingOverridesTheModel() {
    var config = InputConfiguration()
    config.wheelStepDuration = 0.5
    var h = InputHarness(physics: .macos, configuration: config)
    h.send(wheel(-1), at: 0.1)
    XCTAssertEqual(h.offset.y, 0, accuracy: 1e-9, "an eased step, not the jump")
    h.run(until: 0.35)
    XCTAssertEqual(h.phase, .animating)
  }
}
