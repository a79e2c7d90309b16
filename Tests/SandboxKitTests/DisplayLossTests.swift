import Drawing
import Foundation
import Scenes
import XCTest

@testable import SandboxKit

/// What losing the X server does to a window run's outputs: before the loop has committed
/// them, commit them and say so (exit 1); after (the window and connection closing at
/// teardown), nothing more: the run already said its summary and keeps its own status.
final class DisplayLossTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("loss-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

  /// The run's outputs: `--events-out` and `--screenshot`.
  @MainActor
  private func outputs() throws -> (SessionOutputs, SandboxOptions) {
    var options = try SandboxOptions.parse(
      ["--headless", "--events-out", dir + "/e.jsonl", "--screenshot", dir + "/s.png"],
      scenes: SceneCatalog.names)
    try options.resolveTuning()
    return (try SessionOutputs(options: options), options)
  }

  @MainActor
  func testALossDuringTheRunCommitsTheOutputsAndExits1() async throws {
    let (outputs, options) = try outputs()
    defer { DisplayLoss.watch(outputs: nil, screenshot: nil) }
    DisplayLoss.watch(outputs: outputs, screenshot: options.screenshot)
    let result = DisplayLoss.outcome("lost the connection")
    XCTAssertEqual(result.status, 1)
    let line = try XCTUnwrap(result.line)
    XCTAssertTrue(line.contains("; outputs committed: --events-out"), line)
    XCTAssertTrue(line.contains("not written: --screenshot"), line)
    XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/e.jsonl"))
  }

  /// The gestures' plot is drawn when the run ends: a loss names it as not written, and the
  /// `--gestures-out` lines of the gestures that ended are committed.
  @MainActor
  func testALossNamesTheGesturePlotAsNotWritten() async throws {
    var options = try SandboxOptions.parse(
      ["--headless", "--gestures-out", dir + "/g.jsonl", "--gesture-plot", dir + "/p.png"],
      scenes: SceneCatalog.names)
    try options.resolveTuning()
    let outputs = try SessionOutputs(options: options)
    defer { DisplayLoss.watch(outputs: nil, screenshot: nil) }
    DisplayLoss.watch(outputs: outputs, screenshot: nil)
    let line = try XCTUnwrap(DisplayLoss.outcome("lost the connection").line)
    XCTAssertTrue(line.contains("outputs committed: --gestures-out"), line)
    XCTAssertTrue(line.contains("not written: --gesture-plot"), line)
    XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/g.jsonl"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/p.png"))
  }

  /// The loss the reviewer found: after `finish` committed and printed the summary, the
  /// teardown's XCloseDisplay met a server that had gone; the handler committed again, said
  /// "outputs committed" and "not written: --screenshot" (the exit shot had been written)
  /// and turned the normal end into exit 1.
  @MainActor
  func testALossAfterTheLoopCommittedSaysNothingAndKeepsTheRunsStatus() async throws {
    let (outputs, options) = try outputs()
    defer { DisplayLoss.watch(outputs: nil, screenshot: nil) }
    DisplayLoss.watch(outputs: outputs, screenshot: options.screenshot)
    let app = SandboxMain.makeApp(
      options: options, measurer: ApproximateTextMeasurer(), clock: { 0 })
    app.start(at: 0)
    XCTAssertEqual(SandboxMain.finish(app, outputs: outputs, status: 0), 0)
    let result = DisplayLoss.outcome("lost the connection")
    XCTAssertNil(result.line)
    XCTAssertEqual(result.status, 0)
  }
}
