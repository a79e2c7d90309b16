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
    var stack = LazyStack(count: 50, firstID: 0, estimatedSize: 100, padding: SCEdgeInsets(top: 30))
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

extension AnchorLayoutTests {
  /// Anchor fuzz seeds 1, 3, 10, 18 and 33: the anchor row at the top was removed under a
  /// held drag on a view that cannot overscroll; keeping its fallback still put the offset
  /// past the top, and the next move of the pointer snapped the content to the edge (up to
  /// 400 pt for a few points of travel). The drag now carries it back.
  func testAHeldDragOnAViewThatCannotOverscrollFollowsAShiftBackWithoutSnapping() {
    var view = SCScrollView(
      physics: .ios, contentSize: Size(width: 400, height: 20_000),
      containerSize: Size(width: 400, height: 600), bounceBehavior: .never)
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: 5), at: 0.01)
    view.dragBy(Point(x: 0, y: -5), at: 0.02)
    XCTAssertEqual(view.offset.y, 0)
    view.shiftContent(by: Point(x: 0, y: -256), at: 0.03)
    XCTAssertEqual(view.offset.y, -256)
    view.dragBy(Point(x: 0, y: 10), at: 0.04)
    XCTAssertEqual(view.offset.y, -246, "follows the pointer back")
    view.dragBy(Point(x: 0, y: -30), at: 0.05)
    XCTAssertEqual(view.offset.y, -246, "never further out than it was")
    view.dragBy(Point(x: 0, y: 300), at: 0.06)
    XCTAssertEqual(view.offset.y, 54, "in range it follows one to one")
    view.dragBy(Point(x: 0, y: -100), at: 0.07)
    XCTAssertEqual(view.offset.y, 0, "and stops at the edge")
    view.release(at: 0.3)
    XCTAssertEqual(view.phase, .idle)
  }
}
