import CSDL2
import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// The result of one `FramePacer.waitForNextFrame()`.
public struct FrameWait: Hashable, Sendable {
  /// Seconds actually spent waiting, to keep apart from frame work.
  public var waited: Double
  /// Deadlines skipped because the frame ran late (0 when on time).
  public var skippedDeadlines: Int
  /// Seconds by which the wake-up came after the deadline (the sleep's error, >= 0).
  public var overshoot: Double
}

/// Paces a loop to a target frame rate on a fixed grid of deadlines.
///
/// Sleeps with an absolute `clock_nanosleep` to each deadline; a sleeping thread wakes a
/// little late (the kernel's timer slack, 50 us by default, plus its wake-up). The pacer used
/// to spin on the clock for the last 0.1 ms: on the virtual machine measured for #16, leaving
/// the spin out saved about 0.01 ms of CPU a frame, near the noise, and a frame of 16.7 ms
/// cannot show the difference in its start. A late frame skips the
/// deadlines it missed and waits for the next one on the grid, like vsync: the loop never
/// bursts several frames to catch up. No SDL_Init is needed.
public struct FramePacer: Sendable {
  /// Frames per second; 0 or less disables pacing (waits return immediately).
  public private(set) var targetFPS: Double
  /// Deadlines skipped since creation or `reset`.
  public private(set) var totalSkipped = 0

  private let clock = MonotonicClock()
  private var periodTicks: UInt64
  private var deadline: UInt64

  /// Creates a pacer whose first deadline is one period from now.
  public init(targetFPS: Double) {
    self.targetFPS = targetFPS.isFinite ? max(0, min(1000, targetFPS)) : 0
    periodTicks = 0
    deadline = 0
    periodTicks = Self.period(self.targetFPS, clock.frequency)
    deadline = MonotonicClock.ticks() &+ periodTicks
  }

  /// Seconds per frame (0 when pacing is off).
  public var period: Double { clock.seconds(ticks: periodTicks) }

  /// Changes the rate and restarts the grid from now.
  public mutating func setTargetFPS(_ fps: Double) {
    targetFPS = fps.isFinite ? max(0, min(1000, fps)) : 0
    periodTicks = Self.period(targetFPS, clock.frequency)
    reset()
  }

  /// Restarts the grid: the next deadline is one period from now (after a pause or idle wait).
  public mutating func reset() {
    deadline = MonotonicClock.ticks() &+ periodTicks
  }

  /// Waits until the next deadline, then advances it by one period.
  public mutating func waitForNextFrame() -> FrameWait {
    guard periodTicks > 0 else { return FrameWait(waited: 0, skippedDeadlines: 0, overshoot: 0) }
    let start = MonotonicClock.ticks()
    var skipped = 0
    if start >= deadline {
      let missed = (start - deadline) / periodTicks + 1
      skipped = Int(missed)
      deadline &+= missed &* periodTicks
      totalSkipped += skipped
    }
    var now = start
    if deadline > now {
      // An absolute sleep on the clock the deadlines use: no drift from the time spent
      // computing the remainder, and EINTR retries the same deadline.
      let nanos = clock.nanoseconds(ticks: deadline)
      var request = timespec(
        tv_sec: Int(nanos / 1_000_000_000), tv_nsec: Int(nanos % 1_000_000_000))
      while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &request, nil) == EINTR {}
      now = MonotonicClock.ticks()
    }
    let result = FrameWait(
      waited: clock.seconds(ticks: now - start), skippedDeadlines: skipped,
      overshoot: clock.seconds(ticks: now > deadline ? now - deadline : 0))
    deadline &+= periodTicks
    return result
  }

  private static func period(_ fps: Double, _ frequency: UInt64) -> UInt64 {
    fps > 0 ? UInt64((Double(frequency) / fps).rounded()) : 0
  }
}
