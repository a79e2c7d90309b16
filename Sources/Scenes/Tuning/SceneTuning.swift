/// The scene and input numbers as tuned (`--set`, a recording, the inspector): every setting
/// not set here has its default. Scenes and parts read it with their typed keys
/// (`tuning[TopButtonSettings.threshold]`) from `SceneEnvironment.tuning` when they are
/// built, and take later changes in place through `Scene.setTuning(_:at:)`.
public struct SceneTuning: Sendable, Hashable {
  /// The values set, by name (each in its setting's range).
  public private(set) var values: [String: Double] = [:]

  /// No setting changed: every number at its default.
  public init() {}

  /// The value of `key`: the one set, else its default.
  /// - Parameter key: a setting declared by a scene, a part or the input interpreter.
  public subscript<Value>(key: Setting<Value>) -> Value {
    values[key.name].map(Value.fromSettingNumber) ?? key.defaultValue
  }

  /// The value of `setting` as a number: the one set, else its default.
  /// - Parameter setting: a setting's description (a row of `SceneSettings.all`).
  public subscript(setting: NumberSetting) -> Double {
    values[setting.name] ?? setting.defaultValue
  }

  /// The value of the setting called `name` (a name typed by the user: `--set`, a
  /// recording): the one set, else its default; 0 for an unknown name. Scenes and parts
  /// read typed keys instead.
  /// - Parameter name: a dotted name.
  public func value(named name: String) -> Double {
    values[name] ?? SceneSettings.named(name)?.defaultValue ?? 0
  }

  /// Sets the setting called `name` to `value`.
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
    try set(s, to: value)
  }

  /// Sets `key` to `value`, checked against the key's own range (a key need not be in the
  /// catalog: a scene being written can be tuned before its catalog line exists).
  /// - Parameters:
  ///   - key: the setting.
  ///   - value: a value in its range.
  /// - Throws: `TuningError` naming the valid range.
  public mutating func set<Value>(_ key: Setting<Value>, to value: Value) throws(TuningError) {
    try set(key.number, to: value.settingNumber)
  }

  /// Sets `s` to `value` after checking it.
  /// - Parameters:
  ///   - s: the setting's description.
  ///   - value: the value.
  /// - Throws: `TuningError` naming the valid range.
  private mutating func set(_ s: NumberSetting, to value: Double) throws(TuningError) {
    let name = s.name
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
}
