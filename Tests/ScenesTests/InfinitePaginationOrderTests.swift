import Drawing
import Recording
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Pagination with several pages in flight: answers arrive out of order and fail at random,
/// yet pages are shown strictly in order, each exactly once, none lost, and a failed page
/// holds back the pages after it until its retry succeeds, whatever the user does meanwhile
/// (flings to the end and back, Home/End, resizing, switching presets).
final class InfinitePaginationOrderTests: XCTestCase {
  // MARK: - Checks

  /// The feed's bookkeeping: shown pages are 1...n; every page after them up to the highest
  /// requested is in exactly one of in flight, buffered and failed; the limit holds; a failed
  /// page holds back every later page.
  static func feedProblem(_ feed: PagedFeed) -> String? {
    for (i, p) in feed.pages.enumerated() where p.page != i + 1 {
      return "shown pages out of order: \(feed.pages.map(\.page))"
    }
    let inFlight = Set(feed.inFlight.keys)
    let buffered = Set(feed.buffered.keys)
    let failed = Set(feed.failed.keys)
    guard inFlight.isDisjoint(with: buffered), inFlight.isDisjoint(with: failed),
      buffered.isDisjoint(with: failed)
    else { return "a page is in two states: \(inFlight) \(buffered) \(failed)" }
    let pending = inFlight.union(buffered).union(failed)
    let expected = Set(
      feed.pages.count < feed.highestRequested
        ? Array((feed.pages.count + 1)...feed.highestRequested) : [])
    guard pending == expected else {
      return
        "pending pages \(pending.sorted()) but \(expected.sorted()) were requested and not shown"
    }
    if buffered.contains(feed.nextPage) { return "page \(feed.nextPage) buffered instead of shown" }
    if feed.pendingCount > feed.maxPendingPages || feed.loader.inFlight.count > feed.maxPendingPages
    {
      return "\(feed.pendingCount) pages pending, limit \(feed.maxPendingPages)"
    }
    if feed.loader.inFlight.count != feed.inFlight.count {
      return "loader has \(feed.loader.inFlight.count) requests, the feed tracks \(inFlight.count)"
    }
    if let first = failed.min(), feed.pages.count >= first {
      return "page \(first) failed but \(feed.pages.count) pages are shown"
    }
    return nil
  }

  /// The event stream of a finished feed of `pageCount` pages: loaded exactly once each in
  /// order, attempts numbered without gaps, every failure retried, buffering only ahead of
  /// the next page, one feed-end after the last page.
  static func eventProblem(_ events: [SceneEvent], pageCount: Int) -> String? {
    func int(_ e: SceneEvent, _ key: String) -> Int {
      if case .number(let v)? = e[key] { return Int(v) }
      return -1
    }
    var shown = 0
    var attempts: [Int: Int] = [:]
    var failedAttempts: [Int: Int] = [:]
    var retries: [Int: Int] = [:]
    var ended = 0
    for e in events {
      let page = int(e, "page")
      switch e.name {
      case "page-requested":
        let attempt = int(e, "attempt")
        guard attempt == attempts[page, default: 0] + 1 else {
          return
            "page \(page) requested with attempt \(attempt) after \(attempts[page, default: 0])"
        }
        if attempt > 1 {
          guard failedAttempts[page] == attempt - 1, retries[page] == attempt else {
            return "page \(page) attempt \(attempt) without a failure and a retry before it"
          }
        }
        attempts[page] = attempt
      case "page-failed":
        failedAttempts[page] = int(e, "attempt")
      case "page-retry":
        retries[page] = int(e, "attempt")
      case "page-buffered":
        guard page > int(e, "waitingFor"), int(e, "waitingFor") == shown + 1 else {
          return "page \(page) buffered waiting for \(int(e, "waitingFor")) with \(shown) shown"
        }
      case "page-loaded":
        guard page == shown + 1 else { return "page \(page) shown after page \(shown)" }
        guard int(e, "attempts") == attempts[page] else {
          return
            "page \(page) shown after \(int(e, "attempts")) attempts, \(attempts[page] ?? 0) made"
        }
        shown = page
      case "feed-end":
        ended += 1
        guard shown == pageCount else { return "feed-end after \(shown) of \(pageCount) pages" }
      default: break
      }
    }
    guard shown == pageCount, ended == 1 else {
      return "\(shown) of \(pageCount) pages shown, \(ended) feed-end events"
    }
    for (page, attempt) in failedAttempts where attempts[page] != attempt + 1 {
      return "page \(page) failed on attempt \(attempt) and was not retried"
    }
    return nil
  }

