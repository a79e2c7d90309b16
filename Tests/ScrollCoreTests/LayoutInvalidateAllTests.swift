import XCTest

@testable import ScrollCore

/// `invalidateAllSizes()`: a width change drops every measurement in O(1); items keep their
/// sizes as estimates and are measured again as they are laid out (issue 34, item 2).
final class LayoutInvalidateAllTests: XCTestCase {
  private let viewport = Size(width: 800, height: 600)

  func testEveryItemBecomesAnEstimateOfItsSizeAndIsMeasuredAgainWhenLaidOut() {
    var stack = LazyStack(count: 1_000_000_000, estimatedSize: 100)
    _ = stack.layoutVisible(offset: 0, viewport: viewport) { i in Double(40 + 10 * (i % 3)) }
    let far = stack.contentLength - 600
    _ = stack.layoutVisible(offset: far, viewport: viewport) { _ in 70 }
    let runs = stack.storedSizeRuns
    let sizes = (0..<20).map { stack.size(at: $0) }
    let length = stack.contentLength
    XCTAssertTrue(stack.isMeasured(at: 0))
    XCTAssertTrue(stack.isMeasured(at: 999_999_999))

    stack.invalidateAllSizes()
    XCTAssertFalse(stack.isMeasured(at: 0))
    XCTAssertFalse(stack.isMeasured(at: 999_999_999))
    XCTAssertEqual((0..<20).map { stack.size(at: $0) }, sizes, "sizes kept as estimates")
    XCTAssertEqual(stack.contentLength, length)
    XCTAssertEqual(stack.storedSizeRuns, runs, "no run touched")
    XCTAssertEqual(stack.sizeInvalidationCount, 0, "nothing marked one by one")

    var asked: [Int] = []
    let pass = stack.layoutVisible(offset: far, viewport: viewport) { i in
      asked.append(i)
      return 90
    }
    XCTAssertEqual(asked.count, pass.laidOutRange.count, "only the laid-out items")
    XCTAssertEqual(Array(pass.laidOutRange), asked)
    XCTAssertTrue(stack.isMeasured(at: 999_999_999))
    XCTAssertEqual(stack.size(at: 999_999_999), 90)
    XCTAssertFalse(stack.isMeasured(at: 0), "items not laid out stay estimates")
  }

  func testAnEstimateLeftFromAnOlderMeasurementJoinsANewEstimateOfTheSameSize() {
    var stack = LazyStack(count: 10, estimatedSize: 50)
    stack.setSize(50, at: 3)
    XCTAssertEqual(stack.storedSizeRuns, 3)
    stack.invalidateAllSizes()
    stack.setSize(50, at: 4)
    stack.invalidateSize(at: 4)
    XCTAssertEqual(stack.sizeInvalidationCount, 1)
    XCTAssertFalse(stack.isMeasured(at: 3))
    XCTAssertFalse(stack.isMeasured(at: 4))
    // Item 3 (an estimate since the invalidation) and the new estimate 4 joined, with 5-9.
    XCTAssertEqual(stack.storedSizeRuns, 2, "estimates of 50 pt share one run, whatever age")
    stack.setSize(60, at: 9)
    XCTAssertTrue(stack.isMeasured(at: 9))
    XCTAssertEqual(stack.storedSizeRuns, 3)
    XCTAssertEqual(stack.contentLength, 9 * 50 + 60)
  }
}
