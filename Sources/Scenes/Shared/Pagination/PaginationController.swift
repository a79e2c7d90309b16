import Drawing
import ScrollCore

/// Connects a `PagedFeed` to the `FeedList` that shows it, and fires its rules:
/// - fill: the content is shorter than the viewport (on start and after a short page);
/// - sentinel: the footer row (the spinner) becomes at least `sentinelThreshold` visible.
///   Its visibility is latched: a visible footer does not fire again until it is hidden, or
///   until a page is appended (the tracker is reset, so a footer still in view after a short
///   page fires once more). The footer is the last row and the offset is clamped to the
///   content, so no fling can pass over it without showing it: a swept check adds nothing.
/// - near-bottom: a Bool geometry observer (`visibleRect.maxY > contentHeight - 500`) that
///   fires only on its false -> true edge.
/// When several fire in one frame the order is fill, sentinel, near-bottom; the feed's own
/// guards (at most `maxPendingPages` pages pending, none while a page is failed, none past
/// the last page) decide whether the request starts. With the default `isLoading` guard (one
/// pending page) a rule that fires while a page loads is turned down; with several allowed
/// (G) it prefetches the next one. The feed hands pages out in page order however their answers
/// arrive; they are appended in the timer stage, before layout, and fade in over 0.3 s.
///
/// Events (besides the feed's): "near-bottom" (accepted) for every false -> true edge.
struct PaginationController {
  /// Seconds a new page takes to fade in.
  static let fadeDuration = 0.3

  /// The pagination state and the pretend network.
  private(set) var feed: PagedFeed
  /// The footer's visibility at the configured threshold.
  private(set) var sentinel: ScrollVisibilityTracker
  /// Near-bottom false -> true edges seen.
  private(set) var nearBottomEdges = 0
  private var sentinelItems: [LaidOutItem] = []
  private var log: SceneEventLog
  /// The near-bottom rule's distance the observer reads, points (nil: no rule).
  private let nearBottomDistance: TunedValue<Double?>
  /// Draws the page headers and the footer.
  let rows: PagedFeedRows

  /// Creates a controller for a new feed.
  init(sceneName: String, configuration: PagedFeedConfiguration, measurer: any TextMeasurer) {
    feed = PagedFeed(sceneName: sceneName, configuration: configuration)
    log = SceneEventLog(scene: sceneName)
    sentinel = ScrollVisibilityTracker(threshold: configuration.sentinelThreshold)
    rows = PagedFeedRows(measurer: measurer)
    nearBottomDistance = TunedValue(configuration.nearBottomDistance)
  }

  /// Takes tuned page numbers (see `PagedFeed.retune`): the next request uses the new page
  /// size, latency and failure rate; the sentinel and the near-bottom observer use the new
  /// threshold and distance from their next run.
  /// - Parameters:
  ///   - tuned: the configuration the settings give.
  ///   - pendingLimit: whether to take its pending limit too.
  mutating func retune(_ tuned: PagedFeedConfiguration, pendingLimit: Bool) {
    feed.retune(tuned, pendingLimit: pendingLimit)
    sentinel.setThreshold(tuned.sentinelThreshold)
    if nearBottomDistance.value != nil, let d = tuned.nearBottomDistance {
      nearBottomDistance.set(d)
    }
  }

  /// Registers the near-bottom Bool observer (when the configuration has the rule): its
  /// false -> true deliveries set `FeedObserved.nearBottomEdge`.
  func registerNearBottom(in registry: inout GeometryObserverRegistry<FeedObserved>) {
    guard nearBottomDistance.value != nil else { return }
    registry.onScrollGeometryChange(for: Bool.self, name: "near-bottom") { [nearBottomDistance] g in
      g.visibleRect.maxY > g.contentSize.height - (nearBottomDistance.value ?? 0)
    } action: { old, new, signals in
      if !old && new { signals.nearBottomEdge = true }
    }
  }

  /// Timer stage: appends the pages the feed hands out at `t` to `list`, in page order (a
  /// page that arrived early is appended with the one that unblocked it).
  mutating func advance(list: inout FeedList, at t: Double) {
    for page in feed.poll(at: t) {
      list.appendPage(articles: page.articles, at: t)
      sentinel.reset()
    }
  }

