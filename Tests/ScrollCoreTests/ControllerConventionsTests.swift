import XCTest

@testable import ScrollCore

/// Issue 32, item 7: the conventions other toolkits have, on the controller: bounce changed
/// after creation, user scrolling disabled, scroll indicators, `SCScrollPosition(id:anchor:)`
/// and a saved position restored into a lazily measured list.
final class ControllerConventionsTests: XCTestCase {
  func drag(_ c: inout ScrollController<Void>, by dy: Double, at t: Double) {
    _ = c.handle(InputEvent(time: t, kind: .pointerDown(Point(x: 100, y: 100), button: 1)))
    for k in 1...10 {
      let y = 100 - dy * Double(k) / 10
      _ = c.handle(
        InputEvent(
          time: t + 0.01 * Double(k), kind: .pointerMove(Point(x: 100, y: y), leftHeld: true)))
    }
  }

  func testBounceBehaviorChangesAfterCreation() {
    let rig = LazyListRig()
    var c = rig.makeController()
    XCTAssertEqual(c.bounceBehavior, .basedOnSize)
    // Pulled down past the top while bouncing is allowed: out of range.
    drag(&c, by: -200, at: 0.1)
    c.update(at: 0.2) { rig.height($0) }
    XCTAssertLessThan(c.view.offset.y, -10)
    // No bouncing any more: held, it is pulled no further out; released, back in range.
    c.setBounceBehavior(.never, at: 0.21)
    XCTAssertEqual(c.bounceBehavior, .never)
    XCTAssertFalse(c.view.bounces(.vertical))
    let held = c.view.offset.y
    _ = c.handle(InputEvent(time: 0.25, kind: .pointerMove(Point(x: 100, y: 400), leftHeld: true)))
    XCTAssertGreaterThanOrEqual(c.view.offset.y, held - 1e-9)
    _ = c.handle(InputEvent(time: 0.26, kind: .pointerUp(Point(x: 100, y: 400), button: 1)))
    var t = 0.26
    while t < 3 {
      t += 1.0 / 60
      c.update(at: t) { rig.height($0) }
    }
    XCTAssertEqual(c.view.offset.y, 0, accuracy: 1e-6)
    // And with .never a new pull does not leave the range.
    drag(&c, by: -200, at: 3.1)
    c.update(at: 3.2) { rig.height($0) }
    XCTAssertGreaterThanOrEqual(c.view.offset.y, -1e-9)
  }

  func testBounceChangedDuringAnOverscrollBringsItBack() {
    let rig = LazyListRig()
    var c = rig.makeController()
    c.setBounceBehavior(.always, at: 0)
    // A fling toward the top from the top: bounces out past it.
    for e in LazyListRig.fling(distance: -300) { _ = c.handle(e) }
    c.update(at: 0.32) { rig.height($0) }
    XCTAssertLessThan(c.view.offset.y, -1)
    c.setBounceBehavior(.never, at: 0.33)
    var t = 0.33
    var deepest = c.view.offset.y
    while t < 3 {
      t += 1.0 / 60
      c.update(at: t) { rig.height($0) }
      deepest = min(deepest, c.view.offset.y)
    }
    XCTAssertEqual(c.view.offset.y, 0, accuracy: 1e-6)
    XCTAssertEqual(c.view.phase, .idle)
  }

  func testDisabledScrollingIgnoresUserInputButNotProgrammaticScrolls() {
    let rig = LazyListRig()
    var c = rig.makeController()
    c.setScrollDisabled(true, at: 0.05)
    XCTAssertTrue(c.isScrollDisabled)
    var t = 0.1
    for e in LazyListRig.fling(distance: 400) + LazyListRig.wheel(clicks: 4, start: 0.5)
      + LazyListRig.key(.pageDown, at: 0.8)
    {
      _ = c.handle(e)
      t = e.time
      c.update(at: t) { rig.height($0) }
    }
    for _ in 0..<60 {
      t += 1.0 / 60
      c.update(at: t) { rig.height($0) }
    }
    XCTAssertEqual(c.view.offset.y, 0, "user input moved nothing")
    XCTAssertEqual(c.view.phase, .idle)
    // A click still comes back as an action.
    _ = c.handle(InputEvent(time: t, kind: .pointerDown(Point(x: 100, y: 100), button: 1)))
    let actions = c.handle(
      InputEvent(time: t + 0.05, kind: .pointerUp(Point(x: 100, y: 100), button: 1)))
    XCTAssertFalse(actions.isEmpty, "the click is reported")
    // Programmatic scrolls still work.
    c.scrollTo(id: 40, anchor: .top, animation: .none, at: t + 0.1)
    c.update(at: t + 0.1) { rig.height($0) }
    XCTAssertEqual(c.view.offset.y, c.stack.offset(ofIndex: 40), accuracy: 0.5)
    // Enabled again, the wheel scrolls.
    c.setScrollDisabled(false, at: t + 0.2)
    let before = c.view.offset.y
    for e in LazyListRig.wheel(clicks: 2, start: t + 0.3) { _ = c.handle(e) }
    c.update(at: t + 1.5) { rig.height($0) }
    XCTAssertGreaterThan(c.view.offset.y, before + 10)
  }

  func testDisablingDuringADragLetsGoWithoutAFling() {
    let rig = LazyListRig()
    var c = rig.makeController()
    drag(&c, by: 300, at: 0.1)
    XCTAssertEqual(c.view.phase, .interacting)
    c.setScrollDisabled(true, at: 0.21)
    XCTAssertNotEqual(c.view.phase, .interacting)
    let held = c.view.offset.y
    _ = c.handle(InputEvent(time: 0.22, kind: .pointerMove(Point(x: 100, y: -400), leftHeld: true)))
    _ = c.handle(InputEvent(time: 0.23, kind: .pointerUp(Point(x: 100, y: -400), button: 1)))
    c.update(at: 2) { rig.height($0) }
    XCTAssertEqual(c.view.offset.y, held, accuracy: 1e-6)
  }

