import ScrollCore

/// Scene "rows": a plain list (UITableView's plain style) of 44 pt rows, each one text label
/// and a hairline, at any `--items` up to a billion (`PlainRowsList`). Nothing is observed and
/// nothing is stored per row, so the scene costs the same memory at a thousand rows and at a
/// billion. It has no parts: `PartsScene` runs every stage over the list. The benchmark runs
/// it beside the feed.
final class PlainRowsScene: PartsScene {
  var base: SceneBase
  let helpLine = "Plain 44 pt rows  ·  Home / End jump to either end"
  /// Row height, points.
  static let rowHeight = PlainRowsList.rowHeight
  /// The rows.
  var list: PlainRowsList
  let parts: [any ScenePart<PlainRowsList>] = []

  /// Creates the scene; `environment.itemCount` sets the number of rows (default 1,000).
  /// - Parameters:
  ///   - environment: the scene environment.
  ///   - entry: the catalog entry (name, title, summary).
  ///   - firstID: the id of the first row (row `i` is labelled `firstID + i + 1`); tests
  ///     shift it to draw the rows of a long list near the top of a short one.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry, firstID: Int = 0) {
    base = SceneBase(entry: entry)
    list = PlainRowsList(
      scene: entry.name, count: environment.itemCount ?? 1000, firstID: firstID,
      physics: environment.physics, input: environment.tuning.input)
  }

  /// Number of rows.
  var rowCount: Int { list.host.stack.count }

  /// The row count and what the stack stores for it.
  var hudLines: [String] {
    [
      "rows\t\(groupedDigits(rowCount)) × 44 pt",
      "stored runs\t\(list.host.stack.storedSizeRuns) (\(list.host.stack.storageBytes) bytes)",
    ]
  }
}
