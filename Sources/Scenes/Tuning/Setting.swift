/// A value a setting can hold: a number (`Double`), a whole number (`Int`) or a switch
/// (`Bool`). Every setting is kept as a `Double` (so `--set`, recordings and the inspector
/// treat them alike); the typed read converts it back.
public protocol SettingValue: Sendable, Equatable {
  /// The value from its stored number (already checked against the setting's range, and
  /// whole for whole numbers and switches). A static function rather than an initializer,
  /// so `Int.init` stays unambiguous.
  /// - Parameter stored: the stored number.
  static func fromSettingNumber(_ stored: Double) -> Self
  /// The value as a stored number.
  var settingNumber: Double { get }
}

extension Double: SettingValue {
  /// The number itself.
  /// - Parameter stored: the stored number.
  public static func fromSettingNumber(_ stored: Double) -> Double { stored }
  /// The number itself.
  public var settingNumber: Double { self }
}

extension Int: SettingValue {
  /// The whole number (a stored number is whole and in range; anything else is clamped).
  /// - Parameter stored: the stored number.
  public static func fromSettingNumber(_ stored: Double) -> Int {
    stored.isFinite ? Int(Swift.max(-1e15, Swift.min(1e15, stored))) : 0
  }
  /// The number as a `Double`.
  public var settingNumber: Double { Double(self) }
}

extension Bool: SettingValue {
  /// On from 0.5 (stored switches are 0 or 1).
  /// - Parameter stored: the stored number.
  public static func fromSettingNumber(_ stored: Double) -> Bool { stored >= 0.5 }
  /// 1 for on, 0 for off.
  public var settingNumber: Double { self ? 1 : 0 }
}

/// A typed setting key: one tunable value of a scene, a part or the input interpreter,
/// declared by its owner beside it (`TopButtonSettings.threshold`), read with
/// `tuning[key]` as a `Value`. Its description (`number`) is what `--list-settings`,
/// `--set`, recordings and the inspector's Tune section use; the catalog gathers the
/// descriptions from the scenes and their parts (`SceneSettings`).
public struct Setting<Value: SettingValue>: Sendable {
  /// The setting's description: name, summary, unit, range, default, zero label.
  public let number: NumberSetting
  /// The value when nobody tuned it.
  public let defaultValue: Value

  /// The name used by `--set`, recordings and the inspector ("feed.top-threshold").
  public var name: String { number.name }

  private init(number: NumberSetting, defaultValue: Value) {
    self.number = number
    self.defaultValue = defaultValue
  }
}

extension Setting where Value == Double {
  /// A number setting.
  /// - Parameters:
  ///   - name: the dotted name ("feed.top-threshold").
  ///   - summary: what it does, in a few words.
  ///   - unit: its unit ("pt", "s", "" for a plain number).
  ///   - range: accepted values.
  ///   - defaultValue: the untuned value, in `range`.
  ///   - zeroLabel: what 0 stands for when it picks a built-in rule ("GTK"), or nil.
  public init(
    _ name: String, summary: String, unit: String, range: ClosedRange<Double>,
    default defaultValue: Double, zeroLabel: String? = nil
  ) {
    self.init(
      number: NumberSetting(
        name: name, summary: summary, unit: unit, range: range, defaultValue: defaultValue,
        zeroLabel: zeroLabel),
      defaultValue: defaultValue)
  }
}

extension Setting where Value == Int {
  /// A whole-number setting (a fraction is refused).
  /// - Parameters:
  ///   - name: the dotted name ("infinite.page-size").
  ///   - summary: what it does, in a few words.
  ///   - unit: its unit ("" for a count).
  ///   - range: accepted values.
  ///   - defaultValue: the untuned value, in `range`.
  public init(
    _ name: String, summary: String, unit: String, range: ClosedRange<Int>,
    default defaultValue: Int
  ) {
    self.init(
      number: NumberSetting(
        name: name, summary: summary, unit: unit,
        range: Double(range.lowerBound)...Double(range.upperBound),
        defaultValue: Double(defaultValue), isInteger: true),
      defaultValue: defaultValue)
  }
}

extension Setting where Value == Bool {
  /// A switch, set as 1 (on) or 0 (off).
  /// - Parameters:
  ///   - name: the dotted name ("input.wheel-acceleration").
  ///   - summary: what it does, in a few words.
  ///   - defaultValue: the untuned value.
  public init(_ name: String, summary: String, default defaultValue: Bool) {
    self.init(
      number: NumberSetting(
        name: name, summary: summary, unit: "", range: 0...1,
        defaultValue: defaultValue.settingNumber,
        isFlag: true),
      defaultValue: defaultValue)
  }
}
