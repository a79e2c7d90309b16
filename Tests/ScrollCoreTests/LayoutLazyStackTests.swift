import Recording
import TestSupport
import XCTest

@testable import ScrollCore

final class LayoutLazyStackTests: XCTestCase {
  private let viewport = Size(width: 400, height: 600)

  func testOffsetsIncludePaddingAndSpacing() {
    let stack = LazyStack(
      count: 3, estimatedSize: 50, spacing: 10, padding: SCEdgeInsets(top: 20, bottom: 30))
    XCTAssertEqual(stack.offset(ofIndex: 0), 20)
    XCTAssertEqual(stack.offset(ofIndex: 2), 140)
    let expectedLength: Double = 20 + 150 + 20 + 30
    XCTAssertEqual(stack.contentLength, expectedLength)
    XCTAssertEqual(stack.index(atOffset: 0), 0)
    XCTAssertEqual(stack.index(atOffset: 75), 0, "the gap after an item belongs to its slot")
    XCTAssertEqual(stack.firstIndex(reachingPast: 75), 1, "inside a gap: the next item")
    XCTAssertEqual(stack.index(atOffset: 10_000), 2)
  }

  func testMillionItemStackBuildsCompactlyAndLooksUpBothWays() {
    let n = 1_000_000
    var stack = LazyStack(count: n, firstID: 0, estimatedSize: 40, spacing: 2)
    XCTAssertEqual(stack.count, n)
    XCTAssertLessThan(stack.storageBytes, 16 * 1024 * 1024, "flat storage, about 12 bytes/item")
    XCTAssertEqual(stack.contentLength, Double(n) * 42 - 2, accuracy: 1e-6)
    for i in [0, 1, 4095, 500_000, 999_999] {
      let start = stack.offset(ofIndex: i)
      XCTAssertEqual(start, Double(i) * 42, accuracy: 1e-6)
      XCTAssertEqual(stack.index(atOffset: start + 20), i)
      XCTAssertEqual(stack.id(at: i), i)
      XCTAssertEqual(stack.index(ofID: i), i)
    }
    // A measurement deep in the list shifts everything after it, nothing before.
    stack.setSize(100, at: 500_000)
    XCTAssertEqual(stack.offset(ofIndex: 500_000), 500_000 * 42, accuracy: 1e-6)
    XCTAssertEqual(stack.offset(ofIndex: 500_001), 500_000 * 42 + 102, accuracy: 1e-6)
    XCTAssertEqual(stack.index(atOffset: 500_000 * 42 + 101), 500_000)
    let pass = stack.layoutVisible(offset: 30_000_000, viewport: viewport) { _ in 40 }
    XCTAssertFalse(stack.visibleItems.isEmpty)
    XCTAssertLessThan(stack.visibleItems.count, 30, "only the viewport plus margin is laid out")
    XCTAssertTrue(pass.visibleRange.contains(stack.index(atOffset: 30_000_000)!))
  }

  func testLayoutVisibleLaysOutViewportPlusMarginOnly() {
    var stack = LazyStack(count: 1000, estimatedSize: 50, padding: SCEdgeInsets(all: 8))
    let pass = stack.layoutVisible(offset: 1000, viewport: viewport, overscan: 100) { _ in nil }
    let first = stack.visibleItems.first!
    let last = stack.visibleItems.last!
    XCTAssertLessThanOrEqual(first.frame.minY, 1000 - 100 + 50)
    XCTAssertGreaterThan(first.frame.maxY, 1000 - 100)
    XCTAssertLessThan(last.frame.minY, 1000 + 600 + 100)
    XCTAssertGreaterThanOrEqual(last.frame.maxY, 1000 + 600 + 100 - 50)
    XCTAssertEqual(
      pass.visibleRange, stack.index(atOffset: 1000)!..<(stack.index(atOffset: 1599)! + 1))
    XCTAssertEqual(first.frame.minX, 8)
    XCTAssertEqual(first.frame.width, 400 - 16, "items span the viewport minus cross padding")
    XCTAssertEqual(pass.offsetCorrection, 0, "nothing measured, nothing corrected")
  }

