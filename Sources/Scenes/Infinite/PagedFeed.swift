/// The pagination state of a paged feed: which pages are loaded, whether a request is in
/// flight or failed, and which rule asked for each page. Knows nothing about layout: the
/// scene decides when a rule fires and appends the pages `poll` hands back.
///
/// Guards: one request at a time (`isLoading`), nothing past the last page
/// (`hasMorePages`), nothing automatic after a failure until a retry. Pages are requested
/// strictly in order (the next one is always `pages.count + 1`) and an answer is accepted
/// only for the request in flight, so no page is skipped, loaded twice or reordered, however
/// often the rules fire.
///
/// Events: "page-requested" (page, rule, attempt), "page-loaded" (page, items, rule,
/// attempts, latency), "page-failed" (page, attempt, error), "page-retry" (page, attempt),
/// "feed-end" (pages, items).
struct PagedFeed {
  /// What the feed is doing.
  enum Status: Hashable, Sendable {
    /// Waiting for a rule to fire.
    case idle
    /// A request is in flight.
    case loading(SimulatedPageLoader.Request, PageTrigger)
    /// The last request for `page` failed; waiting for a retry.
    case failed(page: Int, attempt: Int, error: String)
    /// Every page is loaded.
    case finished
  }

  /// A page that arrived.
  struct LoadedPage: Hashable, Sendable {
    /// 1-based page number.
    var page: Int
    /// Articles in it.
    var articles: Int
    /// The rule that first asked for it.
    var trigger: PageTrigger
    /// Requests it took (1 without failures).
    var attempts: Int
    /// Seconds from the first request to the arrival.
    var latency: Double
    /// Scene time it arrived.
    var loadedAt: Double
  }

  /// Stamped on the events.
  let sceneName: String
  /// Page sizes, page count and the network's behaviour.
  let configuration: PagedFeedConfiguration
  /// The pretend network.
  private(set) var loader: SimulatedPageLoader
  /// What the feed is doing now.
  private(set) var status = Status.idle
  /// Loaded pages, in order.
  private(set) var pages: [LoadedPage] = []
  /// Requests started per rule (retries under `.retry`).
  private(set) var requestCounts: [PageTrigger: Int] = [:]
  /// Failed requests so far.
  private(set) var failures = 0
  /// Answers ignored because they were not for the request in flight.
  private(set) var staleAnswers = 0
  private var firstRequest: (page: Int, trigger: PageTrigger, time: Double)?
  private var events: [SceneEvent] = []

  /// The pretend errors a failed request reports (picked from page and attempt).
  static let errors = [
    "The request timed out", "The server answered 503", "The connection was lost",
  ]

  /// Creates an empty feed.
  init(sceneName: String, configuration: PagedFeedConfiguration) {
    self.sceneName = sceneName
    self.configuration = configuration
    loader = SimulatedPageLoader(
      latency: configuration.latency, failureRate: configuration.failureRate,
      seed: configuration.seed)
  }

  /// The page a request would ask for.
  var nextPage: Int { pages.count + 1 }
  /// True until the last page is loaded.
  var hasMorePages: Bool { pages.count < configuration.pageCount }
  /// True while a request is in flight.
  var isLoading: Bool {
    if case .loading = status { return true }
    return false
  }
  /// True while a failed page waits for a retry.
  var isFailed: Bool {
    if case .failed = status { return true }
    return false
  }
  /// Articles in the loaded pages.
  var articleCount: Int { pages.reduce(0) { $0 + $1.articles } }

  /// Asks for the next page because `trigger` fired at time `t`. Ignored (false) while
  /// loading, after a failure (retry instead) and when every page is loaded.
  @discardableResult
  mutating func request(_ trigger: PageTrigger, at t: Double) -> Bool {
    guard case .idle = status, hasMorePages else { return false }
    firstRequest = (nextPage, trigger, t)
    start(page: nextPage, attempt: 1, trigger: trigger, at: t)
    return true
  }

