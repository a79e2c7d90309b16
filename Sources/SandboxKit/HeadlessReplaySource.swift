import Runtime
import ScrollCore

/// A headless run's input: a replay on the virtual clock. A window recording's frames run at
/// their recorded times (`ReplayPlayback.takeFrame`); after its last mark, and for other
/// files, frames follow the virtual clock. At most `limit` events a frame: a burst at one
/// timestamp is spread over frames, and the events that waited are counted (`deferred`).
final class HeadlessReplaySource: EventSource {
  private(set) var playback: ReplayPlayback
  private let dt: Double
  private let limit: Int
  /// Replayed events that waited for a later frame.
  private(set) var deferred = 0
  /// True when the last frame handed out was a recorded frame at its recorded time.
  private(set) var lastFrameRecorded = false
  private var lastMark = (frame: 0, time: 0.0)
  private var splitFrame = false
  /// The previous clock frame's time, and whether it handed out as many events as it may:
  /// only then did events due by that time wait for this frame.
  private var previous = (time: -Double.infinity, full: false)

  /// A source playing `playback` on a clock of `dt` seconds a frame.
  /// - Parameters:
  ///   - playback: the replay.
  ///   - dt: seconds per frame of the virtual clock.
  ///   - limit: the most events handled in one frame.
  init(playback: ReplayPlayback, dt: Double, limit: Int) {
    self.playback = playback
    self.dt = dt
    self.limit = limit
  }

  /// The recorded frame's events at its time while marks remain; else the events due by
  /// the clock's time (counted on from the last mark for a window recording).
  /// - Parameters:
  ///   - frame: the frame's index.
  ///   - clockTime: the virtual clock's time for it, seconds.
  /// - Returns: the frame's input.
  func take(frame: Int, at clockTime: Double) -> FrameInput {
    let t: Double
    let events: [InputEvent]
    lastFrameRecorded = playback.hasFramesLeft
    if playback.hasFramesLeft {
      let recorded = playback.takeFrame(limit: limit)
      t = max(lastMark.time, recorded.time ?? lastMark.time)
      events = recorded.events
      if splitFrame { deferred += events.count }
      splitFrame = !recorded.complete
      lastMark = (frame, t)
    } else {
      t =
        playback.isFramed
        ? lastMark.time + Double(frame - lastMark.frame) * dt : clockTime
      events = playback.take(through: t, limit: limit)
      // Counted against the previous frame's own time, not t - dt: the two differ in the
      // last bit, and an event at that time was counted as waiting when none had.
      if previous.full { deferred += events.count { $0.time <= previous.time } }
      previous = (t, events.count >= limit)
    }
    return FrameInput(index: frame, time: t, events: events)
  }

  /// The replay's next event or mark, if any.
  /// - Parameter t: the frame's time (unused).
  func nextEventTime(afterFrameAt t: Double) -> Double? { playback.nextTime }
}
