/// The collapsing header's settings (`HeaderMetrics(tuning:)` reads them). Every scene with a
/// `HeaderPart` uses them.
enum HeaderSettings {
  /// Header height at rest, points.
  static let expandedHeight = Setting<Double>(
    "header.expanded-height", summary: "collapsing header height at rest",
    unit: "pt", range: 60...400, default: 168)
  /// Header height collapsed, points (never above the expanded height).
  static let collapsedHeight = Setting<Double>(
    "header.collapsed-height", summary: "collapsing header height collapsed",
    unit: "pt", range: 40...400, default: 100)
  /// The large title's size expanded, points.
  static let titleSize = Setting<Double>(
    "header.title-size", summary: "large title font size expanded", unit: "pt",
    range: 12...80, default: 34)
  /// The subtitle block's height expanded, points.
  static let subtitleHeight = Setting<Double>(
    "header.subtitle-height", summary: "subtitle block height expanded", unit: "pt",
    range: 0...120, default: 38)

  /// The header's settings, in listing order.
  static let all: [NumberSetting] = [
    expandedHeight.number, collapsedHeight.number, titleSize.number, subtitleHeight.number,
  ]
}

extension HeaderPart {
  /// `HeaderSettings.all`.
  static var settings: [NumberSetting] { HeaderSettings.all }
}
