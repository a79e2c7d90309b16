import Drawing
import Foundation
import Profiling
import Recording
import SDLBackend
import TestSupport
import XCTest

@testable import SandboxKit
@testable import Scenes
@testable import ScrollCore

/// What a hostile tester did to replays (issue #34): `set` lines with huge preset indexes,
/// percent-encoded or unknown names and out-of-range values; a file that changes while it
/// plays; numbers cut at a NUL byte; a note about deferred events when none waited.
final class ReplayHostileTests: XCTestCase {
  private var scratch: ScratchFolder!
  private var dir: String { scratch.path }

  override func setUpWithError() throws { scratch = try ScratchFolder(prefix: "hostile") }

  override func tearDown() { scratch.remove() }

  private func write(_ name: String, _ text: String) throws -> String {
    try scratch.write(name, text)
  }

  /// The error `ReplayFile.open` gives for `text`, or nil when it opens.
  private func openError(_ text: String) throws -> UsageError? {
    if case .failure(let e) = ReplayFile.open(try write("r.rec", text)) { return e }
    return nil
  }

  /// An app as `--headless` builds it, without a surface (the approximate measurer).
  @MainActor
  private func app(_ args: [String] = []) throws -> SandboxApp {
    var options = try SandboxOptions.parse(["--headless"] + args, scenes: SceneCatalog.names)
    try options.resolveTuning()
    let app = SandboxMain.makeApp(
      options: options, measurer: ApproximateTextMeasurer(), clock: { 0 })
    app.start(at: 0)
    return app
  }

