import Drawing
import ScrollCore

/// The scrolling list under every article feed scene: a `ScrollHost` whose lazy stack holds
/// the rows of a `PagedRowMap` (optional spacer, article cards, optional page headers and
/// footer), with measuring and drawing of the article cards.
///
/// An article card is wrapped once, in the layout pass's measure callback, when it is first
/// laid out; the wrapped lines are kept only while the card is laid out (a small dictionary
/// pruned to the visible rows), so nothing grows with the number of articles. When the row
/// width changes, every row is marked for measuring again in O(1) (`invalidateAllSizes`):
/// the cost is the rows laid out afterwards, at any number of articles.
struct FeedList {
  /// Gap between rows, points.
  static let spacing = 10.0
  /// Height of a page-header row, points.
  static let pageHeaderHeight = 36.0
  /// Height of the footer row, points.
  static let footerHeight = 64.0

  /// The scroll view, its input, its stack, its observers (writing `FeedObserved`) and its
  /// scrollbar.
  var host: ScrollHost<FeedObserved>
  /// The order of the rows.
  private(set) var rows: PagedRowMap
  /// Lays out and draws the article cards.
  let cards: ArticleCard
  /// The spacer row's height, points.
  private(set) var spacerHeight: Double
  /// Wrapped cards of the rows laid out recently, by article id.
  private var cardLayouts: [Int: ArticleCardLayout] = [:]
  /// Cards wrapped ahead of time (`layoutAhead`) for rows just beyond the laid-out ones, by
  /// article id, at `measuredWidth`; taken when the layout reaches them.
  private var aheadLayouts: [Int: ArticleCardLayout] = [:]
  /// The row width the measured rows were wrapped for.
  private var measuredWidth: Double?
  /// Notes the layout that found the view come to rest (for `SnapTargetsPart`).
  private(set) var rest = RestWatch()

  /// Creates a list; `articles` is the size of an initial page (nil: start with no page).
  init(
    scene: String, rows: PagedRowMap, articles: Int?, spacerHeight: Double = 0,
    cards: ArticleCard, physics: ScrollPhysics, input: InputConfiguration = .standard,
    padding: SCEdgeInsets
  ) {
    var map = rows
    self.spacerHeight = spacerHeight
    self.cards = cards
    var stack: LazyStack
    if let n = articles, !map.hasSpacer, !map.hasFooter, !map.hasPageHeaders, map.pageCount == 0 {
      // One flat page: ids 0..<n in one run, built in place (no reserve to grow).
      map.appendPage(articles: n)
      stack = LazyStack(
        count: n, firstID: 0, estimatedSize: ArticleCard.estimatedHeight,
        spacing: FeedList.spacing, padding: padding)
    } else {
      stack = LazyStack(
        count: 0, estimatedSize: ArticleCard.estimatedHeight, spacing: FeedList.spacing,
        padding: padding)
      if map.hasSpacer {
        stack.append(count: 1, firstID: FeedRow.spacer.id, estimatedSize: max(1, spacerHeight))
      }
      if map.hasFooter {
        stack.append(count: 1, firstID: FeedRow.footer.id, estimatedSize: FeedList.footerHeight)
      }
    }
    self.rows = map
    host = ScrollHost(
      scene: scene, stack: stack, state: FeedObserved(), physics: physics, input: input)
    if let n = articles, self.rows.pageCount == 0 { appendPage(articles: n, at: 0) }
  }

  /// The scroll view's geometry this frame.
  var geometry: SCScrollGeometry { host.view.geometry }

