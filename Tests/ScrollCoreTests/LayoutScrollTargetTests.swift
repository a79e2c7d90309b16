import XCTest

@testable import ScrollCore

final class LayoutScrollTargetTests: XCTestCase {
  private let viewport = Size(width: 320, height: 480)

  func testItemsAreScrollTargetsIdentifiedByTheirIDs() {
    var stack = LazyStack(count: 50, firstID: 100, estimatedSize: 40, spacing: 10)
    let provider: any ScrollTargetProvider = stack
    XCTAssertEqual(provider.frame(ofTarget: AnyHashableSendable(103))?.minY, 150)
    XCTAssertNil(provider.frame(ofTarget: AnyHashableSendable(99)))
    XCTAssertNil(provider.frame(ofTarget: AnyHashableSendable("103")), "other id types are unknown")
    XCTAssertTrue(provider.isEstimated(AnyHashableSendable(103)))
    _ = stack.layoutVisible(offset: 0, viewport: viewport) { _ in 30 }
    XCTAssertFalse(stack.isEstimated(AnyHashableSendable(103)))
    XCTAssertEqual(stack.frame(ofTarget: AnyHashableSendable(103))?.height, 30)
  }

  func testFirstTargetIsTheFirstItemReachingPastTheOffset() {
    let stack = LazyStack(count: 50, firstID: 100, estimatedSize: 40, spacing: 10)
    XCTAssertEqual(stack.firstTarget(atOrAfter: 0, axis: .vertical), AnyHashableSendable(100))
    XCTAssertEqual(stack.firstTarget(atOrAfter: 39, axis: .vertical), AnyHashableSendable(100))
    XCTAssertEqual(stack.firstTarget(atOrAfter: 45, axis: .vertical), AnyHashableSendable(101))
    XCTAssertNil(stack.firstTarget(atOrAfter: 45, axis: .horizontal))
    XCTAssertEqual(stack.firstItemID(reachingPast: 45), 101)
  }

  func testTargetFramesListIntersectingItemsInOrder() {
    let stack = LazyStack(count: 50, estimatedSize: 40, spacing: 10)
    let frames = stack.targetFrames(from: 45, to: 160, axis: .vertical)
    XCTAssertEqual(frames.map(\.minY), [50, 100, 150])
    XCTAssertTrue(stack.targetFrames(from: 45, to: 160, axis: .horizontal).isEmpty)
  }

  func testScrollToAnEstimatedItemLandsExactlyAndReportsTheEstimateError() {
    var stack = LazyStack(count: 10_000, firstID: 0, estimatedSize: 40)
    let real = { (i: Int) -> Double in 30 + Double((i * 7) % 11) * 9 }
    let landing = stack.resolveScroll(toID: 5000, anchor: .top, viewport: viewport, measure: real)!
    XCTAssertEqual(landing.estimatedOffset, 5000 * 40)
    XCTAssertEqual(landing.residualError, 0, accuracy: 0.5)
    XCTAssertNotEqual(landing.estimateError, 0, "margin rows above the target were measured")
    XCTAssertEqual(landing.finalOffset - landing.estimatedOffset, landing.estimateError)
    // Jumping there and laying out with real sizes shows the target at the viewport's top.
    let pass = stack.layoutVisible(offset: landing.finalOffset, viewport: viewport, measure: real)
    XCTAssertEqual(pass.offsetCorrection, 0, accuracy: 0.5)
    let target = stack.visibleItems.first { $0.id == 5000 }!
    XCTAssertEqual(target.frame.minY - pass.correctedOffset, 0, accuracy: 0.5)
    XCTAssertFalse(target.isEstimated)
  }

  func testScrollToCenterAlignsTheMeasuredItemWithTheViewportCenter() {
    var stack = LazyStack(count: 1000, estimatedSize: 40)
    let landing = stack.resolveScroll(toID: 600, anchor: .center, viewport: viewport) { i in
      i == 600 ? 200 : 60
    }!
    let frame = stack.frame(at: 600)
    XCTAssertEqual(frame.height, 200)
    XCTAssertEqual(frame.midY - landing.finalOffset, viewport.height / 2, accuracy: 0.5)
    XCTAssertEqual(landing.residualError, 0, accuracy: 0.5)
  }

  func testScrollToNearTheEndIsClampedToTheContent() {
    var stack = LazyStack(count: 100, estimatedSize: 40)
    let landing = stack.resolveScroll(toID: 99, viewport: viewport) { _ in 50 }!
    XCTAssertEqual(landing.finalOffset, stack.contentLength - viewport.height, accuracy: 0.5)
    XCTAssertNil(stack.resolveScroll(toID: 12345, viewport: viewport) { _ in 50 })
  }
}

/// `AnyHashableSendable` keeps an `Int` unboxed, with `AnyHashable`'s equality and hashing.
final class AnyHashableSendableTests: XCTestCase {
  private func hash(_ v: AnyHashableSendable) -> Int { v.hashValue }

  func testIntsCompareAndHashAsAnyHashableDoes() {
    let one = AnyHashableSendable(1)
    XCTAssertEqual(one, AnyHashableSendable(1))
    XCTAssertNotEqual(one, AnyHashableSendable(2))
    XCTAssertNotEqual(one, AnyHashableSendable("1"))
    // Numbers of other types with the same value are equal and hash alike, as with
    // AnyHashable, whichever side holds the Int.
    for other in [AnyHashableSendable(Int8(1)), AnyHashableSendable(UInt(1))] {
      XCTAssertEqual(AnyHashable(1), other.base as? AnyHashable)
      XCTAssertEqual(one, other)
      XCTAssertEqual(other, one)
      XCTAssertEqual(hash(one), hash(other))
    }
    XCTAssertEqual(hash(one), AnyHashable(1).hashValue)
    XCTAssertEqual(Set([one, AnyHashableSendable(1), AnyHashableSendable(Int8(1))]).count, 1)
    XCTAssertEqual(one.base as? Int, 1)
    XCTAssertEqual(one.description, "1")
  }

  func testWrappingAWrappedIdKeepsItAndBaseCanBeReplaced() {
    let inner = AnyHashableSendable("row-3")
    XCTAssertEqual(AnyHashableSendable(inner), inner)
    XCTAssertEqual(AnyHashableSendable(AnyHashableSendable(7)), AnyHashableSendable(7))
    var id = AnyHashableSendable(7)
    id.base = "seven"
    XCTAssertEqual(id, AnyHashableSendable("seven"))
    id.base = 8
    XCTAssertEqual(id, AnyHashableSendable(8))
    XCTAssertEqual(id.base as? Int, 8)
  }

  func testALazyStackKeyIsItsIntIdOrItsKey() {
    var stack = LazyStack(count: 3, estimatedSize: 10)
    XCTAssertEqual(stack.key(at: 2), AnyHashableSendable(2))
    XCTAssertEqual(stack.key(at: 2).base as? Int, 2)
    stack.append(keys: ["a", "b"])
    XCTAssertEqual(stack.key(at: 4), AnyHashableSendable("b"))
    XCTAssertEqual(stack.firstTarget(atOrAfter: 25, axis: .vertical), AnyHashableSendable(2))
  }
}
