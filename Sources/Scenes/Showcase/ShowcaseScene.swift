import Drawing
import ScrollCore

/// Scene 0, "showcase" (the default): one feed with the three overlays working together,
/// built from the parts in Shared that scenes 1-3 show one at a time: the collapsing header
/// (probe, fixed preference key, spacer sampled at rest), the Top pill (Bool geometry
/// observer past 240 pt by default) and
/// visibility-triggered pagination (the spinner row at the end loads the next page when it
/// crosses visibility 0.1; the fill rule loads the first page).
///
/// Keys and clicks: the Top pill or T scrolls to the top; R or a click on the red row
/// retries a failed page; G flips the `isLoading` guard (one page request at a time, the
/// default) and several pages in flight. Events: the header's, the button's and the
/// pagination's (`CollapsingHeader`, `BackToTopButton`, `PaginationController`), plus "phase"
/// events.
final class ShowcaseScene: Scene {
  /// The showcase's feed: short pages so the spinner shows up within a few wheel ticks.
  static func configuration(seed: UInt64) -> PagedFeedConfiguration {
    PagedFeedConfiguration(
      pageSize: 6, firstPageSize: 6, pageCount: 40, latency: 0.3...1.2, failureRate: 0.1,
      seed: seed, sentinelThreshold: 0.1, nearBottomDistance: nil)
  }

  typealias Observed = FeedObserved
  static var mainHost: MainHostPath { \.list.host }
  var base: SceneBase
  /// The keys and the (tuned) Top threshold (read every frame: built when it changes).
  private(set) var helpLine = ""

  /// The help line for the Top threshold `top`.
  /// - Parameter top: points scrolled past which the pill shows.
  private static func helpLine(top: Double) -> String {
    "Header collapses, Top past \(shortNumber(top)) pt, "
      + "the spinner loads pages  ·  T top  ·  R retry  ·  G guard"
  }

  /// Spacer, articles and footer.
  var list: FeedList
  /// The overlay header.
  private(set) var header: CollapsingHeader
  /// The Top pill.
  private(set) var button = BackToTopButton()
  /// Pagination state, rules and the pretend network.
  private(set) var pagination: PaginationController
  private var feedbackLoops = 0
  private let measurer: any TextMeasurer
  /// The Top threshold the pill's observer reads, points.
  private let topThreshold: TunedValue<Double>

  /// Creates the scene; `configuration` defaults to `ShowcaseScene.configuration(seed:)`.
  init(
    environment: SceneEnvironment, entry: SceneCatalog.Entry,
    configuration: PagedFeedConfiguration? = nil
  ) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    header = CollapsingHeader(
      sceneName: entry.name, title: "Showcase",
      metrics: HeaderMetrics(tuning: environment.tuning),
      subtitle: "A collapsing header, a Top button and pages loaded at the spinner")
    list = FeedList(
      scene: entry.name, rows: PagedRowMap(spacer: true, pageHeaders: false, footer: true),
      articles: nil, spacerHeight: ExpandedHeightSampler.initialSpacerHeight(header.metrics),
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: EdgeInsets(top: 0, bottom: 16))
    pagination = PaginationController(
      sceneName: entry.name,
      configuration: configuration ?? ShowcaseScene.configuration(seed: environment.seed),
      measurer: measurer)
    topThreshold = TunedValue(environment.tuning["feed.top-threshold"])
    BackToTopButton.register(in: &list.host.controller.observers, threshold: topThreshold)
    pagination.registerNearBottom(in: &list.host.controller.observers)
    helpLine = ShowcaseScene.helpLine(top: topThreshold.value)
  }

  /// Takes the tuned Top threshold (from the observer's next run) and header sizes (at once:
  /// the spacer follows the new expanded height, keeping the row at the top of the view
  /// still) in place; the scroll position and a running motion go on.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    topThreshold.set(tuning["feed.top-threshold"])
    helpLine = ShowcaseScene.helpLine(top: topThreshold.value)
    let metrics = HeaderMetrics(tuning: tuning)
    guard metrics != header.metrics else { return }
    list.setSpacerHeight(header.setMetrics(metrics), at: t)
  }

  func handle(_ event: InputEvent) -> Bool {
    button.intercept(event, list: &list, measurer: measurer, log: &base.log)
      || routeToMainHost(event)
  }

  func perform(_ action: InputAction, at t: Double) -> Bool {
    if button.perform(action, at: t, list: &list, measurer: measurer, log: &base.log) {
      return true
    }
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

  func advance(to t: Double) {
    list.host.advance(to: t)
    pagination.advance(list: &list, at: t)
  }

  func layout(at t: Double) { base.stats = list.layoutStats(at: t) }

  func prefetch(at t: Double) { list.layoutAhead() }

  func observe(at t: Double) {
    let outcome = RelayoutLoop(maxPasses: 3).run { pass in
      if pass > 0 {
        list.layout(at: t)
        base.stats.relayouts += 1
      }
      var result = list.host.controller.observe()
      base.stats.observerTransforms += result.transformsRun
      if let height = header.observe(geometry: list.geometry, frame: list.host.frame, at: t) {
        result.deliveries += 1
        if list.setSpacerHeight(height, at: t) { result.layoutChanged = true }
      }
      return result
    }
    base.stats.observerDeliveries = outcome.deliveries
    if !outcome.converged { feedbackLoops += 1 }
    button.apply(list.host.controller.state.topButtonVisible, list: list, at: t, log: &base.log)
    pagination.observe(list: list, signals: list.host.controller.state, at: t)
    list.host.controller.state.clear()
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let frame = self.list.host.frame
    list.fill(frame, theme.background)
    list.clipped(to: frame) { l in
      let map = self.list.rows
      self.list.draw(
        into: &l, theme: theme, opacity: { pagination.opacity(of: $0, in: map, at: t) }
      ) { row, rect, l in
        pagination.draw(row, in: rect, theme: theme, at: t, into: &l)
      }
      header.draw(into: &l, area: frame, theme: theme, measurer: measurer)
      button.draw(into: &l, area: frame, theme: theme, measurer: measurer, at: t)
      self.list.host.drawScrollbar(into: &l, theme: theme, at: t)
    }
  }

  func needsFrame(at t: Double) -> Bool {
    list.host.needsFrame(at: t) || button.isAnimating(at: t) || pagination.needsFrame(at: t)
  }

  /// The scroll view's, the header's, the scene's and the pagination's events, in time order.
  func takeEvents() -> [SceneEvent] {
    SceneEvent.inTimeOrder(
      list.host.takeEvents(), header.takeEvents(), base.log.take(), pagination.takeEvents())
  }

  var hud: HUDSnapshot {
    let s = header.state
    return list.host.hud(
      extra: [
        "header\t\(formatPoints(s.height)) pt  (progress \(formatPoints(s.progress, decimals: 2)))",
        "Top button\t\(button.isShown ? "shown" : "hidden")",
      ] + pagination.feed.hudLines,
      warnings: feedbackLoops > 0 ? ["feedback loop: header (\(feedbackLoops) frames)"] : [])
  }
}
