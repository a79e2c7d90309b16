/// What the feeds' geometry observers report to their scene in one observation pass: the
/// `Observed` state of the scenes built on `FeedList` (the `State` of its
/// `GeometryObserverRegistry`). Actions only record; the scene reacts after the pass and
/// then clears them.
struct FeedObserved: Sendable {
  /// The Top button's Bool observer delivered this value.
  var topButtonVisible: Bool?
  /// The near-bottom Bool observer went from false to true.
  var nearBottomEdge = false
  /// The feed's `FeedScrollState` observer delivered this (old, new) pair.
  var scrollState: (old: FeedScrollState, new: FeedScrollState)?
  /// The history part's row at the top of the content is in view (a state, kept until its
  /// observer delivers the opposite; `clear()` leaves it).
  var nearTop = false
  /// The follow-bottom part's view rests more than its distance above the bottom (a state,
  /// kept until its observer delivers the opposite; `clear()` leaves it).
  var awayFromBottom = false
  /// The points scrolled (`pointsScrolled.y`) the diagnostics' observer delivered.
  var pointsScrolled: Double?

  /// Forgets the delivered signals.
  mutating func clear() {
    topButtonVisible = nil
    scrollState = nil
    pointsScrolled = nil
    nearBottomEdge = false
  }
}
