import Drawing
import ScrollCore

/// The rows scene's list: 44 pt rows, each one text label and a hairline, on the card colour,
/// at any count up to a billion. Nothing is stored per row: a row's label is made from its id
/// when it is drawn (and kept for the rows drawn recently, `RowLabels`), and the lazy stack
/// keeps only runs of sizes. Rows are their ids; the list has no spacer and no observers.
struct PlainRowsList: PartList {
  /// Row height, points.
  static let rowHeight = 44.0
  /// The scroll view and its rows.
  var host: ScrollHost<FeedObserved>
  /// The labels of the rows drawn recently, behind a reference: the runtime draws from a
  /// copy of the list, and the labels made then are kept for the next frame.
  private let labels = LabelCache()

  /// Creates `count` rows, the first with id `firstID`.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - count: the number of rows (negative: none).
  ///   - firstID: the id of the first row (row `i` is labelled `firstID + i + 1`).
  ///   - physics: the physics preset.
  ///   - input: the input interpreter's constants.
  init(
    scene: String, count: Int, firstID: Int, physics: ScrollPhysics, input: InputConfiguration
  ) {
    host = ScrollHost(
      scene: scene,
      stack: LazyStack(count: max(0, count), firstID: firstID, estimatedSize: Self.rowHeight),
      state: FeedObserved(), physics: physics, input: input)
  }

  /// Lays out the visible rows, each `rowHeight` tall.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    host.layout(at: t) { _ in Self.rowHeight }
  }

  /// Nothing to prepare: rows are measured by a constant.
  mutating func prefetchRows() {}

  /// No spacer: nothing changes.
  /// - Parameters:
  ///   - height: the new height, points.
  ///   - t: the session time, seconds.
  @discardableResult
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool { false }

  /// Draws the rows on the card colour (rows are never faded nor drawn by a part).
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: each row's opacity (unused: the scene has no part that fades rows).
  ///   - content: draws what scrolls with the rows, under them.
  ///   - drawRow: unused: the list draws every row.
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (Int) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (Int, Rect, inout DisplayList) -> Void
  ) {
    host.drawItems(into: &list, background: theme.card, content: content) { item, r, list in
      Self.drawRow(label: labels.label(id: item.id), in: r, theme: theme, into: &list)
    }
  }

  /// One row in `r` (layer coordinates): its label and its bottom hairline.
  /// - Parameters:
  ///   - label: the row's text.
  ///   - r: the row's rectangle in the scroll layer.
  ///   - theme: colours.
  ///   - list: the display list.
  static func drawRow(label: String, in r: Rect, theme: Theme, into list: inout DisplayList) {
    list.text(
      label,
      in: Rect(x: r.minX + 16, y: r.minY, width: r.width - 32, height: r.height),
      font: .body, color: theme.primaryText)
    list.line(
      Point(x: r.minX + 16, y: r.maxY - 0.5), Point(x: r.maxX, y: r.maxY - 0.5), theme.separator,
      width: 0.5)
  }

  /// `RowLabels` behind a reference, so drawing from a copy of the list keeps its labels.
  private final class LabelCache {
    var labels = RowLabels()
    func label(id: Int) -> String { labels.label(id: id) }
  }
}
