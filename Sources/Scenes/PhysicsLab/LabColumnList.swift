import Drawing
import ScrollCore

/// The physics lab's list: its first column's scroll view (the HUD's main view and the one
/// the app's P key sets). The column's run record and its other columns are parts
/// (`LabColumnPart`).
struct LabColumnList: PartList {
  /// The first column.
  let column: LabColumn

  /// The first column's scroll view.
  var host: ScrollHost<FeedObserved> {
    get { column.host }
    set { column.host = newValue }
  }

  /// Lays out the column's visible rows, each `LabBench.rowHeight` tall.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    host.layout(at: t) { _ in LabBench.rowHeight }
  }

  /// Nothing to prepare: rows are measured by a constant.
  mutating func prefetchRows() {}

  /// No spacer.
  /// - Parameters:
  ///   - height: the new height, points.
  ///   - t: the session time, seconds.
  @discardableResult
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool { false }

  /// The column's card and rows (`LabColumn.drawRows`); no row is faded or drawn by a part.
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: unused.
  ///   - content: unused: nothing scrolls with the rows.
  ///   - drawRow: unused.
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (Int) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (Int, Rect, inout DisplayList) -> Void
  ) {
    column.drawRows(into: &list, theme: theme)
  }
}
