import Drawing
import ScrollCore

/// Scene 3, "infinite": an endless-looking feed loaded page by page (a short first page,
/// then pages of 20, 50 in all) from a pretend network with seeded latency (0.3-1.2 s) and
/// failures (15 %), one page request at a time by default (the `isLoading` guard); G switches
/// to up to three pages in flight, where pages that arrive early wait for the earlier ones
/// and a failed page holds back the later ones until it is retried. Two rules
/// ask for the next page, and each page header names the one that did: the spinner row at
/// the end crossing visibility 0.1 (sentinel) and the visible rect coming within 500 pt of
/// the end (near-bottom, on its false -> true edge only); the fill rule keeps loading while
/// the content is shorter than the viewport. A failed page shows a retry row; the last page
/// is followed by an end-of-feed row.
///
/// Keys and clicks: R or a click on the retry row retries, T scrolls to the top, G flips the
/// `isLoading` guard (one in flight) and several in flight.
/// Events: "page-requested", "page-buffered", "page-loaded", "page-failed", "page-retry",
/// "feed-end", "near-bottom", "scroll-to-top", "loading-guard", plus the scroll view's
/// "phase" events.
final class InfiniteFeedScene: Scene {
  typealias Observed = FeedObserved
  static var mainHost: MainHostPath { \.list.host }
  var base: SceneBase
  let helpLine =
    "Scroll to load pages  ·  R or click the red row to retry  ·  G isLoading guard on/off  ·  T top"

  /// The page headers, articles and footer.
  var list: FeedList
  /// Pagination state, rules and the pretend network.
  private(set) var pagination: PaginationController
  private let measurer: any TextMeasurer
  /// The title's caption: the page rules with their numbers.
  private var caption: String
  /// The page numbers the settings gave last (nil: a configuration passed to `init`, which
  /// the settings do not change).
  private var tuned: PagedFeedConfiguration?

  /// Creates the scene; `configuration` defaults to the standard feed seeded from the
  /// environment (the environment's item count is ignored: the feed has its own pages).
  init(
    environment: SceneEnvironment, entry: SceneCatalog.Entry,
    configuration: PagedFeedConfiguration? = nil
  ) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    let config =
      configuration ?? PagedFeedConfiguration(tuning: environment.tuning, seed: environment.seed)
    tuned = configuration == nil ? config : nil
    caption = InfiniteFeedScene.caption(config)
    list = FeedList(
      scene: entry.name, rows: PagedRowMap(spacer: false, pageHeaders: true, footer: true),
      articles: nil,
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: EdgeInsets(top: FeedDrawing.titleBlockHeight, bottom: 16))
    pagination = PaginationController(
      sceneName: entry.name, configuration: config, measurer: measurer)
    pagination.registerNearBottom(in: &list.host.controller.observers)
  }

  /// The title's caption for `config`.
  /// - Parameter config: the feed's numbers.
  private static func caption(_ config: PagedFeedConfiguration) -> String {
    "Pages load at the spinner (visibility \(PhysicsTuning.format(config.sentinelThreshold)))"
      + " or \(PhysicsTuning.format(config.nearBottomDistance ?? 0)) pt before the end"
  }

  /// Takes the tuned page numbers (`infinite.*`) in place: the next page request uses the
  /// new page size, latency and failure rate, the rules their new threshold and distance from
  /// their next run; pages already asked for keep theirs, and the pending limit changes only
  /// when its own setting did (a limit picked with G stays otherwise). The scroll position
  /// and motion go on.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    guard let old = tuned else { return }
    let new = PagedFeedConfiguration(tuning: tuning, seed: old.seed)
    guard new != old else { return }
    pagination.retune(new, pendingLimit: new.maxPendingPages != old.maxPendingPages)
    tuned = new
    caption = InfiniteFeedScene.caption(new)
  }

  func perform(_ action: InputAction, at t: Double) -> Bool {
    if case .click(let p) = action {
      if pagination.retryFrame(in: list)?.contains(p) == true { pagination.retry(at: t) }
    } else if action.isLetter("r") {
      pagination.retry(at: t)
    } else if action.isLetter("g") {
      pagination.toggleLoadingGuard(at: t)
    } else if action.isLetter("t") {
      base.log.append(list.scrollToTop(scene: name, via: "key", at: t))
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
    let result = list.host.controller.observe()
    base.stats.observerTransforms = result.transformsRun
    base.stats.observerDeliveries = result.deliveries
    pagination.observe(list: list, signals: list.host.controller.state, at: t)
    list.host.controller.state.clear()
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let frame = self.list.host.frame
    list.fill(frame, theme.background)
    list.clipped(to: frame) { l in
      let map = self.list.rows
      self.list.draw(
        into: &l, theme: theme, opacity: { pagination.opacity(of: $0, in: map, at: t) },
        content: { l in
          FeedDrawing.contentTitle(
            "Latest",
            caption: caption,
            host: self.list.host, theme: theme, measurer: measurer, into: &l)
        }
      ) { row, rect, l in
        pagination.draw(row, in: rect, theme: theme, at: t, into: &l)
      }
      self.list.host.drawScrollbar(into: &l, theme: theme, at: t)
    }
  }

  func needsFrame(at t: Double) -> Bool {
    list.host.needsFrame(at: t) || pagination.needsFrame(at: t)
  }

  /// The scroll view's, the pagination's and the scene's events, in time order.
  func takeEvents() -> [SceneEvent] {
    SceneEvent.inTimeOrder(list.host.takeEvents(), pagination.takeEvents(), base.log.take())
  }

  var hud: HUDSnapshot {
    list.host.hud(
      extra: pagination.feed.hudLines + ["near-bottom\t\(pagination.nearBottomEdges) edges"])
  }
}
