import ScrollCore

/// Plays recorded events back against the frame clock: each frame takes the events that are
/// due by the frame's time.
///
/// Also offers `run`, a headless replay of a whole session at a fixed frame rate, which gives
/// the same result for the same events every time (physics is a function of time).
public struct InputPlayback: Sendable {
  /// The events, in time order.
  public let events: [InputEvent]
  /// Index of the next event not yet taken.
  public private(set) var nextIndex = 0

  /// Creates a playback of `events` (expected in non-decreasing time order, as `parse`
  /// guarantees).
  public init(_ events: [InputEvent]) { self.events = events }

  /// True when every event has been taken.
  public var isFinished: Bool { nextIndex >= events.count }

  /// Time of the last event (0 for none), seconds.
  public var duration: Double { events.last?.time ?? 0 }

  /// The events with time <= `t` not taken yet, in order. O(k) for k events returned.
  public mutating func take(through t: Double) -> ArraySlice<InputEvent> {
    let start = nextIndex
    while nextIndex < events.count && events[nextIndex].time <= t { nextIndex += 1 }
    return events[start..<nextIndex]
  }

  /// Replays `events` headless: at each frame time k / frameRate it hands the due events to
  /// the interpreter, ticks it, advances the view and calls `onFrame`. Stops once every event
  /// is played, no gesture is held and the view is idle, or `settleLimit` seconds after the
  /// last event.
  /// - Parameters:
  ///   - events: the session, in non-decreasing time order (as `RecordingFormat.parse` guarantees).
  ///   - frameRate: frames per second (default 60); a non-finite or non-positive rate plays at 60.
  ///   - settleLimit: the most seconds to keep playing after the last event (default 10; negative
  ///     counts as 0).
  ///   - interpreter: the interpreter the events go through; keeps its state afterwards.
  ///   - view: the scroll view driven, advanced to each frame's time.
  ///   - targets: the content's scroll targets, for view-aligned snapping; required (not nil) when
  ///     the target behavior aligns to targets, a precondition.
  ///   - onFrame: called after every frame with its time in seconds and the advanced view.
  /// - Returns: every action the interpreter produced, in order.
  @discardableResult
  public static func run(
    _ events: [InputEvent], frameRate: Double = 60, settleLimit: Double = 10,
    interpreter: inout InputInterpreter, scrollView view: inout ScrollView,
    targets: (any ScrollTargetProvider)? = nil,
    onFrame: (_ time: Double, _ view: ScrollView) -> Void = { _, _ in }
  ) -> [InputAction] {
    var playback = InputPlayback(events)
    var actions: [InputAction] = []
    let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
    let end = playback.duration + max(0, settleLimit)
    var frame = 0
    while true {
      let t = Double(frame) / rate
      for e in playback.take(through: t) {
        actions += interpreter.handle(e, scrollView: &view, targets: targets)
      }
      interpreter.tick(at: t, scrollView: &view, targets: targets)
      view.advance(to: t)
      onFrame(t, view)
      let quiet =
        playback.isFinished && !interpreter.isTouchpadGestureActive
        && !interpreter.isPointerHeld && view.phase == .idle
      if quiet || t >= end { break }
      frame += 1
    }
    return actions
  }
}
