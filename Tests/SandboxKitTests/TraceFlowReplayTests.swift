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

  /// The trace of a headless replay of the golden recording `name` in `scene`.
  @MainActor
  private func trace(of name: String, scene: String) throws -> (TraceFlowCheck, Data) {
    let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
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
}
