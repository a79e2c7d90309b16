/// What `--list-settings`, `--set`, recordings and the inspector know of one setting of a
/// scene, a part or the input interpreter: its name, meaning, unit, valid range and default.
/// Owners declare a typed `Setting` (its `number` is this); which scenes use it is derived
/// from who declares it (`SceneSettings.scenes(using:)`).
public struct NumberSetting: Sendable {
  /// The name used by `--set`, recordings and the inspector ("feed.top-threshold").
  public let name: String
  /// What the number does, in a few words.
  public let summary: String
  /// The unit ("pt", "s", "" for a plain number).
  public let unit: String
  /// Accepted values; `--set` refuses others.
  public let range: ClosedRange<Double>
  /// The value the scenes use when nobody tuned it (the number they were written with).
  public let defaultValue: Double
  /// True for a whole number (a page size); other values are refused.
  public let isInteger: Bool
  /// True for a setting that is on (1) or off (0).
  public let isFlag: Bool
  /// What 0 stands for when it picks a built-in rule instead of a number ("auto"), or nil.
  public let zeroLabel: String?

  /// Creates a setting's description (owners declare a typed `Setting` instead).
  /// - Parameters:
  ///   - name: the dotted name.
  ///   - summary: what it does.
  ///   - unit: its unit.
  ///   - range: accepted values.
  ///   - defaultValue: the untuned value.
  ///   - isInteger: true for a whole number.
  ///   - isFlag: true for an on/off setting.
  ///   - zeroLabel: what 0 stands for, when it picks a built-in rule.
  public init(
    name: String, summary: String, unit: String, range: ClosedRange<Double>,
    defaultValue: Double, isInteger: Bool = false, isFlag: Bool = false,
    zeroLabel: String? = nil
  ) {
    self.name = name
    self.summary = summary
    self.unit = unit
    self.range = range
    self.defaultValue = defaultValue
    self.isInteger = isInteger || isFlag
    self.isFlag = isFlag
    self.zeroLabel = zeroLabel
  }

  /// The prefix before the first dot ("feed" of "feed.top-threshold"): the listing groups by
  /// it.
  var group: Substring { name.prefix { $0 != "." } }
}
