/// The visibility scene's settings: the visible fractions that play a clip and that list a
/// row as a target.
enum VisibilitySettings {
  /// Visible fraction that plays a clip.
  static let playThreshold = Setting<Double>(
    "visibility.play-threshold", summary: "visible fraction that plays a clip",
    unit: "", range: 0.01...1, default: 0.3)
  /// Visible fraction listed as a target.
  static let targetThreshold = Setting<Double>(
    "visibility.target-threshold", summary: "visible fraction listed as a target",
    unit: "", range: 0.01...1, default: 0.5)

  /// The scene's settings, in listing order.
  static let all: [NumberSetting] = [playThreshold.number, targetThreshold.number]
}

extension VisibilityScene {
  /// `VisibilitySettings.all`.
  static var settings: [NumberSetting] { VisibilitySettings.all }
}
