/// The infinite scene's settings: its paged feed and pretend network
/// (`PagedFeedConfiguration(tuning:seed:)`). The showcase's pagination has fixed numbers and
/// does not use them.
enum InfiniteSettings {
  /// Articles per page after the first.
  static let pageSize = Setting<Int>(
    "infinite.page-size", summary: "articles per page after the first", unit: "",
    range: 1...200, default: 20)
  /// The shortest page request, seconds.
  static let latencyMin = Setting<Double>(
    "infinite.latency-min", summary: "shortest page request", unit: "s",
    range: 0...10, default: 0.3)
  /// The longest page request, seconds (at least the shortest).
  static let latencyMax = Setting<Double>(
    "infinite.latency-max", summary: "longest page request (at least the shortest)",
    unit: "s", range: 0...10, default: 1.2)
  /// Probability a page request fails.
  static let failureRate = Setting<Double>(
    "infinite.failure-rate", summary: "probability a page request fails", unit: "",
    range: 0...1, default: 0.15)
  /// Pages pending at most (1: the `isLoading` guard).
  static let pagesInFlight = Setting<Int>(
    "infinite.pages-in-flight", summary: "pages pending at most (1: isLoading guard)",
    unit: "", range: 1...10, default: 1)
  /// The spinner row's visible fraction that loads a page.
  static let sentinelThreshold = Setting<Double>(
    "infinite.sentinel-threshold", summary: "spinner visibility that loads a page",
    unit: "", range: 0.01...1, default: 0.1)
  /// The near-bottom rule's distance from the end, points.
  static let nearBottom = Setting<Double>(
    "infinite.near-bottom", summary: "near-bottom rule: load within this of the end",
    unit: "pt", range: 0...5000, default: 500)

  /// The infinite scene's settings, in listing order.
  static let all: [NumberSetting] = [
    pageSize.number, latencyMin.number, latencyMax.number, failureRate.number,
    pagesInFlight.number, sentinelThreshold.number, nearBottom.number,
  ]
}

extension InfiniteFeedScene {
  /// `InfiniteSettings.all`.
  static var settings: [NumberSetting] { InfiniteSettings.all }
}

extension PagedFeedConfiguration {
  /// The infinite scene's feed with the `InfiniteSettings` of `tuning` (their defaults are
  /// the property defaults).
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - seed: seed of latencies and failures.
  init(tuning: SceneTuning, seed: UInt64) {
    let low = tuning[InfiniteSettings.latencyMin]
    self.init(
      pageSize: tuning[InfiniteSettings.pageSize],
      latency: low...max(low, tuning[InfiniteSettings.latencyMax]),
      failureRate: tuning[InfiniteSettings.failureRate], seed: seed,
      sentinelThreshold: tuning[InfiniteSettings.sentinelThreshold],
      nearBottomDistance: tuning[InfiniteSettings.nearBottom],
      maxPendingPages: tuning[InfiniteSettings.pagesInFlight])
  }
}
