import Profiling
import Recording
import ScrollCore

/// The trace's view of input (`--trace`): each device event becomes a zero-length slice on
/// the trace's input track, carrying its raw values, with a flow arrow to the frame whose
/// present showed it, and each gesture (`TraceGestureSplit`) a track of its own.
///
/// Which present showed an event is the profiler's answer, the one input latency uses
/// (`InputLatencyTracker`): an event noted with a tag is listed in `latency.presented` by the
/// first present after it. Events wait here, in order, until then (at most `maxPending`; older
/// ones are dropped from the trace, as the tracker drops them from latency). O(waiting events)
/// per event at worst.
struct InputFlowTrace {
  /// An event noted and not yet presented.
  private struct Pending {
    var flowID: UInt64
    var name: String
    var args: [String: TraceArgument]
    /// The gesture this event began, if it began one.
    var beganGesture: UInt64?
  }

  private var pending: [Pending] = []
  private var nextFlowID: UInt64 = 1
  private var gestures = TraceGestureSplit()
  /// The tracker's present count when this trace last looked.
  private var presentsSeen: UInt64 = 0
  /// Frames the open gesture has spanned.
  private var gestureFrames = 0
  /// The most events kept waiting for a present.
  static let maxPending = 256

  /// Notes an event the frame consumed; returns its flow id (0 for what is not a device event:
  /// frame marks, settings, window events).
  /// - Parameters:
  ///   - event: the event.
  ///   - device: the scroll device report after it (for wheel events).
  mutating func note(_ event: InputEvent, device: ScrollDeviceReport?) -> UInt64 {
    guard Self.isDeviceEvent(event.kind) else { return 0 }
    let (gesture, began) = gestures.event(event.kind)
    let line = RecordingFormat.line(for: event)
    let fields = line.split(separator: " ", maxSplits: 2)
    var args: [String: TraceArgument] = [
      "time": .number(event.time), "raw": .string(fields.count > 2 ? String(fields[2]) : ""),
    ]
    if let gesture { args["gesture"] = .number(Double(gesture)) }
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
        beganGesture: began ? gesture : nil))
    return id
  }

  /// At a frame's end: writes the frame with a flow finish for each event its present showed,
  /// those events (on the input track, at their arrival, no later than the frame's start:
  /// they were gathered before it began), and the gesture track's begin and end.
  /// - Parameters:
  ///   - record: the frame.
  ///   - spans: its stage spans.
  ///   - latency: the profiler's latency tracker after the frame.
  ///   - contentAtRest: whether the scene's content is at rest after the frame.
  ///   - trace: the trace.
  mutating func endFrame(
    _ record: FrameRecord, spans: ContiguousArray<StageSpan>, latency: InputLatencyTracker,
    contentAtRest: Bool, trace: ChromeTraceWriter
  ) {
    var shown: [(Pending, UInt64)] = []
    if latency.presentCount != presentsSeen {
      presentsSeen = latency.presentCount
      for (tag, arrival) in latency.presented {
        while let first = pending.first, first.flowID < tag { pending.removeFirst() }
        guard let first = pending.first, first.flowID == tag else { continue }
        pending.removeFirst()
        shown.append((first, min(arrival, record.startNanos)))
      }
    }
    trace.writeFrame(record, spans: spans, presenting: shown.map { $0.0.flowID })
    for (event, at) in shown {
      if let gesture = event.beganGesture {
        trace.beginGesture(id: gesture, atNanos: at, args: ["first": .string(event.name)])
      }
      trace.writeInputEvent(event.name, atNanos: at, args: event.args, flowID: event.flowID)
    }
    if gestures.open != nil { gestureFrames += 1 }
    if let ended = gestures.frameEnded(contentAtRest: contentAtRest) {
      trace.endGesture(
        id: ended.id, atNanos: record.endNanos,
        args: ["events": .number(Double(ended.events)), "frames": .number(Double(gestureFrames))])
      gestureFrames = 0
    }
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

/// The trace's cheap gesture model: a gesture is the device events from the first one that can
/// start a gesture (a scroll, a press, a touch, a key, a drag) while none is open, until the
/// first frame that ends with the content at rest. Hovering alone starts none. (A richer
/// model may replace this one; it is kept to this one type.)
struct TraceGestureSplit {
  /// The open gesture's id, if any.
  private(set) var open: UInt64?
  private var events = 0
  private var nextID: UInt64 = 1

  /// Books a device event: returns the gesture it belongs to (nil when none: a hover with no
  /// gesture open) and whether it began that gesture.
  /// - Parameter kind: the event's kind.
  mutating func event(_ kind: InputEventKind) -> (id: UInt64?, began: Bool) {
    if let open {
      events += 1
      return (open, false)
    }
    switch kind {
    case .pointerMove(_, leftHeld: false), .pointerUp, .keyUp, .fingerUp: return (nil, false)
    default: break
    }
    let id = nextID
    nextID &+= 1
    open = id
    events = 1
    return (id, true)
  }

  /// At a frame's end: ends the open gesture when the content is at rest; returns it.
  /// - Parameter contentAtRest: whether the content is at rest after the frame.
  mutating func frameEnded(contentAtRest: Bool) -> (id: UInt64, events: Int)? {
    guard contentAtRest, let id = open else { return nil }
    open = nil
    return (id, events)
  }
}
