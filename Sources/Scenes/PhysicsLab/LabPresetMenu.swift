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

  /// Rows per column of the list: the first seven presets (the toolkits') fill the first
  /// column where they always were, the platforms' presets after them a second one.
  static let rowsPerColumn = 7

  /// How many columns the list has.
  static var columnCount: Int { max(1, (presets.count + rowsPerColumn - 1) / rowsPerColumn) }

  /// The list's frame under a title: its first column left-aligned with the title, the others
  /// to its right, or to its left when they would leave `bounds`; inside `bounds` vertically
  /// when it fits.
  /// - Parameters:
  ///   - title: the column title's frame.
  ///   - bounds: the scene's area.
  static func frame(below title: Rect, in bounds: Rect) -> Rect {
    let rows = min(presets.count, rowsPerColumn)
    let height = 2 * padding + Double(rows) * rowHeight
    let y = min(title.maxY + 4, max(bounds.minY, bounds.maxY - height))
    let w = min(width, title.width)
    let total = w * Double(columnCount)
    let x = title.minX + total <= bounds.maxX ? title.minX : title.minX + w - total
    return Rect(x: x, y: y, width: total, height: height)
  }

  /// Row `k`'s frame in a list at `menu` under `title`.
  /// - Parameters:
  ///   - k: the row, an index into `presets`.
  ///   - menu: the list's frame (`frame(below:in:)`).
  ///   - title: the title the list opened under.
  static func rowFrame(_ k: Int, in menu: Rect, title: Rect) -> Rect {
    let w = menu.width / Double(columnCount)
    let leftward = menu.minX < title.minX
    let column = Double(k / rowsPerColumn)
    let x = leftward ? menu.maxX - w * (column + 1) : menu.minX + w * column
    return Rect(
      x: x + 4, y: menu.minY + padding + Double(k % rowsPerColumn) * rowHeight, width: w - 8,
      height: rowHeight)
  }

  /// The row under `p` in a list at `menu` under `title`, if any.
  /// - Parameters:
  ///   - p: the pointer, window points.
  ///   - menu: the list's frame.
  ///   - title: the title the list opened under.
  static func row(at p: Point, in menu: Rect, title: Rect) -> Int? {
    presets.indices.first { rowFrame($0, in: menu, title: title).contains(p) }
  }

  /// Draws the list at `menu` with `current` (an index into `presets`) marked.
  /// - Parameters:
  ///   - menu: the list's frame.
  ///   - title: the title the list opened under.
  ///   - current: the column's preset, when it is one of `presets`.
  ///   - theme: colours.
  ///   - list: the display list.
  static func draw(
    in menu: Rect, title: Rect, current: Int?, theme: Theme, into list: inout DisplayList
  ) {
    SceneLook.floatingCard(menu, theme: theme, radius: 10, into: &list)
    for (k, preset) in presets.enumerated() {
      let r = rowFrame(k, in: menu, title: title)
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
