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

  /// Draws the top bar and the help line.
  static func draw(
    into list: inout DisplayList, size: Size, titles: [String], current: Int, preset: String,
    fps: Double, help: String, theme: Theme, measurer: any TextMeasurer
  ) {
    let bar = Rect(x: 0, y: 0, width: size.width, height: topBarHeight)
    list.fill(bar, theme.isDark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF9F9F9))
    list.line(
      Point(x: 0, y: topBarHeight - 0.5), Point(x: size.width, y: topBarHeight - 0.5),
      theme.separator)
    let font = Font(size: 12, weight: .semibold)
    for (i, frame) in tabFrames(titles: titles, width: size.width, measurer: measurer).enumerated() {
      let label = measurer.truncate("\(i) \(titles[i])", font: font, width: frame.width - 8)
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
    list.text(
      measurer.truncate(help, font: .caption, width: helpRect.width), in: helpRect,
      font: .caption, color: theme.secondaryText)
  }
}
