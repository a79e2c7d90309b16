import Scenes
import ScrollCore

/// Checks a setting change read from a replay's `set` line before the run starts, as `--set`
/// and a recording's `# set` lines are checked: the name must be a setting (or
/// `physics.preset`) and the value one it accepts. Whether a physics setting applies to the
/// preset in force is only known when the line plays (an earlier line may switch presets).
enum SettingCheck {
  /// The index in `ScrollPhysics.presets` that `value` names, or nil when none (a fraction,
  /// a negative, or an index past the list, however large: checked, never a trap).
  /// - Parameter value: a `physics.preset` value.
  static func presetIndex(_ value: Double) -> Int? {
    guard let i = Int(exactly: value), ScrollPhysics.presets.indices.contains(i) else {
      return nil
    }
    return i
  }

  /// The message for a `physics.preset` value that names no preset.
  /// - Parameter value: the refused value.
  static func noPreset(_ value: Double) -> String {
    let names = ScrollPhysics.presets.enumerated().map { "\($0.offset) \($0.element.name)" }
    return "\(SandboxApp.presetSettingName): no preset \(PhysicsTuning.format(value)) "
      + "(the index of one of: \(names.joined(separator: ", ")))"
  }

  /// Why `name` = `value` would be refused, with the field to blame, or nil when it is fine.
  /// - Parameters:
  ///   - name: the setting's dotted name (decoded).
  ///   - value: the value.
  static func problem(name: String, value: Double) -> (field: String, message: String)? {
    if name == SandboxApp.presetSettingName {
      return presetIndex(value) == nil ? ("value", noPreset(value)) : nil
    }
    if let s = PhysicsSettings.named(name) {
      guard value.isFinite, s.range.contains(value) else {
        return (
          "value",
          "\(name): \(PhysicsTuning.format(value)) is out of range "
            + "\(PhysicsTuning.format(s.range.lowerBound))..."
            + "\(PhysicsTuning.format(s.range.upperBound))"
        )
      }
      return nil
    }
    if SceneSettings.named(name) != nil {
      var scratch = SceneTuning()
      do { try scratch.set(name, to: value) } catch { return ("value", error.description) }
      return nil
    }
    return (
      "name",
      "unknown setting '\(MessageText.printable(name))' (scroll-sandbox --list-settings names them)"
    )
  }
}
