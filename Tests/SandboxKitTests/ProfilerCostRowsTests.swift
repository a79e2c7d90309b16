import Foundation
import Profiling
import Scenes
import TestSupport
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The inspector's Frame section shows what profiling cost the last frame (recording, the
/// graph, the trace), and shows nothing of it when the profiler is off.
final class ProfilerCostRowsTests: XCTestCase {
  /// A clock one microsecond further at every reading.
  final class TickingClock: @unchecked Sendable {
    var nanos: UInt64 = 0
    var reading: FrameProfiler.Clock {
      {
        self.nanos += 1_000
        return self.nanos
      }
    }
  }

  /// Runs `frames` frames of a wheel scroll in a docked inspector with the graph; returns the
  /// texts of the last one.
  private func run(_ app: SandboxApp, frames: Int = 10) -> [String] {
    var texts: [String] = []
    for n in 0..<frames {
      let t = Double(n + 1) / 60
      let wheel = InputEvent(
        time: t, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 300, y: 300), modifiers: []))
      texts = AppDriver.texts(AppDriver.frame(app, n < 3 ? [wheel] : [], at: t))
    }
    return texts
  }

  func testTheFrameSectionShowsANonzeroProfilerCostWithEachPart() throws {
    let scratch = try ScratchFolder(prefix: "profiler-cost")
    defer { scratch.remove() }
    let clock = TickingClock()
    let app = try AppDriver.makeApp(
      ["--size", "1280x800", "--scene", "feed"], profiler: FrameProfiler(clock: clock.reading))
    app.telemetry.trace = try ChromeTraceWriter(path: scratch.path + "/t.json")
    let texts = run(app)
    let cost = try XCTUnwrap(app.profiler.lastFrame?.profilerCost)
    XCTAssertGreaterThan(cost.recordingNanos, 0)
    XCTAssertGreaterThan(cost.graphNanos, 0)
    XCTAssertGreaterThan(cost.tracingNanos, 0)
    XCTAssertTrue(texts.contains("profiler"), "\(texts)")
    XCTAssertTrue(texts.contains("rec·graph·trace"), "\(texts)")
    XCTAssertTrue(texts.contains("profiler"), "\(texts)")
    try app.telemetry.trace?.close()
  }

  func testWithTheProfilerOffTheSectionHasNoProfilerRowsAndNothingIsRecorded() throws {
    let clock = TickingClock()
    let app = try AppDriver.makeApp(
      ["--size", "1280x800", "--scene", "feed"],
      profiler: FrameProfiler(enabled: false, clock: clock.reading))
    let texts = run(app)
    XCTAssertNil(app.profiler.lastFrame)
    XCTAssertEqual(clock.nanos, 0, "the clock was read")
    XCTAssertFalse(texts.contains("profiler"), "\(texts)")
    XCTAssertTrue(texts.contains("frame work"), "\(texts)")
  }

  func testTheProfilerIsOffOnlyForTheBenchmarksMarkAndWithoutProfileOutputs() throws {
    let marks = [FirstPresentMarker.variable: "1", RunMarks.profilerVariable: "off"]
    let plain = try SandboxOptions.parse([], scenes: SceneCatalog.names)
    XCTAssertTrue(RunMarks.profilerOff(options: plain, environment: marks))
    XCTAssertFalse(RunMarks.profilerOff(options: plain, environment: [:]))
    XCTAssertFalse(
      RunMarks.profilerOff(
        options: plain, environment: [RunMarks.profilerVariable: "off"]))
    let traced = try SandboxOptions.parse(["--trace", "t.json"], scenes: SceneCatalog.names)
    XCTAssertFalse(RunMarks.profilerOff(options: traced, environment: marks))
  }

  func testTheFrameCPULineRoundTrips() {
    XCTAssertEqual(
      RunMarks.parseFrameCPU("x\nscroll-sandbox: frame cpu 30-33 120,4500,99\n"), [120, 4500, 99])
    XCTAssertEqual(RunMarks.parseFrameCPU("scroll-sandbox: frame cpu 30-33\n"), [])
  }
}
