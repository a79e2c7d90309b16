import Drawing
import ScrollCore

/// One message laid out for a given width: wrapped lines and bubble size. Computed once per
/// message and width (in the layout's measure callback) and reused for drawing.
struct ChatBubble: Sendable {
  /// Horizontal padding inside the bubble.
  static let paddingX = 12.0
  /// Vertical padding inside the bubble.
  static let paddingY = 8.0
  /// Corner radius of the bubble.
  static let radius = 14.0
  /// Gap between the bubble and its time caption.
  static let captionGap = 2.0
  /// Height of the time caption line.
  static let captionHeight = 16.0

  /// The text, broken into lines.
  var lines: [String]
  /// Bubble size, points.
  var size: Size
  /// Line height of the body font, points.
  var lineHeight: Double

  /// Item height: bubble, gap, time caption.
  var itemHeight: Double { size.height + ChatBubble.captionGap + ChatBubble.captionHeight }

  /// Lays out `text` for a row `rowWidth` points wide: bubbles take at most 75 % of the row
  /// (and 520 pt), and hug short text.
  init(text: String, rowWidth: Double, measurer: any TextMeasurer) {
    let maxWidth = max(80, min(520, rowWidth * 0.75))
    let textWidth = maxWidth - 2 * ChatBubble.paddingX
    lineHeight = measurer.size(of: "Ag", font: .body).height
    lines = measurer.wrap(text, font: .body, width: textWidth)
    if lines.isEmpty { lines = [""] }
    var widest = 0.0
    for line in lines { widest = max(widest, measurer.size(of: line, font: .body).width) }
    size = Size(
      width: min(maxWidth, widest + 2 * ChatBubble.paddingX),
      height: Double(lines.count) * lineHeight + 2 * ChatBubble.paddingY)
  }

  /// The bubble's rectangle inside the row `row` (window points): right for mine, left for
  /// theirs.
  func bubbleRect(in row: Rect, isMine: Bool) -> Rect {
    Rect(
      x: isMine ? row.maxX - size.width : row.minX, y: row.minY, width: size.width,
      height: size.height)
  }

  /// The time caption under a bubble, led by the message id so the `viewID` readouts can be
  /// checked by eye: "#29 · 09:41" (mine: "#29 · 09:41  ✓").
  /// - Parameters:
  ///   - message: the message.
  ///   - id: its id in the list.
  static func caption(_ message: ChatMessage, id: Int) -> String {
    "#\(id) · \(message.time)" + (message.isMine ? "  ✓" : "")
  }

  /// Draws the bubble and its time caption (with the message id) in the row `row`.
  func draw(
    _ message: ChatMessage, id: Int, in row: Rect, theme: Theme, into list: inout DisplayList
  ) {
    let bubble = bubbleRect(in: row, isMine: message.isMine)
    list.fill(bubble, message.isMine ? theme.accent : theme.card, radius: ChatBubble.radius)
    let textColor = message.isMine ? Color.white : theme.primaryText
    for (i, line) in lines.enumerated() {
      let r = Rect(
        x: bubble.minX + ChatBubble.paddingX,
        y: bubble.minY + ChatBubble.paddingY + Double(i) * lineHeight,
        width: bubble.width - 2 * ChatBubble.paddingX + 1, height: lineHeight)
      list.text(line, in: r, font: .body, color: textColor)
    }
    let caption = Rect(
      x: row.minX + 4, y: bubble.maxY + ChatBubble.captionGap, width: row.width - 8,
      height: ChatBubble.captionHeight)
    list.text(
      ChatBubble.caption(message, id: id), in: caption, font: SceneLook.caption,
      color: theme.secondaryText, alignment: message.isMine ? .trailing : .leading)
  }
}
