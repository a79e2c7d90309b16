import Scenes
import ScrollCore

/// Which scene is on screen, and the physics preset every scene scrolls with: the scene
/// slots, the current index and preset cycling (P). The app tells the scenes; this only
/// decides.
struct SceneSelection {
  /// The scenes in number-key order, built on first use.
  let slots: SceneSlots
  /// The index of the scene on screen, in `0..<slots.count`.
  private(set) var current: Int
  /// The preset every scene scrolls with.
  private(set) var physics: ScrollPhysics {
    didSet { physicsName = physics.name }
  }
  /// The preset's name (the top bar reads it every frame: reading it from here copies one
  /// string, reading `physics.name` copies the whole preset).
  private(set) var physicsName: String
  /// The physics scale applied to every preset chosen here (`--physics-scale`, 1 without).
  private let physicsScale: Double

  /// Starts on the scene named `name` (the first when no scene has that name).
  /// - Parameters:
  ///   - slots: the scenes.
  ///   - name: the scene to start on (`--scene`).
  ///   - physics: the starting preset.
  ///   - physicsScale: the device pixel ratio applied to every later preset.
  init(slots: SceneSlots, startingAt name: String, physics: ScrollPhysics, physicsScale: Double) {
    self.slots = slots
    current = max(0, slots.names.firstIndex(of: name) ?? 0)
    self.physics = physics
    physicsName = physics.name
    self.physicsScale = physicsScale
  }

  /// The number of scenes.
  var count: Int { slots.count }

  /// Makes scene `index` current. Returns false, changing nothing, when `index` is out of
  /// range or already current.
  /// - Parameter index: the scene's index (its number key).
  mutating func select(_ index: Int) -> Bool {
    guard index >= 0, index < slots.count, index != current else { return false }
    current = index
    return true
  }

  /// The index Tab (`backwards` false) or Shift-Tab (true) moves to, wrapping around.
  /// - Parameter backwards: true for the previous scene.
  func neighbour(backwards: Bool) -> Int {
    let n = slots.count
    return (current + (backwards ? n - 1 : 1)) % n
  }

  /// Makes `physics` the preset every scene scrolls with (a tuned one).
  /// - Parameter physics: the physics, at the physics scale already.
  mutating func setPhysics(_ physics: ScrollPhysics) { self.physics = physics }

  /// Moves to the preset after the current one in `ScrollPhysics.presets` (wrapping around;
  /// the first when the current one is not a named preset) and returns it.
  mutating func nextPreset() -> ScrollPhysics {
    let presets = ScrollPhysics.presets
    let i = presets.firstIndex { $0.name == physics.name } ?? -1
    physics = presets[(i + 1) % presets.count].withDevicePixelRatio(physicsScale)
    return physics
  }
}
