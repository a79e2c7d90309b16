/// One tunable number of a scene or of the input interpreter: its name, meaning, unit, valid
/// range, default, and the scenes it belongs to.
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
  /// The scenes using it; nil for every scene (the input settings).
  public let scenes: [String]?
  /// What 0 stands for when it picks a built-in rule instead of a number ("auto"), or nil.
  public let zeroLabel: String?

  /// Creates a setting.
  /// - Parameters:
  ///   - name: the dotted name.
  ///   - summary: what it does.
  ///   - unit: its unit.
  ///   - range: accepted values.
  ///   - defaultValue: the untuned value.
  ///   - isInteger: true for a whole number.
  ///   - isFlag: true for an on/off setting.
  ///   - scenes: the scenes using it, nil for all.
  ///   - zeroLabel: what 0 stands for, when it picks a built-in rule.
  public init(
    name: String, summary: String, unit: String, range: ClosedRange<Double>,
    defaultValue: Double, isInteger: Bool = false, isFlag: Bool = false, scenes: [String]?,
    zeroLabel: String? = nil
  ) {
    self.name = name
    self.summary = summary
    self.unit = unit
    self.range = range
    self.defaultValue = defaultValue
    self.isInteger = isInteger || isFlag
    self.isFlag = isFlag
    self.scenes = scenes
    self.zeroLabel = zeroLabel
  }

  /// True when scene `name` uses the setting.
  /// - Parameter name: a scene's name ("feed").
  public func applies(toScene name: String) -> Bool { scenes?.contains(name) ?? true }
}
