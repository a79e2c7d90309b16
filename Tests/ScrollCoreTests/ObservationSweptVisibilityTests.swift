import XCTest

@testable import ScrollCore

final class ObservationSweptVisibilityTests: XCTestCase {
  func testFastFlingReportsEveryPassedItemInOrder() {
    let stack = LazyStack(count: 1000, firstID: 5000, estimatedSize: 50)
    var tracker = SweptVisibilityTracker()
    XCTAssertEqual(tracker.update(visibleRange: 0..<12, items: stack).direction, .none)
    let report = tracker.update(visibleRange: 40..<52, items: stack)
    XCTAssertEqual(report.direction, .forward)
    XCTAssertEqual(report.passedRange, 12..<40)
    XCTAssertEqual(tracker.passed.map(\.id), Array(5012..<5040))
    XCTAssertEqual(report.skippedCount, 0)
  }

  func testScrollingBackReportsPassedItemsInDescendingOrder() {
    let stack = LazyStack(count: 1000, estimatedSize: 50)
    var tracker = SweptVisibilityTracker()
    tracker.update(visibleRange: 100..<110, items: stack)
    let report = tracker.update(visibleRange: 80..<90, items: stack)
    XCTAssertEqual(report.direction, .backward)
    XCTAssertEqual(tracker.passed.map(\.index), Array((90..<100).reversed()))
  }

  func testOverlappingOrAdjacentFramesPassNothing() {
    let stack = LazyStack(count: 100, estimatedSize: 50)
    var tracker = SweptVisibilityTracker()
    tracker.update(visibleRange: 10..<20, items: stack)
    XCTAssertEqual(tracker.update(visibleRange: 15..<25, items: stack).direction, .none)
    XCTAssertEqual(tracker.update(visibleRange: 25..<35, items: stack).direction, .none)
    XCTAssertTrue(tracker.passed.isEmpty)
  }

  func testJumpAcrossAMillionItemsIsCappedButNoSentinelIsMissed() {
    let stack = LazyStack(count: 1_000_000, estimatedSize: 40)
    var tracker = SweptVisibilityTracker(cap: 64)
    tracker.update(visibleRange: 0..<15, items: stack)
    let report = tracker.update(visibleRange: 999_985..<1_000_000, items: stack)
    XCTAssertEqual(tracker.passed.count, 64)
    XCTAssertEqual(tracker.passed.first?.index, 15)
    XCTAssertEqual(tracker.passed.last?.index, 78)
    XCTAssertEqual(report.skippedCount, 999_970 - 64)
    XCTAssertTrue(report.contains(500_000), "a sentinel in the middle is still known as passed")
    XCTAssertFalse(report.contains(999_990), "visible now, not passed")
    XCTAssertEqual(tracker.passedCount, 999_970)
  }

  func testPrependBetweenFramesIsNotASweep() {
    var stack = LazyStack(count: 100, firstID: 1000, estimatedSize: 50)
    var tracker = SweptVisibilityTracker()
    tracker.update(visibleRange: 0..<10, items: stack)
    stack.prepend(count: 30, firstID: 970)
    // The same rows are visible, now at indices 30..<40.
    XCTAssertEqual(tracker.update(visibleRange: 30..<40, items: stack).direction, .none)
  }
}
