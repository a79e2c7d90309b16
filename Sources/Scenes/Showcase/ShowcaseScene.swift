import Drawing
import ScrollCore

/// Scene 0, "showcase" (the default): one feed with the three overlays working together,
/// built from the parts in Shared that scenes 1-3 show one at a time: the collapsing header
/// (probe, fixed preference key, spacer sampled at rest), the Top pill (Bool geometry
/// observer past 240 pt by default) and
/// visibility-triggered pagination (the spinner row at the end loads the next page when it
/// crosses visibility 0.1; the fill rule loads the first page).
///
/// Made of parts: the list and, in this order, `HeaderPart`, `TopButtonPart` and
/// `PaginationPart`; `PartsScene` routes every stage through them.
///
/// Keys and clicks: the Top pill or T scrolls to the top; R or a click on the red row
/// retries a failed page; G flips the `isLoading` guard (one page request at a time, the
/// default) and several pages in flight. Events: the header's, the button's and the
/// pagination's (`CollapsingHeader`, `BackToTopButton`, `PaginationController`), plus "phase"
/// events.
final class ShowcaseScene: PartsScene {
  /// The showcase's feed: short pages so the spinner shows up within a few wheel ticks.
  static func configuration(seed: UInt64) -> PagedFeedConfiguration {
    PagedFeedConfiguration(
      pageSize: 6, firstPageSize: 6, pageCount: 40, latency: 0.3...1.2, failureRate: 0.1,
      seed: seed, sentinelThreshold: 0.1, nearBottomDistance: nil)
  }

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
  let header: HeaderPart<FeedList>
  /// The Top pill.
  let button: TopButtonPart<FeedList>
  /// Pagination state, rules and the pretend network.
  let pagination: PaginationPart
  let parts: [any ScenePart<FeedList>]
  /// The parts' settings (the pagination's numbers are fixed: it has none).
  static var settings: [NumberSetting] {
    HeaderPart<FeedList>.settings + TopButtonPart<FeedList>.settings + PaginationPart.settings
  }

  /// Creates the scene; `configuration` defaults to `ShowcaseScene.configuration(seed:)`.
  init(
    environment: SceneEnvironment, entry: SceneCatalog.Entry,
    configuration: PagedFeedConfiguration? = nil
  ) {
    base = SceneBase(entry: entry)
    let measurer = environment.measurer
    header = HeaderPart(
      sceneName: entry.name, title: "Showcase",
      subtitle: "A collapsing header, a Top button and pages loaded at the spinner",
      tuning: environment.tuning, measurer: measurer)
    list = FeedList(
      scene: entry.name, rows: PagedRowMap(spacer: true, pageHeaders: false, footer: true),
      articles: nil, spacerHeight: header.initialSpacerHeight,
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: SCEdgeInsets(top: 0, bottom: 16))
    button = TopButtonPart(
      list: &list, sceneName: entry.name, tuning: environment.tuning, measurer: measurer)
    pagination = PaginationPart(
      list: &list, sceneName: entry.name,
      configuration: configuration ?? ShowcaseScene.configuration(seed: environment.seed),
      measurer: measurer)
    parts = [header, button, pagination]
    helpLine = ShowcaseScene.helpLine(top: button.threshold.value)
  }

  /// Takes the tuned Top threshold (from the observer's next run) and header sizes (at once:
  /// the spacer follows the new expanded height, keeping the row at the top of the view
  /// still) in place; the scroll position and a running motion go on.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    tuneParts(tuning, at: t)
    helpLine = ShowcaseScene.helpLine(top: button.threshold.value)
  }
}
