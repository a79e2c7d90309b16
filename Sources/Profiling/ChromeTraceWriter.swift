import Runtime

/// Writes a Chrome trace event file (JSON object format), which Perfetto and
/// chrome://tracing open, for `--trace FILE.json`.
///
/// Contents: process and thread name metadata; per frame a complete event (`"ph":"X"`) named
/// "frame" with one span per stage inside it; counters (`"ph":"C"`); and instant events
/// (`"ph":"i"`) for phase changes, visibility changes and scene events; input events on a
/// track of their own with flow arrows to the frames that presented them, and a track per
/// gesture (`ChromeTraceWriter+Flows.swift`). Timestamps are
/// microseconds (three decimals, exact to the nanosecond) since `originNanos`.
///
/// Events stream through an `AtomicFileWriter`: memory stays bounded for any run length,
/// the destination appears only at `close()`, complete, and an unwritable path fails in
/// `init`, before the run starts. Each write is O(size of the event) and does not throw;
/// write errors surface from `close()`.
public final class ChromeTraceWriter {
  /// The destination path.
  public let path: String
  /// Clock reading (nanoseconds) written as timestamp 0; earlier readings are written as 0.
  public let originNanos: UInt64
  /// The `pid` used for every event.
  public let processID = 1
  /// The `tid` of the main loop's events.
  public let threadID = 1
  /// Events written so far, metadata included.
  public private(set) var eventCount = 0
  /// NaN or infinite numbers that were written as 0.
  public private(set) var nonFiniteValues = 0

  let file: AtomicFileWriter
  /// Whether the input track's name was written (on the first input event).
  var namedInputTrack = false
  /// Gesture slices begun and not yet ended (name, id, start), ended by `close()`.
  var openGestures: [(name: String, id: UInt64, start: UInt64)] = []
  /// The latest timestamp written (clock nanoseconds), where `close()` ends open gestures.
  var latestNanos: UInt64 = 0

  /// Opens the trace for writing and writes the metadata events. Throws a
  /// `ProfileOutputError` naming the path and the reason when it cannot be written.
  public init(
    path: String, originNanos: UInt64 = 0, processName: String = "scroll-sandbox",
    threadName: String = "main loop"
  ) throws(ProfileOutputError) {
    self.path = path
    self.originNanos = originNanos
    file = try AtomicFileWriter(path: path)
    file.write("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[")
    writeMetadata("process_name", value: processName)
    writeMetadata("thread_name", value: threadName)
  }

  /// The first write error, if any (also thrown by `close()`).
  public var failure: ProfileOutputError? { file.failure }

  /// Writes a "frame" span covering `record` and one span per entry of `spans` inside it
  /// (spans are clamped to the frame so they always nest). The frame's args carry its
  /// index, dropped flag and work in milliseconds.
  /// `presenting` lists the flows (`writeInputEvent`) whose input this frame presented: each
  /// gets its finish right after the frame span, at the frame's start (see `writeFlowEnd`).
  public func writeFrame<Spans: Sequence<StageSpan>>(
    _ record: FrameRecord, spans: Spans, presenting: some Collection<UInt64> = [UInt64]()
  ) {
    writeFrameSpan(record)
    for id in presenting { writeFlowEnd(id: id, atNanos: record.startNanos) }
    let end = record.endNanos
    for span in spans {
      let start = Swift.min(Swift.max(span.startNanos, record.startNanos), end)
      let stop = Swift.min(Swift.max(span.endNanos, start), end)
      writeComplete(span.stage.displayName, category: "stage", start: start, end: stop)
    }
  }

  /// Writes a "frame" span for `record` with its stages laid end to end in stage order from
  /// the frame's start (for records without span detail, such as replays). Stages with zero
  /// time are skipped. They fit inside the frame because stage times are exclusive.
  /// `presenting` as in `writeFrame(_:spans:presenting:)`.
  public func writeFrame(_ record: FrameRecord, presenting: some Collection<UInt64> = [UInt64]()) {
    writeFrameSpan(record)
    for id in presenting { writeFlowEnd(id: id, atNanos: record.startNanos) }
    var cursor = record.startNanos
    for raw in 0..<FrameStage.count {
      guard let stage = FrameStage(rawValue: raw), record.stages[stage] > 0 else { continue }
      let stop = Swift.min(cursor &+ record.stages[stage], record.endNanos)
      writeComplete(stage.displayName, category: "stage", start: cursor, end: stop)
      cursor = stop
    }
  }