  /// Retries the failed page at time `t`; false when nothing failed.
  @discardableResult
  mutating func retry(at t: Double) -> Bool {
    guard case .failed(let page, let attempt, _) = status else { return false }
    events.append(
      SceneEvent(
        time: t, scene: sceneName, name: "page-retry",
        fields: [("page", .number(Double(page))), ("attempt", .number(Double(attempt + 1)))]))
    start(page: page, attempt: attempt + 1, trigger: .retry, at: t)
    return true
  }

  private mutating func start(page: Int, attempt: Int, trigger: PageTrigger, at t: Double) {
    let request = loader.start(page: page, attempt: attempt, at: t)
    status = .loading(request, trigger)
    requestCounts[trigger, default: 0] += 1
    events.append(
      SceneEvent(
        time: t, scene: sceneName, name: "page-requested",
        fields: [
          ("page", .number(Double(page))), ("rule", .string(trigger.rawValue)),
          ("attempt", .number(Double(attempt))),
        ]))
  }

  /// Takes the network's answers that arrived by time `t`; returns the pages to append, in
  /// order (at most one with one request in flight).
  mutating func poll(at t: Double) -> [LoadedPage] {
    var arrived: [LoadedPage] = []
    for answer in loader.arrivals(at: t) {
      guard case .loading(let current, _) = status, current.id == answer.id else {
        staleAnswers += 1
        continue
      }
      if answer.fails {
        failures += 1
        let error = PagedFeed.errors[(answer.page + answer.attempt) % PagedFeed.errors.count]
        status = .failed(page: answer.page, attempt: answer.attempt, error: error)
        events.append(
          SceneEvent(
            time: t, scene: sceneName, name: "page-failed",
            fields: [
              ("page", .number(Double(answer.page))),
              ("attempt", .number(Double(answer.attempt))), ("error", .string(error)),
            ]))
        continue
      }
      let first = firstRequest ?? (answer.page, .fill, answer.startTime)
      let page = LoadedPage(
        page: answer.page, articles: configuration.articles(inPage: answer.page),
        trigger: first.trigger, attempts: answer.attempt, latency: answer.dueTime - first.time,
        loadedAt: t)
      pages.append(page)
      arrived.append(page)
      status = hasMorePages ? .idle : .finished
      events.append(
        SceneEvent(
          time: t, scene: sceneName, name: "page-loaded",
          fields: [
            ("page", .number(Double(page.page))), ("items", .number(Double(page.articles))),
            ("rule", .string(page.trigger.rawValue)), ("attempts", .number(Double(page.attempts))),
            ("latency", .number(page.latency)),
          ]))
      if !hasMorePages {
        events.append(
          SceneEvent(
            time: t, scene: sceneName, name: "feed-end",
            fields: [
              ("pages", .number(Double(pages.count))), ("items", .number(Double(articleCount))),
            ]))
      }
    }
    return arrived
  }

  /// Returns and clears the feed's events.
  mutating func takeEvents() -> [SceneEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  /// The HUD lines: pages, rule counts, loader state.
  var hudLines: [String] {
    let counts = PageTrigger.allCases.compactMap { trigger -> String? in
      guard let n = requestCounts[trigger], n > 0 else { return nil }
      return "\(trigger.rawValue) \(n)"
    }
    var state: String
    switch status {
    case .idle: state = "idle"
    case .loading(let r, _): state = "loading page \(r.page)"
    case .failed(let page, _, _): state = "page \(page) failed"
    case .finished: state = "end of feed"
    }
    return [
      "pages\t\(pages.count)/\(configuration.pageCount)  (\(articleCount) items)",
      "requests\t\(counts.isEmpty ? "none" : counts.joined(separator: " · "))",
      "loader\t\(state)" + (failures > 0 ? "  ·  \(failures) failed" : ""),
    ]
  }
}
