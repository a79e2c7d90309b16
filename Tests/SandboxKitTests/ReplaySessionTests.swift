import Foundation
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// A recording carries its session (issue #33, item 1): the recorder writes a v3 header with
/// `# session` lines (and the preset file it started from), `--replay` takes them, a flag
/// given against them wins with a note, and v1/v2 files replay as before.
final class ReplaySessionTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

  /// The events of sample-fling.rec (a wheel fling, a drag), without its header.
  private func sampleEvents() throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../assets/sessions/sample-fling.rec")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("#") }
      .joined(separator: "\n") + "\n"
  }

  /// `--events-out` of a headless replay of `path` with `args`.
  @MainActor
  private func replay(_ path: String, _ args: [String] = []) throws -> String {
    let out = dir + "/\(UUID()).jsonl"
    XCTAssertEqual(
      SandboxMain.run(["--headless", "--replay", path, "--events-out", out] + args), 0)
    return try String(contentsOfFile: out, encoding: .utf8)
  }

  /// The header the recorder writes for `--scene feed --preset flutter --items 500 --no-hud`,
  /// with a session's events after it, replays without the flags to the bytes a replay with
  /// them gives; without the header the same events replay another session.
  @MainActor
  func testARecordingReplaysItsSessionWithoutRepeatingTheFlags() async throws {
    let header = dir + "/header.rec"
    let flags = ["--scene", "feed", "--preset", "flutter", "--items", "500", "--no-hud"]
    XCTAssertEqual(
      SandboxMain.run(["--headless", "--frames", "2", "--record", header] + flags), 0)
    let recorded = try String(contentsOfFile: header, encoding: .utf8)
    XCTAssertTrue(recorded.hasPrefix("scroll-sandbox-input v3\n"), recorded)
    for line in [
      "# session scene=feed", "# session preset=flutter", "# session items=500",
      "# session inspector=collapsed", "# session size=900x700", "# session fps=60",
    ] {
      XCTAssertTrue(recorded.contains(line + "\n"), "\(line) in \(recorded)")
    }
    let events = try sampleEvents()
    let full = dir + "/full.rec"
    try (recorded + events).write(toFile: full, atomically: false, encoding: .utf8)
    let plain = dir + "/plain.rec"
    try ("scroll-sandbox-input v2\n" + events).write(
      toFile: plain, atomically: false, encoding: .utf8)

    let bare = try replay(full)
    XCTAssertEqual(bare, try replay(plain, flags))
    XCTAssertNotEqual(bare, try replay(plain))
    XCTAssertTrue(
      bare.hasPrefix(
        "{\"t\":0.0000,\"type\":\"scene-switch\",\"scene\":\"feed\",\"preset\":\"flutter\"}"),
      bare)
    XCTAssertGreaterThan(bare.components(separatedBy: "\"type\":\"phase\"").count, 3)
  }

  /// A flag given against the recording wins, with one note each; flags that agree say nothing.
  @MainActor
  func testAFlagAgainstTheRecordingWinsAndSaysSo() async throws {
    var session = try SessionHeader.parse(
      """
      scroll-sandbox-input v3
      # session scene=feed
      # session preset=flutter
      # session fps=120
      # session inspector=collapsed
      0 resize w=900 h=700
      """)
    var options = try SandboxOptions.parse(
      ["--scene", "chat", "--preset", "ios", "--fps", "120"], scenes: SceneCatalog.names)
    var recorded = [
      SettingAssignment(name: "physics.friction-drag", value: "0.2"),
      SettingAssignment(name: "feed.top-threshold", value: "300"),
    ]
    let notes = session.apply(to: &options, recordedSettings: &recorded)
    XCTAssertEqual(
      notes,
      [
        "--scene chat overrides the recording's scene feed",
        "--preset ios overrides the recording's preset flutter (and the tuned physics recorded with it)",
      ])
    XCTAssertEqual(options.scene, "chat")
    XCTAssertEqual(options.preset, "ios")
    XCTAssertEqual(options.fps, 120)
    XCTAssertFalse(options.hud, "what no flag contradicts comes from the recording")
    XCTAssertEqual(recorded.map(\.name), ["feed.top-threshold"])
    XCTAssertNoThrow(try options.resolveTuning(recorded: recorded))
  }

  /// The preset file a session started from is carried in `# preset-file` lines: a replay
  /// runs its physics under its name.
  @MainActor
  func testThePresetFileTravelsWithTheRecording() async throws {
    let preset = dir + "/bouncy.preset"
    try """
    format = "scroll-sandbox-preset"
    version = 1
    name = "bouncy"
    base = "flutter"
    physics.friction-drag = 0.2
    """.write(toFile: preset, atomically: false, encoding: .utf8)
    let header = dir + "/header.rec"
    XCTAssertEqual(
      SandboxMain.run(["--headless", "--frames", "2", "--record", header, "--preset-file", preset]),
      0)
    let recorded = try String(contentsOfFile: header, encoding: .utf8)
    XCTAssertTrue(recorded.contains("# preset-file name = \"bouncy\"\n"), recorded)
    XCTAssertTrue(recorded.contains("# session preset=flutter\n"), recorded)
    try FileManager.default.removeItem(atPath: preset)
    let full = dir + "/full.rec"
    try (recorded + (try sampleEvents())).write(toFile: full, atomically: false, encoding: .utf8)
    let events = try replay(full)
    XCTAssertTrue(
      events.hasPrefix(
        "{\"t\":0.0000,\"type\":\"scene-switch\",\"scene\":\"showcase\",\"preset\":\"bouncy\"}"),
      events)
  }

  /// Session lines count in v3 files only; a malformed one names its line and field.
  @MainActor
  func testOlderFilesIgnoreSessionLinesAndBadOnesAreNamed() async throws {
    XCTAssertEqual(
      try SessionHeader.parse("scroll-sandbox-input v2\n# session scene=feed\n0 quit\n"),
      SessionHeader())
    XCTAssertEqual(
      try SessionHeader.parse("scroll-sandbox-input v3\n0 quit\n# session scene=feed\n"),
      SessionHeader(), "only the lines above the first event")
    for (line, field) in [
      ("# session scene=nowhere", "scene"), ("# session size=10x0", "size"),
      ("# session fps=1\u{0}20", "fps"), ("# session colour=red", "colour"),
    ] {
      XCTAssertThrowsError(try SessionHeader.parse("scroll-sandbox-input v3\n#\n\(line)\n")) {
        XCTAssertTrue("\($0)".hasPrefix("line 3: field '\(field)'"), "\($0)")
      }
    }
    let path = dir + "/bad.rec"
    try "scroll-sandbox-input v3\n# session preset=nope\n0 quit\n".write(
      toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(SandboxMain.run(["--headless", "--replay", path]), 2)
  }
}
