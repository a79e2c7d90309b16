import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The `isLoading` guard: by default the infinite feed and the showcase keep at most one page
/// request in flight however the rules fire; G switches to several in flight and back.
final class LoadingGuardTests: XCTestCase {
  private let environment = SceneEnvironment(measurer: ApproximateTextMeasurer(), seed: 7)

  /// Flings down (and now and then up) until the feed has `pages` pages, retrying failures;
  /// returns the most requests seen in flight at once, sampled every frame.
  private func flingAndCount(
    _ scene: any Scene, feed: () -> PagedFeed, pages: Int
  ) -> Int {
    let d = SceneDriver(scene)
    var peak = 0
    var flings = 0
    let done = d.run(
      until: {
        peak = max(peak, feed().inFlight.count)
        if feed().isFailed { d.key("r") }
        if d.frameIndex % 20 == 0 {
          flings += 1
          d.drag(dy: flings % 4 == 0 ? 900 : -2600, duration: 0.06)
        }
        return feed().pages.count >= pages
      }, timeout: 90)
    XCTAssertTrue(done, "reached \(pages) pages")
    return peak
  }

  func testTheInfiniteFeedKeepsOnePageRequestInFlightByDefault() {
    let scene = InfiniteFeedScene(
      environment: environment, entry: SceneCatalog.entry(named: "infinite")!)
    XCTAssertTrue(scene.pagination.feed.isLoadingGuardOn)
    XCTAssertEqual(scene.pagination.feed.maxPendingPages, 1)
    let peak = flingAndCount(scene, feed: { scene.pagination.feed }, pages: 8)
    XCTAssertEqual(peak, 1, "never more than one page request in flight")
    XCTAssertEqual(scene.pagination.feed.maxInFlightSeen, 1)
    XCTAssertEqual(scene.pagination.feed.bufferedCount, 0, "nothing can arrive early")
    XCTAssertTrue(
      scene.hud.extra.contains(
        "in flight\t\(scene.pagination.feed.inFlight.count) now  ·  1 at most"))
  }

  func testTheShowcaseKeepsOnePageRequestInFlightByDefault() {
    let scene = ShowcaseScene(
      environment: environment, entry: SceneCatalog.entry(named: "showcase")!)
    XCTAssertTrue(scene.pagination.feed.isLoadingGuardOn)
    let peak = flingAndCount(scene, feed: { scene.pagination.feed }, pages: 10)
    XCTAssertEqual(peak, 1, "never more than one page request in flight")
    XCTAssertEqual(scene.pagination.feed.maxInFlightSeen, 1)
  }

  func testGSwitchesToSeveralInFlightAndBack() {
    let config = PagedFeedConfiguration(
      pageSize: 20, firstPageSize: 2, pageCount: 30, latency: 1.5...1.5, failureRate: 0, seed: 3)
    let scene = InfiniteFeedScene(
      environment: environment, entry: SceneCatalog.entry(named: "infinite")!, configuration: config
    )
    let d = SceneDriver(scene)
    // With the guard: the fill rule fires every frame while the first page is short, and
    // only one request starts.
    d.run(1)
    XCTAssertEqual(scene.pagination.feed.inFlight.count, 1)
    XCTAssertTrue(scene.hud.extra.contains { $0 == "guard\tisLoading · 1 max (G)" })
    d.key("g")
    d.step()
    XCTAssertEqual(d.events(named: "loading-guard").last?["on"], .bool(false))
    XCTAssertFalse(scene.pagination.feed.isLoadingGuardOn)
    // Without it the same rule prefetches up to three pages.
    d.run(0.2)
    XCTAssertEqual(scene.pagination.feed.inFlight.count, 3)
    XCTAssertTrue(scene.hud.extra.contains { $0 == "guard\toff · 3 max (G)" })
    d.key("g")
    d.step()
    XCTAssertEqual(d.events(named: "loading-guard").last?["on"], .bool(true))
    // Back on: the three pending pages drain, then one request at a time again.
    let pendingHigh = scene.pagination.feed.highestRequested
    XCTAssertTrue(
      d.run(until: { scene.pagination.feed.pages.count >= pendingHigh }, timeout: 5))
    let requestedBefore = d.events(named: "page-requested").count
    var peakAfter = 0
    for _ in 0..<(60 * 6) {
      d.step()
      peakAfter = max(peakAfter, scene.pagination.feed.inFlight.count)
      if d.frameIndex % 30 == 0 { d.key(.end) }
    }
    XCTAssertEqual(peakAfter, 1, "one request at a time again")
    XCTAssertGreaterThan(d.events(named: "page-requested").count, requestedBefore + 1)
  }
}
