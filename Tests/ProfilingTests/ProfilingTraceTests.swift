import Foundation
import XCTest

@testable import Profiling

final class ProfilingTraceTests: XCTestCase {
  private var scratch: ScratchDirectory!

  override func setUpWithError() throws {
    scratch = try ScratchDirectory()
  }

  override func tearDown() {
    scratch.cleanup()
  }

  /// Runs `frames` profiled frames with a nested re-layout and writes them to a trace.
  private func writeSampleTrace(to path: String, frames: Int = 5) throws {
    let clock = FakeClock(start: 5_000_000)
    var profiler = FrameProfiler(capacity: 16, clock: clock.reading)
    let trace = try ChromeTraceWriter(path: path, originNanos: 5_000_000)
    for frame in 0..<frames {
      profiler.beginFrame()
      profiler.measure(.input) { clock.advance(by: 10_000) }
      profiler.measure(.physics) { clock.advance(by: 20_000) }
      profiler.begin(.observers)
      clock.advance(by: 5_000)
      profiler.measure(.layout) { clock.advance(by: 30_000) }
      profiler.counters.observerDeliveries = frame
      profiler.end(.observers)
      profiler.measure(.draw) { clock.advance(by: 40_000) }
      profiler.measure(.rasterize) { clock.advance(by: 50_000) }
      profiler.measure(.present) { clock.advance(by: 6_000) }
      profiler.measure(.wait) { clock.advance(by: 16_000_000) }
      let record = profiler.endFrame()
      trace.writeFrame(record, spans: profiler.spans)
      trace.writeFrameCounters(record, offset: Double(frame) * 12.5, velocity: -300)
      if frame == 1 {
        trace.writePhaseChange(from: "idle", to: "interacting", atNanos: record.startNanos)
        trace.writeVisibilityChange(id: "row 3", isVisible: true, atNanos: record.startNanos)
        trace.writeSceneEvent(
          "header collapsed", args: ["progress": 0.75, "title": "Inbox"],
          atNanos: record.endNanos)
      }
    }
    try trace.close()
  }

  private func events(at path: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
  }

  private func number(_ event: [String: Any], _ key: String) -> Double {
    (event[key] as? NSNumber)?.doubleValue ?? .nan
  }

  func testTraceIsValidJSONWithEveryStageSpanInsideItsFrameSpan() throws {
    let path = scratch.path("trace.json")
    try writeSampleTrace(to: path)
    let events = try events(at: path)
    let complete = events.filter { $0["ph"] as? String == "X" }
    XCTAssertEqual(complete.filter { $0["name"] as? String == "frame" }.count, 5)
    var frame: (start: Double, end: Double)?
    var stageSpans = 0
    let tolerance = 0.0005  // half a nanosecond, in microseconds
    for event in complete {
      let start = number(event, "ts")
      let end = start + number(event, "dur")
      if event["name"] as? String == "frame" {
        frame = (start, end)
        continue
      }
      XCTAssertEqual(event["cat"] as? String, "stage")
      let container = try XCTUnwrap(frame, "a stage span before any frame span")
      XCTAssertGreaterThanOrEqual(start, container.start - tolerance)
      XCTAssertLessThanOrEqual(end, container.end + tolerance)
      stageSpans += 1
    }
    XCTAssertEqual(stageSpans, 5 * 8)
  }

  func testNestedStageSpansLieInsideTheirOuterStageSpan() throws {
    let path = scratch.path("trace.json")
    try writeSampleTrace(to: path, frames: 1)
    let spans = try events(at: path).filter { $0["cat"] as? String == "stage" }
    let observers = try XCTUnwrap(spans.first { $0["name"] as? String == "Observers" })
    let layout = try XCTUnwrap(spans.first { $0["name"] as? String == "Layout" })
    // Observers ran 5 µs before the re-layout and ended together with it.
    XCTAssertEqual(number(layout, "ts") - number(observers, "ts"), 5, accuracy: 1e-9)
    XCTAssertEqual(number(layout, "dur"), 30, accuracy: 1e-9)
    XCTAssertLessThanOrEqual(
      number(layout, "ts") + number(layout, "dur"),
      number(observers, "ts") + number(observers, "dur"))
  }

  func testTimestampsAreExactMicrosecondsSinceTheOrigin() throws {
    let path = scratch.path("trace.json")
    try writeSampleTrace(to: path, frames: 1)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    // First frame starts at the origin and lasts 16.161 ms of stages.
    XCTAssertTrue(text.contains("\"name\":\"frame\",\"cat\":\"frame\",\"ph\":\"X\""))
    XCTAssertTrue(text.contains("\"ts\":0.000,\"dur\":16161.000"))
    // Physics begins after 10 µs of input and lasts 20 µs.
    XCTAssertTrue(
      text.contains(
        "\"name\":\"Physics\",\"cat\":\"stage\",\"ph\":\"X\",\"pid\":1,"
          + "\"tid\":1,\"ts\":10.000,\"dur\":20.000"))
  }

