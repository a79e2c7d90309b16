import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// A scene written to the recipe and nothing more: a base, a main host, its help line,
/// layout, observe and draw; input, physics, events, needs-frame, stats and HUD come from
/// `Scene`'s defaults.
private final class RecipeScene: Scene {
  static var mainHost: MainHostPath { \.host }
  var base: SceneBase
  let helpLine = "K logs a key"
  var host: ScrollHost<Void>

  init(entry: SceneCatalog.Entry, physics: ScrollPhysics) {
    base = SceneBase(entry: entry)
    host = ScrollHost(
      scene: entry.name, stack: LazyStack(count: 200, estimatedSize: 40), physics: physics)
  }

  func perform(_ action: InputAction, at t: Double) -> Bool {
    guard action.isLetter("k") else { return false }
    base.log.emit("key-k", at: t)
    return true
  }

  func layout(at t: Double) {
    base.stats.itemsLaidOut = host.layout(at: t) { _ in 40 }.laidOutRange.count
  }

  func observe(at t: Double) {}

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    host.drawItems(into: &list, background: theme.background) { item, r, list in
      list.text("row \(item.id)", in: r, font: .body, color: theme.primaryText)
    }
  }
}

final class SceneDefaultsTests: XCTestCase {
  private let entry = SceneCatalog.Entry(name: "recipe", title: "Recipe", summary: "The recipe") {
    environment, entry in RecipeScene(entry: entry, physics: environment.physics)
  }

  private func makeDriver() -> (SceneDriver, RecipeScene) {
    let scene = RecipeScene(entry: entry, physics: .ios)
    return (SceneDriver(scene), scene)
  }

  func testTheEntryNamesTheScene() {
    let (_, scene) = makeDriver()
    XCTAssertEqual(scene.name, "recipe")
    XCTAssertEqual(scene.title, "Recipe")
    XCTAssertEqual(scene.summary, "The recipe")
  }

  func testTheDefaultsSizeScrollAndSettleTheMainHost() {
    let (driver, scene) = makeDriver()
    XCTAssertEqual(scene.host.frame, driver.frame, "setFrame placed the main host")
    XCTAssertGreaterThan(scene.stats.itemsLaidOut, 10, "stats read base.stats")
    XCTAssertTrue(driver.strings.contains("row 0"))
    driver.wheel(ticks: 3)
    XCTAssertTrue(driver.settle())
    XCTAssertGreaterThan(scene.host.view.offset.y, 0, "input reached the main host")
    XCTAssertFalse(scene.needsFrame(at: driver.time), "at rest the scene needs no frame")
    let phases = driver.events(named: "phase")
    XCTAssertFalse(phases.isEmpty, "takeEvents carries the host's phase events")
    XCTAssertTrue(phases.allSatisfy { $0.scene == "recipe" })
    XCTAssertEqual(scene.hud.geometry.contentOffset.y, scene.host.view.offset.y)
  }

  func testLeftoverKeysGoToPerformAndUnusedKeysAreNotConsumed() {
    let (driver, scene) = makeDriver()
    let k = InputEvent(
      time: driver.nextTime, kind: .keyDown(.character("k"), modifiers: [], isRepeat: false))
    XCTAssertTrue(scene.handle(k))
    let z = InputEvent(
      time: driver.nextTime, kind: .keyDown(.character("z"), modifiers: [], isRepeat: false))
    XCTAssertFalse(scene.handle(z), "a key nobody uses is left to the app")
    driver.step()
    XCTAssertEqual(driver.events(named: "key-k").map(\.time), [k.time])
    XCTAssertTrue(scene.takeEvents().isEmpty, "taking the events empties the log")
  }

  func testSetPhysicsSwitchesTheMainHostsPreset() {
    let (driver, scene) = makeDriver()
    scene.setPhysics(.android, at: driver.nextTime)
    XCTAssertEqual(scene.hud.preset, ScrollPhysics.android.name)
  }
}

/// `Scene.mainViewState` reports the same numbers as `hud` in every catalog scene, so the
/// app's outputs can read it without building the inspector's rows.
final class MainViewStateTests: XCTestCase {
  func testEverySceneReportsItsMainViewLikeItsHUD() {
    for entry in SceneCatalog.entries {
      let scene = SceneCatalog.makeScene(
        entry.name, SceneEnvironment(measurer: ApproximateTextMeasurer()))
      let driver = SceneDriver(scene)
      driver.wheel(ticks: 3)
      for _ in 0..<12 { driver.step() }
      let state = scene.mainViewState
      let hud = scene.hud
      XCTAssertEqual(state.offset, hud.geometry.contentOffset, entry.name)
      XCTAssertEqual(state.velocity, hud.velocity, entry.name)
      XCTAssertEqual(state.phase, hud.phase, entry.name)
    }
  }
}