  /// Writes a counter sample: a counter track `name` with one series `series` at `atNanos`.
  public func writeCounter(
    _ name: String, series: String = "value", value: Double, atNanos: UInt64
  ) {
    writeEvent(name: name, category: "counter", phase: "C", atNanos: atNanos) { out in
      ByteText.append(",\"args\":{", to: &out)
      ByteText.appendJSONString(series, to: &out)
      out.append(UInt8(ascii: ":"))
      self.appendNumber(value, to: &out)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Writes one counter event with several series (one stacked track in Perfetto).
  public func writeCounter(_ name: String, series: [(String, Double)], atNanos: UInt64) {
    writeEvent(name: name, category: "counter", phase: "C", atNanos: atNanos) { out in
      ByteText.append(",\"args\":{", to: &out)
      for (i, (key, value)) in series.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        ByteText.appendJSONString(key, to: &out)
        out.append(UInt8(ascii: ":"))
        self.appendNumber(value, to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Writes the standard per-frame counters at the frame's start: "offset" (pt),
  /// "velocity" (pt/s), "frame time" (work, ms), "deliveries" (observer deliveries) and
  /// "pixels" (redrawn and moved by the rasterizer).
  public func writeFrameCounters(_ record: FrameRecord, offset: Double, velocity: Double) {
    let t = record.startNanos
    writeCounter("offset", series: "pt", value: offset, atNanos: t)
    writeCounter("velocity", series: "pt/s", value: velocity, atNanos: t)
    writeCounter(
      "frame time", series: "ms", value: Double(record.workNanos) / 1_000_000, atNanos: t)
    writeCounter(
      "deliveries", series: "count", value: Double(record.counters.observerDeliveries),
      atNanos: t)
    writeCounter(
      "pixels",
      series: [
        ("redrawn", Double(record.counters.pixelsRedrawn)),
        ("moved", Double(record.counters.pixelsMoved)),
      ], atNanos: t)
  }

  /// Writes an instant event (thread scope) with `args` (keys sorted, for stable output).
  public func writeInstant(
    _ name: String, category: String, atNanos: UInt64, args: [String: TraceArgument] = [:]
  ) {
    writeEvent(name: name, category: category, phase: "i", atNanos: atNanos) { out in
      ByteText.append(",\"s\":\"t\"", to: &out)
      self.appendArgs(args, to: &out)
    }
  }

  /// Appends `,"args":{...}` with `args`' keys sorted (nothing when `args` is empty).
  func appendArgs(_ args: [String: TraceArgument], to out: inout [UInt8]) {
    guard !args.isEmpty else { return }
    ByteText.append(",\"args\":{", to: &out)
    for (position, key) in args.keys.sorted().enumerated() {
      if position > 0 { out.append(UInt8(ascii: ",")) }
      ByteText.appendJSONString(key, to: &out)
      out.append(UInt8(ascii: ":"))
      switch args[key] {
      case .string(let text): ByteText.appendJSONString(text, to: &out)
      case .number(let number): appendNumber(number, to: &out)
      case nil: ByteText.append("null", to: &out)
      }
    }
    out.append(UInt8(ascii: "}"))
  }

  /// Writes a scroll phase change as instant "phase: <new>" (category "phase") with args
  /// `from` and `to`.
  /// - Parameters:
  ///   - old: the phase left, by name ("idle"; `SCScrollPhase.rawValue`).
  ///   - new: the phase entered, by name.
  ///   - atNanos: the change's time, nanoseconds.
  public func writePhaseChange(from old: String, to new: String, atNanos: UInt64) {
    writeInstant(
      "phase: \(new)", category: "phase", atNanos: atNanos,
      args: ["from": .string(old), "to": .string(new)])
  }

  /// Writes a visibility change as instant "visible: <id>" or "hidden: <id>" (category
  /// "visibility") with args `id` and `visible` (1 or 0).
  public func writeVisibilityChange(id: String, isVisible: Bool, atNanos: UInt64) {
    writeInstant(
      (isVisible ? "visible: " : "hidden: ") + id, category: "visibility", atNanos: atNanos,
      args: ["id": .string(id), "visible": .number(isVisible ? 1 : 0)])
  }

  /// Writes a scene event (category "scene"): any name with string or number arguments.
  public func writeSceneEvent(
    _ name: String, args: [String: TraceArgument] = [:], atNanos: UInt64
  ) {
    writeInstant(name, category: "scene", atNanos: atNanos, args: args)
  }

  /// Finishes the JSON and moves the file into place. Throws the first write error or a
  /// rename failure; the destination is then left untouched. Idempotent after success.
  public func close() throws(ProfileOutputError) {
    guard file.isOpen else { return }
    endOpenGestures()
    file.write("\n]}\n")
    try file.commit()
  }

  /// What of the trace is complete on disk, with the brackets that close it (see
  /// `AtomicFileWriter.checkpoint`); nil once closed or failed.
  public func checkpoint() -> AtomicFileWriter.Checkpoint? { file.checkpoint(footer: Self.footer) }

  /// The bytes that close the trace's JSON at a checkpoint.
  private static let footer = Array("\n]}\n".utf8)

  /// True when the trace's buffer was written since its last checkpoint.
  public var flushedSinceCheckpoint: Bool { file.flushedSinceCheckpoint }

  /// Abandons the trace: deletes the temporary file, leaves the destination untouched.
  public func discard() { file.discard() }

  /// The temporary file being written (empty when the destination is a FIFO or a device).
  public var temporaryPath: String { file.temporaryPath }

  /// Whether closing syncs the file to the disk first (see `AtomicFileWriter`).
  public var syncsOnCommit: Bool {
    get { file.syncsOnCommit }
    set { file.syncsOnCommit = newValue }
  }

  func writeMetadata(_ name: String, value: String, threadID: Int? = nil) {
    writeEvent(name: name, category: nil, phase: "M", atNanos: nil, threadID: threadID) { out in
      ByteText.append(",\"args\":{\"name\":", to: &out)
      ByteText.appendJSONString(value, to: &out)
      out.append(UInt8(ascii: "}"))
    }
  }

  private func writeFrameSpan(_ record: FrameRecord) {
    writeComplete("frame", category: "frame", start: record.startNanos, end: record.endNanos) {
      out in
      ByteText.append(",\"args\":{\"index\":", to: &out)
      ByteText.append(record.index, to: &out)
      ByteText.append(record.dropped ? ",\"dropped\":true" : ",\"dropped\":false", to: &out)
      ByteText.append(",\"work_ms\":", to: &out)
      ByteText.appendFixed(record.workNanos, unitNanos: 1_000_000, decimals: 3, to: &out)
      out.append(UInt8(ascii: "}"))
    }
  }

  func writeComplete(
    _ name: String, category: String, start: UInt64, end: UInt64, threadID: Int? = nil,
    extra: (inout [UInt8]) -> Void = { _ in }
  ) {
    writeEvent(name: name, category: category, phase: "X", atNanos: start, threadID: threadID) {
      out in
      ByteText.append(",\"dur\":", to: &out)
      ByteText.appendFixed(end >= start ? end - start : 0, unitNanos: 1_000, decimals: 3, to: &out)
      extra(&out)
    }
  }

  /// Writes one event: the common fields, then whatever `fields` appends, then "}". The
  /// thread is the main loop's unless `threadID` is given.
  func writeEvent(
    name: String, category: String?, phase: String, atNanos: UInt64?, threadID: Int? = nil,
    fields: (inout [UInt8]) -> Void
  ) {
    let first = eventCount == 0
    eventCount += 1
    if let atNanos { latestNanos = Swift.max(latestNanos, atNanos) }
    let tid = threadID ?? self.threadID
    file.append { out in
      ByteText.append(first ? "\n{\"name\":" : ",\n{\"name\":", to: &out)
      ByteText.appendJSONString(name, to: &out)
      if let category {
        ByteText.append(",\"cat\":", to: &out)
        ByteText.appendJSONString(category, to: &out)
      }
      ByteText.append(",\"ph\":\"", to: &out)
      ByteText.append(phase, to: &out)
      ByteText.append("\",\"pid\":", to: &out)
      ByteText.append(self.processID, to: &out)
      ByteText.append(",\"tid\":", to: &out)
      ByteText.append(tid, to: &out)
      if let atNanos {
        ByteText.append(",\"ts\":", to: &out)
        let relative = atNanos >= self.originNanos ? atNanos - self.originNanos : 0
        ByteText.appendFixed(relative, unitNanos: 1_000, decimals: 3, to: &out)
      }
      fields(&out)
      out.append(UInt8(ascii: "}"))
    }
  }

  func appendNumber(_ value: Double, to out: inout [UInt8]) {
    if !ByteText.append(value, to: &out) { nonFiniteValues += 1 }
  }
}
