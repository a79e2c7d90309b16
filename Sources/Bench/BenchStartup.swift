import Foundation
import SandboxKit

/// Section 3 (rows labelled headless): the real `scroll-sandbox` started headless at 1M items for one frame: time from
/// spawn to the first present (the child's `FirstPresentMarker`), time to exit (an upper
/// bound that includes teardown), and peak resident memory (ru_maxrss, the same figure as the
/// child's VmHWM, taken through `BenchPeakRSS` so the benchmark's own memory stays out). Repeated 11 times after one untimed start (the disk cache);
/// medians for times (with their range: start-up is sensitive to other programs on the
/// machine), the largest peak.
enum BenchStartup {
  /// The arguments given to the sandbox.
  static func arguments(items: Int) -> [String] {
    ["--headless", "--frames", "1", "--items", "\(items)", "--scene", "feed"]
  }

  /// One start-up.
  struct Sample {
    var firstPresentNanos: UInt64?
    var exitNanos: UInt64
    var maxRSSKB: Int
    var status: Int32
  }

  /// Starts the sandbox once with `items` and waits for it.
  static func sample(sandbox: String, items: Int, scratch: String) throws -> Sample {
    let errPath = scratch + "/startup-stderr.txt"
    var child = try BenchProcess(
      sandbox, arguments(items: items), environment: [FirstPresentMarker.variable: "1"],
      stderr: errPath)
    let exit = child.wait(timeout: 60)
    let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    guard exit.status == 0 else {
      throw BenchError(
        "scroll-sandbox \(arguments(items: items).joined(separator: " ")) exited with "
          + "\(exit.status): \(err.split(separator: "\n").first ?? "")")
    }
    let marker = FirstPresentMarker.parse(err)
    return Sample(
      firstPresentNanos: marker.map { $0 &- child.startNanos },
      exitNanos: exit.endNanos &- child.startNanos,
      maxRSSKB: exit.maxRSSKB, status: exit.status)
  }

  /// Runs the section: `runs` start-ups at 1M items (one untimed first, to warm the disk
  /// cache), and one at 1k items for the baseline memory.
  static func run(sandbox: String, quick: Bool, scratch: String) throws -> [BenchRow] {
    let runs = quick ? 3 : 11
    _ = try sample(sandbox: sandbox, items: 1_000_000, scratch: scratch)
    var samples: [Sample] = []
    for _ in 0..<runs {
      samples.append(try sample(sandbox: sandbox, items: 1_000_000, scratch: scratch))
    }
    var peak = 0
    for _ in 0..<(quick ? 1 : 3) {
      peak = max(
        peak,
        try BenchPeakRSS.measure(sandbox, arguments(items: 1_000_000), scratch: scratch))
    }
    let small = try BenchPeakRSS.measure(sandbox, arguments(items: 1000), scratch: scratch)
    let firsts = samples.compactMap(\.firstPresentNanos)
    let exits = samples.map(\.exitNanos)
    var rows: [BenchRow] = [
      BenchRow(
        section: "startup", size: "1M", metric: "headless peak RSS", value: Double(peak) / 1024,
        unit: "MB", target: BenchTarget(.below, 60),
        note: "largest ru_maxrss (VmHWM) of \(quick ? 1 : 3) runs of scroll-sandbox "
          + arguments(items: 1_000_000).joined(separator: " ")),
      BenchRow(
        section: "startup", size: "1k", metric: "headless peak RSS", value: Double(small) / 1024,
        unit: "MB"),
    ]
    if firsts.count == samples.count {
      let median = BenchSummary.percentile(50, of: firsts)
      rows.append(
        BenchRow(
          section: "startup", size: "1M", metric: "headless spawn to first present",
          value: Double(median) / 1e6, unit: "ms", target: BenchTarget(.below, 100),
          note: "median of \(runs); from posix_spawn to the child's first present returning "
            + "(CLOCK_MONOTONIC marker); range "
            + "\(BenchTable.formatNumber(Double(firsts.min() ?? 0) / 1e6))-"
            + "\(BenchTable.formatNumber(Double(firsts.max() ?? 0) / 1e6)) ms"))
    } else {
      rows.append(
        BenchRow(
          section: "startup", size: "1M", metric: "headless spawn to first present", value: .nan,
          unit: "ms", target: BenchTarget(.below, 100),
          note: "the sandbox printed no first-present marker"))
    }
    rows.append(
      BenchRow(
        section: "startup", size: "1M", metric: "headless spawn to exit (1 frame)",
        value: Double(BenchSummary.percentile(50, of: exits)) / 1e6, unit: "ms",
        note: "upper bound: includes teardown and the exit summary"))
    return rows
  }
}
