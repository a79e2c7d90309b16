/// The order of a feed's rows: an optional spacer, then each loaded page (an optional page
/// header followed by its articles), then an optional footer.
///
/// Maps a row index to its `FeedRow` without asking the lazy stack, so a layout pass's
/// measure callback can decode rows while the stack is being mutated. Stores two integers
/// per page, never per article: a single page of 1,000,000 articles costs nothing extra.
/// `row(at:)` is O(log pages).
struct PagedRowMap: Sendable {
  /// True when row 0 is the spacer.
  let hasSpacer: Bool
  /// True when every page starts with a page-header row.
  let hasPageHeaders: Bool
  /// True when the last row is the footer.
  let hasFooter: Bool
  /// Row index of each page's first row (its header, or its first article).
  private(set) var pageStarts: [Int] = []
  /// Id of each page's first article.
  private(set) var pageFirstArticle: [Int] = []
  /// Articles in all loaded pages.
  private(set) var articleCount = 0

  /// Creates an empty map (no pages yet).
  init(spacer: Bool, pageHeaders: Bool, footer: Bool) {
    hasSpacer = spacer
    hasPageHeaders = pageHeaders
    hasFooter = footer
  }

  /// Pages appended so far.
  var pageCount: Int { pageStarts.count }

  /// Rows before the first page.
  var leadingRows: Int { hasSpacer ? 1 : 0 }

  /// All rows.
  var rowCount: Int {
    leadingRows + articleCount + (hasPageHeaders ? pageCount : 0) + (hasFooter ? 1 : 0)
  }

  /// Index of the footer row, if there is one.
  var footerIndex: Int? { hasFooter ? rowCount - 1 : nil }

  /// The row at `index` (`0..<rowCount`). O(log pages).
  func row(at index: Int) -> FeedRow {
    if hasSpacer && index == 0 { return .spacer }
    if hasFooter && index == rowCount - 1 { return .footer }
    var lo = 0
    var hi = pageStarts.count - 1
    guard hi >= 0 else { return .footer }
    // The last page whose start is at or before `index`.
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if pageStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
    }
    let local = index - pageStarts[lo]
    if hasPageHeaders {
      return local == 0 ? .pageHeader(lo + 1) : .article(pageFirstArticle[lo] + local - 1)
    }
    return .article(pageFirstArticle[lo] + local)
  }

  /// Appends a page of `articles` articles; returns the row index where its rows go (before
  /// the footer) and how many rows it adds.
  @discardableResult
  mutating func appendPage(articles: Int) -> (at: Int, rows: Int) {
    let at = leadingRows + articleCount + (hasPageHeaders ? pageCount : 0)
    pageStarts.append(at)
    pageFirstArticle.append(articleCount)
    articleCount += max(0, articles)
    return (at, max(0, articles) + (hasPageHeaders ? 1 : 0))
  }
}

extension PagedRowMap {
  /// The 1-based page holding article `id`, or nil when no loaded page does. O(log pages).
  func page(ofArticle id: Int) -> Int? {
    guard id >= 0, id < articleCount, !pageFirstArticle.isEmpty else { return nil }
    var lo = 0
    var hi = pageFirstArticle.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if pageFirstArticle[mid] <= id { lo = mid } else { hi = mid - 1 }
    }
    return lo + 1
  }
}
