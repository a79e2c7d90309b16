import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Scene numbers changed while a scene runs (`Scene.setTuning`), one test per setting
/// family, driven by scripted input: the scene is not rebuilt, a fling in progress goes on
/// as it was (frame by frame against a twin scene given the same input and no change), and
/// the new number takes effect.
final class LiveTuningTests: XCTestCase {
  private let measurer = ApproximateTextMeasurer()

  /// Scene `name` built with `tuning`.
  private func make(_ name: String, _ tuning: SceneTuning) -> any Scene {
    SceneCatalog.makeScene(name, SceneEnvironment(measurer: measurer, tuning: tuning))
  }

  /// `tuning` with `changes` set.
  private func tuned(_ changes: [String: Double], from tuning: SceneTuning = SceneTuning())
    throws -> SceneTuning
  {
    var t = tuning
    for (name, value) in changes { try t.set(name, to: value) }
    return t
  }

  /// Two copies of scene `name` given the same input: a rest, then a fast drag up by `dy`
  /// released into a fling, then 0.1 s of it.
  private func twins(_ name: String, tuning: SceneTuning = SceneTuning(), dy: Double = -320)
    -> (SceneDriver, SceneDriver)
  {
    let pair = (SceneDriver(make(name, tuning)), SceneDriver(make(name, tuning)))
    for d in [pair.0, pair.1] {
      d.run(1)
      d.drag(dy: dy, duration: 0.1)
      XCTAssertTrue(d.run(until: { d.scene.mainViewState.phase == .decelerating }, timeout: 2))
      d.run(0.1)
    }
    return pair
  }

  /// Runs both drivers `frames` frames: `changed` keeps `twin`'s velocity and phase, its
  /// offset `shift` points from the twin's (no jump, no stop), and is still flinging.
  private func assertFlingGoesOn(
    _ changed: SceneDriver, twin: SceneDriver, shift: Double = 0, frames: Int = 20,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for i in 0..<frames {
      changed.step()
      twin.step()
      let a = changed.scene.mainViewState
      let b = twin.scene.mainViewState
      XCTAssertEqual(
        a.offset.y, b.offset.y + shift, accuracy: 1e-6, "frame \(i)", file: file, line: line)
      XCTAssertEqual(
        a.velocity.y, b.velocity.y, accuracy: 1e-6, "frame \(i)", file: file, line: line)
      XCTAssertEqual(a.phase, b.phase, "frame \(i)", file: file, line: line)
    }
    XCTAssertEqual(changed.scene.mainViewState.phase, .decelerating, file: file, line: line)
    XCTAssertGreaterThan(changed.scene.mainViewState.velocity.y, 0, file: file, line: line)
  }

  /// A number field of `event`.
  private func number(_ event: SceneEvent, _ key: String) -> Double? {
    if case .number(let v)? = event[key] { return v }
    return nil
  }

  func testFeedThresholdsChangeMidFlingAndTheNextMotionMeetsThem() throws {
    let (d, twin) = twins("feed")
    let feed = try XCTUnwrap(d.scene as? FeedScene)
    XCTAssertTrue(feed.button.isShown, "past the default 240 pt")
    XCTAssertTrue(feed.scrollState.value.isAwayFromTop, "past the default 160 pt")
    let changedAt = d.events.count
    feed.setTuning(
      try tuned(["feed.top-threshold": 5000, "feed.away-from-top": 4000]), at: d.time)
    assertFlingGoesOn(d, twin: twin)
    // The observers read the new numbers at their next run, during the fling.
    XCTAssertFalse(feed.button.isShown, "5000 pt not passed")
    XCTAssertFalse(feed.scrollState.value.isAwayFromTop, "4000 pt not passed")
    XCTAssertTrue(try XCTUnwrap(twin.scene as? FeedScene).button.isShown, "the twin keeps 240")
    XCTAssertTrue(feed.helpLine.hasPrefix("Top past 5000 pt (T)"), feed.helpLine)
    // The next motions: the pill shows again only once 5000 pt are passed.
    d.settle()
    var flings = 0
    while feed.list.geometry.pointsScrolled.y <= 5200 && flings < 12 {
      d.drag(dy: -320, duration: 0.1)
      d.settle()
      flings += 1
    }
    let after = d.events[changedAt...]
    let shown = try XCTUnwrap(after.last { $0.name == "button-shown" })
    XCTAssertGreaterThan(try XCTUnwrap(number(shown, "scrolled")), 5000)
    let away = try XCTUnwrap(
      after.last { $0.name == "feed-scroll-state" && $0["isAwayFromTop"] == .bool(true) })
    XCTAssertGreaterThan(try XCTUnwrap(number(away, "scrolled")), 4000)
    XCTAssertTrue(feed.button.isShown)
  }