  func testTraceHasCountersForOffsetVelocityFrameTimeAndDeliveries() throws {
    let path = scratch.path("trace.json")
    try writeSampleTrace(to: path)
    let counters = try events(at: path).filter { $0["ph"] as? String == "C" }
    let names = Set(counters.compactMap { $0["name"] as? String })
    XCTAssertEqual(names, ["offset", "velocity", "frame time", "deliveries", "pixels"])
    XCTAssertEqual(counters.count, 5 * 5)
    let pixels = counters.filter { $0["name"] as? String == "pixels" }
      .compactMap { $0["args"] as? [String: Any] }
    XCTAssertEqual(pixels.count, 5)
    XCTAssertTrue(pixels.allSatisfy { Set($0.keys) == ["redrawn", "moved"] })
    let offsets = counters.filter { $0["name"] as? String == "offset" }
      .compactMap { ($0["args"] as? [String: Any])?["pt"] as? NSNumber }.map(\.doubleValue)
    XCTAssertEqual(offsets, [0, 12.5, 25, 37.5, 50])
    let frameTimes = counters.filter { $0["name"] as? String == "frame time" }
      .compactMap { ($0["args"] as? [String: Any])?["ms"] as? NSNumber }.map(\.doubleValue)
    XCTAssertEqual(frameTimes.first ?? 0, 0.161, accuracy: 1e-9)
  }

  func testTraceHasInstantEventsForPhaseVisibilityAndSceneEvents() throws {
    let path = scratch.path("trace.json")
    try writeSampleTrace(to: path)
    let instants = try events(at: path).filter { $0["ph"] as? String == "i" }
    let byCategory = Dictionary(
      grouping: instants, by: { $0["cat"] as? String ?? "" })
    let phase = try XCTUnwrap(byCategory["phase"]?.first)
    XCTAssertEqual(phase["name"] as? String, "phase: interacting")
    XCTAssertEqual((phase["args"] as? [String: Any])?["from"] as? String, "idle")
    let visibility = try XCTUnwrap(byCategory["visibility"]?.first)
    XCTAssertEqual(visibility["name"] as? String, "visible: row 3")
    let scene = try XCTUnwrap(byCategory["scene"]?.first)
    XCTAssertEqual(scene["name"] as? String, "header collapsed")
    let args = try XCTUnwrap(scene["args"] as? [String: Any])
    XCTAssertEqual((args["progress"] as? NSNumber)?.doubleValue, 0.75)
    XCTAssertEqual(args["title"] as? String, "Inbox")
    XCTAssertTrue(instants.allSatisfy { $0["s"] as? String == "t" })
  }

  func testTraceNamesTheProcessAndThread() throws {
    let path = scratch.path("trace.json")
    let trace = try ChromeTraceWriter(path: path, processName: "bench", threadName: "frames")
    try trace.close()
    let metadata = try events(at: path).filter { $0["ph"] as? String == "M" }
    let names = metadata.map {
      "\($0["name"] as? String ?? "")=\(($0["args"] as? [String: Any])?["name"] as? String ?? "")"
    }
    XCTAssertEqual(names, ["process_name=bench", "thread_name=frames"])
  }

  func testFrameWithoutSpansLaysStagesEndToEndInsideTheFrame() throws {
    let path = scratch.path("trace.json")
    let trace = try ChromeTraceWriter(path: path)
    let record = makeRecord(
      start: 2_000, duration: 10_000, stages: [.input: 1_000, .draw: 3_000, .wait: 4_000])
    trace.writeFrame(record)
    try trace.close()
    let spans = try events(at: path).filter { $0["ph"] as? String == "X" }
    let summary = spans.map {
      "\($0["name"] as? String ?? "") \(number($0, "ts")) \(number($0, "dur"))"
    }
    XCTAssertEqual(
      summary, ["frame 2.0 10.0", "Input 2.0 1.0", "Display list 3.0 3.0", "Wait 6.0 4.0"])
  }

