import XCTest

@testable import ScrollCore

/// The numeric test vectors of shared/reference/physics.md, within 0.5 % (or 0.1 pt for
/// distances under 20 pt).
final class PhysicsVectorTests: XCTestCase {
  func assertClose(
    _ actual: Double, _ expected: Double, file: StaticString = #filePath, line: UInt = #line
  ) {
    let tolerance = abs(expected) < 20 ? 0.1 : abs(expected) * 0.005
    XCTAssertEqual(actual, expected, accuracy: tolerance, file: file, line: line)
  }

  func testIOSNormalFlingRestsAt999AndStopsAt3797ms() {
    let sim = ScrollPhysics.ios.momentum(start: 0, velocity: 2000)
    assertClose(sim.finalPosition, 999.00)
    assertClose(sim.position(at: 0.5), 631.86)
    assertClose(sim.position(at: 1.0), 864.07)
    assertClose(sim.duration, 3.797)
    XCTAssertGreaterThanOrEqual(abs(sim.velocity(at: 3.79)), 1)
    XCTAssertLessThan(abs(sim.velocity(at: 3.80)), 1)
  }

  func testIOSProjectionIs998() {
    assertClose(DecaySimulation.projectedDistance(velocity: 2000, ratePerMillisecond: 0.998), 998.0)
    assertClose(DecaySimulation.projectedDistance(velocity: 2000, ratePerMillisecond: 0.99), 198.0)
  }

  func testIOSFastFlingRestsAt199AndStopsAt756ms() {
    let sim = ScrollPhysics.iosFast.momentum(start: 0, velocity: 2000)
    assertClose(sim.finalPosition, 199.0)
    // Vector 2's "|v| < 1 pt/s at 0.756 s" is the decay's own; the preset stops earlier, where
    // 0.5 pt remain (the published model), and rests there.
    let decay = DecaySimulation(
      start: 0, velocity: 2000, k: DecaySimulation.rate(perMillisecond: 0.99))
    assertClose(decay.duration, 0.756)
    XCTAssertEqual(sim.finalPosition, decay.asymptote - 0.5, accuracy: 1e-9)
    XCTAssertEqual(sim.position(at: sim.duration - 1e-9), decay.asymptote - 0.5, accuracy: 1e-6)
  }

  func testRubberBandVectorsAndInverse() {
    let expected: [(Double, Double)] = [
      (10, 5.450), (100, 50.382), (300, 129.412), (600, 212.903), (6000, 507.692),
    ]
    for (x, b) in expected {
      assertClose(RubberBand.band(x, c: 0.55, dimension: 600), b)
    }
    assertClose(RubberBand.inverse(50.382, c: 0.55, dimension: 600), 100.000)
    XCTAssertEqual(
      RubberBand.band(-100, c: 0.55, dimension: 600), -RubberBand.band(100, c: 0.55, dimension: 600)
    )
  }

  func testFlutterFrictionFactorAndDragPastEdge() {
    XCTAssertEqual(OverscrollFriction.factor(0.5, scale: 0.52), 0.13, accuracy: 1e-9)
    XCTAssertEqual(OverscrollFriction.factor(0.5, scale: 0.26), 0.065, accuracy: 1e-9)
    let outward = OverscrollFriction.applied(
      delta: 10, overscroll: 60, outward: true, viewport: 600, scale: 0.52)
    assertClose(outward, 4.212)
    let inward = OverscrollFriction.applied(
      delta: -10, overscroll: 60, outward: false, viewport: 600, scale: 0.52)
    assertClose(inward, 4.369)
  }