  func testHeaderHeightsChangeMidFlingKeepingTheTopRowStill() throws {
    let (d, twin) = twins("header")
    let scene = try XCTUnwrap(d.scene as? HeaderScene)
    XCTAssertEqual(scene.header.state.progress, 1, "collapsed")
    XCTAssertEqual(scene.list.spacerHeight, 180)
    scene.setTuning(
      try tuned(["header.expanded-height": 250, "header.collapsed-height": 60]), at: d.time)
    // The spacer follows the new expanded height at once; the offset moves with it, so the
    // rows stay where they were on screen, and the fling goes on from there.
    XCTAssertEqual(scene.list.spacerHeight, 262)
    assertFlingGoesOn(d, twin: twin, shift: 262 - 180)
    let twinScene = try XCTUnwrap(twin.scene as? HeaderScene)
    var compared = 0
    for item in scene.list.host.stack.visibleItems where item.index > 0 {
      guard let other = twinScene.list.host.stack.visibleItems.first(where: { $0.id == item.id })
      else { continue }
      XCTAssertEqual(
        item.frame.minY - scene.mainViewState.offset.y,
        other.frame.minY - twinScene.mainViewState.offset.y, accuracy: 1e-6, "row \(item.id)")
      compared += 1
    }
    XCTAssertGreaterThan(compared, 0)
    XCTAssertEqual(scene.header.state.height, 60, "collapses to the new height")
    XCTAssertTrue(scene.helpLine.hasPrefix("Scroll to collapse the header (250 → 60 pt"))
    // The next motion, back to the top: the header expands to the new height.
    d.settle()
    d.key("t")
    d.settle()
    XCTAssertEqual(scene.mainViewState.offset.y, 0, accuracy: 1e-6)
    XCTAssertEqual(scene.header.state.height, 250)
    XCTAssertEqual(d.events(named: "header-expanded").last?["height"], .number(250))
    XCTAssertEqual(scene.list.spacerHeight, 262, "the sampler confirms it at rest")
  }

  func testAHeaderChangeAtTheTopKeepsTheTopInView() throws {
    let d = SceneDriver(make("showcase", SceneTuning()))
    d.run(1.5)
    let scene = try XCTUnwrap(d.scene as? ShowcaseScene)
    scene.setTuning(try tuned(["header.expanded-height": 120]), at: d.time)
    d.step()
    XCTAssertEqual(scene.mainViewState.offset.y, 0)
    XCTAssertEqual(scene.header.state.height, 120)
    XCTAssertEqual(scene.list.spacerHeight, 132)
    let items = scene.list.host.stack.visibleItems
    let spacer = try XCTUnwrap(items.first { $0.index == 0 })
    let first = try XCTUnwrap(items.first { $0.index == 1 })
    XCTAssertEqual(spacer.frame.height, 132)
    XCTAssertEqual(
      first.frame.minY, spacer.frame.maxY + FeedList.spacing, accuracy: 1e-6,
      "the first article right under it")
  }

  func testPageNumbersChangeMidFlingAndApplyToTheNextRequest() throws {
    let quick = try tuned([
      "infinite.failure-rate": 0, "infinite.latency-min": 0.05, "infinite.latency-max": 0.05,
    ])
    let (d, twin) = twins("infinite", tuning: quick)
    let scene = try XCTUnwrap(d.scene as? InfiniteFeedScene)
    XCTAssertGreaterThan(scene.pagination.feed.pages.count, 1, "the fill rule loaded pages")
    let askedBefore = scene.pagination.feed.highestRequested
    scene.setTuning(
      try tuned(["infinite.page-size": 7, "infinite.latency-max": 0.1], from: quick), at: d.time)
    assertFlingGoesOn(d, twin: twin, frames: 10)
    XCTAssertEqual(scene.pagination.feed.loader.latency, 0.05...0.1)
    // The next motions reach the end of the feed again and again: every page asked for
    // after the change has 7 articles, every one asked for before it 20 (or the first 2).
    d.settle()
    var flings = 0
    while scene.pagination.feed.pages.count < askedBefore + 3 && flings < 20 {
      d.drag(dy: -400, duration: 0.1)
      d.settle()
      flings += 1
    }
    let pages = scene.pagination.feed.pages
    XCTAssertGreaterThanOrEqual(pages.count, askedBefore + 3)
    for p in pages {
      let expected = p.page == 1 ? 2 : p.page <= askedBefore ? 20 : 7
      XCTAssertEqual(p.articles, expected, "page \(p.page)")
    }
    XCTAssertEqual(
      try XCTUnwrap(twin.scene as? InfiniteFeedScene).pagination.feed.configuration.pageSize, 20)
  }

  func testVisibilityFractionsChangeMidFlingAndEventsFireAtTheNewOnes() throws {
    let (d, twin) = twins("visibility")
    let scene = try XCTUnwrap(d.scene as? VisibilityScene)
    let changedAt = d.events.count
    scene.setTuning(
      try tuned(["visibility.play-threshold": 0.9, "visibility.target-threshold": 0.95]),
      at: d.time)
    assertFlingGoesOn(d, twin: twin)
    d.settle(isResting: { d.scene.mainViewState.phase == .idle })
    let after = d.events[changedAt...]
    let plays = after.filter { $0.name == "play" }.compactMap { number($0, "fraction") }
    let pauses = after.filter { $0.name == "pause" }.compactMap { number($0, "fraction") }
    XCTAssertFalse(plays.isEmpty, "rows came into view during the fling")
    XCTAssertFalse(pauses.isEmpty)
    XCTAssertTrue(plays.allSatisfy { $0 >= 0.9 }, "\(plays)")
    XCTAssertTrue(pauses.allSatisfy { $0 < 0.9 }, "\(pauses)")
    XCTAssertTrue(scene.helpLine.hasPrefix("Rows play at ≥ 90 % visible"), scene.helpLine)
    // The target list names the tuned fraction, in the caption and the inspector.
    XCTAssertTrue(scene.targetsLine.hasPrefix("Visible ≥ 95 %: "), scene.targetsLine)
    XCTAssertEqual(scene.hudLines.first?.hasPrefix("visible ≥95%\t"), true, "\(scene.hudLines)")
    // The twin, at 0.3, played rows the changed scene did not.
    let twinPlays = twin.events[changedAt...].filter { $0.name == "play" }
      .compactMap { number($0, "fraction") }
    XCTAssertTrue(twinPlays.contains { $0 < 0.9 }, "\(twinPlays)")
  }
}
