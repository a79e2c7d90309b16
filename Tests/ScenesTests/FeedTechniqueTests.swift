import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The feed's `FeedScrollState` observer (one Equatable struct, fires only on a flip) and the
/// 59 pt top inset (raw offset -59 at rest, offset + inset 0).
final class FeedTechniqueTests: XCTestCase {
  private func makeFeed() -> (FeedScene, SceneDriver) {
    let scene = FeedScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "feed")!)
    return (scene, SceneDriver(scene))
  }

  private func jump(_ scene: FeedScene, _ d: SceneDriver, to y: Double) {
    scene.list.host.controller.scroll(to: Point(x: 0, y: y), animation: .none, at: d.time)
    d.step()
    d.step()
  }

  func testFeedScrollStateFiresOnlyWhenAFieldFlips() throws {
    let (scene, d) = makeFeed()
    d.run(0.2)
    XCTAssertEqual(scene.scrollState.deliveries, 0)
    // Walk down 7 pt a frame to 400 pt: one flip (past 160), many transforms.
    let transformsBefore = scene.scrollState.transforms(in: scene.list)
    var y = 0.0
    var flippedAt: Double?
    while y < 400 {
      y += 7
      jump(scene, d, to: y)
      if flippedAt == nil && scene.scrollState.deliveries == 1 { flippedAt = y }
    }
    XCTAssertEqual(scene.scrollState.deliveries, 1)
    XCTAssertEqual(try XCTUnwrap(flippedAt), 161, "the first step past 160 pt")
    XCTAssertGreaterThan(scene.scrollState.transforms(in: scene.list) - transformsBefore, 50)
    XCTAssertEqual(
      scene.scrollState.value, FeedScrollState(isAwayFromTop: true, isNearBottom: false))
    var event = try XCTUnwrap(d.events(named: "feed-scroll-state").last)
    XCTAssertEqual(event["flipped"], .string("isAwayFromTop"))
    // Exactly at 160 is not away; just past it is.
    jump(scene, d, to: 160)
    XCTAssertEqual(scene.scrollState.value.isAwayFromTop, false)
    jump(scene, d, to: 160.5)
    XCTAssertEqual(scene.scrollState.value.isAwayFromTop, true)
    XCTAssertEqual(scene.scrollState.deliveries, 3)
    // Near the bottom: the second field flips alone.
    let g = scene.list.geometry
    jump(scene, d, to: g.contentSize.height - g.containerSize.height - 300)
    jump(scene, d, to: scene.list.geometry.maxOffset(.vertical) - 300)
    let near = scene.list.geometry
    XCTAssertGreaterThan(near.visibleRect.maxY, near.contentSize.height - 500)
    XCTAssertEqual(scene.scrollState.deliveries, 4)
    event = try XCTUnwrap(d.events(named: "feed-scroll-state").last)
    XCTAssertEqual(event["flipped"], .string("isNearBottom"))
    // Moving inside both bands delivers nothing.
    for dy in [-50.0, 20, -100, 80] {
      jump(scene, d, to: scene.list.geometry.contentOffset.y + dy)
    }
    XCTAssertEqual(scene.scrollState.deliveries, 4)
    // Back to the top: both fields flip in one delivery.
    jump(scene, d, to: 0)
    XCTAssertEqual(scene.scrollState.deliveries, 5)
    event = try XCTUnwrap(d.events(named: "feed-scroll-state").last)
    XCTAssertEqual(event["flipped"], .string("isAwayFromTop,isNearBottom"))
    XCTAssertEqual(scene.scrollState.value, FeedScrollState())
    XCTAssertNotNil(d.text(containing: "action ran 5×"))
  }

  func testTheInsetFormReadsZeroAtRestAndTheRawFormMinus59() throws {
    let (scene, d) = makeFeed()
    d.run(0.2)
    XCTAssertEqual(scene.inset.readings(of: scene.list).raw, 0)
    XCTAssertEqual(scene.inset.readings(of: scene.list).adjusted, 0)
    d.key("i")
    d.run(0.2)
    XCTAssertTrue(scene.inset.isOn)
    XCTAssertEqual(scene.list.geometry.contentOffset.y, -59)
    XCTAssertEqual(scene.inset.readings(of: scene.list).raw, -59)
    XCTAssertEqual(scene.inset.readings(of: scene.list).adjusted, 0)
    XCTAssertTrue(scene.hud.extra.contains("raw offset\t-59.0 pt (contentOffset.y)"))
    XCTAssertTrue(scene.hud.extra.contains("offset+inset\t0.0 pt"))
    XCTAssertNotNil(d.text(containing: "contentOffset.y -59.0"))
    XCTAssertFalse(scene.scrollState.value.isAwayFromTop)
    XCTAssertFalse(scene.button.isShown)
    // The first row sits under the 59 pt band, not behind it.
    XCTAssertEqual(
      scene.list.host.windowRect(try XCTUnwrap(scene.list.host.stack.visibleItems.first).frame)
        .minY,
      d.frame.minY + 59 + FeedDrawing.titleBlockHeight, accuracy: 1e-9)
    // Scrolled, the two forms differ by exactly the inset.
    d.wheel(ticks: 2)
    XCTAssertTrue(d.settle())
    XCTAssertGreaterThan(scene.inset.readings(of: scene.list).adjusted, 100)
    XCTAssertEqual(
      scene.inset.readings(of: scene.list).adjusted - scene.inset.readings(of: scene.list).raw, 59,
      accuracy: 1e-9)
    // Home rests at -59 raw, 0 adjusted.
    d.key(.home)
    XCTAssertTrue(d.settle())
    XCTAssertEqual(scene.inset.readings(of: scene.list).raw, -59, accuracy: 1e-9)
    XCTAssertEqual(scene.inset.readings(of: scene.list).adjusted, 0, accuracy: 1e-9)
    // Off again: both read 0 at rest.
    d.key("i")
    d.run(0.2)
    XCTAssertFalse(scene.inset.isOn)
    XCTAssertEqual(scene.inset.readings(of: scene.list).raw, 0, accuracy: 1e-9)
    XCTAssertEqual(scene.inset.readings(of: scene.list).adjusted, 0, accuracy: 1e-9)
    XCTAssertEqual(d.events(named: "inset").count, 2)
  }

  /// I pressed at a frame's own time moves the raw offset under the Top rule in that frame:
  /// the "inset" event comes before the "button-hidden" it causes, at the same time (the
  /// inset part comes before the pill in the scene's parts).
  func testTheInsetEventComesBeforeTheTopRuleFlipItCausesInOneFrame() throws {
    let (scene, d) = makeFeed()
    d.run(0.2)
    jump(scene, d, to: 270)
    XCTAssertTrue(scene.button.isShown)
    let seen = d.events.count
    d.step([.keyDown(.character("i"), modifiers: [], isRepeat: false)])
    let events = d.events[seen...].filter { ["inset", "button-hidden"].contains($0.name) }
    XCTAssertEqual(events.map(\.name), ["inset", "button-hidden"])
    XCTAssertEqual(events.first?.time, events.last?.time, "in one frame, at one time")
  }
}
