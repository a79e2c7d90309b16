import Gestures
import Scenes
import ScrollCore

/// The run's gestures (#30): feeds the app's input, the main view's phase changes and every
/// presented frame to a `GestureTracker`, and hands each gesture, when it ends, to
/// `--gestures-out`, keeps it for `--gesture-plot` and passes it to `ended` (the trace's
/// gesture tracks, `compare --gesture N`). Exists only when one of them is asked for: a run
/// without them does no gesture work.
final class GestureSession {
  /// The tracker.
  private(set) var tracker: GestureTracker
  /// `--gestures-out`, if asked for.
  let writer: GesturesOutWriter?
  /// The last `GesturePlotFile.maxPanels` gestures ended, oldest first (kept for
  /// `--gesture-plot`; nil when not).
  private(set) var kept: [Gesture]?
  /// Gestures ended so far.
  private(set) var endedCount = 0
  /// The last `recentLimit` gestures ended, oldest first, for the inspector's strip.
  private(set) var recent: [Gesture] = []
  /// Called with each gesture as it ends, after `--gestures-out` got it.
  var ended: ((Gesture) -> Void)?
  /// The most gestures the inspector can step back through.
  static let recentLimit = 16
  /// True when presents are the virtual clock's frame times (headless).
  let virtual: Bool
  /// The last frame's present, seconds (the run's end when it ends).
  private var lastPresent = 0.0
  /// Frames noted so far.
  private var frames = 0

  /// A session judged against `interval`.
  /// - Parameters:
  ///   - interval: the display interval, seconds.
  ///   - virtual: true for a virtual clock (headless): lateness is 0 by construction.
  ///   - scene: the scene on screen at the start.
  ///   - writer: `--gestures-out`, or nil.
  ///   - keepsGestures: true to keep every gesture (`--gesture-plot`).
  init(
    interval: Double, virtual: Bool, scene: String, writer: GesturesOutWriter?,
    keepsGestures: Bool
  ) {
    self.virtual = virtual
    tracker = GestureTracker(
      deadlines: FrameDeadlines(interval: interval, virtual: virtual), scene: scene)
    self.writer = writer
    kept = keepsGestures ? [] : nil
  }

  /// Judges frames against `interval` from now on (the window's measured vsync): only before
  /// the first frame.
  /// - Parameter interval: the display interval, seconds.
  func useInterval(_ interval: Double) {
    guard frames == 0 else { return }
    tracker = GestureTracker(
      deadlines: FrameDeadlines(interval: interval, virtual: virtual), scene: tracker.scene)
  }

  /// Notes an input event the scene received.
  /// - Parameters:
  ///   - event: the event.
  ///   - device: the scroll device report after it (for wheel events).
  ///   - note: what the input path says of a device, by name (the XI2 valuator), if known.
  /// - Returns: the `serial` of the gesture the event is part of, nil when it is part of none.
  @discardableResult
  func input(_ event: InputEvent, device: ScrollDeviceReport?, note: ((String) -> String?)? = nil)
    -> Int?
  {
    var scroll: (device: GestureDevice, kind: ScrollDevice)?
    if case .wheel = event.kind, let device {
      scroll = (
        GestureDevice(
          scrollDevice: device.name, kind: device.kind, source: device.source,
          detail: note?(device.name)),
        device.kind
      )
    }
    return tracker.input(event, scrollDevice: scroll) ? tracker.begun : nil
  }

  /// Notes the scene's events: the main view's phase changes.
  /// - Parameter events: the scene's events, in order.
  func sceneEvents(_ events: [SceneEvent]) {
    for e in events where e.name == "phase" && e.scene == tracker.scene {
      var view = ""
      var to: SCScrollPhase?
      var offset = 0.0
      for f in e.fields {
        switch (f.key, f.value) {
        case ("view", .string(let v)): view = v
        case ("to", .string(let v)): to = SCScrollPhase(rawValue: v)
        case ("offset", .number(let v)): offset = v
        default: break
        }
      }
      guard view == "main", let to else { continue }
      tracker.phaseChanged(at: e.time, to: to, offset: offset)
    }
  }

  /// Notes a presented frame.
  /// - Parameters:
  ///   - index: the frame's index in the run.
  ///   - start: its session time, seconds.
  ///   - present: when its present returned, seconds.
  ///   - chained: false when the loop slept before it.
  ///   - state: the main view after it.
  ///   - recorded: true for a window recording's frame replayed at its recorded time.
  func frame(
    index: Int, start: Double, present: Double, chained: Bool, state: MainViewState,
    recorded: Bool
  ) {
    frames += 1
    lastPresent = virtual ? start : present
    tracker.frame(
      index: index, start: start, present: present, chained: chained, offset: state.offset,
      velocity: state.velocity, phase: state.phase, recorded: recorded)
    drain()
  }

  /// Ends the open gesture: another scene was selected.
  /// - Parameters:
  ///   - scene: the scene selected.
  ///   - time: when, seconds.
  func sceneSwitched(to scene: String, at time: Double) {
    tracker.sceneSwitched(to: scene, at: time)
    drain()
  }

  /// Ends the open gesture at the last present: the run is over.
  func finish() {
    tracker.finish(at: lastPresent)
    drain()
  }

  /// The gestures the inspector can show, newest first: the one in progress (with what it
  /// has so far), then the recent ones.
  var newestFirst: [Gesture] {
    var all = Array(recent.reversed())
    if var open = tracker.open {
      open.end = max(open.start, lastPresent)
      all.insert(open, at: 0)
    }
    return all
  }

  /// Writes and keeps the gestures that ended.
  private func drain() {
    for g in tracker.takeEnded() {
      writer?.write(g, interval: tracker.interval)
      endedCount += 1
      kept?.append(g)
      if let count = kept?.count, count > GesturePlotFile.maxPanels { kept?.removeFirst() }
      recent.append(g)
      if recent.count > Self.recentLimit { recent.removeFirst() }
      ended?(g)
    }
  }
}
