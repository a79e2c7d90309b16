import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class PhysicsLabSceneTests: XCTestCase {
  private func makeLab() -> (SceneDriver, PhysicsLabScene) {
    let driver = SceneDriver(scene: "physics")
    guard let lab = driver.scene as? PhysicsLabScene else {
      XCTFail("the catalog should build a PhysicsLabScene for \"physics\"")
      return (
        driver,
        PhysicsLabScene(
          environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
          entry: SceneCatalog.entry(named: "physics")!)
      )
    }
    return (driver, lab)
  }

  /// Runs until both columns reported a rest after the `runs`-th lab-run.
  private func runUntilBothRest(_ driver: SceneDriver, after runs: Int = 1) -> [SceneEvent] {
    var rests: [SceneEvent] = []
    let ok = driver.run(
      until: {
        guard
          let run = driver.events.indices.filter({ driver.events[$0].name == "lab-run" })
            .dropFirst(runs - 1).first
        else { return false }
        rests = driver.events[run...].filter { $0.name == "lab-rest" }
        return rests.count >= 2
      }, timeout: 12)
    XCTAssertTrue(ok, "both columns should come to rest")
    return rests
  }

  /// Checks that each column rested where its preset's ballistic motion from the reported
  /// release predicts.
  private func assertRestsMatchPredictions(
    _ driver: SceneDriver, _ lab: PhysicsLabScene, rests: [SceneEvent],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for (i, side) in ["left", "right"].enumerated() {
      let rest = try XCTUnwrap(rests.first { SceneDriver.string($0, "column") == side })
      let release = try XCTUnwrap(
        driver.events(named: "lab-release").last { SceneDriver.string($0, "column") == side })
      let name = try XCTUnwrap(SceneDriver.string(rest, "preset"))
      XCTAssertEqual(name, lab.columns[i].presetName, file: file, line: line)
      let preset = try XCTUnwrap(ScrollPhysics.preset(named: name))
      let start = try XCTUnwrap(SceneDriver.number(release, "offset"))
      let velocity = try XCTUnwrap(SceneDriver.number(release, "velocity"))
      let view = lab.columns[i].host.view
      let predicted = preset.ballistic(
        start: start, velocity: velocity, lower: view.minOffset(.vertical),
        upper: view.maxOffset(.vertical)
      ).finalPosition
      let offset = try XCTUnwrap(SceneDriver.number(rest, "offset"))
      XCTAssertEqual(offset, predicted, accuracy: 1e-6, "\(side) (\(name))", file: file, line: line)
      XCTAssertEqual(view.offset.y, offset, file: file, line: line)
      XCTAssertEqual(view.phase, .idle, file: file, line: line)
    }
  }

  func testTheRecordedDragParses() {
    XCTAssertEqual(LabScript.events.count, 14)
    XCTAssertEqual(LabScript.events.last?.time ?? 0, 0.202, accuracy: 1e-12)
  }

  func testReplayRestsWhereEachPresetsBallisticPredicts() throws {
    let (driver, lab) = makeLab()
    let rests = runUntilBothRest(driver)
    let run = try XCTUnwrap(driver.events(named: "lab-run").first)
    XCTAssertEqual(SceneDriver.string(run, "left"), "ios")
    XCTAssertEqual(SceneDriver.string(run, "right"), "android")
    let releases = driver.events(named: "lab-release")
    XCTAssertEqual(releases.count, 2)
    let v = releases.compactMap { SceneDriver.number($0, "velocity") }
    XCTAssertEqual(v.count, 2)
    XCTAssertGreaterThan(v[0], 1000)
    XCTAssertEqual(v[0], v[1], "the same fling reaches both columns")
    XCTAssertEqual(
      SceneDriver.number(releases[0], "offset"), SceneDriver.number(releases[1], "offset"))
    try assertRestsMatchPredictions(driver, lab, rests: rests)
    for rest in rests {
      XCTAssertEqual(SceneDriver.string(rest, "run"), "replay")
      XCTAssertGreaterThan(SceneDriver.number(rest, "duration") ?? 0, 0.5)
    }
    // The default pair differs visibly: rests hundreds of points apart.
    let offsets = rests.compactMap { SceneDriver.number($0, "offset") }
    XCTAssertGreaterThan(abs(offsets[0] - offsets[1]), 200, "\(offsets)")
  }

  func testCyclingThePresetsAndReplayingComparesOtherPhysics() throws {
    let (driver, lab) = makeLab()
    _ = runUntilBothRest(driver)
    // Cycle the right column round to flutter.
    for _ in ScrollPhysics.presets.indices where lab.columns[1].presetName != "flutter" {
      driver.key(.character("."))
      driver.run(0.1)
    }
    XCTAssertEqual(lab.columns[1].presetName, "flutter")
    driver.key(.character("r"))
    let rests = runUntilBothRest(driver, after: 2)
    let run = try XCTUnwrap(driver.events(named: "lab-run").last)
    XCTAssertEqual(SceneDriver.string(run, "right"), "flutter")
    try assertRestsMatchPredictions(driver, lab, rests: rests)
    let left = try XCTUnwrap(rests.first { SceneDriver.string($0, "column") == "left" })
    let right = try XCTUnwrap(rests.first { SceneDriver.string($0, "column") == "right" })
    XCTAssertNotEqual(
      SceneDriver.number(right, "offset") ?? .nan, SceneDriver.number(left, "offset") ?? .nan,
      accuracy: 0.01, "flutter and ios rest at different offsets")
  }

  func testThePlotDrawsBothCurvesAndALegend() throws {
    let (driver, lab) = makeLab()
    _ = runUntilBothRest(driver)
    driver.step()
    let colors = PhysicsLabScene.colors(driver.theme)
    for color in colors.prefix(lab.columns.count) {
      let segments = driver.list.commands.filter { command in
        if case .line(_, _, let c, let width, let dash) = command {
          return c == color && width == 2 && dash == 0
        }
        return false
      }
      XCTAssertGreaterThan(segments.count, 30)
    }
    let legends = driver.strings.filter { $0.contains("s after release") }
    XCTAssertEqual(legends.count, 2)
    XCTAssertTrue(legends[0].hasPrefix("iOS · v₀ "))
    XCTAssertTrue(legends[1].hasPrefix("Android · v₀ "))
    XCTAssertEqual(lab.columns[0].curve.first?.x ?? -1, 0, accuracy: 1e-9)
    XCTAssertGreaterThanOrEqual(driver.smallestFontSize, 11)
  }

  func testAHandFlingInEitherColumnIsReplayedOnTheOtherWithTheSameVelocity() throws {
    let (driver, lab) = makeLab()
    _ = runUntilBothRest(driver)
    let right = lab.columnFrame(1)
    driver.drag(
      from: Point(x: right.midX, y: right.maxY - 30), to: Point(x: right.midX, y: right.minY + 80),
      duration: 0.15)
    XCTAssertTrue(
      driver.run(
        until: {
          driver.events(named: "lab-rest").filter { SceneDriver.string($0, "run") == "manual" }
            .count >= 2
        }, timeout: 10))
    let manual = driver.events(named: "lab-rest").filter {
      SceneDriver.string($0, "run") == "manual"
    }
    XCTAssertEqual(Set(manual.compactMap { SceneDriver.string($0, "column") }), ["left", "right"])
    let releases = Array(driver.events(named: "lab-release").suffix(2))
    XCTAssertEqual(releases.compactMap { SceneDriver.string($0, "column") }, ["right", "left"])
    let v = releases.compactMap { SceneDriver.number($0, "velocity") }
    XCTAssertGreaterThan(v[0], 500)
    XCTAssertEqual(v[0], v[1], "the other column gets the same release velocity")
    try assertRestsMatchPredictions(driver, lab, rests: manual)
    // The curves start together: same run start, so the plot compares the same gesture.
    XCTAssertEqual(lab.columns[0].runStart, lab.columns[1].runStart)
  }

  func testTheAppsPresetSetsTheLeftColumn() {
    let (driver, lab) = makeLab()
    lab.setPhysics(.gtk, at: driver.time)
    XCTAssertEqual(lab.columns[0].presetName, "gtk")
    XCTAssertEqual(lab.columns[1].presetName, "android")
    driver.key(.character(","))
    driver.run(0.1)
    XCTAssertEqual(lab.columns[0].presetName, "none")
  }
}
