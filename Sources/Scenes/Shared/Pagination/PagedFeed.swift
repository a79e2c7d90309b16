/// The pagination state of a paged feed: which pages are shown, which are in flight, which
/// arrived early and wait for an earlier one, which failed, and which rule asked for each.
/// Knows nothing about layout: the scene decides when a rule fires and appends the pages
/// `poll` hands back.
///
/// Up to `configuration.maxPendingPages` pages may be pending (requested, not yet shown). The
/// default is 1, the `isLoading` guard: a rule that fires while a page loads is turned down.
/// With a higher limit (switchable at run time) a rule that fires while pages load requests
/// the next one. Answers come back in any order;
/// they are handed out strictly in page order, so a page that arrives early is buffered
/// ("page-buffered") until every page before it is shown, and a failed page holds back the
/// pages after it until a retry brings it in. Pages are requested in order (the next one is
/// always `highestRequested + 1`), a page is never requested while a request for it is in
/// flight, and an answer is accepted only from the request in flight for its page, so no page
/// is skipped, shown twice or reordered however often the rules fire.
///
/// Guards: nothing past the last page, nothing beyond the pending limit, nothing automatic
/// while a page is failed (a retry restarts every failed page).
///
/// Events: "page-requested" (page, rule, attempt), "page-buffered" (page, waitingFor,
/// attempts), "page-loaded" (page, items, rule, attempts, latency, waited), "page-failed"
/// (page, attempt, error), "page-retry" (page, attempt), "feed-end" (pages, items).
struct PagedFeed {
  /// What the feed shows at the end of its content (the footer): the state of the next page.
  enum Status: Hashable, Sendable {
    /// Waiting for a rule to fire.
    case idle
    /// The next page is in flight (later pages may be too).
    case loading(page: Int)
    /// The last request for the next page failed; later pages wait for its retry.
    case failed(page: Int, attempt: Int, error: String)
    /// Every page is shown.
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
    /// Scene time its answer arrived.
    var arrivedAt: Double
    /// Scene time it was handed out to be shown (later than `arrivedAt` when it came early).
    var loadedAt: Double
  }

  /// A request in flight and the rule that started it.
  struct Pending: Hashable, Sendable {
    /// The loader's request.
    var request: SimulatedPageLoader.Request
    /// The rule (`.retry` for retries).
    var trigger: PageTrigger
  }

  /// A page whose last request failed.
  struct Failure: Hashable, Sendable {
    /// The failed try's number.
    var attempt: Int
    /// The pretend error.
    var error: String
  }

  /// Stamped on the events.
  let sceneName: String
  /// Page sizes, page count and the network's behaviour (the pending limit can be switched
  /// with `setMaxPendingPages`).
  private(set) var configuration: PagedFeedConfiguration
  /// The most requests that were in flight at once so far.
  private(set) var maxInFlightSeen = 0
  /// The pretend network.
  private(set) var loader: SimulatedPageLoader
  /// Shown pages, in order: `pages[i].page == i + 1`.
  private(set) var pages: [LoadedPage] = []
  /// The highest page requested so far (every page up to it was requested at least once).
  private(set) var highestRequested = 0
  /// Requests in flight, by page.
  private(set) var inFlight: [Int: Pending] = [:]
  /// Pages that arrived before an earlier page, by page.
  private(set) var buffered: [Int: LoadedPage] = [:]
  /// Pages whose last request failed, by page; cleared by `retry`.
  private(set) var failed: [Int: Failure] = [:]
  /// Requests started per rule (retries under `.retry`).
  private(set) var requestCounts: [PageTrigger: Int] = [:]
  /// Failed requests so far.
  private(set) var failures = 0
  /// Pages that arrived early and were buffered, so far.
  private(set) var bufferedCount = 0
  /// Answers ignored because they were not from the request in flight for their page.
  private(set) var staleAnswers = 0
  /// The rule and time of each page's first request, until the page is shown.
  /// (Its size too: a page keeps the size it was first asked for with.)
  private var firstRequests: [Int: (trigger: PageTrigger, time: Double, articles: Int)] = [:]
  private var log: SceneEventLog

  /// The pretend errors a failed request reports (picked from page and attempt).
  static let errors = [
    "The request timed out", "The server answered 503", "The connection was lost",
  ]

  /// Creates an empty feed.
  init(sceneName: String, configuration: PagedFeedConfiguration) {
    self.sceneName = sceneName
    log = SceneEventLog(scene: sceneName)
    self.configuration = configuration
    loader = SimulatedPageLoader(
      latency: configuration.latency, failureRate: configuration.failureRate,
      seed: configuration.seed)
    loader.failEvery = configuration.failEvery
  }

