import Drawing
import Scenes
import ScrollCore

/// The window chrome: the top bar with scene tabs, preset and fps, and the help line.
/// Pure display-list building; no SDL.
struct ChromeView {
  /// Height of the top bar, points.
  static let topBarHeight = 44.0
  /// Height of the help line, points.
  static let helpHeight = 24.0

  /// The content area for scenes inside a window of `size`.
  static func contentFrame(in size: Size) -> Rect {
    Rect(
      x: 0, y: topBarHeight, width: size.width,
      height: max(0, size.height - topBarHeight - helpHeight))
  }

  /// Tab rectangles for the scenes, for drawing and clicking. Tabs shrink to fit.
  static func tabFrames(titles: [String], width: Double, measurer: any TextMeasurer) -> [Rect] {
    let font = Font(size: 12, weight: .semibold)
    let rightReserve = 170.0
    var x = 12.0
    var frames: [Rect] = []
    let natural = titles.enumerated().map { i, t in
      measurer.size(of: "\(i) \(t)", font: font).width + 18
    }
    let available = max(100, width - rightReserve - 12)
    let scale = min(1, available / max(1, natural.reduce(0, +)))
    for w in natural {
      frames.append(Rect(x: x, y: 8, width: w * scale, height: 28))
      x += w * scale
    }
    return frames
  }

  /// The measured parts of the chrome: tab frames and labels and the fitted help line. It
  /// depends only on the window width, the titles and the help text, so the app keeps it
  /// across frames instead of measuring text every frame.
  struct Layout {
    /// What it was computed for.
    var width: Double
    var titles: [String]
    var help: String
    /// Tab rectangles.
    var tabs: [Rect]
    /// Tab labels, shortened to fit.
    var labels: [String]
    /// The help line, shortened to fit.
    var fittedHelp: String

    /// Measures the chrome for a window `width` wide.
    init(width: Double, titles: [String], help: String, measurer: any TextMeasurer) {
      self.width = width
      self.titles = titles
      self.help = help
      let font = Font(size: 12, weight: .semibold)
      tabs = ChromeView.tabFrames(titles: titles, width: width, measurer: measurer)
      labels = tabs.enumerated().map { i, frame in
        measurer.truncate("\(i) \(titles[i])", font: font, width: frame.width - 8)
      }
      fittedHelp = measurer.truncate(help, font: .caption, width: width - 24)
    }

    /// True when this layout is still right for these inputs.
    func matches(width: Double, titles: [String], help: String) -> Bool {
      self.width == width && self.help == help && self.titles == titles
    }
  }

  /// Draws the top bar and the help line.
  static func draw(
    into list: inout DisplayList, size: Size, layout: Layout, current: Int, preset: String,
    fps: Double, theme: Theme
  ) {
    let bar = Rect(x: 0, y: 0, width: size.width, height: topBarHeight)
    list.fill(bar, theme.isDark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF9F9F9))
    list.line(
      Point(x: 0, y: topBarHeight - 0.5), Point(x: size.width, y: topBarHeight - 0.5),
      theme.separator)
    let font = Font(size: 12, weight: .semibold)
    for (i, frame) in layout.tabs.enumerated() {
      let label = layout.labels[i]
      if i == current {
        list.fill(frame, theme.accent, radius: 14)
        list.text(label, in: frame, font: font, color: .white, alignment: .center)
      } else {
        list.text(label, in: frame, font: font, color: theme.secondaryText, alignment: .center)
      }
    }
    let right = Rect(x: size.width - 162, y: 8, width: 150, height: 28)
    list.text(
      "\(preset) · \(formatPoints(fps, decimals: 0)) fps", in: right,
      font: Font(size: 13, family: .mono), color: theme.secondaryText, alignment: .trailing)
    let helpRect = Rect(
      x: 12, y: size.height - helpHeight, width: size.width - 24, height: helpHeight)
    list.fill(
      Rect(x: 0, y: size.height - helpHeight, width: size.width, height: helpHeight),
      theme.isDark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF9F9F9))
    list.text(layout.fittedHelp, in: helpRect, font: .caption, color: theme.secondaryText)
  }
}
