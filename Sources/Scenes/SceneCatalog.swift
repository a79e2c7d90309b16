import Drawing
import ScrollCore

/// The scenes in number-key order, with names and one-line descriptions.
public enum SceneCatalog {
  /// One catalog entry: a scene's name, title and description, and how to build it. The
  /// catalog hands each scene its entry, so scenes never look the catalog up.
  public struct Entry: Sendable {
    /// Name for `--scene`.
    public var name: String
    /// Tab title.
    public var title: String
    /// One-line description.
    public var summary: String
    /// The settings the scene declares (its own and its parts', `Scene.settings`).
    public let settings: [NumberSetting]
    /// Builds the scene for an environment, given this entry.
    let make: @Sendable (SceneEnvironment, Entry) -> any Scene

    /// Creates an entry; its settings are the scene type's.
    /// - Parameters:
    ///   - name: the name for `--scene`.
    ///   - title: the tab title.
    ///   - summary: the one-line description.
    ///   - make: builds the scene from the environment and this entry.
    init<S: Scene>(
      name: String, title: String, summary: String,
      make: @escaping @Sendable (SceneEnvironment, Entry) -> S
    ) {
      self.name = name
      self.title = title
      self.summary = summary
      settings = S.settings
      self.make = { make($0, $1) }
    }

    /// Creates an entry for a scene whose type is known only when it is built (a scene
    /// file's), with the settings it declares.
    /// - Parameters:
    ///   - name: the name for `--scene`.
    ///   - title: the tab title.
    ///   - summary: the one-line description.
    ///   - settings: the settings the scene reads from the tuning.
    ///   - make: builds the scene from the environment and this entry.
    init(
      name: String, title: String, summary: String, settings: [NumberSetting],
      make: @escaping @Sendable (SceneEnvironment, Entry) -> any Scene
    ) {
      self.name = name
      self.title = title
      self.summary = summary
      self.settings = settings
      self.make = make
    }
  }

  /// Every scene, in number-key order (0 is the default).
  public static let entries: [Entry] = [
    Entry(
      name: "showcase", title: "Showcase",
      summary:
        "Collapsing header, back-to-top button and visibility-triggered pagination working together on one feed"
    ) { ShowcaseScene(environment: $0, entry: $1) },
    Entry(
      name: "header", title: "Header",
      summary:
        "The collapsing header of the SwiftUI original: 168 pt expanded, 100 pt collapsed, fed by a GeometryReader probe and the fixed PreferenceKey"
    ) { HeaderScene(environment: $0, entry: $1) },
    Entry(
      name: "feed", title: "Feed",
      summary:
        "An article feed whose Bool geometry observer shows a Top button past 240 pt; clicking it scrolls to the top"
    ) { FeedScene(environment: $0, entry: $1) },
    Entry(
      name: "infinite", title: "Infinite",
      summary:
        "Pages loaded by a visibility sentinel and by the near-bottom rule, with latency, failures and a retry row"
    ) { InfiniteFeedScene(environment: $0, entry: $1) },
    Entry(
      name: "chat", title: "Chat",
      summary:
        "Messages anchored at the bottom, a Latest button, history prepended without a jump, new messages on a timer"
    ) { ChatScene(environment: $0, entry: $1) },
    Entry(
      name: "snap", title: "Snap",
      summary:
        "scrollPosition(id:) with view-aligned snapping, paging and a horizontal carousel; Jump to 20"
    ) { SnapScene(environment: $0, entry: $1) },
    Entry(
      name: "diagnostics", title: "Diagnostics",
      summary:
        "One probe in four coordinate spaces, the buggy PreferenceKey frozen at 0.0 beside the fixed one, three techniques agreeing"
    ) { DiagnosticsScene(environment: $0, entry: $1) },
    Entry(
      name: "visibility", title: "Visibility",
      summary:
        "Rows that play while at least 30 % visible and pause otherwise; the visible target ids listed live"
    ) { VisibilityScene(environment: $0, entry: $1) },
    Entry(
      name: "physics", title: "Physics",
      summary:
        "The same recorded fling under two presets side by side, with offset-versus-time curves drawn live"
    ) { PhysicsLabScene(environment: $0, entry: $1) },
    Entry(
      name: "rows", title: "Rows",
      summary:
        "Plain 44 pt rows, one label and a hairline each, at any --items up to a billion; memory does not grow with the count"
    ) { PlainRowsScene(environment: $0, entry: $1) },
    Entry(
      name: "settings", title: "Settings",
      summary: "A settings list made only of parts: label rows, a collapsing header, a Top button"
    ) { SettingsScene(environment: $0, entry: $1) },
  ]

  /// The scene names, for `--scene` validation.
  public static var names: [String] { entries.map(\.name) }

  /// The entry named `name`, or nil.
  /// - Parameter name: a scene name.
  public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

  /// Builds every scene for `environment`, in catalog order.
  /// - Parameter environment: what the scenes need from the host.
  public static func makeScenes(_ environment: SceneEnvironment) -> [any Scene] {
    entries.map { $0.make(environment, $0) }
  }

  /// Builds the scene called `name`; callers check names against `entries`, and any other
  /// name gets the default scene (entry 0).
  /// - Parameters:
  ///   - name: the scene's name.
  ///   - environment: what the scene needs from the host.
  public static func makeScene(_ name: String, _ environment: SceneEnvironment) -> any Scene {
    let entry = self.entry(named: name) ?? entries[0]
    return entry.make(environment, entry)
  }
}