  /// A seed whose loader draws satisfy `accept` (`loader` is fresh for every seed).
  private func seed(
    latency: ClosedRange<Double>, failureRate: Double,
    where accept: (inout SimulatedPageLoader) -> Bool
  ) -> UInt64? {
    for seed in UInt64(0)..<5000 {
      var loader = SimulatedPageLoader(latency: latency, failureRate: failureRate, seed: seed)
      if accept(&loader) { return seed }
    }
    return nil
  }

  // MARK: - The feed alone

  func testAnEarlyPageWaitsForTheOneBeforeIt() throws {
    // Page 2 answers after page 3; neither fails.
    let s = try XCTUnwrap(
      seed(latency: 0.2...2, failureRate: 0.3) { l in
        let p2 = l.start(page: 2, attempt: 1, at: 0)
        let p3 = l.start(page: 3, attempt: 1, at: 0)
        let p1 = l.start(page: 1, attempt: 1, at: 0)
        return !p1.fails && !p2.fails && !p3.fails && p1.dueTime < p3.dueTime
          && p3.dueTime + 0.3 < p2.dueTime
      })
    let config = PagedFeedConfiguration(
      pageSize: 4, firstPageSize: 4, pageCount: 3, latency: 0.2...2, failureRate: 0.3, seed: s,
      maxPendingPages: PagedFeedConfiguration.severalInFlight)
    var feed = PagedFeed(sceneName: "test", configuration: config)
    XCTAssertTrue(feed.request(.fill, at: 0))
    XCTAssertTrue(feed.request(.sentinel, at: 0))
    XCTAssertTrue(feed.request(.nearBottom, at: 0))
    XCTAssertFalse(feed.request(.sentinel, at: 0), "no page 4")
    let due = Dictionary(uniqueKeysWithValues: feed.loader.inFlight.map { ($0.page, $0.dueTime) })
    let p2 = try XCTUnwrap(due[2])
    let p3 = try XCTUnwrap(due[3])
    var shown: [Int] = []
    shown += feed.poll(at: p3).map(\.page)
    XCTAssertEqual(shown, [1], "page 3 arrived but waits for page 2")
    XCTAssertEqual(Array(feed.buffered.keys), [3])
    XCTAssertEqual(feed.status, .loading(page: 2))
    shown += feed.poll(at: p2).map(\.page)
    XCTAssertEqual(shown, [1, 2, 3])
    XCTAssertEqual(feed.status, .finished)
    let events = feed.takeEvents()
    XCTAssertEqual(
      events.map(\.name),
      [
        "page-requested", "page-requested", "page-requested", "page-loaded", "page-buffered",
        "page-loaded", "page-loaded", "feed-end",
      ])
    let buffered = try XCTUnwrap(events.first { $0.name == "page-buffered" })
    XCTAssertEqual(buffered["page"], .number(3))
    XCTAssertEqual(buffered["waitingFor"], .number(2))
    let third = try XCTUnwrap(events.last { $0.name == "page-loaded" })
    XCTAssertEqual(third["waited"], .number(p2 - p3))
    XCTAssertEqual(feed.pages[2].loadedAt, p2, "shown (and faded in) when unblocked")
    XCTAssertNil(Self.eventProblem(events, pageCount: 3))
  }

