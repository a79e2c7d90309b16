import Runtime
import Scenes
import ScrollCore

/// When a headless run ends.
///
/// - `--frames N`: after exactly N frames.
/// - Otherwise, once the recording has ended and the scene rests: nothing needs a frame for
///   three frames in a row, or, while timed scene activity (chat messages, page loads,
///   playing clips) goes on, at the first frame with the scroll idle `settleSeconds` or more
///   after its first rest following the recording.
/// - In every case at the cap of virtual time: `--duration SECONDS`, or one hour when neither
///   `--frames` nor `--duration` is given. A run stopped by a cap says so (`capReason`).
struct HeadlessStop {
  /// Seconds of scroll rest, after the recording, that end a run whose scene keeps timers.
  static let settleSeconds = 3.0
  /// Frames per second of the virtual clock.
  let fps: Double
  /// `--frames`, when given.
  let frameLimit: Int?
  /// The virtual time at which the run stops at the latest (infinite: no cap).
  let capSeconds: Double
  /// True when the cap came from `--duration`.
  let capIsExplicit: Bool
  /// Time of the replay's last event, seconds.
  let replayEnd: Double
  /// Why the run stopped at a cap (nil while it has not, or when it ended by itself).
  private(set) var capReason: String?
  /// Which rest rule ended the run (nil while it has not, or when a limit ended it).
  private(set) var restRule: RestRule?

  /// The two ways a run ends at rest.
  enum RestRule: Equatable {
    /// Nothing moved or waited on a timer for three frames in a row.
    case quietFrames
    /// The scroll stayed idle `settleSeconds` while the scene's timers went on.
    case settled
  }
  private var quietFrames = 0
  private var idleSince: Double?

  /// Creates the rule for one run.
  /// - Parameters:
  ///   - fps: frames per second of the virtual clock.
  ///   - frames: `--frames`, when given.
  ///   - duration: `--duration`, when given.
  ///   - defaultCap: the cap when neither `--frames` nor `--duration` is given, seconds.
  ///   - replayEnd: the time of the replay's last event (0 without a replay).
  init(fps: Double, frames: Int?, duration: Double?, defaultCap: Double, replayEnd: Double) {
    self.fps = fps.isFinite && fps > 0 ? fps : 60
    self.frameLimit = frames
    self.capIsExplicit = duration != nil
    self.capSeconds = duration ?? (frames == nil ? defaultCap : .infinity)
    self.replayEnd = replayEnd.isFinite ? max(0, replayEnd) : .infinity
  }

  /// Frames the run is expected to take, for the progress bar (never overflows).
  var expectedFrames: Int {
    if let frameLimit { return frameLimit }
    let seconds = min(capSeconds, replayEnd)
    guard seconds.isFinite else { return 1 }
    return Int(min(1e12, (seconds * fps).rounded(.down))) + 1
  }

  /// A warning to print before the run when replay events lie past the cap, or nil.
  /// - Parameter eventsAfterCap: how many replay events are later than `capSeconds`.
  func replayWarning(eventsAfterCap: Int) -> String? {
    guard eventsAfterCap > 0, capSeconds.isFinite else { return nil }
    let cap = formatSeconds(capSeconds)
    return capIsExplicit
      ? "the replay lasts \(formatSeconds(replayEnd)) s; \(eventsAfterCap) events after --duration \(cap) s will not play"
      : "the replay lasts \(formatSeconds(replayEnd)) s, past the \(cap) s cap: \(eventsAfterCap) events after it will not play (pass --duration SECONDS to play them)"
  }

  /// True when the frame just run (index `frame`, at virtual `time`) is the last one.
  /// - Parameters:
  ///   - frame: the frame's index from 0.
  ///   - time: its virtual time, seconds.
  ///   - replayFinished: every replay event has been handled.
  ///   - needsFrame: the scene still moves or waits on a timer.
  ///   - nextWake: the scene's next timer, seconds (nil: none).
  ///   - scrollIdle: every scroll view is idle (no gesture, no momentum, no programmatic scroll).
  mutating func isLast(
    frame: Int, time: Double, replayFinished: Bool, needsFrame: Bool, nextWake: Double? = nil,
    scrollIdle: Bool
  ) -> Bool {
    if let frameLimit, frame + 1 >= frameLimit { return true }
    if time + 0.5 / fps >= capSeconds {
      capReason =
        capIsExplicit
        ? "reached --duration \(formatSeconds(capSeconds)) s"
        : "reached the \(formatSeconds(capSeconds)) s cap of virtual time without coming to rest; "
          + "pass --duration SECONDS or --frames N to choose the length"
      return true
    }
    guard frameLimit == nil else { return false }
    // Quiet: the idle rule would let a window sleep (nothing due, the replay over).
    let quiet = !IdleRule.decide(
      needsFrame: needsFrame, nextWake: nextWake, nextEvent: replayFinished ? nil : time,
      now: time
    ).needsFrame
    quietFrames = quiet ? quietFrames + 1 : 0
    if quietFrames >= 3 {
      restRule = .quietFrames
      return true
    }
    guard replayFinished && scrollIdle else { return false }
    // Counted from the first rest after the recording: motion started later by the scene's
    // own timers (a chat message followed to the bottom) does not restart the count.
    let since = idleSince ?? time
    idleSince = since
    guard time - since >= Self.settleSeconds else { return false }
    restRule = .settled
    return true
  }

  /// Why a run that ended at rest before `--duration` drew fewer frames than it asked for.
  /// - Parameters:
  ///   - frames: frames drawn.
  ///   - time: the last frame's virtual time, seconds.
  ///   - duration: `--duration`, seconds.
  func restReason(frames: Int, time: Double, duration: Double) -> String {
    let why =
      restRule == .settled
      ? "the scroll was idle \(formatSeconds(Self.settleSeconds)) s while the scene's timers "
        + "went on, so the remaining frames (timers only) were not drawn"
      : "nothing moved or waited on a timer for three frames, so the remaining frames (a "
        + "window sleeps through them) were not drawn"
    return "at rest after \(frames) frames (\(formatPoints(time, decimals: 2)) s of virtual "
      + "time), before --duration \(PhysicsTuning.format(duration)) s: \(why); --frames N "
      + "draws a fixed number"
  }

  /// Seconds without a trailing ".0" ("3600", "2.5").
  private func formatSeconds(_ s: Double) -> String {
    guard s.isFinite else { return "\(s)" }
    return s == s.rounded() && abs(s) < 1e15 ? String(Int64(s)) : String(s)
  }
}
