import Drawing
import Profiling
import XCTest

@testable import SandboxKit
@testable import Scenes
@testable import ScrollCore

/// The window as a tool (issue 33, items 9-15): Escape and the drawer, the help overlay's
/// wrapping, scrolling and keys, shortened labels, Diagnostics on a short window, the tab
/// strip's whole tabs and cues, the tabs' names, the frame graph's axis label and the chat's
/// bottom band.
final class WindowToolTests: XCTestCase {
  private func key(_ k: Key, at t: Double, mods: KeyModifiers = []) -> InputEvent {
    InputEvent(time: t, kind: .keyDown(k, modifiers: mods, isRepeat: false))
  }

  private func record(_ app: SandboxApp) throws -> LayoutRecord {
    try XCTUnwrap(app.lastLayoutRecord)
  }

  /// Every text command with its frame.
  private func texts(_ list: DisplayList) -> [(text: String, frame: Rect)] {
    list.commands.compactMap {
      if case .text(let s, let frame, _, _, _) = $0 { return (s, frame) }
      return nil
    }
  }

  // MARK: - 9 Escape and the drawer

  func testEscapeClosesTheDrawerOnANarrowWindowAndQuitsOnlyAfter() throws {
    let app = try AppDriver.makeApp(["--size", "800x600", "--scene", "feed", "--no-hud"])
    _ = AppDriver.frame(app, [], at: 0.016)
    _ = AppDriver.frame(app, [AppDriver.key("h", at: 0.03)], at: 0.03)
    XCTAssertEqual(try record(app).inspectorMode, "drawer")
    _ = AppDriver.frame(app, [key(.escape, at: 0.05)], at: 0.05)
    XCTAssertFalse(app.requests.quit, "Escape quit with the drawer open")
    XCTAssertEqual(try record(app).inspectorMode, "collapsed")
    // U opens the drawer with Tune focused: Escape leaves Tune, then closes the drawer.
    _ = AppDriver.frame(app, [AppDriver.key("u", at: 0.07)], at: 0.07)
    XCTAssertEqual(try record(app).inspectorMode, "drawer")
    _ = AppDriver.frame(app, [key(.escape, at: 0.09)], at: 0.09)
    XCTAssertEqual(try record(app).inspectorMode, "drawer")
    _ = AppDriver.frame(app, [key(.escape, at: 0.11)], at: 0.11)
    XCTAssertEqual(try record(app).inspectorMode, "collapsed")
    XCTAssertFalse(app.requests.quit)
    _ = AppDriver.frame(app, [key(.escape, at: 0.13)], at: 0.13)
    XCTAssertTrue(app.requests.quit, "with nothing open, Escape quits")
  }

  // MARK: - 10 The help overlay

  /// Only the digits 0-9 switch scenes: with eleven scenes the help names 0-9, not "0-10".
  func testTheHelpNamesOnlyTheDigitKeysThatSwitchScenes() {
    let line = ChromeView.helpItems(sceneHelp: "", sceneCount: 11)
    XCTAssertTrue(line.contains("0-9 / Tab scenes"), "\(line)")
    XCTAssertTrue(ChromeView.helpItems(sceneHelp: "", sceneCount: 4).contains("0-3 / Tab scenes"))
    let card = HelpOverlayView.globalEntries(sceneCount: 11).map(\.0)
    XCTAssertTrue(card.contains("0-9, Tab, Shift-Tab"), "\(card)")
  }

