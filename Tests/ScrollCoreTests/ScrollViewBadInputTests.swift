import TestSupport
import XCTest

@testable import ScrollCore

final class ScrollViewBadInputTests: XCTestCase {
  func testNonFiniteDeltasNeverReachTheOffset() {
    var view = makeView()
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: .nan), at: 0.01)
    view.dragBy(Point(x: 0, y: .infinity), at: 0.02)
    view.dragBy(Point(x: .nan, y: -.infinity), at: 0.03)
    XCTAssertEqual(view.offset.y, 0)
    XCTAssertTrue(view.offset.isFinite)
    XCTAssertEqual(view.sanitized.nonFinite, 4)
    view.scroll(by: Point(x: 0, y: .nan), animation: .none, at: 0.04)
    view.scrollTo(point: Point(x: .nan, y: 10), animation: .none, at: 0.05)
    XCTAssertTrue(view.offset.isFinite)
  }

  func testAbsurdDeltasAreClampedAndCounted() {
    var view = makeView()
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: 1e300), at: 0.01)
    XCTAssertEqual(view.sanitized.clampedDeltas, 1)
    XCTAssertLessThanOrEqual(view.offset.y, view.maxOffset(.vertical) + 600)
    view.release(at: 0.02)
    view.advance(to: 10)
    XCTAssertEqual(view.offset.y, view.maxOffset(.vertical))
  }

  func testTimeGoingBackwardsIsIgnoredAndCounted() {
    var view = makeView()
    view.scrollTo(y: 1000, animation: .smooth, at: 1)
    view.advance(to: 1.2)
    let p = view.offset.y
    view.advance(to: 0.5)
    XCTAssertEqual(view.offset.y, p)
    view.advance(to: .nan)
    XCTAssertEqual(view.sanitized.timeReversals, 1)
    XCTAssertEqual(view.sanitized.nonFinite, 1)
    XCTAssertEqual(view.time, 1.2)
  }

  func testNegativeZeroAndNonFiniteSizesAreSanitized() {
    var view = makeView()
    view.setContentSize(Size(width: -5, height: .nan), at: 0)
    view.setContainerSize(Size(width: 0, height: -1), at: 0)
    XCTAssertEqual(view.contentSize, .zero)
    XCTAssertEqual(view.containerSize, .zero)
    XCTAssertEqual(view.sanitized.invalidSizes, 2)
    view.touchDown(at: 0.1)
    view.dragBy(Point(x: 0, y: 30), at: 0.11)
    view.release(at: 0.12)
    view.advance(to: 5)
    XCTAssertTrue(view.offset.isFinite)
    XCTAssertEqual(view.offset.y, 0)
  }

  func testOffsetsPrintWithoutNegativeZero() {
    XCTAssertEqual(formatPoints(-0.0), "0.0")
    XCTAssertEqual(formatPoints(-0.04), "0.0")
    XCTAssertEqual(formatPoints(-1.25, decimals: 2), "-1.25")
    XCTAssertEqual(formatPoints(12.345, decimals: 1), "12.3")
    XCTAssertEqual(formatPoints(.nan), "nan")
  }
}
