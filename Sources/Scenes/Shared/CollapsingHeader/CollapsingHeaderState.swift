/// The collapsing header's sizes: 168 pt expanded with a 34 pt bold large title and a 38 pt
/// subtitle, 100 pt collapsed with a 22 pt title (the numbers of the SwiftUI screen it
/// re-creates, `standard`); the `HeaderSettings` change them.
struct HeaderMetrics: Hashable, Sendable {
  /// Height when expanded, points.
  var expandedHeight = 168.0
  /// Height when collapsed, points (never above the expanded height).
  var collapsedHeight = 100.0
  /// Large-title size when expanded, points.
  var expandedTitleSize = 34.0
  /// Title size when collapsed, points.
  var collapsedTitleSize = 22.0
  /// Subtitle block height when expanded, points.
  var subtitleHeight = 38.0

  /// The SwiftUI screen's numbers.
  static let standard = HeaderMetrics()

  /// The metrics with the `HeaderSettings` of `tuning`.
  /// - Parameter tuning: the scene settings.
  init(tuning: SceneTuning) {
    expandedHeight = tuning[HeaderSettings.expandedHeight]
    collapsedHeight = min(expandedHeight, tuning[HeaderSettings.collapsedHeight])
    expandedTitleSize = tuning[HeaderSettings.titleSize]
    subtitleHeight = tuning[HeaderSettings.subtitleHeight]
  }

  /// The standard metrics.
  init() {}

  /// Points of scrolling over which the header collapses (168 - 100).
  var collapseDistance: Double { expandedHeight - collapsedHeight }
}

/// The collapsing header's geometry for one scroll offset.
///
/// `progress = clamp(offset / 68, 0, 1)`, where `offset` is the points scrolled: 0 at rest,
/// negative while rubber banding at the top (68 = expanded - collapsed height with the
/// standard `HeaderMetrics`). Rubber banding never inflates it: any offset at or below 0
/// gives exactly the expanded height.
struct CollapsingHeaderState: Hashable, Sendable {
  /// Points scrolled (`+ 0`, so never -0.0).
  let offset: Double
  /// The sizes.
  let metrics: HeaderMetrics

  /// Creates the state for `offset` points scrolled (non-finite counts as 0).
  /// - Parameters:
  ///   - offset: points scrolled.
  ///   - metrics: the header's sizes.
  init(offset: Double, metrics: HeaderMetrics = .standard) {
    self.offset = offset.isFinite ? offset + 0 : 0
    self.metrics = metrics
  }

  /// 0 expanded ... 1 collapsed (1 at once past 0 when nothing collapses).
  var progress: Double {
    let d = metrics.collapseDistance
    guard d > 0 else { return offset > 0 ? 1 : 0 }
    return min(1, max(0, offset / d)) + 0
  }

  /// 168 - 68 x progress: exactly 168 at rest and while rubber banding, exactly 100 collapsed.
  var height: Double { metrics.expandedHeight - metrics.collapseDistance * progress }

  /// 34 - 12 x progress (bold).
  var titleSize: Double {
    metrics.expandedTitleSize - (metrics.expandedTitleSize - metrics.collapsedTitleSize) * progress
  }

  /// 1 - progress.
  var subtitleOpacity: Double { 1 - progress }

  /// 38 x (1 - progress); the subtitle is clipped to it.
  var subtitleHeight: Double { metrics.subtitleHeight * (1 - progress) }
}
