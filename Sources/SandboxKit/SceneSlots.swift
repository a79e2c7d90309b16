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

  /// Takes new scene and input numbers. An input number reaches every built scene's
  /// interpreters at once (from the next gesture on; nothing is rebuilt); for a scene number,
  /// every built scene that uses setting `name` is dropped, to be built again with it when
  /// next shown. Returns true when any scene was dropped.
  /// - Parameters:
  ///   - tuning: the new numbers.
  ///   - name: the setting that changed.
  @discardableResult
  func retune(_ tuning: SceneTuning, changed name: String) -> Bool {
    self.tuning = tuning
    if name.hasPrefix("input.") {
      for scene in built { scene?.setInput(tuning.input) }
      return false
    }
    let setting = SceneSettings.named(name)
    var dropped = false
    for i in built.indices where built[i] != nil && setting?.applies(toScene: names[i]) != false {
      built[i] = nil
      dropped = true
    }
    return dropped
  }

  /// Number of scenes.
  var count: Int { built.count }

  /// The scene at `index` (`0..<count`), built now if it was not yet.
  subscript(index: Int) -> any Scene {
    if let scene = built[index] { return scene }
    let scene = make(index, tuning)
    built[index] = scene
    return scene
  }

  /// Tab titles, without building any scene.
  var titles: [String] { built.indices.map { built[$0]?.title ?? catalogTitles[$0] } }

  /// How many scenes have been built.
  var builtCount: Int { built.count { $0 != nil } }
}
