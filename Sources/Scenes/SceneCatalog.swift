import Drawing
import ScrollCore

/// The scenes in number-key order, with names and one-line descriptions.
public enum SceneCatalog {
  /// One catalog entry.
  public struct Entry: Sendable {
    /// Name for `--scene`.
    public var name: String
    /// Tab title.
    public var title: String
    /// One-line description.
    public var summary: String
  }

  /// Every scene, in number-key order (0 is the default).
  public static let entries: [Entry] = [
    Entry(
      name: "showcase", title: "Showcase",
      summary:
        "Collapsing header, back-to-top button and visibility-triggered pagination working together on one feed"
    ),
    Entry(
      name: "header", title: "Header",
      summary:
        "The collapsing header of the seed: 168 pt expanded, 100 pt collapsed, fed by a GeometryReader probe and the fixed PreferenceKey"
    ),
    Entry(
      name: "feed", title: "Top",
      summary:
        "An article feed whose Bool geometry observer shows a Top button past 240 pt; clicking it scrolls to the top"
    ),
    Entry(
      name: "infinite", title: "Infinite",
      summary:
        "Pages loaded by a visibility sentinel and by the near-bottom rule, with latency, failures and a retry row"
    ),
    Entry(
      name: "chat", title: "Chat",
      summary:
        "Messages anchored at the bottom, a Latest button, history prepended without a jump, new messages on a timer"
    ),
    Entry(
      name: "snap", title: "Snap",
      summary:
        "scrollPosition(id:) with view-aligned snapping, paging and a horizontal carousel; Jump to 20"
    ),
    Entry(
      name: "diagnostics", title: "Diagnostics",
      summary:
        "One probe in four coordinate spaces, the buggy PreferenceKey frozen at 0.0 beside the fixed one, three techniques agreeing"
    ),
    Entry(
      name: "visibility", title: "Visibility",
      summary:
        "Rows that play while at least 30 % visible and pause otherwise; the visible target ids listed live"
    ),
    Entry(
      name: "physics", title: "Lab",
      summary:
        "The same recorded fling under two presets side by side, with offset-versus-time curves drawn live"
    ),
    Entry(
      name: "rows", title: "Rows",
      summary:
        "Plain 44 pt rows, one label and a hairline each, at any --items up to a billion; memory does not grow with the count"
    ),
  ]

  /// The scene names, for `--scene` validation.
  public static var names: [String] { entries.map(\.name) }

  /// Builds every scene for `environment`, in catalog order.
  public static func makeScenes(_ environment: SceneEnvironment) -> [any Scene] {
    entries.map { entry in makeScene(entry.name, environment) }
  }

  /// Builds the scene called `name`.
  public static func makeScene(_ name: String, _ environment: SceneEnvironment) -> any Scene {
    switch name {
    case "showcase": return ShowcaseScene(environment: environment)
    case "header": return HeaderScene(environment: environment)
    case "feed": return FeedScene(environment: environment)
    case "infinite": return InfiniteFeedScene(environment: environment)
    default:
      if let scene = makeSceneB(name, environment) { return scene }
      let entry = entries.first { $0.name == name } ?? entries[0]
      return PlaceholderScene(entry: entry, environment: environment)
    }
  }
}

/// A plain list standing in for a scene that is not built yet.
final class PlaceholderScene: Scene {
  let name: String
  let title: String
  let summary: String
  let helpLine = "Wheel, drag or keys to scroll"
  private var host: ScrollHost<Void>
  private let content: SampleContent
  private let measurer: any TextMeasurer
  private(set) var stats = SceneFrameStats()

  init(entry: SceneCatalog.Entry, environment: SceneEnvironment) {
    name = entry.name
    title = entry.title
    summary = entry.summary
    measurer = environment.measurer
    content = SampleContent(seed: environment.seed)
    host = ScrollHost(
      scene: entry.name,
      stack: LazyStack(
        count: environment.itemCount ?? 1000, estimatedSize: 44, spacing: 0,
        padding: EdgeInsets(top: 8, bottom: 8)),
      physics: environment.physics)
  }

  func setFrame(_ frame: Rect, at t: Double) { host.setFrame(frame, at: t) }
  func setPhysics(_ physics: ScrollPhysics, at t: Double) { host.setPhysics(physics, at: t) }
  func handle(_ event: InputEvent) -> Bool {
    _ = host.handle(event)
    return true
  }
  func advance(to t: Double) { host.advance(to: t) }
  func layout(at t: Double) {
    let pass = host.layout(at: t) { _ in 44 }
    stats.itemsLaidOut = pass.laidOutRange.count
  }
  func observe(at t: Double) {}
  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    for item in host.stack.visibleItems {
      let r = host.windowRect(item.frame)
      list.fill(
        Rect(x: r.minX + 16, y: r.minY + 2, width: r.width - 32, height: r.height - 4), theme.card,
        radius: 10)
      list.text(
        content.article(item.id).title,
        in: Rect(x: r.minX + 28, y: r.minY, width: r.width - 56, height: r.height),
        font: .body, color: theme.primaryText)
    }
    host.drawScrollbar(into: &list, theme: theme, at: t)
  }
  func needsFrame(at t: Double) -> Bool { host.needsFrame(at: t) }
  func takeEvents() -> [SceneEvent] { host.takeEvents() }
  var hud: HUDSnapshot { host.hud() }
}
