import XCTest

@testable import ScrollCore

/// `_invariantViolation()` of the layout storage: sound structures report nil after edits, and
/// each kind of damage done through the internals is named (so `_checkInvariants()`, which
/// wraps it in a precondition, would stop the program).
final class LayoutInvariantsTests: XCTestCase {
  /// A stack with several size runs and id runs: measured rows, inserts, a removal.
  private func editedStack() -> LazyStack {
    var stack = LazyStack(count: 100, firstID: 0, estimatedSize: 30, spacing: 2)
    for i in stride(from: 0, to: 40, by: 3) { stack.setSize(Double(20 + i), at: i) }
    stack.insert(count: 5, at: 10, firstID: 1_000, estimatedSize: 50)
    stack.insert(ids: [7_000, 7_002, 7_003], at: 60)
    stack.remove(20..<25)
    stack.invalidateAllSizes()
    stack.setSize(12, at: 3)
    return stack
  }

  func testEditedStacksAreSound() {
    let stack = editedStack()
    XCTAssertGreaterThan(stack.storedSizeRuns, 5)
    XCTAssertGreaterThan(stack.ids.runs.count, 3)
    XCTAssertNil(stack._invariantViolation())
    XCTAssertNil(LazyStack()._invariantViolation())
    stack._checkInvariants()
  }

  func testASubtreeCountThatDisagreesWithItsChildrenIsNamed() {
    var stack = editedStack()
    let root = Int(stack.extents.runs.root)
    stack.extents.runs.nodes[root].subtreeCount += 1
    let violation = stack.extents._invariantViolation()
    XCTAssertTrue(violation?.contains("subtree count") ?? false, violation ?? "nil")
    // The stack sees the same damage (first as a count the ids disagree with).
    XCTAssertNotNil(stack._invariantViolation())
  }

  func testASubtreeLengthThatDisagreesWithItsChildrenIsNamed() {
    var tree = editedStack().extents.runs
    tree.nodes[Int(tree.root)].subtreeLength += 0.5
    let violation = tree._invariantViolation()
    XCTAssertTrue(violation?.contains("subtree length") ?? false, violation ?? "nil")
  }

  func testAnEmptyRunAndACycleAreNamed() {
    var tree = editedStack().extents.runs
    let root = Int(tree.root)
    let left = Int(tree.nodes[root].left)
    XCTAssertGreaterThanOrEqual(left, 0)
    var empty = tree
    empty.nodes[left].count = 0
    XCTAssertTrue(empty._invariantViolation()?.contains("holds 0 items") ?? false)
    var cycle = tree
    cycle.nodes[left].left = Int32(root)
    XCTAssertTrue(cycle._invariantViolation()?.contains("reached twice") ?? false)
  }

  func testIDRunsWithAGapOverlapOrWrongCountAreNamed() {
    let ids = editedStack().ids
    XCTAssertNil(ids._invariantViolation())
    var gap = ids
    gap.runs[1].firstIndex += 1
    XCTAssertTrue(gap._invariantViolation()?.contains("starts at index") ?? false)
    var count = ids
    count.count += 1
    XCTAssertTrue(count._invariantViolation()?.contains("count is") ?? false)
    var unmerged = ItemIDRuns(firstID: 0, count: 10)
    unmerged.runs = [
      ItemIDRuns.Run(firstIndex: 0, firstID: 0, count: 4),
      ItemIDRuns.Run(firstIndex: 4, firstID: 4, count: 6),
    ]
    let violation = unmerged._invariantViolation()
    XCTAssertTrue(violation?.contains("consecutive ids") ?? false, violation ?? "nil")
  }

  func testSizesAndIDsOfDifferentLengthsAreNamed() {
    var stack = editedStack()
    stack.ids = ItemIDRuns(firstID: 0, count: stack.count - 1)
    let violation = stack._invariantViolation()
    XCTAssertTrue(violation?.contains("sizes but") ?? false, violation ?? "nil")
  }
}
