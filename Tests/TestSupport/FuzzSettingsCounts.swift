import Foundation

extension FuzzSettings {
  /// The settings for a fuzz with its own sequence counts: `normal` sequences, `long` with
  /// `SCROLL_LONG=1`; `SCROLL_FUZZ_SEED` and `SCROLL_FUZZ_COUNT` still take precedence.
  package static func fromEnvironment(normal: UInt64, long: UInt64) -> FuzzSettings {
    var settings = fromEnvironment()
    let env = ProcessInfo.processInfo.environment
    guard !settings.verbose, env["SCROLL_FUZZ_COUNT"].flatMap({ UInt64($0) }) == nil else {
      return settings
    }
    settings.seeds = Array(1...LongRun.pick(normal: normal, long: long))
    return settings
  }
}
