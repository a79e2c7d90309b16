import Drawing
import ScrollCore

/// The physics lab's preset picker: clicking a column's title opens a list of every preset
/// under it; clicking a row picks that preset for the column, clicking anywhere else closes
/// the list. Also the presets' names as words ("iOS fast" for `ios-fast`).
struct LabPresetMenu {
  /// Height of one row, points.
  static let rowHeight = 28.0
  /// Padding above the first row and below the last, points.
  static let padding = 6.0
  /// The list's width, points (narrower when the title is).
  static let width = 220.0

  /// The column whose list is open.
  var column: Int

  /// The presets offered, in the order P cycles through them.
  static var presets: [ScrollPhysics] { ScrollPhysics.presets }

  /// The preset called `name` as words (`ScrollPhysics.title(forPreset:)`).
  /// - Parameter name: the preset's command-line name (`ios-fast`).
  static func label(_ name: String) -> String { ScrollPhysics.title(forPreset: name) }

  /// The list's frame under a title: left-aligned with it, inside `bounds` when it fits.
  /// - Parameters:
  ///   - title: the column title's frame.
  ///   - bounds: the scene's area.
  static func frame(below title: Rect, in bounds: Rect) -> Rect {
    let height = 2 * padding + Double(presets.count) * rowHeight
    let y = min(title.maxY + 4, max(bounds.minY, bounds.maxY - height))
    return Rect(x: title.minX, y: y, width: min(width, title.width), height: height)
  }

  /// Row `k`'s frame in a list at `menu`.
  /// - Parameters:
  ///   - k: the row, an index into `presets`.
  ///   - menu: the list's frame.
  static func rowFrame(_ k: Int, in menu: Rect) -> Rect {
    Rect(
      x: menu.minX + 4, y: menu.minY + padding + Double(k) * rowHeight, width: menu.width - 8,
      height: rowHeight)
  }

  /// The row under `p` in a list at `menu`, if any.
  /// - Parameters:
  ///   - p: the pointer, window points.
  ///   - menu: the list's frame.
  static func row(at p: Point, in menu: Rect) -> Int? {
    presets.indices.first { rowFrame($0, in: menu).contains(p) }
  }

  /// Draws the list at `menu` with `current` (an index into `presets`) marked.
  /// - Parameters:
  ///   - menu: the list's frame.
  ///   - current: the column's preset, when it is one of `presets`.
  ///   - theme: colours.
  ///   - list: the display list.
  static func draw(in menu: Rect, current: Int?, theme: Theme, into list: inout DisplayList) {
    SceneLook.floatingCard(menu, theme: theme, radius: 10, into: &list)
    for (k, preset) in presets.enumerated() {
      let r = rowFrame(k, in: menu)
      let chosen = k == current
      if chosen { list.fill(r, theme.accent, radius: 6) }
      list.text(
        label(preset.name),
        in: Rect(x: r.minX + 10, y: r.minY, width: r.width - 20, height: r.height),
        font: chosen ? SceneLook.captionBold : SceneLook.footnote,
        color: chosen ? .white : theme.primaryText)
    }
  }
}
