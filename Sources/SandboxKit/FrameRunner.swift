import Drawing
import SDLBackend
import Scenes
import ScrollCore

/// Runs one frame of the app through every profiled stage and rasterizes it onto a target.
/// Shared by the window loop, the headless loop and the benchmark.
@MainActor package final class FrameRunner {
  let app: SandboxApp
  let target: any RenderTarget
  let rasterizer: DisplayListRasterizer
  private var list = DisplayList()
  private var lastTextCounters = CacheCounters()

  package init(app: SandboxApp, target: any RenderTarget, rasterizer: DisplayListRasterizer) {
    self.app = app
    self.target = target
    self.rasterizer = rasterizer
  }

  /// Runs input, physics, layout, observers and display-list stages at scene time `t`, in
  /// `SceneFrame`'s order, then rasterizes. The caller presents (or screenshots first) and ends the frame.
  /// - Parameter arrival: the arrival time (profiler nanoseconds) recorded for each event's latency.
  package func update(events: [InputEvent], at t: Double, arrival: (InputEvent) -> UInt64) {
    app.profiler.beginFrame()
    SceneFrame.inOrder { stage in
      app.profiler.begin(stage)
      switch stage {
      case .input:
        for e in events { app.profiler.noteInput(arrivalNanos: arrival(e)) }
        app.handleInput(events)
      case .physics: app.advance(to: t)
      case .layout: app.layout(at: t)
      case .observers: app.observe(at: t)
      case .draw: app.draw(into: &list, at: t)
      default: break
      }
      app.profiler.end(stage)
    }
    app.profiler.begin(.rasterize)
    rasterizer.render(list)
    target.flush()
    app.profiler.end(.rasterize)
    let c = rasterizer.textCacheCounters
    app.profiler.counters.textCacheHits += c.hits - lastTextCounters.hits
    app.profiler.counters.textCacheMisses += c.misses - lastTextCounters.misses
    lastTextCounters = c
    app.profiler.counters.pixelsRedrawn += rasterizer.frameStats.redrawnPixels
    app.profiler.counters.pixelsMoved += rasterizer.frameStats.movedPixels
  }

  /// Presents the frame inside the present stage and records input latency.
  package func present(at presentNanos: UInt64? = nil) {
    app.profiler.begin(.present)
    target.present()
    app.profiler.end(.present)
    _ = app.profiler.notePresent(presentNanos)
  }

  /// In the prefetch stage (idle time after present, not frame work): the scene measures rows
  /// about to be laid out, and the text of rows drawn just outside the scroll views
  /// (`DrawAhead.points`) is rendered, at most a few a frame, so the frames that bring them
  /// in find them ready. When one had to be rendered, up to four of the frame's other
  /// clipped-away texts within `batchAhead` are rendered with it (`prefetchTextInBatches`): a
  /// tall card's lines cost less rendered together than one a frame as they come near.
  /// - Parameter t: the frame's scene time, seconds.
  package func prefetch(at t: Double) {
    app.profiler.begin(.prefetch)
    app.prefetch(at: t)
    rasterizer.prefetchTextInBatches(in: list, margin: DrawAhead.points, batch: Self.batchAhead)
    app.profiler.end(.prefetch)
    // The texts rendered ahead are not the next frame's misses.
    lastTextCounters = rasterizer.textCacheCounters
  }

  /// How far beyond what shows the texts rendered together with one that had to be are
  /// looked for, points (a few cards' height).
  package static let batchAhead = 4 * DrawAhead.points

  /// Ends the frame (trace, CSV).
  package func endFrame() { app.endFrame() }
}