  func testAFailedPageHoldsBackTheLaterOnesUntilItsRetryLoads() throws {
    // Page 2 fails on its first try and loads on its second; pages 1 and 3 load at once.
    let s = try XCTUnwrap(
      seed(latency: 0.2...1, failureRate: 0.3) { l in
        let p1 = l.start(page: 1, attempt: 1, at: 0)
        let p2 = l.start(page: 2, attempt: 1, at: 0)
        let p3 = l.start(page: 3, attempt: 1, at: 0)
        let retry = l.start(page: 2, attempt: 2, at: 0)
        return !p1.fails && p2.fails && !p3.fails && !retry.fails && p1.dueTime < p2.dueTime
          && p2.dueTime < p3.dueTime
      })
    let config = PagedFeedConfiguration(
      pageSize: 4, firstPageSize: 4, pageCount: 4, latency: 0.2...1, failureRate: 0.3, seed: s,
      maxPendingPages: PagedFeedConfiguration.severalInFlight)
    var feed = PagedFeed(sceneName: "test", configuration: config)
    for _ in 0..<4 { feed.request(.fill, at: 0) }
    XCTAssertEqual(feed.highestRequested, 3, "three pending at most")
    XCTAssertEqual(feed.poll(at: 1.5).map(\.page), [1])
    XCTAssertEqual(feed.status, .failed(page: 2, attempt: 1, error: PagedFeed.errors[0]))
    XCTAssertTrue(feed.isFailed)
    XCTAssertEqual(Array(feed.buffered.keys), [3], "page 3 arrived and waits")
    XCTAssertFalse(feed.request(.sentinel, at: 1.5), "nothing automatic while page 2 failed")
    XCTAssertTrue(feed.poll(at: 5).isEmpty, "no automatic retry")
    XCTAssertFalse(feed.isLoading)
    XCTAssertTrue(feed.retry(at: 5))
    XCTAssertFalse(feed.retry(at: 5), "page 2 is in flight again")
    XCTAssertEqual(feed.status, .loading(page: 2))
    XCTAssertEqual(feed.poll(at: 6).map(\.page), [2, 3])
    XCTAssertEqual(feed.pages.map(\.attempts), [1, 2, 1])
    XCTAssertEqual(feed.pages.map(\.trigger), [.fill, .fill, .fill], "the rule that first asked")
    XCTAssertTrue(feed.request(.sentinel, at: 6))
    XCTAssertEqual(feed.poll(at: 10).map(\.page).count + feed.failed.count, 1)
    if feed.isFailed {
      feed.retry(at: 10)
      for t in stride(from: 11.0, through: 40, by: 1) where feed.hasMorePages {
        _ = feed.poll(at: t)
        feed.retry(at: t)
      }
    }
    XCTAssertEqual(feed.status, .finished)
    XCTAssertNil(Self.eventProblem(feed.takeEvents(), pageCount: 4))
    XCTAssertEqual(feed.staleAnswers, 0)
  }

  /// Random rules, polls and retries at random times against the feed alone, 400 seeds:
  /// after every call the bookkeeping holds; at the end the event stream is complete.
  func testRandomRequestsPollsAndRetriesKeepPagesInOrder() {
    var sawBuffered = 0
    var sawHeldBack = 0
    var peakInFlight = 0
    for seed in UInt64(1)...400 {
      var rng = SplitMix64(seed: seed)
      let config = PagedFeedConfiguration(
        pageSize: 5, firstPageSize: 2, pageCount: 5 + rng.below(20),
        latency: 0.1...rng.uniform(0.2, 3), failureRate: rng.uniform(0.2, 0.3), seed: seed,
        maxPendingPages: 1 + rng.below(3))
      var feed = PagedFeed(sceneName: "test", configuration: config)
      var t = 0.0
      var retryAt: Double?
      var problem: String?
      var calls = 0
      while feed.hasMorePages && t < 600 && problem == nil {
        t += rng.chance(0.1) ? 0 : rng.uniform(0.001, 0.4)
        switch rng.weighted([5, 6, 1]) {
        case 0: feed.request(rng.pick(PageTrigger.allCases.filter { $0 != .retry }), at: t)
        case 1: _ = feed.poll(at: t)
        default: feed.retry(at: t)  // also with nothing failed
        }
        if feed.hasFailedPages && retryAt == nil { retryAt = t + rng.uniform(0, 2) }
        if let r = retryAt, t >= r {
          feed.retry(at: t)
          retryAt = nil
        }
        calls += 1
        peakInFlight = max(peakInFlight, feed.inFlight.count)
        if let first = feed.failed.keys.min(), feed.buffered.keys.contains(where: { $0 > first }) {
          sawHeldBack += 1
        }
        problem = Self.feedProblem(feed)
      }
      sawBuffered += feed.bufferedCount
      if problem == nil && feed.hasMorePages { problem = "not finished after \(calls) calls" }
      if problem == nil {
        problem = Self.eventProblem(feed.takeEvents(), pageCount: config.pageCount)
      }
      if let problem {
        XCTFail("seed \(seed): \(problem)")
        return
      }
      XCTAssertEqual(feed.staleAnswers, 0)
      XCTAssertEqual(feed.pages.count, config.pageCount)
      XCTAssertTrue(feed.buffered.isEmpty && feed.inFlight.isEmpty && feed.failed.isEmpty)
    }
    XCTAssertGreaterThan(sawBuffered, 100, "answers arrived out of order")
    XCTAssertGreaterThan(sawHeldBack, 10, "failed pages held back pages that arrived")
    XCTAssertEqual(peakInFlight, 3)
  }

