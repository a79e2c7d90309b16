import ScrollCore

/// Scene "settings": a settings screen made only of parts: a `LabelList` of the sandbox's
/// tunable numbers (name, value, unit), a collapsing header (`HeaderPart`) and a Top pill
/// (`TopButtonPart`, past `feed.top-threshold`). `PartsScene` runs every stage.
///
/// Keys: the Top pill or T scrolls to the top. Events: the header's and the pill's, plus
/// "phase" events.
final class SettingsScene: PartsScene {
  var base: SceneBase
  let helpLine = "Header collapses, Top past the threshold  ·  T top"
  /// The settings rows under the header's spacer.
  var list: LabelList
  /// The overlay header.
  let header: HeaderPart<LabelList>
  /// The Top pill.
  let button: TopButtonPart<LabelList>
  let parts: [any ScenePart<LabelList>]
  static var settings: [NumberSetting] {
    HeaderPart<LabelList>.settings + TopButtonPart<LabelList>.settings
  }

  /// Creates the scene.
  /// - Parameters:
  ///   - environment: the scene environment (tuning, physics, measurer).
  ///   - entry: the catalog entry.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    let tuning = environment.tuning
    header = HeaderPart(
      sceneName: entry.name, title: "Settings", subtitle: "Every number the sandbox tunes",
      tuning: tuning, measurer: environment.measurer)
    list = LabelList(
      scene: entry.name,
      labels: Self.labels(tuning),
      spacerHeight: header.initialSpacerHeight, physics: environment.physics,
      input: tuning.input)
    button = TopButtonPart(
      list: &list, sceneName: entry.name, tuning: tuning, measurer: environment.measurer)
    parts = [header, button]
  }

  /// Retuned in place (the inspector's Tune section): the rows show the new numbers.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    list.labels = Self.labels(tuning)
    tuneParts(tuning, at: t)
  }

  /// One row per setting: its name, value and unit.
  /// - Parameter tuning: the scene settings.
  static func labels(_ tuning: SceneTuning) -> [String] {
    SceneSettings.all.map { "\($0.name)  \(shortNumber(tuning[$0])) \($0.unit)" }
  }
}
