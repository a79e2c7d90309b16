import Foundation
import SandboxKit
import ScrollCore

/// Section "app": the real `scroll-sandbox` window, as a user starts it (800x600, renderer
/// auto, HUD hidden), in the feed and plain-rows scenes at each size, a fresh process per
/// run. Each run plays a generated touchpad swipe (`BenchAppRun.replay`) and reports frame
/// work p50/p95/p99 (frames CSV, warm-up dropped), main-thread and process CPU per frame
/// (getrusage in the app, over the measured frames), peak RSS of the window process (its
/// VmHWM) and CPU at rest after the swipe; spawn to first present is the median of fresh
/// start-ups. The profiler's cost follows (`BenchProfilerCost`). Floor rows follow (`BenchFloor`, proxies): the CPU per frame of a C loop that
/// only sleeps, and of one that also does the frame's X work, on the same display; and one
/// text render hot against after a frame's sleep.
@MainActor enum BenchApp {
  /// The scenes measured.
  static let scenes = ["feed", "rows"]
  /// The sizes when `--sizes` is not given.
  static let defaultSizes = [BenchSize(1000), BenchSize(1_000_000), BenchSize(1_000_000_000)]

  /// Runs the section on `display`.
  static func run(
    sandbox: String, display: String, sizes: [BenchSize], quick: Bool, scratch: String,
    progress: (Int, Int) -> Void
  ) throws -> [BenchRow] {
    let measured = quick ? 120 : 600
    let idle = quick ? 1.0 : 3.0
    let starts = quick ? 3 : 5
    let replay = BenchAppRun.replay(frames: BenchAppRun.warmup + measured + 20, endFirst: false)
    // One untimed start: the disk cache.
    _ = try BenchAppRun.run(
      sandbox: sandbox, display: display, scene: "rows", items: 1000, replay: nil,
      measuredFrames: measured, idleSeconds: 0, scratch: scratch)
    var rows: [BenchRow] = []
    let total = scenes.count * sizes.count
    var done = 0
    for scene in scenes {
      for size in sizes {
        let run = try BenchAppRun.run(
          sandbox: sandbox, display: display, scene: scene, items: size.items, replay: replay,
          measuredFrames: measured, idleSeconds: idle, scratch: scratch)
        var firsts: [UInt64] = []
        var splits: [[(name: String, nanos: UInt64)]] = []
        var peak = run.peakRSSKB ?? 0
        for _ in 0..<starts {
          let s = try BenchAppRun.run(
            sandbox: sandbox, display: display, scene: scene, items: size.items, replay: nil,
            measuredFrames: measured, idleSeconds: 0, scratch: scratch)
          if let f = s.firstPresentNanos { firsts.append(f) }
          if !s.startupSteps.isEmpty { splits.append(s.startupSteps) }
          peak = max(peak, s.peakRSSKB ?? 0)
        }
        // Notes on the first size only: the same words for every size.
        let first = size == sizes.first
        var added = frameRows(run, scene: scene, size: size, measured: measured)
        added.append(
          BenchRow(
            section: "app", size: size.label, metric: "\(scene) peak RSS",
            value: Double(peak) / 1024, unit: "MB", target: BenchTarget(.below, 60),
            note: "largest VmHWM of the window process over the swipe run and \(starts) start-ups"))
        var firstRow = firstPresentRow(
          firsts, runs: starts, section: "app", scene: scene, size: size)
        if let split = medianSplit(splits), let note = firstRow.note {
          firstRow.note = note + "; split (medians, ms): " + split
        }
        added.append(firstRow)
        added.append(
          BenchRow(
            section: "app", size: size.label, metric: "\(scene) idle CPU",
            value: run.idlePercent ?? .nan, unit: "%", target: BenchTarget(.below, 0.1),
            note: "all threads (/proc/PID/task/*/schedstat, ns) over "
              + "\(formatPoints(run.idleSeconds, decimals: 1)) s at rest, 1.5 s after the swipe"))
        for i in added.indices where !first && !added[i].metric.hasSuffix("first present") {
          added[i].note = nil
        }
        rows += added
        done += 1
        progress(done, total)
      }
    }
    // What profiling costs the window: everything on, then tracing, the graph and the
    // profiler each off.
    rows += try BenchProfilerCost.rows(
      sandbox: sandbox, display: display, quick: quick, scratch: scratch)
    // What the machine charges any paced window, beside what the app costs (a proxy).
    rows += BenchFloor.rows(display: display, quick: quick)
    rows += BenchFloor.textRenderRows(quick: quick)
    return rows
  }

