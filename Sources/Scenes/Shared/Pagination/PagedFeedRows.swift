import Drawing
import ScrollCore

/// Drawing of a paged feed's own rows: the page headers ("Page 3 · near-bottom · 0.64 s")
/// and the footer (spinner sentinel, retry row, end of feed).
struct PagedFeedRows {
  /// Measures text the way the backend draws it.
  let measurer: any TextMeasurer

  /// The colour that labels `trigger`.
  static func color(of trigger: PageTrigger, theme: Theme) -> Color {
    switch trigger {
    case .fill: return theme.success
    case .sentinel: return theme.accent
    case .nearBottom: return Color(hex: theme.isDark ? 0x5E5CE6 : 0x5856D6)
    case .retry: return theme.warning
    case .scrollState: return Color(hex: theme.isDark ? 0xBF5AF2 : 0xAF52DE)
    }
  }

  /// Draws the header row of `page` in `row` (window rectangle).
  func drawPageHeader(
    _ page: PagedFeed.LoadedPage?, number: Int, of total: Int, in row: Rect, theme: Theme,
    into list: inout DisplayList
  ) {
    let x = row.minX + ArticleCard.margin + 4
    let y = row.minY + row.height / 2 + 2
    let font = Font(size: 13, weight: .semibold)
    let label = "PAGE \(number) OF \(total)"
    let labelWidth = measurer.size(of: label, font: font).width
    list.text(
      label, in: Rect(x: x, y: y - 10, width: labelWidth + 2, height: 20), font: font,
      color: theme.secondaryText)
    guard let page else { return }
    let capsule = FeedDrawing.capsule(
      page.trigger.rawValue, at: Point(x: x + labelWidth + 10, y: y),
      color: PagedFeedRows.color(of: page.trigger, theme: theme), measurer: measurer, into: &list)
    var detail = "\(formatPoints(page.latency, decimals: 2)) s"
    if page.attempts > 1 { detail += "  ·  \(page.attempts) tries" }
    list.text(
      detail,
      in: Rect(
        x: capsule.maxX + 8, y: y - 10, width: max(0, row.maxX - capsule.maxX - 24), height: 20),
      font: Font(size: 12), color: theme.secondaryText)
  }

  /// The rectangle of the retry card inside the footer row `row`.
  static func retryCard(in row: Rect) -> Rect {
    Rect(
      x: row.minX + ArticleCard.margin, y: row.minY + 2,
      width: max(0, row.width - 2 * ArticleCard.margin), height: max(0, row.height - 4))
  }

  /// Draws the footer for the feed's status in `row`: the spinner while the next page loads
  /// (with the count of later pages pending), the retry row when it failed, or the end.
  func drawFooter(
    _ feed: PagedFeed, in row: Rect, theme: Theme, at t: Double, into list: inout DisplayList
  ) {
    switch feed.status {
    case .idle, .loading:
      let loading = feed.isLoading
      let ahead = feed.pendingCount - 1
      var text = loading ? "Loading page \(feed.nextPage)…" : "Page \(feed.nextPage)"
      if loading && ahead > 0 { text += "  (+\(ahead) ahead)" }
      let font = Font(size: 13)
      let width = measurer.size(of: text, font: font).width
      let left = row.midX - (20 + 10 + width) / 2
      PageSpinner.draw(
        into: &list, center: Point(x: left + 10, y: row.midY), color: theme.secondaryText,
        animating: loading, at: t)
      list.text(
        text, in: Rect(x: left + 30, y: row.midY - 10, width: width + 2, height: 20), font: font,
        color: theme.secondaryText)
    case .failed(let page, _, let error):
      let card = PagedFeedRows.retryCard(in: row)
      list.fill(card, theme.error.opacity(0.12), radius: ArticleCard.radius)
      let x = card.minX + 14
      let width = max(0, card.width - 110)
      list.text(
        measurer.truncate(
          "Couldn't load page \(page): \(error)", font: Font(size: 15, weight: .semibold),
          width: width),
        in: Rect(x: x, y: card.minY + 8, width: width, height: 20),
        font: Font(size: 15, weight: .semibold), color: theme.error)
      list.text(
        "Click here or press R to try again",
        in: Rect(x: x, y: card.minY + 32, width: width, height: 18),
        font: Font(size: 13), color: theme.secondaryText)
      let button = Rect(x: card.maxX - 84, y: card.midY - 15, width: 70, height: 30)
      list.fill(button, theme.error, radius: 15)
      list.text(
        "Retry", in: button, font: Font(size: 14, weight: .semibold), color: .white,
        alignment: .center)
    case .finished:
      let text = "End of feed  ·  \(feed.articleCount) articles in \(feed.pages.count) pages"
      let font = Font(size: 13)
      let width = measurer.size(of: text, font: font).width
      list.text(
        text, in: Rect(x: row.midX - width / 2 - 1, y: row.midY - 10, width: width + 2, height: 20),
        font: font, color: theme.secondaryText, alignment: .center)
      let gap = width / 2 + 14
      list.line(
        Point(x: row.minX + ArticleCard.margin + 8, y: row.midY),
        Point(x: row.midX - gap, y: row.midY), theme.separator)
      list.line(
        Point(x: row.midX + gap, y: row.midY),
        Point(x: row.maxX - ArticleCard.margin - 8, y: row.midY), theme.separator)
    }
  }
}
