import ScrollCore

/// Two facts about the feed's scroll position in one `Equatable` value, observed through a
/// single `onScrollGeometryChange(for: FeedScrollState.self)`: the observer's transform runs
/// every frame the geometry changes, but its action runs only when one of the fields flips,
/// because the whole struct is compared with `==`.
struct FeedScrollState: Equatable, Sendable {
  /// Points scrolled past which the feed counts as away from the top (strictly greater).
  static let awayFromTopThreshold = 160.0
  /// Distance from the end of the content within which the visible rect's bottom counts as
  /// near the bottom, points.
  static let nearBottomDistance = 500.0

  /// The content is scrolled more than 160 pt (`contentOffset.y + contentInsets.top > 160`).
  var isAwayFromTop = false
  /// The visible rect's bottom is within 500 pt of the content's end
  /// (`visibleRect.maxY > contentSize.height - 500`).
  var isNearBottom = false

  /// The transform: the state for one geometry.
  /// - Parameters:
  ///   - geometry: the scroll view's geometry this frame.
  ///   - away: points scrolled past which the feed is away from the top.
  ///   - near: distance from the end within which it is near the bottom.
  @Sendable static func make(
    _ geometry: SCScrollGeometry, away: Double = awayFromTopThreshold,
    near: Double = nearBottomDistance
  ) -> FeedScrollState {
    FeedScrollState(
      isAwayFromTop: geometry.pointsScrolled.y > away,
      isNearBottom: geometry.visibleRect.maxY > geometry.contentSize.height - near)
  }

  /// Registers the struct-valued observer; each delivery lands in
  /// `FeedObserved.scrollState` as (old, new). Returns the observer's id (for its counters).
  /// - Parameters:
  ///   - registry: the feed's observers.
  ///   - distances: points scrolled past which the feed is away from the top (160 by
  ///     default) and the distance from the end within which it is near the bottom (500 by
  ///     default), read on every run (tuned values count from the observer's next run).
  @discardableResult
  static func register(
    in registry: inout GeometryObserverRegistry<FeedObserved>,
    distances: TunedValue<(away: Double, near: Double)> = TunedValue(
      (awayFromTopThreshold, nearBottomDistance))
  ) -> GeometryObserverRegistry<FeedObserved>.ObserverID {
    let transform: @Sendable (SCScrollGeometry) -> FeedScrollState = {
      let d = distances.value
      return FeedScrollState.make($0, away: d.away, near: d.near)
    }
    return registry.onScrollGeometryChange(
      for: FeedScrollState.self, name: "feed-scroll-state", of: transform
    ) { old, new, signals in
      signals.scrollState = (old, new)
    }
  }

  /// The names of the fields that differ between `self` and `other` ("isAwayFromTop").
  /// - Parameter other: the state to compare with.
  func flippedFields(from other: FeedScrollState) -> [String] {
    var out: [String] = []
    if isAwayFromTop != other.isAwayFromTop { out.append("isAwayFromTop") }
    if isNearBottom != other.isNearBottom { out.append("isNearBottom") }
    return out
  }
}
