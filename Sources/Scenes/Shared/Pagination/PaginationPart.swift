import Drawing
import ScrollCore

/// Pagination as a scene part over a `FeedList`: pages arrive in the timer stage, the rules
/// fire after the observers (`PaginationController`), new rows fade in, the footer (the
/// spinner or the retry card) and the page headers are drawn by the part. R or a click on
/// the retry card retries a failed page; G flips the `isLoading` guard.
@dynamicMemberLookup
final class PaginationPart: ScenePart {
  /// The pagination state, rules and pretend network.
  private(set) var pagination: PaginationController
  let name = "pagination"
  /// False leaves only the fill rule (the scene asks for pages by another rule).
  var visibilityRules = true
  /// False turns the sentinel rule off alone (a scene file's `trigger = "near-bottom"`).
  var sentinelRule = true

  /// Reads the PaginationController's members through the part (`part.feed`).
  /// - Parameter member: the member's key path.
  subscript<Value>(dynamicMember member: KeyPath<PaginationController, Value>) -> Value {
    pagination[keyPath: member]
  }

  /// Creates the feed's pagination and registers its near-bottom observer on `list` (when
  /// the configuration has that rule).
  /// - Parameters:
  ///   - list: the feed's list.
  ///   - sceneName: stamped on the events.
  ///   - configuration: page sizes, latency, failures and rules.
  ///   - measurer: measures the footer's and page headers' text.
  init(
    list: inout FeedList, sceneName: String, configuration: PagedFeedConfiguration,
    measurer: any TextMeasurer
  ) {
    pagination = PaginationController(
      sceneName: sceneName, configuration: configuration, measurer: measurer)
    pagination.registerNearBottom(in: &list.host.controller.observers)
  }

  /// Takes tuned page numbers (see `PaginationController.retune`).
  /// - Parameters:
  ///   - tuned: the configuration the settings give.
  ///   - pendingLimit: whether to take its pending limit too.
  func retune(_ tuned: PagedFeedConfiguration, pendingLimit: Bool) {
    pagination.retune(tuned, pendingLimit: pendingLimit)
  }

  /// The article's `FeedScrollState` action asking for the next page, behind its guards
  /// (see `PaginationController.requestFromScrollState`); true when a request started.
  /// - Parameter t: the session time, seconds.
  func requestFromScrollState(at t: Double) -> Bool { pagination.requestFromScrollState(at: t) }

  /// The retry card's window rectangle when a page failed and the footer is laid out.
  /// - Parameter list: the feed's list.
  func retryFrame(in list: FeedList) -> Rect? { pagination.retryFrame(in: list) }

  /// R or a click on the retry card retries; G flips the loading guard.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  ///   - list: the feed's list.
  func perform(_ action: InputAction, at t: Double, list: inout FeedList) -> Bool {
    if case .click(let p) = action {
      if pagination.retryFrame(in: list)?.contains(p) == true { pagination.retry(at: t) }
    } else if action.isLetter("r") {
      pagination.retry(at: t)
    } else if action.isLetter("g") {
      pagination.toggleLoadingGuard(at: t)
    } else {
      return false
    }
    return true
  }

  /// Appends the pages that arrived by `t`.
  /// - Parameters:
  ///   - list: the feed's list.
  ///   - t: the session time, seconds.
  func advance(list: inout FeedList, at t: Double) { pagination.advance(list: &list, at: t) }

  /// Fires the rules on this frame's deliveries.
  /// - Parameters:
  ///   - list: the feed's list.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout FeedList, signals: FeedObserved, at t: Double) {
    pagination.observe(
      list: list, signals: signals, at: t, visibilityRules: visibilityRules,
      sentinelRule: sentinelRule)
  }

  /// The fade-in of a new page's rows.
  /// - Parameters:
  ///   - row: a laid-out row.
  ///   - list: the feed's list.
  ///   - t: the session time, seconds.
  func opacity(of row: FeedRow, in list: FeedList, at t: Double) -> Double {
    pagination.opacity(of: row, in: list.rows, at: t)
  }

  /// Draws the page headers and the footer.
  /// - Parameters:
  ///   - row: the row.
  ///   - rect: its rectangle in the scroll layer.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  ///   - list: the display list.
  func drawRow(
    _ row: FeedRow, in rect: Rect, theme: Theme, at t: Double, into list: inout DisplayList
  ) -> Bool {
    pagination.draw(row, in: rect, theme: theme, at: t, into: &list)
    return true
  }

  /// True while a request is in flight or a page fades in.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool { pagination.needsFrame(at: t) }

  /// Returns and clears the pagination's events.
  func takeEvents() -> [SceneEvent] { pagination.takeEvents() }

  /// The feed's lines ("pages 3/40").
  var hudLines: [String] { pagination.feed.hudLines }
}
