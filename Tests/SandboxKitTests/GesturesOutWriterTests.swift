import Foundation
import Gestures
import ScrollCore
import XCTest

@testable import SandboxKit

/// A `--gestures-out` line: valid JSON with the keys, nulls where nothing is known.
final class GesturesOutWriterTests: XCTestCase {
  private func object(_ line: String) throws -> [String: Any] {
    try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
  }

  func testALineHasEveryKeyAndTheStalledFrame() throws {
    let interval = 1.0 / 60
    var deadlines = FrameDeadlines(interval: interval)
    var g = Gesture(
      id: 7, scene: "feed \"quoted\"", kind: .touchpadSwipe,
      device: GestureDevice(scrollDevice: "Pad", kind: .touchpad, source: .libinput), start: 1,
      startOffset: .zero)
    var input = GestureInput(time: 1, tick: .precise, value: -0.5)
    input.presented = 1.01
    g.inputs = [input]
    for i in 0..<6 {
      let start = 1 + Double(i) * interval
      let timing = deadlines.frame(
        index: 40 + i, start: start, present: start + 0.002 + (i == 3 ? 0.030 : 0),
        chained: i > 0)
      g.frames.append(
        GestureFrame(
          timing: timing, offset: Point(x: 0, y: Double(i)), velocity: .zero, phase: .idle))
    }
    g.end = 1.1
    g.restOffset = 5
    g.endedBy = .rest
    g.phases = [PhaseTime(phase: .interacting, seconds: 0.05)]
    let o = try object(GesturesOutWriter.line(for: g, interval: interval))
    for key in [
      "id", "scene", "kind", "device", "verdict", "start", "end", "events", "distance",
      "peak_velocity", "rest_offset", "ended_by", "phases", "latency_ms", "frames",
      "missed_frames", "hitch_ms_per_s", "hitch_verdict", "delayed_frames_pct", "jitter_ms",
    ] {
      XCTAssertNotNil(o[key], key)
    }
    XCTAssertEqual(o["scene"] as? String, "feed \"quoted\"")
    XCTAssertEqual(o["verdict"] as? String, "touchpad (libinput)")
    XCTAssertEqual(o["rest_offset"] as? Double, 5)
    XCTAssertEqual(o["frames"] as? Int, 6)
    XCTAssertEqual(o["missed_frames"] as? Int, 1)
    XCTAssertEqual((o["phases"] as? [String: Double])?["interacting"], 0.05)
    XCTAssertEqual((o["latency_ms"] as? [String: Double])?["max"], 10)
    let late = try XCTUnwrap(o["late_frames"] as? [[String: Double]])
    XCTAssertEqual(late.map { $0["frame"] }, [43])
    XCTAssertEqual(late.first?["lateness_ms"] ?? 0, 30 - (1000 * interval - 2), accuracy: 0.001)
    XCTAssertNil(o["recorded_hitch_ms_per_s"])
  }

  func testACaughtGestureWithoutInputsHasNulls() throws {
    var g = Gesture(
      id: 1, scene: "feed", kind: .programmatic, device: .program, start: 0, startOffset: .zero)
    g.end = 0.5
    g.endedBy = .caught
    g.recordedLateness = 0.01
    let o = try object(GesturesOutWriter.line(for: g, interval: 1.0 / 120))
    XCTAssertTrue(o["rest_offset"] is NSNull)
    XCTAssertTrue(o["latency_ms"] is NSNull)
    XCTAssertEqual(o["ended_by"] as? String, "caught")
    XCTAssertEqual(o["interval_ms"] as? Double, 8.333)
    XCTAssertEqual(o["recorded_hitch_ms_per_s"] as? Double, 20)
    XCTAssertEqual(o["recorded_hitch_verdict"] as? String, "critical")
  }
}