  /// Runs the headless loop over `file` as `--headless` does (interactive off: no stderr).
  @MainActor
  private func drive(_ file: ReplayFile) throws -> HeadlessLoop.Result {
    var options = try SandboxOptions.parse(
      ["--headless", "--replay", file.path], scenes: SceneCatalog.names)
    try options.resolveTuning()
    let clock = MonotonicClock()
    let target = try HeadlessTarget(size: Size(width: 900, height: 700))
    let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(fontPath: nil))
    let app = SandboxMain.makeApp(
      options: options, measurer: rasterizer, clock: { clock.nanoseconds })
    return HeadlessLoop.drive(
      app: app, rasterizer: rasterizer, target: target, options: options, replay: file,
      clock: clock,
      interactive: false)
  }

  // MARK: - set lines (items 1 and 9)

  /// A `set` line switching to preset 2^63 or more (or 1e300) was converted with `Int(_:)`
  /// and trapped (SIGILL); now it is refused with a message and the run goes on.
  @MainActor
  func testAHugePresetIndexIsRefusedNotATrap() async throws {
    let app = try app()
    // One past the last preset is out of range too (the list grows: read its count).
    let pastTheLast = Double(ScrollPhysics.presets.count)
    for value in [9.3e18, 1e300, -1, 0.5, pastTheLast] {
      app.handleInput([InputEvent(time: 0.1, kind: .setting(name: "physics.preset", value: value))])
    }
    XCTAssertEqual(app.refusedReplaySettings, 5)
    XCTAssertEqual(app.tune.physics.base.name, "ios")
    app.handleInput([InputEvent(time: 0.2, kind: .setting(name: "physics.preset", value: 2))])
    XCTAssertEqual(app.tune.physics.base.name, "flutter", "a valid index still switches")
    XCTAssertNil(SettingCheck.presetIndex(9.3e18))
    XCTAssertNil(SettingCheck.presetIndex(.nan))
    XCTAssertEqual(SettingCheck.presetIndex(2), 2)
  }

  /// Invalid `set` lines (a huge preset index, percent-encoded or not; an unknown name; a
  /// value out of range or not whole) are refused before the run, naming the line and field,
  /// with exit status 2 as `--set` and `# set` lines are; valid ones open.
  @MainActor
  func testInvalidSetLinesAreRefusedBeforeTheRunLikeSetFlags() async throws {
    let head = "scroll-sandbox-input v2\n0 resize w=900 h=700\n"
    let cases: [(line: String, field: String, says: String)] = [
      ("0.1 set name=physics.preset value=9.3e18", "value", "no preset"),
      ("0.1 set name=physics%2Epreset value=9223372036854775808", "value", "no preset"),
      ("0.1 set name=%70hysics.preset value=1e300", "value", "no preset"),
      ("0.1 set name=feed.top-threshold value=99999", "value", "out of range"),
      ("0.1 set name=infinite.page-size value=2.5", "value", "whole"),
      ("0.1 set name=physics.rate value=5", "value", "out of range"),
      ("0.1 set name=physics.nothing value=1", "name", "unknown setting"),
      ("0.1 set name=physics%00rate value=0.99", "name", "unknown setting"),
    ]
    for c in cases {
      let error = try XCTUnwrap(try openError(head + c.line + "\n"), c.line)
      XCTAssertEqual(error.status, 2, c.line)
      XCTAssertTrue(error.message.contains("line 3: field '\(c.field)'"), error.message)
      XCTAssertTrue(error.message.contains(c.says), error.message)
    }
    XCTAssertNil(try openError(head + "0.1 set name=physics%2Epreset value=2\n"))
    XCTAssertNil(try openError(head + "0.1 set name=feed.top-threshold value=300\n"))
    // A malformed line is still a broken file (exit 1), not a usage error.
    XCTAssertEqual(try openError(head + "0.1 wheel dx=zz dy=0 x=1 y=1\n")?.status, 1)
    let path = try write("bad.rec", head + cases[0].line + "\n")
    XCTAssertEqual(SandboxMain.run(["--headless", "--replay", path]), 2)
  }

  /// A `set` line that only fails when it plays (a physics number the preset then in force
  /// lacks) is said on stderr and the run exits 2; it wrote no `setting` event.
  @MainActor
  func testASetLineRefusedAsItPlaysEndsTheRunWithStatus2() async throws {
    let path = try write(
      "late.rec",
      "scroll-sandbox-input v2\n0 resize w=900 h=700\n0.1 set name=physics.spring-stiffness value=100\n"
    )
    let out = dir + "/late.jsonl"
    XCTAssertEqual(SandboxMain.run(["--headless", "--replay", path, "--events-out", out]), 2)
    let events = try String(contentsOfFile: out, encoding: .utf8)
    XCTAssertFalse(events.contains("\"type\":\"setting\""), events)
  }

  // MARK: - A file that changes while it plays (item 10)

  /// The file was checked whole, then cut short (or corrupted) before it had played: the run
  /// stops with that reason and fails, instead of "N replay events lie past the cap".
  @MainActor
  func testAReplayCutShortWhileItPlaysNamesTheReasonAndFails() async throws {
    var text = "scroll-sandbox-input v2\n0 resize w=900 h=700\n"
    for i in 1...400 { text += "\(Double(i) * 0.01) wheel dx=0 dy=-0.1 x=400 y=300\n" }
    let path = try write("cut.rec", text)
    let file = try ReplayFile.open(path).get()
    let lines = text.split(separator: "\n")
    try (lines.prefix(150).joined(separator: "\n") + "\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    let cut = try drive(file)
    XCTAssertTrue(cut.replayFailed)
    let reason = try XCTUnwrap(cut.stopReason)
    XCTAssertTrue(reason.contains("changed while it played"), reason)
    XCTAssertTrue(reason.contains("ended after 149 of its 401 events"), reason)
    XCTAssertFalse(reason.contains("cap"), reason)

    try (lines.prefix(150).joined(separator: "\n") + "\n9 wheel dx=?? dy=0 x=1 y=1\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    let corrupt = try drive(file)
    XCTAssertTrue(corrupt.replayFailed)
    XCTAssertTrue(corrupt.stopReason?.contains("line 151: field 'dx'") ?? false, "\(corrupt)")
  }

  // MARK: - Smaller ones (item 13)

  /// A NUL byte inside a number ended the number there (C's strtod): the field is refused,
  /// naming the line and field, in recordings, preset files and recordings' `#` lines.
  @MainActor
  func testANumberWithANulByteIsRefused() async throws {
    XCTAssertThrowsError(
      try RecordingFormat.parse("scroll-sandbox-input v2\n0.5 wheel dx=0 dy=-1\u{0}99 x=1 y=2\n")
    ) { error in
      XCTAssertEqual(
        "\(error)", "line 2: field 'dy': expected a number, got '-1\u{0}99'")
    }
    XCTAssertThrowsError(try RecordingFormat.parse("scroll-sandbox-input v2\n0.5\u{0}1 quit\n")) {
      XCTAssertTrue("\($0)".contains("line 2: field 'time'"), "\($0)")
    }
    let preset = """
      format = "scroll-sandbox-preset"
      version = 1
      base = "ios"
      physics.rate = 0.99\u{0}7
      """
    XCTAssertThrowsError(try PresetFile.parse(preset)) {
      XCTAssertTrue("\($0)".contains("line 4: field 'physics.rate'"), "\($0)")
    }
    var options = SandboxOptions()
    XCTAssertThrowsError(
      try options.resolveTuning(recorded: [
        SettingAssignment(name: "physics.rate", value: "0.99\u{0}x")
      ]))
    XCTAssertNil(PhysicsScaleDirective.scale(in: "# physics-scale=2\u{0}5\n"))
    XCTAssertNil(DecimalNumber.parse("1\u{0}"))
    XCTAssertEqual(DecimalNumber.parse("1e-3"), 0.001)
  }

  /// "N replayed events waited for a later frame" counted an event at 1.85 s: frame 111's
  /// time minus 1/60 is one bit above frame 110's own time. Only events a full frame held
  /// back count.
  @MainActor
  func testNoEventIsCountedAsWaitingWhenNoneDid() async throws {
    let quiet = try write(
      "quiet.rec", "scroll-sandbox-input v2\n0 resize w=900 h=700\n1.85 key end\n3.45 key home\n")
    XCTAssertEqual(try drive(try ReplayFile.open(quiet).get()).deferred, 0)
    var burst = "scroll-sandbox-input v2\n0 resize w=900 h=700\n"
    for _ in 0..<1500 { burst += "0.1 wheel dx=0 dy=-0.01 x=400 y=300\n" }
    let loud = try write("burst.rec", burst)
    XCTAssertEqual(try drive(try ReplayFile.open(loud).get()).deferred, 500)
  }

  /// `--help` said headless `--duration` sets the run length; it caps it.
  @MainActor
  func testTheHelpSaysDurationIsACap() async throws {
    let usage = SandboxOptions.usage(scenes: SceneCatalog.names)
    let entry = usage.components(separatedBy: "--duration SECONDS").dropFirst().first ?? ""
    let text = entry.components(separatedBy: "--screenshot").first ?? ""
    XCTAssertTrue(text.contains("at most"), text)
    XCTAssertTrue(text.contains("ends earlier"), text)
  }

  /// A window recording's frame at 9.3e17 s (or 1e300) ran the infinite scene's page spinner
  /// through `Int(_:)` of the time in steps: a trap. The run now ends at its cap.
  @MainActor
  func testAFrameFarInTheFutureDoesNotTrapAScene() async throws {
    for time in ["9.3e17", "1e300"] {
      let path = try write(
        "far.rec", "scroll-sandbox-input v2\n0 resize w=900 h=700\n0.1 frame\n\(time) frame\n")
      XCTAssertEqual(SandboxMain.run(["--headless", "--scene", "infinite", "--replay", path]), 0)
    }
    for t in [9.3e17, 1e300, -1e300, 0, 0.3] {
      XCTAssertTrue((0..<8).contains(PageSpinner.head(at: t, animating: true)), "\(t)")
    }
  }

  /// GDK_SCALE and Xft.dpi of 1e300 were printed through `Int(_:)`: a trap at start-up.
  @MainActor
  func testAHugeDesktopScaleIsClampedNotATrap() async throws {
    let gdk = DesktopScale.detect(environment: ["GDK_SCALE": "1e300"], xResources: nil)
    XCTAssertEqual(gdk?.scale, SandboxOptions.scaleRange.upperBound)
    let dpi = DesktopScale.detect(environment: [:], xResources: "Xft.dpi:\t1e300\n")
    XCTAssertEqual(dpi?.scale, SandboxOptions.scaleRange.upperBound)
    XCTAssertEqual(
      DesktopScale.detect(environment: ["GDK_SCALE": "2"], xResources: nil)?.source, "GDK_SCALE 2")
  }
}
