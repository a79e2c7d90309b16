import TestSupport
import XCTest

@testable import ScrollCore

final class InputWheelTests: XCTestCase {
  /// 600^(2/3), GTK's detent on a 600 pt page.
  let gtkStep600 = 71.137866

  func testEachDetentOnA600PointContainerScrollsTheGtkStepAndStopsWithoutMomentum() {
    var h = InputHarness()
    h.send(wheel(-1), at: 0.1)
    XCTAssertEqual(h.phase, .animating)
    var highest = 0.0
    for _ in 0..<60 {
      h.run(until: h.now + 1.0 / 60)
      highest = max(highest, h.offset.y)
    }
    XCTAssertEqual(h.offset.y, gtkStep600, accuracy: 1e-3)
    XCTAssertLessThanOrEqual(highest, gtkStep600 + 1e-6, "the step never overshoots")
    h.send(wheel(-1), at: 2.0)
    h.settle()
    XCTAssertEqual(h.offset.y, 2 * gtkStep600, accuracy: 1e-3)
    XCTAssertEqual(h.phase, .idle)
    XCTAssertEqual(h.view.velocity, .zero)
    // Nothing moves afterwards: no momentum beyond the steps.
    h.run(until: h.now + 2)
    XCTAssertEqual(h.offset.y, 2 * gtkStep600, accuracy: 1e-3)
    XCTAssertEqual(h.phasePath, [.idle, .animating, .idle, .animating, .idle])
    h.assertValidPhases()
  }

  func testRapidDetentsAccumulateIntoOneAnimationWithoutAccelerationByDefault() {
    var fast = InputHarness()
    for i in 0..<5 { fast.send(wheel(-1), at: 0.1 + Double(i) * 0.02) }
    fast.settle()
    XCTAssertEqual(fast.offset.y, 5 * gtkStep600, accuracy: 1e-3, "Chromium does not accelerate")
    XCTAssertEqual(fast.phasePath, [.idle, .animating, .idle], "one animation, retargeted")
    fast.assertValidPhases()
  }

  func testRapidDetentsAccelerateWhenAskedTo() {
    var config = InputConfiguration()
    config.wheelAccelerates = true
    var slow = InputHarness(configuration: config)
    for i in 0..<5 { slow.send(wheel(-1), at: 0.1 + Double(i) * 0.5) }
    slow.settle()
    XCTAssertEqual(slow.offset.y, 5 * gtkStep600, accuracy: 1e-3)

    var fast = InputHarness(configuration: config)
    for i in 0..<5 { fast.send(wheel(-1), at: 0.1 + Double(i) * 0.02) }
    XCTAssertEqual(fast.interpreter.wheelAcceleration.multiplier, 3)
    fast.settle()
    // Multipliers 1, 1.5, 2, 2.5, 3.
    XCTAssertEqual(fast.offset.y, 10 * gtkStep600, accuracy: 1e-3)
    XCTAssertEqual(fast.phasePath, [.idle, .animating, .idle], "one animation, retargeted")
    fast.assertValidPhases()
  }

  func testADetentDuringAStepRetargetsKeepingTheVelocity() {
    var h = InputHarness()
    h.send(wheel(-1), at: 0.1)
    h.run(until: 0.15)
    h.view.advance(to: 0.16)
    let before = h.view.velocity.y
    XCTAssertGreaterThan(before, 0)
    h.send(wheel(-1), at: 0.16)
    XCTAssertEqual(h.view.velocity.y, before, accuracy: 1e-9)
    XCTAssertEqual(h.view.restingOffset.y, 2 * gtkStep600, accuracy: 1e-3)
    h.settle()
    h.assertValidPhases()
  }

