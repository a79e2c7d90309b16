import XCTest

@testable import ScrollCore

/// The timing curves of `ScrollAnimation.curve(_:duration:)` and their retargeting.
final class UnitCurveTests: XCTestCase {
  func testNamedCurvesHaveTheirCSSShapes() {
    for curve in [SCUnitCurve.linear, .easeIn, .easeOut, .easeInOut] {
      XCTAssertEqual(curve.value(at: 0), 0)
      XCTAssertEqual(curve.value(at: 1), 1)
    }
    XCTAssertEqual(SCUnitCurve.linear.value(at: 0.3), 0.3, accuracy: 1e-9)
    XCTAssertEqual(SCUnitCurve.linear.velocity(at: 0), 1, accuracy: 1e-4)
    XCTAssertEqual(SCUnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
    XCTAssertLessThan(SCUnitCurve.easeIn.value(at: 0.5), 0.35)
    XCTAssertGreaterThan(SCUnitCurve.easeOut.value(at: 0.5), 0.65)
    XCTAssertEqual(SCUnitCurve.easeInOut.velocity(at: 0), 0, accuracy: 1e-9)
    XCTAssertEqual(SCUnitCurve.easeOut.velocity(at: 1), 0, accuracy: 1e-9)
    // The slope is the derivative of the value.
    let curve = SCUnitCurve.bezier(
      startControlPoint: SCUnitPoint(x: 0.3, y: 1.5), endControlPoint: SCUnitPoint(x: 0.5, y: 1))
    for u in stride(from: 0.05, through: 0.95, by: 0.1) {
      let numeric = (curve.value(at: u + 1e-6) - curve.value(at: u - 1e-6)) / 2e-6
      XCTAssertEqual(curve.velocity(at: u), numeric, accuracy: 1e-3, "at \(u)")
    }
    XCTAssertGreaterThan(curve.value(at: 0.5), 1, "it overshoots")
  }

  func testBadControlPointsAreSanitized() {
    let curve = SCUnitCurve.bezier(
      startControlPoint: SCUnitPoint(x: .nan, y: .infinity),
      endControlPoint: SCUnitPoint(x: 7, y: 1))
    XCTAssertEqual(curve.startControlPoint, SCUnitPoint(x: 0, y: 0))
    XCTAssertEqual(curve.endControlPoint.x, 1)
    XCTAssertTrue(curve.value(at: .nan).isFinite)
    let (animation, nonFinite) = ScrollAnimation.linear(duration: .infinity).usable
    XCTAssertEqual(animation, .smooth)
    XCTAssertTrue(nonFinite)
  }

  func testARetargetKeepsPositionVelocityAndEndTime() {
    for curve in [SCUnitCurve.linear, .easeIn, .easeOut, .easeInOut] {
      let first = CurveSimulation(
        origin: 0, goal: 1000, velocity: 0, duration: 0.5, curve: curve)
      let tr = 0.2
      let p = first.position(at: tr)
      let v = first.velocity(at: tr)
      // Toward the same goal: the same motion.
      let same = CurveSimulation(
        origin: p, goal: 1000, velocity: v, duration: 0.3, curve: curve, fraction: tr / 0.5)
      for x in stride(from: 0.0, through: 0.3, by: 0.05) {
        XCTAssertEqual(same.position(at: x), first.position(at: tr + x), accuracy: 1e-6)
      }
      // Toward a new goal: continuous, and there at the same end time.
      let moved = CurveSimulation(
        origin: p, goal: 1300, velocity: v, duration: 0.3, curve: curve, fraction: tr / 0.5)
      XCTAssertEqual(moved.position(at: 0), p, accuracy: 1e-9)
      XCTAssertEqual(moved.velocity(at: 0), v, accuracy: 1e-6)
      XCTAssertEqual(moved.position(at: 0.3), 1300)
      XCTAssertEqual(moved.duration, 0.3)
    }
  }

  func testAScrollAlongACurveFollowsItThroughTheController() {
    var c = ScrollController(stack: LazyStack(count: 100, estimatedSize: 50))
    c.setFrame(Rect(x: 0, y: 0, width: 300, height: 500), at: 0)
    c.update(at: 0) { _ in nil }
    c.scroll(to: Point(x: 0, y: 1000), animation: .linear(duration: 0.5), at: 0)
    c.update(at: 0.25) { _ in nil }
    XCTAssertEqual(c.view.offset.y, 500, accuracy: 1e-6, "halfway at half time")
    c.update(at: 0.5) { _ in nil }
    XCTAssertEqual(c.view.offset.y, 1000)
    XCTAssertEqual(c.takeEvents().filter { $0.event == .didEndScrollingAnimation }.count, 1)
  }
}
