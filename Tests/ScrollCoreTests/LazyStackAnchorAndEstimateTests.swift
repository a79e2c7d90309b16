import ScrollCore
import XCTest

/// `setAnchor(id:offsetWithin:)` and `setEstimatedSize(_:)`: the anchor a programmatic jump
/// sets keeps its item still through later changes, and a new estimate applies only to items
/// inserted after it.
final class LazyStackAnchorAndEstimateTests: XCTestCase {
  func testASetAnchorKeepsItsItemStillWhenHistoryIsPrepended() {
    var stack = LazyStack(count: 100, firstID: 1_000, estimatedSize: 44)
    stack.setAnchor(id: 1_050, offsetWithin: 12)
    XCTAssertEqual(stack.anchor?.id, 1_050)
    XCTAssertEqual(stack.anchor?.offsetWithin, 12)
    let before = stack.offset(ofIndex: stack.index(ofID: 1_050)!)
    let correction = stack.prepend(count: 10, firstID: 0, estimatedSize: 30)
    let after = stack.offset(ofIndex: stack.index(ofID: 1_050)!)
    XCTAssertEqual(after - before, 300, accuracy: 1e-9)
    XCTAssertEqual(correction.delta, 300, accuracy: 1e-9)
    XCTAssertEqual(correction.anchor?.id, 1_050)
  }

  func testAnUnknownIDLeavesTheAnchorAsItWasAndANonFiniteOffsetCountsAsZero() {
    var stack = LazyStack(count: 10, firstID: 0)
    stack.setAnchor(id: 3, offsetWithin: .nan)
    XCTAssertEqual(stack.anchor?.id, 3)
    XCTAssertEqual(stack.anchor?.offsetWithin, 0)
    stack.setAnchor(id: 999, offsetWithin: 5)
    XCTAssertEqual(stack.anchor?.id, 3)
    // Without an anchor a change above the viewport corrects nothing.
    var plain = LazyStack(count: 10, firstID: 0)
    XCTAssertNil(plain.anchor)
    XCTAssertEqual(plain.prepend(count: 2, firstID: 100).delta, 0)
  }

  func testANewEstimateAppliesOnlyToItemsInsertedAfterIt() {
    var stack = LazyStack(count: 5, firstID: 0, estimatedSize: 44)
    stack.setEstimatedSize(80)
    XCTAssertEqual(stack.estimatedSize, 80)
    XCTAssertEqual(stack.size(at: 4), 44)
    _ = stack.append(count: 2, firstID: 5)
    XCTAssertEqual(stack.size(at: 5), 80)
    XCTAssertEqual(stack.contentLength, 5 * 44 + 2 * 80, accuracy: 1e-9)
    // Unusable estimates are sanitized as at creation.
    stack.setEstimatedSize(.infinity)
    XCTAssertEqual(stack.estimatedSize, 44)
    stack.setEstimatedSize(0.25)
    XCTAssertEqual(stack.estimatedSize, 1)
  }
}
