import Recording
import XCTest

@testable import ScrollCore

/// The lazy stack stores runs of equal-sized items: memory follows what was measured or
/// changed, never the number of items, and offsets stay exact far past what a `Float` or a
/// pixel grid could hold.
final class LayoutRunStorageTests: XCTestCase {
  private let viewport = Size(width: 800, height: 600)

  /// Scrolls `stack` to `offset`, measuring rows with `measure`; returns the corrected offset.
  @discardableResult
  private func visit(
    _ stack: inout LazyStack, _ offset: Double, measure: (Int) -> Double?
  ) -> Double {
    stack.layoutVisible(offset: offset, viewport: viewport, measure: measure).correctedOffset
  }

  func testStorageOfABillionRowsDoesNotDependOnTheCount() {
    var small = LazyStack(count: 1000, estimatedSize: 44)
    var huge = LazyStack(count: 1_000_000_000, estimatedSize: 44)
    XCTAssertEqual(huge.storedSizeRuns, 1)
    XCTAssertEqual(huge.ids.runs.count, 1)
    XCTAssertEqual(huge.contentLength, 44_000_000_000)
    // The same walk in both (top, a few screens down, the end), rows measured at 44 pt.
    for stack in [0, 1] {
      let n = stack == 0 ? small.count : huge.count
      var offset = 0.0
      for _ in 0..<50 {
        if stack == 0 { offset = visit(&small, offset) { _ in 44 } + 600 }
        if stack == 1 { offset = visit(&huge, offset) { _ in 44 } + 600 }
      }
      let end = Double(n) * 44 - 600
      if stack == 0 { visit(&small, end) { _ in 44 } } else { visit(&huge, end) { _ in 44 } }
    }
    XCTAssertLessThanOrEqual(huge.storedSizeRuns, 3, "measured rows equal in size share a run")
    XCTAssertEqual(huge.storageBytes, small.storageBytes, "storage independent of the count")
    XCTAssertLessThan(huge.storageBytes, 4096)
    XCTAssertEqual(huge.index(atOffset: huge.contentLength - 1), 999_999_999)
    XCTAssertTrue(huge.isMeasured(at: 999_999_999))
    XCTAssertFalse(huge.isMeasured(at: 500_000_000))
  }

  func testStorageGrowsWithTheRowsMeasuredNotWithTheCount() {
    var stack = LazyStack(count: 1_000_000_000, estimatedSize: 100)
    // Rows of three alternating heights: each measured row is its own run.
    var offset = 0.0
    var measured = Set<Int>()
    for _ in 0..<20 {
      offset =
        visit(&stack, offset) { i in
          measured.insert(i)
          return Double(40 + 10 * (i % 3))
        } + 500
    }
    XCTAssertEqual(stack.storedSizeRuns, measured.count + 1, "one run per measured row, one rest")
    XCTAssertLessThan(stack.storageBytes, 64 * (measured.count + 8) + 4096)
    // Jumping to the end measures only what is shown there.
    let before = measured.count
    visit(&stack, stack.contentLength - 600) { i in
      measured.insert(i)
      return 50
    }
    XCTAssertLessThan(measured.count - before, 40)
    XCTAssertLessThanOrEqual(stack.storedSizeRuns, measured.count + 3)
  }

