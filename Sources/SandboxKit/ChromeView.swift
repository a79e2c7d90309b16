import Drawing
import Platform
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The window chrome: the top bar with scene tabs, preset and fps, and the help line.
/// Pure display-list building; no SDL.
struct ChromeView {
  /// Height of the top bar, points.
  static let topBarHeight = WindowLayout.topBarHeight
  /// Height of the help line, points.
  static let helpHeight = WindowLayout.helpHeight
  /// The tabs' font.
  static let tabFont = Font(size: 12, weight: .semibold)
  /// The preset and fps label's font.
  static let statusFont = Font(size: 13, family: .mono)
  /// Horizontal padding inside a tab, points (either side): roomy, then compact before the
  /// strip scrolls.
  static let tabPadding = (roomy: 9.0, compact: 5.0)
  /// Room left beside a tab scrolled into view, points (the neighbour is not drawn unless it
  /// is whole).
  static let revealMargin = 24.0
  /// Width of the scroll cue (‹ or ›) at each end of a strip whose tabs do not all fit.
  static let cueWidth = 20.0
  /// Points the tab strip scrolls per wheel unit (one detent of a clicky wheel).
  static let tabScrollStep = 40.0
  /// The help line's first item: it is always shown.
  static let helpKey = "? all keys"

  /// The content area for scenes inside a window of `size` with the inspector collapsed.
  static func contentFrame(in size: Size) -> Rect {
    WindowLayout(
      window: size, inspectorOpen: false, drawerOpen: false,
      inspectorWidth: WindowLayout.defaultInspectorWidth, graphStrip: false
    ).content
  }

  /// The measured parts of the chrome: tab frames and labels, the tab strip's clip and the
  /// fitted help line. It depends only on the window width, the titles, the current tab,
  /// the status label and the help items, so the app keeps it across frames instead of
  /// measuring text every frame.
  struct Layout {
    /// What it was computed for.
    var width: Double
    var titles: [String]
    var current: Int
    var status: String
    var help: [String]
    /// Tab rectangles in window coordinates (a scrolled strip moves them; parts outside
    /// `strip` are clipped).
    var tabs: [Rect]
    /// Tab rectangles before the strip is scrolled.
    var unscrolledTabs: [Rect]
    /// How far the strip is scrolled to the left, points (0 when every tab fits).
    var shift: Double
    /// The farthest the strip scrolls, points (0 when every tab fits).
    var maxShift: Double
    /// Tab labels (whole: tabs never shorten their labels, and a tab the strip's edge would
    /// cut is not drawn).
    var labels: [String]
    /// The area the tabs are drawn in (between the scroll cues when the strip scrolls).
    var strip: Rect
    /// Whether the strip is scrolled to keep the current tab in view (not every tab fits).
    var scrolls: Bool
    /// Where the preset and fps label goes, nil when the window is too narrow for it.
    var statusRect: Rect?
    /// The help line: whole items, by priority, joined.
    var fittedHelp: String
    /// Help items that did not fit (the help overlay lists them).
    var droppedHelp: Int
    /// The tabs as the frame's layout record lists them (made with the layout and when the
    /// strip scrolls, not every frame).
    private(set) var tabRecords: [LayoutRecord.Tab] = []

