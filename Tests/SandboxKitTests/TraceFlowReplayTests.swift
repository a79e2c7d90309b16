import Foundation
import TestSupport
import XCTest

@testable import SandboxKit

/// `--trace` of a headless replay: each device event is a slice on the input track with its
/// raw values and device, with a flow arrow to the frame whose present showed it, and each
/// gesture a track of its own; checked as Perfetto binds flows (`TraceFlowCheck`).
final class TraceFlowReplayTests: XCTestCase {
  private var scratch: ScratchFolder!

  override func setUpWithError() throws { scratch = try ScratchFolder(prefix: "trace-flows") }
  override func tearDown() { scratch.remove() }

  /// The trace of a headless replay of the golden recording `name` (or of the recording at
  /// `recording`) in `scene`.
  @MainActor
  private func trace(of name: String, scene: String, recording: String? = nil) throws -> (
    TraceFlowCheck, Data
  ) {
    let recording =
      recording
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../golden/recordings/\(name).rec").standardized.path
    let path = scratch.path + "/\(name).json"
    XCTAssertEqual(
      SandboxMain.run([
        "--headless", "--scene", scene, "--size", "320x240", "--replay", recording, "--trace",
        path,
      ]), 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return (TraceFlowCheck(data), data)
  }

  @MainActor
  func testEveryTouchpadEventFlowsToAFrameAndCarriesItsRawValuesAndDevice() async throws {
    let (check, _) = try trace(of: "touchpad", scene: "feed")
    XCTAssertEqual(check.problems, [])
    // touchpad.rec holds 47 wheel events; each is shown by exactly one frame.
    XCTAssertEqual(check.flows, 47)
    XCTAssertGreaterThan(check.frames, 46)
    for (id, args) in check.inputArgs {
      XCTAssertEqual(args["device"] as? String, "Golden TouchPad", "flow \(id)")
      XCTAssertEqual(args["kind"] as? String, "touchpad", "flow \(id)")
      XCTAssertNotNil(args["dy"] as? NSNumber, "flow \(id)")
      XCTAssertTrue((args["raw"] as? String ?? "").hasPrefix("dx="), "flow \(id)")
    }
  }

  @MainActor
  func testEachSwipeAndDragIsAGestureTrack() async throws {
    for (name, scene) in [("touchpad", "feed"), ("wheel", "rows"), ("drag-fling", "feed")] {
      let (check, data) = try trace(of: name, scene: scene)
      XCTAssertEqual(check.problems, [], name)
      XCTAssertGreaterThan(check.gestures, 0, name)
      XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"name\":\"gesture 1\""))
      let gestureOf = Set(
        check.inputArgs.values.compactMap { ($0["gesture"] as? NSNumber)?.intValue })
      XCTAssertEqual(gestureOf.count, check.gestures, name)
    }
  }

  /// A key the scene does not scroll with is no gesture (the app's split, not the trace's):
  /// its events carry none, and the page-down after it is track "gesture 1", as
  /// `--gestures-out` numbers it. The key's events wait until its gesture is dropped.
  @MainActor
  func testAnEventOfNoGestureCarriesNoneAndTheNextGestureIsNumberOne() async throws {
    let recording = try scratch.write(
      "keys.rec",
      "scroll-sandbox-input v2\n0 resize w=480 h=360\n0.5 key x\n0.8 keyup x\n"
        + "1.0 key pagedown\n1.1 keyup pagedown\n2.0 down x=240 y=200 button=1\n"
        + "2.2 move x=240 y=190 left=1\n2.22 move x=240 y=160 left=1\n"
        + "2.24 up x=240 y=160 button=1\n")
    let (check, data) = try trace(of: "keys", scene: "rows", recording: recording)
    XCTAssertEqual(check.problems, [])
    XCTAssertEqual(check.gestures, 2)
    // The gestures of each event's raw values, -1 for none.
    var gestureOf: [String: Set<Int>] = [:]
    for args in check.inputArgs.values {
      gestureOf[args["raw"] as? String ?? "?", default: []].insert(
        (args["gesture"] as? NSNumber)?.intValue ?? -1)
    }
    XCTAssertEqual(gestureOf["x"], [-1], "\(gestureOf)")
    XCTAssertEqual(gestureOf["pagedown"], [1], "\(gestureOf)")
    XCTAssertEqual(gestureOf["x=240 y=200 button=1"], [2], "\(gestureOf)")
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertTrue(text.contains("\"name\":\"gesture 1\",\"cat\":\"gesture\""), "no track gesture 1")
    XCTAssertFalse(text.contains("\"name\":\"gesture 3\""))
  }
}
