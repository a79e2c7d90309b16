import XCTest

@testable import ScrollCore

/// The target behavior through the real path for what is not a release: wheel bursts and
/// Page keys under `.viewAligned` and `.paging` end exactly on a target (the next one in
/// their direction), and a view-aligned fling chooses among measured rows, on a lazily
/// measured list at 30 to 240 Hz and on a jittered clock.
final class ControllerSnapStepTests: XCTestCase {
  /// The row edge at or just past `offset`, and whether that row is measured.
  func edge(near offset: Double, in stack: LazyStack) -> (offset: Double, measured: Bool) {
    let i = stack.firstIndex(reachingPast: offset + 0.25)!
    return (stack.offset(ofIndex: i), stack.isMeasured(at: i))
  }

  /// A rig scrolled to `y` without animation (and laid out there) before the input.
  func controller(_ rig: LazyListRig, at y: Double) -> ScrollController<Void> {
    var c = rig.makeController()
    c.scrollTo(y: y, animation: .none, at: 0.05)
    c.update(at: 0.05) { rig.height($0) }
    return c
  }

  /// Wheel bursts both ways and Page keys, under every view-aligned limit: each rests on a
  /// measured row edge, past where the same input rests without a behavior (in its
  /// direction), and on the same row at every rate.
  func testWheelBurstsAndPageKeysEndOnTheNextRowEdgeAtEveryRate() {
    let inputs: [(String, [InputEvent], start: Double)] = [
      ("5 clicks down", LazyListRig.wheel(clicks: 5), 0),
      ("3 clicks up", LazyListRig.wheel(clicks: 3, dy: 1), 2000),
      ("page down", LazyListRig.key(.pageDown, at: 0.2), 0),
    ]
    for limit in SCViewAlignedScrollTargetBehavior.LimitBehavior.allCases {
      for (name, events, start) in inputs {
        var free = LazyListRig()
        let loose = free.run(
          events: events, clock: .fixed(hz: 60), from: controller(free, at: start))
        free.behavior = SCViewAlignedScrollTargetBehavior(limit: limit)
        let rig = free
        var rows: Set<Int> = []
        for clock in LazyListRig.Clock.all {
          let out = rig.run(events: events, clock: clock, from: controller(rig, at: start))
          let o = out.offset
          let e = edge(near: o, in: out.controller.stack)
          XCTAssertEqual(o, e.offset, accuracy: 0.01, "\(limit) \(name) \(clock): on an edge")
          XCTAssertTrue(e.measured, "\(limit) \(name) \(clock): a measured edge")
          if start == 0 {
            XCTAssertGreaterThanOrEqual(o, loose.offset - 0.01, "\(limit) \(name) \(clock)")
          } else {
            XCTAssertLessThanOrEqual(o, loose.offset + 0.01, "\(limit) \(name) \(clock)")
          }
          XCTAssertEqual(out.controller.view.phase, .idle)
          rows.insert(out.picture.index)
        }
        XCTAssertEqual(rows.count, 1, "\(limit) \(name): the same row at every rate: \(rows)")
      }
    }
  }

  /// A drag cancelled without a release (focus lost) under view-aligned snapping ends on
  /// the next row edge in the drag's direction, at every rate.
  func testACancelledDragEndsOnTheNextRowEdgeInItsDirection() {
    var rig = LazyListRig()
    rig.behavior = SCViewAlignedScrollTargetBehavior(limit: .alwaysByOne)
    let events = Array(LazyListRig.fling(distance: 150).dropLast())
    let cancel = LazyListRig.Action(time: 0.4) { c, t in c.cancelInteraction(at: t) }
    var rows: Set<Int> = []
    for clock in LazyListRig.Clock.all {
      let out = rig.run(events: events, actions: [cancel], clock: clock)
      let e = edge(near: out.offset, in: out.controller.stack)
      XCTAssertEqual(out.offset, e.offset, accuracy: 0.01, "\(clock): on an edge")
      XCTAssertGreaterThan(out.offset, 150 - 0.01, "\(clock): past where the drag let go")
      rows.insert(out.picture.index)
    }
    XCTAssertEqual(rows.count, 1, "the same row at every rate: \(rows)")
  }

