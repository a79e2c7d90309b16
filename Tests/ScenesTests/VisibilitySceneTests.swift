import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class VisibilitySceneTests: XCTestCase {
  private func makeVisibility() -> (SceneDriver, VisibilityScene) {
    let driver = SceneDriver(scene: "visibility")
    guard let scene = driver.scene as? VisibilityScene else {
      XCTFail("the catalog should build a VisibilityScene for \"visibility\"")
      return (
        driver,
        VisibilityScene(
          environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
          entry: SceneCatalog.entry(named: "visibility")!)
      )
    }
    return (driver, scene)
  }

  private func fractions(_ scene: VisibilityScene) -> [(id: Int, fraction: Double)] {
    let viewport = scene.list.host.view.geometry.visibleRect
    return scene.list.host.stack.visibleItems.map {
      ($0.id, $0.frame.visibleFraction(in: viewport))
    }
  }

  func testTheCaptionHasItsOwnBandAndPlayingRowsAreOutlined() throws {
    let (driver, scene) = makeVisibility()
    driver.run(0.3)
    let rows = scene.list.host.frame
    XCTAssertLessThan(rows.maxY, driver.frame.maxY - 80, "no band under the rows")
    let caption = driver.list.commands.compactMap { command -> Rect? in
      if case .text(let s, let frame, _, _, _) = command, s.hasPrefix("Playing at ≥ 30 %") {
        return frame
      }
      return nil
    }
    let line = try XCTUnwrap(caption.first)
    XCTAssertGreaterThanOrEqual(line.minY, rows.maxY, "the caption is over the rows")
    // Every row drawn with its status line inside the rows' area is readable: nothing covers it.
    let states = driver.list.commands.compactMap { command -> (String, Rect)? in
      if case .text(let s, let frame, _, _, _) = command, s.contains("% visible") {
        return (s, frame)
      }
      return nil
    }
    XCTAssertFalse(states.isEmpty)
    for (_, frame) in states where frame.maxY <= rows.maxY {
      XCTAssertFalse(frame.intersects(line))
    }
    XCTAssertTrue(states.contains { $0.0.hasPrefix("PLAYING") })
  }

  func testRowsAlreadyVisibleStartPlaying() {
    let (driver, scene) = makeVisibility()
    let plays = driver.events(named: "play").compactMap { SceneDriver.number($0, "id") }.map(
      Int.init)
    let expected = fractions(scene).filter { $0.fraction >= 0.3 }.map(\.id)
    XCTAssertFalse(expected.isEmpty)
    XCTAssertEqual(plays, expected)
    XCTAssertTrue(driver.events(named: "pause").isEmpty)
  }

  func testRowsPlayAtOrAbove30PercentAndPauseBelowWhileScrolling() throws {
    let (driver, scene) = makeVisibility()
    // A slow drag upward, one point per frame: every row near the top crosses 30 %.
    let start = Point(x: 450, y: 500)
    driver.schedule(.pointerDown(start, button: 1), atTime: driver.nextTime)
    let t0 = driver.nextTime
    for i in 1...200 {
      driver.schedule(
        .pointerMove(Point(x: 450, y: start.y - 5 - Double(i)), leftHeld: true),
        atTime: t0 + Double(i) / 60)
    }
    var sawPauseOfRow0 = false
    for _ in 0..<200 {
      let seen = driver.events.count
      driver.step()
      for (id, fraction) in fractions(scene) {
        XCTAssertEqual(
          scene.play.isVisible(id), fraction > 0 && fraction >= 0.3,
          "row \(id) at \(fraction) should \(fraction >= 0.3 ? "play" : "pause")")
      }
      for event in driver.events[seen...] where event.name == "pause" {
        let fraction = try XCTUnwrap(SceneDriver.number(event, "fraction"))
        XCTAssertLessThan(fraction, 0.3)
        if SceneDriver.number(event, "id") == 0 { sawPauseOfRow0 = true }
      }
    }
    XCTAssertTrue(sawPauseOfRow0, "row 0 never paused while it left the top")
  }

  func testPausedClipsFreezeAndPlayingClipsAdvance() throws {
    let (driver, scene) = makeVisibility()
    driver.run(0.5)
    let playing = try XCTUnwrap(fractions(scene).first { $0.fraction >= 0.3 }).id
    let before = scene.player.playhead(playing)
    driver.run(0.5)
    XCTAssertEqual(scene.player.playhead(playing) - before, 0.5, accuracy: 0.02)
    driver.key(.pageDown)
    driver.key(.pageDown)
    XCTAssertTrue(driver.settle { scene.list.host.view.phase == .idle })
    XCTAssertFalse(scene.play.isVisible(playing))
    let frozen = scene.player.playhead(playing)
    driver.run(0.5)
    XCTAssertEqual(scene.player.playhead(playing), frozen)
  }

  func testVisibleTargetIDsAreListedInLayoutOrder() throws {
    let (driver, scene) = makeVisibility()
    driver.wheel(dy: -1, at: Point(x: 450, y: 300), count: 3, interval: 0.1)
    XCTAssertTrue(driver.settle { scene.list.host.view.phase == .idle })
    let ids = scene.targets.ids
    XCTAssertGreaterThanOrEqual(ids.count, 2)
    XCTAssertEqual(ids, ids.sorted())
    let expected = fractions(scene).filter { $0.fraction >= 0.5 }.map(\.id)
    XCTAssertEqual(ids, expected)
    let event = try XCTUnwrap(driver.events(named: "visible-targets").last)
    XCTAssertEqual(SceneDriver.string(event, "ids"), VisibilityReport.idList(ids))
    XCTAssertTrue(driver.strings.contains { $0.hasPrefix("Visible ≥ 50 %: \(ids[0]), ") })
  }

  func testJumpReportsTheRowsItPassedThrough() throws {
    let (driver, scene) = makeVisibility()
    let lastVisible = try XCTUnwrap(fractions(scene).last { $0.fraction > 0 }).id
    driver.key(.character("j"))
    driver.run(0.2)
    let swept = try XCTUnwrap(driver.events(named: "swept").first)
    XCTAssertEqual(SceneDriver.string(swept, "direction"), "forward")
    XCTAssertEqual(SceneDriver.number(swept, "first"), Double(lastVisible + 1))
    let count = try XCTUnwrap(SceneDriver.number(swept, "count"))
    XCTAssertGreaterThan(count, 80)
    XCTAssertEqual(scene.list.host.view.position.viewID(type: Int.self), VisibilityScene.jumpRows)
    XCTAssertEqual(
      scene.list.host.view.offset.y,
      scene.list.host.stack.offset(ofIndex: VisibilityScene.jumpRows),
      accuracy: 1e-6)
    XCTAssertTrue(driver.strings.contains { $0.contains("passed \(Int(count)) rows unseen") })
  }

  func testFlyingToTheEndSweepsRowsItNeverShows() {
    let (driver, scene) = makeVisibility()
    driver.key(.end)
    XCTAssertTrue(driver.settle { scene.list.host.view.phase == .idle })
    let total = driver.events(named: "swept").compactMap { SceneDriver.number($0, "count") }
      .reduce(0, +)
    XCTAssertGreaterThan(total, 500)
    XCTAssertEqual(Int(total), scene.sweep.passedCount)
    XCTAssertEqual(scene.targets.ids.last, scene.list.host.stack.count - 1)
  }

  func testNeedsFramesWhileClipsPlay() {
    let (driver, scene) = makeVisibility()
    driver.run(1.5)
    XCTAssertTrue(scene.needsFrame(at: driver.time))
    XCTAssertGreaterThanOrEqual(driver.smallestFontSize, 11)
  }
}
