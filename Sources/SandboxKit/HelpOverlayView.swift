import Drawing
import Platform
import Scenes
import ScrollCore

/// The help overlay (? or F1): every key and mouse action, the window's own and the current
/// scene's, on a card over the content. Long entries wrap; a card taller than the window
/// scrolls (↑ ↓, Page Up/Down, Space, Home, End, the wheel) and shows a scroll bar. Any
/// click, Escape, ? or F1 closes it; while it is open it takes the keys.
struct HelpOverlayView {
  /// The window's keys and mouse actions, as (keys, what they do).
  static func globalEntries(sceneCount: Int) -> [(String, String)] {
    [
      ("? / F1", "this help (↑ ↓ PgUp PgDn scroll it, Escape closes it)"),
      ("0-\(min(sceneCount, 10) - 1), Tab, Shift-Tab", "switch scene"),
      ("click a tab", "switch scene"),
      ("H", "inspector: show or hide (a drawer on narrow windows; Escape closes the drawer)"),
      ("drag the inspector's edge", "resize the inspector"),
      ("F", "frame graph: bars, histogram, off (a strip without the inspector)"),
      ("P", "next physics preset"),
      ("U", "tune: the inspector's settings take ↑↓ ←→ 0, W save, L load (U again to leave)"),
      ("D", "dark or light theme"),
      ("G / Shift-G", "gesture timeline in the inspector: an older / a newer gesture"),
      ("S", "screenshot (PNG in the current folder)"),
      ("Q / Escape", "quit"),
      ("wheel, touchpad, drag", "scroll; drag the scrollbar thumb to jump"),
      ("↑ ↓ PgUp PgDn Space Home End", "scroll by line, by page, to either end"),
    ]
  }

