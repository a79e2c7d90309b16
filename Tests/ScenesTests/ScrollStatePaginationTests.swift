import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Issue 33, item 4: the infinite feed's third page rule (E), the article's `FeedScrollState`
/// action `new.isNearBottom && !old.isNearBottom && !isLoading && hasMorePages`, and the
/// oldValue check that O drops (then a flip of the other field near the bottom asks again).
final class ScrollStatePaginationTests: XCTestCase {
  private func make(_ config: PagedFeedConfiguration) -> (InfiniteFeedScene, SceneDriver) {
    let scene = InfiniteFeedScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "infinite")!, configuration: config)
    return (scene, SceneDriver(scene))
  }

  private func rules(_ driver: SceneDriver) -> [String] {
    driver.events(named: "page-requested").compactMap { SceneDriver.string($0, "rule") }
  }

  private func jump(_ driver: SceneDriver, _ scene: InfiniteFeedScene, to y: Double) {
    scene[keyPath: InfiniteFeedScene.mainHost].controller.scrollTo(
      y: y, animation: .none, at: driver.nextTime)
    driver.run(0.3)
  }

  func testTheRisingEdgeAsksForTheNextPageAndTheDefaultRulesStay() throws {
    let config = PagedFeedConfiguration(
      pageSize: 20, firstPageSize: 20, pageCount: 5, latency: 0.1...0.1, failureRate: 0)
    // Default: the sentinel and near-bottom rules; no FeedScrollState action.
    let (plain, plainDriver) = make(config)
    plainDriver.run(0.5)
    jump(plainDriver, plain, to: plain.list.host.view.maxOffset(.vertical))
    XCTAssertFalse(rules(plainDriver).contains("feed-scroll-state"))
    XCTAssertTrue(rules(plainDriver).contains { $0 == "sentinel" || $0 == "near-bottom" })
    XCTAssertTrue(plainDriver.events(named: "scroll-state-action").isEmpty)

    let (scene, driver) = make(config)
    driver.key("e")
    driver.run(0.5)
    XCTAssertEqual(
      SceneDriver.string(driver.events(named: "page-rule").last, "rule"), "feed-scroll-state")
    XCTAssertEqual(rules(driver), ["fill"])
    jump(driver, scene, to: scene.list.host.view.maxOffset(.vertical))
    XCTAssertEqual(rules(driver), ["fill", "feed-scroll-state"])
    let action = try XCTUnwrap(
      driver.events(named: "scroll-state-action").first { SceneDriver.flag($0, "wants") == true })
    XCTAssertEqual(SceneDriver.flag(action, "old"), false)
    XCTAssertEqual(SceneDriver.flag(action, "new"), true)
    XCTAssertEqual(SceneDriver.flag(action, "accepted"), true)
    XCTAssertEqual(scene.pagination.feed.pages.count, 2)
    XCTAssertTrue(driver.strings.contains { $0.contains("feed-scroll-state") }, "page header")
    XCTAssertTrue(scene.hud.extra.contains("page rule\tfeed-scroll-state (E)"))
  }

  /// Short pages keep the view near the bottom; crossing 160 pt flips `isAwayFromTop` only.
  /// With the oldValue check that asks for nothing; without it every crossing asks again,
  /// and a crossing while a page loads is held back by the `isLoading` guard.
  func testDroppingTheOldValueCheckRepeatsRequestsNearTheBottom() throws {
    let config = PagedFeedConfiguration(
      pageSize: 1, firstPageSize: 5, pageCount: 40, latency: 1.0...1.0, failureRate: 0)
    var requested: [Bool: Int] = [:]
    for checks in [true, false] {
      let (scene, driver) = make(config)
      driver.key("e")
      if !checks { driver.key("o") }
      XCTAssertTrue(driver.settle(timeout: 10) { !scene.pagination.feed.isLoading })
      let before = rules(driver).filter { $0 == "feed-scroll-state" }.count
      for y in [100.0, 220, 100, 220, 100, 220] {
        jump(driver, scene, to: y)
        driver.run(0.4)
      }
      requested[checks] = rules(driver).filter { $0 == "feed-scroll-state" }.count - before
      if !checks {
        XCTAssertEqual(SceneDriver.flag(driver.events(named: "old-value-check").last, "on"), false)
        let held = driver.events(named: "scroll-state-action").filter {
          SceneDriver.flag($0, "wants") == true && SceneDriver.flag($0, "accepted") == false
        }
        XCTAssertFalse(held.isEmpty, "a crossing while loading is held back by isLoading")
      }
    }
    XCTAssertEqual(requested[true], 0, "with the check, no rising edge: no request")
    XCTAssertGreaterThanOrEqual(requested[false] ?? 0, 2, "without it, repeated requests")
  }
}
