import Foundation
import Recording
import ScrollCore
import XCTest

@testable import Scenes

/// Every export target's output, for every preset as it is and tuned, passes a check of its
/// syntax (Swift through `swiftc -parse`); the Flutter, SwiftUI and Firefox/Lenis/compositor
/// exports say what their APIs can say.
final class PresetExportSyntaxTests: XCTestCase {
  /// Every preset as it is, tuned to random values in range, and with bounces flipped.
  func tunings() throws -> [PhysicsTuning] {
    var rng = SplitMix64(seed: 31)
    var out: [PhysicsTuning] = []
    for preset in ScrollPhysics.presets {
      out.append(PhysicsTuning(base: preset))
      var t = PhysicsTuning(base: preset)
      for s in t.settings where !s.isFlag {
        let u = Double(rng.next() % 1000) / 1000
        try t.set(s.name, to: s.range.lowerBound + u * (s.range.upperBound - s.range.lowerBound))
      }
      out.append(t)
      var flipped = PhysicsTuning(base: preset)
      try flipped.set("physics.bounces", to: preset.bouncesAtEdges ? 0 : 1)
      out.append(flipped)
    }
    // Every named wheel model on a base of another platform.
    for (_, model) in WheelModelName.all {
      var t = PhysicsTuning(base: .flutter)
      t.setWheel(model)
      out.append(t)
    }
    return out
  }

  func problems(_ code: String, _ toolkit: PresetExport.Toolkit) -> [String] {
    switch toolkit {
    case .uikit, .swiftui: []  // swiftc -parse checks them, all at once below
    case .flutter: ExportSyntax.dart(code)
    case .css: ExportSyntax.balance(ExportSyntax.splitCStyle(code, quotes: ["\""]).code)
    case .firefox: ExportSyntax.userJS(code)
    case .lenis: ExportSyntax.javaScript(code)
    case .sway: ExportSyntax.sway(code)
    case .hyprland: ExportSyntax.hyprland(code)
    }
  }