  func testJSONQuotingEscapesQuotesBackslashesAndControlCharactersAndKeepsUnicode() {
    XCTAssertEqual(JSONText.quoted("plain"), "\"plain\"")
    XCTAssertEqual(JSONText.quoted("say \"hi\""), #""say \"hi\"""#)
    XCTAssertEqual(JSONText.quoted(#"C:\dir"#), #""C:\\dir""#)
    XCTAssertEqual(JSONText.quoted("a\nb\tc\rd"), #""a\nb\tc\rd""#)
    XCTAssertEqual(JSONText.quoted("\u{08}\u{0C}"), #""\b\f""#)
    XCTAssertEqual(JSONText.quoted("\u{0}\u{1}\u{1F}"), #""\u0000\u0001\u001f""#)
    XCTAssertEqual(JSONText.quoted("défilé ✓ 🚀"), "\"défilé ✓ 🚀\"")
  }

  func testAwkwardNamesSurviveARoundTripThroughAJSONParser() throws {
    let path = scratch.path("trace.json")
    let awkward = "quote\" backslash\\ newline\n tab\t nul\u{0} bell\u{7} é 中文 🚀"
    let trace = try ChromeTraceWriter(path: path, processName: awkward)
    trace.writeSceneEvent(awkward, args: [awkward: .string(awkward)], atNanos: 1)
    try trace.close()
    let events = try events(at: path)
    XCTAssertEqual((events[0]["args"] as? [String: Any])?["name"] as? String, awkward)
    let scene = try XCTUnwrap(events.first { $0["cat"] as? String == "scene" })
    XCTAssertEqual(scene["name"] as? String, awkward)
    XCTAssertEqual((scene["args"] as? [String: Any])?[awkward] as? String, awkward)
  }

  func testNonFiniteNumbersAreWrittenAsZeroAndCounted() throws {
    let path = scratch.path("trace.json")
    let trace = try ChromeTraceWriter(path: path)
    trace.writeCounter("offset", value: .nan, atNanos: 0)
    trace.writeCounter("velocity", value: -.infinity, atNanos: 0)
    trace.writeCounter("fine", value: 2.5, atNanos: 0)
    XCTAssertEqual(trace.nonFiniteValues, 2)
    try trace.close()
    let values = try events(at: path).filter { $0["ph"] as? String == "C" }
      .compactMap { ($0["args"] as? [String: Any])?["value"] as? NSNumber }.map(\.doubleValue)
    XCTAssertEqual(values, [0, 0, 2.5])
  }

  func testDestinationAppearsOnlyAtCloseAndTheTemporaryFileIsRemoved() throws {
    let path = scratch.path("trace.json")
    let trace = try ChromeTraceWriter(path: path)
    trace.writeFrame(makeRecord(stages: [.layout: 1_000]))
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    XCTAssertEqual(try scratch.contents().count, 1)  // only the hidden temporary file
    XCTAssertTrue(try scratch.contents()[0].hasPrefix(".trace.json."))
    try trace.close()
    XCTAssertEqual(try scratch.contents(), ["trace.json"])
    XCTAssertNoThrow(try events(at: path))
  }

  func testLongRunsStreamToTheTemporaryFileInsteadOfGrowingMemory() throws {
    let path = scratch.path("trace.json")
    let file = try AtomicFileWriter(path: path, flushThreshold: 1_024)
    for _ in 0..<100 { file.write(String(repeating: "x", count: 100)) }
    let onDisk = try FileManager.default.attributesOfItem(atPath: file.temporaryPath)[.size]
    XCTAssertGreaterThanOrEqual((onDisk as? NSNumber)?.intValue ?? 0, 9_000)
    try file.commit()
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)).count, 10_000)
  }

  func testClosingReplacesAnExistingFileWhole() throws {
    let path = scratch.path("trace.json")
    try Data("old contents".utf8).write(to: URL(fileURLWithPath: path))
    let trace = try ChromeTraceWriter(path: path)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old contents")
    try trace.close()
    XCTAssertNoThrow(try events(at: path))
    XCTAssertEqual(try scratch.contents(), ["trace.json"])
  }

  func testDiscardingOrReleasingAnUnclosedTraceLeavesNoFiles() throws {
    let trace = try ChromeTraceWriter(path: scratch.path("a.json"))
    trace.writeFrame(makeRecord(stages: [.draw: 5]))
    trace.discard()
    XCTAssertEqual(try scratch.contents(), [])
    do {
      let released = try ChromeTraceWriter(path: scratch.path("b.json"))
      released.writeFrame(makeRecord(stages: [.draw: 5]))
    }
    XCTAssertEqual(try scratch.contents(), [])
  }

  func testMissingDirectoryFailsAtOpenNamingThePathAndTheReason() throws {
    let path = scratch.path("missing/trace.json")
    XCTAssertThrowsError(try ChromeTraceWriter(path: path)) { error in
      let text = String(describing: error)
      XCTAssertTrue(text.contains(path), text)
      XCTAssertTrue(text.contains("does not exist"), text)
      XCTAssertEqual((error as? ProfileOutputError)?.operation, .open)
    }
    XCTAssertEqual(try scratch.contents(), [])
  }

  func testPathThroughARegularFileFailsAtOpenAndLeavesNothing() throws {
    let blocker = scratch.path("plain-file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let path = blocker + "/trace.json"
    XCTAssertThrowsError(try ChromeTraceWriter(path: path)) { error in
      let text = String(describing: error)
      XCTAssertTrue(text.contains(path), text)
      XCTAssertTrue(text.contains("not a directory"), text)
    }
    XCTAssertEqual(try scratch.contents(), ["plain-file"])
  }

  func testDestinationThatIsADirectoryFailsAtOpen() throws {
    let path = scratch.path("folder")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    XCTAssertThrowsError(try ChromeTraceWriter(path: path)) { error in
      XCTAssertEqual(
        String(describing: error), "cannot open '\(path)' for writing: it is a directory")
    }
    XCTAssertThrowsError(try ChromeTraceWriter(path: ""))
    XCTAssertEqual(try scratch.contents(), ["folder"])
  }
}
