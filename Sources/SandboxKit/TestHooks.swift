import Foundation
import Profiling

/// Switches for the end-to-end tests, read from the environment once; unset in normal use.
enum TestHooks {
  /// `SCROLL_SANDBOX_TEST_FRAME_SLEEP_MS=MS` or `MS@N`: every frame from frame N on (0 when
  /// not given) takes MS milliseconds longer, slept at its end before its outputs are
  /// checkpointed and announced on standard error, so a test can send a signal during a
  /// frame longer than the signal watchdog waits. Nil when unset or malformed (MS from 1 to
  /// 60,000).
  static let frameSleep: (milliseconds: Int, fromFrame: Int)? = {
    let raw = ProcessInfo.processInfo.environment["SCROLL_SANDBOX_TEST_FRAME_SLEEP_MS"] ?? ""
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
}
