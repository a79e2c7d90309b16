import Platform
import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// Switches for the end-to-end tests, read from the environment once; unset in normal use.
enum TestHooks {
  /// `SCROLL_SANDBOX_TEST_FRAME_SLEEP_MS=MS` or `MS@N`: every frame from frame N on (0 when
  /// not given) takes MS milliseconds longer, slept at its end before its outputs are
  /// checkpointed and announced on standard error, so a test can send a signal during a
  /// frame longer than the signal watchdog waits. Nil when unset or malformed (MS from 1 to
  /// 60,000).
  static let frameSleep: (milliseconds: Int, fromFrame: Int)? = {
    let raw = Environment.value("SCROLL_SANDBOX_TEST_FRAME_SLEEP_MS") ?? ""
    let parts = raw.split(separator: "@", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let ms = Int(parts[0]), (1...60_000).contains(ms),
      let from = parts.count == 2 ? Int(parts[1]) : 0, from >= 0
    else { return nil }
    return (ms, from)
  }()

  /// Sleeps for the hook's time when frame `index` is slow (signals do not cut it short).
  /// - Parameter index: the frame that is ending (0 for the first).
  static func sleepInFrame(_ index: Int) {
    guard let sleep = frameSleep, index >= sleep.fromFrame else { return }
    Console.err("scroll-sandbox: test hook: frame \(index) sleeps \(sleep.milliseconds) ms")
    let end = MonotonicClock.ticks() + UInt64(sleep.milliseconds) * 1_000_000
    while true {
      let now = MonotonicClock.ticks()
      guard now < end else { return }
      usleep(UInt32(min(100_000, (end - now) / 1000)))
    }
  }

  /// `SCROLL_SANDBOX_STALL_FRAME=N:S`: frame N (from 0) takes S more milliseconds in its draw
  /// stage, before its present, so the gesture metrics can be checked against a known stall
  /// (`Tests/e2e/gestures.sh --long`). Nil when unset or malformed (N from 0, S from 0.1 to
  /// 10,000).
  static let stallFrame: (frame: Int, milliseconds: Double)? = {
    parseStall(Environment.value("SCROLL_SANDBOX_STALL_FRAME") ?? "")
  }()

  /// The frame and milliseconds of a `N:S` stall, or nil when malformed.
  /// - Parameter raw: the variable's value.
  static func parseStall(_ raw: String) -> (frame: Int, milliseconds: Double)? {
    let parts = raw.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let frame = Int(parts[0]), frame >= 0, let ms = Double(parts[1]),
      ms.isFinite, (0.1...10_000).contains(ms)
    else { return nil }
    return (frame, ms)
  }

  /// Stalls frame `index` when it is the hook's: sleeps to within a millisecond of the stall's
  /// end, then spins on the clock, so the stall is S to within microseconds.
  /// - Parameter index: the frame being drawn (0 for the first).
  static func stallIfAsked(frame index: Int) {
    guard let stall = stallFrame, stall.frame == index else { return }
    Console.err("scroll-sandbox: test hook: frame \(index) stalls \(stall.milliseconds) ms")
    let end = MonotonicClock.ticks() + UInt64(stall.milliseconds * 1_000_000)
    while true {
      let now = MonotonicClock.ticks()
      guard now < end else { return }
      if end - now > 1_000_000 { usleep(UInt32((end - now - 1_000_000) / 1000)) }
    }
  }
}
