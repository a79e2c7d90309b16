/// The rule that asked a paged feed for its next page.
enum PageTrigger: String, Hashable, Sendable, CaseIterable {
  /// The content is shorter than the viewport (on start, or after a short page).
  case fill
  /// The spinner row at the end crossed its visibility threshold.
  case sentinel
  /// The visible rect's bottom came within 500 pt of the content's end (false -> true).
  case nearBottom = "near-bottom"
  /// The user retried a failed page (click or R).
  case retry
  /// `FeedScrollState`'s action saw `isNearBottom` rise (`new && !old`; the infinite feed's
  /// E key chooses this rule).
  case scrollState = "feed-scroll-state"
}
