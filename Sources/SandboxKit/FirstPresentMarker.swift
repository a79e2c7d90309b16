import Platform
import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// The benchmark's hook into `scroll-sandbox`: with `SCROLL_SANDBOX_MARK_FIRST_PRESENT=1` in
/// the environment, the first presented frame prints one line on stderr,
/// `scroll-sandbox: first present at monotonic <ns> ns`, with CLOCK_MONOTONIC (a clock every
/// process shares), so `scroll-bench` can measure spawn-to-first-frame exactly, and a second
/// line, `scroll-sandbox: start-up steps: main=<ns> window=<ns> ...`, with the monotonic time
/// each start-up step ended at (see `mark(_:)`), so the time before the first frame can be
/// split. Without the variable it does nothing. Not a user-facing option.
package struct FirstPresentMarker {
  /// The environment variable that turns the marker on.
  package static let variable = "SCROLL_SANDBOX_MARK_FIRST_PRESENT"
  /// The text before the number.
  static let prefix = "scroll-sandbox: first present at monotonic "
  /// The text before the start-up steps.
  static let stepsPrefix = "scroll-sandbox: start-up steps: "
  private var pending: Bool
  /// The steps marked so far: name and `MonotonicClock.ticks()` when it ended.
  private var steps: [(name: String, nanos: UInt64)] = []

  /// Reads the variable from the process environment.
  init(environment: [String: String] = Environment.variables) {
    pending = environment[Self.variable] == "1"
  }

  /// Notes that start-up step `name` ended now (before the first present only; nothing
  /// without the variable). The steps are printed with the first present, so printing
  /// does not delay them.
  /// - Parameters:
  ///   - name: the step, one word ("window", "fonts").
  ///   - nanos: when it ended (`MonotonicClock.ticks()`; now when nil).
  mutating func mark(_ name: String, at nanos: UInt64? = nil) {
    guard pending else { return }
    steps.append((name, nanos ?? MonotonicClock.ticks()))
  }

  /// Call right after each present; prints the marker the first time only.
  mutating func presented() {
    guard pending else { return }
    pending = false
    let now = MonotonicClock.ticks()
    Console.err(Self.prefix + "\(now) ns")
    if !steps.isEmpty {
      Console.err(Self.stepsPrefix + steps.map { "\($0.name)=\($0.nanos)" }.joined(separator: " "))
    }
    steps = []
  }

  /// The start-up steps in a steps line found in `text` (a child's stderr), in order; empty
  /// when there is none.
  package static func parseSteps(_ text: String) -> [(name: String, nanos: UInt64)] {
    for line in text.split(separator: "\n") where line.hasPrefix(stepsPrefix) {
      return line.dropFirst(stepsPrefix.count).split(separator: " ").compactMap { item in
        let parts = item.split(separator: "=")
        guard parts.count == 2, let n = UInt64(parts[1]) else { return nil }
        return (String(parts[0]), n)
      }
    }
    return []
  }

  /// The nanoseconds in a marker line found in `text` (a child's stderr), or nil.
  package static func parse(_ text: String) -> UInt64? {
    for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
      return UInt64(line.dropFirst(prefix.count).prefix { $0.isNumber })
    }
    return nil
  }
}
