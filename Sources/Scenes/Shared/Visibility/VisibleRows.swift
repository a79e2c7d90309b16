import ScrollCore

/// Which rows a visibility part watches, by row id: every row, every n-th row (ids 0, n,
/// 2n…), or the rows with the ids given. Negative ids (a feed's spacer, footer and page
/// labels, a chat's older history) are rows only for `all`.
enum VisibleRows: Hashable, Sendable {
  /// Every row.
  case all
  /// Rows whose id is a non-negative multiple of the count (a count below 1 counts as 1).
  case every(Int)
  /// The rows with these ids (a scene file's `rows = [0, 3, 7]`).
  case ids(Set<Int>)

  /// Whether the part watches `item`.
  /// - Parameter item: a laid-out row.
  func contains(_ item: LaidOutItem) -> Bool { contains(id: item.id) }

  /// Whether the part watches the row with id `id`.
  /// - Parameter id: a row's id.
  func contains(id: Int) -> Bool {
    switch self {
    case .all: return true
    case .every(let n): return id >= 0 && id % max(1, n) == 0
    case .ids(let ids): return ids.contains(id)
    }
  }
}

/// What a visibility part reports (`VisibilityPart`).
enum VisibilityReport: Hashable, Sendable {
  /// `onScrollVisibilityChange`: an event when a watched row crosses the threshold either way
  /// (`shown` or `hidden`, with its id and visible fraction), and once when a row appears
  /// already past it.
  case crossings(shown: String, hidden: String)
  /// `onScrollTargetVisibilityChange`: an event (`event`, with the ids and their count) when
  /// the list of watched rows at least the threshold visible changes.
  case targets(event: String)

  /// Ids as "3, 4, 5" (or "none"), as the events and captions print them.
  /// - Parameter ids: the ids, in layout order.
  static func idList(_ ids: [Int]) -> String {
    ids.isEmpty ? "none" : ids.map(String.init).joined(separator: ", ")
  }
}
