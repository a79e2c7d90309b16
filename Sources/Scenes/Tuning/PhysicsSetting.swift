import ScrollCore

/// One tunable number of a physics preset: its name, meaning, unit, valid range, and how to
/// read and write it on a `ScrollPhysics`.
///
/// Settings belong to the model a preset uses (a UIKit rate only exists on an exponential
/// deceleration): `read` answers nil, and `write` does nothing, on physics of another model.
public struct PhysicsSetting: Sendable {
  /// The name used by `--set`, preset files and the inspector ("physics.rate").
  public let name: String
  /// What the number does, in a few words.
  public let summary: String
  /// The unit ("per ms", "pt/s", "pt").
  public let unit: String
  /// Accepted values; `--set` and preset files refuse others.
  public let range: ClosedRange<Double>
  /// True for a setting that is on (1) or off (0).
  public let isFlag: Bool
  /// The value on `physics`, or nil when its model has no such number.
  public let read: @Sendable (ScrollPhysics) -> Double?
  /// Writes the value (already in `range`) on `physics`; no effect on another model.
  public let write: @Sendable (inout ScrollPhysics, Double) -> Void

  /// Creates a setting.
  /// - Parameters:
  ///   - name: the dotted name.
  ///   - summary: what it does.
  ///   - unit: its unit.
  ///   - range: accepted values.
  ///   - isFlag: true for an on/off setting.
  ///   - read: reads it, nil where it does not apply.
  ///   - write: writes it.
  public init(
    name: String, summary: String, unit: String, range: ClosedRange<Double>,
    isFlag: Bool = false, read: @escaping @Sendable (ScrollPhysics) -> Double?,
    write: @escaping @Sendable (inout ScrollPhysics, Double) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.unit = unit
    self.range = range
    self.isFlag = isFlag
    self.read = read
    self.write = write
  }
}