  /// Frame work and CPU rows of one swipe run.
  static func frameRows(_ run: BenchAppRun.Outcome, scene: String, size: BenchSize, measured: Int)
    -> [BenchRow]
  {
    let works = run.frameWorkMs.sorted()
    func pct(_ p: Double) -> Double {
      guard !works.isEmpty else { return .nan }
      let rank = Int((p / 100 * Double(works.count)).rounded(.up))
      return works[max(0, min(works.count - 1, rank - 1))]
    }
    let frames = Double(max(1, run.cpu?.frames ?? 0))
    let note =
      "\(works.count) frames after \(BenchAppRun.warmup) warm-up of a touchpad swipe at 20 pt "
      + "per frame from the top; frames CSV work_ms (frame start to present returned)"
    return [
      BenchRow(
        section: "app", size: size.label, metric: "\(scene) frame work p50", value: pct(50),
        unit: "ms", target: BenchTarget(.below, 0.25), note: note),
      BenchRow(
        section: "app", size: size.label, metric: "\(scene) frame work p95", value: pct(95),
        unit: "ms"),
      BenchRow(
        section: "app", size: size.label, metric: "\(scene) frame work p99", value: pct(99),
        unit: "ms", target: BenchTarget(.below, 1)),
      BenchRow(
        section: "app", size: size.label, metric: "\(scene) main-thread CPU/frame",
        value: run.cpu.map { Double($0.thread) / 1e6 / frames } ?? .nan, unit: "ms",
        note: "getrusage(RUSAGE_THREAD) in the app between presents \(BenchAppRun.warmup) and "
          + "\(BenchAppRun.warmup + measured)"),
      BenchRow(
        section: "app", size: size.label, metric: "\(scene) process CPU/frame",
        value: run.cpu.map { Double($0.process) / 1e6 / frames } ?? .nan, unit: "ms",
        target: BenchTarget(.below, 0.3),
        note: "all threads; compare the floor rows (the same pacing and present with no app)"),
    ]
  }

  /// The median of each start-up step over `splits` (`BenchAppRun.startupSplit` of each
  /// start), as "main 27.1, sdl 25.0, …" in ms; nil when the starts do not share the same
  /// steps.
  /// - Parameter splits: one split per fresh start.
  nonisolated static func medianSplit(_ splits: [[(name: String, nanos: UInt64)]]) -> String? {
    guard let names = splits.first?.map(\.name), !names.isEmpty,
      splits.allSatisfy({ $0.map(\.name) == names })
    else { return nil }
    return names.indices.map { i in
      let values = splits.map { $0[i].nanos }.sorted()
      let median = Double(values[(values.count - 1) / 2]) / 1e6
      return "\(names[i]) \(BenchTable.formatNumber(median))"
    }.joined(separator: ", ")
  }

  /// The median spawn-to-first-present row of `firsts` (ns).
  static func firstPresentRow(
    _ firsts: [UInt64], runs: Int, section: String, scene: String, size: BenchSize
  ) -> BenchRow {
    guard firsts.count == runs, !firsts.isEmpty else {
      return BenchRow(
        section: section, size: size.label, metric: "\(scene) spawn to first present",
        value: .nan, unit: "ms", target: BenchTarget(.below, 80),
        note: "the sandbox printed no first-present marker")
    }
    let sorted = firsts.sorted()
    return BenchRow(
      section: section, size: size.label, metric: "\(scene) spawn to first present",
      value: Double(sorted[(sorted.count - 1) / 2]) / 1e6, unit: "ms",
      target: BenchTarget(.below, 80),
      note: "median of \(runs) fresh window processes, posix_spawn to the first present "
        + "returning; range \(BenchTable.formatNumber(Double(sorted[0]) / 1e6))-"
        + "\(BenchTable.formatNumber(Double(sorted[sorted.count - 1]) / 1e6)) ms")
  }
}
