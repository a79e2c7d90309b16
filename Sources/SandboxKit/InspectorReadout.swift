import Profiling
import Scenes

/// What the inspector reads beside the scene's own rows: the frame statistics behind the
/// graph, the Frame section (timings refreshed every `frameRowsRefresh` frames, so figures
/// that change every frame can be read), and the rows the loops set (interface scale, scroll
/// path, present path). The Scroll and Scene sections are built every frame the inspector is
/// drawn, so they always show that frame's values.
struct InspectorReadout {
  /// The interface scale and where it came from (set by the loop).
  var interfaceScale: String?
  /// The path scroll input takes ("XI2 2.4 raw events"), set by the window loop.
  var scrollPath: String?
  /// How frames reach the screen ("x11-shm" or "sdl"), set by the window loop (nil
  /// headless: no row).
  var presentPath: String?
  /// The frame statistics behind the graph, refreshed every `statisticsRefresh` frames.
  private(set) var stats: FrameStatistics?
  private var statsAge = 0
  private var latencyStats: LatencyStatistics?
  /// The Frame section's rows, nil until built (or after `invalidateFrameRows`).
  private var frameRows: InspectorView.Section?
  private var frameRowsAge = 0
  /// How many times the frame statistics were computed (for tests: frames that show neither
  /// the inspector nor the graph strip compute none).
  private(set) var statisticsRefreshes = 0

  /// Frames between refreshes of the Frame section's timings (10 per second at 60 fps).
  static let frameRowsRefresh = 6
  /// Frames between refreshes of the frame statistics.
  static let statisticsRefresh = 15

  /// Makes the next drawn inspector rebuild its Frame section (a scene switch, a new device).
  mutating func invalidateFrameRows() { frameRows = nil }

  /// Takes fresh frame statistics every `statisticsRefresh` frames, or now with `force`.
  /// - Parameters:
  ///   - profiler: the frame profiler.
  ///   - force: true to refresh now (the frame before the loop rests).
  mutating func refreshStatistics(from profiler: inout FrameProfiler, force: Bool) {
    statsAge += 1
    if stats == nil || statsAge >= Self.statisticsRefresh || force {
      stats = profiler.statistics()
      latencyStats = profiler.latencyStatistics()
      statsAge = 0
      statisticsRefreshes += 1
    }
  }

  /// Forgets the statistics while nothing shows them (the inspector and the strip are
  /// hidden): none are computed then, and the next frame that shows them takes fresh ones.
  mutating func dropStatistics() {
    stats = nil
    latencyStats = nil
  }

  /// The inspector's three sections for this frame: Scroll and Scene from the scene now,
  /// Frame from the profiler every few frames (and on the frame before the loop rests, with
  /// `resting`, so the last frame shows the final figures).
  /// - Parameters:
  ///   - scene: the scene on screen.
  ///   - device: rows about the scroll device.
  ///   - profiler: the frame profiler.
  ///   - fps: the measured frame rate.
  ///   - resting: true when the loop rests after this frame.
  mutating func sections(
    scene: any Scene, device: [InspectorView.Row], profiler: FrameProfiler, fps: Double,
    resting: Bool
  ) -> [InspectorView.Section] {
    frameRowsAge += 1
    if frameRows == nil || frameRowsAge >= Self.frameRowsRefresh || resting {
      let work = Double(profiler.lastFrame?.workNanos ?? 0) / 1e6
      let latency = latencyStats.flatMap { $0.count > 0 ? Double($0.p50Nanos) / 1e6 : nil }
      frameRows = InspectorView.frameSection(
        fps: fps, frameWorkMs: work, latencyMs: latency,
        counters: profiler.lastFrame?.counters ?? .zero,
        profilerCost: profiler.isEnabled ? profiler.lastFrame?.profilerCost : nil)
      frameRowsAge = 0
    }
    let snapshot = scene.hud
    return [
      InspectorView.scrollSection(
        snapshot,
        device: device
          + [InspectorView.Row(label: "present", value: presentPath ?? "–")],
        scrollPath: scrollPath, scale: interfaceScale),
      InspectorView.sceneSection(snapshot, title: scene.title),
      frameRows ?? InspectorView.Section(title: "Frame", rows: []),
    ]
  }
}
