import Foundation

/// Switches for the end-to-end tests, read from the environment once; unset in normal use.
enum TestHooks {
  /// `SCROLL_SANDBOX_TEST_FRAME_SLEEP_MS`: every frame takes this much longer (slept at its
  /// end, before its outputs are checkpointed), so a test can send a signal during a frame
  /// longer than the signal watchdog waits. 0 when unset or not a number from 0 to 60,000.
  static let frameSleepMilliseconds: Int = {
    let raw = ProcessInfo.processInfo.environment["SCROLL_SANDBOX_TEST_FRAME_SLEEP_MS"] ?? ""
    guard let ms = Int(raw), (0...60_000).contains(ms) else { return 0 }
    return ms
  }()

  /// Sleeps for `frameSleepMilliseconds` (nothing when 0).
  static func sleepInFrame() {
    let ms = frameSleepMilliseconds
    if ms > 0 { usleep(UInt32(ms) * 1000) }
  }
}
