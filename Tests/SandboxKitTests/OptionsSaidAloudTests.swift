import Foundation
import Scenes
import TestSupport
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// Options are never silently ignored or altered (issue 34, items 8 and 11): conflicting
/// flags are refused, flags given together all act, a limited velocity is said aloud, a
/// setting is reported as applied, names from files never reach the terminal raw, and a
/// preset file past the bounds is refused naming the file, the line and the field.
final class OptionsSaidAloudTests: XCTestCase {
  private var scratch: ScratchFolder!
  private var dir: String { scratch.path }

  override func setUpWithError() throws { scratch = try ScratchFolder(prefix: "opts") }

  override func tearDown() { scratch.remove() }

  private func write(_ name: String, _ text: String) throws -> String {
    try scratch.write(name, text)
  }

  private func presetText(base: String = "ios", name: String = "mine", extra: String = "")
    -> String
  {
    "format = \"scroll-sandbox-preset\"\nversion = 1\nname = \"\(name)\"\nbase = \"\(base)\"\n"
      + extra
  }

  func testAPresetFileWithAHugeNameIsRefusedNamingTheFileLineAndField() throws {
    let path = try write("huge.preset", presetText(name: String(repeating: "n", count: 200_000)))
    var o = try SandboxOptions.parse(["--preset-file", path], scenes: ["feed"])
    XCTAssertThrowsError(try o.resolveTuning()) {
      let text = "\($0)"
      XCTAssertTrue(text.hasPrefix("--preset-file \(path): line 3: field 'name':"), text)
      XCTAssertTrue(text.contains("longer than the 4096"), text)
    }
    let big = try write(
      "big.preset",
      presetText(extra: String(repeating: "# short comment line\n", count: 60_000)))
    var b = try SandboxOptions.parse(["--preset-file", big], scenes: ["feed"])
    XCTAssertThrowsError(try b.resolveTuning()) {
      let text = "\($0)"
      XCTAssertTrue(text.hasPrefix("--preset-file \(big): the file is "), text)
    }
  }

  func testPresetAndAPresetFileOfAnotherBaseAreRefused() throws {
    let path = try write("ios.preset", presetText(base: "ios"))
    var o = try SandboxOptions.parse(
      ["--preset", "flutter", "--preset-file", path], scenes: ["feed"])
    XCTAssertThrowsError(try o.resolveTuning()) {
      XCTAssertTrue("\($0)".contains("--preset flutter and --preset-file"), "\($0)")
    }
    var same = try SandboxOptions.parse(["--preset", "ios", "--preset-file", path], scenes: [])
    XCTAssertNoThrow(try same.resolveTuning(), "the same preset twice agrees")
    XCTAssertEqual(same.physics.name, "mine")
  }

  func testSetRefusesAFlagBetweenZeroAndOne() throws {
    var o = try SandboxOptions.parse(["--set", "physics.bounces=0.5"], scenes: ["feed"])
    XCTAssertThrowsError(try o.resolveTuning()) {
      XCTAssertTrue("\($0)".contains("physics.bounces: 0.5 is not 0 or 1"), "\($0)")
    }
  }

  @MainActor
  func testExportAndSaveTogetherBothActAndTheSavedFileKeepsTheName() async throws {
    let source = try write("in.preset", presetText(name: "my-ios", extra: "physics.rate = 0.99\n"))
    let out = "\(dir)/out.preset"
    let status = SandboxMain.run([
      "--preset-file", source, "--export-preset", "css", "--save-preset", out,
    ])
    XCTAssertEqual(status, 0)
    let saved = try String(contentsOfFile: out, encoding: .utf8)
    XCTAssertTrue(saved.contains("name = \"my-ios\"\n"), saved)
    XCTAssertTrue(saved.contains("physics.rate = 0.99"), saved)
  }

  func testThePhysicsCommandSimulatesTheReleaseTheAppMakesAndSaysSo() throws {
    let fast = try PhysicsCommand.parse(["--preset", "ios", "--velocity", "20000"])
    XCTAssertEqual(fast.releaseVelocity, 8000)
    XCTAssertEqual(
      fast.run().rest,
      ScrollPhysics.ios.ballistic(start: 0, velocity: 8000, lower: 0, upper: 99_400)
        .finalPosition)
    XCTAssertEqual(fast.notes.count, 1)
    XCTAssertTrue(fast.notes[0].contains("simulated at 8000.0 pt/s"), fast.notes[0])
    let slow = try PhysicsCommand.parse(["--preset", "ios", "--velocity", "-30", "--csv"])
    XCTAssertEqual(slow.run().rest, 0, "under the slowest fling: no momentum")
    XCTAssertTrue(slow.notes.first?.contains("slowest fling (50.0 pt/s") == true, "\(slow.notes)")
    let csv = slow.output().split(separator: "\n")
    XCTAssertEqual(csv.first, "time_s,offset_pt,velocity_pt_s,phase")
    XCTAssertTrue(csv.dropFirst().allSatisfy { $0.split(separator: ",").count == 4 }, "\(csv)")
    let plain = try PhysicsCommand.parse(["--preset", "ios", "--velocity", "2000"])
    XCTAssertEqual(plain.notes, [], "a velocity taken as given: no note")
  }

  func testASettingEventReportsTheValueExactlyAsApplied() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "feed"])
    let path = "\(dir)/events.jsonl"
    app.telemetry.eventsOut = try EventsOutWriter(path: path, includeFrames: false)
    _ = AppDriver.frame(
      app, [InputEvent(time: 0.1, kind: .setting(name: "physics.rate", value: 0.9981))], at: 0.1)
    try app.telemetry.eventsOut?.close()
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let setting = lines.first { $0.contains("\"type\":\"setting\"") }
    XCTAssertTrue(
      setting?.hasSuffix("\"name\":\"physics.rate\",\"value\":0.9981}") == true, "\(lines)")
  }

  func testMessagesAndListingsNeverCarryTerminalEscapes() throws {
    XCTAssertEqual(Console.terminalSafe("a\u{1B}[31mb\tc\nd\u{9B}"), "a\\u{1B}[31mb\tc\nd\\u{9B}")
    let path = try write("esc.preset", presetText(name: "\u{1B}[31mred"))
    var o = try SandboxOptions.parse(["--preset-file", path], scenes: ["feed"])
    try o.resolveTuning()
    XCTAssertFalse(o.settingsListing.unicodeScalars.contains("\u{1B}"), o.settingsListing)
  }
}