  func testMeasuringEstimatesAboveTheViewportKeepsTheVisibleItemStill() {
    var stack = LazyStack(count: 2000, estimatedSize: 50)
    let offset = 20_000.0
    _ = stack.layoutVisible(offset: offset, viewport: viewport) { _ in nil }
    let anchorID = stack.anchor!.id
    let screenBefore = stack.visibleItems.first { $0.id == anchorID }!.frame.minY - offset
    // Now the scene can measure: real rows are taller than the estimate.
    let pass = stack.layoutVisible(offset: offset, viewport: viewport) { i in
      50 + Double(i % 5) * 13
    }
    XCTAssertGreaterThan(pass.newlyMeasured, 0)
    XCTAssertNotEqual(pass.offsetCorrection, 0, "margin rows above the anchor were measured")
    let newOffset = offset + pass.offsetCorrection
    let screenAfter = stack.visibleItems.first { $0.id == anchorID }!.frame.minY - newOffset
    XCTAssertEqual(screenAfter, screenBefore, accuracy: 0.5)
    XCTAssertEqual(pass.anchor?.id, anchorID)
  }

  func testScrollingThroughUnmeasuredRowsMovesContentExactlyByTheScrollDelta() {
    var stack = LazyStack(count: 5000, estimatedSize: 44, spacing: 4)
    var offset = 3000.0
    let heights = { (i: Int) -> Double in 30 + Double((i * 37) % 90) }
    _ = stack.layoutVisible(offset: offset, viewport: viewport) { heights($0) }
    for frame in 0..<120 {
      // Mostly upward, so new rows enter the margin above the visible ones and get measured.
      let step = frame.isMultiple(of: 2) ? -35.0 : 12.0
      let tracked = stack.visibleItems[stack.visibleItems.count / 2]
      let screenBefore = tracked.frame.minY - offset
      offset += step
      let pass = stack.layoutVisible(offset: offset, viewport: viewport) { heights($0) }
      offset += pass.offsetCorrection
      let now = stack.visibleItems.first { $0.id == tracked.id }!
      XCTAssertEqual(now.frame.minY - offset, screenBefore - step, accuracy: 0.5, "frame \(frame)")
    }
  }

  func testPrependKeepsTheViewStill() {
    var stack = LazyStack(count: 100, firstID: 1000, estimatedSize: 60)
    var offset = 2000.0
    _ = stack.layoutVisible(offset: offset, viewport: viewport) { _ in 60 }
    let anchor = stack.anchor!
    let screenBefore = stack.frame(at: anchor.index).minY - offset
    let correction = stack.prepend(count: 50, firstID: 950, estimatedSize: 80)
    XCTAssertEqual(correction.delta, 50 * 80, accuracy: 1e-6)
    offset += correction.delta
    XCTAssertEqual(stack.index(ofID: anchor.id), anchor.index + 50)
    XCTAssertEqual(stack.ids.runs.count, 1, "history ids 950..<1000 merge with 1000..<1100")
    let pass = stack.layoutVisible(offset: offset, viewport: viewport) { _ in 55 }
    offset += pass.offsetCorrection
    let item = stack.visibleItems.first { $0.id == anchor.id }!
    XCTAssertEqual(item.frame.minY - offset, screenBefore, accuracy: 0.5)
  }

  func testManyPagesOfPrependAndAppendStayConsistent() {
    var stack = LazyStack(count: 10, firstID: 0, estimatedSize: 20)
    var model = Array(repeating: 20.0, count: 10)
    var modelIDs = Array(0..<10)
    for page in 1...40 {
      stack.prepend(count: 25, firstID: -25 * page, estimatedSize: 10)
      model.insert(contentsOf: repeatElement(10.0, count: 25), at: 0)
      modelIDs.insert(contentsOf: (-25 * page)..<(-25 * page + 25), at: 0)
      stack.append(count: 7, firstID: 10 + 7 * (page - 1), estimatedSize: 30)
      model.append(contentsOf: repeatElement(30.0, count: 7))
      modelIDs.append(contentsOf: (10 + 7 * (page - 1))..<(10 + 7 * page))
    }
    assertStack(stack, matchesSizes: model, ids: modelIDs)
  }