  // MARK: - The scenes, driven by a user

  /// The rows of a paged list agree with the feed: one header (when the list has them) and
  /// the articles of each shown page, in order, then the footer.
  static func rowProblem(_ list: FeedList, _ feed: PagedFeed) -> String? {
    let stack = list.host.stack
    let map = list.rows
    guard stack.count == map.rowCount, map.pageCount == feed.pages.count else {
      return "\(stack.count) rows for \(map.rowCount) in the map, \(map.pageCount) pages in the "
        + "map, \(feed.pages.count) shown"
    }
    var nextArticle = 0
    var nextPage = 1
    for i in 0..<stack.count {
      let row = FeedRow(id: stack.id(at: i))
      guard row == map.row(at: i) else {
        return "row \(i) is \(row), the map says \(map.row(at: i))"
      }
      switch row {
      case .article(let id):
        guard id == nextArticle else { return "article \(id) at row \(i), expected \(nextArticle)" }
        nextArticle += 1
      case .pageHeader(let p):
        guard p == nextPage else { return "header of page \(p) at row \(i), expected \(nextPage)" }
        nextPage += 1
      case .footer:
        guard i == stack.count - 1 else { return "footer at row \(i) of \(stack.count)" }
      case .spacer:
        guard i == 0 else { return "spacer at row \(i)" }
      }
    }
    guard nextArticle == feed.articleCount else {
      return "\(nextArticle) articles in the rows, \(feed.articleCount) in the shown pages"
    }
    return nil
  }

  /// What a random session saw.
  struct SessionTally {
    var flingsWhileLoading = 0
    var resizesWhileLoading = 0
    var presetsWhileLoading = 0
    var retryRowsSeen = 0
    var heldBack = 0
    var buffered = 0
    var peakInFlight = 0
    var failures = 0
  }

