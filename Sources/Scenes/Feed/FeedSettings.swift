/// The feed scene's own settings: the `FeedScrollState` distances. With the Top pill's
/// (`TopButtonSettings`) they are the feed scene's settings.
enum FeedSettings {
  /// `FeedScrollState`: away from the top past this, points.
  static let awayFromTop = Setting<Double>(
    "feed.away-from-top", summary: "FeedScrollState: away from the top past this",
    unit: "pt", range: 0...5000, default: 160)
  /// `FeedScrollState`: near the bottom within this, points.
  static let nearBottom = Setting<Double>(
    "feed.near-bottom", summary: "FeedScrollState: near the bottom within this",
    unit: "pt", range: 0...5000, default: 500)

  /// The feed's own settings, in listing order.
  static let all: [NumberSetting] = [awayFromTop.number, nearBottom.number]
}

extension FeedScene {
  /// The Top pill's setting, then the feed's own.
  static var settings: [NumberSetting] { TopButtonSettings.all + FeedSettings.all }
}
