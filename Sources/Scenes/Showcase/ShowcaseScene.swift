import Drawing
import ScrollCore

/// Scene 0, "showcase" (the default): one feed with the three overlays working together,
/// built from the same parts as scenes 1-3: the collapsing header (probe, fixed preference
/// key, spacer sampled at rest), the Top pill (Bool geometry observer past 240 pt) and
/// visibility-triggered pagination (the spinner row at the end loads the next page when it
/// crosses visibility 0.1; the fill rule loads the first page).
///
/// Keys and clicks: the Top pill or T scrolls to the top; R or a click on the red row
/// retries a failed page; G flips the `isLoading` guard (one page request at a time, the
/// default) and several pages in flight. Events: the header's, the button's and the pagination's (see
/// `HeaderScene`, `FeedScene`, `InfiniteFeedScene`), plus "phase" events.
final class ShowcaseScene: Scene {
  /// The showcase's feed: short pages so the spinner shows up within a few wheel ticks.
  static func configuration(seed: UInt64) -> PagedFeedConfiguration {
    PagedFeedConfiguration(
      pageSize: 6, firstPageSize: 6, pageCount: 40, latency: 0.3...1.2, failureRate: 0.1,
      seed: seed, sentinelThreshold: 0.1, nearBottomDistance: nil)
  }

  let name: String
  let title: String
  let summary: String
  let helpLine =
    "Header collapses, Top past 240 pt, the spinner loads pages  ·  T top  ·  R retry  ·  G guard"
  private(set) var stats = SceneFrameStats()

  /// Spacer, articles and footer.
  var list: FeedList
  /// The overlay header.
  private(set) var header: CollapsingHeader
  /// The Top pill.
  private(set) var button = BackToTopButton()
  /// Pagination state, rules and the pretend network.
  private(set) var pagination: PaginationController
  private var events: [SceneEvent] = []
  private var feedbackLoops = 0
  private let measurer: any TextMeasurer

  /// Creates the scene; `configuration` defaults to `ShowcaseScene.configuration(seed:)`.
  init(
    environment: SceneEnvironment, entry: SceneCatalog.Entry,
    configuration: PagedFeedConfiguration? = nil
  ) {
    name = entry.name
    title = entry.title
    summary = entry.summary
    measurer = environment.measurer
    header = CollapsingHeader(
      sceneName: "showcase", title: "Showcase",
      metrics: HeaderMetrics(tuning: environment.tuning),
      subtitle: "A collapsing header, a Top button and pages loaded at the spinner")
    list = FeedList(
      scene: "showcase", rows: PagedRowMap(spacer: true, pageHeaders: false, footer: true),
      articles: nil, spacerHeight: ExpandedHeightSampler.initialSpacerHeight(header.metrics),
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: EdgeInsets(top: 0, bottom: 16))
    pagination = PaginationController(
      sceneName: "showcase",
      configuration: configuration ?? ShowcaseScene.configuration(seed: environment.seed),
      measurer: measurer)
    BackToTopButton.register(
      in: &list.host.controller.observers, threshold: environment.tuning["feed.top-threshold"])
    pagination.registerNearBottom(in: &list.host.controller.observers)
  }

  func setFrame(_ frame: Rect, at t: Double) { list.host.setFrame(frame, at: t) }

  func setPhysics(_ physics: ScrollPhysics, at t: Double) { list.host.setPhysics(physics, at: t) }

  func handle(_ event: InputEvent) -> Bool {
    let area = list.host.frame
    switch button.handle(event, area: area, measurer: measurer) {
    case .activated:
      scrollToTop(via: "click", at: event.time)
      return true
    case .consumed:
      return true
    case .ignored:
      break
    }
    var consumed = true
    for action in list.host.handle(event) {
      if case .click(let p) = action {
        if button.contains(p, area: area, measurer: measurer) {
          scrollToTop(via: "click", at: event.time)
        } else if pagination.retryFrame(in: list)?.contains(p) == true {
          pagination.retry(at: event.time)
        }
      } else if FeedSceneSupport.isLetter(action, "t") {
        scrollToTop(via: "key", at: event.time)
      } else if FeedSceneSupport.isLetter(action, "r") {
        pagination.retry(at: event.time)
      } else if FeedSceneSupport.isLetter(action, "g") {
        pagination.toggleLoadingGuard(at: event.time)
      } else if case .key = action {
        consumed = false
      }
    }
    return consumed
  }

  private func scrollToTop(via source: String, at t: Double) {
    events.append(list.scrollToTop(scene: name, via: source, at: t))
  }

  func advance(to t: Double) {
    list.host.advance(to: t)
    pagination.advance(list: &list, at: t)
  }

  func layout(at t: Double) { stats = list.layoutStats(at: t) }

  func observe(at t: Double) {
    let outcome = RelayoutLoop(maxPasses: 3).run { pass in
      if pass > 0 {
        list.layout(at: t)
        stats.relayouts += 1
      }
      var result = list.host.controller.observe()
      stats.observerTransforms += result.transformsRun
      if let height = header.observe(geometry: list.geometry, frame: list.host.frame, at: t) {
        result.deliveries += 1
        if list.setSpacerHeight(height, at: t) { result.layoutChanged = true }
      }
      return result
    }
    stats.observerDeliveries = outcome.deliveries
    if !outcome.converged { feedbackLoops += 1 }
    if let shown = list.host.controller.state.topButtonVisible {
      button.setShown(shown, at: t)
      events.append(
        SceneEvent(
          time: t, scene: name, name: shown ? "button-shown" : "button-hidden",
          fields: [("scrolled", .number(list.geometry.pointsScrolled.y))]))
    }
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

  func takeEvents() -> [SceneEvent] {
    var own = SceneEvent.inTimeOrder(header.takeEvents(), events)
    events.removeAll(keepingCapacity: true)
    own = SceneEvent.inTimeOrder(own, pagination.takeEvents())
    return SceneEvent.inTimeOrder(list.host.takeEvents(), own)
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
