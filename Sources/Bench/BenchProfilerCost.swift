import Foundation
import SandboxKit

/// Rows of section "app": what profiling costs the real window. The same touchpad swipe
/// (`BenchAppRun.replay`) in `feed` at 1k items, in a 1200x960 window where the inspector
/// docks beside the content with its graph in view (at 800x600 it is a closed drawer), four
/// fresh processes: with
/// everything on (the profiler, the inspector's graph, `--trace`), then with tracing off, the
/// graph off (two F presses before the swipe: bars, histogram, off) and the profiler off
/// (`SCROLL_SANDBOX_MARK_PROFILER=off`: no clock reading, no record, no statistics). Each run
/// reports every measured frame's main-thread CPU, present to present (`RunMarks`), a measure
/// the profiler takes no part in; the rows give its median and p99 per variant, and each
/// variant's ratio to the profiler-off run of the same benchmark run.
@MainActor enum BenchProfilerCost {
  /// A variant's name and how its run differs.
  struct Case {
    /// The row's name for it.
    var name: String
    /// How the run differs from the plain one.
    var variant: BenchAppRun.Variant
    /// Press F twice before the swipe (the graph off).
    var graphOff = false
  }

  /// The four cases, writing their traces into `scratch`.
  /// - Parameter scratch: the benchmark's scratch folder.
  nonisolated static func cases(scratch: String) -> [Case] {
    // Each case measures each frame's CPU; the profiler-off case also turns the profiler off.
    let perFrame = [RunMarks.frameCPUVariable: "1"]
    let off = perFrame.merging([RunMarks.profilerVariable: "off"]) { $1 }
    let size = ["--size", "1200x960"]
    func traced(_ name: String) -> [String] { size + ["--trace", scratch + "/cost-\(name).json"] }
    return [
      Case(
        name: "all on",
        variant: .init(
          tag: "-all", hud: true, framesCSV: false, arguments: traced("all"),
          environment: perFrame)),
      Case(
        name: "trace off",
        variant: .init(
          tag: "-notrace", hud: true, framesCSV: false, arguments: size, environment: perFrame)),
      Case(
        name: "graph off",
        variant: .init(
          tag: "-nograph", hud: true, framesCSV: false, arguments: traced("graph"),
          environment: perFrame),
        graphOff: true),
      Case(
        name: "profiler off",
        variant: .init(
          tag: "-noprofiler", hud: true, framesCSV: false, arguments: size, environment: off)),
    ]
  }

  /// `replay` with F pressed twice before its first event (the graph cycles bars, histogram,
  /// off).
  /// - Parameter replay: a generated replay (its events start at 0.5 s or later).
  nonisolated static func withGraphOff(_ replay: (text: String, end: Double)) -> (
    text: String, end: Double
  ) {
    var lines = replay.text.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let keys = ["0.1 key f", "0.15 keyup f", "0.2 key f", "0.25 keyup f"]
    lines.insert(contentsOf: keys, at: min(2, lines.count))
    return (lines.joined(separator: "\n"), replay.end)
  }

  /// Runs the four cases on `display` and returns their rows.
  /// - Parameters:
  ///   - sandbox: the `scroll-sandbox` binary.
  ///   - display: the X display.
  ///   - quick: fewer frames.
  ///   - scratch: where the runs' files go.
  static func rows(sandbox: String, display: String, quick: Bool, scratch: String) throws
    -> [BenchRow]
  {
    let measured = quick ? 120 : 600
    let replay = BenchAppRun.replay(frames: BenchAppRun.warmup + measured + 20, endFirst: false)
    var results: [(name: String, frames: [UInt64])] = []
    for c in cases(scratch: scratch) {
      let run = try BenchAppRun.run(
        sandbox: sandbox, display: display, scene: "feed", items: 1000,
        replay: c.graphOff ? withGraphOff(replay) : replay, measuredFrames: measured,
        idleSeconds: 0, scratch: scratch, variant: c.variant)
      results.append((c.name, run.frameCPUNanos))
    }
    return rows(results)
  }

  /// The rows of the cases' per-frame CPU: median and p99 of each, with its ratio to the
  /// profiler-off case's (the last) in the note.
  /// - Parameter results: each case's name and per-frame main-thread CPU, ns.
  nonisolated static func rows(_ results: [(name: String, frames: [UInt64])]) -> [BenchRow] {
    let base = results.last.map { BenchSummary($0.frames) }
    var rows: [BenchRow] = []
    for (position, result) in results.enumerated() {
      let s = BenchSummary(result.frames)
      func ratio(_ a: UInt64, _ b: UInt64?) -> String {
        guard let b, let r = BenchSummary.ratio(Double(a), Double(b)) else { return "-" }
        return "x" + BenchTable.formatNumber(r)
      }
      let empty = s.count == 0
      rows.append(
        BenchRow(
          section: "app", size: "1k", metric: "feed CPU/frame \(result.name) p50",
          value: empty ? .nan : Double(s.p50) / 1e6, unit: "ms",
          note: empty
            ? "the sandbox printed no frame cpu line"
            : "\(ratio(s.p50, base?.p50)) of profiler off"
              + (position == 0
                ? "; main-thread CPU per frame, present to present, of \(s.count) frames of "
                  + "the swipe, 1200x960, inspector docked (CLOCK_THREAD_CPUTIME_ID)" : "")))
      rows.append(
        BenchRow(
          section: "app", size: "1k", metric: "feed CPU/frame \(result.name) p99",
          value: empty ? .nan : Double(s.p99) / 1e6, unit: "ms",
          note: empty ? nil : "\(ratio(s.p99, base?.p99)) of profiler off"))
    }
    return rows
  }
}
