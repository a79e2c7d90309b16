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
  private let make: (Int) -> any Scene

  /// Slots for `entries`, built on demand by `make(name)`.
  init(entries: [SceneCatalog.Entry], make: @escaping (String) -> any Scene) {
    names = entries.map(\.name)
    catalogTitles = entries.map(\.title)
    built = Array(repeating: nil, count: entries.count)
    self.make = { [names] i in make(names[i]) }
  }

  /// Slots holding scenes built already.
  init(scenes: [any Scene]) {
    names = scenes.map(\.name)
    catalogTitles = scenes.map(\.title)
    built = scenes
    make = { [scenes] i in scenes[i] }
  }

  /// Number of scenes.
  var count: Int { built.count }

  /// The scene at `index` (`0..<count`), built now if it was not yet.
  subscript(index: Int) -> any Scene {
    if let scene = built[index] { return scene }
    let scene = make(index)
    built[index] = scene
    return scene
  }

  /// Tab titles, without building any scene.
  var titles: [String] { built.indices.map { built[$0]?.title ?? catalogTitles[$0] } }

  /// How many scenes have been built.
  var builtCount: Int { built.count { $0 != nil } }
}
