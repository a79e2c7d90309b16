import XCTest

@testable import ScrollCore

/// The UIKit, SwiftUI and Flutter names over the controller's calls.
final class ControllerParityTests: XCTestCase {
  func makeController(physics: ScrollPhysics = .ios) -> ScrollController<Void> {
    var c = ScrollController(stack: LazyStack(count: 1000, estimatedSize: 50), physics: physics)
    c.setFrame(Rect(x: 0, y: 0, width: 300, height: 500), at: 0)
    c.update(at: 0) { _ in 50 }
    return c
  }

  func settle(_ c: inout ScrollController<Void>, from t: Double) -> Double {
    var t = t
    repeat {
      t += 1.0 / 60
      c.update(at: t) { _ in 50 }
    } while c.isActive && t < 20
    return t
  }

  func testAFlingFromAVelocityAloneRestsWhereTheReleaseWouldHave() {
    for physics in ScrollPhysics.presets where !(physics.deceleration is NoDeceleration) {
      var c = makeController(physics: physics)
      c.scroll(to: Point(x: 0, y: 1000), animation: .none, at: 0.1)
      c.fling(velocity: Point(x: 0, y: 2000), at: 0.1)
      XCTAssertEqual(c.view.phase, .decelerating, physics.name)
      _ = settle(&c, from: 0.1)
      let expected = 1000 + physics.projectedDistance(velocity: 2000)
      XCTAssertEqual(c.view.offset.y, expected, accuracy: 0.5, physics.name)
    }
  }

  func testAFlingSnapsThroughTheTargetBehavior() {
    var c = makeController()
    c.setTargetBehavior(.viewAligned(limitBehavior: .never))
    c.fling(velocity: Point(x: 0, y: 1234), at: 0.1)
    _ = settle(&c, from: 0.1)
    XCTAssertEqual(c.view.offset.y.truncatingRemainder(dividingBy: 50), 0, accuracy: 0.01)
    XCTAssertGreaterThan(c.view.offset.y, 300)
  }

  func testANonFiniteFlingIsCountedAndIgnored() {
    var c = makeController()
    c.fling(velocity: Point(x: 0, y: .nan), at: 0.1)
    XCTAssertEqual(c.view.phase, .idle)
    XCTAssertEqual(c.view.sanitized.nonFinite, 1)
    XCTAssertEqual(c.view.offset.y, 0)
  }

  func testSetContentOffsetAnimatedAndNot() {
    var c = makeController()
    c.setContentOffset(Point(x: 0, y: 700), animated: false, at: 0.1)
    XCTAssertEqual(c.view.offset.y, 700)
    c.setContentOffset(Point(x: 0, y: 100), animated: true, at: 0.2)
    XCTAssertEqual(c.view.phase, .animating)
    _ = settle(&c, from: 0.2)
    XCTAssertEqual(c.view.offset.y, 100, accuracy: 0.05)
    c.scrollRectToVisible(Rect(x: 0, y: 2000, width: 10, height: 50), animated: false, at: 2)
    XCTAssertEqual(c.view.offset.y, 2050 - 500, accuracy: 1e-9)
  }

  func testAnAssignedScrollPositionScrollsAndReadsBack() {
    var c = makeController()
    c.position = SCScrollPosition(.view(AnyHashableSendable(300), anchor: .top))
    _ = settle(&c, from: 0)
    XCTAssertEqual(c.view.offset.y, 300 * 50, accuracy: 0.05)
    XCTAssertEqual(c.position.viewID(type: Int.self), 300)
    c.scrollTo(position: SCScrollPosition(.edge(.bottom)), animation: .none, at: c.view.time)
    XCTAssertEqual(c.view.offset.y, c.view.maxOffset(.vertical))
    XCTAssertEqual(c.position.edge, .bottom)
  }

  func testTheSnappingShorthandsAreTheBehaviors() {
    let paging: any SCScrollTargetBehavior = .paging
    XCTAssertTrue(paging is SCPagingScrollTargetBehavior)
    let aligned = SCViewAlignedScrollTargetBehavior.viewAligned(limitBehavior: .alwaysByOne)
    XCTAssertEqual(aligned.limit, .alwaysByOne)
    XCTAssertEqual(SCViewAlignedScrollTargetBehavior.viewAligned.limit, .never)
  }
}
