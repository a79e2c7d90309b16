import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Issue 34, item 2: a width change (a resize, the inspector drawer) must cost the rows on
/// screen, not the length of the list. Every scene is built with `--items` 100,000 and then a
/// billion; entering it and changing its width may re-estimate (mark unmeasured one by one,
/// or measure) at most the rows laid out plus a constant. Before the fix Diagnostics and Chat
/// marked every row of the stack and the feeds every row ever laid out, one at a time (7-9 s
/// at a billion in a release build).
final class WidthChangeCostTests: XCTestCase {
  /// Rows re-estimated beyond those laid out that a width change may cost.
  private let slack = 8

  /// What the main host's stack has done so far.
  private struct Work {
    var invalidated: Int
    var measuredLastPass: Int
    var laidOut: Int
    var visibleMeasured: Bool
  }

  private func work<S: Scene>(_ scene: S) -> Work {
    let host = scene[keyPath: S.mainHost]
    let items = host.stack.visibleItems
    return Work(
      invalidated: host.stack.sizeInvalidationCount,
      measuredLastPass: host.lastPass?.newlyMeasured ?? 0,
      laidOut: host.lastPass?.laidOutRange.count ?? 0,
      visibleMeasured: !items.isEmpty && items.allSatisfy { !$0.isEstimated })
  }

  private func scrollToBottom<S: Scene>(_ scene: S, at t: Double) {
    scene[keyPath: S.mainHost].controller.scrollTo(edge: .bottom, animation: .none, at: t)
  }

  private func checkWidthChanges(items: Int, file: StaticString = #filePath, line: UInt = #line) {
    for entry in SceneCatalog.entries {
      let environment = SceneEnvironment(
        measurer: ApproximateTextMeasurer(), seed: 42, itemCount: items)
      let scene = SceneCatalog.makeScene(entry.name, environment)
      let wide = Rect(x: 0, y: 44, width: 900, height: 632)
      let driver = SceneDriver(scene, frame: wide, drawsFrames: false)
      driver.run(0.2)
      let entered = work(scene)
      XCTAssertLessThanOrEqual(
        entered.invalidated, slack,
        "\(entry.name) at \(items) items: entering marked \(entered.invalidated) rows",
        file: file, line: line)
      // Rows measured at both ends: a feed used to re-mark every row between them.
      scrollToBottom(scene, at: driver.nextTime)
      driver.run(0.2)
      for width in [640.0, 1180.0] {
        let before = work(scene)
        scene.setFrame(Rect(x: 0, y: 44, width: width, height: 632), at: driver.nextTime)
        driver.step()
        let after = work(scene)
        let reestimated = after.invalidated - before.invalidated + after.measuredLastPass
        XCTAssertLessThanOrEqual(
          reestimated, after.laidOut + slack,
          "\(entry.name) at \(items) items, width \(width): \(reestimated) rows re-estimated,"
            + " \(after.laidOut) laid out", file: file, line: line)
        if before.visibleMeasured {
          XCTAssertTrue(
            after.visibleMeasured,
            "\(entry.name) at \(items) items, width \(width): rows on screen left unmeasured",
            file: file, line: line)
        }
      }
    }
  }

  func testAWidthChangeCostsTheRowsOnScreenAtAHundredThousandItems() {
    checkWidthChanges(items: 100_000)
  }

  func testAWidthChangeCostsTheRowsOnScreenAtABillionItems() {
    // Stops at the first failure: before the fix the next scene's loop would take minutes.
    continueAfterFailure = false
    checkWidthChanges(items: 1_000_000_000)
  }

  /// The text re-wrapped at the new width reaches the rows: a narrower Diagnostics list has
  /// taller cards on screen (summaries wrap to two lines), and rows measured at the old width
  /// but off screen are estimates again, keeping their old size until they come back.
  func testDiagnosticsRemeasuresAtTheNewWidthAndOnlyThere() throws {
    let environment = SceneEnvironment(
      measurer: ApproximateTextMeasurer(), seed: 42, itemCount: 1_000_000_000)
    let scene = try XCTUnwrap(
      SceneCatalog.makeScene("diagnostics", environment) as? DiagnosticsScene)
    let driver = SceneDriver(
      scene, frame: Rect(x: 0, y: 44, width: 2600, height: 632), drawsFrames: false)
    driver.run(0.2)
    let rowZero = scene.list.host.stack.size(at: 0)
    XCTAssertTrue(scene.list.host.stack.isMeasured(at: 0))
    scene[keyPath: DiagnosticsScene.mainHost].controller.scrollTo(
      id: 500, anchor: .top, animation: .none, at: driver.nextTime)
    driver.run(0.2)
    let shown = scene.list.host.stack.visibleItems.map(\.index)
    XCTAssertTrue(shown.contains(500))
    let wide = shown.map { scene.list.host.stack.size(at: $0) }
    scene.setFrame(Rect(x: 0, y: 44, width: 700, height: 632), at: driver.nextTime)
    driver.step()
    XCTAssertTrue(scene.list.host.stack.isMeasured(at: 500), "the row on screen is measured again")
    let narrow = shown.map { scene.list.host.stack.size(at: $0) }
    XCTAssertTrue(zip(wide, narrow).allSatisfy { $0 <= $1 })
    XCTAssertGreaterThan(narrow.reduce(0, +), wide.reduce(0, +), "narrower: more lines")
    XCTAssertFalse(
      scene.list.host.stack.isMeasured(at: 0), "row 0, off screen, is an estimate again")
    XCTAssertEqual(scene.list.host.stack.size(at: 0), rowZero, "keeping its old size as estimate")
  }
}
