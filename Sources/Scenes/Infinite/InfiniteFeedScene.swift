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
/// E swaps the two rules for a third, the article's `FeedScrollState` action: the struct
/// observer (away from the top past 160 pt, near the bottom within 500 pt) runs its action
/// only when a field flips, and the action asks for a page on `new.isNearBottom &&
/// !old.isNearBottom`, behind the `isLoading` and `hasMorePages` guards. O drops the
/// `!old.isNearBottom` check: a flip of the other field while near the bottom (scrolling
/// across 160 pt on short content) then asks again, the repeated requests the check prevents.
///
/// Keys and clicks: R or a click on the retry row retries, T scrolls to the top, G flips the
/// `isLoading` guard (one in flight) and several in flight, E the page rule, O the oldValue
/// check.
/// Events: "page-requested", "page-buffered", "page-loaded", "page-failed", "page-retry",
/// "feed-end", "near-bottom", "scroll-to-top", "loading-guard", "page-rule" (rule),
/// "old-value-check" (on), "scroll-state-action" (isNearBottom old and new, wants, accepted),
/// plus the scroll view's "phase" events.
///
/// Made of parts: the list and, in this order, `PaginationPart`, `InfiniteRules` (E, O, T
/// and the `FeedScrollState` rule) and `ContentTitlePart`; `PartsScene` routes every stage.
final class InfiniteFeedScene: PartsScene {
  var base: SceneBase
  let helpLine =
    "Scroll to load pages  ·  R or click the red row to retry  ·  G isLoading guard on/off  ·  T top"
    + "  ·  E FeedScrollState rule  ·  O oldValue check"

  /// The page headers, articles and footer.
  var list: FeedList
  /// Pagination state, rules and the pretend network.
  let pagination: PaginationPart
  /// The scene's keys and its `FeedScrollState` rule.
  let rules: InfiniteRules
  /// "Latest" and the caption with the rules' numbers.
  let title: ContentTitlePart<FeedList>
  let parts: [any ScenePart<FeedList>]
  /// The configuration the settings gave (nil when the caller passed one: not tuned).
  private var tuned: PagedFeedConfiguration?

  /// Creates the scene; `configuration` defaults to the tuned `infinite.*` settings.
  init(
    environment: SceneEnvironment, entry: SceneCatalog.Entry,
    configuration: PagedFeedConfiguration? = nil
  ) {
    base = SceneBase(entry: entry)
    let measurer = environment.measurer
    let config =
      configuration ?? PagedFeedConfiguration(tuning: environment.tuning, seed: environment.seed)
    tuned = configuration == nil ? config : nil
    list = FeedList(
      scene: entry.name, rows: PagedRowMap(spacer: false, pageHeaders: true, footer: true),
      articles: nil,
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: SCEdgeInsets(top: FeedDrawing.titleBlockHeight, bottom: 16))
    pagination = PaginationPart(
      list: &list, sceneName: entry.name, configuration: config, measurer: measurer)
    rules = InfiniteRules(sceneName: entry.name, pagination: pagination)
    title = ContentTitlePart(
      title: "Latest", caption: InfiniteFeedScene.caption(config), measurer: measurer)
    parts = [pagination, rules, title]
  }

  /// The caption under the title: the two rules' numbers.
  /// - Parameter config: the feed's configuration.
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
    title.caption = InfiniteFeedScene.caption(new)
  }
}
