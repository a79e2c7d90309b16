import Drawing
import ScrollCore

/// An article's card, wrapped for one row width: what a layout pass measures once and what
/// drawing reuses while the card stays on screen.
struct ArticleCardLayout: Hashable, Sendable {
  /// The headline, wrapped to at most two lines.
  var titleLines: [String]
  /// The summary, wrapped to at most three lines.
  var summaryLines: [String]
  /// Section, reading time and id, truncated to one line.
  var byline: String
  /// The thumbnail's colour.
  var tint: Color
  /// The row's height in points (card plus nothing: spacing comes from the stack).
  var height: Double
}

/// Lays out and draws article cards: a tinted thumbnail square on the left, then the title
/// (17 semibold), a 2-3 line summary (15, secondary) and a byline (13, secondary), inside a
/// white card with 12 pt corners and 16 pt side margins.
struct ArticleCard {
  /// Side margin between the scene's edge and the card, points.
  static let margin = 16.0
  /// Padding inside the card, points.
  static let padding = 14.0
  /// Thumbnail side, points.
  static let thumbnail = 56.0
  /// Gap between the thumbnail and the text, points.
  static let gap = 12.0
  /// Card corner radius, points.
  static let radius = 12.0
  /// Headline font.
  static let titleFont = Font(size: 17, weight: .semibold)
  /// Summary font.
  static let summaryFont = Font(size: 15)
  /// Byline font.
  static let bylineFont = Font(size: 13)
  /// A height close to a typical card, for rows not measured yet.
  static let estimatedHeight = 128.0

  /// Where the articles come from.
  let content: SampleContent
  /// Measures text the way the backend draws it.
  let measurer: any TextMeasurer
  /// Line height of the title font, measured once.
  let titleLine: Double
  /// Line height of the summary font, measured once.
  let summaryLine: Double
  /// Line height of the byline font, measured once.
  let bylineLine: Double

  /// Creates a card renderer for `content`, measuring with `measurer`.
  init(content: SampleContent, measurer: any TextMeasurer) {
    self.content = content
    self.measurer = measurer
    titleLine = FeedDrawing.lineHeight(ArticleCard.titleFont, measurer)
    summaryLine = FeedDrawing.lineHeight(ArticleCard.summaryFont, measurer)
    bylineLine = FeedDrawing.lineHeight(ArticleCard.bylineFont, measurer)
  }

  /// The text column's width in a row `rowWidth` points wide (never below 80 pt).
  static func textWidth(rowWidth: Double) -> Double {
    max(80, rowWidth - 2 * margin - 2 * padding - thumbnail - gap)
  }

  /// The article's summary, lengthened to at least two sentences (so it wraps to two or three
  /// lines): a one-sentence summary gets a second sentence picked from the id.
  static func summaryText(_ article: Article) -> String {
    let sentences = SampleContent.sentences
    guard !containsSentenceBreak(article.summary), !sentences.isEmpty else {
      return article.summary
    }
    var i = Int(UInt(bitPattern: article.id &* 7 &+ 3) % UInt(sentences.count))
    if article.summary.hasPrefix(sentences[i]) { i = (i + 1) % sentences.count }
    return article.summary + " " + sentences[i]
  }

  /// Whether `text` has ". " in it (read as bytes: Foundation's search costs more than the
  /// card's measuring).
  private static func containsSentenceBreak(_ text: String) -> Bool {
    var afterStop = false
    for byte in text.utf8 {
      if afterStop && byte == UInt8(ascii: " ") { return true }
      afterStop = byte == UInt8(ascii: ".")
    }
    return false
  }

  /// Wraps article `id` for a row `rowWidth` points wide. O(words) measurer calls.
  func layout(_ id: Int, rowWidth: Double) -> ArticleCardLayout {
    let article = content.article(id)
    let width = ArticleCard.textWidth(rowWidth: rowWidth)
    let title = measurer.wrap(article.title, font: ArticleCard.titleFont, width: width, maxLines: 2)
    let summary = measurer.wrap(
      ArticleCard.summaryText(article), font: ArticleCard.summaryFont, width: width, maxLines: 3)
    let byline = measurer.truncate(article.byline, font: ArticleCard.bylineFont, width: width)
    let text =
      Double(title.count) * titleLine + 4 + Double(summary.count) * summaryLine + 6 + bylineLine
    let height = 2 * ArticleCard.padding + max(ArticleCard.thumbnail, text)
    return ArticleCardLayout(
      titleLines: title, summaryLines: summary, byline: byline, tint: article.tint,
      height: height.rounded(.up))
  }

  /// Draws a laid-out card in `row` (the row's window rectangle; the card keeps the side
  /// margins).
  func draw(
    _ card: ArticleCardLayout, in row: Rect, theme: Theme, into list: inout DisplayList
  ) {
    let frame = Rect(
      x: row.minX + ArticleCard.margin, y: row.minY, width: row.width - 2 * ArticleCard.margin,
      height: row.height)
    list.fill(frame, theme.card, radius: ArticleCard.radius)
    let thumb = Rect(
      x: frame.minX + ArticleCard.padding, y: frame.minY + ArticleCard.padding,
      width: ArticleCard.thumbnail, height: ArticleCard.thumbnail)
    list.fill(thumb, card.tint, radius: 10)
    list.fill(
      Rect(x: thumb.minX + 10, y: thumb.minY + 10, width: 14, height: 14),
      Color.white.opacity(0.55), radius: 7)
    list.fill(
      Rect(x: thumb.minX + 8, y: thumb.maxY - 22, width: thumb.width - 16, height: 12),
      card.tint.mix(.black, 0.2), radius: 6)
    let x = thumb.maxX + ArticleCard.gap
    let width = max(0, frame.maxX - ArticleCard.padding - x)
    var y = frame.minY + ArticleCard.padding
    let titleHeight = titleLine
    for line in card.titleLines {
      list.text(
        line, in: Rect(x: x, y: y, width: width, height: titleHeight), font: ArticleCard.titleFont,
        color: theme.primaryText)
      y += titleHeight
    }
    y += 4
    let summaryHeight = summaryLine
    for line in card.summaryLines {
      list.text(
        line, in: Rect(x: x, y: y, width: width, height: summaryHeight),
        font: ArticleCard.summaryFont, color: theme.secondaryText)
      y += summaryHeight
    }
    y += 6
    list.text(
      card.byline,
      in: Rect(
        x: x, y: y, width: width, height: bylineLine),
      font: ArticleCard.bylineFont, color: theme.secondaryText)
  }
}
