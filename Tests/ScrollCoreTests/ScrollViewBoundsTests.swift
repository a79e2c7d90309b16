import TestSupport
import XCTest

@testable import ScrollCore

final class ScrollViewBoundsTests: XCTestCase {
  func testContentShrinkingUnderAScrolledPastEndOffsetSpringsBackSmoothly() {
    var view = makeView(content: 5000)
    view.scrollTo(y: 4400, animation: .none, at: 0)
    view.setContentSize(Size(width: 400, height: 2000), at: 1)
    XCTAssertEqual(view.phase, .decelerating)
    var last = view.offset.y
    var t = 1.0
    while view.phase != .idle && t < 5 {
      t += 1 / 60
      view.advance(to: t)
      XCTAssertLessThan(abs(view.offset.y - last), 400, "no jump")
      last = view.offset.y
    }
    XCTAssertEqual(view.offset.y, 1400)
  }

  func testResizeMidFlingKeepsMovingAndRestsInRange() {
    var view = makeView(content: 3000)
    var driver = FrameDriver(fps: 60)
    _ = driver.run(&view, steps: flick(speed: 3000), until: 0.4)
    XCTAssertEqual(view.phase, .decelerating)
    let v = view.velocity.y
    view.setContainerSize(Size(width: 400, height: 900), at: 0.4)
    XCTAssertEqual(view.velocity.y, v, accuracy: 1e-6)
    XCTAssertEqual(view.phase, .decelerating)
    view.advance(to: 10)
    XCTAssertEqual(view.phase, .idle)
    XCTAssertEqual(view.offset.y, min(view.offset.y, 2100))
    XCTAssertGreaterThanOrEqual(view.offset.y, 0)
  }

  func testShiftContentKeepsVelocityAndShiftsTheRest() {
    var view = makeView(content: 20000)
    var driver = FrameDriver(fps: 60)
    _ = driver.run(&view, steps: flick(speed: 2000), until: 0.5)
    let v = view.velocity.y
    let rest = view.restingOffset.y
    view.setContentSize(Size(width: 400, height: 20500), at: 0.5)
    view.shiftContent(by: Point(x: 0, y: 500), at: 0.5)
    XCTAssertEqual(view.velocity.y, v, accuracy: 1e-6)
    XCTAssertEqual(view.restingOffset.y, rest + 500, accuracy: 1)
  }

  func testBounceBehaviorBasedOnSizeAndNever() {
    var short = makeView(content: 300, bounce: .basedOnSize)
    short.touchDown(at: 0)
    short.dragBy(Point(x: 0, y: -50), at: 0.01)
    XCTAssertEqual(short.offset.y, 0, "content that fits does not bounce")
    var always = makeView(content: 300, bounce: .always)
    always.touchDown(at: 0)
    always.dragBy(Point(x: 0, y: -50), at: 0.01)
    XCTAssertLessThan(always.offset.y, 0)
    var never = makeView(content: 3000, bounce: .never)
    never.touchDown(at: 0)
    never.dragBy(Point(x: 0, y: -50), at: 0.01)
    XCTAssertEqual(never.offset.y, 0)
  }

  func testInsetsShiftTheValidRangeAndGeometry() {
    var view = SCScrollView(
      contentSize: Size(width: 400, height: 2000), containerSize: Size(width: 400, height: 600),
      contentInsets: SCEdgeInsets(top: 100, bottom: 50))
    XCTAssertEqual(view.offset.y, -100)
    XCTAssertEqual(view.geometry.pointsScrolled.y, 0)
    XCTAssertEqual(view.maxOffset(.vertical), 1450)
    view.scrollTo(edge: .bottom, animation: .none, at: 0)
    XCTAssertEqual(view.geometry.visibleRect.maxY, 2050)
    XCTAssertEqual(view.geometry.bounds, view.geometry.visibleRect)
  }

  func testHorizontalAndBothAxes() {
    var view = SCScrollView(
      axes: .both, contentSize: Size(width: 3000, height: 3000),
      containerSize: Size(width: 500, height: 500))
    view.touchDown(at: 0)
    for i in 1...10 { view.dragBy(Point(x: 20, y: 10), at: Double(i) * 0.01) }
    view.release(at: 0.105)
    view.advance(to: 10)
    XCTAssertGreaterThan(view.offset.x, view.offset.y)
    XCTAssertGreaterThan(view.offset.y, 100)
    var vertical = makeView()
    vertical.touchDown(at: 0)
    vertical.dragBy(Point(x: 50, y: 0), at: 0.01)
    XCTAssertEqual(vertical.offset.x, 0, "a vertical view ignores horizontal drags")
  }
}

final class ScrollViewTargetFollowingTests: XCTestCase {
  func testAnEdgeAnimationFollowsTheEdgeWhenContentGrowsOnTheWay() {
    var view = makeView(content: 5000)
    view.scrollTo(edge: .bottom, animation: .smooth, at: 0)
    view.advance(to: 0.1)
    let v = view.velocity.y
    view.setContentSize(Size(width: 400, height: 7000), at: 0.1)
    XCTAssertEqual(view.velocity.y, v, accuracy: 1e-6, "retargeted without a jerk")
    view.advance(to: 5)
    XCTAssertEqual(view.offset.y, 6400)
    XCTAssertEqual(view.position.edge, .bottom)
  }

  func testAnEdgeAnimationFollowsTheTopWhenContentIsInsertedAbove() {
    var view = makeView(content: 5000)
    view.scrollTo(y: 3000, animation: .none, at: 0)
    view.scrollTo(edge: .top, animation: .smooth, at: 0.1)
    view.advance(to: 0.2)
    view.setContentSize(Size(width: 400, height: 5500), at: 0.2)
    view.shiftContent(by: Point(x: 0, y: 500), at: 0.2)
    view.advance(to: 5)
    XCTAssertEqual(view.offset.y, 0)
  }

  func testASnappedReleaseStillLandsOnItsTargetWhenContentChangesMidMotion() {
    let rows = RowTargets(rowHeight: 100, count: 100)
    var view = makeView(content: 10_000)
    view.targetBehavior = SCViewAlignedScrollTargetBehavior(limit: .never)
    var driver = FrameDriver(fps: 60)
    _ = driver.run(&view, steps: flick(speed: 1500), until: 0.3, targets: rows)
    XCTAssertEqual(view.phase, .decelerating)
    let target = view.restingOffset.y
    XCTAssertEqual(target.truncatingRemainder(dividingBy: 100), 0, accuracy: 1e-9)
    view.setContentSize(Size(width: 400, height: 10_050), at: 0.3)
    XCTAssertEqual(view.restingOffset.y, target, accuracy: 1e-9, "the snap target survives")
    view.advance(to: 10)
    XCTAssertEqual(view.offset.y, target, accuracy: 1e-9)
  }
}
