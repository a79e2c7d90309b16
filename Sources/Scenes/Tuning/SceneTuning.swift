import ScrollCore

/// The scene and input numbers as tuned (`--set`, a recording, the inspector): every setting
/// of `SceneSettings.all` not set here has its default. Scenes read it from
/// `SceneEnvironment.tuning` when they are built and take later changes in place through
/// `Scene.setTuning(_:at:)`.
public struct SceneTuning: Sendable, Hashable {
  /// The values set, by name (each in its setting's range).
  public private(set) var values: [String: Double] = [:]

  /// No setting changed: every number at its default.
  public init() {}

  /// The value of setting `name`: the one set, else its default (0 for an unknown name).
  /// - Parameter name: a dotted name.
  public subscript(name: String) -> Double {
    values[name] ?? SceneSettings.named(name)?.defaultValue ?? 0
  }

  /// Sets `name` to `value`.
  /// - Parameters:
  ///   - name: a name of `SceneSettings.all`.
  ///   - value: a finite value in the setting's range (a whole number for whole settings).
  /// - Throws: `TuningError` naming the valid names or the valid range.
  public mutating func set(_ name: String, to value: Double) throws(TuningError) {
    guard let s = SceneSettings.named(name) else {
      throw TuningError(
        "unknown setting '\(name)'; valid names: "
          + (PhysicsSettings.all.map(\.name) + SceneSettings.all.map(\.name))
          .joined(separator: ", "))
    }
    guard value.isFinite, s.range.contains(value) else {
      throw TuningError(
        "\(name): \(PhysicsTuning.format(value)) is out of range "
          + "\(PhysicsTuning.format(s.range.lowerBound))..."
          + "\(PhysicsTuning.format(s.range.upperBound))")
    }
    guard !s.isInteger || value == value.rounded() else {
      throw TuningError("\(name): \(PhysicsTuning.format(value)) is not a whole number")
    }
    values[name] = value == s.defaultValue ? nil : value
  }

  /// Puts `name` back to its default.
  /// - Parameter name: a dotted name.
  public mutating func reset(_ name: String) { values[name] = nil }

  /// Settings whose value differs from the default, in `SceneSettings.all` order.
  public var changes: [(name: String, value: Double)] {
    SceneSettings.all.compactMap { s in values[s.name].map { (s.name, $0) } }
  }

  /// The input interpreter's configuration with the `input.*` settings applied.
  public var input: InputConfiguration {
    var c = InputConfiguration.standard
    let step = self["input.wheel-step"]
    if step > 0 { c.wheelStep = .fixed(step) }
    let duration = self["input.wheel-duration"]
    if duration > 0 { c.wheelStepDuration = duration }
    c.wheelAccelerates = self["input.wheel-acceleration"] >= 0.5
    c.wheelAccelerationInterval = self["input.wheel-acceleration-interval"]
    c.wheelAccelerationIncrement = self["input.wheel-acceleration-increment"]
    c.wheelAccelerationCap = self["input.wheel-acceleration-cap"]
    c.preciseUnit = self["input.precise-unit"]
    c.touchpadIdleGap = self["input.touchpad-idle-gap"]
    c.lineStep = self["input.line-step"]
    let keys = self["input.key-duration"]
    if keys != SceneSettings.named("input.key-duration")?.defaultValue {
      c.keyAnimation = .easeInOut(duration: keys)
    }
    c.clickSlop = self["input.click-slop"]
    return c
  }
}
