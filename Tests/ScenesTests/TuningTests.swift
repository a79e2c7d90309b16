import Recording
import XCTest

@testable import Scenes
@testable import ScrollCore

/// Physics settings by name, preset files and exports as code (read back by a small parser of
/// the numbers each export contains).
final class TuningTests: XCTestCase {
  func testEverySettingOfEveryPresetReadsWritesAndResets() throws {
    for preset in ScrollPhysics.presets {
      var t = PhysicsTuning(base: preset)
      XCTAssertFalse(t.settings.isEmpty, preset.name)
      for s in t.settings {
        let v = s.isFlag ? 1 - (s.read(preset) ?? 0) : (s.range.lowerBound + s.range.upperBound) / 2
        try t.set(s.name, to: v)
        XCTAssertEqual(t.value(of: s.name), v, "\(preset.name) \(s.name)")
        XCTAssertEqual(t.defaultValue(of: s.name), s.read(preset))
        t.reset(s.name)
        XCTAssertEqual(t.value(of: s.name), s.read(preset))
      }
      XCTAssertEqual(t.physics, preset, "every reset puts \(preset.name) back")
    }
  }

  func testATunedRateChangesTheFlingAndTheErrorsNameWhatIsValid() throws {
    var t = PhysicsTuning(base: .ios)
    try t.set("physics.rate", to: 0.99)
    XCTAssertEqual(
      t.physics.projectedDistance(velocity: 1000),
      ScrollPhysics.iosFast.projectedDistance(velocity: 1000),
      accuracy: 1e-9)
    XCTAssertEqual(t.changes.map(\.name), ["physics.rate"])
    XCTAssertThrowsError(try t.set("physics.rate", to: 1.5)) {
      XCTAssertTrue("\($0)".contains("out of range 0.9...0.9999"), "\($0)")
    }
    XCTAssertThrowsError(try t.set("physics.rate", to: .nan))
    XCTAssertThrowsError(try t.set("nope", to: 1)) {
      XCTAssertTrue("\($0)".contains("valid names: physics.rate"), "\($0)")
    }
    var f = PhysicsTuning(base: .flutter)
    XCTAssertThrowsError(try f.set("physics.rate", to: 0.99)) {
      XCTAssertTrue("\($0)".contains("does not apply to the flutter preset"), "\($0)")
      XCTAssertTrue("\($0)".contains("physics.spring-mass"), "\($0)")
    }
    XCTAssertEqual(f.physics, .flutter)
  }

  func testPresetFilesRoundTripEveryPresetWithRandomValues() throws {
    var rng = SplitMix64(seed: 7)
    for preset in ScrollPhysics.presets + ScrollPhysics.variants {
      var t = PhysicsTuning(base: preset)
      for s in t.settings where rng.next() % 2 == 0 {
        let u = Double(rng.next() % 10_000) / 10_000
        try t.set(
          s.name,
          to: s.isFlag
            ? (u < 0.5 ? 0 : 1) : s.range.lowerBound + u * (s.range.upperBound - s.range.lowerBound)
        )
      }
      let text = PresetFile.text(for: t, name: "mine")
      let back = try PresetFile.parse(text)
      var expected = t.physics
      expected.name = "mine"
      XCTAssertEqual(back.physics, expected, "\(preset.name):\n\(text)")
      XCTAssertEqual(back.base, preset)
    }
  }

  func testBadPresetFilesNameTheLineAndTheField() {
    let head = "format = \"scroll-sandbox-preset\"\nversion = 1\nbase = \"ios\"\n"
    let cases: [(String, String)] = [
      ("", "field 'base': missing"),
      (
        "format = \"scroll-sandbox-preset\"\nversion = 3\nbase = \"ios\"\n",
        "line 2: field 'version'"
      ),
      ("format = \"other\"\nversion = 1\nbase = \"ios\"\n", "line 1: field 'format'"),
      ("version = 1\nbase = \"ios\"\n", "line 2: field 'format': missing"),
      (
        "format = \"scroll-sandbox-preset\"\nversion = 1\nbase = \"qt\"\n",
        "line 3: field 'base': unknown preset 'qt'"
      ),
      (
        "format = \"scroll-sandbox-preset\"\nversion = 1\nbase = ios\n",
        "line 3: field 'base': expected a quoted string"
      ),
      (head + "physics.rate = fast\n", "line 4: field 'physics.rate': 'fast' is not a number"),
      (
        head + "physics.rate = 0.99\nphysics.rate = 0.98\n",
        "line 5: field 'physics.rate': given twice"
      ),
      (
        head + "physics.rate = 7\n", "line 4: field 'physics.rate': physics.rate: 7 is out of range"
      ),
      (
        head + "physics.spring-mass = 1\n",
        "line 4: field 'physics.spring-mass': physics.spring-mass does not apply"
      ),
      (head + "\n# note\nphysics.bogus = 1\n", "line 6: field 'physics.bogus': unknown setting"),
      ("physics.rate = 0.99\n", "line 1: field 'physics.rate': settings need"),
      (head + "just words\n", "line 4: expected 'key = value'"),
      (head + "physics.rate =\n", "line 4: field 'physics.rate': no value"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try PresetFile.parse(text), expected) {
        XCTAssertTrue("\($0)".contains(expected), "expected '\(expected)' in '\($0)'")
      }
    }
    XCTAssertNoThrow(try PresetFile.parse(head.replacingOccurrences(of: "\n", with: "\r\n")))
  }

