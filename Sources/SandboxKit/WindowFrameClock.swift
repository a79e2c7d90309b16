import Runtime
import SDLBackend

/// The window's clock: session time from a monotonic clock, frames paced by a `FramePacer`
/// (or by the display, under measured vsync), and an idle sleep on the window's events.
@MainActor final class WindowFrameClock: @MainActor FrameClock {
  /// How long the idle loop sleeps on events before re-checking scene timers, seconds (a
  /// signal wakes it at once through `EventLoopWake`).
  static let idleWake = 0.25
  private let seconds: () -> Double
  private var pacer: FramePacer
  private let vsync: Bool
  private let waitForEvent: (Double) -> Void
  /// The time of the last frame drawn since the loop last woke, seconds (nil: none yet).
  private(set) var lastFrameTime: Double?

  /// A clock reading session time from `now`.
  /// - Parameters:
  ///   - now: session time (a monotonic clock's seconds since the start), seconds.
  ///   - pacer: the frame pacer.
  ///   - vsync: true when presents are paced by the display (the pacer does not wait).
  ///   - waitForEvent: sleeps until an event arrives or the timeout (seconds) passes.
  init(
    now: @escaping () -> Double, pacer: FramePacer, vsync: Bool,
    waitForEvent: @escaping (Double) -> Void
  ) {
    self.seconds = now
    self.pacer = pacer
    self.vsync = vsync
    self.waitForEvent = waitForEvent
  }

  /// Session time now, seconds.
  var now: Double { seconds() }

  /// The frame's own time.
  /// - Parameter t: the frame's time, seconds.
  func restTime(afterFrameAt t: Double) -> Double { t }

  /// Waits for the pacer's next deadline (not under vsync).
  func waitForNextFrame() {
    if !vsync { _ = pacer.waitForNextFrame() }
  }

  /// A live clock: the loop asks before each frame until something is due.
  /// - Parameters:
  ///   - timer: the next timer, or nil.
  ///   - event: the next event's time, or nil.
  /// - Returns: false.
  func skipIdle(timer: Double?, event: Double?) -> Bool { false }

  /// At rest: sleeps on events until the scene's next timer (or a short wake-up).
  /// - Parameters:
  ///   - timer: the scene's next timer, seconds, or nil.
  ///   - now: the time the rule was asked at, seconds.
  func sleep(timer: Double?, now t: Double) {
    let untilTimer = timer.map { max(0.001, $0 - t) } ?? Self.idleWake
    waitForEvent(min(Self.idleWake, untilTimer))
  }

  /// Pacing starts again from now, and the frame rate is measured afresh.
  func resume() {
    pacer.reset()
    lastFrameTime = nil
  }

  /// Notes a frame drawn at `t`; returns the interval since the last one drawn awake, seconds.
  /// - Parameter t: the frame's time, seconds.
  func noteFrame(at t: Double) -> Double? {
    defer { lastFrameTime = t }
    return lastFrameTime.map { t - $0 }
  }
}
