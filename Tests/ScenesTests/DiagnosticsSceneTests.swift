import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class DiagnosticsSceneTests: XCTestCase {
  private func makeDiagnostics() -> (SceneDriver, DiagnosticsScene) {
    let driver = SceneDriver(scene: "diagnostics")
    guard let scene = driver.scene as? DiagnosticsScene else {
      XCTFail("the catalog should build a DiagnosticsScene for \"diagnostics\"")
      return (
        driver,
        DiagnosticsScene(
          environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
          entry: SceneCatalog.entry(named: "diagnostics")!)
      )
    }
    return (driver, scene)
  }

  private func scrollDown(_ driver: SceneDriver, _ scene: DiagnosticsScene) {
    let list = scene.list.host.frame
    driver.wheel(dy: -1, at: Point(x: list.midX, y: list.midY), count: 4, interval: 0.1)
    XCTAssertTrue(driver.settle { scene.list.host.view.phase == .idle })
  }

  func testBuggyKeyStaysAtZeroWhileTheFixedKeyFollowsTheOffset() throws {
    let (driver, scene) = makeDiagnostics()
    scrollDown(driver, scene)
    let offset = scene.list.host.view.offset.y
    XCTAssertGreaterThan(offset, 100)
    let r = scene.probe.readings
    XCTAssertEqual(r.buggyKey, 0)
    let fixed = try XCTUnwrap(r.fixedKey)
    XCTAssertEqual(fixed, -offset, accuracy: 1e-9)
    XCTAssertEqual(formatPoints(r.buggyKey), "0.0")
    XCTAssertTrue(driver.strings.contains("0.0"))
    XCTAssertTrue(driver.strings.contains(formatPoints(fixed)))
  }

  func testCoordinateSpacesRelateAsDocumented() {
    let (driver, scene) = makeDiagnostics()
    scrollDown(driver, scene)
    let offset = scene.list.host.view.offset.y
    let r = scene.probe.readings
    let list = scene.list.host.frame
    XCTAssertEqual(r.local.origin, .zero)
    XCTAssertEqual(r.named.minY, -offset + ProbePart.probeY, accuracy: 1e-9)
    XCTAssertEqual(r.scrollView, r.named)
    XCTAssertEqual(list.minY, driver.frame.minY)
    XCTAssertEqual(r.global.minY, r.named.minY + driver.frame.minY, accuracy: 1e-9)
    XCTAssertEqual(r.global.minX, r.named.minX + list.minX, accuracy: 1e-9)
    XCTAssertTrue(driver.strings.contains(DiagnosticsPanel.point(r.global)))
  }

  func testThreeTechniquesAgreeAndTheBuggyKeyBreaksTheAgreement() throws {
    let (driver, scene) = makeDiagnostics()
    scrollDown(driver, scene)
    let r = scene.probe.readings
    XCTAssertTrue(r.agree)
    XCTAssertEqual(r.viaPreference, r.direct, accuracy: 0.5)
    XCTAssertEqual(r.viaObserver, r.direct, accuracy: 0.5)
    XCTAssertTrue(driver.strings.contains("✓ agree within 0.5 pt"))
    XCTAssertTrue(driver.events(named: "diagnostic").isEmpty)

    driver.key(.character("b"))
    driver.run(0.1)
    XCTAssertFalse(scene.probe.readings.agree)
    XCTAssertEqual(scene.probe.readings.viaPreference, 0)
    let event = try XCTUnwrap(driver.events(named: "diagnostic").last)
    XCTAssertEqual(SceneDriver.flag(event, "agree"), false)
    XCTAssertEqual(SceneDriver.string(event, "key"), "buggy")
    XCTAssertTrue(driver.strings.contains("✗ disagree"))

    driver.key(.character("b"))
    driver.run(0.1)
    XCTAssertEqual(SceneDriver.flag(driver.events(named: "diagnostic").last, "agree"), true)
    XCTAssertEqual(driver.events(named: "diagnostic").count, 2)
  }

  func testBuggyKeyAgreesOnlyAtTheTop() {
    let (driver, scene) = makeDiagnostics()
    driver.key(.character("b"))
    driver.run(0.1)
    // At the top the frozen 0.0 happens to be right: the bug hides until the user scrolls.
    XCTAssertTrue(scene.probe.readings.agree)
    scrollDown(driver, scene)
    XCTAssertFalse(scene.probe.readings.agree)
  }

  func testRecedingHeaderFadesAndMovesAtHalfSpeed() {
    let (driver, scene) = makeDiagnostics()
    XCTAssertEqual(scene.header.opacity, 1)
    driver.key(.down)
    XCTAssertTrue(driver.settle { scene.list.host.view.phase == .idle })
    let offset = scene.list.host.view.offset.y
    XCTAssertEqual(offset, 40, accuracy: 1e-6)
    XCTAssertEqual(scene.header.opacity, 0.5, accuracy: 1e-9)
    XCTAssertEqual(scene.header.shift, -20, accuracy: 1e-9)
    let title = driver.frames(ofText: "Receding header")
    XCTAssertEqual(title.count, 1)
    XCTAssertEqual(title.first?.minY ?? .nan, scene.list.host.frame.minY - 20 + 14, accuracy: 1e-9)
    XCTAssertTrue(driver.list.commands.contains(.pushOpacity(0.5)))
  }
}
