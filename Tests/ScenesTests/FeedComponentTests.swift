import Drawing
import ScrollCore
import XCTest

@testable import Scenes

final class FeedComponentTests: XCTestCase {
  func testHeaderGeometryFollowsTheSeedsFormulas() {
    XCTAssertEqual(CollapsingHeaderState(offset: 0).height, 168)
    XCTAssertEqual(CollapsingHeaderState(offset: -80).height, 168)
    XCTAssertEqual(CollapsingHeaderState(offset: -80).progress, 0)
    XCTAssertEqual(CollapsingHeaderState(offset: 68).height, 100)
    XCTAssertEqual(CollapsingHeaderState(offset: 500).height, 100)
    XCTAssertEqual(CollapsingHeaderState(offset: 500).titleSize, 22)
    XCTAssertEqual(CollapsingHeaderState(offset: 17).progress, 0.25)
    XCTAssertEqual(CollapsingHeaderState(offset: 17).subtitleHeight, 28.5)
    XCTAssertEqual(CollapsingHeaderState(offset: .nan).height, 168)
    XCTAssertEqual(CollapsingHeaderState(offset: -0.0).offset.sign, .plus)
  }

  func testMilestonesReportEveryMarkCrossedInOrder() {
    var m = HeaderMilestones()
    XCTAssertEqual(m.update(progress: 0), [])
    XCTAssertEqual(m.update(progress: 0.2).map(\.mark), [0])
    XCTAssertEqual(m.update(progress: 0.4), [])
    XCTAssertEqual(m.update(progress: 1).map(\.mark), [0.5, 1])
    let back = m.update(progress: 0)
    XCTAssertEqual(back.map(\.mark), [1, 0.5, 0])
    XCTAssertTrue(back.allSatisfy { !$0.collapsing })
  }

  func testTheProbeSurvivesItsSilentSiblingsOnlyWithTheFixedKey() {
    XCTAssertEqual(HeaderOffsetProbe.published(probeMinY: -42), -42)
    // The same tree with the last-writer-wins key: the silent siblings overwrite the probe with 0.
    let buggy = BuggyOffsetPreferenceKey.fold(
      .group([.set(-42), .empty, .group([.empty, .empty])]))
    XCTAssertEqual(buggy, 0)
    var probe = HeaderOffsetProbe()
    let g = SCScrollGeometry(
      contentOffset: Point(x: 0, y: 123.5), contentSize: Size(width: 400, height: 5000),
      containerSize: Size(width: 400, height: 600))
    let frame = Rect(x: 10, y: 44, width: 400, height: 600)
    XCTAssertEqual(probe.minY(geometry: g, frame: frame), -123.5)
    XCTAssertEqual(probe.offset(geometry: g, frame: frame), 123.5)
    let rest = SCScrollGeometry(
      contentOffset: Point(x: 0, y: -0.0), contentSize: g.contentSize,
      containerSize: g.containerSize)
    XCTAssertEqual(probe.offset(geometry: rest, frame: frame)?.sign, .plus)
    XCTAssertEqual(formatPoints(probe.offset(geometry: rest, frame: frame) ?? .nan), "0.0")
  }

  func testTheSpacerHeightIsSampledOnlyAtRest() {
    var sampler = ExpandedHeightSampler()
    XCTAssertEqual(sampler.sample(height: 168, progress: 0), 168)
    XCTAssertNil(sampler.sample(height: 168, progress: 0))
    XCTAssertNil(sampler.sample(height: 134, progress: 0.5))
    XCTAssertNil(sampler.sample(height: 100, progress: 1))
    XCTAssertEqual(sampler.value, 168)
    XCTAssertEqual(sampler.sample(height: 180, progress: 0), 180)
    XCTAssertEqual(sampler.changes, 2)
  }

  func testRowMapDecodesSpacerPagesHeadersAndFooter() {
    var map = PagedRowMap(spacer: true, pageHeaders: true, footer: true)
    XCTAssertEqual((0..<map.rowCount).map(map.row(at:)), [.spacer, .footer])
    XCTAssertEqual(map.appendPage(articles: 2).at, 1)
    XCTAssertEqual(map.appendPage(articles: 3).at, 4)
    XCTAssertEqual(
      (0..<map.rowCount).map(map.row(at:)),
      [
        .spacer, .pageHeader(1), .article(0), .article(1), .pageHeader(2), .article(2),
        .article(3), .article(4), .footer,
      ])
    XCTAssertEqual(map.page(ofArticle: 1), 1)
    XCTAssertEqual(map.page(ofArticle: 2), 2)
    XCTAssertNil(map.page(ofArticle: 5))
    for row in [
      FeedRow.spacer, .footer, .article(0), .article(77), .pageHeader(1), .pageHeader(50),
    ] {
      XCTAssertEqual(FeedRow(id: row.id), row)
    }
  }

