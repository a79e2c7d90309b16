/// The shape of a paged feed and of its pretend network.
struct PagedFeedConfiguration: Hashable, Sendable {
  /// Articles per page after the first.
  var pageSize = 20
  /// Articles in the first page (short on purpose: the fill rule keeps loading).
  var firstPageSize = 2
  /// Pages in the whole feed; after the last one the footer reads "end of feed".
  var pageCount = 50
  /// Seconds a request takes, drawn per request.
  var latency: ClosedRange<Double> = 0.3...1.2
  /// Probability that a request fails.
  var failureRate = 0.15
  /// When above 0, the first try of every `failEvery`-th page fails instead (no draw).
  var failEvery = 0
  /// Seed of latencies and failures.
  var seed: UInt64 = 42
  /// Visible fraction at which the spinner row counts as seen.
  var sentinelThreshold = 0.1
  /// The near-bottom rule's distance from the end (points), nil to switch the rule off.
  var nearBottomDistance: Double? = 500
  /// Pages requested but not yet shown (in flight, arrived early or failed), at most. The
  /// default, 1, is the `isLoading` guard: no request starts while one is pending, so at most
  /// one page request is ever in flight. `severalInFlight` (3) is the other form: a rule that
  /// fires while a page loads prefetches the next one up to this limit. Values below 1 count
  /// as 1.
  var maxPendingPages = 1

  /// Creates a configuration.
  /// - Parameters:
  ///   - pageSize: articles per page after the first.
  ///   - firstPageSize: articles in the first page.
  ///   - pageCount: pages in the whole feed.
  ///   - latency: seconds a request takes.
  ///   - failureRate: probability that a request fails.
  ///   - seed: seed of latencies and failures.
  ///   - sentinelThreshold: visible fraction at which the spinner row counts as seen.
  ///   - nearBottomDistance: the near-bottom rule's distance, nil for none.
  ///   - maxPendingPages: pages pending at most.
  init(
    pageSize: Int = 20, firstPageSize: Int = 2, pageCount: Int = 50,
    latency: ClosedRange<Double> = 0.3...1.2, failureRate: Double = 0.15, seed: UInt64 = 42,
    sentinelThreshold: Double = 0.1, nearBottomDistance: Double? = 500, maxPendingPages: Int = 1
  ) {
    self.pageSize = pageSize
    self.firstPageSize = firstPageSize
    self.pageCount = pageCount
    self.latency = latency
    self.failureRate = failureRate
    self.seed = seed
    self.sentinelThreshold = sentinelThreshold
    self.nearBottomDistance = nearBottomDistance
    self.maxPendingPages = maxPendingPages
  }

  /// The pending limit of the "several in flight" form the scenes can switch to.
  static let severalInFlight = 3

  /// Articles in page `page` (1-based).
  func articles(inPage page: Int) -> Int { page == 1 ? firstPageSize : pageSize }

  /// Articles in the whole feed.
  var totalArticles: Int { pageCount <= 0 ? 0 : firstPageSize + (pageCount - 1) * pageSize }
}
