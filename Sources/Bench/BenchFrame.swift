import Drawing
import Profiling
import Runtime
import SDLBackend
import SandboxKit
import ScrollCore

/// Sections 2 and 5: whole frames of the bench row list, scrolled at a constant 20 pt per
/// frame (a held drag), drawn with the real rasterizer and fonts into a render target (an
/// 800x600 software surface, or a real window), timed stage by stage with a `FrameProfiler`.
@MainActor enum BenchFrame {
  /// Points the list moves per frame.
  static let pointsPerFrame = 20.0

  /// The timing of one size.
  struct Result {
    /// The list size.
    var size: BenchSize
    /// Frame work statistics (input..present, no waiting).
    var stats: FrameStatistics
    /// Mean nanoseconds per stage.
    var stageMeans: StageDurations
    /// Main-thread CPU per measured frame, nanoseconds (getrusage RUSAGE_THREAD).
    var threadCPU: UInt64
    /// Whole-process CPU per measured frame, nanoseconds (getrusage RUSAGE_SELF).
    var processCPU: UInt64
    /// Wall time per measured frame, nanoseconds (frame start to frame start).
    var interval: UInt64
    /// Text textures rendered during the measured frames (cache misses).
    var textUploads: Int
    /// Measured frames during which another process preempted this one.
    var preempted: Int
    /// Median of the present stage alone, nanoseconds.
    var presentP50: UInt64 = 0
    /// Which attempt this run was (1 unless earlier ones were disturbed).
    var attempt = 1
    /// Mean fraction of the target's pixels drawn per frame (1 for full redraws; less when
    /// damage tracking redrew only what changed).
    var redrawnFraction = 1.0

    /// "600 frames after 30 warm-up (attempt 2 of 3, 1 preempted)".
    func runNote(warmup: Int, attempts: Int) -> String {
      "\(stats.frameCount) frames after \(warmup) warm-up (attempt \(attempt) of up to "
        + "\(attempts), \(preempted) frames preempted)"
    }
  }

  /// Runs `frames` measured frames after `warmup` frames for each size on `target`.
  /// `pacer` (when given) waits for the next frame after each present, outside frame work;
  /// `pump` (when given) reads the window's events at the start of each frame. A size whose
  /// run had more than 1 % of its frames preempted by other processes (involuntary context
  /// switches during frame work) is run again, up to `attempts` times; the least disturbed
  /// run is kept.
  static func run(
    sizes: [BenchSize], frames: Int, warmup: Int, attempts: Int = 3, target: any RenderTarget,
    rasterizer: DisplayListRasterizer, pacer: FramePacer? = nil, pump: EventPump? = nil,
    retained: Bool = false, progress: (Int, Int) -> Void = { _, _ in }
  ) -> [Result] {
    var results: [Result] = []
    for (n, size) in sizes.enumerated() {
      var best: Result?
      for attempt in 1...max(1, attempts) {
        var r = measure(
          size: size, frames: frames, warmup: warmup, target: target, rasterizer: rasterizer,
          pacer: pacer, pump: pump, retained: retained
        ) { done in progress(n * frames + done, sizes.count * frames) }
        r.attempt = attempt
        if best == nil || r.preempted < best!.preempted { best = r }
        if r.preempted * 100 <= frames { break }
      }
      if let best { results.append(best) }
    }
    return results
  }

