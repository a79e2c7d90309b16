import Drawing
import ScrollCore

/// Scene 1, "header": the SwiftUI collapsing-header screen, re-created. A list of articles under a collapsing header that
/// lives in an overlay (168 pt expanded, 100 pt collapsed over the first 68 pt scrolled).
/// The content starts with a spacer as tall as the expanded header; the header's offset
/// comes from a probe at the top of the content through the fixed PreferenceKey, and the
/// spacer's height is sampled from the header only while it is expanded (no feedback loop)
/// and padded by 12 pt (168 + 12 = 180).
///
/// Keys: T scrolls to the top. Events: "header-progress", "header-collapsed",
/// "header-expanded", "scroll-to-top", plus the scroll view's "phase" events.
final class HeaderScene: Scene {
  /// Articles in the list.
  static let articleCount = 120

  typealias Observed = FeedObserved
  static var mainHost: MainHostPath { \.list.host }
  var base: SceneBase
  /// The keys and the header's (tuned) heights (read every frame: built when they change).
  private(set) var helpLine = ""

  /// The help line for the header's sizes `m`.
  /// - Parameter m: the header's sizes.
  static func helpLine(_ m: HeaderMetrics) -> String {
    "Scroll to collapse the header (\(shortNumber(m.expandedHeight)) → "
      + "\(shortNumber(m.collapsedHeight)) pt over "
      + "\(shortNumber(m.expandedHeight - m.collapsedHeight)) pt)  ·  T top"
  }

  /// The spacer and the article list.
  var list: FeedList
  /// The overlay header.
  private(set) var header: CollapsingHeader
  private var frameNumber: UInt64 = 0
  private var feedbackLoops = 0
  private let measurer: any TextMeasurer

  /// Creates the scene.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    header = CollapsingHeader(
      sceneName: entry.name, title: "Reading List",
      metrics: HeaderMetrics(tuning: environment.tuning),
      subtitle: "Fed by a probe at the top of the content, through the fixed preference key")
    // The spacer starts at the expanded height; the first observation pass samples the
    // header itself (at rest, progress 0) and confirms or corrects it.
    list = FeedList(
      scene: entry.name, rows: PagedRowMap(spacer: true, pageHeaders: false, footer: false),
      articles: HeaderScene.articleCount,
      spacerHeight: ExpandedHeightSampler.initialSpacerHeight(header.metrics),
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: EdgeInsets(top: 0, bottom: 24))
    helpLine = HeaderScene.helpLine(header.metrics)
  }

  /// Takes the tuned header sizes (`header.*`) in place: the header is redrawn at the new
  /// sizes for the offset it is at, and the spacer above the first article follows the new
  /// expanded height at once, keeping the row at the top of the view still (the offset
  /// shifts by the change, a running motion with it).
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    let metrics = HeaderMetrics(tuning: tuning)
    guard metrics != header.metrics else { return }
    list.setSpacerHeight(header.setMetrics(metrics), at: t)
    helpLine = HeaderScene.helpLine(metrics)
  }

  func perform(_ action: InputAction, at t: Double) -> Bool {
    guard action.isLetter("t") else { return false }
    base.log.append(list.scrollToTop(scene: name, via: "key", at: t))
    return true
  }

  func layout(at t: Double) { base.stats = list.layoutStats(at: t) }

  func prefetch(at t: Double) { list.layoutAhead() }

  func observe(at t: Double) {
    frameNumber += 1
    let frame = frameNumber
    let outcome = RelayoutLoop(maxPasses: 3).run { pass in
      if pass > 0 {
        list.layout(at: t)
        base.stats.relayouts += 1
      }
      var result = ObservationPassResult(frame: frame, pass: pass, geometryChanged: true)
      if let height = header.observe(geometry: list.geometry, frame: list.host.frame, at: t) {
        result.deliveries = 1
        result.layoutChanged = list.setSpacerHeight(height, at: t)
      }
      return result
    }
    base.stats.observerDeliveries = outcome.deliveries
    if !outcome.converged { feedbackLoops += 1 }
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let frame = self.list.host.frame
    list.fill(frame, theme.background)
    list.clipped(to: frame) { l in
      self.list.draw(into: &l, theme: theme) { _, _, _ in }
      header.draw(into: &l, area: frame, theme: theme, measurer: measurer)
      self.list.host.drawScrollbar(into: &l, theme: theme, at: t)
    }
  }

  /// The scroll view's, the header's and the scene's events, in time order.
  func takeEvents() -> [SceneEvent] {
    SceneEvent.inTimeOrder(list.host.takeEvents(), header.takeEvents(), base.log.take())
  }

  var hud: HUDSnapshot {
    let s = header.state
    return list.host.hud(
      extra: [
        "probe offset\t\(formatPoints(header.probedOffset ?? 0)) pt",
        "progress\t\(formatPoints(s.progress, decimals: 2))",
        "header\t\(formatPoints(s.height)) pt",
        "title\t\(formatPoints(s.titleSize)) pt",
        "spacer\t\(formatPoints(list.spacerHeight)) pt = sample \(formatPoints(header.sampler.value ?? 0)) + 12 (at rest)",
      ],
      warnings: feedbackLoops > 0 ? ["feedback loop: header (\(feedbackLoops) frames)"] : [])
  }
}
