import Foundation

/// Whether this is a long run (`SCROLL_LONG=1`, as `./run.sh test --long` sets it): fuzz, soak
/// and wall-clock-bound tests then run their long counts, where the default run keeps a
/// bounded sample of each (docs/testing.md lists them).
package enum LongRun {
  /// True when `SCROLL_LONG` is set to anything but an empty string or "0".
  package static var isOn: Bool {
    ProcessInfo.processInfo.environment["SCROLL_LONG"].map { $0 != "0" && !$0.isEmpty } ?? false
  }

  /// The value for this run.
  /// - Parameters:
  ///   - normal: the bounded sample of the default run.
  ///   - long: the long run's value.
  package static func pick<Value>(normal: Value, long: Value) -> Value {
    isOn ? long : normal
  }
}
