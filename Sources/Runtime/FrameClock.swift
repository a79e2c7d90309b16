/// Where a loop's frames get their times and how it waits: a monotonic clock with a pacer
/// (the window), or a virtual clock that steps exactly one frame period (headless runs, the
/// test driver, the benchmark).
public protocol FrameClock: AnyObject {
  /// The time the next frame would run at, seconds.
  var now: Double { get }
  /// The time the idle rule is asked at after a frame that ran at `t`: the frame's own time
  /// for a live clock (what the window knew when it drew it), the next frame's for a
  /// virtual one.
  /// - Parameter t: the frame's time, seconds.
  func restTime(afterFrameAt t: Double) -> Double
  /// The wait stage: paces to the next frame (a live clock) or steps to it (a virtual one).
  func waitForNextFrame()
  /// Nothing is due after a frame: a virtual clock that sleeps moves its next frame to the
  /// wake and returns true (run that frame without asking again); a live clock returns
  /// false (the loop asks the idle rule before each frame until something is due).
  /// - Parameters:
  ///   - timer: the content's next timer, seconds, or nil.
  ///   - event: the next known event's time, seconds, or nil.
  /// - Returns: true when the loop stays awake.
  func skipIdle(timer: Double?, event: Double?) -> Bool
  /// Sleeps while nothing is due (a live clock waits on events, at most until `timer`).
  /// - Parameters:
  ///   - timer: the content's next timer, seconds, or nil.
  ///   - now: the time the rule was asked at, seconds.
  func sleep(timer: Double?, now: Double)
  /// A sleeping loop wakes for a frame: pacing starts again from now.
  func resume()
}

/// A virtual clock: frame k runs at k / fps (or k × `step`), whatever the wall time; the wait
/// stage steps to the next frame (optionally after a real pacing wait, as the benchmark's
/// window run does). With `sleepsWhenIdle`, frames in which nothing is due are skipped up to
/// the frame of the next timer or event, so hours of virtual time take seconds.
public final class VirtualClock: FrameClock {
  /// Frames per second.
  public let fps: Double
  /// The index of the next frame.
  public private(set) var frameIndex = 0
  /// Skip the frames in which nothing is due.
  public let sleepsWhenIdle: Bool
  private let step: Double?
  private let pace: (() -> Void)?

  /// A clock whose frame k runs at k / fps.
  /// - Parameters:
  ///   - fps: frames per second.
  ///   - sleepsWhenIdle: skip the frames in which nothing is due.
  ///   - pace: a real wait run in the wait stage (nil: none).
  public init(fps: Double, sleepsWhenIdle: Bool = false, pace: (() -> Void)? = nil) {
    self.fps = fps
    self.step = nil
    self.sleepsWhenIdle = sleepsWhenIdle
    self.pace = pace
  }

  /// A clock whose frame k runs at k × `step` (the headless run's arithmetic).
  /// - Parameter step: seconds per frame.
  public init(step: Double) {
    self.fps = 1 / step
    self.step = step
    self.sleepsWhenIdle = false
    self.pace = nil
  }

  /// The time of frame `index`, seconds.
  /// - Parameter index: a frame index.
  public func time(ofFrame index: Int) -> Double {
    if let step { return Double(index) * step }
    return Double(index) / fps
  }

  /// The time of the next frame, seconds.
  public var now: Double { time(ofFrame: frameIndex) }

  /// The next frame's time.
  /// - Parameter t: the frame's time, seconds.
  public func restTime(afterFrameAt t: Double) -> Double { now }

  /// Steps to the next frame (after the pacing wait, if any).
  public func waitForNextFrame() {
    pace?()
    frameIndex += 1
  }

  /// Moves the next frame to the first at or after the timer or the event, whichever is
  /// earlier (when it sleeps when idle); stays awake either way.
  /// - Parameters:
  ///   - timer: the next timer, seconds, or nil.
  ///   - event: the next event's time, seconds, or nil.
  /// - Returns: true.
  public func skipIdle(timer: Double?, event: Double?) -> Bool {
    guard sleepsWhenIdle else { return true }
    var wake = timer.map { Int(($0 * fps).rounded(.up)) } ?? Int.max
    if let event { wake = min(wake, Int((event * fps - 1e-9).rounded(.up))) }
    if wake != Int.max { frameIndex = max(frameIndex, wake) }
    return true
  }

  /// Never called: a virtual clock stays awake.
  /// - Parameters:
  ///   - timer: the next timer, or nil.
  ///   - now: the time asked at.
  public func sleep(timer: Double?, now: Double) {}

  /// Nothing to restart.
  public func resume() {}
}