  /// Appends a page of `articles` articles before the footer (with its header row when the
  /// map has page headers), keeping the visible rows still. When the footer itself is the
  /// anchor (the first row in view: a short feed, or the end of the feed in view), the new
  /// rows take its place and push it down instead: keeping it still would throw the view
  /// to the end of the new page.
  mutating func appendPage(articles: Int, at t: Double) {
    let page = rows.pageCount + 1
    let firstArticle = rows.articleCount
    let placement = rows.appendPage(articles: articles)
    var at = placement.at
    if rows.hasPageHeaders {
      let headerAt = at
      host.updateStack(at: t) { stack in
        FeedList.unlessFooter(
          stack.insert(
            count: 1, at: headerAt, firstID: FeedRow.pageHeader(page).id,
            estimatedSize: FeedList.pageHeaderHeight))
      }
      at += 1
    }
    if articles > 0 {
      let articlesAt = at
      host.updateStack(at: t) { stack in
        FeedList.unlessFooter(stack.insert(count: articles, at: articlesAt, firstID: firstArticle))
      }
    }
  }

  /// An insertion's correction, unless it would keep the footer still (then none).
  private static func unlessFooter(_ correction: AnchorCorrection) -> AnchorCorrection {
    guard correction.anchor?.id == FeedRow.footer.id else { return correction }
    return AnchorCorrection(delta: 0, anchor: correction.anchor)
  }

  /// Changes the spacer row's height (no-op without a spacer or when unchanged); returns true
  /// when the layout changed.
  @discardableResult
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool {
    guard rows.hasSpacer, height.isFinite, height >= 0, height != spacerHeight else {
      return false
    }
    spacerHeight = height
    host.updateStack(at: t) { $0.setSize(height, at: 0) }
    return true
  }