  /// A wheel burst under paging rests on the next page boundary in its direction. (Rows of
  /// their estimated size: pages are container lengths, which rows measured above the view
  /// would shift.)
  func testAWheelBurstUnderPagingEndsOnThePageBoundaryAhead() {
    var rig = LazyListRig()
    rig.spread = 0
    rig.behavior = SCPagingScrollTargetBehavior()
    let page = rig.viewport.height
    for clock in LazyListRig.Clock.all {
      let down = rig.run(events: LazyListRig.wheel(clicks: 3), clock: clock)
      XCTAssertEqual(down.offset, page, accuracy: 0.01, "\(clock): the page below")
      let up = rig.run(
        events: LazyListRig.wheel(clicks: 2, dy: 1), clock: clock,
        from: controller(rig, at: 3 * page + 250))
      XCTAssertEqual(up.offset, 3 * page, accuracy: 0.01, "\(clock): the page above")
    }
  }

  /// Steps that already rest on a target are not moved, and a list without a behavior rests
  /// where its steps take it.
  func testStepsOnATargetOrWithoutABehaviorAreLeftAlone() {
    var rig = LazyListRig()
    // Rows exactly one wheel step long: two clicks rest on a row edge.
    rig.estimate = WheelStepRule.gtk.step(containerLength: rig.viewport.height)
    rig.spread = 0
    let events = LazyListRig.wheel(clicks: 2)
    let free = rig.run(events: events, clock: .fixed(hz: 60))
    rig.behavior = SCViewAlignedScrollTargetBehavior()
    let aligned = rig.run(events: events, clock: .fixed(hz: 60))
    XCTAssertEqual(free.offset, aligned.offset, accuracy: 0.01)
    XCTAssertFalse(aligned.phases.contains(.decelerating), "no landing after the steps")
  }

  /// A view-aligned fling chooses among measured rows: rows measured as they appear give
  /// the rest that rows measured up front give (the same row at the top), at every rate.
  func testAViewAlignedFlingChoosesTheTargetRowsMeasuredUpFrontWouldChoose() {
    for distance in [150.0, 300, 450, 600, -250, -450] {
      var lazy = LazyListRig()
      lazy.behavior = SCViewAlignedScrollTargetBehavior()
      var upFront = lazy
      upFront.measureUpFront = true
      let events = LazyListRig.fling(distance: distance)
      for clock in LazyListRig.Clock.all {
        let a = lazy.run(events: events, clock: clock, from: controller(lazy, atRow: 60))
        let b = upFront.run(events: events, clock: clock, from: controller(upFront, atRow: 60))
        XCTAssertEqual(a.picture.index, b.picture.index, "fling \(distance) at \(clock)")
        XCTAssertEqual(a.picture.top, 0, accuracy: 0.01, "fling \(distance) at \(clock)")
        XCTAssertEqual(b.picture.top, 0, accuracy: 0.01, "fling \(distance) at \(clock)")
      }
    }
  }

  /// While a drag is held under view-aligned snapping, the rows a fling could reach are
  /// measured (here 2000 pt ahead); without a behavior only the visible rows are.
  func testAHeldDragMeasuresTheRowsWithinAFlingsReach() {
    for aligned in [true, false] {
      var rig = LazyListRig()
      if aligned { rig.behavior = SCViewAlignedScrollTargetBehavior() }
      var c = rig.makeController()
      let events = LazyListRig.fling(distance: 200).dropLast()
      for e in events {
        _ = c.handle(e)
        c.update(at: e.time) { rig.height($0) }
      }
      XCTAssertEqual(c.view.phase, .interacting)
      let ahead = c.stack.index(atOffset: c.view.offset.y + 2000)!
      XCTAssertEqual(c.stack.isMeasured(at: ahead), aligned, "aligned: \(aligned)")
    }
  }

  /// A rig scrolled to row `row` at the top without animation before the input.
  func controller(_ rig: LazyListRig, atRow row: Int) -> ScrollController<Void> {
    var c = rig.makeController()
    c.scrollTo(id: row, anchor: .top, animation: .none, at: 0.05)
    c.update(at: 0.05) { rig.height($0) }
    return c
  }
}
