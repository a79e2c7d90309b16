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
        "The collapsing header of the SwiftUI original: 168 pt expanded, 100 pt collapsed, fed by a GeometryReader probe and the fixed PreferenceKey"
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
      // Callers check names against `entries`; any other name gets the default scene.
      return ShowcaseScene(environment: environment)
    }
  }
}
