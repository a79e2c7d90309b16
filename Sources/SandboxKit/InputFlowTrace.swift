import Gestures
import Profiling
import Recording
import ScrollCore

/// The trace's view of input (`--trace`): each device event becomes a zero-length slice on
/// the trace's input track, carrying its raw values and the id of the gesture it is part of,
/// with a flow arrow to the frame whose present showed it, and each gesture a track of its
/// own, "gesture N". The gestures are the app's (`GestureTracker`, the split `--gestures-out`
/// writes): the trace is told which gesture each event joined (its `serial`), the gesture
/// open after each frame, and each gesture as it ends.
///
/// Which present showed an event is the profiler's answer, the one input latency uses
/// (`InputLatencyTracker`): an event noted with a tag is listed in `latency.presented` by the
/// first present after it. Events wait here, in order, until then (at most `maxPending`; older
/// ones are dropped from the trace, as the tracker drops them from latency). An event of a
/// gesture that has no id yet (a press that may still be a click) waits after its present,
/// its flow's finish written with its frame, until the gesture has its id or is dropped (at
/// most `maxPending` such; older ones are written without a gesture). O(waiting events) per
/// event at worst.
struct InputFlowTrace {
  /// An event noted and not yet written.
  private struct Pending {
    var flowID: UInt64
    var name: String
    var args: [String: TraceArgument]
    /// The `serial` of the gesture it is part of, nil for none.
    var gesture: Int?
    /// When it arrived, once its present is known (profiler clock, nanoseconds).
    var at: UInt64 = 0
  }

  /// What the trace knows of the open gesture.
  private struct Track {
    /// Its `serial`.
    var serial: Int
    /// Its id once its slice has begun, else 0.
    var id = 0
    /// The earliest arrival of its events, or the start of its first frame, nanoseconds.
    var first: UInt64?
    /// The name of its first event written.
    var firstEvent: String?
    /// The end of the last frame it spanned, nanoseconds.
    var lastFrameEnd: UInt64?
  }

  private var pending: [Pending] = []
  /// Events presented whose gesture has no id yet, in order.
  private var held: [Pending] = []
  private var nextFlowID: UInt64 = 1
  /// The tracker's present count when this trace last looked.
  private var presentsSeen: UInt64 = 0
  /// The gestures whose slices are open or about to be, by serial.
  private var tracks: [Int: Track] = [:]
  /// Gestures ended and not yet written, oldest first.
  private var ended: [Gesture] = []
  /// The ids of recently ended gestures by serial, for their events presented late.
  private var endedIDs: [Int: Int] = [:]
  /// The last frame's start and end, nanoseconds.
  private var lastFrame: (start: UInt64, end: UInt64) = (0, 0)
  /// The most events kept waiting for a present, and for a gesture's id.
  static let maxPending = 256
  /// How many ended gestures' ids are remembered.
  static let endedIDsKept = 64

  /// Notes an event the frame consumed; returns its flow id (0 for what is not a device event:
  /// frame marks, settings, window events).
  /// - Parameters:
  ///   - event: the event.
  ///   - device: the scroll device report after it (for wheel events).
  ///   - gesture: the `serial` of the gesture the app's tracker made it part of, nil for none.
  mutating func note(_ event: InputEvent, device: ScrollDeviceReport?, gesture: Int?) -> UInt64 {
    guard Self.isDeviceEvent(event.kind) else { return 0 }
    let line = RecordingFormat.line(for: event)
    let fields = line.split(separator: " ", maxSplits: 2)
    var args: [String: TraceArgument] = [
      "time": .number(event.time), "raw": .string(fields.count > 2 ? String(fields[2]) : ""),
    ]
    if case .wheel(let dx, let dy, _, _) = event.kind {
      args["dx"] = .number(dx)
      args["dy"] = .number(dy)
      if let device {
        args["device"] = .string(device.name)
        args["kind"] = .string(device.kind.rawValue)
        args["decided_by"] = .string(device.source.rawValue)
      }
    }
    let id = nextFlowID
    nextFlowID &+= 1
    if pending.count >= Self.maxPending { pending.removeFirst() }
    pending.append(
      Pending(
        flowID: id, name: fields.count > 1 ? String(fields[1]) : "input", args: args,
        gesture: gesture))
    return id
  }

  /// Notes a gesture that ended (`GestureSession.ended`): its slice ends at the next frame's
  /// end or at `finish`.
  /// - Parameter gesture: the gesture, ended.
  mutating func gestureEnded(_ gesture: Gesture) { ended.append(gesture) }

  /// At a frame's end: writes the frame with a flow finish for each event its present showed,
  /// those events (on the input track, at their arrival, no later than the frame's start:
  /// they were gathered before it began) once their gesture has its id, and the gesture
  /// tracks' begins and ends.
  /// - Parameters:
  ///   - record: the frame.
  ///   - spans: its stage spans.
  ///   - latency: the profiler's latency tracker after the frame.
  ///   - index: the frame's index in the run, as the gesture tracker was given it.
  ///   - open: the gesture open after the frame, if any.
  ///   - trace: the trace.
  mutating func endFrame(
    _ record: FrameRecord, spans: ContiguousArray<StageSpan>, latency: InputLatencyTracker,
    index: Int, open: Gesture?, trace: ChromeTraceWriter
  ) {
    var shown: [Pending] = []
    if latency.presentCount != presentsSeen {
      presentsSeen = latency.presentCount
      for (tag, arrival) in latency.presented {
        while let first = pending.first, first.flowID < tag { pending.removeFirst() }
        guard var first = pending.first, first.flowID == tag else { continue }
        pending.removeFirst()
        first.at = min(arrival, record.startNanos)
        shown.append(first)
      }
    }
    trace.writeFrame(record, spans: spans, presenting: shown.map(\.flowID))
    lastFrame = (record.startNanos, record.endNanos)
    held += shown
    for event in shown { if let serial = event.gesture { reach(serial, at: event.at) } }
    // The gesture that took this frame: the open one, or one that rested at it.
    if let open, open.frames.last?.timing.index == index {
      took(open.serial, record)
    } else if let g = ended.last, g.frames.last?.timing.index == index {
      took(g.serial, record)
    }
    settle(open: open, trace: trace)
  }