  /// Runs one seeded session until the feed ends: random flings down and back up, Home and
  /// End, wheel ticks, resizes and preset switches, with R pressed a random while after a
  /// failure; checks the feed, the rows and the retry row after every frame.
  private func session(
    scene: any Scene, list: () -> FeedList, feed: () -> PagedFeed, pageCount: Int, seed: UInt64,
    tally: inout SessionTally, file: StaticString = #filePath, line: UInt = #line
  ) {
    var rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 17)
    let d = SceneDriver(scene)
    var retryAt: Double?
    var problem: String?
    let done = d.run(
      until: {
        let f = feed()
        let l = list()
        if let p = Self.feedProblem(f) ?? Self.rowProblem(l, f) {
          problem = p
          return true
        }
        // The retry row names the next page and is drawn only while that page failed.
        let retryRows = d.texts.filter { $0.string.hasPrefix("Couldn't load page") }
        if f.isFailed, let footer = l.windowFrame(of: .footer),
          footer.maxY > l.host.frame.minY + 1, footer.minY < l.host.frame.maxY - 1
        {
          tally.retryRowsSeen += 1
          // The title may be truncated ("Couldn't load page…") in a narrow window.
          let full = "Couldn't load page \(f.nextPage): \(f.failed[f.nextPage]?.error ?? "")"
          guard retryRows.count == 1,
            full.hasPrefix(String(retryRows[0].string.prefix { $0 != "…" }))
          else {
            problem = "retry row \(retryRows.map(\.string)) while page \(f.nextPage) failed"
            return true
          }
        } else if !f.isFailed && !retryRows.isEmpty {
          problem = "retry row \(retryRows[0].string) but page \(f.nextPage) did not fail"
          return true
        }
        if let first = f.failed.keys.min(), f.buffered.keys.contains(where: { $0 > first }) {
          tally.heldBack += 1
        }
        tally.peakInFlight = max(tally.peakInFlight, f.inFlight.count)
        // The user.
        if f.hasFailedPages && retryAt == nil { retryAt = d.time + rng.uniform(0.1, 1.5) }
        if let r = retryAt, d.time >= r {
          d.key("r")
          retryAt = nil
        }
        let frame = l.host.frame
        let start = Point(x: frame.midX, y: frame.midY)
        guard rng.chance(0.06) else { return f.status == .finished }
        switch rng.weighted([30, 12, 8, 6, 10, 5, 5]) {
        case 0:
          d.drag(from: start, dy: -rng.uniform(1200, 3000), duration: 0.06)
          if f.isLoading { tally.flingsWhileLoading += 1 }
        case 1:
          d.drag(from: start, dy: rng.uniform(1200, 3000), duration: 0.06)
          if f.isLoading { tally.flingsWhileLoading += 1 }
        case 2: d.key(.end)
        case 3: d.key(.home)
        case 4: d.wheel(ticks: rng.below(12) - 4, interval: 0.03, at: start)
        case 5:
          let size = Size(width: rng.uniform(320, 1200), height: rng.uniform(260, 900))
          scene.setFrame(Rect(origin: Point(x: 0, y: 44), size: size), at: d.time)
          if f.isLoading { tally.resizesWhileLoading += 1 }
        default:
          scene.setPhysics(rng.pick(ScrollPhysics.presets), at: d.time)
          if f.isLoading { tally.presetsWhileLoading += 1 }
        }
        return f.status == .finished
      }, timeout: 600)
    if let problem {
      XCTFail("\(scene.name) seed \(seed) at \(d.time) s: \(problem)", file: file, line: line)
      return
    }
    XCTAssertTrue(done, "\(scene.name) seed \(seed): feed not finished", file: file, line: line)
    if let p = Self.eventProblem(d.events, pageCount: pageCount) {
      XCTFail("\(scene.name) seed \(seed): \(p)", file: file, line: line)
    }
    XCTAssertEqual(feed().staleAnswers, 0, file: file, line: line)
    tally.buffered += feed().bufferedCount
    tally.failures += feed().failures
    // After the end, nothing more is requested however the user scrolls.
    let requests = d.events(named: "page-requested").count
    d.key(.end)
    d.settle(timeout: 30)
    d.key(.home)
    d.settle(timeout: 30)
    XCTAssertEqual(d.events(named: "page-requested").count, requests, file: file, line: line)
  }

  func testRandomSessionsShowEveryPageOnceInOrderInTheInfiniteFeed() {
    var tally = SessionTally()
    for seed in UInt64(1)...12 {
      let config = PagedFeedConfiguration(
        pageSize: 8, firstPageSize: 3, pageCount: 14, latency: 0.15...1.6, failureRate: 0.25,
        seed: seed, maxPendingPages: PagedFeedConfiguration.severalInFlight)
      let scene = InfiniteFeedScene(
        environment: SceneEnvironment(measurer: ApproximateTextMeasurer(), seed: seed),
        entry: SceneCatalog.entry(named: "infinite")!,
        configuration: config)
      session(
        scene: scene, list: { scene.list }, feed: { scene.pagination.feed },
        pageCount: config.pageCount, seed: seed, tally: &tally)
    }
    print("infinite sessions: \(tally)")
    XCTAssertGreaterThan(tally.buffered, 5, "pages arrived early")
    XCTAssertGreaterThan(tally.heldBack, 0, "a failed page held back a page that arrived")
    XCTAssertGreaterThan(tally.failures, 5)
    XCTAssertGreaterThan(tally.retryRowsSeen, 0)
    XCTAssertEqual(tally.peakInFlight, 3)
    XCTAssertGreaterThan(tally.flingsWhileLoading, 10)
    XCTAssertGreaterThan(tally.resizesWhileLoading, 0)
    XCTAssertGreaterThan(tally.presetsWhileLoading, 0)
  }

  func testRandomSessionsShowEveryPageOnceInOrderInTheShowcase() {
    var tally = SessionTally()
    for seed in UInt64(1)...8 {
      var config = ShowcaseScene.configuration(seed: seed)
      config.pageCount = 16
      config.failureRate = 0.3
      config.latency = 0.15...1.6
      config.maxPendingPages = PagedFeedConfiguration.severalInFlight
      let scene = ShowcaseScene(
        environment: SceneEnvironment(measurer: ApproximateTextMeasurer(), seed: seed),
        entry: SceneCatalog.entry(named: "showcase")!,
        configuration: config)
      session(
        scene: scene, list: { scene.list }, feed: { scene.pagination.feed },
        pageCount: config.pageCount, seed: seed, tally: &tally)
    }
    print("showcase sessions: \(tally)")
    XCTAssertGreaterThan(tally.buffered, 0, "pages arrived early")
    XCTAssertGreaterThan(tally.failures, 3)
    XCTAssertGreaterThan(tally.flingsWhileLoading, 5)
  }
}