  func testTheLoaderIsAFunctionOfSeedPageAndAttempt() {
    var a = SimulatedPageLoader(latency: 0.3...1.2, failureRate: 0.15, seed: 9)
    var b = SimulatedPageLoader(latency: 0.3...1.2, failureRate: 0.15, seed: 9)
    _ = b.start(page: 7, attempt: 1, at: 0)
    let ra = a.start(page: 3, attempt: 1, at: 5)
    let rb = b.start(page: 3, attempt: 1, at: 5)
    XCTAssertEqual(ra.dueTime, rb.dueTime)
    XCTAssertEqual(ra.fails, rb.fails)
    XCTAssertTrue((5.3...6.2).contains(ra.dueTime))
    var failures = 0
    for page in 1...400 where a.start(page: page, attempt: 1, at: 0).fails { failures += 1 }
    XCTAssertTrue((30...90).contains(failures), "about 15 % of 400: \(failures)")
    XCTAssertTrue(a.arrivals(at: 0.29).isEmpty)
    let all = a.arrivals(at: 10)
    XCTAssertEqual(all.count, 401)
    XCTAssertEqual(all.map(\.dueTime), all.map(\.dueTime).sorted())
    XCTAssertFalse(a.isBusy)
  }

  func testAPagedFeedRefusesRequestsWhileBusyFailedOrFinished() {
    let config = PagedFeedConfiguration(
      pageSize: 5, firstPageSize: 5, pageCount: 2, latency: 1...1, failureRate: 0, seed: 1,
      maxPendingPages: 1)
    var feed = PagedFeed(sceneName: "test", configuration: config)
    XCTAssertTrue(feed.request(.fill, at: 0))
    XCTAssertFalse(feed.request(.sentinel, at: 0.1), "one request at a time")
    XCTAssertTrue(feed.poll(at: 0.5).isEmpty)
    XCTAssertEqual(feed.poll(at: 1).map(\.page), [1])
    XCTAssertFalse(feed.retry(at: 1), "nothing failed")
    XCTAssertTrue(feed.request(.nearBottom, at: 1))
    XCTAssertEqual(feed.poll(at: 2).map(\.page), [2])
    XCTAssertEqual(feed.status, .finished)
    XCTAssertFalse(feed.request(.sentinel, at: 3), "no page 3")
    XCTAssertEqual(
      feed.takeEvents().map(\.name),
      ["page-requested", "page-loaded", "page-requested", "page-loaded", "feed-end"])
  }

  func testTransitionsEaseOutAndRetargetWithoutJumping() {
    var tr = OverlayTransition(value: 0, duration: 0.25)
    tr.animate(to: 1, at: 1)
    XCTAssertEqual(tr.value(at: 1), 0)
    XCTAssertGreaterThan(tr.value(at: 1.125), 0.5, "ease-out: past half at half time")
    XCTAssertEqual(tr.value(at: 1.25), 1)
    XCTAssertFalse(tr.isAnimating(at: 1.25))
    tr.animate(to: 0, at: 2)
    let mid = tr.value(at: 2.1)
    tr.animate(to: 1, at: 2.1)
    XCTAssertEqual(tr.value(at: 2.1), mid, "retargeting starts where it is")
    XCTAssertTrue(tr.isAnimating(at: 2.1))
  }

  func testCardSummariesWrapToTwoOrThreeLines() {
    let cards = ArticleCard(content: SampleContent(seed: 42), measurer: ApproximateTextMeasurer())
    for id in 0..<300 {
      let card = cards.layout(id, rowWidth: 900)
      XCTAssertTrue((2...3).contains(card.summaryLines.count), "article \(id)")
      XCTAssertTrue((1...2).contains(card.titleLines.count), "article \(id)")
      XCTAssertGreaterThanOrEqual(card.height, 2 * ArticleCard.padding + ArticleCard.thumbnail)
    }
    let narrow = cards.layout(3, rowWidth: 320)
    XCTAssertEqual(narrow.summaryLines.count, 3)
  }
}