  func testADetentDuringAFlingStopsItAndStepsFromRestWithoutOvershoot() {
    var h = InputHarness()
    h.send(.pointerDown(Point(x: 400, y: 500), button: 1), at: 0.1)
    for i in 1...10 {
      h.send(
        .pointerMove(Point(x: 400, y: 500 - 40 * Double(i)), leftHeld: true),
        at: 0.1 + Double(i) / 60)
    }
    h.send(.pointerUp(Point(x: 400, y: 100), button: 1), at: 0.27)
    h.run(until: 0.4)
    XCTAssertEqual(h.phase, .decelerating)
    h.view.advance(to: 0.41)
    let from = h.offset.y
    h.send(wheel(-1), at: 0.41)
    XCTAssertEqual(h.phase, .animating)
    XCTAssertEqual(h.view.velocity, .zero, "the fling's speed is not handed to the step")
    var highest = from
    while h.phase != .idle {
      h.run(until: h.now + 1.0 / 60)
      highest = max(highest, h.offset.y)
    }
    XCTAssertEqual(h.offset.y, from + gtkStep600, accuracy: 1e-6)
    XCTAssertLessThanOrEqual(highest, from + gtkStep600 + 1e-6)
    XCTAssertEqual(
      h.phasePath, [.idle, .tracking, .interacting, .decelerating, .idle, .animating, .idle])
    h.assertValidPhases()
  }

  func testPositiveDyScrollsTowardTheTop() {
    var h = InputHarness()
    h.send(wheel(-1), at: 0.1)
    h.send(wheel(-1), at: 1)
    h.send(wheel(1), at: 2)
    h.settle()
    XCTAssertEqual(h.offset.y, gtkStep600, accuracy: 1e-3)
    h.assertValidPhases()
  }

  func testADetentPastTheEdgeStartsNoPhase() {
    var h = InputHarness()
    h.send(wheel(1), at: 0.1)
    h.settle()
    XCTAssertEqual(h.offset.y, 0)
    XCTAssertEqual(h.phasePath, [.idle])
  }

  func testFixedStepRuleScrollsItsDistance() {
    var config = InputConfiguration()
    config.wheelStep = .fixed(120)
    var h = InputHarness(configuration: config)
    h.send(wheel(-1), at: 0.1)
    h.send(wheel(-2), at: 1)  // two detents in one event
    h.settle()
    XCTAssertEqual(h.offset.y, 360, accuracy: 1e-6)
  }

  func testShiftWheelOnABothAxesViewScrollsHorizontally() {
    var h = InputHarness(content: Size(width: 3000, height: 3000), axes: .both)
    h.send(wheel(-1, mods: .shift), at: 0.1)
    h.settle()
    XCTAssertEqual(h.offset.x, 86.177, accuracy: 1e-3, "800^(2/3)")
    XCTAssertEqual(h.offset.y, 0)
    h.send(wheel(1, mods: .shift), at: 1)
    h.settle()
    XCTAssertEqual(h.offset.x, 0, accuracy: 1e-6)
    h.assertValidPhases()
  }

  func testHorizontalWheelScrollsTowardTheTrailingEdgeOnABothAxesView() {
    var h = InputHarness(content: Size(width: 3000, height: 3000), axes: .both)
    h.send(wheel(0, dx: 1), at: 0.1)
    h.settle()
    XCTAssertEqual(h.offset.x, 86.177, accuracy: 1e-3)
    XCTAssertEqual(h.offset.y, 0)
  }

  func testShiftWheelOnAVerticalOnlyViewDoesNothingLikeBrowsers() {
    var h = InputHarness()
    h.send(wheel(-1, mods: .shift), at: 0.1)
    h.settle()
    XCTAssertEqual(h.offset, .zero)
    XCTAssertEqual(h.phasePath, [.idle])

    var config = InputConfiguration()
    config.shiftWheelOnVerticalView = .scrollVertically
    var v = InputHarness(configuration: config)
    v.send(wheel(-1, mods: .shift), at: 0.1)
    v.settle()
    XCTAssertEqual(v.offset.y, gtkStep600, accuracy: 1e-3)
  }