  func testOffsetsAreExactAtATrillionPoints() {
    let n = 10_000_000_000
    var stack = LazyStack(count: n, estimatedSize: 100, spacing: 0)
    XCTAssertEqual(stack.contentLength, 1e12)
    let last = n - 1
    XCTAssertEqual(stack.offset(ofIndex: last), 999_999_999_900)
    XCTAssertEqual(stack.index(atOffset: 999_999_999_900), last)
    XCTAssertEqual(stack.index(atOffset: 999_999_999_899.75), last - 1)
    // A measurement deep in the list shifts exactly what follows it.
    stack.setSize(37.25, at: 9_000_000_000)
    XCTAssertEqual(stack.offset(ofIndex: 9_000_000_000), 900_000_000_000)
    XCTAssertEqual(stack.offset(ofIndex: 9_000_000_001), 900_000_000_037.25)
    XCTAssertEqual(stack.offset(ofIndex: last), 999_999_999_837.25)
    XCTAssertEqual(stack.index(atOffset: 900_000_000_037.25), 9_000_000_001)
    XCTAssertEqual(stack.index(atOffset: 900_000_000_037.125), 9_000_000_000)
    // Inserting and removing in the middle keeps every offset exact.
    stack.insert(count: 3, at: 5_000_000_000, firstID: -10, estimatedSize: 12.5)
    XCTAssertEqual(stack.count, n + 3)
    XCTAssertEqual(stack.offset(ofIndex: 5_000_000_003), 500_000_000_037.5)
    XCTAssertEqual(stack.id(at: 5_000_000_001), -9)
    XCTAssertEqual(stack.id(at: 5_000_000_003), 5_000_000_000)
    XCTAssertEqual(stack.offset(ofIndex: last + 3), 999_999_999_874.75)
    stack.remove(5_000_000_000..<5_000_000_003)
    XCTAssertEqual(stack.offset(ofIndex: last), 999_999_999_837.25)
    XCTAssertEqual(stack.storedSizeRuns, 3, "the removed run is gone and its neighbours joined")
  }

  func testLayoutAtTheEndOfATrillionPointListPlacesRowsExactly() {
    var stack = LazyStack(count: 10_000_000_000, estimatedSize: 100)
    let end = stack.contentLength - 600
    let pass = stack.layoutVisible(offset: end, viewport: viewport) { _ in 100 }
    XCTAssertEqual(pass.correctedOffset, end)
    XCTAssertEqual(pass.visibleRange, (10_000_000_000 - 6)..<10_000_000_000)
    for item in stack.visibleItems {
      XCTAssertEqual(item.frame.minY, Double(item.index) * 100)
      XCTAssertEqual(item.frame.height, 100)
    }
  }

  func testRunTreeMatchesAnArrayModelUnderRandomEdits() {
    var generator = SplitMix64(seed: 16)
    var tree = ExtentRunTree(spacing: 2)
    struct Item: Equatable {
      var size: Double
      var measured: Bool
    }
    var model: [Item] = []
    let sizes: [Double] = [10, 10.5, 20, 44]
    for step in 0..<3000 {
      let action = Int.random(in: 0..<10, using: &generator)
      if action < 3 || model.isEmpty {
        let k = Int.random(in: 1...40, using: &generator)
        let at = Int.random(in: 0...model.count, using: &generator)
        let size = sizes.randomElement(using: &generator)!
        tree.insert(k, size: size, measured: false, at: at)
        model.insert(contentsOf: repeatElement(Item(size: size, measured: false), count: k), at: at)
      } else if action < 5 {
        let lower = Int.random(in: 0..<model.count, using: &generator)
        let upper = Int.random(
          in: (lower + 1)...Swift.min(model.count, lower + 30), using: &generator)
        tree.remove(lower..<upper)
        model.removeSubrange(lower..<upper)
      } else {
        let i = Int.random(in: 0..<model.count, using: &generator)
        let size = sizes.randomElement(using: &generator)!
        let measured = Bool.random(using: &generator)
        let delta = tree.set(size: size, measured: measured, at: i)
        XCTAssertEqual(delta, size - model[i].size)
        model[i] = Item(size: size, measured: measured)
      }
      if step == 1500 {
        tree.setSpacing(3)
      }
      XCTAssertEqual(tree.count, model.count)
      XCTAssertNil(tree._invariantViolation(), "step \(step)")
      guard step % 50 == 0 || step == 2999 else { continue }
      let spacing = tree.spacing
      var start = 0.0
      var runs = 0
      for (i, item) in model.enumerated() {
        XCTAssertEqual(tree.start(of: i), start, "step \(step) item \(i)")
        let location = tree.locate(i)
        XCTAssertEqual(tree.size(of: location.node), item.size)
        XCTAssertEqual(tree.isMeasured(location.node), item.measured)
        XCTAssertEqual(tree.prefixCount(atMost: start), i, "step \(step) item \(i)")
        if i == 0 || model[i - 1] != item { runs += 1 }
        start += item.size + spacing
      }
      XCTAssertEqual(tree.total, start)
      XCTAssertEqual(tree.runCount, runs, "step \(step): equal neighbours share one run")
    }
  }
}
