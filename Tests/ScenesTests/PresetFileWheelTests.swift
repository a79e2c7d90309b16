import ScrollCore
import XCTest

@testable import Scenes

/// Preset files of version 2 carry the wheel model; version 1 files still read (with the base
/// preset's wheel); the Firefox and Lenis exports write the wheel models' settings.
final class PresetFileWheelTests: XCTestCase {
  let v1 = "format = \"scroll-sandbox-preset\"\nversion = 1\n"
  let v2 = "format = \"scroll-sandbox-preset\"\nversion = 2\n"

  func testVersion1FilesReadWithTheBasePresetsWheel() throws {
    let ios = try PresetFile.parse(v1 + "base = \"ios\"\nphysics.rate = 0.99\n")
    XCTAssertNil(ios.physics.wheel)
    XCTAssertEqual(ios.value(of: "physics.rate"), 0.99)
    let firefox = try PresetFile.parse(v1 + "name = \"mine\"\nbase = \"firefox\"\n")
    XCTAssertEqual(firefox.physics.wheel as? FirefoxBezierWheel, FirefoxBezierWheel())
    XCTAssertEqual(firefox.physics.name, "mine")
  }

  func testVersion2FilesSetTheWheelModel() throws {
    let t = try PresetFile.parse(v2 + "base = \"ios\"\nwheel = \"lenis-duration\"\n")
    XCTAssertEqual(t.physics.wheel as? LenisWheel, LenisWheel(lerp: 0, duration: 1.2))
    let plain = try PresetFile.parse(v2 + "base = \"firefox-msd\"\nwheel = \"configured\"\n")
    XCTAssertNil(plain.physics.wheel)
    let kept = try PresetFile.parse(v2 + "base = \"chromium-impulse\"\n")
    XCTAssertEqual(kept.physics, ScrollPhysics.chromiumImpulse)
  }

  func testFilesWriteVersion2WithTheWheelAndReadBack() throws {
    for preset in ScrollPhysics.presets {
      for (name, model) in WheelModelName.all {
        var t = PhysicsTuning(base: preset)
        t.setWheel(model)
        let text = PresetFile.text(for: t, name: "x")
        XCTAssertTrue(text.contains("version = 2\n"), text)
        XCTAssertTrue(text.contains("wheel = \"\(name)\"\n"), text)
        let back = try PresetFile.parse(text)
        var expected = t.physics
        expected.name = "x"
        XCTAssertEqual(back.physics, expected, text)
        XCTAssertEqual(WheelModelName.name(of: back.physics.wheel), name)
      }
    }
  }

  func testBadWheelLinesNameTheLineAndTheField() {
    let cases: [(String, String)] = [
      (v1 + "base = \"ios\"\nwheel = \"firefox\"\n", "line 4: field 'wheel': needs version = 2"),
      (
        v2 + "base = \"ios\"\nwheel = \"opera\"\n",
        "line 4: field 'wheel': unknown wheel model 'opera'; valid: configured, chromium"
      ),
      (v2 + "wheel = \"firefox\"\nbase = \"ios\"\n", "line 3: field 'wheel': comes after"),
      (
        v2 + "base = \"ios\"\nwheel = \"firefox\"\nwheel = \"lenis\"\n",
        "line 5: field 'wheel': given twice"
      ),
      (v2 + "base = \"ios\"\nwheel = firefox\n", "line 4: field 'wheel': expected a quoted"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try PresetFile.parse(text), expected) {
        XCTAssertTrue("\($0)".contains(expected), "expected '\(expected)' in '\($0)'")
      }
    }
  }

  func testFirefoxExportWritesTheSmoothScrollPrefs() {
    let bezier = PresetExport.code(for: PhysicsTuning(base: .firefox), toolkit: .firefox)
    for line in [
      "user_pref(\"general.smoothScroll\", true);",
      "user_pref(\"general.smoothScroll.msdPhysics.enabled\", false);",
      "user_pref(\"general.smoothScroll.mouseWheel.durationMinMS\", 50);",
      "user_pref(\"general.smoothScroll.mouseWheel.durationMaxMS\", 200);",
      "user_pref(\"general.smoothScroll.durationToIntervalRatio\", 200);",
      "user_pref(\"general.smoothScroll.currentVelocityWeighting\", \"0.25\");",
      "user_pref(\"general.smoothScroll.stopDecelerationWeighting\", \"0.4\");",
    ] {
      XCTAssertTrue(bezier.contains(line + "\n"), "\(line) in\n\(bezier)")
    }
    let msd = PresetExport.code(for: PhysicsTuning(base: .firefoxMSD), toolkit: .firefox)
    for line in [
      "user_pref(\"general.smoothScroll.msdPhysics.enabled\", true);",
      "user_pref(\"general.smoothScroll.msdPhysics.motionBeginSpringConstant\", 1250);",
      "user_pref(\"general.smoothScroll.msdPhysics.regularSpringConstant\", 1000);",
      "user_pref(\"general.smoothScroll.msdPhysics.slowdownSpringConstant\", 2000);",
      "user_pref(\"general.smoothScroll.msdPhysics.continuousMotionMaxDeltaMS\", 120);",
      "user_pref(\"general.smoothScroll.msdPhysics.slowdownMinDeltaMS\", 12);",
      "user_pref(\"general.smoothScroll.msdPhysics.slowdownMinDeltaRatio\", \"1.3\");",
    ] {
      XCTAssertTrue(msd.contains(line + "\n"), "\(line) in\n\(msd)")
    }
    let ios = PresetExport.code(for: PhysicsTuning(base: .ios), toolkit: .firefox)
    XCTAssertFalse(ios.contains("user_pref(\"general.smoothScroll"), ios)
  }

  func testLenisExportWritesLerpOrDurationAndEasing() {
    let lerp = PresetExport.code(for: PhysicsTuning(base: .lenis), toolkit: .lenis)
    XCTAssertTrue(lerp.contains("  lerp: 0.1,\n"), lerp)
    XCTAssertTrue(lerp.contains("  smoothWheel: true,\n"), lerp)
    var timed = PhysicsTuning(base: .lenis)
    timed.setWheel(LenisWheel(lerp: 0, duration: 1.2))
    let duration = PresetExport.code(for: timed, toolkit: .lenis)
    XCTAssertTrue(duration.contains("  duration: 1.2,\n"), duration)
    XCTAssertTrue(
      duration.contains("  easing: (t) => Math.min(1, 1.001 - Math.pow(2, -10 * t)),\n"), duration)
    XCTAssertFalse(duration.contains("  lerp:"), duration)
  }
}
