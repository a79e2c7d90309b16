import XCTest

@testable import ScrollCore

/// Reference vectors of the wheel models and the macOS elastic models, computed from the
/// sources' formulas (docs/physics.md "Wheel models"): Firefox's Bézier and MSD wheels
/// (mozilla gecko-dev layout/generic/ScrollAnimation{Bezier,MSD}Physics.cpp), Chromium's
/// impulse curve (cc/animation/scroll_offset_animation_curve.cc), WebKit's rubber band
/// (Source/WebCore/platform/mac/ScrollElasticityController.mm) and Lenis
/// (packages/core/src/animate.ts). Within 0.5 % (or 0.1 pt under 20 pt), as
/// `PhysicsVectorTests`.
final class WheelModelVectorTests: XCTestCase {
  let tolerance = ScrollPhysics.ios.tolerance

  func assertClose(
    _ actual: Double, _ expected: Double, file: StaticString = #filePath, line: UInt = #line
  ) {
    let allowed = abs(expected) < 20 ? 0.1 : abs(expected) * 0.005
    XCTAssertEqual(actual, expected, accuracy: allowed, file: file, line: line)
  }

  func step(_ target: Double, at time: Double = 0, after events: [Double] = [], v: Double = 0)
    -> WheelStep
  { WheelStep(start: 0, velocity: v, target: target, time: time, earlierEvents: events) }

  // general.smoothScroll.mouseWheel.durationMinMS 50, durationMaxMS 200,
  // durationToIntervalRatio 200: the first event of a run lasts the maximum; then the mean of
  // the last three intervals (whole ms) times 2.
  func testFirefoxDurationFollowsTheEventRate() {
    let ff = FirefoxBezierWheel()
    XCTAssertEqual(ff.duration(for: step(120)), 0.200, accuracy: 1e-12)
    XCTAssertEqual(ff.duration(for: step(120, at: 0.030, after: [0])), 0.152, accuracy: 1e-12)
    XCTAssertEqual(
      ff.duration(for: step(120, at: 0.060, after: [0, 0.030])), 0.106, accuracy: 1e-12)
    XCTAssertEqual(
      ff.duration(for: step(120, at: 0.090, after: [0, 0.030, 0.060])), 0.060, accuracy: 1e-12)
    XCTAssertEqual(
      ff.duration(for: step(120, at: 0.100, after: [0, 0.030, 0.060, 0.090])), 0.050,
      accuracy: 1e-12)
  }

  // From rest the curve is (0.25, 0, 0.6, 1) (currentVelocityWeighting 0.25,
  // stopDecelerationWeighting 0.4); at 600 pt/s toward a 100 pt target over 200 ms the slope
  // 1.2 gives (0.16005, 0.19206, 0.6, 1).
  func testFirefoxBezierPositions() {
    let rest = FirefoxBezierWheel.firefox.motion(for: step(120), tolerance: tolerance)
    assertClose(rest.position(at: 0.05), 25.813)
    assertClose(rest.position(at: 0.10), 69.841)
    XCTAssertEqual(rest.duration, 0.2, accuracy: 1e-12)
    XCTAssertEqual(rest.position(at: 0.2), 120)
    let moving = FirefoxBezierWheel.firefox.motion(for: step(100, v: 600), tolerance: tolerance)
    assertClose(moving.position(at: 0.10), 67.956)
  }

  // motionBeginSpringConstant 1250, regularSpringConstant 1000, slowdownSpringConstant 2000,
  // continuousMotionMaxDeltaMS 120, slowdownMinDeltaMS 12, slowdownMinDeltaRatio 1.3.
  func testFirefoxMSDSpringConstants() {
    let msd = FirefoxMSDWheel.firefoxMSD
    XCTAssertEqual(msd.springConstant(for: step(100)), 1250)
    XCTAssertEqual(msd.springConstant(for: step(100, at: 0.010, after: [0])), 1000)
    XCTAssertEqual(msd.springConstant(for: step(100, at: 0.020, after: [0, 0.010])), 1000)
    XCTAssertEqual(
      msd.springConstant(for: step(100, at: 0.040, after: [0, 0.010, 0.020])), 2000)
    XCTAssertEqual(msd.springConstant(for: step(100, at: 0.012, after: [0, 0.010])), 1000)
    XCTAssertEqual(msd.springConstant(for: step(100, at: 0.160, after: [0, 0.040])), 1250)
  }

  // A critically damped spring of mass 1: 100 - 100 (1 + w t) e^(-w t), w = sqrt(k).
  func testFirefoxMSDPositions() {
    let begin = FirefoxMSDWheel.firefoxMSD.motion(for: step(100), tolerance: tolerance)
    assertClose(begin.position(at: 0.05), 52.750)
    let regular = FirefoxMSDWheel.firefoxMSD.motion(
      for: step(100, at: 0.01, after: [0]), tolerance: tolerance)
    assertClose(regular.position(at: 0.05), 46.895)
    XCTAssertEqual(begin.finalPosition, 100)
  }

