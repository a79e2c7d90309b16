import ScrollCore

/// The article's Bool observer `contentOffset.y + contentInsets.top > 200` as a part of the
/// feed: its transform runs on every geometry change, its action only when the value flips,
/// and each flip is logged. Events: "past-200" (value, points scrolled).
final class PastTwoHundredPart: ScenePart {
  /// Where the value flips, points scrolled (`contentOffset.y + contentInsets.top`).
  static let threshold = 200.0
  /// The last value delivered (false before the first flip).
  private(set) var value = false
  /// The id of the observer on the list.
  let observer: GeometryObserverRegistry<FeedObserved>.ObserverID
  private var log: SceneEventLog
  let name = "past 200"

  /// Registers the observer on `list`.
  /// - Parameters:
  ///   - list: the feed observed.
  ///   - sceneName: stamped on the events.
  init(list: inout FeedList, sceneName: String) {
    log = SceneEventLog(scene: sceneName)
    observer = list.host.controller.observers.onScrollGeometryChange(
      for: Bool.self, name: "past-200",
      of: { g in g.contentOffset.y + g.contentInsets.top > PastTwoHundredPart.threshold },
      action: { _, new, state in state.pastTwoHundred = new })
  }

  /// Keeps and logs a flip.
  /// - Parameters:
  ///   - list: the feed.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout FeedList, signals: FeedObserved, at t: Double) {
    guard let past = signals.pastTwoHundred else { return }
    value = past
    log.emit(
      "past-200", at: t,
      [("value", .bool(past)), ("scrolled", .number(list.geometry.pointsScrolled.y))])
  }

  /// Returns and clears the part's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// The value and the observer's counts.
  /// - Parameter list: the feed.
  func hudLines(in list: FeedList) -> [String] {
    let counts = list.observerCounts(of: observer)
    return [
      "past 200\t\(value) (offset+inset > 200)",
      "200 obs.\t\(counts.transforms) transforms · \(counts.actions) actions",
    ]
  }
}
