import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The diagnostics scene's switches: the no-op-reduce key and the probe's order, the buggy
/// key's frozen spaces, and `OffsetScrollView`'s memo (one frame late, drifting with its
/// container).
final class DiagnosticsTechniqueTests: XCTestCase {
  private func make() throws -> (SceneDriver, DiagnosticsScene) {
    let driver = SceneDriver(scene: "diagnostics")
    return (driver, try XCTUnwrap(driver.scene as? DiagnosticsScene))
  }

  private func scrollDown(_ driver: SceneDriver, _ scene: DiagnosticsScene) {
    let list = scene.list.host.frame
    driver.wheel(dy: -1, at: Point(x: list.midX, y: list.midY), count: 3, interval: 0.1)
    XCTAssertTrue(driver.settle { scene.list.host.view.phase == .idle })
    driver.run(0.1)
  }

  private func press(_ driver: SceneDriver, _ c: Character) {
    driver.key(.character(c))
    driver.run(0.05)
  }

  /// The orange outline the memo draws around a row, if drawn.
  private func memoOutline(_ driver: SceneDriver) -> Rect? {
    for command in driver.list.commands {
      if case .strokeRect(let r, let color, _, let width) = command, width == 2,
        color == driver.theme.warning
      {
        return r
      }
    }
    return nil
  }

  func testAProbeAfterASiblingReadsTheDefaultUnderTheNoOpKey() throws {
    let (driver, scene) = try make()
    scrollDown(driver, scene)
    let offset = scene.list.host.view.offset.y
    XCTAssertGreaterThan(offset, 100)
    press(driver, "b")
    press(driver, "b")
    XCTAssertEqual(scene.probe.key, .noOpReduce)
    // First child: the no-op key keeps the probe's value.
    XCTAssertEqual(scene.probe.readings.noOpKey.y, -offset, accuracy: 1e-9)
    XCTAssertEqual(scene.probe.readings.viaPreference, offset, accuracy: 1e-9)
    XCTAssertTrue(scene.probe.readings.agree)
    // After a silent sibling: the default.
    press(driver, "o")
    XCTAssertFalse(scene.probe.probeFirst)
    XCTAssertEqual(scene.probe.readings.noOpKey, .zero)
    XCTAssertEqual(scene.probe.readings.viaPreference, 0)
    XCTAssertFalse(scene.probe.readings.agree)
    XCTAssertEqual(try XCTUnwrap(scene.probe.readings.fixedKey), -offset, accuracy: 1e-9)
    XCTAssertEqual(scene.probe.readings.buggyKey, 0)
    XCTAssertTrue(driver.strings.contains("A sibling first: the no-op key keeps its default."))
    // The first-non-nil key does not care where the probe is.
    press(driver, "b")
    XCTAssertEqual(scene.probe.key, .firstNonNil)
    XCTAssertTrue(scene.probe.readings.agree)
    XCTAssertEqual(scene.probe.readings.viaPreference, offset, accuracy: 1e-9)
  }

  func testAllFourSpacesReadZeroUnderTheBuggyKey() throws {
    let (driver, scene) = try make()
    scrollDown(driver, scene)
    let r = scene.probe.readings
    XCTAssertEqual(
      r.spacesViaKey, [r.local.origin, r.global.origin, r.named.origin, r.scrollView.origin])
    XCTAssertNotEqual(r.global.origin, .zero)
    press(driver, "b")
    XCTAssertEqual(scene.probe.key, .lastWins)
    XCTAssertEqual(scene.probe.readings.spacesViaKey, [.zero, .zero, .zero, .zero])
    XCTAssertEqual(driver.strings.filter { $0 == "(0.0, 0.0)" }.count, 4)
    XCTAssertTrue(driver.strings.contains("all four spaces read 0.0: the key, not the probe"))
    XCTAssertNotEqual(scene.probe.readings.global.origin, .zero, "the probe itself still moves")
  }

  func testNextTurnDeliveryLagsExactlyOneFrame() throws {
    let (driver, scene) = try make()
    driver.run(0.1)
    XCTAssertTrue(scene.probe.memo.nextTurn)
    let list = scene.list.host.frame
    driver.wheel(dy: -1, at: Point(x: list.midX, y: list.midY), count: 3, interval: 0.05)
    var previousMeasured = scene.probe.readings.memoMeasured
    var lagging = 0
    for _ in 0..<60 {
      driver.step()
      let r = scene.probe.readings
      XCTAssertEqual(r.memoMeasured, r.direct, accuracy: 1e-9, "the memo measures right")
      XCTAssertEqual(r.memoPublished, previousMeasured, "published = last frame's measurement")
      if abs(r.memoPublished - r.direct) > 0.5 {
        lagging += 1
        // On screen: the memo's outline sits off its row by the lag.
        let outline = try XCTUnwrap(memoOutline(driver))
        let row = try XCTUnwrap(
          scene.list.host.stack.visibleItems.map { scene.list.host.windowRect($0.frame) }
            .first { $0.minY >= scene.list.host.frame.minY })
        XCTAssertEqual(outline.minY + 3 - row.minY, r.direct - r.memoPublished, accuracy: 1e-9)
      }
      previousMeasured = r.memoMeasured
    }
    XCTAssertGreaterThan(lagging, 10, "the lag shows while scrolling")
    XCTAssertTrue(driver.settle { scene.list.host.view.phase == .idle })
    driver.run(0.1)
    XCTAssertEqual(scene.probe.readings.memoPublished, scene.probe.readings.direct, accuracy: 1e-9)
    // Same-frame delivery: no lag.
    press(driver, "n")
    XCTAssertFalse(scene.probe.memo.nextTurn)
    driver.wheel(dy: 1, at: Point(x: list.midX, y: list.midY), count: 2, interval: 0.05)
    for _ in 0..<40 {
      driver.step()
      XCTAssertEqual(
        scene.probe.readings.memoPublished, scene.probe.readings.direct, accuracy: 1e-9)
    }
  }

  func testTheGlobalMemoDriftsByExactlyTheContainersMovement() throws {
    let (driver, scene) = try make()
    press(driver, "n")  // same frame, so only the drift shows
    scrollDown(driver, scene)
    XCTAssertEqual(scene.probe.readings.memoMeasured, scene.probe.readings.direct, accuracy: 1e-9)
    press(driver, "c")
    var moving = 0
    for _ in 0..<45 {
      driver.step()
      let r = scene.probe.readings
      XCTAssertEqual(r.memoMeasured - r.direct, -r.containerShift, accuracy: 1e-9)
      if r.containerShift > 0 && r.containerShift < DiagnosticsScene.containerTravel { moving += 1 }
    }
    XCTAssertGreaterThan(moving, 5, "the container slid over several frames")
    XCTAssertEqual(scene.probe.readings.containerShift, DiagnosticsScene.containerTravel)
    XCTAssertEqual(
      scene.probe.readings.memoMeasured - scene.probe.readings.direct, -40, accuracy: 1e-9)
    XCTAssertEqual(scene.list.host.frame.minY, driver.frame.minY + 40)
    // The named space moves with the container: no drift while it slides back.
    press(driver, "m")
    XCTAssertFalse(scene.probe.memo.usesGlobalMemo)
    press(driver, "c")
    for _ in 0..<45 {
      driver.step()
      XCTAssertEqual(scene.probe.readings.memoMeasured, scene.probe.readings.direct, accuracy: 1e-9)
    }
    XCTAssertEqual(scene.probe.readings.containerShift, 0)
    XCTAssertEqual(
      driver.events(named: "container").compactMap { SceneDriver.number($0, "shift") }, [40, 0])
  }
}
