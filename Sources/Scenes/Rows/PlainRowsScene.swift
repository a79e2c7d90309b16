import Drawing
import ScrollCore

/// Scene "rows": a plain list (UITableView's plain style) of 44 pt rows, each one text label
/// and a hairline, at any `--items` up to a billion. Nothing is observed and nothing is
/// stored per row: the label is made from the row's id when it is drawn, and the lazy stack
/// keeps only runs of sizes, so the scene costs the same memory at a thousand rows and at a
/// billion. The benchmark runs it beside the feed.
final class PlainRowsScene: Scene {
  static var mainHost: MainHostPath { \.host }
  var base: SceneBase
  let helpLine = "Plain 44 pt rows  ·  Home / End jump to either end"

  /// Row height, points.
  static let rowHeight = 44.0
  /// The scroll view and its rows.
  let host: ScrollHost<Void>
  /// The labels of the rows drawn recently.
  private var labels = RowLabels()

  /// Creates the scene; `environment.itemCount` sets the number of rows (default 1,000).
  /// - Parameters:
  ///   - environment: the scene environment.
  ///   - entry: the catalog entry (name, title, summary).
  ///   - firstID: the id of the first row (row `i` is labelled `firstID + i + 1`); tests
  ///     shift it to draw the rows of a long list near the top of a short one.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry, firstID: Int = 0) {
    base = SceneBase(entry: entry)
    host = ScrollHost(
      scene: entry.name,
      stack: LazyStack(
        count: max(0, environment.itemCount ?? 1000), firstID: firstID,
        estimatedSize: Self.rowHeight),
      physics: environment.physics, input: environment.tuning.input)
  }

  /// Number of rows.
  var rowCount: Int { host.stack.count }

  func layout(at t: Double) {
    let pass = host.layout(at: t) { _ in Self.rowHeight }
    base.stats.itemsLaidOut = pass.laidOutRange.count
  }

  func observe(at t: Double) {}

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    host.drawItems(into: &list, background: theme.card) { item, r, list in
      Self.drawRow(label: self.labels.label(id: item.id), in: r, theme: theme, into: &list)
    }
    host.drawScrollbar(into: &list, theme: theme, at: t)
  }

  /// One row in `r` (layer coordinates): its label and its bottom hairline.
  static func drawRow(label: String, in r: Rect, theme: Theme, into list: inout DisplayList) {
    list.text(
      label,
      in: Rect(x: r.minX + 16, y: r.minY, width: r.width - 32, height: r.height),
      font: .body, color: theme.primaryText)
    list.line(
      Point(x: r.minX + 16, y: r.maxY - 0.5), Point(x: r.maxX, y: r.maxY - 0.5), theme.separator,
      width: 0.5)
  }

  var hud: HUDSnapshot {
    host.hud(extra: [
      "rows\t\(groupedDigits(rowCount)) × 44 pt",
      "stored runs\t\(host.stack.storedSizeRuns) (\(host.stack.storageBytes) bytes)",
    ])
  }
}
