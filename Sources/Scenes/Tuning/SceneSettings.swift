/// Every tunable number of the scenes and of the input interpreter, gathered from the scene
/// catalog: each scene declares its settings and its parts' (`Scene.settings`), and the
/// input interpreter's are declared once for every scene (`InputSettings`). Nothing here
/// lists a setting by hand.
public enum SceneSettings {
  /// The catalog's settings.
  static let index = SettingsIndex(entries: SceneCatalog.entries, everyScene: InputSettings.all)

  /// All settings in the order the inspector and `--list-settings` show them: the scenes'
  /// first, grouped by the prefix of their names in alphabetical order ("feed", "header",
  /// "infinite", "visibility"), each group in the order its owners declare it; then the
  /// input settings.
  public static var all: [NumberSetting] { index.all }

  /// The setting named `name`, or nil.
  /// - Parameter name: a dotted name ("feed.top-threshold").
  public static func named(_ name: String) -> NumberSetting? { index.named(name) }

  /// The settings scene `name` uses (its own and its parts', then the input settings), in
  /// `all` order.
  /// - Parameter name: a scene's name.
  public static func applicable(toScene name: String) -> [NumberSetting] {
    index.applicable(toScene: name)
  }

  /// The scenes declaring setting `name` (themselves or through a part), in alphabetical
  /// order; nil for a setting of every scene (the input settings) or an unknown name.
  /// - Parameter name: a dotted name.
  public static func scenes(using name: String) -> [String]? { index.scenes(using: name) }
}

/// The settings of a list of scene entries plus those every scene has, in listing order,
/// with the scenes using each. `SceneSettings` is the one for `SceneCatalog.entries`; a test
/// can build one for a catalog with a scene of its own.
struct SettingsIndex: Sendable {
  /// The settings in listing order (see `SceneSettings.all`).
  let all: [NumberSetting]
  /// Scene names by setting name, in alphabetical order (no entry for every-scene settings).
  private let users: [String: [String]]
  /// Position in `all` by name.
  private let positions: [String: Int]

  /// Gathers the settings of `entries`, then appends `everyScene`.
  /// - Parameters:
  ///   - entries: the catalog entries, each with its scene's settings.
  ///   - everyScene: the settings every scene uses, in their order.
  init(entries: [SceneCatalog.Entry], everyScene: [NumberSetting]) {
    var gathered: [NumberSetting] = []
    var users: [String: [String]] = [:]
    for entry in entries {
      for s in entry.settings {
        if users[s.name] == nil { gathered.append(s) }
        if users[s.name]?.contains(entry.name) != true {
          users[s.name, default: []].append(entry.name)
        }
      }
    }
    let grouped = gathered.enumerated().sorted {
      ($0.element.group, $0.offset) < ($1.element.group, $1.offset)
    }.map(\.element)
    let every = everyScene.filter { users[$0.name] == nil }
    all = grouped + every
    self.users = users.mapValues { $0.sorted() }
    var positions: [String: Int] = [:]
    for (i, s) in all.enumerated() where positions[s.name] == nil { positions[s.name] = i }
    self.positions = positions
  }

  /// The setting named `name`, or nil.
  /// - Parameter name: a dotted name.
  func named(_ name: String) -> NumberSetting? { positions[name].map { all[$0] } }

  /// The settings scene `name` uses, in `all` order.
  /// - Parameter name: a scene's name.
  func applicable(toScene name: String) -> [NumberSetting] {
    all.filter { users[$0.name]?.contains(name) ?? true }
  }

  /// The scenes using `name` (alphabetical), nil for an every-scene setting or an unknown
  /// name.
  /// - Parameter name: a dotted name.
  func scenes(using name: String) -> [String]? { users[name] }
}
