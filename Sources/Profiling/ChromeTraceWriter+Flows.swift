/// Input events, the flow arrows from each to the frame that presented it, and one track per
/// gesture.
///
/// The rules followed are the Trace Event Format's flow events ("ph" `s` start, `f` finish,
/// matched by `cat`, `name` and `id`; a start binds to the slice enclosing it on its thread,
/// a finish with `"bp":"e"` to the enclosing slice rather than the next one) as Perfetto's
/// JSON importer applies them: google/perfetto src/trace_processor/importers/json/
/// json_trace_parser_impl.cc (cases 's' and 'f') and importers/common/flow_tracker.cc, where a
/// flow binds to the topmost slice open on its track when the flow event is read, so each
/// flow event is written right after the slice it binds to, at the same timestamp. Gesture
/// tracks are async slices (`b`/`e` with an `id`), each under its own name so each gets a
/// track of its own.
extension ChromeTraceWriter {
  /// The `tid` of the input track: every input event is a zero-length slice there.
  public static let inputThreadID = 2
  /// The `cat` and `name` shared by every flow's start and finish (Perfetto matches a flow's
  /// events by id, category and name).
  public static let flowCategory = "input"

  /// Writes an input event as a zero-length slice `name` (category "input") on the input
  /// track at `atNanos` with `args` (its raw values, device, gesture), then the start of flow
  /// `flowID` bound to it. Pair each with a finish: `writeFrame(_:spans:presenting:)` of the
  /// frame that presented it. Flow ids must be unique in the trace and nonzero.
  public func writeInputEvent(
    _ name: String, atNanos: UInt64, args: [String: TraceArgument], flowID: UInt64
  ) {
    if !namedInputTrack {
      namedInputTrack = true
      writeMetadata("thread_name", value: "input events", threadID: Self.inputThreadID)
    }
    writeComplete(
      name, category: "input", start: atNanos, end: atNanos, threadID: Self.inputThreadID
    ) { out in
      self.appendArgs(args, to: &out)
    }
    writeFlowEvent(phase: "s", id: flowID, atNanos: atNanos, threadID: Self.inputThreadID)
  }

  /// Writes the finish of flow `id` on the main loop's track at `atNanos`, bound to the
  /// slice enclosing it (`"bp":"e"`): written right after a frame's span at its start, that
  /// is the frame.
  public func writeFlowEnd(id: UInt64, atNanos: UInt64) {
    writeFlowEvent(phase: "f", id: id, atNanos: atNanos, threadID: threadID)
  }

  /// Begins gesture `id`'s track: an async slice "gesture <id>" (category "gesture") from
  /// `atNanos` with `args`. `endGesture` ends it; `close()` ends any still open. The caller
  /// owns the gestures and their ids (the app passes its `GestureTracker`'s, the ids of
  /// `--gestures-out`); this writer only draws them. Begins and ends may come later in the
  /// file than their timestamps: they are async events, which no flow binds to.
  /// - Parameters:
  ///   - id: the gesture's id, unique in the trace.
  ///   - atNanos: when it began, clock nanoseconds.
  ///   - args: its arguments (kind, device).
  public func beginGesture(id: UInt64, atNanos: UInt64, args: [String: TraceArgument] = [:]) {
    let name = "gesture \(id)"
    openGestures.append((name, id, atNanos))
    writeEvent(name: name, category: "gesture", phase: "b", atNanos: atNanos) { out in
      ByteText.append(",\"id\":", to: &out)
      ByteText.append(id, to: &out)
      self.appendArgs(args, to: &out)
    }
  }

  /// Ends gesture `id`'s slice at `atNanos` (at its start when earlier), with `args`. Does
  /// nothing for a gesture not begun or already ended.
  /// - Parameters:
  ///   - id: the gesture's id, as begun.
  ///   - atNanos: when it ended, clock nanoseconds.
  ///   - args: its arguments (how it ended, its events and frames).
  public func endGesture(id: UInt64, atNanos: UInt64, args: [String: TraceArgument] = [:]) {
    guard let position = openGestures.firstIndex(where: { $0.id == id }) else { return }
    let (name, _, start) = openGestures.remove(at: position)
    writeEvent(
      name: name, category: "gesture", phase: "e", atNanos: Swift.max(atNanos, start)
    ) { out in
      ByteText.append(",\"id\":", to: &out)
      ByteText.append(id, to: &out)
      self.appendArgs(args, to: &out)
    }
  }

  /// Ends every gesture still open at the latest timestamp written (the run ended).
  func endOpenGestures() {
    for gesture in openGestures {
      endGesture(id: gesture.id, atNanos: latestNanos, args: ["ended_by": "end of run"])
    }
  }

  private func writeFlowEvent(phase: String, id: UInt64, atNanos: UInt64, threadID: Int) {
    writeEvent(
      name: Self.flowCategory, category: Self.flowCategory, phase: phase, atNanos: atNanos,
      threadID: threadID
    ) { out in
      ByteText.append(",\"id\":", to: &out)
      ByteText.append(id, to: &out)
      if phase == "f" { ByteText.append(",\"bp\":\"e\"", to: &out) }
    }
  }
}
