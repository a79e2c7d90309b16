import Platform
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

extension SandboxOptions {
  /// Parses `--presets`' comma-separated names.
  /// - Parameter text: the value, e.g. `ios,flutter,android`.
  /// - Returns: the names, in order.
  /// - Throws: `UsageError` naming an unknown preset and the valid ones, a repeated one, or a
  ///   count outside 2...4.
  static func parsePresets(_ text: String) throws -> [String] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingWhitespace
    }
    let valid = ScrollPhysics.presetNames
    for name in names where !valid.contains(name) {
      throw UsageError(
        "--presets: unknown preset '\(MessageText.printable(name))' "
          + "(valid: \(valid.joined(separator: ", ")))")
    }
    if let twice = names.first(where: { n in names.filter { $0 == n }.count > 1 }) {
      throw UsageError("--presets: '\(twice)' is named twice; name each preset once")
    }
    guard comparePresetCount.contains(names.count) else {
      throw UsageError(
        "--presets: expected \(comparePresetCount.lowerBound) to "
          + "\(comparePresetCount.upperBound) presets separated by commas, got \(names.count)")
    }
    return names
  }

  /// Checks the `compare` command's options and the trajectory options after parsing:
  /// `compare` needs `--replay` and `--presets` and takes none of a single run's outputs;
  /// its own options belong to it alone; the trajectory options run headless.
  mutating func checkCompareAndTrajectory() throws {
    let compareOnly = ["--presets", "--gesture", "--csv", "--plot"]
    if !compare {
      // The lab takes a recording's gesture through its presets.
      let lab = scene == "physics" && given.contains("--scene") && given.contains("--presets")
      if lab && replay == nil {
        throw UsageError("--scene physics --presets needs --replay FILE (the gesture's recording)")
      }
      if lab, given.contains("--gesture") || given.contains("--presets"),
        let flag = ["--csv", "--plot"].first(where: given.contains)
      {
        throw UsageError(
          "\(flag) belongs to 'scroll-sandbox compare --replay FILE --presets A,B ...'")
      }
      if !lab, let flag = compareOnly.first(where: given.contains) {
        throw UsageError(
          "\(flag) belongs to 'scroll-sandbox compare --replay FILE --presets A,B ...'")
      }
      if given.contains("--tolerance") && expectTrajectory == nil {
        throw UsageError("--tolerance needs --expect-trajectory FILE")
      }
      if saveTrajectory != nil || expectTrajectory != nil { headless = true }
      return
    }
    guard replay != nil else {
      throw UsageError("compare needs --replay FILE (the recording to play through each preset)")
    }
    guard !presets.isEmpty else {
      throw UsageError(
        "compare needs --presets A,B[,C,D] (valid: \(ScrollPhysics.presetNames.joined(separator: ", ")))"
      )
    }
    let single = [
      "--preset", "--record", "--events-out", "--events-out-frames", "--trace", "--frames-csv",
      "--screenshot", "--layout-out", "--save-preset", "--export-preset", "--list-settings",
      "--save-trajectory", "--expect-trajectory", "--tolerance", "--frames",
    ]
    if let flag = single.first(where: given.contains) {
      throw UsageError(
        "compare: \(flag) is for a single replay (run scroll-sandbox --replay FILE --preset P "
          + "\(flag) ...); compare writes --csv and --plot")
    }
    headless = true
  }
}
