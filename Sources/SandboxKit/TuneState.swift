import Scenes
import ScrollCore

/// What the inspector's Tune section holds: the tuned physics and scene numbers, which row
/// the keys change, the panel's scroll, the controls' rectangles from the last frame, and
/// where presets are saved.
struct TuneState {
  /// The tuned physics (of the preset P chose last).
  var physics: PhysicsTuning
  /// The tuned scene and input numbers.
  var scene: SceneTuning
  /// Whether the keys drive the section (U).
  var focused = false
  /// The row the keys change.
  var selected = 0
  /// How far the inspector panel is scrolled, points.
  var scroll = 0.0
  /// The panel's content height at the last frame, points (sections, graph and Tune).
  var contentHeight = 0.0
  /// The controls' rectangles at the last frame (window points, scroll applied).
  var hits: [TuneSectionView.Hit] = []
  /// The row whose slider is being dragged.
  var dragging: Int?
  /// True when a physics change waits for the scene to rest (the next motion takes it).
  var physicsPending = false
  /// True when a scene number's change waits for the scene to rest (the next motion takes
  /// it; `scene` holds it already).
  var scenePending = false
  /// Where W saves the preset.
  var savePath: String
  /// The path L loads: `--preset-file`, else the last one saved.
  var loadPath: String?
  /// How many times W could not save (a run with a failed save ends with status 1).
  var saveFailures = 0

  /// The state for a run's options.
  /// - Parameter options: the parsed and resolved options.
  init(options: SandboxOptions) {
    physics =
      options.tuning ?? PhysicsTuning(base: ScrollPhysics.preset(named: options.preset) ?? .ios)
    scene = options.sceneTuning
    savePath = options.presetFile ?? "\(physics.base.name)-tuned.preset"
    loadPath = options.presetFile
  }

  /// The rows for scene `sceneName`.
  /// - Parameter sceneName: the current scene's name.
  func rows(sceneName: String) -> [TuneRow] {
    TuneRow.rows(tuning: physics, scene: scene, sceneName: sceneName)
  }
}
