import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The scene and input numbers as settings: defaults are the numbers the scenes were written
/// with, values are checked, and a scene built with a tuned value behaves by it.
final class SceneTuningTests: XCTestCase {
  func testDefaultsAreTheWrittenNumbersAndTheStandardInput() {
    let t = SceneTuning()
    XCTAssertEqual(t.input, InputConfiguration.standard)
    XCTAssertEqual(t[TopButtonSettings.threshold], BackToTopButton.threshold)
    XCTAssertEqual(t[FeedSettings.awayFromTop], FeedScrollState.awayFromTopThreshold)
    XCTAssertEqual(t[FeedSettings.nearBottom], FeedScrollState.nearBottomDistance)
    XCTAssertEqual(t[VisibilitySettings.playThreshold], VisibilityScene.playThreshold)
    XCTAssertEqual(HeaderMetrics(tuning: t), HeaderMetrics.standard)
    XCTAssertEqual(PagedFeedConfiguration(tuning: t, seed: 42), PagedFeedConfiguration())
    XCTAssertTrue(t.changes.isEmpty)
    for s in SceneSettings.all {
      XCTAssertTrue(s.range.contains(s.defaultValue), s.name)
      XCTAssertEqual(SceneSettings.named(s.name)?.name, s.name, "names are unique: \(s.name)")
    }
  }

  func testBadValuesAreRefusedNamingTheRangeOrTheValidNames() {
    var t = SceneTuning()
    XCTAssertThrowsError(try t.set("feed.top-threshold", to: -1)) {
      XCTAssertTrue("\($0)".contains("out of range 0...5000"), "\($0)")
    }
    XCTAssertThrowsError(try t.set("infinite.page-size", to: 2.5)) {
      XCTAssertTrue("\($0)".contains("not a whole number"), "\($0)")
    }
    XCTAssertThrowsError(try t.set("feed.nope", to: 1)) {
      XCTAssertTrue("\($0)".contains("valid names:"), "\($0)")
      XCTAssertTrue("\($0)".contains("input.wheel-step"), "\($0)")
      XCTAssertTrue("\($0)".contains("physics.rate"), "\($0)")
    }
    XCTAssertThrowsError(try t.set("input.line-step", to: .nan))
    XCTAssertTrue(t.changes.isEmpty, "nothing kept from refused values")
  }

  func testInputSettingsReachTheInterpreterConfiguration() throws {
    var t = SceneTuning()
    try t.set("input.wheel-step", to: 120)
    try t.set("input.wheel-duration", to: 0.3)
    try t.set("input.wheel-acceleration", to: 1)
    try t.set("input.line-step", to: 55)
    try t.set("input.key-duration", to: 0.5)
    let c = t.input
    XCTAssertEqual(c.wheelStep, .fixed(120))
    XCTAssertEqual(c.wheelAnimation, .easeInOut(duration: 0.3))
    XCTAssertTrue(c.wheelAccelerates)
    XCTAssertEqual(c.lineStep, 55)
    XCTAssertEqual(c.keyAnimation, .easeInOut(duration: 0.5))
    try t.set("input.wheel-step", to: 0)
    XCTAssertEqual(t.input.wheelStep, .gtk, "0 is the GTK rule")
    XCTAssertEqual(t.changes.map(\.name).first, "input.wheel-duration")
  }

  func testHelpLinesQuoteTheTunedNumbersNotTheDefaults() throws {
    var t = SceneTuning()
    try t.set("feed.top-threshold", to: 300)
    try t.set("feed.away-from-top", to: 120.5)
    try t.set("header.expanded-height", to: 200)
    try t.set("visibility.play-threshold", to: 0.6)
    let environment = SceneEnvironment(measurer: ApproximateTextMeasurer(), tuning: t)
    func help(_ name: String) -> String {
      SceneCatalog.makeScene(name, environment).helpLine
    }
    XCTAssertTrue(help("feed").hasPrefix("Top past 300 pt (T)"), help("feed"))
    XCTAssertTrue(help("feed").contains("away > 120.5, near bottom < 500"), help("feed"))
    XCTAssertTrue(help("showcase").contains("Top past 300 pt"), help("showcase"))
    XCTAssertTrue(help("header").contains("(200 → 100 pt over 100 pt)"), help("header"))
    XCTAssertTrue(help("visibility").hasPrefix("Rows play at ≥ 60 % visible"), help("visibility"))
    let defaults = SceneEnvironment(measurer: ApproximateTextMeasurer())
    let feed = SceneCatalog.makeScene("feed", defaults).helpLine
    XCTAssertTrue(feed.hasPrefix("Top past 240 pt (T)"), feed)
    let visibility = SceneCatalog.makeScene("visibility", defaults).helpLine
    XCTAssertTrue(visibility.hasPrefix("Rows play at ≥ 30 % visible"), visibility)
  }

  func testATunedTopThresholdMovesWhereTheButtonShows() throws {
    var t = SceneTuning()
    try t.set("feed.top-threshold", to: 600)
    let scene = FeedScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer(), tuning: t),
      entry: SceneCatalog.entry(named: "feed")!)
    let d = SceneDriver(scene)
    d.run(0.1)
    for (y, shown) in [(241.0, false), (600, false), (601, true)] {
      scene.list.host.controller.scroll(to: Point(x: 0, y: y), animation: .none, at: d.time)
      d.step()
      XCTAssertEqual(scene.button.isShown, shown, "at \(y)")
    }
  }

  func testATunedHeaderCollapsesBetweenItsOwnHeights() throws {
    var t = SceneTuning()
    try t.set("header.expanded-height", to: 200)
    try t.set("header.collapsed-height", to: 80)
    let m = HeaderMetrics(tuning: t)
    XCTAssertEqual(CollapsingHeaderState(offset: 0, metrics: m).height, 200)
    XCTAssertEqual(CollapsingHeaderState(offset: 60, metrics: m).progress, 0.5)
    XCTAssertEqual(CollapsingHeaderState(offset: 500, metrics: m).height, 80)
    let scene = HeaderScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer(), tuning: t),
      entry: SceneCatalog.entry(named: "header")!)
    let d = SceneDriver(scene)
    d.run(0.2)
    XCTAssertEqual(scene.header.state.height, 200)
    XCTAssertEqual(scene.list.spacerHeight, 200 + ExpandedHeightSampler.padding)
  }

  func testTheInfiniteFeedTakesItsPageNumbers() throws {
    var t = SceneTuning()
    try t.set("infinite.page-size", to: 7)
    try t.set("infinite.failure-rate", to: 1)
    try t.set("infinite.pages-in-flight", to: 3)
    try t.set("infinite.latency-min", to: 2)
    let c = PagedFeedConfiguration(tuning: t, seed: 1)
    XCTAssertEqual(c.pageSize, 7)
    XCTAssertEqual(c.failureRate, 1)
    XCTAssertEqual(c.maxPendingPages, 3)
    XCTAssertEqual(c.latency, 2...2, "the longest request is never shorter than the shortest")
  }
}