  /// Observation stage, after layout and the registry pass: fires the rules.
  /// - Parameters:
  ///   - list: the feed's list.
  ///   - signals: what the observers delivered this pass.
  ///   - t: the session time, seconds.
  ///   - visibilityRules: false leaves only the fill rule (the scene asks by another rule).
  ///   - sentinelRule: false turns the sentinel rule off alone (near-bottom and fill stay).
  mutating func observe(
    list: FeedList, signals: FeedObserved, at t: Double, visibilityRules: Bool = true,
    sentinelRule: Bool = true
  ) {
    let geometry = list.geometry
    sentinelItems.removeAll(keepingCapacity: true)
    for item in list.host.stack.visibleItems where item.id == FeedRow.footer.id {
      sentinelItems.append(item)
    }
    let changes = sentinel.update(items: sentinelItems, viewport: geometry.visibleRect)
    let sentinelAppeared = changes.contains { $0.isVisible }
    let viewport = geometry.containerSize.height
    let short = viewport > 0 && list.host.stack.contentLength < viewport
    var trigger: PageTrigger?
    if short {
      trigger = .fill
    } else if !visibilityRules {
      trigger = nil
    } else if sentinelRule && sentinelAppeared {
      trigger = .sentinel
    } else if signals.nearBottomEdge {
      trigger = .nearBottom
    }
    let started = trigger.map { feed.request($0, at: t) } ?? false
    if signals.nearBottomEdge {
      nearBottomEdges += 1
      log.append(
        SceneEvent(
          time: t, scene: feed.sceneName, name: "near-bottom",
          fields: [
            ("accepted", .bool(started && trigger == .nearBottom)),
            ("visibleMaxY", .number(geometry.visibleRect.maxY)),
            ("contentHeight", .number(geometry.contentSize.height)),
          ]))
    }
  }

  /// Flips between the `isLoading` guard (one page request at a time) and several pages in
  /// flight (`PagedFeedConfiguration.severalInFlight`), and reports it as a "loading-guard"
  /// event.
  /// - Parameter t: the scene time of the switch.
  mutating func toggleLoadingGuard(at t: Double) {
    let on = !feed.isLoadingGuardOn
    feed.setMaxPendingPages(on ? 1 : PagedFeedConfiguration.severalInFlight)
    log.append(
      SceneEvent(
        time: t, scene: feed.sceneName, name: "loading-guard",
        fields: [("on", .bool(on)), ("maxInFlight", .number(Double(feed.maxPendingPages)))]))
  }

  /// Retries a failed page at `t`; false when nothing failed.
  @discardableResult
  mutating func retry(at t: Double) -> Bool { feed.retry(at: t) }

  /// The article's `FeedScrollState` action asking for the next page, behind its guards:
  /// nothing while a page is loading (`isLoading`) or when no page is left
  /// (`hasMorePages`); otherwise the feed's own request (which may still refuse: a failed
  /// page waits for its retry). Returns true when a request started.
  /// - Parameter t: the session time, seconds.
  mutating func requestFromScrollState(at t: Double) -> Bool {
    guard !feed.isLoading, feed.hasMorePages else { return false }
    return feed.request(.scrollState, at: t)
  }

  /// The retry card's window rectangle when a page failed and the footer is laid out.
  func retryFrame(in list: FeedList) -> Rect? {
    guard feed.isFailed, let row = list.windowFrame(of: .footer) else { return nil }
    return PagedFeedRows.retryCard(in: row)
  }

  /// True while a request is in flight or a page fades in.
  func needsFrame(at t: Double) -> Bool {
    if feed.isLoading { return true }
    guard let last = feed.pages.last else { return false }
    return t < last.loadedAt + PaginationController.fadeDuration
  }

  /// The fade-in opacity of `row` at `t` (rows of a page that just arrived start clear).
  func opacity(of row: FeedRow, in map: PagedRowMap, at t: Double) -> Double {
    let page: Int?
    switch row {
    case .article(let id): page = map.page(ofArticle: id)
    case .pageHeader(let p): page = p
    case .spacer, .footer: page = nil
    }
    guard let p = page, p >= 1, p <= feed.pages.count else { return 1 }
    let u = (t - feed.pages[p - 1].loadedAt) / PaginationController.fadeDuration
    return u >= 1 ? 1 : OverlayTransition.easeOut(max(0, u))
  }

  /// Draws a page header or the footer.
  func draw(_ row: FeedRow, in rect: Rect, theme: Theme, at t: Double, into list: inout DisplayList)
  {
    switch row {
    case .pageHeader(let p):
      rows.drawPageHeader(
        p <= feed.pages.count ? feed.pages[p - 1] : nil, number: p,
        of: feed.configuration.pageCount, in: rect, theme: theme, into: &list)
    case .footer:
      rows.drawFooter(feed, in: rect, theme: theme, at: t, into: &list)
    case .spacer, .article:
      break
    }
  }

  /// Returns and clears the controller's and the feed's events, in time order.
  mutating func takeEvents() -> [SceneEvent] {
    SceneEvent.inTimeOrder(feed.takeEvents(), log.take())
  }
}