  /// The next page to show.
  var nextPage: Int { pages.count + 1 }
  /// True until the last page is shown.
  var hasMorePages: Bool { pages.count < configuration.pageCount }
  /// Pages requested but not shown yet (in flight, buffered or failed).
  var pendingCount: Int { highestRequested - pages.count }
  /// The pending limit (at least 1).
  var maxPendingPages: Int { max(1, configuration.maxPendingPages) }
  /// True while some request is in flight.
  var isLoading: Bool { !inFlight.isEmpty }
  /// True while the next page failed and waits for a retry (the footer shows the retry row).
  var isFailed: Bool { failed[nextPage] != nil }
  /// True while any page waits for a retry.
  var hasFailedPages: Bool { !failed.isEmpty }
  /// Articles in the shown pages.
  var articleCount: Int { pages.reduce(0) { $0 + $1.articles } }

  /// What the footer shows.
  var status: Status {
    if !hasMorePages { return .finished }
    if let f = failed[nextPage] {
      return .failed(page: nextPage, attempt: f.attempt, error: f.error)
    }
    if inFlight[nextPage] != nil { return .loading(page: nextPage) }
    return .idle
  }

  /// True when the `isLoading` guard is on: one page pending at most.
  var isLoadingGuardOn: Bool { maxPendingPages == 1 }

  /// Switches the pending limit (1: the `isLoading` guard; more: several pages in flight).
  /// Pages already pending stay pending; the new limit applies to the next request.
  /// - Parameter limit: the new limit (values below 1 count as 1).
  mutating func setMaxPendingPages(_ limit: Int) {
    configuration.maxPendingPages = max(1, limit)
  }

  /// Takes tuned page numbers for the next request: page size, latency, failure rate,
  /// the rules' numbers (kept here for the controller) and, with `pendingLimit`, the pending
  /// limit. Pages already requested keep the size, answer time and outcome they were asked
  /// with.
  /// - Parameters:
  ///   - tuned: the configuration the settings give (its seed, first page and page count are
  ///     not taken).
  ///   - pendingLimit: whether to take its pending limit too (false keeps a limit G chose).
  mutating func retune(_ tuned: PagedFeedConfiguration, pendingLimit: Bool) {
    configuration.pageSize = tuned.pageSize
    configuration.latency = tuned.latency
    configuration.failureRate = tuned.failureRate
    configuration.sentinelThreshold = tuned.sentinelThreshold
    configuration.nearBottomDistance = tuned.nearBottomDistance
    if pendingLimit { setMaxPendingPages(tuned.maxPendingPages) }
    loader.retune(latency: tuned.latency, failureRate: tuned.failureRate)
  }

  /// Asks for the next unrequested page because `trigger` fired at time `t`. Ignored (false)
  /// when `maxPendingPages` pages are pending, while a page is failed (retry instead) and when
  /// every page is requested.
  @discardableResult
  mutating func request(_ trigger: PageTrigger, at t: Double) -> Bool {
    guard failed.isEmpty, highestRequested < configuration.pageCount,
      pendingCount < maxPendingPages
    else { return false }
    highestRequested += 1
    firstRequests[highestRequested] = (
      trigger, t, configuration.articles(inPage: highestRequested)
    )
    start(page: highestRequested, attempt: 1, trigger: trigger, at: t)
    return true
  }

  /// Retries every failed page at time `t`, in page order; false when nothing failed.
  @discardableResult
  mutating func retry(at t: Double) -> Bool {
    guard !failed.isEmpty else { return false }
    for page in failed.keys.sorted() {
      guard let f = failed.removeValue(forKey: page) else { continue }
      log.append(
        SceneEvent(
          time: t, scene: sceneName, name: "page-retry",
          fields: [("page", .number(Double(page))), ("attempt", .number(Double(f.attempt + 1)))]))
      start(page: page, attempt: f.attempt + 1, trigger: .retry, at: t)
    }
    return true
  }

  private mutating func start(page: Int, attempt: Int, trigger: PageTrigger, at t: Double) {
    let request = loader.start(page: page, attempt: attempt, at: t)
    inFlight[page] = Pending(request: request, trigger: trigger)
    maxInFlightSeen = max(maxInFlightSeen, inFlight.count)
    requestCounts[trigger, default: 0] += 1
    log.append(
      SceneEvent(
        time: t, scene: sceneName, name: "page-requested",
        fields: [
          ("page", .number(Double(page))), ("rule", .string(trigger.rawValue)),
          ("attempt", .number(Double(attempt))),
        ]))
  }

