/// The Top pill's setting (its name keeps the "feed." prefix of the scene it was first
/// written for). Every scene with a `TopButtonPart` uses it.
enum TopButtonSettings {
  /// Points scrolled past which the pill shows.
  static let threshold = Setting<Double>(
    "feed.top-threshold", summary: "points scrolled past which the Top pill shows",
    unit: "pt", range: 0...5000, default: 240)

  /// The pill's settings, in listing order.
  static let all: [NumberSetting] = [threshold.number]
}

extension TopButtonPart {
  /// `TopButtonSettings.all`.
  static var settings: [NumberSetting] { TopButtonSettings.all }
}
