import Foundation
import Profiling

/// The benchmark's hook into `scroll-sandbox`: with `SCROLL_SANDBOX_MARK_FIRST_PRESENT=1` in
/// the environment, the first presented frame prints one line on stderr,
/// `scroll-sandbox: first present at monotonic <ns> ns`, with CLOCK_MONOTONIC (a clock every
/// process shares), so `scroll-bench` can measure spawn-to-first-frame exactly. Without the
/// variable it does nothing. Not a user-facing option.
package struct FirstPresentMarker {
  /// The environment variable that turns the marker on.
  package static let variable = "SCROLL_SANDBOX_MARK_FIRST_PRESENT"
  /// The text before the number.
  static let prefix = "scroll-sandbox: first present at monotonic "
  private var pending: Bool

  /// Reads the variable from the process environment.
  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    pending = environment[Self.variable] == "1"
  }

  /// Call right after each present; prints the marker the first time only.
  mutating func presented() {
    guard pending else { return }
    pending = false
    Console.err(Self.prefix + "\(MonotonicClock.ticks()) ns")
  }

  /// The nanoseconds in a marker line found in `text` (a child's stderr), or nil.
  package static func parse(_ text: String) -> UInt64? {
    for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
      return UInt64(line.dropFirst(prefix.count).prefix { $0.isNumber })
    }
    return nil
  }
}
