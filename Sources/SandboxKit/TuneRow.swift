import Platform
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// One control of the inspector's Tune section: a setting of the physics, of the current
/// scene or of the input, with its value, default, range and step.
struct TuneRow: Equatable {
  /// Which group the setting belongs to.
  enum Group: String, Equatable {
    /// A number of the physics preset.
    case physics = "Physics"
    /// A number of the current scene.
    case scene = "Scene"
    /// A number of the input interpreter.
    case input = "Input"
  }

  /// The setting's dotted name.
  var name: String
  /// Its group.
  var group: Group
  /// The current value.
  var value: Double
  /// The value the preset or the scene starts with.
  var defaultValue: Double
  /// The unit ("pt", "" for none).
  var unit: String
  /// Accepted values.
  var range: ClosedRange<Double>
  /// True for an on/off setting.
  var isFlag: Bool
  /// True for a whole number.
  var isInteger: Bool
  /// What 0 stands for (a built-in rule), or nil.
  var zeroLabel: String? = nil

  /// The change of one step (←/→ or a click on − or +): 1 for whole numbers and flags,
  /// else a power of ten near a hundredth of the range (0.0001 for a UIKit rate's 0.9...0.9999,
  /// 10 for a 0...2000 threshold), at most a tenth of the range.
  var step: Double {
    if isInteger || isFlag { return 1 }
    let span = range.upperBound - range.lowerBound
    guard span > 0 else { return 1 }
    return pow(10, (log10(span / 100)).rounded(.down))
  }

  /// `value` moved by `steps` steps, snapped to the step grid, kept in range and printed
  /// without float noise (0.998, not 0.9980000000000001).
  /// - Parameter steps: whole steps, negative to lower the value.
  func stepped(by steps: Double) -> Double {
    if isFlag { return steps > 0 ? 1 : steps < 0 ? 0 : value }
    let s = step
    let snapped = ((value + steps * s) / s).rounded() * s
    return clean(min(range.upperBound, max(range.lowerBound, snapped)))
  }

  /// The value at `fraction` (0...1) along the range, snapped to the step grid.
  /// - Parameter fraction: the position along a slider's track.
  func value(atFraction fraction: Double) -> Double {
    let f = min(1, max(0, fraction.isFinite ? fraction : 0))
    if isFlag { return f >= 0.5 ? 1 : 0 }
    let raw = range.lowerBound + f * (range.upperBound - range.lowerBound)
    let s = step
    return clean(min(range.upperBound, max(range.lowerBound, (raw / s).rounded() * s)))
  }

  /// Where `value` lies along the range, 0...1.
  var fraction: Double {
    let span = range.upperBound - range.lowerBound
    return span > 0 ? min(1, max(0, (value - range.lowerBound) / span)) : 0
  }

  /// The value rounded to the step's decimals (so repeated steps print cleanly).
  private func clean(_ v: Double) -> Double {
    let decimals = max(0, Int(-log10(step).rounded(.down)))
    guard decimals > 0 else { return v.rounded() }
    return Double(CFormat.string("%.\(decimals)f", v)) ?? v
  }

  /// A number as the row prints it.
  /// - Parameter v: a value of the setting.
  func text(_ v: Double) -> String {
    if isFlag { return v >= 0.5 ? "on" : "off" }
    if v == 0, let zeroLabel { return zeroLabel }
    return PhysicsTuning.format(v) + (unit.isEmpty ? "" : " \(unit)")
  }

  /// The rows for the physics `tuning`, then the numbers of scene `sceneName`, then the input
  /// numbers, from `scene`.
  /// - Parameters:
  ///   - tuning: the tuned physics.
  ///   - scene: the tuned scene and input numbers.
  ///   - sceneName: the current scene's name.
  static func rows(tuning: PhysicsTuning, scene: SceneTuning, sceneName: String) -> [TuneRow] {
    var rows: [TuneRow] = tuning.settings.compactMap { s in
      guard let v = s.read(tuning.physics) else { return nil }
      return TuneRow(
        name: s.name, group: .physics, value: v, defaultValue: s.read(tuning.base) ?? v,
        unit: s.unit, range: s.range, isFlag: s.isFlag, isInteger: s.isFlag)
    }
    for s in SceneSettings.applicable(toScene: sceneName) {
      rows.append(
        TuneRow(
          name: s.name, group: SceneSettings.scenes(using: s.name) == nil ? .input : .scene,
          value: scene[s],
          defaultValue: s.defaultValue, unit: s.unit, range: s.range, isFlag: s.isFlag,
          isInteger: s.isInteger, zeroLabel: s.zeroLabel))
    }
    return rows
  }
}