  /// The scene's own entries, one per item of its help line.
  /// - Parameter helpLine: the scene's help line ("a  ·  b").
  static func sceneEntries(_ helpLine: String) -> [String] {
    helpLine.split(separator: "·", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
      .filter { !$0.isEmpty }
  }

  /// Height of one line of an entry, points.
  static let lineHeight = 18.0
  /// Space between the card's edge and its text, points.
  static let inset = 16.0
  /// Width kept on the right for the scroll bar, points.
  static let barWidth = 8.0

  /// How a line of the card is coloured.
  enum Role: Equatable {
    case heading, key, body
  }

  /// One line of the card's content, its `y` from the top of the content.
  struct Line: Equatable {
    var text: String
    var x: Double
    var y: Double
    var width: Double
    var role: Role
  }

  /// The card's content laid out for a card `width` points wide: the lines (each whole, long
  /// entries wrapped at spaces) and the content's height.
  /// - Parameters:
  ///   - width: the card's width, points.
  ///   - global: the window's entries.
  ///   - scene: the scene's entries.
  ///   - sceneTitle: the scene's tab title.
  ///   - measurer: measures text as drawn.
  static func lines(
    width: Double, global: [(String, String)], scene: [String], sceneTitle: String,
    measurer: any TextMeasurer
  ) -> (lines: [Line], height: Double) {
    var lines: [Line] = []
    var y = 0.0
    let textWidth = max(40, width - 2 * inset - barWidth)
    let keyWidth = min(230, width * 0.4)
    let whatWidth = max(40, textWidth - keyWidth)
    func heading(_ s: String) {
      for part in measurer.wrap(s, font: headingFont, width: textWidth) {
        lines.append(Line(text: part, x: inset, y: y, width: textWidth, role: .heading))
        y += 22
      }
    }
    heading("Keys and mouse")
    for (keys, what) in global {
      let k = measurer.wrap(keys, font: bodyFont, width: keyWidth - 8)
      let w = measurer.wrap(what, font: bodyFont, width: whatWidth)
      for (i, part) in k.enumerated() {
        lines.append(
          Line(
            text: part, x: inset, y: y + Double(i) * lineHeight, width: keyWidth - 8, role: .key))
      }
      for (i, part) in w.enumerated() {
        lines.append(
          Line(
            text: part, x: inset + keyWidth, y: y + Double(i) * lineHeight, width: whatWidth,
            role: .body))
      }
      y += Double(max(k.count, w.count)) * lineHeight
    }
    y += 8
    heading("In \(sceneTitle)")
    for entry in scene {
      for part in measurer.wrap(entry, font: bodyFont, width: textWidth) {
        lines.append(Line(text: part, x: inset, y: y, width: textWidth, role: .body))
        y += lineHeight
      }
    }
    return (lines, y)
  }

  /// The headings' font.
  static let headingFont = Font(size: 13, weight: .semibold)
  /// The entries' font.
  static let bodyFont = Font(size: 12)

  /// What drawing the overlay produced.
  struct Drawn {
    /// The card.
    var card: Rect
    /// The scroll applied (the one asked for, clamped), points.
    var scroll: Double
    /// The furthest the content scrolls, points (0 when it fits).
    var maxScroll: Double
    /// The height of the part of the content on screen, points (a page).
    var page: Double
  }

  /// Draws the overlay over `area`; returns the card and its scroll.
  /// - Parameters:
  ///   - list: the display list.
  ///   - area: the area it is centred in (the window below the top bar).
  ///   - sceneTitle: the current scene's title.
  ///   - sceneHelp: the current scene's help line.
  ///   - sceneCount: how many scenes there are.
  ///   - theme: colours.
  ///   - measurer: measures text as drawn.
  ///   - scroll: how far the content is scrolled, points (clamped).
  @discardableResult
  static func draw(
    into list: inout DisplayList, area: Rect, sceneTitle: String, sceneHelp: String,
    sceneCount: Int, theme: Theme, measurer: any TextMeasurer, scroll: Double = 0
  ) -> Drawn {
    let width = max(0, min(680, area.width - 24))
    let content = lines(
      width: width, global: globalEntries(sceneCount: sceneCount),
      scene: sceneEntries(sceneHelp), sceneTitle: sceneTitle, measurer: measurer)
    let height = max(0, min(area.height - 24, content.height + 28))
    let card = Rect(
      x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2,
      width: width, height: height)
    let view = Rect(x: card.minX, y: card.minY + 8, width: card.width, height: card.height - 16)
    let maxScroll = max(0, content.height + 12 - view.height)
    let s = min(maxScroll, max(0, scroll.isFinite ? scroll : 0))
    list.fill(area, Color(hex: 0x000000, alpha: 0.35))
    list.fill(card, theme.isDark ? Color(hex: 0x2C2C2E) : Color.white, radius: 12)
    list.stroke(card, theme.separator, radius: 12, width: 1)
    list.clipped(to: view) { list in
      for line in content.lines {
        let y = view.minY + 6 + line.y - s
        guard y + lineHeight > view.minY, y < view.maxY else { continue }
        let color: Color
        switch line.role {
        case .heading: color = theme.primaryText
        case .key: color = theme.accent
        case .body: color = theme.primaryText
        }
        list.text(
          line.text, in: Rect(x: card.minX + line.x, y: y, width: line.width, height: 18),
          font: line.role == .heading ? headingFont : bodyFont, color: color)
      }
    }
    if maxScroll > 0 {
      // The scroll bar: the page's share of the content, where the page is.
      let track = Rect(
        x: card.maxX - 4 - barWidth / 2, y: view.minY + 4, width: barWidth / 2,
        height: view.height - 8)
      let thumbHeight = max(16, track.height * view.height / (content.height + 12))
      let thumbY = track.minY + (track.height - thumbHeight) * s / maxScroll
      list.fill(
        Rect(x: track.minX, y: thumbY, width: track.width, height: thumbHeight),
        theme.secondaryText, radius: track.width / 2)
    }
    return Drawn(card: card, scroll: s, maxScroll: maxScroll, page: view.height)
  }
}
