import Foundation
import Profiling
import XCTest

@testable import SandboxKit

/// The outputs' checkpoint for a salvage is published at most every 100 ms (or when a
/// file's buffer was written on its own), not at every frame's end, and never without files.
final class CheckpointSpacingTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("cp-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  override func tearDown() {
    OutputSalvage.clear()
    try? FileManager.default.removeItem(atPath: dir)
  }

  /// The frames of the last published checkpoint.
  private var published: Int { OutputSalvage.state.withLock { $0.frames } }

  @MainActor
  func testFramesWithin100msShareOneCheckpoint() async throws {
    var options = SandboxOptions()
    options.trace = dir + "/t.json"
    options.record = dir + "/s.rec"
    nonisolated(unsafe) var now: UInt64 = 0
    let outputs = try SessionOutputs(options: options, clock: { now })
    defer { outputs.discard() }
    for frame in 1...5 {
      now += 16_000_000
      outputs.checkpoint(frames: frame)
    }
    XCTAssertEqual(published, 0, "80 ms of frames: the first checkpoint still stands")
    now += 30_000_000
    outputs.checkpoint(frames: 6)
    XCTAssertEqual(published, 6, "110 ms after the last one")
    // A buffer written on its own (past its threshold) moves the checkpoint at once.
    outputs.recording?.write(String(repeating: "x", count: 70_000))
    now += 1_000_000
    outputs.checkpoint(frames: 7)
    XCTAssertEqual(published, 7)
    outputs.checkpoint(frames: 8)
    XCTAssertEqual(published, 7)
    // A salvage keeps the last checkpoint's frames and names the ones it loses.
    let line = OutputSalvage.salvage(cause: "test")
    XCTAssertTrue(line.contains("kept what was complete after 7 frames"), line)
    XCTAssertTrue(line.hasSuffix("not written: frame 8, the frame in progress"), line)
  }

  @MainActor
  func testARunWithoutFilesPublishesNothing() async throws {
    OutputSalvage.publish([], frames: 3)
    nonisolated(unsafe) var now: UInt64 = 0
    let outputs = try SessionOutputs(options: SandboxOptions(), clock: { now })
    now = 1_000_000_000
    outputs.checkpoint(frames: 9)
    XCTAssertEqual(published, 3, "nothing to checkpoint: the state is left alone")
  }
}
