import Drawing
import SandboxKit
import ScrollCore

/// Draws a `BenchRowList` as a display list: a plain list (UITableView's plain style), that is
/// a white background, then per laid-out row (in a scroll layer) a one-line text label and a hairline separator.
/// The scene-free stand-in for a feed.
enum BenchRowDrawer {
  /// Builds the frame for `list` in a window of `list.viewport` (the list fills it).
  static func draw(_ list: BenchRowList, into display: inout DisplayList, theme: Theme = .light) {
    display.removeAll()
    let size = list.viewport
    let offset = list.view.offset.y
    // The rows are a scroll layer in content coordinates: a renderer that keeps the last
    // frame moves its pixels and draws only the rows that came into view.
    display.scrolled(
      clip: Rect(origin: .zero, size: size), offset: Point(x: 0, y: offset), background: theme.card
    ) { rows in
      for item in list.stack.visibleItems {
        let y = item.frame.minY
        guard y - offset < size.height, y - offset + item.frame.height > 0 else { continue }
        row(item.id, frame: item.frame, width: size.width, theme: theme, into: &rows)
      }
      // The rows just beyond either edge (the list's rows are all one height): drawn outside
      // the clip, they cost nothing to rasterize, and `prefetchText` renders their labels in
      // idle time before they scroll into view.
      let items = list.stack.visibleItems
      if let first = items.first, let last = items.last {
        for k in 1...overscanRows where last.id + k < list.stack.count {
          let frame = last.frame.offsetBy(Point(x: 0, y: Double(k) * last.frame.height))
          row(last.id + k, frame: frame, width: size.width, theme: theme, into: &rows)
        }
        if first.id > 0 {
          let frame = first.frame.offsetBy(Point(x: 0, y: -first.frame.height))
          row(first.id - 1, frame: frame, width: size.width, theme: theme, into: &rows)
        }
      }
    }
  }

  /// Rows drawn beyond the bottom edge for prefetching.
  static let overscanRows = 2

  /// One row: its label and its bottom hairline.
  private static func row(
    _ id: Int, frame: Rect, width: Double, theme: Theme, into rows: inout DisplayList
  ) {
    rows.text(
      "Item \(id + 1): scrolling that feels right",
      in: Rect(x: 16, y: frame.minY, width: width - 32, height: frame.height),
      font: .body, color: theme.primaryText)
    rows.line(
      Point(x: 16, y: frame.maxY - 0.5), Point(x: width, y: frame.maxY - 0.5), theme.separator,
      width: 0.5)
  }
}