  func testScrollIndicatorVisibilityFollowsSwiftUI() {
    let all = SCScrollIndicatorVisibility.allCases
    XCTAssertEqual(all.map { $0.shows(conventional: true) }, [true, true, false, false])
    XCTAssertEqual(
      all.map { $0.shows(conventional: true, required: true) }, [true, true, true, false])
    XCTAssertEqual(all.map { $0.shows(conventional: false) }, [false, false, false, false])
    var c = LazyListRig().makeController()
    XCTAssertEqual(c.scrollIndicators, .automatic)
    c.scrollIndicators = .never
    XCTAssertFalse(c.scrollIndicators.shows(conventional: true, required: true))
  }

  func testAPositionMadeWithIDAndAnchorScrollsThere() {
    let rig = LazyListRig()
    var c = rig.makeController()
    let position = SCScrollPosition(id: 200, anchor: .center)
    XCTAssertEqual(position.viewID(type: Int.self), 200)
    XCTAssertEqual(position.kind, .view(AnyHashableSendable(200), anchor: .center))
    c.scrollTo(position: position, animation: .none, at: 0.1)
    c.update(at: 0.1) { rig.height($0) }
    let frame = c.stack.frame(at: c.stack.index(ofID: 200)!)
    XCTAssertEqual(frame.midY, c.view.offset.y + rig.viewport.height / 2, accuracy: 0.5)
    var edge = SCScrollPosition(edge: .bottom)
    XCTAssertEqual(edge.edge, .bottom)
    edge.scrollTo(id: 7)
    XCTAssertEqual(edge.viewID(type: Int.self), 7)
    XCTAssertEqual(SCScrollPosition(point: Point(x: 0, y: 30)).point, Point(x: 0, y: 30))
  }

  /// Saved in one session (every row it showed measured), restored into a fresh list of
  /// estimates: the same row at the top, the same distance into it, at 30 to 240 Hz.
  func testARestoredPositionShowsTheSameRowAndInRowOffset() {
    let rig = LazyListRig()
    for (k, clock) in LazyListRig.Clock.all.enumerated() {
      let flung = rig.run(events: LazyListRig.fling(distance: 350 + 40 * Double(k)), clock: clock)
      let saved = flung.controller.savedPosition!
      XCTAssertGreaterThan(saved.itemIndex, 5, "\(clock): it moved")
      let text = saved.storageString
      XCTAssertEqual(SavedScrollPosition(storageString: text), saved)
      var fresh = rig.makeController()
      XCTAssertTrue(fresh.restore(SavedScrollPosition(storageString: text)!, at: 0.5))
      fresh.update(at: 0.5) { rig.height($0) }
      let o = fresh.view.offset.y
      let i = fresh.stack.firstIndex(reachingPast: o)!
      XCTAssertEqual(fresh.stack.id(at: i), saved.itemID, "\(clock)")
      XCTAssertEqual(
        o - fresh.stack.offset(ofIndex: i), saved.offsetInItem, accuracy: 0.5, "\(clock)")
      XCTAssertEqual(fresh.savedPosition?.itemID, saved.itemID)
      XCTAssertEqual(fresh.view.phase, .idle)
    }
  }

  func testARestoredPositionAtTheEndAndBadTextAreHandled() {
    let rig = LazyListRig()
    let end = rig.run(events: LazyListRig.key(.end, at: 0.2), clock: .fixed(hz: 60))
    let saved = end.controller.savedPosition!
    var fresh = rig.makeController()
    fresh.restore(saved, at: 0.5)
    fresh.update(at: 0.5) { rig.height($0) }
    let o = fresh.view.offset.y
    let i = fresh.stack.firstIndex(reachingPast: o)!
    XCTAssertEqual(fresh.stack.id(at: i), saved.itemID)
    XCTAssertEqual(o - fresh.stack.offset(ofIndex: i), saved.offsetInItem, accuracy: 0.5)
    for bad in ["", "v2 1 2 3", "v1 x 2 3", "v1 1 2 nan", "v1 1 2"] {
      XCTAssertNil(SavedScrollPosition(storageString: bad), bad)
    }
    var empty = ScrollController(stack: LazyStack(count: 0, estimatedSize: 10))
    XCTAssertNil(empty.savedPosition)
    XCTAssertFalse(empty.restore(saved, at: 0))
  }

  /// Under a top inset the row at the view's start is not the stack's anchor row, whose
  /// measurement moves it: the restore lays out again until it is exact.
  func testARestoredPositionIsExactUnderAnInset() {
    let rig = LazyListRig()
    let insets = SCEdgeInsets(top: 130, leading: 0, bottom: 0, trailing: 0)
    var saving = rig.makeController()
    saving.setContentInsets(insets, at: 0)
    saving.scrollTo(id: 300, anchor: .top, animation: .none, at: 0.1)
    saving.update(at: 0.1) { rig.height($0) }
    saving.scroll(by: Point(x: 0, y: 37), animation: .none, at: 0.2)
    saving.update(at: 0.2) { rig.height($0) }
    let saved = saving.savedPosition!
    var fresh = rig.makeController()
    fresh.setContentInsets(insets, at: 0)
    fresh.restore(saved, at: 0.5)
    fresh.update(at: 0.5) { rig.height($0) }
    XCTAssertEqual(fresh.savedPosition?.itemID, saved.itemID)
    XCTAssertEqual(
      fresh.savedPosition?.offsetInItem ?? .nan, saved.offsetInItem, accuracy: 0.5)
  }
}
