import XCTest

@testable import ScrollCore

final class ObservationVisibilityTests: XCTestCase {
  /// Rows of 100 pt at y = 100 * i, viewport 300 pt tall starting at `top`.
  private func rows(_ indices: Range<Int>) -> [LaidOutItem] {
    indices.map { i in
      LaidOutItem(
        index: i, id: 1000 + i, frame: Rect(x: 0, y: Double(i) * 100, width: 320, height: 100),
        isEstimated: false)
    }
  }

  private func viewport(top: Double) -> Rect { Rect(x: 0, y: top, width: 320, height: 300) }

  func testVisibleFractionIsTheShareInsideTheViewport() {
    let item = Rect(x: 0, y: 250, width: 320, height: 100)
    XCTAssertEqual(item.visibleFraction(in: viewport(top: 0)), 0.5, accuracy: 1e-12)
    XCTAssertEqual(item.visibleFraction(in: viewport(top: 400)), 0)
    XCTAssertEqual(item.visibleFraction(in: viewport(top: 200)), 1)
    let spacer = Rect(x: 0, y: 120, width: 320, height: 0)
    XCTAssertEqual(spacer.visibleFraction(in: viewport(top: 0)), 1, "zero-height but inside")
  }

  func testItemsAlreadyPastTheThresholdAreReportedOnceOnAppearance() {
    var tracker = ScrollVisibilityTracker(threshold: 0.5)
    // Rows 0, 1, 2 fully in; row 3 starts at 300 (outside); top at 20 puts row 0 at 80%.
    let changes = tracker.update(items: rows(0..<4), viewport: viewport(top: 20))
    XCTAssertEqual(changes.map(\.id), [1000, 1001, 1002])
    XCTAssertTrue(changes.allSatisfy(\.isVisible))
    XCTAssertTrue(tracker.update(items: rows(0..<4), viewport: viewport(top: 25)).isEmpty)
  }

  func testThresholdCrossingsAreReportedInBothDirections() {
    var tracker = ScrollVisibilityTracker(threshold: 0.5)
    tracker.update(items: rows(0..<5), viewport: viewport(top: 0))  // rows 0...2
    // Row 0 at 40% -> hidden; row 3 at 60% -> visible.
    let down = tracker.update(items: rows(0..<5), viewport: viewport(top: 60))
    XCTAssertEqual(down.map(\.id), [1000, 1003])
    XCTAssertEqual(down.map(\.isVisible), [false, true])
    XCTAssertEqual(down[0].fraction, 0.4, accuracy: 1e-12)
    // Back up: row 0 at 70% -> visible again; row 3 at 30% -> hidden.
    let up = tracker.update(items: rows(0..<5), viewport: viewport(top: 30))
    XCTAssertEqual(up.map(\.id), [1003, 1000])
    XCTAssertEqual(up.map(\.isVisible), [false, true])
    XCTAssertEqual(tracker.deliveryCount, 3 + 2 + 2)
  }

  func testANewThresholdKeepsWhatIsVisibleAndReportsTheRowsItMovesAcross() {
    var tracker = ScrollVisibilityTracker(threshold: 0.3)
    // Top at 60: row 0 at 40%, rows 1 and 2 whole, row 3 at 60%.
    tracker.update(items: rows(0..<5), viewport: viewport(top: 60))
    XCTAssertEqual(tracker.visible.map(\.id), [1000, 1001, 1002, 1003])
    tracker.setThreshold(0.5)
    XCTAssertEqual(tracker.threshold, 0.5)
    let changes = tracker.update(items: rows(0..<5), viewport: viewport(top: 60))
    XCTAssertEqual(changes.map(\.id), [1000], "only row 0 is now under the threshold")
    XCTAssertEqual(changes.map(\.isVisible), [false])
    tracker.setThreshold(7)
    XCTAssertEqual(tracker.threshold, 1, "clamped as init clamps")
    var targets = TargetVisibilityObserver(threshold: 0.3)
    XCTAssertEqual(
      targets.update(items: rows(0..<5), viewport: viewport(top: 60)), [1000, 1001, 1002, 1003])
    targets.setThreshold(0.9)
    XCTAssertEqual(targets.update(items: rows(0..<5), viewport: viewport(top: 60)), [1001, 1002])
    XCTAssertNil(targets.update(items: rows(0..<5), viewport: viewport(top: 60)))
  }

