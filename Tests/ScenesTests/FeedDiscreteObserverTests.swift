import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Issue 33, item 3: the feed shows the article's two discrete observers, a Bool past 200 pt
/// (`contentOffset.y + contentInsets.top`) and the Top rule `visibleRect.minY > 240`, each
/// acting only on a flip, with their transform and action counts.
final class FeedDiscreteObserverTests: XCTestCase {
  private func makeFeed() throws -> (SceneDriver, FeedScene) {
    let driver = SceneDriver(scene: "feed")
    return (driver, try XCTUnwrap(driver.scene as? FeedScene))
  }

  /// Scrolls to `raw` (the raw content offset) at once and runs a frame.
  private func jump(_ driver: SceneDriver, _ feed: FeedScene, raw: Double) {
    feed[keyPath: FeedScene.mainHost].controller.scrollTo(
      y: raw, animation: .none, at: driver.nextTime)
    driver.step()
  }

  func testThe200ObserverActsOnceEachWayWhileItsTransformRunsEveryFrame() throws {
    let (driver, feed) = try makeFeed()
    for y in stride(from: 0.0, through: 600, by: 20) { jump(driver, feed, raw: y) }
    for y in stride(from: 600.0, through: 0, by: -20) { jump(driver, feed, raw: y) }
    let flips = driver.events(named: "observer")
    XCTAssertEqual(flips.map { SceneDriver.flag($0, "value") }, [true, false])
    XCTAssertGreaterThan(try XCTUnwrap(SceneDriver.number(flips.first, "offset")), 200)
    let counts = (
      past200: feed.list.observerCounts(of: feed.pastTwoHundred.observerIDs[0]),
      top: feed.list.observerCounts(of: feed.button.observer)
    )
    XCTAssertEqual(counts.past200.1, 2, "two actions")
    XCTAssertGreaterThanOrEqual(counts.past200.0, 60, "a transform per geometry change")
    XCTAssertEqual(counts.top.1, 2, "the Top rule flipped twice too")
    XCTAssertGreaterThanOrEqual(counts.top.0, 60)
    XCTAssertTrue(feed.hud.extra.contains("200 obs.\t\(counts.past200.0) transforms · 2 actions"))
    XCTAssertTrue(feed.hud.extra.contains("Top obs.\t\(counts.top.0) transforms · 2 actions"))
  }

  /// With the 59 pt top inset the two rules part: 270 pt scrolled is past 200 by the
  /// inset-adjusted reading, but the visible rect's top is at 211, short of 240.
  func testTheTopRuleReadsTheVisibleRectNotTheAdjustedOffset() throws {
    let (driver, feed) = try makeFeed()
    driver.key("i")
    driver.run(0.1)
    XCTAssertTrue(feed.inset.isOn)
    jump(driver, feed, raw: 270 - FeedScene.topInset)
    driver.run(0.1)
    XCTAssertEqual(feed.inset.readings(of: feed.list).adjusted, 270, accuracy: 0.01)
    XCTAssertTrue(feed.pastTwoHundredValue)
    XCTAssertFalse(feed.button.isShown, "visibleRect.minY is 211, not past 240")
    jump(driver, feed, raw: 245)
    driver.run(0.1)
    XCTAssertTrue(feed.button.isShown, "visibleRect.minY 245 > 240")
  }
}
