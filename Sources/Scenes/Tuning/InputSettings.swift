import ScrollCore

/// The input interpreter's settings, for every scene: wheel, touchpad, keys and clicks.
/// `SceneTuning.input` turns them into the interpreter's `InputConfiguration`.
public enum InputSettings {
  /// Points per wheel detent; 0 keeps GTK's container^(2/3) rule.
  public static let wheelStep = Setting<Double>(
    "input.wheel-step", summary: "points per wheel detent (0: GTK's container^(2/3))",
    unit: "pt", range: 0...1000, default: 0, zeroLabel: "GTK")
  /// The wheel step's animation time; 0 keeps Chromium's 6-12 frames.
  public static let wheelDuration = Setting<Double>(
    "input.wheel-duration", summary: "wheel step animation time (0: Chromium's 6-12 frames)",
    unit: "s", range: 0...1, default: 0, zeroLabel: "Chromium")
  /// Whether fast detents scroll further.
  public static let wheelAcceleration = Setting<Bool>(
    "input.wheel-acceleration", summary: "fast detents scroll further (1) or not (0)",
    default: false)
  /// Detents closer than this accelerate, seconds.
  public static let wheelAccelerationInterval = Setting<Double>(
    "input.wheel-acceleration-interval", summary: "detents closer than this accelerate",
    unit: "s", range: 0.005...0.5, default: 0.06)
  /// Multiplier added per fast detent.
  public static let wheelAccelerationIncrement = Setting<Double>(
    "input.wheel-acceleration-increment", summary: "multiplier added per fast detent",
    unit: "", range: 0...5, default: 0.5)
  /// The largest wheel multiplier.
  public static let wheelAccelerationCap = Setting<Double>(
    "input.wheel-acceleration-cap", summary: "largest wheel multiplier", unit: "",
    range: 1...20, default: 3)
  /// Points per touchpad delta unit.
  public static let preciseUnit = Setting<Double>(
    "input.precise-unit", summary: "points per touchpad delta unit", unit: "pt",
    range: 1...400, default: 40)
  /// Quiet time that ends a touchpad gesture, seconds.
  public static let touchpadIdleGap = Setting<Double>(
    "input.touchpad-idle-gap", summary: "quiet time that ends a touchpad gesture",
    unit: "s", range: 0.01...1, default: 0.08)
  /// How far the arrow keys scroll, points.
  public static let lineStep = Setting<Double>(
    "input.line-step", summary: "arrow keys scroll this far", unit: "pt",
    range: 1...1000, default: 40)
  /// The arrow and page keys' animation time, seconds.
  public static let keyDuration = Setting<Double>(
    "input.key-duration", summary: "arrow and page key animation time", unit: "s",
    range: 0.01...2, default: 0.2)
  /// A press moving less than this is a click, points.
  public static let clickSlop = Setting<Double>(
    "input.click-slop", summary: "a press moving less than this is a click", unit: "pt",
    range: 0...50, default: 4)

  /// The input settings, in the order the inspector and `--list-settings` show them.
  public static let all: [NumberSetting] = [
    wheelStep.number, wheelDuration.number, wheelAcceleration.number,
    wheelAccelerationInterval.number, wheelAccelerationIncrement.number,
    wheelAccelerationCap.number, preciseUnit.number, touchpadIdleGap.number, lineStep.number,
    keyDuration.number, clickSlop.number,
  ]

  /// True when `name` is an input setting (every scene's interpreter takes it at once).
  /// - Parameter name: a dotted name.
  public static func contains(_ name: String) -> Bool { all.contains { $0.name == name } }
}

extension SceneTuning {
  /// The input interpreter's configuration with the input settings applied.
  public var input: InputConfiguration {
    var c = InputConfiguration.standard
    let step = self[InputSettings.wheelStep]
    if step > 0 { c.wheelStep = .fixed(step) }
    let duration = self[InputSettings.wheelDuration]
    if duration > 0 { c.wheelStepDuration = duration }
    c.wheelAccelerates = self[InputSettings.wheelAcceleration]
    c.wheelAccelerationInterval = self[InputSettings.wheelAccelerationInterval]
    c.wheelAccelerationIncrement = self[InputSettings.wheelAccelerationIncrement]
    c.wheelAccelerationCap = self[InputSettings.wheelAccelerationCap]
    c.preciseUnit = self[InputSettings.preciseUnit]
    c.touchpadIdleGap = self[InputSettings.touchpadIdleGap]
    c.lineStep = self[InputSettings.lineStep]
    let keys = self[InputSettings.keyDuration]
    if keys != InputSettings.keyDuration.defaultValue {
      c.keyAnimation = .easeInOut(duration: keys)
    }
    c.clickSlop = self[InputSettings.clickSlop]
    return c
  }
}