  /// Takes the network's answers that arrived by time `t`; returns the pages to append now,
  /// in page order, each exactly once: the arrivals that continue the shown pages, followed
  /// by the buffered pages they unblock.
  mutating func poll(at t: Double) -> [LoadedPage] {
    var shown: [LoadedPage] = []
    for answer in loader.arrivals(at: t) {
      guard let pending = inFlight[answer.page], pending.request.id == answer.id else {
        staleAnswers += 1
        continue
      }
      inFlight[answer.page] = nil
      if answer.fails {
        fail(answer, at: t)
        continue
      }
      let first =
        firstRequests[answer.page]
        ?? (.fill, answer.startTime, configuration.articles(inPage: answer.page))
      let page = LoadedPage(
        page: answer.page, articles: first.articles,
        trigger: first.trigger, attempts: answer.attempt, latency: answer.dueTime - first.time,
        arrivedAt: t, loadedAt: t)
      if answer.page == nextPage {
        show(page, at: t, into: &shown)
      } else {
        buffered[answer.page] = page
        bufferedCount += 1
        log.append(
          SceneEvent(
            time: t, scene: sceneName, name: "page-buffered",
            fields: [
              ("page", .number(Double(page.page))), ("waitingFor", .number(Double(nextPage))),
              ("attempts", .number(Double(page.attempts))),
            ]))
      }
      while let next = buffered.removeValue(forKey: nextPage) { show(next, at: t, into: &shown) }
    }
    return shown
  }

  private mutating func fail(_ answer: SimulatedPageLoader.Request, at t: Double) {
    failures += 1
    let error = PagedFeed.errors[(answer.page + answer.attempt) % PagedFeed.errors.count]
    failed[answer.page] = Failure(attempt: answer.attempt, error: error)
    log.append(
      SceneEvent(
        time: t, scene: sceneName, name: "page-failed",
        fields: [
          ("page", .number(Double(answer.page))), ("attempt", .number(Double(answer.attempt))),
          ("error", .string(error)),
        ]))
  }

  /// Appends `page` (the next one) to the shown pages at time `t`.
  private mutating func show(_ page: LoadedPage, at t: Double, into shown: inout [LoadedPage]) {
    var page = page
    page.loadedAt = t
    pages.append(page)
    shown.append(page)
    firstRequests[page.page] = nil
    log.append(
      SceneEvent(
        time: t, scene: sceneName, name: "page-loaded",
        fields: [
          ("page", .number(Double(page.page))), ("items", .number(Double(page.articles))),
          ("rule", .string(page.trigger.rawValue)), ("attempts", .number(Double(page.attempts))),
          ("latency", .number(page.latency)), ("waited", .number(t - page.arrivedAt)),
        ]))
    if !hasMorePages {
      log.append(
        SceneEvent(
          time: t, scene: sceneName, name: "feed-end",
          fields: [
            ("pages", .number(Double(pages.count))), ("items", .number(Double(articleCount))),
          ]))
    }
  }

  /// Returns and clears the feed's events.
  mutating func takeEvents() -> [SceneEvent] {
    log.take()
  }

  /// The HUD lines: pages, rule counts, loader state.
  var hudLines: [String] {
    let counts = PageTrigger.allCases.compactMap { trigger -> String? in
      guard let n = requestCounts[trigger], n > 0 else { return nil }
      return "\(trigger.rawValue) \(n)"
    }
    func list(_ pages: some Sequence<Int>) -> String {
      pages.sorted().map(String.init).joined(separator: ",")
    }
    var parts: [String] = []
    if !inFlight.isEmpty { parts.append("loading \(list(inFlight.keys))") }
    if !buffered.isEmpty { parts.append("early \(list(buffered.keys))") }
    if !failed.isEmpty { parts.append("failed \(list(failed.keys))") }
    if parts.isEmpty { parts.append(hasMorePages ? "idle" : "end of feed") }
    let guardLine =
      isLoadingGuardOn
      ? "guard\tisLoading · 1 max (G)"
      : "guard\toff · \(maxPendingPages) max (G)"
    return [
      guardLine,
      "in flight\t\(inFlight.count) now  ·  \(maxInFlightSeen) at most",
      "pages\t\(pages.count)/\(configuration.pageCount)  (\(articleCount) items)",
      "requests\t\(counts.isEmpty ? "none" : counts.joined(separator: " · "))",
      "loader\t\(parts.joined(separator: " · "))" + (failures > 0 ? "  ·  \(failures) failed" : ""),
    ]
  }
}
