/// One row of the sandbox's article feeds, as encoded in the lazy stack's `Int` ids.
///
/// Articles keep their own ids (0 and up), so a million-article feed is one run of
/// consecutive ids; the few other rows take small negative ids: -1 the footer, -2 the
/// spacer, -(p + 2) the header of page p.
enum FeedRow: Hashable, Sendable {
  /// The empty row at the top of the content under a collapsing header (or a title row).
  case spacer
  /// The article with this id.
  case article(Int)
  /// The label row above loaded page `page` (1-based).
  case pageHeader(Int)
  /// The last row of a paged feed: the spinner sentinel, the retry row or the end row.
  case footer

  /// The stack id of the row.
  var id: Int {
    switch self {
    case .article(let id): return id
    case .footer: return -1
    case .spacer: return -2
    case .pageHeader(let page): return -(page + 2)
    }
  }

  /// Decodes a stack id.
  init(id: Int) {
    switch id {
    case 0...: self = .article(id)
    case -1: self = .footer
    case -2: self = .spacer
    default: self = .pageHeader(-id - 2)
    }
  }
}
