/// The collapsing header's geometry for one scroll offset (the numbers of the SwiftUI screen
/// it re-creates).
///
/// `progress = clamp(offset / 68, 0, 1)`, where `offset` is the points scrolled: 0 at rest,
/// negative while rubber banding at the top. Expanded the header is 168 pt with a 34 pt bold
/// large title and a 38 pt subtitle; collapsed it is 100 pt with a 22 pt title and no
/// subtitle. Rubber banding never inflates it: any offset at or below 0 gives exactly 168.
struct CollapsingHeaderState: Hashable, Sendable {
  /// Height when expanded, points.
  static let expandedHeight = 168.0
  /// Height when collapsed, points.
  static let collapsedHeight = 100.0
  /// Points of scrolling over which the header collapses (168 - 100).
  static let collapseDistance = expandedHeight - collapsedHeight
  /// Large-title size when expanded, points.
  static let expandedTitleSize = 34.0
  /// Title size when collapsed, points.
  static let collapsedTitleSize = 22.0
  /// Subtitle block height when expanded, points.
  static let subtitleHeight = 38.0

  /// Points scrolled (`+ 0`, so never -0.0).
  let offset: Double

  /// Creates the state for `offset` points scrolled (non-finite counts as 0).
  init(offset: Double) { self.offset = offset.isFinite ? offset + 0 : 0 }

  /// 0 expanded ... 1 collapsed.
  var progress: Double {
    min(1, max(0, offset / CollapsingHeaderState.collapseDistance)) + 0
  }

  /// 168 - 68 x progress: exactly 168 at rest and while rubber banding, exactly 100 collapsed.
  var height: Double {
    CollapsingHeaderState.expandedHeight - CollapsingHeaderState.collapseDistance * progress
  }

  /// 34 - 12 x progress (bold).
  var titleSize: Double {
    CollapsingHeaderState.expandedTitleSize
      - (CollapsingHeaderState.expandedTitleSize - CollapsingHeaderState.collapsedTitleSize)
      * progress
  }

  /// 1 - progress.
  var subtitleOpacity: Double { 1 - progress }

  /// 38 x (1 - progress); the subtitle is clipped to it.
  var subtitleHeight: Double { CollapsingHeaderState.subtitleHeight * (1 - progress) }
}
