import XCTest

@testable import ScrollCore

/// The stack's anchor across content changes and layout passes (found by the anchor fuzz in
/// Tests/ScenesTests/FuzzAnchorRun.swift).
final class AnchorLayoutTests: XCTestCase {
  let viewport = Size(width: 400, height: 600)

  /// Seed 1: with the top padding in view, rows prepended above the first row put the end of
  /// the last new row at the viewport start. The pass anchored on that row, so measuring it
  /// pushed every visible row down by its estimate's error.
  func testMeasuringPrependedRowsKeepsTheRowThatWasAtTheTopStill() {
    var stack = LazyStack(count: 50, firstID: 0, estimatedSize: 100, padding: EdgeInsets(top: 30))
    var offset = 0.0
    _ = stack.layoutVisible(offset: offset, viewport: viewport) { _ in 40 }
    XCTAssertEqual(stack.anchor?.id, 0)
    XCTAssertEqual(stack.anchor?.offsetWithin, -30)
    let screenBefore = stack.offset(ofIndex: 0) - offset
    let correction = stack.prepend(count: 10, firstID: 100)
    XCTAssertEqual(correction.delta, 10 * 100)
    offset += correction.delta
    let pass = stack.layoutVisible(offset: offset, viewport: viewport) { _ in 40 }
    XCTAssertEqual(pass.offsetCorrection, -3 * 60, "the new rows in the margin were measured")
    offset += pass.offsetCorrection
    let row0 = stack.index(ofID: 0)!
    XCTAssertEqual(stack.offset(ofIndex: row0) - offset, screenBefore, accuracy: 1e-9)
  }

  func testUpdateAnchorPicksTheFirstItemReachingPastTheOffset() {
    var stack = LazyStack(count: 100, firstID: 500, estimatedSize: 50, spacing: 10)
    _ = stack.layoutVisible(offset: 0, viewport: viewport) { _ in nil }
    stack.updateAnchor(offset: 1234)
    XCTAssertEqual(stack.anchor, ScrollAnchor(id: 520, index: 20, offsetWithin: 34))
    stack.updateAnchor(offset: .nan)
    XCTAssertEqual(stack.anchor?.id, 520, "a non-finite offset leaves the anchor alone")
    // A removal now reports the item that is in view at 1234, not the one at the last pass.
    let c = stack.remove(20..<21)
    XCTAssertEqual(c.removedAnchorID, 520)
    XCTAssertEqual(c.anchor?.id, 521)
  }

  /// A pass at an offset the anchor does not describe (a jump) anchors on the first item
  /// reaching past that offset, as before.
  func testAJumpIgnoresAnAnchorThatDescribesAnotherViewport() {
    var stack = LazyStack(count: 2000, estimatedSize: 50)
    _ = stack.layoutVisible(offset: 1000, viewport: viewport) { _ in 50 }
    let pass = stack.layoutVisible(offset: 20_000, viewport: viewport) { _ in 70 }
    XCTAssertEqual(
      pass.anchor?.index, stack.firstIndex(reachingPast: 20_000 + pass.offsetCorrection))
    XCTAssertGreaterThan(pass.offsetCorrection, 0, "rows above the new viewport were measured")
  }
}