  /// At the run's end, after the tracker's `finish`: writes the events still waiting for
  /// their gesture's id and ends the gestures that ended.
  /// - Parameter trace: the trace.
  mutating func finish(trace: ChromeTraceWriter) {
    settle(open: nil, trace: trace)
  }

  /// Records that gesture `serial` took the frame `record`.
  private mutating func took(_ serial: Int, _ record: FrameRecord) {
    reach(serial, at: record.startNanos)
    tracks[serial]?.lastFrameEnd = record.endNanos
  }

  /// Records that gesture `serial` had an event arrive or a frame start at `at`.
  private mutating func reach(_ serial: Int, at: UInt64) {
    var track = tracks[serial] ?? Track(serial: serial)
    track.first = min(track.first ?? at, at)
    tracks[serial] = track
  }

  /// Begins the slices of gestures that have their id, writes the events whose gesture is
  /// known (or dropped), and ends the slices of gestures that ended.
  private mutating func settle(open: Gesture?, trace: ChromeTraceWriter) {
    for g in ended {
      endedIDs[g.serial] = g.id
      begin(g, trace: trace)
    }
    if let open, open.id != 0 { begin(open, trace: trace) }
    var waiting: [Pending] = []
    for event in held {
      var id: Int?
      if let serial = event.gesture {
        if serial == open?.serial {
          guard let open, open.id != 0 else {
            waiting.append(event)
            continue
          }
          id = open.id
        } else {
          // Ended (its id) or dropped (a click or a key that moved nothing: no gesture).
          id = endedIDs[serial]
        }
      }
      write(event, gesture: id, trace: trace)
    }
    while waiting.count > Self.maxPending {
      write(waiting.removeFirst(), gesture: nil, trace: trace)
    }
    held = waiting
    for g in ended { end(g, trace: trace) }
    ended.removeAll(keepingCapacity: true)
    // Only the open gesture's track is kept (a dropped one leaves nothing behind).
    if tracks.contains(where: { $0.key != open?.serial }) {
      tracks = tracks.filter { $0.key == open?.serial }
    }
    if endedIDs.count > Self.endedIDsKept, let newest = endedIDs.keys.max() {
      endedIDs = endedIDs.filter { $0.key > newest - Self.endedIDsKept }
    }
  }

  /// Begins `g`'s slice, once: at its first event's arrival (or its first frame's start).
  private mutating func begin(_ g: Gesture, trace: ChromeTraceWriter) {
    var track = tracks[g.serial] ?? Track(serial: g.serial)
    guard track.id == 0 else { return }
    track.id = g.id
    tracks[g.serial] = track
    trace.beginGesture(
      id: UInt64(g.id), atNanos: track.first ?? lastFrame.start,
      args: [
        "kind": .string(g.kind.rawValue), "device": .string(g.device.name),
        "verdict": .string(g.device.verdict),
      ])
  }

  /// Ends `g`'s slice: at the end of its last frame when it rested or the run ended, else
  /// (caught, scene switch) at the start of the frame that took the input that ended it.
  private mutating func end(_ g: Gesture, trace: ChromeTraceWriter) {
    let track = tracks[g.serial]
    let at =
      g.endedBy == .rest || g.endedBy == .endOfRun
      ? (track?.lastFrameEnd ?? lastFrame.end) : lastFrame.start
    // Its kind as it ended: a click that scrolled began as a drag and ends programmatic.
    var args: [String: TraceArgument] = [
      "ended_by": .string(g.endedBy.rawValue), "events": .number(Double(g.inputs.count)),
      "frames": .number(Double(g.frames.count)), "kind": .string(g.kind.rawValue),
      "device": .string(g.device.name), "verdict": .string(g.device.verdict),
    ]
    if let first = track?.firstEvent { args["first"] = .string(first) }
    if let rest = g.restOffset { args["rest_offset"] = .number(rest) }
    trace.endGesture(id: UInt64(g.id), atNanos: at, args: args)
  }

  /// Writes `event` on the input track with its flow's start, as part of gesture `gesture`.
  private mutating func write(_ event: Pending, gesture: Int?, trace: ChromeTraceWriter) {
    var args = event.args
    if let gesture {
      args["gesture"] = .number(Double(gesture))
      if let serial = event.gesture, tracks[serial]?.firstEvent == nil {
        tracks[serial]?.firstEvent = event.name
      }
    }
    trace.writeInputEvent(event.name, atNanos: event.at, args: args, flowID: event.flowID)
  }

  /// Device events: wheel, pointer, finger and key events.
  /// - Parameter kind: the event's kind.
  static func isDeviceEvent(_ kind: InputEventKind) -> Bool {
    switch kind {
    case .wheel, .pointerDown, .pointerMove, .pointerUp, .fingerDown, .fingerMove, .fingerUp,
      .keyDown, .keyUp:
      true
    default: false
    }
  }
}
