import ScrollCore

/// A list whose rows are a window on a longer timeline with consecutive ids: older rows are
/// prepended above (`HistoryPart`), newer ones arrive at the bottom (`TimedArrivalsPart`,
/// followed by `FollowBottomPart`), and the rows in memory may be bounded (the oldest
/// dropped, arrivals past the bound withheld until the view nears the bottom). The parts
/// over it log their events in the list's `log`, so the conversation's events keep the order
/// in which they happened.
protocol TimelineList: PartList {
  /// The events the list and its parts report, in the order they happened.
  var log: SceneEventLog { get set }
  /// True once the list was laid out in a frame with room (the first placement is done).
  var isPlaced: Bool { get }
  /// The id of the first (oldest) row kept.
  var oldestID: Int { get }
  /// The id of the newest row that arrived (it may be withheld).
  var newestID: Int { get }
  /// The id of the last row in the stack.
  var lastRowID: Int { get }
  /// Arrived rows not in the stack yet (newer than its last row).
  var withheldCount: Int { get }
  /// Rows dropped from memory (the oldest, past the bound); pages older than them are not
  /// loaded any more.
  var droppedCount: Int { get }
  /// True while an older page is on its way: the oldest rows are not dropped meanwhile.
  var olderPageInFlight: Bool { get set }
  /// Prepends `count` older rows above the oldest, measured at once, keeping the rows on
  /// screen still.
  /// - Parameters:
  ///   - count: rows in the page.
  ///   - t: the session time, seconds.
  mutating func prependOlder(count: Int, at t: Double)
  /// A new row arrived: appended at the bottom, or withheld past the bound.
  /// - Parameter t: the session time, seconds.
  mutating func appendNewest(at t: Double)
  /// Makes the newest row the stack's last (rebuilding the stack from the newest rows when
  /// some are withheld) before a scroll to it.
  /// - Parameter t: the session time, seconds.
  mutating func showNewest(at t: Double)
}
