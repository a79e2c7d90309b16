import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class InfiniteFeedSceneTests: XCTestCase {
  private func makeDriver(_ config: PagedFeedConfiguration) -> (
    InfiniteFeedScene, SceneDriver
  ) {
    let scene = InfiniteFeedScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "infinite")!, configuration: config)
    return (scene, SceneDriver(scene))
  }

  private func pages(_ d: SceneDriver, _ name: String) -> [Int] {
    d.events(named: name).compactMap {
      if case .number(let p) = $0["page"] { return Int(p) }
      return nil
    }
  }

  /// The stack's rows agree with the row map, pages are 1...n, articles ascend without gaps.
  private func assertRowsConsistent(
    _ scene: InfiniteFeedScene, file: StaticString = #filePath, line: UInt = #line
  ) {
    let stack = scene.list.host.stack
    let map = scene.list.rows
    XCTAssertEqual(stack.count, map.rowCount, file: file, line: line)
    XCTAssertEqual(
      scene.pagination.feed.pages.map(\.page),
      Array(0..<scene.pagination.feed.pages.count).map { $0 + 1 },
      file: file, line: line)
    var nextArticle = 0
    var nextPage = 1
    for i in 0..<stack.count {
      let row = FeedRow(id: stack.id(at: i))
      XCTAssertEqual(row, map.row(at: i), file: file, line: line)
      switch row {
      case .article(let id):
        XCTAssertEqual(id, nextArticle, file: file, line: line)
        nextArticle += 1
      case .pageHeader(let p):
        XCTAssertEqual(p, nextPage, file: file, line: line)
        nextPage += 1
      case .footer:
        XCTAssertEqual(i, stack.count - 1, file: file, line: line)
      case .spacer:
        XCTFail("no spacer in the infinite feed", file: file, line: line)
      }
    }
    XCTAssertEqual(nextArticle, scene.pagination.feed.articleCount, file: file, line: line)
  }

  /// A seed whose page 1 fails on the first try and loads on the second.
  private func seedWhereFirstPageFailsOnce(rate: Double) -> UInt64 {
    for seed in UInt64(0)..<500 {
      var loader = SimulatedPageLoader(latency: 0.3...0.6, failureRate: rate, seed: seed)
      if loader.start(page: 1, attempt: 1, at: 0).fails
        && !loader.start(page: 1, attempt: 2, at: 0).fails
      {
        return seed
      }
    }
    XCTFail("no such seed")
    return 0
  }

  func testEveryPageLoadsExactlyOnceAndInOrderDespiteLatencyAndFailures() {
    for seed: UInt64 in [1, 7, 42] {
      let config = PagedFeedConfiguration(
        pageSize: 10, firstPageSize: 3, pageCount: 12, latency: 0.3...1.2, failureRate: 0.25,
        seed: seed)
      let (scene, d) = makeDriver(config)
      let done = d.run(
        until: {
          if scene.pagination.feed.isFailed { d.key("r") }
          if !scene.list.host.view.isOutOfRange && scene.list.host.view.phase == .idle {
            d.key(.end)
          }
          return d.events(named: "feed-end").count == 1
        }, timeout: 120)
      XCTAssertTrue(done, "seed \(seed)")
      XCTAssertEqual(pages(d, "page-loaded"), Array(1...12), "seed \(seed)")
      let failed = pages(d, "page-failed")
      XCTAssertEqual(
        pages(d, "page-retry").sorted(), failed.sorted(), "every failure retried once, seed \(seed)"
      )
      XCTAssertEqual(
        pages(d, "page-requested").sorted(), (Array(1...12) + failed).sorted(), "seed \(seed)")
      XCTAssertEqual(scene.pagination.feed.articleCount, 3 + 11 * 10)
      assertRowsConsistent(scene)
      d.key(.end)
      XCTAssertTrue(d.settle())
      XCTAssertNotNil(d.text(containing: "End of feed"))
      XCTAssertEqual(d.events(named: "page-requested").count, 12 + failed.count)
      XCTAssertFalse(scene.needsFrame(at: d.time + 1), "asleep at the end")
    }
  }

  func testFlingingToTheEndAndBackWhileLoadingNeverSkipsOrRepeatsAPage() {
    let config = PagedFeedConfiguration(
      pageSize: 20, firstPageSize: 5, pageCount: 15, latency: 0.4...1.2, failureRate: 0.2,
      seed: 9, maxPendingPages: PagedFeedConfiguration.severalInFlight)
    let (scene, d) = makeDriver(config)
    var flings = 0
    var maxInFlight = 0
    var loadingDuringFlings = 0
    d.run(
      until: {
        maxInFlight = max(maxInFlight, scene.pagination.feed.loader.inFlight.count)
        if scene.pagination.feed.isFailed { d.key("r") }
        if d.frameIndex % 24 == 0 {
          flings += 1
          if scene.pagination.feed.isLoading { loadingDuringFlings += 1 }
          // Fast flings: mostly down, every third one back up.
          d.drag(dy: flings % 3 == 0 ? 1800 : -2400, duration: 0.06)
        }
        if d.frameIndex % 30 == 0 { self.assertRowsConsistent(scene) }
        return d.events(named: "feed-end").count == 1
      }, timeout: 120)
    XCTAssertEqual(d.events(named: "feed-end").count, 1)
    XCTAssertGreaterThan(flings, 20)
    XCTAssertGreaterThan(loadingDuringFlings, 5, "flings happened while loads were in flight")
    XCTAssertGreaterThan(maxInFlight, 1, "pages were prefetched")
    XCTAssertLessThanOrEqual(maxInFlight, config.maxPendingPages)
    XCTAssertEqual(pages(d, "page-loaded"), Array(1...15))
    XCTAssertEqual(Set(pages(d, "page-loaded")).count, 15)
    XCTAssertEqual(scene.pagination.feed.staleAnswers, 0)
    assertRowsConsistent(scene)
  }

  func testAFailedPageShowsARetryRowAndAClickRetriesIt() throws {
    let seed = seedWhereFirstPageFailsOnce(rate: 0.5)
    let config = PagedFeedConfiguration(
      pageSize: 20, firstPageSize: 20, pageCount: 5, latency: 0.3...0.6, failureRate: 0.5,
      seed: seed, maxPendingPages: 1)
    let (scene, d) = makeDriver(config)
    XCTAssertTrue(d.run(until: { scene.pagination.feed.isFailed }, timeout: 3))
    d.run(2)
    XCTAssertEqual(d.events(named: "page-requested").count, 1, "no automatic retry")
    XCTAssertFalse(scene.needsFrame(at: d.time), "a failed feed waits without frames")
    let row = try XCTUnwrap(d.text(containing: "Couldn't load page 1"))
    let colored = d.list.commands.contains {
      if case .text(let s, _, _, let color, _) = $0 {
        return s == row.string && color == Theme.light.error
      }
      return false
    }
    XCTAssertTrue(colored, "the retry row uses the error colour")
    let card = try XCTUnwrap(scene.pagination.retryFrame(in: scene.list))
    d.click(at: Point(x: card.midX, y: card.midY))
    XCTAssertTrue(d.run(until: { !d.events(named: "page-loaded").isEmpty }, timeout: 3))
    XCTAssertEqual(d.events(named: "page-retry").first?["attempt"], .number(2))
    XCTAssertEqual(
      d.events(named: "page-requested").map { $0["rule"] }, [.string("fill"), .string("retry")])
    let loaded = d.events(named: "page-loaded").first
    XCTAssertEqual(loaded?["page"], .number(1))
    XCTAssertEqual(loaded?["attempts"], .number(2))
    XCTAssertEqual(loaded?["rule"], .string("fill"))
    d.step()
    XCTAssertNil(d.text(containing: "Couldn't load"))
  }

  func testPressingRRetriesAFailedPage() {
    let seed = seedWhereFirstPageFailsOnce(rate: 0.5)
    let config = PagedFeedConfiguration(
      pageSize: 20, firstPageSize: 20, pageCount: 5, latency: 0.3...0.6, failureRate: 0.5,
      seed: seed, maxPendingPages: 1)
    let (scene, d) = makeDriver(config)
    d.key("r")
    d.run(0.1)
    XCTAssertTrue(d.events(named: "page-retry").isEmpty, "nothing to retry yet")
    XCTAssertTrue(d.run(until: { scene.pagination.feed.isFailed }, timeout: 3))
    d.key("r")
    XCTAssertTrue(d.run(until: { scene.pagination.feed.pages.count == 1 }, timeout: 3))
    XCTAssertEqual(d.events(named: "page-retry").count, 1)
    XCTAssertEqual(d.events(named: "page-failed").count, 1)
  }

  func testNearBottomFiresOnlyOnTheFalseToTrueEdge() {
    // One page at a time, so an edge while page 2 loads is turned down.
    let config = PagedFeedConfiguration(
      pageSize: 20, firstPageSize: 20, pageCount: 5, latency: 4...4, failureRate: 0, seed: 3,
      maxPendingPages: 1)
    let (scene, d) = makeDriver(config)
    XCTAssertTrue(d.run(until: { scene.pagination.feed.pages.count == 1 }, timeout: 6))
    d.run(0.2)
    XCTAssertTrue(d.events(named: "near-bottom").isEmpty)
    func jump(to y: Double) {
      scene.list.host.controller.scroll(to: Point(x: 0, y: y), animation: .none, at: d.time)
      d.step()
      d.step()
    }
    func jump(toBottomGap gap: Double) {
      let g = scene.list.geometry
      jump(to: g.contentSize.height - gap - g.containerSize.height)
      XCTAssertEqual(
        scene.list.geometry.contentSize.height - scene.list.geometry.visibleRect.maxY, gap,
        accuracy: 0.01)
    }
    // Walk down to the end, measuring every row; entering the band is the first edge.
    var y = 0.0
    while y < scene.list.geometry.maxOffset(.vertical) {
      jump(to: y)
      let gap = scene.list.geometry.contentSize.height - scene.list.geometry.visibleRect.maxY
      XCTAssertEqual(d.events(named: "near-bottom").count, gap < 500 ? 1 : 0, "gap \(gap)")
      y += 150
    }
    jump(to: scene.list.geometry.maxOffset(.vertical))
    XCTAssertEqual(d.events(named: "near-bottom").count, 1)
    XCTAssertEqual(d.events(named: "near-bottom").first?["accepted"], .bool(true))
    XCTAssertEqual(d.events(named: "page-requested").last?["rule"], .string("near-bottom"))
    // Inside the band, moving around is no edge; leaving it is no edge; coming back is one.
    for gap in [480.0, 300, 450, 200, 499] { jump(toBottomGap: gap) }
    XCTAssertEqual(d.events(named: "near-bottom").count, 1, "staying near the bottom is no edge")
    jump(toBottomGap: 700)
    jump(toBottomGap: 510)
    XCTAssertEqual(d.events(named: "near-bottom").count, 1, "true -> false is no edge")
    jump(toBottomGap: 490)
    XCTAssertEqual(d.events(named: "near-bottom").count, 2)
    XCTAssertEqual(
      d.events(named: "near-bottom").last?["accepted"], .bool(false), "a load is in flight")
    jump(toBottomGap: 300)
    jump(toBottomGap: 600)
    jump(toBottomGap: 100)
    XCTAssertEqual(d.events(named: "near-bottom").count, 3)
    XCTAssertEqual(pages(d, "page-requested"), [1, 2])
    XCTAssertEqual(scene.pagination.nearBottomEdges, 3)
  }

  func testAShortFirstPageStillFillsTheViewport() {
    let config = PagedFeedConfiguration(
      pageSize: 1, firstPageSize: 1, pageCount: 40, latency: 0.3...0.5, failureRate: 0, seed: 5)
    let (scene, d) = makeDriver(config)
    XCTAssertTrue(d.settle(timeout: 30))
    let g = scene.list.geometry
    XCTAssertGreaterThan(g.contentSize.height, g.containerSize.height)
    XCTAssertEqual(g.pointsScrolled.y, 0, "no input was given")
    let rules = d.events(named: "page-requested").map { $0["rule"] }
    XCTAssertGreaterThanOrEqual(rules.filter { $0 == .string("fill") }.count, 3)
    XCTAssertEqual(rules.first, .string("fill"))
    XCTAssertEqual(
      Array(rules.prefix(while: { $0 == .string("fill") })).count
        + rules.drop(while: { $0 == .string("fill") }).count,
      rules.count)
    XCTAssertTrue(
      rules.drop(while: { $0 == .string("fill") }).allSatisfy { $0 == .string("sentinel") },
      "after the content fills the viewport only the sentinel keeps it going")
    XCTAssertNil(
      scene.list.windowFrame(of: .footer).flatMap { frame in
        frame.minY + FeedList.footerHeight * 0.1 < d.frame.maxY ? frame : nil
      }, "loading stopped once the spinner left the viewport")
    XCTAssertLessThan(scene.pagination.feed.pages.count, 40)
    assertRowsConsistent(scene)
  }

  func testTheSpinnerTurnsOnlyWhileLoading() {
    let config = PagedFeedConfiguration(
      pageSize: 20, firstPageSize: 20, pageCount: 2, latency: 1...1, failureRate: 0, seed: 2)
    let (scene, d) = makeDriver(config)
    func spokes() -> [DrawCommand] {
      d.list.commands.filter {
        if case .line(_, _, _, let width, _) = $0 { return width == 2.5 }
        return false
      }
    }
    d.run(0.2)
    XCTAssertTrue(scene.pagination.feed.isLoading)
    let first = spokes()
    XCTAssertEqual(first.count, 8)
    d.run(0.2)
    XCTAssertNotEqual(spokes(), first, "the head spoke moved")
    XCTAssertNotNil(d.text(containing: "Loading page 1"))
    XCTAssertTrue(d.run(until: { scene.pagination.feed.pages.count == 1 }, timeout: 3))
    d.key(.end)
    XCTAssertTrue(d.run(until: { d.events(named: "feed-end").count == 1 }, timeout: 10))
    d.key(.end)
    XCTAssertTrue(d.settle(timeout: 10))
    XCTAssertTrue(spokes().isEmpty)
    XCTAssertNotNil(d.text(containing: "End of feed"))
  }

  func testPageHeadersNameTheRuleThatLoadedThem() {
    let config = PagedFeedConfiguration(
      pageSize: 20, firstPageSize: 20, pageCount: 3, latency: 0.3...0.3, failureRate: 0, seed: 2,
      maxPendingPages: PagedFeedConfiguration.severalInFlight)
    let (scene, d) = makeDriver(config)
    XCTAssertTrue(d.run(until: { scene.pagination.feed.pages.count == 1 }, timeout: 3))
    let hud = scene.hud.extra.joined(separator: "\n")
    XCTAssertTrue(hud.contains("pages\t1/3"))
    XCTAssertTrue(hud.contains("requests\tfill 3"), "the fill rule prefetched pages 2 and 3")
    XCTAssertTrue(hud.contains("loader\tloading 2,3"))
    d.step()
    XCTAssertNotNil(d.text(containing: "PAGE 1 OF 3"))
    XCTAssertEqual(d.texts.first { $0.string == "fill" }?.font.size, 12)
  }
}