  func testFlutterDragPastEdgeThroughTheScrollView() {
    var view = SCScrollView(
      physics: .flutter, contentSize: Size(width: 400, height: 3000),
      containerSize: Size(width: 400, height: 600))
    // Drag 60 pt past the top edge is built up from smaller steps; set it exactly instead:
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: -1), at: 0.01)  // 1 pt past the top, moved 0.52 * (1)^2 ...
    let before = view.offset.y
    XCTAssertLessThan(before, 0)
    view.dragBy(Point(x: 0, y: -10), at: 0.02)
    let over = -before
    let expected = 10 * OverscrollFriction.factor(over / 600, scale: 0.52)
    XCTAssertEqual(before - view.offset.y, expected, accuracy: 1e-9)
  }

  func testFlutterBouncingBallisticRestsAt998_76() {
    // Vector 5 is FrictionSimulation's finalX; Flutter's ballistic stops where |v| falls under
    // its tolerance (20 pt/s at device pixel ratio 1), 20 / ln(1 / 0.135) pt before it.
    let sim = ScrollPhysics.flutter.momentum(start: 0, velocity: 2000)
    let decay = try? XCTUnwrap(sim as? DecaySimulation)
    assertClose(decay?.asymptote ?? 0, 998.76)
    XCTAssertEqual(sim.finalPosition, 998.76 - 20 / log(1 / 0.135), accuracy: 0.01)
    XCTAssertEqual(abs(sim.velocity(at: sim.duration - 1e-9)), 20, accuracy: 1e-3)
  }

  func testFlutterFastStopsAt512msAfter457pt() {
    // Vector 6 is where the velocity reaches zero; the preset stops where it falls under
    // 20 pt/s, a few milliseconds and a fraction of a point earlier.
    let vector = DecaySimulation(
      start: 0, velocity: 2000, k: log(0.135), constantDeceleration: 1400)
    assertClose(vector.duration, 0.5122)
    assertClose(vector.finalPosition, 457.0)
    XCTAssertEqual(vector.velocity(at: vector.duration - 1e-6), 0, accuracy: 0.01)
    let sim = ScrollPhysics.flutterFast.momentum(start: 0, velocity: 2000)
    assertClose(sim.finalPosition, 457.0)
    XCTAssertEqual(abs(sim.velocity(at: sim.duration - 1e-9)), 20, accuracy: 1e-3)
    XCTAssertLessThan(sim.duration, vector.duration)
  }

  func testAndroidSplineDistancesAndDuration() {
    let fast = SplineFlingSimulation(start: 0, velocity: 2000)
    assertClose(fast.finalPosition, 647.40)
    assertClose(fast.duration * 1000, 924.9)
    let slow = SplineFlingSimulation(start: 0, velocity: 500)
    assertClose(slow.finalPosition, 58.32)
    // The curve is monotonic and starts at the release velocity.
    var last = 0.0
    for i in 1...100 {
      let p = fast.position(at: fast.duration * Double(i) / 100)
      XCTAssertGreaterThanOrEqual(p, last)
      last = p
    }
    XCTAssertEqual(fast.velocity(at: 0), 2000, accuracy: 2000 * 0.05)
  }

  func testAndroidSpringBackDurations() {
    assertClose(CubicSpringBackSimulation(start: 100, target: 0).duration * 1000, 316.2)
    assertClose(CubicSpringBackSimulation(start: 50, target: 0).duration * 1000, 223.6)
  }

  func testGTKDecelerationDistanceAndDetentStep() {
    assertClose(ScrollPhysics.gtk.momentum(start: 0, velocity: 2000).finalPosition, 500)
    assertClose(pow(600, 2.0 / 3.0), 71.14)
  }

  func testChromiumWheelDurations() {
    assertClose(SCScrollView.wheelStepDuration(distance: 120) * 1000, 200)
    assertClose(SCScrollView.wheelStepDuration(distance: 300) * 1000, 150)
    assertClose(SCScrollView.wheelStepDuration(distance: 480) * 1000, 100)
  }

  func testCriticallyDampedBounceBack() {
    let sim = SpringSimulation(criticallyDampedOmega: 10, start: 100, target: 0)
    assertClose(sim.position(at: 0.1), 73.58)
    XCTAssertEqual(sim.finalPosition, 0)
    XCTAssertEqual(sim.position(at: sim.duration), 0)
  }

  func testClosedFormTravelsTheSameAtEveryFrameRateUnlikePerFrameFriction() {
    // Kivy's per-frame friction update (friction 0.05, std_dt 0.017, stop under 0.5 pt/s)
    // travels 646.5 pt at 60 fps and 663.2 pt at 120 fps (vector 12); ours does not vary.
    func perFrame(fps: Double) -> Double {
      var v = 2000.0
      var x = 0.0
      let dt = 1 / fps
      while abs(v) > 0.5 {
        v -= v * 0.05 * dt / 0.017
        x += v * dt
      }
      return x
    }
    assertClose(perFrame(fps: 60), 646.5)
    assertClose(perFrame(fps: 120), 663.2)
    let sim = ScrollPhysics.ios.momentum(start: 0, velocity: 2000)
    for fps in [30.0, 60, 120, 144, 240] {
      var t = 0.0
      while !sim.isDone(at: t) { t += 1 / fps }
      XCTAssertEqual(sim.position(at: t), 999.0 - 0.5, accuracy: 0.01)
    }
  }

  func testPresetsAreDataAndCanBeTuned() {
    var custom = ScrollPhysics.ios
    custom.name = "ios-slow"
    custom.deceleration = .exponential(ratePerMillisecond: 0.999)
    let d = custom.momentum(start: 0, velocity: 2000).finalPosition
    XCTAssertGreaterThan(d, 1900)
    XCTAssertEqual(ScrollPhysics.preset(named: "GTK")?.name, "gtk")
    XCTAssertNil(ScrollPhysics.preset(named: "qt"))
    XCTAssertEqual(
      Set(ScrollPhysics.presetNames).count,
      ScrollPhysics.presets.count + ScrollPhysics.variants.count)
    XCTAssertEqual(ScrollPhysics.preset(named: "gtk-both-edges")?.overshootCap?.endEdge, true)
  }
}