    /// Measures the chrome for a window `width` wide.
    /// - Parameters:
    ///   - width: the window's width, points.
    ///   - titles: the scenes' tab titles.
    ///   - current: the selected tab.
    ///   - status: the preset and fps label.
    ///   - help: help items by priority (the first is kept always).
    ///   - measurer: measures text as it is drawn.
    init(
      width: Double, titles: [String], current: Int, status: String, help: [String],
      measurer: any TextMeasurer
    ) {
      self.width = width
      self.titles = titles
      self.current = current
      self.status = status
      self.help = help
      let statusWidth = measurer.size(of: status, font: ChromeView.statusFont).width
      // A digit only where a digit key selects the scene (0-9); later scenes are reached
      // with Tab or a click.
      let labels = titles.enumerated().map { $0 < 10 ? "\($0) \($1)" : $1 }
      let textWidths = labels.map { measurer.size(of: $0, font: ChromeView.tabFont).width }
      // The status label keeps its place while the tabs fit beside it at compact padding.
      let compactTotal = textWidths.reduce(0, +) + Double(titles.count) * 2 * tabPadding.compact
      let withStatus = width - 24 - statusWidth - 12
      statusRect =
        withStatus >= min(compactTotal, width * 0.6)
        ? Rect(x: width - 12 - statusWidth, y: 8, width: statusWidth, height: 28) : nil
      let available = max(0, (statusRect.map { $0.minX - 12 } ?? width - 12) - 12)
      strip = Rect(x: 12, y: 8, width: available, height: 28)
      let roomyTotal = textWidths.reduce(0, +) + Double(titles.count) * 2 * tabPadding.roomy
      let padding = roomyTotal <= available ? tabPadding.roomy : tabPadding.compact
      let widths = textWidths.map { ($0 + 2 * padding).rounded(.up) }
      let total = widths.reduce(0, +)
      scrolls = total > available
      // A strip that scrolls keeps a cue at either end (‹ ›) for the tabs out of view.
      if scrolls {
        strip = Rect(
          x: 12 + cueWidth, y: 8, width: max(0, available - 2 * cueWidth), height: 28)
      }
      var x = strip.minX
      var frames: [Rect] = []
      for w in widths {
        frames.append(Rect(x: x, y: 8, width: w, height: 28))
        x += w
      }
      maxShift = max(0, total - strip.width)
      unscrolledTabs = frames
      shift = 0
      tabs = frames
      self.labels = labels
      // The help line: items in priority order while they fit, shown in their own order.
      let separator = "  ·  "
      let sepWidth = measurer.size(of: separator, font: .caption).width
      let room = width - 24
      var kept = Set<Int>()
      var used = 0.0
      for (i, item) in help.enumerated() {
        let w = measurer.size(of: item, font: .caption).width + (kept.isEmpty ? 0 : sepWidth)
        if i == 0 || used + w <= room {
          kept.insert(i)
          used += w
        }
      }
      fittedHelp = help.indices.filter { kept.contains($0) }.map { help[$0] }.joined(
        separator: separator)
      droppedHelp = help.count - kept.count
      // Scrolled so the current tab is in view, with its neighbour peeking when possible.
      self = scrolled(to: revealing(current, from: 0))
    }

    /// True when this layout is still right for these inputs.
    func matches(
      width: Double, titles: [String], current: Int, status: String, help: [String]
    ) -> Bool {
      self.width == width && self.current == current && self.status == status
        && self.help == help && self.titles == titles
    }

    /// The strip scrolled to `offset` points (clamped to `0...maxShift`).
    /// - Parameter offset: how far to scroll the tabs to the left, points.
    func scrolled(to offset: Double) -> Layout {
      var l = self
      l.shift = min(maxShift, max(0, offset.isFinite ? offset : 0))
      l.tabs = unscrolledTabs.map { $0.offsetBy(Point(x: -l.shift, y: 0)) }
      l.tabRecords = titles.indices.map {
        LayoutRecord.Tab(
          title: titles[$0], rect: l.tabs[$0], visible: l.isTabVisible($0), truncated: false)
      }
      return l
    }

    /// The offset nearest to `offset` at which tab `index` is wholly in view (with its
    /// neighbour peeking `revealMargin` points when there is room), clamped to `0...maxShift`.
    /// - Parameters:
    ///   - index: the tab to show.
    ///   - offset: the strip's offset now, points.
    func revealing(_ index: Int, from offset: Double) -> Double {
      guard scrolls, index >= 0, index < unscrolledTabs.count else { return 0 }
      let tab = unscrolledTabs[index]
      var o = offset
      let margin = min(ChromeView.revealMargin, max(0, (strip.width - tab.width) / 2))
      if tab.maxX - o > strip.maxX - margin { o = tab.maxX + margin - strip.maxX }
      if tab.minX - o < strip.minX + margin { o = tab.minX - margin - strip.minX }
      return min(maxShift, max(0, o))
    }