  /// Layout stage: lays out the visible rows, measuring rows the first time they appear
  /// (articles by wrapping their text), and keeps the wrapped cards of the visible rows.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    let width = host.frame.width
    if measuredWidth != width {
      if measuredWidth != nil {
        host.updateStack(at: t) { stack in
          stack.invalidateAllSizes()
          return nil
        }
      }
      cardLayouts.removeAll()
      aheadLayouts.removeAll()
      measuredWidth = width
    }
    let rows = self.rows
    let cards = self.cards
    let spacer = spacerHeight
    var cache = cardLayouts
    var ahead = aheadLayouts
    cardLayouts = [:]
    aheadLayouts = [:]
    let pass = host.layout(at: t) { index in
      switch rows.row(at: index) {
      case .spacer: return spacer
      case .pageHeader: return FeedList.pageHeaderHeight
      case .footer: return FeedList.footerHeight
      case .article(let id):
        let card = ahead.removeValue(forKey: id) ?? cards.layout(id, rowWidth: width)
        cache[id] = card
        return card.height
      }
    }
    let visible = host.stack.visibleItems
    for item in visible where item.id >= 0 && cache[item.id] == nil {
      cache[item.id] = ahead.removeValue(forKey: item.id) ?? cards.layout(item.id, rowWidth: width)
    }
    aheadLayouts = ahead
    if cache.count > 2 * visible.count + 16 {
      var kept: [Int: ArticleCardLayout] = [:]
      for item in visible where item.id >= 0 { kept[item.id] = cache[item.id] }
      cache = kept
    }
    cardLayouts = cache
    rest.update(host.view.phase)
    return pass
  }

  /// Idle work: when the first article row past either end of the laid-out ones has no
  /// wrapped card yet, wraps the cards of up to `limit` article rows past the ends (after the
  /// last, then before the first), so the frames that lay them out only read them. The same
  /// wrapping as `layout` does then, at the same width: sizes and pixels do not change.
  ///
  /// Cards are wrapped in batches, not one a frame: every frame in a window starts after a
  /// 16 ms sleep with cold caches, so the first card of a batch pays for warming them and the
  /// others run warm. (With the text batches of `FrameRunner.prefetch`, the feed's idle work
  /// went from 0.116-0.130 to 0.090-0.099 ms a frame in the real window.)
  /// - Parameters:
  ///   - rowsEachWay: how many rows past each end of the laid-out ones to look at.
  ///   - limit: the most cards wrapped in one call.
  mutating func layoutAhead(rowsEachWay: Int = 4, limit: Int = 4) {
    guard let width = measuredWidth, let first = host.stack.visibleItems.first?.index,
      let last = host.stack.visibleItems.last?.index
    else { return }
    let count = rows.rowCount
    guard
      firstArticleNeedsWrap(from: last + 1, step: 1, within: rowsEachWay)
        || firstArticleNeedsWrap(from: first - 1, step: -1, within: rowsEachWay)
    else { return }
    var wrapped = 0
    for index in (last + 1)..<max(last + 1, min(count, last + 1 + rowsEachWay))
    where wrapped < limit {
      if wrapAhead(index, width: width) { wrapped += 1 }
    }
    for index in stride(from: first - 1, through: max(0, first - rowsEachWay), by: -1)
    where wrapped < limit {
      if wrapAhead(index, width: width) { wrapped += 1 }
    }
    // Bounded: rows scrolled past without being laid out leave theirs behind.
    if aheadLayouts.count > 4 * rowsEachWay + 8 { aheadLayouts.removeAll() }
  }

  /// Whether the first article row from `start` on (stepping by `step`, past page headers and
  /// other rows, at most `within` rows) needs its card wrapped.
  private func firstArticleNeedsWrap(from start: Int, step: Int, within: Int) -> Bool {
    var index = start
    for _ in 0..<max(0, within) {
      guard index >= 0, index < rows.rowCount else { return false }
      if case .article = rows.row(at: index) { return needsWrap(index) }
      index += step
    }
    return false
  }

  /// Whether row `index` is an article whose card is neither laid out nor wrapped ahead.
  private func needsWrap(_ index: Int) -> Bool {
    guard case .article(let id) = rows.row(at: index) else { return false }
    return cardLayouts[id] == nil && aheadLayouts[id] == nil
  }

  /// Wraps the card of row `index` into `aheadLayouts` at `width` when it is an article with
  /// no wrapped card yet; returns whether it wrapped one.
  private mutating func wrapAhead(_ index: Int, width: Double) -> Bool {
    guard needsWrap(index), case .article(let id) = rows.row(at: index) else { return false }
    aheadLayouts[id] = cards.layout(id, rowWidth: width)
    return true
  }

  /// The wrapped card of article `id`, if it was laid out recently.
  func cardLayout(_ id: Int) -> ArticleCardLayout? { cardLayouts[id] }

  /// The window rectangle of `row` when it is laid out this frame.
  func windowFrame(of row: FeedRow) -> Rect? {
    let id = row.id
    guard let item = host.stack.visibleItems.first(where: { $0.id == id }) else { return nil }
    return host.windowRect(item.frame)
  }

  /// Draws the list as the host's scroll layer over the theme's background: `content` first
  /// (things that scroll with the rows, drawn at `host.layerRect` positions), then the
  /// laid-out rows that intersect the scroll view or lie within `DrawAhead.points` of it
  /// (their text is rendered ahead, after present): article cards itself, the other rows
  /// through `drawRow` (row, rectangle in the layer). `opacity` fades rows in (1: opaque).
  func draw(
    into list: inout DisplayList, theme: Theme, opacity: (FeedRow) -> Double = { _ in 1 },
    content: (inout DisplayList) -> Void = { _ in },
    drawRow: (FeedRow, Rect, inout DisplayList) -> Void
  ) {
    let frame = host.frame
    let width = frame.width
    host.drawLayer(into: &list, background: theme.background) { list in
      content(&list)
      for item in host.stack.visibleItems {
        let shown = host.windowRect(item.frame)
        let ahead = DrawAhead.points
        guard shown.maxY > frame.minY - ahead, shown.minY < frame.maxY + ahead else { continue }
        let rect = host.layerRect(item.frame)
        let row = FeedRow(id: item.id)
        list.withOpacity(opacity(row)) { l in
          if case .article(let id) = row {
            let card = cardLayouts[id] ?? cards.layout(id, rowWidth: width)
            cards.draw(card, in: rect, theme: theme, into: &l)
          } else {
            drawRow(row, rect, &l)
          }
        }
      }
    }
  }
}
