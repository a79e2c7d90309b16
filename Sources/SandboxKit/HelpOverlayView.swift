import Drawing
import Scenes
import ScrollCore

/// The help overlay (? or F1): every key and mouse action, the window's own and the current
/// scene's, on a card over the content. Any click, Escape, ? or F1 closes it.
struct HelpOverlayView {
  /// The window's keys and mouse actions, as (keys, what they do).
  static func globalEntries(sceneCount: Int) -> [(String, String)] {
    [
      ("? / F1", "this help (Escape closes it)"),
      ("0-\(sceneCount - 1), Tab, Shift-Tab", "switch scene"),
      ("click a tab", "switch scene"),
      ("H", "inspector: show or hide (a drawer on narrow windows)"),
      ("drag the inspector's edge", "resize the inspector"),
      ("F", "frame graph: bars, histogram, off (a strip without the inspector)"),
      ("P", "next physics preset"),
      ("U", "tune: the inspector's settings take ↑↓ ←→ 0, W save, L load (U again to leave)"),
      ("D", "dark or light theme"),
      ("S", "screenshot (PNG in the current folder)"),
      ("Q / Escape", "quit"),
      ("wheel, touchpad, drag", "scroll; drag the scrollbar thumb to jump"),
      ("↑ ↓ PgUp PgDn Space Home End", "scroll by line, by page, to either end"),
    ]
  }

  /// The scene's own entries, one per item of its help line.
  /// - Parameter helpLine: the scene's help line ("a  ·  b").
  static func sceneEntries(_ helpLine: String) -> [String] {
    helpLine.components(separatedBy: "·").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// The card's rectangle for a content area.
  static func card(in area: Rect, lines: Int) -> Rect {
    let width = min(680, area.width - 24)
    let height = min(area.height - 24, 52 + Double(lines) * 18)
    return Rect(
      x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2,
      width: width, height: height)
  }

  /// Draws the overlay over `area`; returns the card's rectangle.
  /// - Parameters:
  ///   - list: the display list.
  ///   - area: the area it is centred in (the window below the top bar).
  ///   - sceneTitle: the current scene's title.
  ///   - sceneHelp: the current scene's help line.
  ///   - sceneCount: how many scenes there are.
  ///   - theme: colours.
  ///   - measurer: measures text as drawn.
  @discardableResult
  static func draw(
    into list: inout DisplayList, area: Rect, sceneTitle: String, sceneHelp: String,
    sceneCount: Int, theme: Theme, measurer: any TextMeasurer
  ) -> Rect {
    let global = globalEntries(sceneCount: sceneCount)
    let scene = sceneEntries(sceneHelp)
    let card = card(in: area, lines: global.count + scene.count + 3)
    list.fill(area, Color(hex: 0x000000, alpha: 0.35))
    list.fill(card, theme.isDark ? Color(hex: 0x2C2C2E) : Color.white, radius: 12)
    list.stroke(card, theme.separator, radius: 12, width: 1)
    var y = card.minY + 14
    let keyWidth = min(230, card.width * 0.4)
    let bold = Font(size: 13, weight: .semibold)
    let body = Font(size: 12)
    list.clipped(to: card) { list in
      func heading(_ s: String) {
        list.text(
          s, in: Rect(x: card.minX + 16, y: y, width: card.width - 32, height: 18), font: bold,
          color: theme.primaryText)
        y += 22
      }
      heading("Keys and mouse")
      for (keys, what) in global {
        list.text(
          measurer.truncate(keys, font: body, width: keyWidth - 8),
          in: Rect(x: card.minX + 16, y: y, width: keyWidth, height: 18), font: body,
          color: theme.accent)
        list.text(
          measurer.truncate(what, font: body, width: card.width - 40 - keyWidth),
          in: Rect(
            x: card.minX + 16 + keyWidth, y: y, width: card.width - 32 - keyWidth, height: 18),
          font: body, color: theme.primaryText)
        y += 18
      }
      y += 8
      heading("In \(sceneTitle)")
      for line in scene {
        list.text(
          measurer.truncate(line, font: body, width: card.width - 32),
          in: Rect(x: card.minX + 16, y: y, width: card.width - 32, height: 18), font: body,
          color: theme.primaryText)
        y += 18
      }
    }
    return card
  }
}
