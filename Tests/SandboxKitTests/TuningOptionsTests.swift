import Recording
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// `--set`, `--preset-file` and the `# set` lines recordings carry.
final class TuningOptionsTests: XCTestCase {
  func testSetAppliesInOrderAndReachesThePhysicsTheAppRunsWith() throws {
    var o = try SandboxOptions.parse(
      ["--preset", "gtk", "--set", "physics.decay=6", "--set=physics.decay=8"], scenes: ["feed"])
    try o.resolveTuning()
    XCTAssertEqual(
      o.physics.deceleration as? ExponentialRateDeceleration, .exponentialRate(perSecond: 8))
    XCTAssertEqual(o.physics.name, "gtk")
    var plain = try SandboxOptions.parse([], scenes: ["feed"])
    try plain.resolveTuning()
    XCTAssertNil(plain.tuning, "no settings: the plain preset")
    XCTAssertEqual(plain.physics, .ios)
  }

  func testARecordingCarriesItsTuningAndAReplayTakesItUnlessOneIsGiven() throws {
    var o = try SandboxOptions.parse(["--set", "physics.rubber-band=0.3"], scenes: ["feed"])
    try o.resolveTuning()
    let lines = TuningDirective.lines(o.tuning)
    XCTAssertEqual(lines, "# set physics.rubber-band=0.3\n")
    let recording = RecordingFormat.header + "\n" + lines + "0.5 wheel 0 -1\n"
    let recorded = TuningDirective.settings(in: recording)
    var replay = try SandboxOptions.parse([], scenes: ["feed"])
    try replay.resolveTuning(recorded: recorded)
    XCTAssertEqual(replay.physics.overscroll as? RubberBandOverscroll, .rubberBand(c: 0.3))
    var overridden = try SandboxOptions.parse(["--set", "physics.rate=0.99"], scenes: ["feed"])
    try overridden.resolveTuning(recorded: recorded)
    XCTAssertEqual(
      overridden.physics.overscroll as? RubberBandOverscroll, .rubberBand(c: 0.55),
      "--set wins over the file")
    var wrongPreset = try SandboxOptions.parse(["--preset", "android"], scenes: ["feed"])
    XCTAssertThrowsError(try wrongPreset.resolveTuning(recorded: recorded)) {
      XCTAssertTrue("\($0)".contains("replay '# set' line"), "\($0)")
    }
  }

  func testAPresetFileIsAnInputNoOutputMayOverwrite() throws {
    let o = try SandboxOptions.parse(
      ["--preset-file", "/tmp/x.preset", "--trace", "/tmp/x.preset"], scenes: ["feed"])
    XCTAssertThrowsError(try PathConflicts.check(o)) {
      XCTAssertTrue("\($0)".contains("the input --preset-file"), "\($0)")
    }
  }

  func testSetTakesSceneAndInputNumbersAndRefusesBadOnesNamingWhatIsValid() throws {
    var o = try SandboxOptions.parse(
      [
        "--set", "feed.top-threshold=600", "--set", "input.wheel-step=120", "--set",
        "physics.rate=0.99",
      ], scenes: ["feed"])
    try o.resolveTuning()
    XCTAssertEqual(o.sceneTuning.value(named: "feed.top-threshold"), 600)
    XCTAssertEqual(o.sceneTuning.input.wheelStep, .fixed(120))
    XCTAssertEqual(
      o.physics.deceleration as? ExponentialDeceleration, .exponential(ratePerMillisecond: 0.99))
    XCTAssertEqual(
      TuningDirective.lines(o.tuning, scene: o.sceneTuning),
      "# set physics.rate=0.99\n# set feed.top-threshold=600\n# set input.wheel-step=120\n")
    var bad = try SandboxOptions.parse(["--set", "feed.top-threshold=-3"], scenes: ["feed"])
    XCTAssertThrowsError(try bad.resolveTuning()) {
      XCTAssertTrue("\($0)".contains("out of range 0...5000"), "\($0)")
    }
    var unknown = try SandboxOptions.parse(["--set", "feed.top=3"], scenes: ["feed"])
    XCTAssertThrowsError(try unknown.resolveTuning()) {
      XCTAssertTrue("\($0)".contains("valid names:"), "\($0)")
      XCTAssertTrue("\($0)".contains("header.expanded-height"), "\($0)")
    }
    XCTAssertTrue(o.settingsListing.contains("feed.top-threshold"))
    XCTAssertTrue(
      o.settingsListing.contains("600 pt (default 240; 0...5000; feed, settings, showcase)"))
  }

  func testAReplayTakesTheRecordedSceneNumbers() throws {
    let recording = RecordingFormat.header + "\n# set header.expanded-height=200\n"
    var replay = try SandboxOptions.parse([], scenes: ["header"])
    try replay.resolveTuning(recorded: TuningDirective.settings(in: recording))
    XCTAssertEqual(replay.sceneTuning.value(named: "header.expanded-height"), 200)
  }

  func testEveryNameListSettingsPrintsIsAcceptedBySetAtItsDefault() throws {
    for preset in ScrollPhysics.presets.map(\.name) {
      var o = try SandboxOptions.parse(["--preset", preset], scenes: ["feed"])
      try o.resolveTuning()
      let rows = o.settingsListing.split(separator: "\n").filter { $0.hasPrefix("  ") }
      XCTAssertGreaterThan(rows.count, 10, preset)
      for row in rows {
        let name = String(row.split(separator: " ")[0])
        let afterDefault = try XCTUnwrap(row.range(of: "(default "), String(row))
        let value = row[afterDefault.upperBound...].prefix { $0 != ";" && $0 != ")" }
        var set = try SandboxOptions.parse(
          ["--preset", preset, "--set", "\(name)=\(value)"], scenes: ["feed"])
        XCTAssertNoThrow(try set.resolveTuning(), "\(preset): \(row)")
      }
    }
  }
}
