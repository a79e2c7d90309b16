import Foundation
import TestSupport
import XCTest

@testable import Profiling

/// The trace's flow arrows (input event to the frame that presented it) and gesture tracks,
/// written by `ChromeTraceWriter` alone and checked by `TraceFlowCheck` as Perfetto binds them.
final class ProfilingTraceFlowTests: XCTestCase {
  private var scratch: ScratchDirectory!

  override func setUpWithError() throws { scratch = try ScratchDirectory() }
  override func tearDown() { scratch.cleanup() }

  /// Frames of 16 ms; two input events arrive before each even frame, whose present resolves
  /// them; the profiler's latency tracker says which, as the app asks it.
  private func writeTrace(to path: String, frames: Int = 6, endGesture: Bool = true) throws {
    let clock = FakeClock(start: 1_000_000)
    var profiler = FrameProfiler(capacity: 16, clock: clock.reading)
    let trace = try ChromeTraceWriter(path: path, originNanos: 1_000_000)
    var nextFlow: UInt64 = 1
    var waiting: [UInt64: UInt64] = [:]
    for frame in 0..<frames {
      profiler.beginFrame()
      profiler.begin(.input)
      if frame % 2 == 0 {
        for _ in 0..<2 {
          profiler.noteInput(arrivalNanos: clock.nanos - 3_000, tag: nextFlow)
          waiting[nextFlow] = clock.nanos - 3_000
          nextFlow += 1
        }
      }
      clock.advance(by: 10_000)
      profiler.end(.input)
      profiler.measure(.present) { clock.advance(by: 5_000) }
      profiler.notePresent()
      profiler.measure(.wait) { clock.advance(by: 16_000_000) }
      let record = profiler.endFrame()
      let shown = frame % 2 == 0 ? profiler.latency.presented.map(\.tag) : []
      trace.writeFrame(record, spans: profiler.spans, presenting: shown)
      for id in shown {
        if id == 1 { trace.beginGesture(id: 1, atNanos: waiting[id]!, args: ["first": "wheel"]) }
        trace.writeInputEvent(
          "wheel", atNanos: min(waiting[id]!, record.startNanos),
          args: ["dy": -0.25, "device": "Test Pad", "kind": "touchpad"], flowID: id)
      }
      if frame == 3 && endGesture { trace.endGesture(id: 1, atNanos: record.endNanos) }
    }
    try trace.close()
  }

  func testEveryFlowStartsOnItsInputEventAndFinishesInsideTheFrameThatPresentedIt() throws {
    let path = scratch.path("flows.json")
    try writeTrace(to: path)
    let check = TraceFlowCheck(try Data(contentsOf: URL(fileURLWithPath: path)))
    XCTAssertEqual(check.problems, [])
    XCTAssertEqual(check.flows, 6)
    XCTAssertEqual(check.frames, 6)
    XCTAssertEqual(check.gestures, 1)
    XCTAssertEqual(check.inputArgs[1]?["device"] as? String, "Test Pad")
    XCTAssertEqual((check.inputArgs[2]?["dy"] as? NSNumber)?.doubleValue, -0.25)
  }

  func testTheInputTrackIsNamedOnceAndOnlyWhenThereIsInput() throws {
    let path = scratch.path("named.json")
    try writeTrace(to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(text.components(separatedBy: "\"input events\"").count - 1, 1)
    let quiet = scratch.path("quiet.json")
    try writeTrace(to: quiet, frames: 0)
    XCTAssertFalse(try String(contentsOfFile: quiet, encoding: .utf8).contains("input events"))
  }

  func testAGestureStillOpenWhenTheTraceClosesIsEnded() throws {
    let path = scratch.path("open.json")
    try writeTrace(to: path, endGesture: false)
    let check = TraceFlowCheck(try Data(contentsOf: URL(fileURLWithPath: path)))
    XCTAssertEqual(check.problems, [])
    XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("end of run"))
  }

  /// The check itself fails on the traces Perfetto would misread.
  func testTheCheckFindsAFlowWithoutFinishAFinishOutsideAFrameAndADuplicateID() throws {
    let path = scratch.path("broken.json")
    let trace = try ChromeTraceWriter(path: path)
    trace.writeInputEvent("wheel", atNanos: 1_000, args: [:], flowID: 7)
    trace.writeInputEvent("wheel", atNanos: 2_000, args: [:], flowID: 7)
    trace.writeFlowEnd(id: 9, atNanos: 5_000)
    try trace.close()
    let problems = TraceFlowCheck(try Data(contentsOf: URL(fileURLWithPath: path))).problems
    XCTAssertTrue(problems.contains("flow id 7 starts twice"), "\(problems)")
    XCTAssertTrue(problems.contains { $0.hasPrefix("flow 9 finishes at 5.0 µs, inside no frame") })
    XCTAssertTrue(problems.contains("flow 9 finishes without a start"), "\(problems)")
    XCTAssertTrue(problems.contains { $0.hasPrefix("flow 7 (input/input) has no finish") })
    XCTAssertEqual(TraceFlowCheck(Data("{\"traceEvents\":[".utf8)).problems.count, 1)
  }
}
