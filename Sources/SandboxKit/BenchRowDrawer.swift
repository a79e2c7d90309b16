import Drawing
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
        rows.text(
          "Item \(item.id + 1): scrolling that feels right",
          in: Rect(x: 16, y: y, width: size.width - 32, height: item.frame.height),
          font: .body, color: theme.primaryText)
        rows.line(
          Point(x: 16, y: item.frame.maxY - 0.5), Point(x: size.width, y: item.frame.maxY - 0.5),
          theme.separator, width: 0.5)
      }
    }
  }
}
