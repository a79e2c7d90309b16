import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import SandboxKit
@testable import Scenes

/// `--scene physics --replay FILE --presets ...`: the lab plays a recording's gesture through
/// its presets and rests where `compare --gesture` says each preset does.
final class LabFromRecordingTests: XCTestCase {
  private let swipe = "assets/sessions/touchpad-swipe.rec"

  @MainActor func testTheLabRestsWhereCompareSaysForTheSameGesture() async throws {
    let presets = ["ios", "flutter", "android", "gtk"]
    let names = SceneCatalog.names
    let options = try SandboxOptions.parse(
      [
        "--scene", "physics", "--replay", swipe, "--presets", presets.joined(separator: ","),
        "--gesture", "1",
      ], scenes: names)
    XCTAssertTrue(options.labFromReplay)
    guard case .success(let lab) = LabFromRecording.options(options) else {
      return XCTFail("the recording's first gesture should be taken")
    }
    XCTAssertNil(lab.replay, "the recording is not the session's input")
    let gesture = try XCTUnwrap(lab.labGesture)
    XCTAssertEqual(gesture.title, "gesture 1 of 2 of touchpad-swipe.rec")
    guard case .scrollDevice = gesture.events.first?.kind else {
      return XCTFail("the gesture starts with the recording's device line")
    }

    var environment = SceneEnvironment(measurer: ApproximateTextMeasurer())
    environment.labPresets = presets.compactMap(ScrollPhysics.preset(named:))
    environment.labGesture = gesture
    let scene = PhysicsLabScene(
      environment: environment, entry: try XCTUnwrap(SceneCatalog.entry(named: "physics")))
    let driver = SceneDriver(scene)
    XCTAssertTrue(driver.run(until: { driver.events(named: "lab-rest").count >= 4 }, timeout: 15))

    // compare --gesture 1, as CompareCommand.run plays it.
    var compare = try SandboxOptions.parse(
      [
        "compare", "--replay", swipe, "--presets", presets.joined(separator: ","), "--gesture", "1",
      ],
      scenes: names)
    compare.fontPath = nil
    var runs: [SandboxMain.PreparedRun] = []
    for name in presets {
      var o = compare
      o.preset = name
      o.presetGiven = true
      o.given.insert("--preset")
      guard case .run(let run) = SandboxMain.prepare(o, reportNotes: false) else {
        return XCTFail("compare's run for \(name)")
      }
      runs.append(run)
    }
    let window = try XCTUnwrap(CompareCommand.gestures(of: runs[0])?.first).inputSpan
    for (i, run) in runs.enumerated() {
      let frames = try XCTUnwrap(
        CompareCommand.play(
          runs[0], window: .init(gesture: window, physics: run.options.physics),
          from: window.lowerBound))
      let curve = CompareCurves.Curve(preset: presets[i], frames: frames)
        .endingAtRest(after: window.upperBound)
      let expected = CompareCurves(curves: [curve], lastInput: window.upperBound).rest(curve)
      let rest = try XCTUnwrap(
        driver.events(named: "lab-rest").first { SceneDriver.string($0, "preset") == presets[i] })
      XCTAssertEqual(
        SceneDriver.number(rest, "offset") ?? .nan, expected, accuracy: 0.01, presets[i])
    }
  }

  func testTheLabsPresetsNeedARecording() {
    XCTAssertThrowsError(
      try SandboxOptions.parse(
        ["--scene", "physics", "--presets", "ios,android"], scenes: SceneCatalog.names))
    XCTAssertThrowsError(
      try SandboxOptions.parse(
        ["--scene", "feed", "--replay", swipe, "--presets", "ios,android"],
        scenes: SceneCatalog.names), "--presets outside compare is the lab's only")
  }
}
