import ScrollCore

/// Which rows a visibility part watches: every row, or every n-th row counting from the
/// first (rows 0, n, 2n…, by their index in the list).
enum VisibleRows: Hashable, Sendable {
  /// Every row.
  case all
  /// Rows whose index is a multiple of the count (a count below 1 counts as 1).
  case every(Int)

  /// Whether the part watches `item`.
  /// - Parameter item: a laid-out row.
  func contains(_ item: LaidOutItem) -> Bool {
    switch self {
    case .all: return true
    case .every(let n): return item.index % max(1, n) == 0
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