  func testItemsLeavingTheLaidOutSetBecomeHidden() {
    var tracker = ScrollVisibilityTracker(threshold: 0.1)
    tracker.update(items: rows(0..<3), viewport: viewport(top: 0))
    let changes = tracker.update(items: rows(10..<13), viewport: viewport(top: 1000))
    XCTAssertEqual(changes.filter { !$0.isVisible }.map(\.id), [1000, 1001, 1002])
    XCTAssertEqual(changes.filter { !$0.isVisible }.map(\.fraction), [0, 0, 0])
    XCTAssertEqual(changes.filter(\.isVisible).map(\.id), [1010, 1011, 1012])
  }

  func testTargetVisibilityDeliversIDsInLayoutOrderWhenTheyChange() {
    var observer = TargetVisibilityObserver(threshold: 0.5)
    XCTAssertEqual(
      observer.update(items: rows(0..<5), viewport: viewport(top: 40)), [1000, 1001, 1002])
    XCTAssertNil(observer.update(items: rows(0..<5), viewport: viewport(top: 45)), "unchanged")
    XCTAssertEqual(
      observer.update(items: rows(0..<5), viewport: viewport(top: 60)), [1001, 1002, 1003])
    XCTAssertEqual(observer.deliveryCount, 2)
  }

  func testVisibilityOfARealStackLayout() {
    var stack = LazyStack(count: 1000, firstID: 0, estimatedSize: 50)
    var tracker = ScrollVisibilityTracker(threshold: 1)
    let size = Size(width: 300, height: 200)
    _ = stack.layoutVisible(offset: 0, viewport: size, overscan: 100) { _ in 50 }
    let first = tracker.update(items: stack.visibleItems, viewport: Rect(origin: .zero, size: size))
    XCTAssertEqual(first.map(\.id), [0, 1, 2, 3], "margin rows are laid out but not visible")
    _ = stack.layoutVisible(offset: 25, viewport: size, overscan: 100) { _ in 50 }
    let moved = tracker.update(
      items: stack.visibleItems, viewport: Rect(x: 0, y: 25, width: 300, height: 200))
    XCTAssertEqual(moved.map(\.id), [0], "row 0 is cut, row 4 is not yet whole")
    XCTAssertEqual(moved.map(\.isVisible), [false])
  }

  func testPhaseObserverDedupesAndPairsBeginsWithEnds() {
    var observer = ScrollPhaseObserver()
    let context = SCScrollPhaseChangeContext(
      geometry: SCScrollGeometry(
        contentOffset: .zero, contentSize: Size(width: 1, height: 1000),
        containerSize: Size(width: 1, height: 100)),
      velocity: Point(x: 0, y: 800))
    let phases: [SCScrollPhase] = [
      .idle, .tracking, .interacting, .interacting, .interacting, .decelerating, .decelerating,
      .idle, .idle, .animating, .idle,
    ]
    let changes = phases.compactMap { observer.update($0, context: context) }
    XCTAssertEqual(
      changes.map(\.new), [.tracking, .interacting, .decelerating, .idle, .animating, .idle])
    XCTAssertEqual(changes.first?.old, .idle)
    XCTAssertEqual(changes.first?.context.velocity.y, 800)
    XCTAssertEqual(observer.beginCount, 2)
    XCTAssertEqual(observer.endCount, 2)
    XCTAssertEqual(observer.deliveryCount, 6)
  }
}