  func testEveryTargetsExportOfEveryPresetPassesItsSyntaxCheck() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-syntax-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var swiftFiles: [(URL, String)] = []
    for (i, t) in try tunings().enumerated() {
      for toolkit in PresetExport.Toolkit.allCases {
        let code = PresetExport.code(for: t, toolkit: toolkit)
        let found = problems(code, toolkit)
        XCTAssertEqual(found, [], "\(toolkit) \(t.physics.name) (\(i)):\n\(code)")
        if toolkit == .uikit || toolkit == .swiftui {
          let file = folder.appendingPathComponent("\(toolkit)-\(i).swift")
          try code.write(to: file, atomically: true, encoding: .utf8)
          swiftFiles.append((file, code))
        }
      }
    }
    // swiftc -parse, one file at a time (top-level statements are only allowed in a lone file).
    for (file, code) in swiftFiles {
      let (status, output) = try run(["swiftc", "-parse", file.path])
      XCTAssertEqual(status, 0, "\(file.lastPathComponent):\n\(code)\n\(output)")
    }
  }

  func run(_ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  // MARK: The checkers refuse what they are for

  func testTheCheckersRefuseBrokenText() {
    let oldFlutter = """
      // preset for Flutter (Dart). import 'dart:math' as math;
      class T extends BouncingScrollPhysics {
        double frictionFactor(double f) => 0.52 * math.pow(1 - f, 2);
      }
      """
    XCTAssertTrue(ExportSyntax.dart(oldFlutter).contains { $0.contains("inside a comment") })
    XCTAssertTrue(ExportSyntax.dart(oldFlutter).contains { $0.contains("math. is used") })
    XCTAssertFalse(ExportSyntax.dart("class A {\n  f() => (1;\n}").isEmpty, "unbalanced")
    XCTAssertFalse(ExportSyntax.dart("class A {}\nimport 'x.dart';").isEmpty, "import late")
    XCTAssertEqual(ExportSyntax.dart("// x\nimport 'a.dart';\nclass A { g() => '}'; }"), [])
    XCTAssertFalse(ExportSyntax.userJS("user_pref(\"a.b\", 0.5);").isEmpty, "a bare float")
    XCTAssertFalse(ExportSyntax.userJS("user_pref(\"a.b\", true)").isEmpty, "no semicolon")
    XCTAssertEqual(ExportSyntax.userJS("// c\nuser_pref(\"a.b\", \"0.5\");\n"), [])
    XCTAssertFalse(ExportSyntax.javaScript("const o = { a: 1 b: 2 };").isEmpty, "no comma")
    XCTAssertFalse(ExportSyntax.javaScript("const o = { a: 1, a: 2 };").isEmpty, "repeated key")
    XCTAssertEqual(
      ExportSyntax.javaScript("const o = { a: 1, };"), [], "a trailing comma is JavaScript")
    XCTAssertFalse(ExportSyntax.javaScript("const o = { a: (t) => };").isEmpty, "no body")
    XCTAssertEqual(
      ExportSyntax.javaScript(
        "const o = {\n  lerp: 0.1,\n  easing: (t) => Math.min(1, 1.001 - Math.pow(2, -10 * t)),\n};"
      ),
      [])
    XCTAssertFalse(ExportSyntax.sway("input touchpad scroll_factor 1").isEmpty, "no type:")
    XCTAssertFalse(ExportSyntax.sway("input * scroll_factor -1").isEmpty, "negative")
    XCTAssertFalse(ExportSyntax.hyprland("input {\n  scroll_factor = 1.0\n").isEmpty, "open")
    XCTAssertFalse(ExportSyntax.hyprland("scroll_factor = 1.0").isEmpty, "outside a section")
    XCTAssertFalse(ExportSyntax.hyprland("input {\n  scroll_factor = x\n}").isEmpty, "not a number")
  }

  // MARK: What each fix says

  func code(_ preset: ScrollPhysics, _ toolkit: PresetExport.Toolkit, _ set: [String: Double] = [:])
    throws -> String
  {
    var t = PhysicsTuning(base: preset)
    for (name, value) in set { try t.set(name, to: value) }
    return PresetExport.code(for: t, toolkit: toolkit)
  }

  func listed(_ name: String, in code: String) -> Bool { code.contains("  \(name) = ") }

  func testFlutterImportsDartMathAsCodeBeforeTheClass() throws {
    let flutter = try code(.flutter, .flutter)
    let lines = flutter.components(separatedBy: "\n")
    let importLine = try XCTUnwrap(lines.firstIndex(of: "import 'dart:math' as math;"))
    let classLine = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("class ") })
    XCTAssertLessThan(importLine, classLine)
    XCTAssertFalse(lines[0].contains("import"), "the header comment holds no import")
  }

  func testAPresetThatStopsAtTheEdgesExportsClampingScrollPhysics() throws {
    for (preset, set) in [
      (ScrollPhysics.android, [:]), (.none, [:]), (.ios, ["physics.bounces": 0.0]),
    ] {
      let dart = try code(preset, .flutter, set)
      XCTAssertTrue(dart.contains("extends ClampingScrollPhysics {"), dart)
      XCTAssertFalse(dart.contains("BouncingScrollPhysics"), dart)
      XCTAssertFalse(listed("physics.bounces", in: dart), "bounces = 0 is expressed:\n\(dart)")
    }
    // ClampingScrollPhysics has no frictionFactor: a flutter preset that stops at the edges
    // names its overscroll friction as not expressible instead of overriding a missing member.
    let clamped = try code(.flutter, .flutter, ["physics.bounces": 0])
    XCTAssertFalse(clamped.contains("frictionFactor"), clamped)
    XCTAssertTrue(listed("physics.overscroll-friction", in: clamped), clamped)
    XCTAssertTrue(try code(.ios, .flutter).contains("extends BouncingScrollPhysics {"))
  }

  func testFlutterFastExportsScrollDecelerationRateFast() throws {
    let fast = try code(.flutterFast, .flutter)
    XCTAssertTrue(fast.contains(": super(decelerationRate: ScrollDecelerationRate.fast);"), fast)
    XCTAssertFalse(listed("physics.constant-deceleration", in: fast), fast)
    let normal = try code(.flutter, .flutter)
    XCTAssertFalse(normal.contains("ScrollDecelerationRate"), normal)
    XCTAssertFalse(listed("physics.constant-deceleration", in: normal), "0 is .normal")
    // Neither 0 nor 1400: Flutter has no rate for it.
    let other = try code(.flutterFast, .flutter, ["physics.constant-deceleration": 700])
    XCTAssertFalse(other.contains("ScrollDecelerationRate"), other)
    XCTAssertTrue(listed("physics.constant-deceleration", in: other), other)
    // fast also eases out of overscroll one to one: said when the preset does not.
    let tuned = try code(.flutter, .flutter, ["physics.constant-deceleration": 1400])
    XCTAssertTrue(tuned.contains("ScrollDecelerationRate.fast also drags back"), tuned)
  }

  func testSwiftUIStopsBouncingThroughTheAppearanceProxy() throws {
    for (preset, set) in [(ScrollPhysics.android, [:]), (.ios, ["physics.bounces": 0.0])] {
      let swift = try code(preset, .swiftui, set)
      XCTAssertTrue(swift.contains("\nUIScrollView.appearance().bounces = false\n"), swift)
      XCTAssertFalse(listed("physics.bounces", in: swift), swift)
    }
    XCTAssertFalse(try code(.ios, .swiftui).contains("bounces = false"))
  }

  // MARK: The new targets

  func testFirefoxPrefsCarryTheFlingFrictionOfAnExponentialDecay() throws {
    // UIKit's 0.998 per ms is Firefox's default apz.fling_friction, 0.002.
    let ios = try code(.ios, .firefox)
    XCTAssertTrue(ios.contains("user_pref(\"apz.fling_friction\", \"0.002\");"), ios)
    XCTAssertTrue(ios.contains("user_pref(\"apz.overscroll.enabled\", true);"), ios)
    XCTAssertFalse(listed("physics.rate", in: ios))
    // GTK's e^(-4t): 1 - e^(-0.004) per ms; it stops under 0.1 pt/s = 0.0001 px/ms.
    let gtk = try code(.gtk, .firefox)
    XCTAssertTrue(gtk.contains("\"apz.fling_friction\", \"0.003992010656\""), gtk)
    XCTAssertTrue(gtk.contains("\"apz.fling_stopped_threshold\", \"0.0001\""), gtk)
    // Android's spline is not an exponential decay: named, not set.
    let android = try code(.android, .firefox)
    XCTAssertFalse(android.contains("apz.fling_friction"), android)
    XCTAssertTrue(listed("physics.ppi", in: android), android)
    XCTAssertTrue(android.contains("user_pref(\"apz.overscroll.enabled\", false);"), android)
    // No momentum: (1 - 1)^ms leaves the fling nothing.
    XCTAssertTrue(try code(.none, .firefox).contains("user_pref(\"apz.fling_friction\", \"1\");"))
  }

  func testLenisLerpIsTheDecayRateOverSixty() throws {
    let gtk = try code(.gtk, .lenis)
    XCTAssertTrue(gtk.contains("  lerp: 0.06666666667,\n"), gtk)
    let ios = try code(.ios, .lenis, ["physics.rate": 0.99])
    let lerp = try XCTUnwrap(
      ios.firstMatch(of: /lerp: ([0-9.e-]+),/).flatMap { Double(String($0.1)) })
    XCTAssertEqual(lerp, -log(0.99) * 1000 / 60, accuracy: 1e-9)
    XCTAssertTrue(try code(.none, .lenis).contains("  smoothWheel: false,\n"))
    XCTAssertTrue(listed("physics.rubber-band", in: ios), "Lenis never overscrolls")
  }

  func testACompositorScrollFactorOnlyForTheGTKModel() throws {
    XCTAssertTrue(try code(.gtk, .sway).contains("\ninput type:touchpad scroll_factor 1.0\n"))
    let tuned = try code(.gtk, .hyprland, ["physics.decay": 8])
    XCTAssertTrue(tuned.contains("        scroll_factor = 0.5\n"), tuned)
    XCTAssertFalse(listed("physics.decay", in: tuned))
    for preset in [ScrollPhysics.ios, .flutter, .android, .none] {
      for toolkit in [PresetExport.Toolkit.sway, .hyprland] {
        let text = try code(preset, toolkit)
        XCTAssertTrue(text.contains("does not map onto a scroll factor"), text)
        XCTAssertFalse(text.contains("scroll_factor "), "nothing set:\n\(text)")
      }
    }
  }
}
