import Drawing
import Profiling
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The tab strip on a window too narrow for every tab: the wheel (vertical, Shift or
/// horizontal) over it scrolls it, choosing a tab brings the chosen one into view, and the
/// layout record's flags say which tabs are whole.
final class TabStripScrollTests: XCTestCase {
  private func record(_ app: SandboxApp) throws -> LayoutRecord {
    try XCTUnwrap(app.lastLayoutRecord)
  }

  private func wheel(dx: Double = 0, dy: Double = 0, shift: Bool = false, at t: Double)
    -> InputEvent
  {
    InputEvent(
      time: t,
      kind: .wheel(
        dx: dx, dy: dy, pointer: Point(x: 200, y: 20), modifiers: shift ? [.shift] : []))
  }

  /// The visible flags agree with the rectangles and the strip, and the strip scrolls.
  private func checkFlags(_ r: LayoutRecord, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(r.tabsScroll, "the tabs should not fit", file: file, line: line)
    for tab in r.tabs {
      let inside =
        tab.rect.minX >= r.tabStrip.minX - 0.001 && tab.rect.maxX <= r.tabStrip.maxX + 0.001
      XCTAssertEqual(tab.visible, inside, "\(tab.title) at \(tab.rect)", file: file, line: line)
      XCTAssertFalse(tab.truncated, file: file, line: line)
    }
  }

  func testTheWheelScrollsTheStripBothWaysAndLeavesTheSceneAlone() throws {
    let app = try AppDriver.makeApp(["--size", "480x360", "--scene", "showcase"])
    _ = AppDriver.frame(app, [], at: 0.016)
    let start = try record(app)
    checkFlags(start)
    XCTAssertTrue(start.tabs[0].visible)
    XCTAssertFalse(try XCTUnwrap(start.tabs.last).visible)
    let offset = app.scene.hud.geometry.contentOffset
    // Wheel down over the tabs: later tabs come into view, far enough to reach the last.
    var t = 0.016
    for _ in 0..<40 {
      t += 0.016
      _ = AppDriver.frame(app, [wheel(dy: -1, at: t)], at: t)
    }
    let end = try record(app)
    checkFlags(end)
    XCTAssertTrue(try XCTUnwrap(end.tabs.last).visible, "the last tab after scrolling")
    XCTAssertFalse(end.tabs[0].visible, "the first tab scrolled out")
    XCTAssertEqual(app.scene.hud.geometry.contentOffset, offset, "the scene did not scroll")
    // One step back shows the strip moved by one step.
    t += 0.016
    _ = AppDriver.frame(app, [wheel(dy: 1, at: t)], at: t)
    XCTAssertEqual(
      try record(app).tabs[0].rect.minX - end.tabs[0].rect.minX, ChromeView.tabScrollStep,
      accuracy: 0.001)
    // Up to the start again.
    for _ in 0..<40 {
      t += 0.016
      _ = AppDriver.frame(app, [wheel(dy: 1, at: t)], at: t)
    }
    XCTAssertEqual(try record(app).tabs, start.tabs)
  }

  func testHorizontalAndShiftWheelsScrollTheStripToo() throws {
    let app = try AppDriver.makeApp(["--size", "480x360", "--scene", "showcase"])
    _ = AppDriver.frame(app, [], at: 0.016)
    let x0 = try record(app).tabs[0].rect.minX
    _ = AppDriver.frame(app, [wheel(dx: 1, at: 0.03)], at: 0.03)
    XCTAssertEqual(
      try record(app).tabs[0].rect.minX, x0 - ChromeView.tabScrollStep, accuracy: 0.001)
    _ = AppDriver.frame(app, [wheel(dy: -1, shift: true, at: 0.05)], at: 0.05)
    XCTAssertEqual(
      try record(app).tabs[0].rect.minX, x0 - 2 * ChromeView.tabScrollStep, accuracy: 0.001)
    _ = AppDriver.frame(app, [wheel(dx: -2, at: 0.07)], at: 0.07)
    XCTAssertEqual(try record(app).tabs[0].rect.minX, x0, accuracy: 0.001)
    checkFlags(try record(app))
  }

  func testTheChosenTabIsAlwaysInView() throws {
    let app = try AppDriver.makeApp(["--size", "480x360", "--scene", "showcase"])
    _ = AppDriver.frame(app, [], at: 0.016)
    let n = try record(app).tabs.count
    var t = 0.016
    // Tab through every scene and back to the first: the current tab is whole each frame.
    for step in 1...n {
      t += 0.05
      _ = AppDriver.frame(
        app, [InputEvent(time: t, kind: .keyDown(.tab, modifiers: [], isRepeat: false))], at: t)
      let r = try record(app)
      checkFlags(r)
      XCTAssertTrue(r.tabs[step % n].visible, "tab \(step % n) after \(step) Tab presses")
    }
    // Scrolled away by hand, then a number key: the chosen tab comes back into view.
    for _ in 0..<40 {
      t += 0.016
      _ = AppDriver.frame(app, [wheel(dy: -1, at: t)], at: t)
    }
    XCTAssertFalse(try record(app).tabs[1].visible)
    t += 0.05
    _ = AppDriver.frame(app, [AppDriver.key("1", at: t)], at: t)
    XCTAssertEqual(app.selection.current, 1)
    XCTAssertTrue(try record(app).tabs[1].visible)
    checkFlags(try record(app))
  }

  func testAWideStripDoesNotScroll() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800"])
    _ = AppDriver.frame(app, [], at: 0.016)
    let before = try record(app)
    XCTAssertFalse(before.tabsScroll)
    _ = AppDriver.frame(app, [wheel(dy: -3, at: 0.03), wheel(dx: 2, at: 0.03)], at: 0.03)
    XCTAssertEqual(try record(app).tabs, before.tabs)
    XCTAssertTrue(try record(app).tabs.allSatisfy(\.visible))
  }
}
