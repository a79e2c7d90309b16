import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The scene made only of parts: a label list, a collapsing header and a Top pill, driven by
/// scripted input.
final class SettingsSceneTests: XCTestCase {
  private func makeScene() -> (SettingsScene, SceneDriver) {
    let scene = SettingsScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "settings")!)
    return (scene, SceneDriver(scene))
  }

  func testTheCatalogBuildsItAndItListsTheSettingsUnderAnExpandedHeader() {
    let (scene, d) = makeScene()
    XCTAssertTrue(
      SceneCatalog.makeScene(
        "settings",
        SceneEnvironment(
          measurer: ApproximateTextMeasurer())) is SettingsScene)
    XCTAssertEqual(scene.header.state.height, 168)
    XCTAssertNotNil(d.text(containing: "feed.top-threshold  240 pt"))
    XCTAssertNotNil(d.text(containing: "Settings"))
    XCTAssertNil(d.text(containing: BackToTopButton.label))
  }

  /// Retuned in place (the inspector's Tune section), the rows show the new numbers.
  func testTuningInPlaceShowsTheNewValues() throws {
    let (scene, d) = makeScene()
    var tuning = SceneTuning()
    try tuning.set("feed.top-threshold", to: 300)
    scene.setTuning(tuning, at: d.time)
    d.step()
    XCTAssertNotNil(d.text(containing: "feed.top-threshold  300 pt"))
    XCTAssertNil(d.text(containing: "feed.top-threshold  240 pt"))
  }

  func testTheHeaderCollapsesAndThePillShowsOnlyPastTheThreshold() {
    let (scene, d) = makeScene()
    var sawCollapsedBeforePill = false
    for _ in 0..<40 where !scene.button.isShown {
      d.wheel(ticks: 1)
      XCTAssertTrue(d.settle())
      let top = scene.list.geometry.visibleRect.minY
      XCTAssertEqual(scene.button.isShown, top > 240, "visible rect top \(top)")
      if !scene.button.isShown && scene.header.state.height == 100 { sawCollapsedBeforePill = true }
    }
    XCTAssertTrue(sawCollapsedBeforePill, "the header collapses within the first 68 pt")
    XCTAssertTrue(scene.button.isShown)
    XCTAssertEqual(scene.header.state.height, 100)
    XCTAssertNotNil(d.text(containing: BackToTopButton.label))
    let shown = d.events(named: "button-shown")
    XCTAssertEqual(shown.count, 1)
    XCTAssertEqual(d.events(named: "header-collapsed").count, 1)
  }

  func testClickingThePillScrollsToTheTopAndExpandsTheHeader() {
    let (scene, d) = makeScene()
    d.wheel(ticks: 6)
    XCTAssertTrue(d.settle())
    XCTAssertTrue(scene.button.isShown)
    let pill = BackToTopButton.frame(in: d.frame, measurer: ApproximateTextMeasurer())
    d.click(at: Point(x: pill.midX, y: pill.midY))
    XCTAssertTrue(d.settle())
    XCTAssertEqual(scene.list.geometry.pointsScrolled.y, 0)
    XCTAssertEqual(d.events(named: "scroll-to-top").first?["via"], .string("click"))
    XCTAssertFalse(scene.button.isShown)
    XCTAssertEqual(scene.header.state.height, 168)
    XCTAssertEqual(d.events(named: "header-expanded").count, 1)
  }
}
