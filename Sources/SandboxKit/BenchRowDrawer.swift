import Drawing
import ScrollCore

/// Draws a `BenchRowList` as a display list: a plain list (UITableView's plain style), that is
/// a white background, then per laid-out row a one-line text label and a hairline separator.
/// The scene-free stand-in for a feed.
enum BenchRowDrawer {
  /// Builds the frame for `list` in a window of `list.viewport` (the list fills it).
  static func draw(_ list: BenchRowList, into display: inout DisplayList, theme: Theme = .light) {
    display.removeAll()
    let size = list.viewport
    display.fill(Rect(origin: .zero, size: size), theme.card)
    let offset = list.view.offset.y
    for item in list.stack.visibleItems {
      let y = item.frame.minY - offset
      guard y < size.height, y + item.frame.height > 0 else { continue }
      let row = Rect(x: 0, y: y, width: size.width, height: item.frame.height)
      display.text(
        "Item \(item.id + 1): scrolling that feels right",
        in: Rect(x: 16, y: y, width: size.width - 32, height: item.frame.height),
        font: .body, color: theme.primaryText)
      display.line(
        Point(x: 16, y: row.maxY - 0.5), Point(x: size.width, y: row.maxY - 0.5), theme.separator,
        width: 0.5)
    }
  }
}
