import Foundation
import Recording
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// `--physics-scale`: an explicit device pixel ratio for the physics' tolerances, in the app
/// (recorded in recordings, taken from replays), the physics command and the API.
final class PhysicsScaleTests: XCTestCase {
  func testTheOptionDefaultsToNoneAndSetsThePresetsRatio() throws {
    XCTAssertNil(try SandboxOptions.parse([], scenes: ["feed"]).physicsScale)
    XCTAssertEqual(try SandboxOptions.parse([], scenes: ["feed"]).physics.devicePixelRatio, 1)
    let o = try SandboxOptions.parse(
      ["--preset", "flutter", "--physics-scale", "2"], scenes: ["feed"])
    XCTAssertEqual(o.physicsScale, 2)
    XCTAssertEqual(o.physics, ScrollPhysics.flutter.withDevicePixelRatio(2))
    XCTAssertThrowsError(try SandboxOptions.parse(["--physics-scale", "0"], scenes: ["feed"])) {
      XCTAssertEqual("\($0)", "--physics-scale: 0 is out of range (0.25...16)")
    }
    XCTAssertTrue(SandboxOptions.usage(scenes: ["feed"]).contains("--physics-scale"))
  }

  @MainActor
  func testRecordingsCarryTheScaleAndReplaysReadIt() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "physics-scale-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("s.rec").path
    var options = SandboxOptions()
    options.record = path
    options.physicsScale = 2.5
    let outputs = try SessionOutputs(options: options)
    outputs.startRecording(size: Size(width: 900, height: 700), scale: 1)
    outputs.recording?.write(
      RecordingFormat.line(for: InputEvent(time: 0.5, kind: .focusLost)) + "\n")
    try outputs.recording?.commit()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(text.contains("# physics-scale=2.5\n"))
    guard case .success(let loaded) = ReplayFile.open(path) else {
      return XCTFail("the recording does not load")
    }
    XCTAssertEqual(PhysicsScaleDirective.scale(inFile: path), 2.5)
    XCTAssertEqual(loaded.eventCount, 1)
    XCTAssertNil(PhysicsScaleDirective.scale(in: "scroll-sandbox-input v1\n0 quit\n"))
    XCTAssertNil(PhysicsScaleDirective.scale(in: "# physics-scale=-3\n"))
  }

  func testThePhysicsCommandTakesTheScale() throws {
    let one = try PhysicsCommand.parse(["--preset", "flutter", "--velocity", "300"]).run()
    let three = try PhysicsCommand.parse([
      "--preset", "flutter", "--velocity", "300", "--physics-scale", "3",
    ]).run()
    // Flutter stops under 20 / dpr pt/s: a finer screen lets the fling run further.
    XCTAssertEqual(one.rest, (300 - 20) / log(1 / 0.135), accuracy: 1e-6)
    XCTAssertEqual(three.rest, (300 - 20.0 / 3) / log(1 / 0.135), accuracy: 1e-6)
    let ios = try PhysicsCommand.parse(["--preset", "ios", "--velocity", "300"]).run()
    let ios3 = try PhysicsCommand.parse([
      "--preset", "ios", "--velocity", "300", "--physics-scale", "3",
    ]).run()
    XCTAssertEqual(ios.rest, ios3.rest, "UIKit's stop is in points")
    XCTAssertThrowsError(try PhysicsCommand.parse(["--velocity", "1", "--physics-scale", "x"]))
  }

  func testGTKReleasedPastItsCapPeaksWhereItStarts() throws {
    let r = try PhysicsCommand.parse([
      "--preset", "gtk", "--velocity", "-8000", "--overscroll", "80",
    ]).run()
    XCTAssertEqual(r.peakOverscroll, 80, accuracy: 1e-9)
    XCTAssertEqual(r.frames[1].offset, -50, accuracy: 0.7, "restarted from the cap at once")
    XCTAssertEqual(r.rest, 0)
  }

  /// A replay moves as the recorded session did: the scale line in the recording gives the
  /// same frames as the scale given on the command line, different ones from scale 1 (a
  /// Flutter fling stops under 20 / scale pt/s), and `--physics-scale` wins over the line.
  @MainActor
  func testAReplayUsesTheRecordedScaleUnlessOneIsGiven() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "physics-scale-replay-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var fling = ["0 resize w=900 h=700", "0.1 down x=400 y=500 button=1"]
    for i in 1...8 {
      fling.append("\(0.1 + Double(i) * 0.008) move x=400 y=\(500 - i * 12) left=1")
    }
    fling.append("0.17 up x=400 y=404 button=1")
    let plain = dir.appendingPathComponent("plain.rec").path
    let scaled = dir.appendingPathComponent("scaled.rec").path
    try (["scroll-sandbox-input v2"] + fling).joined(separator: "\n").write(
      toFile: plain, atomically: true, encoding: .utf8)
    try (["scroll-sandbox-input v2", PhysicsScaleDirective.line(3)] + fling).joined(
      separator: "\n"
    ).write(toFile: scaled, atomically: true, encoding: .utf8)
    func frames(_ recording: String, _ extra: [String]) throws -> String {
      let out = dir.appendingPathComponent("\(UUID().uuidString).jsonl").path
      let args = [
        "--headless", "--scene", "feed", "--preset", "flutter", "--replay", recording,
        "--events-out", out, "--events-out-frames",
      ]
      XCTAssertEqual(SandboxMain.run(args + extra), 0)
      return try String(contentsOfFile: out, encoding: .utf8)
    }
    let recorded = try frames(scaled, [])
    XCTAssertGreaterThan(recorded.components(separatedBy: "\"type\":\"frame\"").count, 30)
    XCTAssertEqual(recorded, try frames(plain, ["--physics-scale", "3"]))
    XCTAssertNotEqual(recorded, try frames(plain, []))
    XCTAssertEqual(try frames(scaled, ["--physics-scale", "1"]), try frames(plain, []))
  }
}
