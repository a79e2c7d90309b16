import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The physics lab plays one gesture's device events through two to four presets (#31).
final class PhysicsLabGestureTests: XCTestCase {
  private func makeLab(presets: [ScrollPhysics], gesture: LabGesture?) throws -> (
    SceneDriver, PhysicsLabScene
  ) {
    var environment = SceneEnvironment(measurer: ApproximateTextMeasurer())
    environment.labPresets = presets
    environment.labGesture = gesture
    let lab = try XCTUnwrap(
      PhysicsLabScene(
        environment: environment, entry: XCTUnwrap(SceneCatalog.entry(named: "physics")))
    )
    return (SceneDriver(lab), lab)
  }

  private func rests(_ driver: SceneDriver, count: Int) -> [SceneEvent] {
    var found: [SceneEvent] = []
    let ok = driver.run(
      until: {
        found = driver.events(named: "lab-rest")
        return found.count >= count
      }, timeout: 12)
    XCTAssertTrue(ok, "every column should come to rest")
    return found
  }

  func testARecordedGesturePlaysThroughEveryPresetAsItsOwnReplayWould() throws {
    // The recorded drag as a recording's gesture (moved into each column, not scaled).
    let gesture = LabGesture(title: "a drag", events: LabScript.events)
    let presets: [ScrollPhysics] = [.ios, .flutter, .android]
    let (driver, lab) = try makeLab(presets: presets, gesture: gesture)
    XCTAssertEqual(lab.columns.map(\.presetName), ["ios", "flutter", "android"])
    let found = rests(driver, count: 3)
    let run = try XCTUnwrap(driver.events(named: "lab-run").first)
    XCTAssertEqual(
      ["left", "middle", "right"].compactMap { SceneDriver.string(run, $0) },
      ["ios", "flutter", "android"])
    // Each column on its own: a lab of that preset alone beside ios rests at the same offset.
    for (i, preset) in presets.enumerated() {
      let (solo, soloLab) = try makeLab(presets: [preset, .ios], gesture: gesture)
      let soloRest = try XCTUnwrap(
        rests(solo, count: 2).first { SceneDriver.string($0, "column") == "left" })
      let rest = try XCTUnwrap(
        found.first { SceneDriver.string($0, "column") == lab.columns[i].side })
      XCTAssertEqual(
        SceneDriver.number(rest, "offset") ?? .nan, SceneDriver.number(soloRest, "offset") ?? 0,
        accuracy: 1e-9, preset.name)
      XCTAssertEqual(soloLab.columns[0].presetName, preset.name)
    }
    // The same events, not one velocity: every column tracked the drag the same way.
    let releases = driver.events(named: "lab-release").compactMap {
      SceneDriver.number($0, "velocity")
    }
    XCTAssertEqual(releases.count, 3)
    XCTAssertEqual(Set(releases).count, 1)
    XCTAssertGreaterThan(releases[0], 500)
    // The legend names the gesture and the differences from the first column.
    driver.step()
    XCTAssertNotNil(driver.text(containing: "a drag"))
    let diffs = driver.strings.filter { $0.contains("largest diff") }
    XCTAssertEqual(diffs.count, 2, "one line per column but the first")
  }

  func testFourPresetsFitSideBySide() throws {
    let (driver, lab) = try makeLab(presets: [.ios, .flutter, .android, .gtk], gesture: nil)
    _ = rests(driver, count: 4)
    XCTAssertEqual(lab.columns.count, 4)
    for i in 1..<4 {
      XCTAssertGreaterThan(lab.columnFrame(i).minX, lab.columnFrame(i - 1).maxX)
    }
    XCTAssertLessThanOrEqual(lab.columnFrame(3).maxX, driver.frame.maxX)
  }

  func testTheLastGestureMadeByHandIsWhatRReplays() throws {
    let (driver, lab) = try makeLab(presets: [], gesture: nil)
    _ = rests(driver, count: 2)
    let left = lab.columnFrame(0)
    driver.drag(
      from: Point(x: left.midX, y: left.maxY - 30), to: Point(x: left.midX, y: left.minY + 60),
      duration: 0.2)
    XCTAssertTrue(
      driver.run(
        until: {
          driver.events(named: "lab-rest").filter { SceneDriver.string($0, "run") == "manual" }
            .count >= 2
        }, timeout: 10))
    XCTAssertEqual(lab.bench.gesture.title, "your last gesture (left column)")
    let handRelease = try XCTUnwrap(
      driver.events(named: "lab-release").last { SceneDriver.string($0, "column") == "left" })
    driver.key(.character("r"))
    XCTAssertTrue(
      driver.run(
        until: {
          driver.events(named: "lab-rest").filter { SceneDriver.string($0, "run") == "replay" }
            .count >= 4
        }, timeout: 10))
    let replayed = try XCTUnwrap(
      driver.events(named: "lab-release").last { SceneDriver.string($0, "column") == "left" })
    XCTAssertEqual(
      SceneDriver.number(replayed, "velocity") ?? .nan,
      SceneDriver.number(handRelease, "velocity") ?? 0, accuracy: 1e-6,
      "the replay plays the hand's own events")
  }
}
