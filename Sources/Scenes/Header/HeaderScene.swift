import Drawing
import ScrollCore

/// Scene 1, "header": the SwiftUI collapsing-header screen, re-created. A list of articles under a collapsing header that
/// lives in an overlay (168 pt expanded, 100 pt collapsed over the first 68 pt scrolled).
/// The content starts with a spacer as tall as the expanded header; the header's offset
/// comes from a probe at the top of the content through the fixed PreferenceKey, and the
/// spacer's height is sampled from the header only while it is expanded (no feedback loop)
/// and padded by 12 pt (168 + 12 = 180).
///
/// Made of parts: the list and a `HeaderPart`; `PartsScene` routes every stage through them.
///
/// Keys: T scrolls to the top. Events: "header-progress", "header-collapsed",
/// "header-expanded", "scroll-to-top", plus the scroll view's "phase" events.
final class HeaderScene: PartsScene {
  /// Articles in the list.
  static let articleCount = 120

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
  let header: HeaderPart<FeedList>
  let parts: [any ScenePart<FeedList>]
  /// The header's settings.
  static var settings: [NumberSetting] { HeaderPart<FeedList>.settings }

  /// Creates the scene.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    let measurer = environment.measurer
    header = HeaderPart(
      sceneName: entry.name, title: "Reading List",
      subtitle: "Fed by a probe at the top of the content, through the fixed preference key",
      tuning: environment.tuning, measurer: measurer)
    // The spacer starts at the expanded height; the first observation pass samples the
    // header itself (at rest, progress 0) and confirms or corrects it.
    list = FeedList(
      scene: entry.name, rows: PagedRowMap(spacer: true, pageHeaders: false, footer: false),
      articles: HeaderScene.articleCount, spacerHeight: header.initialSpacerHeight,
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: SCEdgeInsets(top: 0, bottom: 24))
    parts = [header]
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
    tuneParts(tuning, at: t)
    helpLine = HeaderScene.helpLine(header.metrics)
  }

  func perform(_ action: InputAction, at t: Double) -> Bool {
    guard action.isLetter("t") else { return false }
    base.log.append(list.scrollToTop(scene: name, via: "key", at: t))
    return true
  }

  var hud: HUDSnapshot {
    let s = header.state
    let h = header.header
    return list.host.hud(
      extra: [
        "probe offset\t\(formatPoints(h.probedOffset ?? 0)) pt",
        "progress\t\(formatPoints(s.progress, decimals: 2))",
        "header\t\(formatPoints(s.height)) pt",
        "title\t\(formatPoints(s.titleSize)) pt",
        "spacer\t\(formatPoints(list.spacerHeight)) pt = sample \(formatPoints(h.sampler.value ?? 0)) + 12 (at rest)",
      ],
      warnings: warnings)
  }
}
