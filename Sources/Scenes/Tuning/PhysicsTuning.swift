import ScrollCore

/// A physics preset with tuned numbers: the preset it started from and every setting changed
/// since, applied by name (`--set`, preset files, the inspector).
public struct PhysicsTuning: Sendable, Hashable {
  /// The preset the tuning started from.
  public let base: ScrollPhysics
  /// The tuned physics.
  public private(set) var physics: ScrollPhysics

  /// Starts from `base`, unchanged.
  /// - Parameter base: a preset.
  public init(base: ScrollPhysics) {
    self.base = base
    physics = base
  }

  /// A tuning of `base` whose physics is `physics`, named `name` (a preset file's `name`).
  /// - Parameters:
  ///   - base: the preset it started from.
  ///   - name: the tuned preset's name.
  ///   - physics: the tuned physics (of `base`'s models).
  init(base: ScrollPhysics, renamed name: String, physics: ScrollPhysics) {
    self.base = base
    var p = physics
    p.name = name
    self.physics = p
  }

  /// The settings the tuned physics has.
  public var settings: [PhysicsSetting] { PhysicsSettings.applicable(to: physics) }

  /// The current value of setting `name`, or nil when the physics has none of that name.
  /// - Parameter name: a dotted name.
  public func value(of name: String) -> Double? { PhysicsSettings.named(name)?.read(physics) }

  /// The value of setting `name` in the preset the tuning started from.
  /// - Parameter name: a dotted name.
  public func defaultValue(of name: String) -> Double? {
    PhysicsSettings.named(name)?.read(base)
  }

  /// Settings whose value differs from the base preset's, in `PhysicsSettings.all` order.
  public var changes: [(name: String, value: Double)] {
    PhysicsSettings.all.compactMap { s in
      guard let v = s.read(physics), v != s.read(base) else { return nil }
      return (s.name, v)
    }
  }

  /// Sets `name` to `value`.
  /// - Parameters:
  ///   - name: a dotted name that applies to this physics.
  ///   - value: a finite value in the setting's range (0 or 1 for a flag).
  /// - Throws: `TuningError` naming the valid names or the valid range.
  public mutating func set(_ name: String, to value: Double) throws(TuningError) {
    guard let setting = PhysicsSettings.named(name) else {
      throw TuningError(
        "unknown setting '\(name)'; valid names: "
          + PhysicsSettings.all.map(\.name).joined(separator: ", "))
    }
    guard setting.read(physics) != nil else {
      throw TuningError(
        "\(name) does not apply to the \(base.name) preset; its settings: "
          + settings.map(\.name).joined(separator: ", "))
    }
    guard value.isFinite, setting.range.contains(value) else {
      throw TuningError(
        "\(name): \(PhysicsTuning.format(value)) is out of range "
          + "\(PhysicsTuning.format(setting.range.lowerBound))..."
          + "\(PhysicsTuning.format(setting.range.upperBound))")
    }
    // A flag takes 0 or 1: another value is refused, never rounded into one.
    guard !setting.isFlag || value == 0 || value == 1 else {
      throw TuningError(
        "\(name): \(PhysicsTuning.format(value)) is not 0 or 1 (a flag: 0 off, 1 on)")
    }
    setting.write(&physics, value)
  }

  /// Gives the tuned physics the wheel model `model` (a preset file's `wheel`).
  /// - Parameter model: the wheel model; nil for the input configuration's step.
  public mutating func setWheel(_ model: (any WheelModel)?) { physics.wheel = model }

  /// Puts setting `name` back to the base preset's value (no effect when it has none).
  /// - Parameter name: a dotted name.
  public mutating func reset(_ name: String) {
    guard let s = PhysicsSettings.named(name), let v = s.read(base) else { return }
    s.write(&physics, v)
  }

  /// A number as settings print it: the shortest text that reads back to the same value.
  /// - Parameter value: a finite number.
  public static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}