  func testSingleItemPrependsAndAppendsRarelyRebuildTheStorage() {
    var stack = LazyStack(count: 10_000, firstID: 0, estimatedSize: 20)
    let rebuildsAtStart = stack.storageRebuildCount
    for k in 1...1000 {
      stack.prepend(count: 1, firstID: -k)
      stack.append(count: 1, firstID: 10_000 + k - 1)
    }
    XCTAssertEqual(stack.count, 12_000)
    XCTAssertLessThanOrEqual(
      stack.storageRebuildCount - rebuildsAtStart, 2, "reserves grow geometrically")
    XCTAssertEqual(stack.id(at: 0), -1000)
    XCTAssertEqual(stack.id(at: 11_999), 10_999)
    XCTAssertEqual(stack.offset(ofIndex: 11_999), 11_999 * 20, accuracy: 1e-6)
    XCTAssertEqual(stack.ids.runs.count, 1)
  }

  func testRandomInsertsRemovalsAndResizesMatchABruteForceModel() {
    var rng = SplitMix64(seed: 2024)
    var stack = LazyStack(count: 50, firstID: 0, estimatedSize: 30, spacing: 3)
    var sizes = Array(repeating: 30.0, count: 50)
    var ids = Array(0..<50)
    var nextID = 100_000
    for step in 0..<300 {
      defer { XCTAssertNil(stack._invariantViolation(), "step \(step)") }
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        let k = Int.random(in: 1...6, using: &rng)
        let at = Int.random(in: 0...sizes.count, using: &rng)
        let estimate = Double(Int.random(in: 10...60, using: &rng))
        stack.insert(count: k, at: at, firstID: nextID, estimatedSize: estimate)
        sizes.insert(contentsOf: repeatElement(estimate, count: k), at: at)
        ids.insert(contentsOf: nextID..<(nextID + k), at: at)
        nextID += k + Int.random(in: 0...1, using: &rng)
      case 1 where sizes.count > 3:
        let lower = Int.random(in: 0..<sizes.count, using: &rng)
        let upper = Swift.min(sizes.count, lower + Int.random(in: 1...4, using: &rng))
        stack.remove(lower..<upper)
        sizes.removeSubrange(lower..<upper)
        ids.removeSubrange(lower..<upper)
      default:
        guard !sizes.isEmpty else { continue }
        let i = Int.random(in: 0..<sizes.count, using: &rng)
        let size = Double(Int.random(in: 0...200, using: &rng))
        stack.setSize(size, at: i)
        sizes[i] = size
      }
    }
    assertStack(stack, matchesSizes: sizes, ids: ids)
  }

  func testRemovingTheAnchorFallsBackToTheNextItemAndReportsIt() {
    var stack = LazyStack(count: 100, firstID: 0, estimatedSize: 50)
    var offset = 1020.0  // 20 pt into item 20
    _ = stack.layoutVisible(offset: offset, viewport: viewport) { _ in 50 }
    XCTAssertEqual(stack.anchor?.id, 20)
    let nextScreen = stack.frame(at: 21).minY - offset
    let correction = stack.remove(id: 20)
    XCTAssertEqual(correction.removedAnchorID, 20)
    XCTAssertEqual(correction.anchor?.id, 21)
    offset += correction.delta
    XCTAssertEqual(stack.frame(at: stack.index(ofID: 21)!).minY - offset, nextScreen, accuracy: 0.5)
    XCTAssertNil(stack.index(ofID: 20))
  }

  func testRemovingTheLastItemAsAnchorFallsBackToThePreviousItem() {
    var stack = LazyStack(count: 10, firstID: 0, estimatedSize: 100)
    let offset = 950.0  // the last item (900..<1000) is at the top
    _ = stack.layoutVisible(offset: offset, viewport: Size(width: 100, height: 40)) { _ in 100 }
    XCTAssertEqual(stack.anchor?.id, 9)
    let correction = stack.remove(id: 9)
    XCTAssertEqual(correction.removedAnchorID, 9)
    XCTAssertEqual(correction.anchor?.id, 8)
    XCTAssertEqual(correction.delta, 0, "the previous item did not move")
    XCTAssertEqual(correction.anchor?.offsetWithin ?? 0, 150, accuracy: 1e-9)
  }

  func testRemovingItemsAboveTheAnchorShiftsTheOffsetBack() {
    var stack = LazyStack(count: 100, firstID: 0, estimatedSize: 50, spacing: 5)
    _ = stack.layoutVisible(offset: 2200, viewport: viewport) { _ in nil }
    let correction = stack.remove(3..<7)
    XCTAssertEqual(correction.delta, -4 * 55, accuracy: 1e-9)
    XCTAssertNil(correction.removedAnchorID)
  }

  func testResizingAnItemBelowTheAnchorNeedsNoCorrection() {
    var stack = LazyStack(count: 100, estimatedSize: 50)
    _ = stack.layoutVisible(offset: 500, viewport: viewport) { _ in 50 }
    XCTAssertEqual(stack.setSize(300, at: 12).delta, 0)
    XCTAssertEqual(stack.setSize(10, at: 3).delta, -40)
  }

  func testInvalidMeasurementsAreIgnoredAndCounted() {
    var stack = LazyStack(count: 20, estimatedSize: 50)
    _ = stack.layoutVisible(offset: .nan, viewport: viewport) { i in i == 0 ? .infinity : -3 }
    XCTAssertFalse(stack.isMeasured(at: 0))
    XCTAssertEqual(stack.size(at: 0), 50)
    XCTAssertGreaterThan(stack.sanitizedInputCount, 2)
  }

  func testInvalidatedItemIsMeasuredAgain() {
    var stack = LazyStack(count: 5, estimatedSize: 50)
    _ = stack.layoutVisible(offset: 0, viewport: viewport) { _ in 40 }
    XCTAssertTrue(stack.isMeasured(at: 2))
    stack.invalidateSize(at: 2)
    XCTAssertFalse(stack.isMeasured(at: 2))
    var asked: [Int] = []
    _ = stack.layoutVisible(offset: 0, viewport: viewport) { i in
      asked.append(i)
      return 70
    }
    XCTAssertEqual(asked, [2], "only unmeasured items are measured")
    XCTAssertEqual(stack.size(at: 2), 70)
  }

  func testHorizontalStackPlacesItemsAlongX() {
    var stack = LazyStack(
      axis: .horizontal, count: 30, estimatedSize: 120, spacing: 8,
      padding: SCEdgeInsets(top: 4, leading: 16, bottom: 6, trailing: 16))
    _ = stack.layoutVisible(offset: 0, viewport: Size(width: 300, height: 200)) { _ in nil }
    let second = stack.visibleItems[1]
    XCTAssertEqual(second.frame, Rect(x: 16 + 128, y: 4, width: 120, height: 190))
  }

  // MARK: Helpers

  private func assertStack(
    _ stack: LazyStack, matchesSizes sizes: [Double], ids: [Int], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(stack.count, sizes.count, file: file, line: line)
    var start = stack.padding.top
    for i in sizes.indices {
      XCTAssertEqual(
        stack.offset(ofIndex: i), start, accuracy: 1e-6, "start \(i)", file: file, line: line)
      XCTAssertEqual(stack.size(at: i), sizes[i], accuracy: 1e-4, file: file, line: line)
      XCTAssertEqual(stack.id(at: i), ids[i], file: file, line: line)
      XCTAssertEqual(stack.index(ofID: ids[i]), i, file: file, line: line)
      if sizes[i] > 0 {
        XCTAssertEqual(stack.index(atOffset: start + sizes[i] / 2), i, file: file, line: line)
      }
      start += sizes[i] + stack.spacing
    }
  }
}
