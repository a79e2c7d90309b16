import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// What the scenes keep between frames instead of making it every frame (row labels, the
/// feed's state card and caption) follows what it shows.
final class SceneFrameCacheTests: XCTestCase {
  func testARowLabelSlotAnswersOnlyForItsOwnRow() {
    var labels = RowLabels()
    XCTAssertEqual(labels.label(id: 5), "Item 6: scrolling that feels right")
    // The same slot, another row: made afresh, not the kept label.
    XCTAssertEqual(
      labels.label(id: 5 + RowLabels.capacity),
      "Item \(6 + RowLabels.capacity): scrolling that feels right")
    XCTAssertEqual(labels.label(id: 5), "Item 6: scrolling that feels right")
    XCTAssertEqual(labels.label(id: -3), "Item -2: scrolling that feels right")
    XCTAssertEqual(labels.label(id: 1_000_000_000), RowLabels.make(id: 1_000_000_000))
  }

  func testTheRowsSceneLabelsEveryRowWithItsOwnNumberAfterJumps() throws {
    let d = SceneDriver(scene: "rows")
    let scene = try XCTUnwrap(d.scene as? PlainRowsScene)
    // Jumps of exactly one table's worth of rows put new rows in the same slots.
    for jump in [0, RowLabels.capacity, 2 * RowLabels.capacity, RowLabels.capacity, 7] {
      let y = Double(jump) * PlainRowsScene.rowHeight
      scene[keyPath: PlainRowsScene.mainHost].controller.scroll(
        to: Point(x: 0, y: y), animation: .none, at: d.time)
      d.step()
      let first = try XCTUnwrap(d.text(containing: "Item \(jump + 1):"), "row \(jump)")
      XCTAssertEqual(first.string, "Item \(jump + 1): scrolling that feels right")
      XCTAssertNotNil(d.text(containing: "Item \(jump + 5):"))
      let shown = d.texts.map(\.string).filter { $0.hasPrefix("Item ") }
      XCTAssertEqual(Set(shown).count, shown.count, "each row once")
      XCTAssertTrue(shown.allSatisfy { $0.hasSuffix(": scrolling that feels right") })
    }
  }

  private func makeFeed(frame: Rect = Rect(x: 0, y: 44, width: 900, height: 632)) -> (
    FeedScene, SceneDriver
  ) {
    let scene = FeedScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "feed")!)
    return (scene, SceneDriver(scene, frame: frame))
  }

  /// The state card's second line as drawn: its pieces left to right, joined.
  private func countLine(_ d: SceneDriver) -> String {
    guard let first = d.text(containing: "transform ran") else { return "" }
    return d.texts.filter { $0.frame.minY == first.frame.minY && $0.frame.minX >= first.frame.minX }
      .sorted { $0.frame.minX < $1.frame.minX }.map(\.string).joined()
  }

  func testTheStateCardFollowsTheStateTheCountAndTheWidth() throws {
    let (scene, d) = makeFeed()
    d.run(0.1)
    XCTAssertNotNil(d.text(containing: "isAwayFromTop false  ·  isNearBottom false"))
    for y in [50.0, 120, 300] {
      scene.list.host.controller.scroll(to: Point(x: 0, y: y), animation: .none, at: d.time)
      d.step()
      // The count is drawn every frame as it is now.
      XCTAssertEqual(
        countLine(d),
        "transform ran \(scene.scrollState.transforms(in: scene.list))×"
          + "  ·  action ran \(scene.scrollState.deliveries)× (only on a flip)", "at \(y)")
    }
    XCTAssertNotNil(d.text(containing: "isAwayFromTop true  ·  isNearBottom false"))
    XCTAssertNotNil(d.text(containing: "action ran 1× (only on a flip)"))
    XCTAssertNil(d.text(containing: "action ran 0×"))
    // A narrower scene: the heading is shortened to the narrower card, and whole again when
    // the width comes back.
    scene.setFrame(Rect(x: 0, y: 44, width: 420, height: 632), at: d.time)
    d.step()
    let short = try XCTUnwrap(d.text(containing: "FeedScrollState"))
    XCTAssertTrue(short.string.hasSuffix("…"), short.string)
    XCTAssertLessThan(short.frame.width, 420 - 2 * SceneLook.margin - 120)
    scene.setFrame(Rect(x: 0, y: 44, width: 900, height: 632), at: d.time)
    d.step()
    XCTAssertEqual(
      d.text(containing: "FeedScrollState")?.string,
      "FeedScrollState  isAwayFromTop true  ·  isNearBottom false")
  }

  func testTheCaptionFollowsTheTopThreshold() throws {
    let (scene, d) = makeFeed()
    d.step()
    XCTAssertNotNil(d.text(containing: "scroll past 240 pt for the Top button"))
    var tuning = SceneTuning()
    try tuning.set("feed.top-threshold", to: 500)
    scene.setTuning(tuning, at: d.time)
    d.step()
    XCTAssertNotNil(d.text(containing: "scroll past 500 pt for the Top button"))
    XCTAssertNil(d.text(containing: "scroll past 240 pt"))
  }
}
