import Scenes

/// The app's scenes in number-key order, each built the first time it is needed, so a run
/// that never leaves its first scene never pays for the others (their content, and with
/// `--items 1000000` their million-item lists: about 12 MB and 10 ms each).
///
/// Names and titles of scenes not built yet come from the catalog entries; a built scene
/// answers for itself.
final class SceneSlots {
  /// Scene names, for `--scene` lookup.
  let names: [String]
  private let catalogTitles: [String]
  private var built: [(any Scene)?]
  private let make: (Int, SceneTuning) -> any Scene
  /// The scene and input numbers scenes are built with.
  private(set) var tuning: SceneTuning

  /// Slots for `entries`, built on demand by `make(name, tuning)`.
  /// - Parameters:
  ///   - entries: the catalog's entries.
  ///   - tuning: the scene and input numbers to build with.
  ///   - make: builds the scene of a name with those numbers.
  init(
    entries: [SceneCatalog.Entry], tuning: SceneTuning = SceneTuning(),
    make: @escaping (String, SceneTuning) -> any Scene
  ) {
    names = entries.map(\.name)
    catalogTitles = entries.map(\.title)
    built = Array(repeating: nil, count: entries.count)
    self.tuning = tuning
    self.make = { [names] i, t in make(names[i], t) }
  }

  /// Slots holding scenes built already.
  init(scenes: [any Scene]) {
    names = scenes.map(\.name)
    catalogTitles = scenes.map(\.title)
    built = scenes
    tuning = SceneTuning()
    make = { [scenes] i, _ in scenes[i] }
  }

  /// Takes new scene and input numbers, keeping every built scene (nothing is rebuilt): with
  /// `name` an input setting, each built scene's interpreters get the input numbers (from the
  /// next gesture on); otherwise each built scene takes the scene numbers in place through
  /// `Scene.setTuning`, keeping its scroll position and any motion. Scenes built later are
  /// built with `tuning`.
  /// - Parameters:
  ///   - tuning: the new numbers.
  ///   - name: the setting that changed (nil: any scene number).
  ///   - t: the session time, seconds.
  func retune(_ tuning: SceneTuning, changed name: String? = nil, at t: Double) {
    self.tuning = tuning
    if let name, InputSettings.contains(name) {
      for scene in built { scene?.setInput(tuning.input) }
      return
    }
    for scene in built { scene?.setTuning(tuning, at: t) }
  }

  /// Number of scenes.
  var count: Int { built.count }

  /// The scene at `index` (`0..<count`), built now if it was not yet.
  subscript(index: Int) -> any Scene {
    if let scene = built[index] { return scene }
    let scene = make(index, tuning)
    built[index] = scene
    let title = scene.title
    if titles[index] != title { titles[index] = title }
    return scene
  }

  /// Tab titles, without building any scene: the catalog's, each replaced by its scene's own
  /// when the scene is built (kept, not made again every frame the tabs are drawn).
  private(set) lazy var titles: [String] = built.indices.map {
    built[$0]?.title ?? catalogTitles[$0]
  }

  /// Puts `scene` in slot `index` in place of what was there (a scene file reloaded).
  /// - Parameters:
  ///   - index: the slot, in `0..<count`.
  ///   - scene: the new scene.
  func replace(at index: Int, with scene: any Scene) {
    built[index] = scene
    titles[index] = scene.title
  }

  /// How many scenes have been built.
  var builtCount: Int { built.count { $0 != nil } }
}
