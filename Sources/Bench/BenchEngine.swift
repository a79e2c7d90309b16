import Profiling
import Runtime
import SDLBackend
import SandboxKit
import ScrollCore

/// Section 1, the engine alone: per frame, input, physics, layout of the visible rows,
/// `SCScrollGeometry`, ten geometry observers and visibility tracking, while flinging through
/// lists of 1k, 100k and 1M rows at 60 fps of virtual time. No drawing.
///
/// The sizes are run interleaved in blocks (round-robin), so a disturbance from another
/// process on the machine lands on every size alike and the 1M/1k ratio stays fair.
public enum BenchEngine {
  /// How much to measure.
  public struct Settings: Sendable {
    /// Timed frames per size.
    public var frames: Int
    /// Blocks per size (frames are split evenly between them).
    public var rounds: Int
    /// Untimed frames per size before timing (caches, first measurements).
    public var warmup: Int
    /// Frames per size run again under a `FrameProfiler` for the stage split.
    public var profiledFrames: Int

    /// 20,000 timed frames per size in 10 rounds.
    public static let full = Settings(
      frames: 20_000, rounds: 10, warmup: 1000, profiledFrames: 3000)
    /// 600 frames per size in 2 rounds (for tests and `--quick`).
    public static let quick = Settings(frames: 600, rounds: 2, warmup: 60, profiledFrames: 120)
  }

  /// The outcome for one size.
  public struct Result: Sendable {
    /// The list size.
    public var size: BenchSize
    /// Per-frame time, nanoseconds.
    public var frame: BenchSummary
    /// Mean nanoseconds per stage over the profiled frames (input, physics, layout, observers).
    public var stageMeans: StageDurations
    /// Flings performed (timed and untimed).
    public var flings: Int
    /// Observer deliveries and visibility changes during the run (proof that work happened).
    public var deliveries: Int
    /// The offset at the end, points.
    public var finalOffset: Double
  }

  /// Runs the section. `progress(done, total)` is called after every block.
  public static func run(
    sizes: [BenchSize] = BenchSize.standard, settings: Settings,
    progress: (Int, Int) -> Void = { _, _ in }
  ) -> [Result] {
    let clock = MonotonicClock()
    var lists = sizes.map { BenchRowList(items: $0.items) }
    var scripts = sizes.map { _ in BenchFlingScript() }
    var frames = Array(repeating: 0, count: sizes.count)
    var samples = sizes.map { _ in [UInt64]() }
    for i in samples.indices { samples[i].reserveCapacity(settings.frames) }
    var none = NoStageTimer()

    for i in sizes.indices {
      for _ in 0..<settings.warmup {
        lists[i].step(scripts[i].next(), at: Double(frames[i]) / 60, timer: &none)
        frames[i] += 1
      }
    }
    let rounds = max(1, settings.rounds)
    let block = max(1, settings.frames / rounds)
    for round in 0..<rounds {
      for i in sizes.indices {
        for _ in 0..<block {
          let input = scripts[i].next()
          let t = Double(frames[i]) / 60
          let start = MonotonicClock.ticks()
          lists[i].step(input, at: t, timer: &none)
          let end = MonotonicClock.ticks()
          samples[i].append(clock.nanoseconds(ticks: end &- start))
          frames[i] += 1
        }
        progress(round * sizes.count + i + 1, rounds * sizes.count)
      }
    }

    var results: [Result] = []
    for i in sizes.indices {
      var profiler = FrameProfiler(capacity: max(1, settings.profiledFrames)) {
        clock.nanoseconds
      }
      for _ in 0..<settings.profiledFrames {
        profiler.beginFrame()
        lists[i].step(scripts[i].next(), at: Double(frames[i]) / 60, timer: &profiler)
        profiler.endFrame()
        frames[i] += 1
      }
      let stats = profiler.statistics()
      var means = StageDurations.zero
      for stage in FrameStage.allCases where stats.frameCount > 0 {
        means[stage] = stats.stageTotals[stage] / UInt64(stats.frameCount)
      }
      results.append(
        Result(
          size: sizes[i], frame: BenchSummary(samples[i]), stageMeans: means,
          flings: scripts[i].flings,
          deliveries: lists[i].state.deliveries + lists[i].visibilityChanges,
          finalOffset: lists[i].view.offset.y))
    }
    return results
  }

  /// Table rows: median and p99 per size (median target at 1M), then the 1M/1k ratio.
  public static func rows(_ results: [Result]) -> [BenchRow] {
    var rows: [BenchRow] = []
    for r in results {
      let isLargest = r.size.items >= 1_000_000
      let split = FrameStage.allCases.prefix(4).map {
        "\($0.identifier) \(BenchTable.formatNumber(Double(r.stageMeans[$0]) / 1000))"
      }
      rows.append(
        BenchRow(
          section: "engine", size: r.size.label, metric: "frame median",
          value: Double(r.frame.p50) / 1000, unit: "us",
          target: isLargest ? BenchTarget(.below, 10) : nil,
          note: "\(r.frame.count) frames, \(r.flings) flings; stage means (us): "
            + split.joined(separator: ", ")))
      rows.append(
        BenchRow(
          section: "engine", size: r.size.label, metric: "frame p99",
          value: Double(r.frame.p99) / 1000, unit: "us"))
    }
    if let small = results.first(where: { $0.size.items == 1000 }),
      let large = results.first(where: { $0.size.items == 1_000_000 })
    {
      let ratio =
        BenchSummary.ratio(Double(large.frame.p50), Double(small.frame.p50)) ?? .nan
      rows.append(
        BenchRow(
          section: "engine", size: "1M/1k", metric: "median ratio", value: ratio, unit: "",
          target: BenchTarget(.below, 1.5)))
    }
    return rows
  }
}
