import Gestures
import Profiling
import Scenes
import ScrollCore

/// Where a run reports what happens: the output writers (`--events-out`, `--trace`,
/// `--frames-csv`, `--layout-out`), the input recorder (`--record`) and the recent scene
/// events. Per-frame lines read the frame's `TelemetrySnapshot`, never what the inspector
/// draws. Every writer is optional: a run without outputs writes nothing.
final class SessionTelemetry {
  /// `--events-out`.
  var eventsOut: EventsOutWriter?
  /// `--trace`.
  var trace: ChromeTraceWriter?
  /// `--frames-csv`.
  var framesCSV: FramesCSVWriter?
  /// `--layout-out`.
  var layoutOut: LayoutOutWriter?
  /// Called with every input event when recording.
  var record: ((InputEvent) -> Void)?
  /// Called at each frame's end, after its trace and CSV rows, with the frames complete
  /// (the outputs publish what is on disk for a salvage).
  var frameEnded: ((Int) -> Void)?
  /// Called after each frame's observers with its time and the scene on screen (the
  /// trajectory of `--save-trajectory`, `--expect-trajectory` and `compare`).
  var frameObserved: ((Double, any Scene) -> Void)?
  /// Whether `--events-out` gets a line per frame (`--events-out-frames`).
  let writesFrameLines: Bool
  /// Every scene event seen, kept for tests and the exit summary (the newest
  /// `recentEventsLimit` at most).
  private(set) var recentEvents: [SceneEvent] = []
  /// The number of the frame being made (frames ended so far).
  private(set) var frameIndex = 0
  /// This frame's snapshot, once something asked for it.
  private var frameSnapshot: TelemetrySnapshot?
  /// Input events, their flows to the frames that showed them, and gestures, for the trace.
  private var inputFlows = InputFlowTrace()

  /// The most scene events kept in `recentEvents`; the oldest quarter goes when it is full.
  static let recentEventsLimit = 4096

  /// Creates telemetry with no writers attached.
  /// - Parameter writesFrameLines: whether `--events-out` gets a line per frame.
  init(writesFrameLines: Bool) {
    self.writesFrameLines = writesFrameLines
  }

  /// The snapshot of `scene` for this frame: taken the first time it is asked for after the
  /// scene's observers ran, then kept until the frame ends, so every output of a frame
  /// records the same numbers.
  /// - Parameter scene: the scene on screen.
  func snapshot(of scene: any Scene) -> TelemetrySnapshot {
    if let frameSnapshot { return frameSnapshot }
    let s = scene.mainViewState
    frameSnapshot = s
    return s
  }

  /// The tag to note `event` with in the profiler: its trace flow id when tracing and it is a
  /// device event, else 0.
  /// - Parameters:
  ///   - event: an event the frame consumed.
  ///   - device: the scroll device report after it.
  ///   - gesture: the `serial` of the gesture it is part of (`GestureSession.input`), if any.
  func inputTag(for event: InputEvent, device: ScrollDeviceReport?, gesture: Int?) -> UInt64 {
    trace == nil ? 0 : inputFlows.note(event, device: device, gesture: gesture)
  }

  /// Hands a gesture that ended to the trace (its track ends at the frame's end).
  /// - Parameter gesture: the gesture, ended.
  func gestureEnded(_ gesture: Gesture) {
    if trace != nil { inputFlows.gestureEnded(gesture) }
  }

  /// At the run's end, after the gestures' `finish`: the trace's last events and gesture
  /// tracks.
  func finishGestures() {
    if let trace { inputFlows.finish(trace: trace) }
  }

  /// Records one input event (`--record`).
  /// - Parameter event: the event as the app received it.
  func recordInput(_ event: InputEvent) { record?(event) }

  /// Writes an app event line (`scene-switch`, `preset`, `device`) to `--events-out`.
  /// - Parameters:
  ///   - time: the session time, seconds.
  ///   - type: the line's type.
  ///   - fields: its details, in order.
  func appEvent(at time: Double, type: String, fields: [(String, SceneValue)]) {
    eventsOut?.writeApp(time: time, type: type, fields: fields)
  }

  /// Writes scene events to the events file and the trace, and keeps the recent ones.
  /// - Parameters:
  ///   - events: the scene's events, in order.
  ///   - nanos: the profiler's clock: trace events are stamped on it, like the stage spans
  ///     (scene time is virtual when headless).
  func sceneEvents(_ events: [SceneEvent], nanos: () -> UInt64) {
    for e in events {
      eventsOut?.write(e)
      if let trace {
        var args: [String: TraceArgument] = ["scene": .string(e.scene)]
        for f in e.fields {
          switch f.value {
          case .number(let d), .exact(let d): args[f.key] = .number(d)
          case .string(let s): args[f.key] = .string(s)
          case .bool(let b): args[f.key] = .string(b ? "true" : "false")
          }
        }
        trace.writeSceneEvent(e.name, args: args, atNanos: nanos())
      }
      recentEvents.append(e)
      if recentEvents.count > Self.recentEventsLimit {
        recentEvents.removeFirst(Self.recentEventsLimit / 4)
      }
    }
  }

  /// After the observers stage: the frame line of `--events-out-frames`.
  /// - Parameters:
  ///   - scene: the scene on screen.
  ///   - time: the frame's session time, seconds.
  func observed(_ scene: any Scene, at time: Double) {
    frameObserved?(time, scene)
    guard writesFrameLines, let eventsOut else { return }
    let s = snapshot(of: scene)
    eventsOut.writeFrame(
      index: frameIndex, time: time, offset: s.offset, velocity: s.velocity, phase: s.phase)
  }

  /// Writes the frame's layout to `--layout-out` (when it changed).
  /// - Parameters:
  ///   - record: what the window showed where.
  ///   - time: the frame's session time, seconds.
  func laidOut(_ record: LayoutRecord, at time: Double) {
    layoutOut?.write(record, frame: frameIndex, time: time)
  }

  /// Ends the frame: its stages, counters, presented input and gestures to the trace, its
  /// row to the CSV.
  /// - Parameters:
  ///   - record: the profiler's record of the frame.
  ///   - spans: the frame's stage spans.
  ///   - scene: the scene on screen (asked only when tracing).
  ///   - latency: the profiler's latency tracker (which events the frame's present showed;
  ///     asked only when tracing).
  ///   - index: the frame's index in the run, as the gestures were given it.
  ///   - openGesture: the gesture open after the frame (`GestureTracker.open`), if any.
  ///   - profiled: false when the profiler is off: the record is empty and nothing is written.
  ///   - written: called once the trace and CSV are written, before the frame is announced.
  func endFrame(
    _ record: FrameRecord, spans: ContiguousArray<StageSpan>, scene: @autoclosure () -> any Scene,
    latency: @autoclosure () -> InputLatencyTracker, index: Int,
    openGesture: @autoclosure () -> Gesture?, profiled: Bool = true, written: () -> Void = {}
  ) {
    // The scene, the latency tracker and the open gesture are read only for a trace (every
    // frame otherwise).
    if profiled, let trace {
      let s = snapshot(of: scene())
      inputFlows.endFrame(
        record, spans: spans, latency: latency(), index: index, open: openGesture(),
        trace: trace)
      trace.writeFrameCounters(record, offset: s.offset.y, velocity: s.velocity.y)
    }
    if profiled { framesCSV?.write(record) }
    written()
    frameIndex += 1
    // Cleared only when taken: storing nil over nil still destroys the old value generically.
    if frameSnapshot != nil { frameSnapshot = nil }
    frameEnded?(frameIndex)
  }
}
