import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class FeedScenesCatalogTests: XCTestCase {
  private let environment = SceneEnvironment(measurer: ApproximateTextMeasurer())

  func testEveryCatalogNameBuildsASceneWithThatName() {
    for entry in SceneCatalog.entries {
      let scene = SceneCatalog.makeScene(entry.name, environment)
      XCTAssertEqual(scene.name, entry.name)
      XCTAssertEqual(scene.title, entry.title)
    }
  }

  func testScenesZeroToThreeAreTheRealOnes() {
    XCTAssertEqual(SceneCatalog.entries.first?.name, "showcase")
    XCTAssertTrue(SceneCatalog.makeScene("showcase", environment) is ShowcaseScene)
    XCTAssertTrue(SceneCatalog.makeScene("header", environment) is HeaderScene)
    XCTAssertTrue(SceneCatalog.makeScene("feed", environment) is FeedScene)
    XCTAssertTrue(SceneCatalog.makeScene("infinite", environment) is InfiniteFeedScene)
  }

  /// Runs a short session of wheel ticks and a drag in each scene.
  private func session(_ name: String, theme: Theme) -> SceneDriver {
    let d = SceneDriver(SceneCatalog.makeScene(name, environment))
    d.theme = theme
    d.run(1.5)
    d.wheel(ticks: 4, interval: 0.1)
    d.drag(dy: -400, duration: 0.2)
    d.run(1.5)
    return d
  }

  func testScenesDrawOnlyInsideTheirFrameWithTheGivenTheme() {
    for name in ["showcase", "header", "feed", "infinite"] {
      for theme in [Theme.light, Theme.dark] {
        let d = session(name, theme: theme)
        let commands = d.rawList.commands
        XCTAssertEqual(commands.first, .rect(d.frame, color: theme.background, radius: 0), name)
        XCTAssertEqual(commands.dropFirst().first, .pushClip(d.frame), name)
        XCTAssertEqual(commands.last, .popClip, name)
        var depth = 0
        for (i, c) in commands.enumerated() {
          if case .pushClip = c { depth += 1 }
          if case .popClip = c { depth -= 1 }
          if i > 1 && i < commands.count - 1 { XCTAssertGreaterThan(depth, 0, name) }
        }
        let cardFills = commands.filter {
          if case .rect(_, let color, let radius) = $0 {
            return color == theme.card && radius == 12
          }
          return false
        }
        XCTAssertFalse(cardFills.isEmpty, "\(name) draws cards in the theme's card colour")
        // The rows are one scroll layer over the frame, on the scene's background, at the
        // scroll view's offset: a retaining renderer moves its pixels while scrolling.
        let layers = commands.compactMap { c -> (Rect, Point, Color)? in
          if case .pushScroll(let clip, let offset, let background) = c {
            return (clip, offset, background)
          }
          return nil
        }
        XCTAssertEqual(layers.count, 1, name)
        XCTAssertEqual(layers.first?.0, d.frame, name)
        XCTAssertEqual(layers.first?.2, theme.background, name)
        XCTAssertEqual(layers.first?.1, d.scene.hud.geometry.contentOffset, name)
        XCTAssertGreaterThan(layers.first?.1.y ?? 0, 100, "\(name) scrolled by the session")
        XCTAssertEqual(commands.filter { $0 == .popScroll }.count, 1, name)
      }
    }
  }

  func testNoTextIsSmallerThan11Points() {
    for name in ["showcase", "header", "feed", "infinite"] {
      let d = session(name, theme: .light)
      XCTAssertFalse(d.texts.isEmpty, name)
      for t in d.texts { XCTAssertGreaterThanOrEqual(t.font.size, 11, "\(name): \(t.string)") }
    }
  }

  func testScenesSleepAtRestAndReportPhases() {
    for name in ["showcase", "header", "feed", "infinite"] {
      let d = session(name, theme: .light)
      XCTAssertTrue(d.settle(), name)
      XCTAssertFalse(d.scene.needsFrame(at: d.time), name)
      let phases = d.events(named: "phase")
      XCTAssertFalse(phases.isEmpty, name)
      XCTAssertEqual(phases.last?["to"], .string("idle"), name)
      XCTAssertTrue(d.events.allSatisfy { $0.scene == name }, name)
      XCTAssertEqual(d.events.map(\.time), d.events.map(\.time).sorted(), "\(name) in time order")
    }
  }

  func testUnusedKeysAreNotConsumedAndSceneKeysAre() {
    let scene = SceneCatalog.makeScene("feed", environment)
    let d = SceneDriver(scene)
    XCTAssertFalse(
      scene.handle(
        InputEvent(time: d.time, kind: .keyDown(.character("x"), modifiers: [], isRepeat: false))))
    XCTAssertTrue(
      scene.handle(
        InputEvent(time: d.time, kind: .keyDown(.character("t"), modifiers: [], isRepeat: false))))
  }

  func testTheHUDCarriesSceneLines() {
    for name in ["showcase", "header", "feed", "infinite"] {
      let d = session(name, theme: .light)
      let extra = d.scene.hud.extra
      XCTAssertFalse(extra.isEmpty, name)
      for line in extra { XCTAssertTrue(line.contains("\t"), "\(name): \(line)") }
    }
  }
}