  // MARK: Exports, read back

  /// The number after `key` (up to the next character that cannot be part of a number).
  func number(after key: String, in text: String) -> Double? {
    guard let r = text.range(of: key) else { return nil }
    let rest = text[r.upperBound...].drop { $0 == " " }
    return Double(String(rest.prefix { "0123456789.-e".contains($0) }))
  }

  func testEveryExportReadsBackToTheSameConstantsAndNamesTheRest() throws {
    var rng = SplitMix64(seed: 11)
    for preset in ScrollPhysics.presets {
      var t = PhysicsTuning(base: preset)
      for s in t.settings where !s.isFlag {
        let u = Double(rng.next() % 1000) / 1000
        try t.set(s.name, to: s.range.lowerBound + u * (s.range.upperBound - s.range.lowerBound))
      }
      let p = t.physics
      for toolkit in PresetExport.Toolkit.allCases {
        let code = PresetExport.code(for: t, toolkit: toolkit)
        var readBack: [String: Double] = [:]
        switch toolkit {
        case .uikit, .swiftui:
          readBack["physics.rate"] = number(after: "rawValue:", in: code)
          if toolkit == .uikit {
            readBack["physics.bounces"] =
              code.contains("bounces = true") ? 1 : code.contains("bounces = false") ? 0 : nil
          } else {
            readBack["physics.bounces"] =
              code.contains("(.always)")
              ? 1 : code.contains("appearance().bounces = false") ? 0 : nil
          }
        case .flutter:
          readBack["physics.min-fling"] = number(after: "minFlingVelocity =>", in: code)
          readBack["physics.max-fling"] = number(after: "maxFlingVelocity =>", in: code)
          readBack["physics.stop-velocity"] = number(after: "Tolerance(velocity:", in: code)
          readBack["physics.overscroll-friction"] = number(
            after: "overscrollFraction) =>\n     ", in: code)
          let mass = number(after: "mass:", in: code)
          let stiffness = number(after: "stiffness:", in: code)
          let ratio = number(after: "ratio:", in: code)
          if p.springBack is CriticalSpringBack, mass == 1, ratio == 1, let k = stiffness {
            readBack["physics.spring-omega"] = k.squareRoot()
          } else {
            readBack["physics.spring-mass"] = mass
            readBack["physics.spring-stiffness"] = stiffness
            readBack["physics.spring-damping"] = ratio
          }
          readBack["physics.bounces"] =
            code.contains("extends BouncingScrollPhysics")
            ? 1 : code.contains("extends ClampingScrollPhysics") ? 0 : nil
          if code.contains("ScrollDecelerationRate.fast") {
            readBack["physics.constant-deceleration"] = 1400
          } else if code.contains("extends BouncingScrollPhysics"),
            !code.contains("  physics.constant-deceleration = ")
          {
            readBack["physics.constant-deceleration"] = 0
          }
        case .firefox:
          if let f = number(after: "\"apz.fling_friction\", \"", in: code) {
            readBack["physics.rate"] = 1 - f
            readBack["physics.decay"] = -log(1 - f) * 1000
            readBack["physics.friction-drag"] = pow(1 - f, 1000)
          }
          readBack["physics.stop-velocity"] =
            number(after: "\"apz.fling_stopped_threshold\", \"", in: code).map { $0 * 1000 }
          readBack["physics.bounces"] =
            code.contains("\"apz.overscroll.enabled\", true")
            ? 1 : code.contains("\"apz.overscroll.enabled\", false") ? 0 : nil
        case .lenis:
          // A Lenis wheel model's lerp is the wheel's, not the momentum's.
          if !(p.wheel is LenisWheel), let lerp = number(after: "lerp:", in: code) {
            readBack["physics.rate"] = exp(-lerp * 60 / 1000)
            readBack["physics.decay"] = lerp * 60
            readBack["physics.friction-drag"] = exp(-lerp * 60)
          }
          // Lenis never scrolls past the edges.
          readBack["physics.bounces"] = p.bouncesAtEdges ? nil : 0
        case .sway, .hyprland:
          let key = toolkit == .sway ? "scroll_factor" : "scroll_factor ="
          readBack["physics.decay"] = number(after: key, in: code).map { 4 / $0 }
        case .css:
          readBack["physics.bounces"] =
            code.contains("overscroll-behavior: auto")
            ? 1 : code.contains("overscroll-behavior: none") ? 0 : nil
        }
        for s in t.settings {
          let expected = try XCTUnwrap(s.read(p))
          let listed = code.contains("  \(s.name) = ")
          if let v = readBack[s.name] {
            XCTAssertEqual(
              v, expected, accuracy: 1e-9 * max(1, abs(expected)),
              "\(toolkit) \(preset.name) \(s.name)")
            XCTAssertFalse(
              listed, "\(toolkit) \(preset.name): \(s.name) is both expressed and listed")
          } else {
            XCTAssertTrue(
              listed, "\(toolkit) \(preset.name): \(s.name) neither expressed nor listed:\n\(code)")
          }
        }
      }
    }
  }
}