  /// One measured run of one size: a `FrameLoop` on a virtual 60 fps clock (paced by
  /// `pacer` in the wait stage, when given) over the list's frame (`BenchListFrame`).
  private static func measure(
    size: BenchSize, frames: Int, warmup: Int, target: any RenderTarget,
    rasterizer: DisplayListRasterizer, pacer: FramePacer?, pump: EventPump?, retained: Bool,
    progress: (Int) -> Void
  ) -> Result {
    let clock = MonotonicClock()
    var pacer = pacer
    pacer?.reset()
    // Every attempt starts cold, so a repeat does not find its rows' text already rendered.
    rasterizer.purgeCaches()
    let host = BenchListFrame(
      list: BenchRowList(items: size.items, viewport: target.pointSize), target: target,
      rasterizer: rasterizer, pump: pump, retained: retained, paced: pacer != nil,
      profiler: FrameProfiler(capacity: max(1, warmup)) { clock.nanoseconds })
    let frameClock = VirtualClock(
      fps: 60, pace: pacer == nil ? nil : { _ = pacer?.waitForNextFrame() })
    let loop = FrameLoop(clock: frameClock, source: ScriptedSource(), host: host)
    for _ in 0..<warmup { loop.step() }
    host.preempted = 0
    host.redrawn = 0
    host.profiler = FrameProfiler(capacity: max(1, frames)) { clock.nanoseconds }
    let uploads0 = rasterizer.textCacheCounters.misses
    let thread0 = BenchSystem.cpuNanos(thread: true)
    let process0 = BenchSystem.cpuNanos(thread: false)
    let wall0 = clock.nanoseconds
    for i in 0..<frames {
      loop.step()
      if i % 60 == 59 { progress(i + 1) }
    }
    let count = UInt64(max(1, frames))
    let wall = clock.nanoseconds - wall0
    let thread = BenchSystem.cpuNanos(thread: true) - thread0
    let process = BenchSystem.cpuNanos(thread: false) - process0
    var profiler = host.profiler
    let stats = profiler.statistics()
    var means = StageDurations.zero
    for stage in FrameStage.allCases { means[stage] = stats.stageTotals[stage] / count }
    var result = Result(
      size: size, stats: stats, stageMeans: means, threadCPU: thread / count,
      processCPU: process / count, interval: wall / count,
      textUploads: rasterizer.textCacheCounters.misses - uploads0, preempted: host.preempted)
    let pixels = max(1, target.pixelWidth * target.pixelHeight)
    result.redrawnFraction = Double(host.redrawn) / Double(pixels * max(1, frames))
    result.presentP50 = BenchSummary.percentile(50, of: profiler.frames.map { $0.stages[.present] })
    return result
  }

  /// "input 0.01, physics 0.00, ...; after present: prefetch 0.01" in milliseconds.
  static func split(_ means: StageDurations) -> String {
    FrameStage.allCases.filter(\.isWork).map {
      "\($0.identifier) \(formatPoints(Double(means[$0]) / 1e6, decimals: 3))"
    }.joined(separator: ", ")
      + "; after present (not frame work): prefetch "
      + formatPoints(Double(means[.prefetch]) / 1e6, decimals: 3)
  }

  /// Section 2: headless 800x600 software surface.
  static func runHeadless(quick: Bool, progress: (Int, Int) -> Void) throws -> [BenchRow] {
    let target = try HeadlessTarget(size: Size(width: 800, height: 600), scale: 1)
    let fonts = try FontLibrary()
    let rasterizer = DisplayListRasterizer(target: target, fonts: fonts)
    let frames = quick ? 120 : 600
    let results = run(
      sizes: BenchSize.standard, frames: frames, warmup: 30, target: target,
      rasterizer: rasterizer, progress: progress)
    var rows: [BenchRow] = []
    for r in results {
      rows.append(
        BenchRow(
          section: "frame", size: r.size.label, metric: "frame work p50",
          value: Double(r.stats.p50WorkNanos) / 1e6, unit: "ms", target: BenchTarget(.below, 0.5),
          note: r.runNote(warmup: 30, attempts: 3) + ", \(r.textUploads) text renders; "
            + "stage means (ms): " + split(r.stageMeans)))
      rows.append(
        BenchRow(
          section: "frame", size: r.size.label, metric: "frame work p99",
          value: Double(r.stats.p99WorkNanos) / 1e6, unit: "ms", target: BenchTarget(.below, 1.5)))
    }
    return rows
  }
}
