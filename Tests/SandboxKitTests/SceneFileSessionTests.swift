import Foundation
import Scenes
import ScrollCore
import XCTest

@testable import SandboxKit

/// A scene file in a session (issue 29, item 3): `--scene-file` opens its scene, a bad file
/// exits 2 with the line and the field, `--new-scene` never overwrites, and a recording of a
/// file scene carries the file in its header and replays without it.
final class SceneFileSessionTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir =
      FileManager.default.temporaryDirectory.appendingPathComponent("scenefile-\(UUID())")
      .path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

  private let file = """
    format = "scroll-sandbox-scene"
    version = 1
    name = "recorded"
    preset = "flutter"
    [list]
    rows = 400
    row-height = "50...90"
    [top-button]
    threshold = 310

    """

  func testTheHeaderCarriesTheFileAndReadsItBack() throws {
    var options = SandboxOptions()
    options.take(try SceneFile.parse(file))
    let text = SessionHeader.text(
      options: options, size: Size(width: 900, height: 700), scale: 1, presetFileText: nil)
    XCTAssertTrue(text.contains("# session scene=recorded\n"), text)
    XCTAssertTrue(text.contains("# session preset=flutter\n"), text)
    XCTAssertTrue(text.contains("# scene-file [top-button]\n"), text)
    let header = try SessionHeader.parse(text)
    XCTAssertEqual(header.scene, "recorded")
    XCTAssertEqual(header.sceneFileText, file)
    XCTAssertEqual(try SceneFile.parse(try XCTUnwrap(header.sceneFileText)).topButton, 310)
  }

  func testAFileSceneNameWithoutItsFileIsRefused() {
    let text = "scroll-sandbox-input v3\n# session scene=nowhere\n0 frame\n"
    XCTAssertThrowsError(try SessionHeader.parse(text)) {
      XCTAssertTrue("\($0)".hasPrefix("line 2: field 'scene': expected a scene ("), "\($0)")
    }
  }

  @MainActor
  func testARecordingOfAFileSceneReplaysWithoutTheFile() async throws {
    let path = dir + "/mine.toml"
    try file.write(toFile: path, atomically: true, encoding: .utf8)
    let rec = dir + "/mine.rec"
    XCTAssertEqual(
      SandboxMain.run(["--headless", "--scene-file", path, "--frames", "3", "--record", rec]), 0)
    let direct = dir + "/direct.jsonl"
    XCTAssertEqual(
      SandboxMain.run(["--headless", "--scene-file", path, "--replay", rec, "--events-out", direct]
      ),
      0)
    try FileManager.default.removeItem(atPath: path)
    let replayed = dir + "/replayed.jsonl"
    XCTAssertEqual(SandboxMain.run(["--headless", "--replay", rec, "--events-out", replayed]), 0)
    let a = try String(contentsOfFile: direct, encoding: .utf8)
    XCTAssertTrue(a.hasPrefix("{\"t\":0.0000,\"type\":\"scene-switch\",\"scene\":\"recorded\""), a)
    XCTAssertTrue(a.contains("\"preset\":\"flutter\""), a)
    XCTAssertEqual(try String(contentsOfFile: replayed, encoding: .utf8), a)
  }

  @MainActor
  func testABadFileExitsTwoAndNewSceneNeverOverwrites() async throws {
    let bad = dir + "/bad.toml"
    try file.replacingOccurrences(of: "rows = 400", with: "rows = -1")
      .write(toFile: bad, atomically: true, encoding: .utf8)
    XCTAssertEqual(SandboxMain.run(["--headless", "--scene-file", bad, "--frames", "1"]), 2)
    let starter = dir + "/starter.toml"
    XCTAssertEqual(SandboxMain.run(["--new-scene", starter]), 0)
    XCTAssertNoThrow(try SceneFile.parse(String(contentsOfFile: starter, encoding: .utf8)))
    try "mine".write(toFile: starter, atomically: true, encoding: .utf8)
    XCTAssertEqual(SandboxMain.run(["--new-scene", starter]), 2)
    XCTAssertEqual(try String(contentsOfFile: starter, encoding: .utf8), "mine")
  }
}
