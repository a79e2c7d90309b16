import Foundation
import Profiling
import XCTest

@testable import SandboxKit

/// What the signal watchdog keeps when the frame in progress does not end in time, and the
/// line that says so (issue 34, item 4).
final class OutputSalvageMessageTests: XCTestCase {
  func testTheSalvageCommitsTheLastFrameAndNamesWhatWasKeptAndWhatWasNot() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sv-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer {
      OutputSalvage.clear()
      try? FileManager.default.removeItem(atPath: dir)
    }
    let trace = try ChromeTraceWriter(path: dir + "/t.json")
    let events = try AtomicFileWriter(path: dir + "/e.jsonl")
    events.write("{\"frame\":0}\n")
    OutputSalvage.setLoopOnly(["--screenshot 's.png'"])
    OutputSalvage.publish(
      [
        .init(flag: "--trace", checkpoint: try XCTUnwrap(trace.checkpoint())),
        .init(flag: "--events-out", checkpoint: try XCTUnwrap(events.checkpoint())),
      ], failed: ["--frames-csv 'f.csv' (a write failed)"], frames: 3)
    // The frame in progress: written, never kept.
    events.write("{\"frame\":1, half")
    let line = OutputSalvage.salvage(cause: "signal 15: the frame in progress did not end")
    XCTAssertTrue(line.hasPrefix("scroll-sandbox: signal 15"), line)
    XCTAssertTrue(line.contains("kept what was complete after 3 frames: --trace '"), line)
    XCTAssertTrue(line.contains("--events-out '\(dir)/e.jsonl'"), line)
    XCTAssertTrue(
      line.hasSuffix(
        "not written: --screenshot 's.png', --frames-csv 'f.csv' (a write failed), "
          + "the frame in progress"), line)
    XCTAssertFalse(line.contains("\n"), "one line")
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: dir + "/t.json")))
    XCTAssertNotNil((json as? [String: Any])?["traceEvents"], "the trace is closed")
    XCTAssertEqual(try String(contentsOfFile: dir + "/e.jsonl", encoding: .utf8), "{\"frame\":0}\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasSuffix(".tmp")
    }
    XCTAssertEqual(left, [], "the writers' temporary files are gone")
    trace.discard()
    events.discard()
  }

  /// After the loop committed one run's outputs, a later run (or a signal after the commit)
  /// can be salvaged again: the loop's claim ended with its commit. It used to stay for the
  /// process's life, so the watchdog could never salvage and said "committing the outputs
  /// took over 2 s" after a commit that had long ended.
  @MainActor
  func testACommitGivesUpTheLoopsClaim() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sc-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer {
      OutputSalvage.clear()
      try? FileManager.default.removeItem(atPath: dir)
    }
    var options = SandboxOptions()
    options.eventsOut = dir + "/e.jsonl"
    let outputs = try SessionOutputs(options: options)
    XCTAssertEqual(outputs.commit(), [])
    XCTAssertFalse(OutputSalvage.isClaimedByLoop, "the commit ended")
    XCTAssertTrue(OutputSalvage.claimForSalvage(), "a later salvage can claim the outputs")
    let line = OutputSalvage.salvage(cause: "signal 15")
    XCTAssertEqual(line, "scroll-sandbox: signal 15; the outputs were committed")
  }
}