    /// The tab under `p`, when it is drawn there (wholly inside the strip).
    func tab(at p: Point) -> Int? {
      guard strip.contains(p) else { return nil }
      return tabs.indices.first { tabs[$0].contains(p) && isTabVisible($0) }
    }

    /// The scroll cues at the strip's ends, with the tab each one brings into view: the
    /// nearest tab not wholly shown on that side; nil for a side with none.
    var cues: (before: (rect: Rect, tab: Int)?, after: (rect: Rect, tab: Int)?) {
      guard scrolls else { return (nil, nil) }
      let before = tabs.indices.last { tabs[$0].minX < strip.minX - 0.001 }
      let after = tabs.indices.first { tabs[$0].maxX > strip.maxX + 0.001 }
      return (
        before.map {
          (Rect(x: strip.minX - cueWidth, y: strip.minY, width: cueWidth, height: 28), $0)
        },
        after.map { (Rect(x: strip.maxX, y: strip.minY, width: cueWidth, height: 28), $0) }
      )
    }

    /// Whether tab `i` is wholly inside the strip.
    func isTabVisible(_ i: Int) -> Bool {
      tabs[i].minX >= strip.minX - 0.001 && tabs[i].maxX <= strip.maxX + 0.001
    }
  }

  /// The help line's items by priority: the help key, the scene's own items, the global ones.
  /// - Parameters:
  ///   - sceneHelp: the scene's help line ("a  ·  b  ·  c").
  ///   - sceneCount: how many scenes there are.
  static func helpItems(sceneHelp: String, sceneCount: Int) -> [String] {
    let scene = sceneHelp.split(separator: "·", omittingEmptySubsequences: false).map {
      $0.trimmingWhitespace
    }.filter { !$0.isEmpty }
    return [helpKey] + scene + [
      "0-\(min(sceneCount, 10) - 1) / Tab scenes", "H inspector", "P preset", "F graph", "D dark",
      "S screenshot", "Q quit",
    ]
  }

  /// Draws the top bar and the help line.
  /// - Parameters:
  ///   - list: the display list.
  ///   - layout: the window's layout.
  ///   - chrome: the measured tabs and help line.
  ///   - current: the selected tab.
  ///   - status: the preset and fps label.
  ///   - theme: colours.
  static func draw(
    into list: inout DisplayList, layout: WindowLayout, chrome: Layout, current: Int,
    status: String, theme: Theme
  ) {
    let bar = layout.topBar
    let barColor = theme.isDark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF9F9F9)
    list.fill(bar, barColor)
    list.line(
      Point(x: 0, y: bar.maxY - 0.5), Point(x: bar.maxX, y: bar.maxY - 0.5), theme.separator)
    list.clipped(to: chrome.strip) { list in
      // Only whole tabs are drawn: a tab cut by the strip's edge leaves a gap, and the cue
      // beside it says more tabs are there.
      for (i, frame) in chrome.tabs.enumerated() where chrome.isTabVisible(i) {
        let label = chrome.labels[i]
        if i == current {
          list.fill(frame, theme.accent, radius: 14)
          list.text(label, in: frame, font: tabFont, color: .white, alignment: .center)
        } else {
          list.text(label, in: frame, font: tabFont, color: theme.secondaryText, alignment: .center)
        }
      }
    }
    // Each side on its own: an array of the two allocated every frame the strip scrolls.
    let cues = chrome.cues
    let cueFont = Font(size: 17, weight: .semibold)
    if let cue = cues.before {
      list.text("‹", in: cue.rect, font: cueFont, color: theme.accent, alignment: .center)
    }
    if let cue = cues.after {
      list.text("›", in: cue.rect, font: cueFont, color: theme.accent, alignment: .center)
    }
    if let right = chrome.statusRect {
      list.text(
        status, in: right, font: statusFont, color: theme.secondaryText,
        alignment: .trailing)
    }
    let help = layout.help
    list.fill(help, barColor)
    list.text(
      chrome.fittedHelp, in: Rect(x: 12, y: help.minY, width: help.width - 24, height: help.height),
      font: .caption, color: theme.secondaryText)
  }
}