  // kImpulseMillisecondsPerPixel 1.5 within kImpulseMinDurationMs 200 and
  // kImpulseMaxDurationMs 500; from rest the curve is (0.25, 0, 0, 1).
  func testChromiumImpulseDurationsAndCurve() {
    let impulse = ChromiumImpulseWheel.chromiumImpulse
    XCTAssertEqual(impulse.duration(distance: 100), 0.2, accuracy: 1e-12)
    XCTAssertEqual(impulse.duration(distance: -300), 0.45, accuracy: 1e-12)
    XCTAssertEqual(impulse.duration(distance: 400), 0.5, accuracy: 1e-12)
    let small = impulse.motion(for: step(100), tolerance: tolerance)
    assertClose(small.position(at: 0.1), 87.425)
    let long = impulse.motion(for: step(300), tolerance: tolerance)
    assertClose(long.position(at: 0.225), 262.274)
    XCTAssertEqual(long.duration, 0.45, accuracy: 1e-12)
  }

  // ImpulseCurveWithInitialSlope: y1 = 0.25 slope under slope 4, else x1 = 1 / slope, y1 = 1;
  // a step keeps the velocity it starts with.
  func testChromiumImpulseKeepsTheVelocity() {
    XCTAssertEqual(CubicBezierCurve.impulse(initialSlope: 2).y1, 0.5)
    XCTAssertEqual(CubicBezierCurve.impulse(initialSlope: 5).x1, 0.2, accuracy: 1e-12)
    XCTAssertEqual(CubicBezierCurve.impulse(initialSlope: 5).y1, 1)
    let moving = ChromiumImpulseWheel.chromiumImpulse.motion(
      for: step(100, v: 1000), tolerance: tolerance)
    XCTAssertEqual(moving.velocity(at: 0), 1000, accuracy: 1)
    let away = ChromiumImpulseWheel.chromiumImpulse.motion(
      for: step(100, v: -1000), tolerance: tolerance)
    XCTAssertEqual(away.velocity(at: 0), 0, accuracy: 1e-9)
  }

  // WebKit: (x0 + v t 0.31) e^(-t 20 / 1.6); resting under 1 pt (the macos preset).
  func testMacOSSnapBack() {
    let mac = ScrollPhysics.macos
    let back = mac.spring(start: -100, target: 0, velocity: 0)
    assertClose(back.position(at: 0.1), -28.650)
    XCTAssertEqual(back.duration, log(100) / 12.5, accuracy: 1e-6)
    XCTAssertEqual(back.position(at: back.duration), 0)
    // A fling into the edge at 1000 pt/s: 310 t e^(-12.5 t), its peak 9.123 pt at 80 ms.
    let bounce = mac.spring(start: 0, target: 0, velocity: 1000)
    assertClose(bounce.position(at: 0.08), 9.123)
    XCTAssertEqual(bounce.velocity(at: 0.08), 0, accuracy: 1e-6)
    XCTAssertEqual(bounce.finalPosition, 0)
  }

  // elasticDeltaForReboundDelta: the stretch is the accumulated overscroll / 20.
  func testMacOSStretchWhileDragging() {
    let model = StretchOverscroll(stiffness: 20)
    var drag = OverscrollDrag(offset: 0, raw: 0, lower: 0, upper: 1000, viewport: 600)
    model.apply(-200, to: &drag)
    XCTAssertEqual(drag.offset, -10, accuracy: 1e-12)
    model.apply(150, to: &drag)
    XCTAssertEqual(drag.offset, -2.5, accuracy: 1e-12)
    XCTAssertEqual(
      model.rawPosition(showing: 1010, lower: 0, upper: 1000, viewport: 600), 1200,
      accuracy: 1e-9)
  }

  // Lenis: damp(value, to, 60 x 0.1, dt), done when Math.round(value) === to; with a duration
  // of 1.2 s the easing min(1, 1.001 - 2^(-10 p)).
  func testLenisLerpAndDuration() {
    let lerp = LenisWheel.lenis.motion(for: step(100), tolerance: tolerance)
    assertClose(lerp.position(at: 0.1), 45.119)
    XCTAssertEqual(lerp.duration, log(200) / 6, accuracy: 1e-9)
    let eased = LenisWheel(lerp: 0, duration: 1.2).motion(for: step(100), tolerance: tolerance)
    assertClose(eased.position(at: 0.6), 96.975)
    XCTAssertEqual(eased.duration, 1.2)
    XCTAssertEqual(LenisWheel.easing(0), 0.001, accuracy: 1e-12)
    XCTAssertEqual(LenisWheel.easing(1), 1)
  }

  // The Chromium conformer is the configured step's curve exactly.
  func testChromiumConformerMatchesTheWheelStepAnimation() {
    let model = ChromiumWheel.chromium.motion(for: step(120, v: 300), tolerance: tolerance)
    let duration = min(
      SCScrollView.wheelStepDuration(distance: 120),
      CubicBezierEaseSimulation.retargetDurationCap(distance: 120, velocity: 300) ?? 1)
    let reference = CubicBezierEaseSimulation(
      start: 0, target: 120, velocity: 300, duration: duration)
    for t in stride(from: 0.0, through: 0.25, by: 0.01) {
      XCTAssertEqual(model.position(at: t), reference.position(at: t))
    }
  }
}