  func testVerticalWheelScrollsAHorizontalOnlyView() {
    var h = InputHarness(content: Size(width: 5000, height: 600), axes: .horizontal)
    h.send(wheel(-1), at: 0.1)
    h.settle()
    XCTAssertEqual(h.offset.x, 86.177, accuracy: 1e-3)
  }

  func testWheelOutsideTheContentFrameDoesNotScroll() {
    var h = InputHarness(contentFrame: Rect(x: 0, y: 44, width: 800, height: 556))
    h.send(.wheel(dx: 0, dy: -1, pointer: Point(x: 400, y: 20), modifiers: []), at: 0.1)
    h.settle()
    XCTAssertEqual(h.offset, .zero)
    h.send(wheel(-1), at: 1)
    h.settle()
    XCTAssertEqual(h.offset.y, gtkStep600, accuracy: 1e-3)
  }

  func testAccelerationResetsOnASlowDetentOrADirectionChange() {
    var a = WheelAcceleration()
    XCTAssertEqual(a.next(direction: Point(x: 0, y: 1), at: 0), 1)
    XCTAssertEqual(a.next(direction: Point(x: 0, y: 1), at: 0.03), 1.5)
    XCTAssertEqual(a.next(direction: Point(x: 0, y: -1), at: 0.05), 1)
    XCTAssertEqual(a.next(direction: Point(x: 0, y: -1), at: 0.07), 1.5)
    XCTAssertEqual(a.next(direction: Point(x: 0, y: -1), at: 0.2), 1)
  }
}

/// The wheel step against a port of Chromium's ScrollOffsetAnimationCurve, frame by frame.
final class ChromiumWheelStepTests: XCTestCase {
  func testAStepAndARetargetFollowChromiumsCurve() {
    let step = 71.137866
    for (second, gap) in [(true, 0.05), (true, 0.1), (false, 0)] {
      var view = makeView(physics: .ios, content: 20000)
      view.scroll(by: Point(x: 0, y: step), animation: .wheelStep, at: 0.1)
      var chromium = ReferenceChromiumWheel(from: 0, to: step, at: 0.1)
      var t = 0.1
      var retargeted = !second
      while t < 0.6 {
        t += 1.0 / 60
        if !retargeted && t >= 0.1 + gap {
          view.scroll(by: Point(x: 0, y: step), animation: .wheelStep, at: 0.1 + gap)
          chromium.updateTarget(at: 0.1 + gap, to: 2 * step)
          retargeted = true
        }
        view.advance(to: t)
        XCTAssertEqual(view.offset.y, chromium.value(at: t), accuracy: 0.01, "t = \(t)")
      }
      XCTAssertEqual(view.offset.y, second ? 2 * step : step, accuracy: 1e-9)
    }
  }

  func testTheCurveIsCSSEaseInOutAndDiffersFromASmoothstep() {
    let curve = CubicBezierCurve.easeInOut
    XCTAssertEqual(curve.progress(at: 0.5), 0.5, accuracy: 1e-9)
    XCTAssertEqual(curve.progress(at: 0.25), 0.129_162, accuracy: 1e-4)
    let smoothstep = 3 * 0.25 * 0.25 - 2 * 0.25 * 0.25 * 0.25
    XCTAssertGreaterThan(smoothstep - curve.progress(at: 0.25), 0.02)
  }

  func testARetargetIsCappedAtTwoAndAHalfTimesDistanceOverSpeed() {
    XCTAssertEqual(
      CubicBezierEaseSimulation.retargetDurationCap(distance: 100, velocity: 2000) ?? 0, 0.125,
      accuracy: 1e-12)
    XCTAssertNil(CubicBezierEaseSimulation.retargetDurationCap(distance: 100, velocity: -2000))
    XCTAssertNil(CubicBezierEaseSimulation.retargetDurationCap(distance: 100, velocity: 0))
  }
}