  func testTheHelpCardWrapsLongEntriesWhole() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "chat"])
    let list = AppDriver.frame(app, [AppDriver.key("?", at: 0.02)], at: 0.02)
    let shown = AppDriver.texts(list).joined(separator: " ")
    let u = try XCTUnwrap(HelpOverlayView.globalEntries(sceneCount: 10).first { $0.0 == "U" }).1
    XCTAssertTrue(shown.contains(u), "the U entry was cut: \(shown)")
    let card = try XCTUnwrap(try record(app).overlays.first { $0.name == "help" }).rect
    let inCard = texts(list).filter { card.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) }
    XCTAssertFalse(inCard.contains { $0.text.hasSuffix("…") }, "\(inCard.map(\.text))")
  }

  func testTheHelpCardScrollsOnASmallWindowAndTakesTheKeys() throws {
    let app = try AppDriver.makeApp(["--size", "480x360", "--scene", "snap", "--no-hud"])
    _ = AppDriver.frame(app, [], at: 0.016)
    let offset = app.scene.hud.geometry.contentOffset
    var list = AppDriver.frame(app, [AppDriver.key("?", at: 0.03)], at: 0.03)
    let card = try XCTUnwrap(try record(app).overlays.first { $0.name == "help" }).rect
    let entries = HelpOverlayView.sceneEntries(app.scene.helpLine)
    let last = try XCTUnwrap(entries.last)
    func lastShown(_ list: DisplayList) -> Bool {
      texts(list).contains {
        last.hasSuffix($0.text) && $0.frame.minY >= card.minY && $0.frame.maxY <= card.maxY
      }
    }
    XCTAssertFalse(lastShown(list), "the card should not hold everything at 480x360")
    func headingY(_ list: DisplayList) -> Double {
      texts(list).first { $0.text == "Keys and mouse" }?.frame.minY ?? -.infinity
    }
    let top = headingY(list)
    // ↓ scrolls the card, not the scene, and End reaches the scene's last key.
    var t = 0.05
    for _ in 0..<5 {
      list = AppDriver.frame(app, [key(.down, at: t)], at: t)
      t += 0.016
    }
    XCTAssertEqual(app.scene.hud.geometry.contentOffset, offset, "↓ scrolled the scene")
    XCTAssertLessThan(headingY(list), top, "↓ did not scroll the card")
    list = AppDriver.frame(app, [key(.end, at: t)], at: t)
    XCTAssertTrue(lastShown(list), "End did not bring '\(last)' into the card")
    for _ in 0..<30 {
      t += 0.016
      list = AppDriver.frame(app, [key(.pageDown, at: t), key(.space, at: t)], at: t)
    }
    XCTAssertEqual(app.scene.hud.geometry.contentOffset, offset, "page keys scrolled the scene")
    XCTAssertTrue(app.chrome.helpShown, "a key closed the card")
    // The wheel scrolls the card too; Escape closes it without quitting.
    t += 0.016
    _ = AppDriver.frame(
      app,
      [InputEvent(time: t, kind: .wheel(dx: 0, dy: 3, pointer: card.center, modifiers: []))],
      at: t)
    XCTAssertFalse(lastShown(AppDriver.frame(app, [], at: t + 0.008)), "the wheel did not scroll")
    XCTAssertEqual(app.scene.hud.geometry.contentOffset, offset, "the wheel scrolled the scene")
    t += 0.016
    _ = AppDriver.frame(app, [key(.escape, at: t)], at: t)
    XCTAssertFalse(app.chrome.helpShown)
    XCTAssertFalse(app.requests.quit)
  }

  // MARK: - 11 Shortened labels

  func testInspectorLabelsAndLongValuesShowWhole() throws {
    let chat = try AppDriver.makeApp(["--size", "1280x800", "--scene", "chat"])
    let chatTexts = AppDriver.texts(AppDriver.frame(chat, [], at: 0.016))
    XCTAssertTrue(chatTexts.contains("viewID no anchor"), "\(chatTexts)")
    let header = try AppDriver.makeApp(["--size", "1280x800", "--scene", "header"])
    var t = 0.016
    var shown: [String] = []
    for _ in 0..<5 {
      shown = AppDriver.texts(AppDriver.frame(header, [], at: t))
      t += 0.016
    }
    XCTAssertTrue(shown.contains { $0.hasSuffix("+ 12 (at rest)") }, "\(shown)")
    XCTAssertFalse(try record(header).truncated.contains { $0.hasSuffix("/spacer") })
  }

  // MARK: - 12 Diagnostics on a short window

  func testDiagnosticsOnAShortWindowScrollsItsCardsAndListsOnlyTheirShownKeys() throws {
    let app = try AppDriver.makeApp(["--size", "800x500", "--scene", "diagnostics", "--no-hud"])
    var list = AppDriver.frame(app, [], at: 0.016)
    let scene = try XCTUnwrap(app.scene as? DiagnosticsScene)
    let panel = scene.panelFrame(in: try record(app).scene)
    func drawn(_ title: String, _ list: DisplayList) -> Bool {
      texts(list).contains { $0.text == title && panel.contains($0.frame.center) }
    }
    XCTAssertTrue(drawn("Three techniques, one offset", list), "the third card fits")
    XCTAssertFalse(drawn("OffsetScrollView memo", list))
    XCTAssertFalse(app.helpText.contains("N next turn"), "N's card is not on screen")
    let offset = app.scene.hud.geometry.contentOffset
    var t = 0.016
    for _ in 0..<10 {
      t += 0.016
      list = AppDriver.frame(
        app,
        [
          InputEvent(
            time: t, kind: .wheel(dx: 0, dy: -1, pointer: panel.center, modifiers: []))
        ], at: t)
    }
    XCTAssertTrue(drawn("OffsetScrollView memo", list), "the wheel brings the memo card")
    XCTAssertTrue(app.helpText.contains("N next turn"), app.helpText)
    XCTAssertEqual(app.scene.hud.geometry.contentOffset, offset, "the list scrolled instead")
    // On a tall window every card fits and the wheel over them scrolls the list, as before.
    let tall = try AppDriver.makeApp(["--size", "1280x800", "--scene", "diagnostics"])
    _ = AppDriver.frame(tall, [], at: 0.016)
    XCTAssertTrue(tall.helpText.contains("C move container"), tall.helpText)
  }

  /// On a short window the Diagnostics cards take the wheel (they do not all fit); where the
  /// inspector drawer lies over them, the drawer takes it: its rows scroll, the cards and the
  /// list stay. (The cards taking the wheel alone is
  /// `testDiagnosticsOnAShortWindowScrollsItsCardsAndListsOnlyTheirShownKeys`.)
  func testTheDrawerOverTheDiagnosticsCardsTakesTheWheel() throws {
    let app = try AppDriver.makeApp(["--size", "560x400", "--scene", "diagnostics", "--no-hud"])
    _ = AppDriver.frame(app, [], at: 0.016)
    _ = AppDriver.frame(app, [AppDriver.key("h", at: 0.03)], at: 0.03)
    let scene = try XCTUnwrap(app.scene as? DiagnosticsScene)
    let panel = scene.panelFrame(in: try record(app).scene)
    let drawer = try XCTUnwrap(try record(app).inspector)
    let over = try XCTUnwrap(
      drawer.intersection(panel), "the drawer \(drawer) lies over the cards \(panel)")
    let offset = app.scene.hud.geometry.contentOffset
    var t = 0.03
    for _ in 0..<5 {
      t += 0.016
      _ = AppDriver.frame(
        app,
        [InputEvent(time: t, kind: .wheel(dx: 0, dy: -1, pointer: over.center, modifiers: []))],
        at: t)
    }
    XCTAssertGreaterThan(app.tune.scroll, 0, "the drawer did not scroll")
    XCTAssertEqual(scene.panelScroll, 0, "the cards took the drawer's wheel")
    XCTAssertEqual(app.scene.hud.geometry.contentOffset, offset)
    // Beside the drawer the same wheel scrolls the cards.
    let beside = Point(x: (panel.minX + drawer.minX) / 2, y: over.center.y)
    XCTAssertTrue(panel.contains(beside) && !drawer.contains(beside), "\(beside)")
    t += 0.016
    _ = AppDriver.frame(
      app, [InputEvent(time: t, kind: .wheel(dx: 0, dy: -1, pointer: beside, modifiers: []))],
      at: t)
    XCTAssertGreaterThan(scene.panelScroll, 0, "the cards did not scroll beside the drawer")
  }

  // MARK: - 13 The tab strip

  func testTheTabStripDrawsOnlyWholeTabsWithCuesForTheRest() throws {
    let app = try AppDriver.makeApp(["--size", "700x500", "--scene", "diagnostics", "--no-hud"])
    var list = AppDriver.frame(app, [], at: 0.016)
    let labels = Set(SceneCatalog.entries.enumerated().map { "\($0) \($1.title)" })
    func check(_ list: DisplayList, _ r: LayoutRecord) {
      let drawn = texts(list).filter { labels.contains($0.text) }
      XCTAssertFalse(drawn.isEmpty)
      for tab in drawn {
        XCTAssertTrue(
          tab.frame.minX >= r.tabStrip.minX - 0.001 && tab.frame.maxX <= r.tabStrip.maxX + 0.001,
          "'\(tab.text)' at \(tab.frame) is cut by the strip \(r.tabStrip)")
      }
      let hiddenAfter = r.tabs.contains { $0.rect.maxX > r.tabStrip.maxX + 0.001 }
      let hiddenBefore = r.tabs.contains { $0.rect.minX < r.tabStrip.minX - 0.001 }
      XCTAssertEqual(AppDriver.texts(list).contains("›"), hiddenAfter, "the › cue")
      XCTAssertEqual(AppDriver.texts(list).contains("‹"), hiddenBefore, "the ‹ cue")
    }
    check(list, try record(app))
    // Scrolled by the wheel, step by step: never a cut tab.
    var t = 0.016
    for _ in 0..<12 {
      t += 0.016
      list = AppDriver.frame(
        app,
        [
          InputEvent(
            time: t, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 300, y: 20), modifiers: []))
        ], at: t)
      check(list, try record(app))
    }
    // Back to the first tab; a click on the › cue brings the next hidden tab whole.
    t += 0.016
    _ = AppDriver.frame(
      app,
      [
        InputEvent(
          time: t, kind: .wheel(dx: 0, dy: 40, pointer: Point(x: 300, y: 20), modifiers: []))
      ], at: t)
    let r = try record(app)
    let next = try XCTUnwrap(r.tabs.firstIndex { $0.rect.maxX > r.tabStrip.maxX + 0.001 })
    t += 0.05
    _ = AppDriver.frame(
      app,
      [
        InputEvent(
          time: t, kind: .pointerDown(Point(x: r.tabStrip.maxX + 10, y: 22), button: 1)),
        InputEvent(time: t, kind: .pointerUp(Point(x: r.tabStrip.maxX + 10, y: 22), button: 1)),
      ], at: t)
    XCTAssertTrue(try record(app).tabs[next].visible, "the cue did not show tab \(next)")
    XCTAssertEqual(app.scene.name, "diagnostics", "a cue click is not a tab click")
  }

  // MARK: - 14 Names

  func testTheTabsTakeTheCommandLineWords() {
    for e in SceneCatalog.entries {
      XCTAssertEqual(e.title.lowercased(), e.name, "the tab '\(e.title)' is --scene \(e.name)")
    }
  }

  /// A tab shows its digit only where the digit key selects it (0-9): the eleventh scene's
  /// tab is its title alone (it is reached with Tab or a click).
  func testOnlyTabsWithADigitKeyShowADigit() {
    let titles = SceneCatalog.entries.map(\.title) + ["Extra"]
    let layout = ChromeView.Layout(
      width: 4000, titles: titles, current: 0, status: "iOS", help: ["? all keys"],
      measurer: ApproximateTextMeasurer())
    XCTAssertEqual(layout.labels[0], "0 " + titles[0])
    XCTAssertEqual(layout.labels[9], "9 " + titles[9])
    XCTAssertEqual(Array(layout.labels[10...]), Array(titles[10...]))
  }

  // MARK: - 15 Cosmetic

  func testTheFrameGraphBarsStayUnderTheAxisLabel() throws {
    final class Clock: @unchecked Sendable {
      var now: UInt64 = 0
      var step: UInt64 = 150_000
    }
    let clock = Clock()
    var profiler = FrameProfiler(clock: {
      clock.now += clock.step
      return clock.now
    })
    // Steady frames and two spikes past the axis (cut at its top, where the label is).
    for i in 0..<200 {
      clock.step = i % 100 == 50 ? 2_000_000 : 150_000
      profiler.beginFrame()
      profiler.begin(.layout)
      profiler.end(.layout)
      _ = profiler.endFrame()
    }
    // The inspector's plot (a band above the bars) and the compact strip's (a column beside).
    for height in [100.0, 28] {
      var list = DisplayList()
      let plot = Rect(x: 10, y: 10, width: 300, height: height)
      FrameGraphView.drawBars(
        into: &list, profiler: profiler, plot: plot, budgetMs: 16.7, theme: .light)
      let label = try XCTUnwrap(
        texts(list).first { $0.text.hasSuffix(" ms") && $0.frame.minX < plot.minX + 10 })
      var layer: Point?
      var bars = 0
      for c in list.commands {
        switch c {
        case .pushScroll(_, let offset, _): layer = offset
        case .popScroll: layer = nil
        case .rect(let r, _, _):
          guard let offset = layer else { break }
          bars += 1
          let shown = r.offsetBy(Point(x: -offset.x, y: -offset.y))
          XCTAssertFalse(shown.intersects(label.frame), "\(height): a bar over '\(label.text)'")
        default: break
        }
      }
      XCTAssertGreaterThan(bars, 100)
    }
  }

  func testTheChatBandUnderTheMessagesHasNoRuleAndNamesTheNewest() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "chat", "--no-hud"])
    var list = DisplayList()
    var t = 0.016
    for _ in 0..<3 {
      list = AppDriver.frame(app, [], at: t)
      t += 0.016
    }
    let scene = try XCTUnwrap(app.scene as? ChatScene)
    let messages = scene.host.frame
    let rules = list.commands.filter {
      if case .line(let a, let b, _, _, _) = $0 {
        return abs(a.y - b.y) < 0.001 && abs(a.y - messages.maxY) < 2 && b.x - a.x > 200
      }
      return false
    }
    XCTAssertEqual(rules.count, 0, "a rule over the band reads as a missing composer")
    XCTAssertTrue(
      texts(list).contains {
        $0.text.hasPrefix("newest message #") && $0.frame.minY >= messages.maxY
      },
      "the band is empty")
  }
}

extension Rect {
  /// The rectangle's centre.
  fileprivate var center: Point { Point(x: midX, y: midY) }
}
