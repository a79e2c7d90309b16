import Drawing
import Runtime
import SDLBackend
import Scenes
import ScrollCore

/// The app's frame for `FrameLoop`: the work of each stage over the app, rasterized onto a
/// target (none for the tests that read the display list alone), timed by the app's profiler.
/// The window and headless hosts subclass it with their own untimed steps and stop rules.
@MainActor class FrameRunner: @MainActor FrameHost {
  let app: SandboxApp
  let target: (any RenderTarget)?
  let rasterizer: DisplayListRasterizer?
  /// The display list of the last frame drawn.
  private(set) var list = DisplayList()
  private var lastTextCounters = CacheCounters()
  /// The arrival time (profiler nanoseconds) recorded for each event's latency.
  var arrival: (InputEvent) -> UInt64 = { _ in 0 }
  /// The session time a present returned at, given the frame's time (the window reads its
  /// clock; a virtual clock's frame is presented at its own time).
  var presentTime: (Double) -> Double = { $0 }
  /// When this frame's present returned, seconds (nil until it did).
  private var presented: Double?
  /// False when the loop slept before this frame (set by the host before its stages).
  var chained = true
  /// True when this frame is a window recording's frame at its recorded time (headless).
  var recordedFrame = false

  /// A frame over `app`, rasterized by `rasterizer` onto `target` (both nil: no pixels).
  /// - Parameters:
  ///   - app: the app.
  ///   - target: the render target, or nil.
  ///   - rasterizer: the rasterizer drawing onto it, or nil.
  init(app: SandboxApp, target: (any RenderTarget)?, rasterizer: DisplayListRasterizer?) {
    self.app = app
    self.target = target
    self.rasterizer = rasterizer
  }

  /// Every stage, but those that need pixels when there is no rasterizer.
  /// - Parameter stage: a stage.
  func takesPart(in stage: FrameStage) -> Bool {
    switch stage {
    case .rasterize, .present, .prefetch: rasterizer != nil
    default: true
    }
  }

  /// Starts the frame in the profiler.
  /// - Parameter input: the frame's time and events.
  func beginFrame(_ input: FrameInput) { app.profiler.beginFrame() }

  /// Nothing untimed by default.
  /// - Parameters:
  ///   - stage: the stage about to run.
  ///   - input: the frame's time and events.
  func prepare(_ stage: FrameStage, _ input: FrameInput) {}

  /// The app's work in `stage`. In the prefetch stage (idle time after present, not frame
  /// work) the scene measures rows about to be laid out, and the text of rows drawn just
  /// outside the scroll views (`DrawAhead.points`) is rendered, at most a few a frame, so the
  /// frames that bring them in find them ready. When one had to be rendered, up to four of
  /// the frame's other clipped-away texts within `batchAhead` are rendered with it
  /// (`prefetchTextInBatches`): a tall card's lines cost less rendered together than one a
  /// frame as they come near.
  /// - Parameters:
  ///   - stage: the stage.
  ///   - input: the frame's time and events.
  func run(_ stage: FrameStage, _ input: FrameInput) {
    let t = input.time
    switch stage {
    case .input:
      app.handleInput(input.events, arrival: arrival)
    case .physics: app.advance(to: t)
    case .layout: app.layout(at: t)
    case .observers: app.observe(at: t)
    case .draw:
      TestHooks.stallIfAsked(frame: input.index)
      app.draw(into: &list, at: t)
    case .rasterize:
      rasterizer?.render(list)
      target?.flush()
    case .present:
      target?.present()
      presented = presentTime(t)
    case .prefetch:
      app.prefetch(at: t)
      rasterizer?.prefetchTextInBatches(in: list, margin: DrawAhead.points, batch: Self.batchAhead)
    case .wait: break
    }
  }

  /// Starts timing `stage` in the app's profiler.
  /// - Parameter stage: the stage.
  func begin(_ stage: FrameStage) { app.profiler.begin(stage) }

  /// Stops timing `stage`, then books what it did: the rasterizer's text-cache and pixel
  /// counters after rasterize, input latency after present; after prefetch, the texts it
  /// rendered ahead are not counted as the next frame's misses.
  /// - Parameter stage: the stage.
  func end(_ stage: FrameStage) {
    app.profiler.end(stage)
    guard let rasterizer else { return }
    switch stage {
    case .rasterize:
      let c = rasterizer.textCacheCounters
      app.profiler.counters.textCacheHits += c.hits - lastTextCounters.hits
      app.profiler.counters.textCacheMisses += c.misses - lastTextCounters.misses
      lastTextCounters = c
      app.profiler.counters.pixelsRedrawn += rasterizer.frameStats.redrawnPixels
      app.profiler.counters.pixelsMoved += rasterizer.frameStats.movedPixels
    case .present: _ = app.profiler.notePresent(nil)
    case .prefetch: lastTextCounters = rasterizer.textCacheCounters
    default: break
    }
  }

  /// Ends the frame: its gesture timing (`--gestures-out`), trace and CSV.
  /// - Parameter input: the frame's time and events.
  func endFrame(_ input: FrameInput) {
    if let gestures = app.gestures {
      gestures.frame(
        index: input.index, start: input.time, present: presented ?? input.time,
        chained: chained, state: app.telemetry.snapshot(of: app.scene), recorded: recordedFrame)
    }
    presented = nil
    app.endFrame(index: input.index)
  }

  /// True when the app asked to quit.
  func shouldStop() -> Bool { app.requests.quit }

  /// True while the scene needs frames or a message is on screen.
  /// - Parameter t: session time, seconds.
  func needsFrame(at t: Double) -> Bool { app.needsFrame(at: t) }

  /// The scene's next timer.
  var nextWakeTime: Double? {
    // A watched scene file is looked at every `SceneFileWatch.interval` even while idle.
    guard let poll = app.sceneFileWatch?.nextPoll else { return app.scene.nextWakeTime }
    return min(app.scene.nextWakeTime ?? poll, poll)
  }

  /// How far beyond what shows the texts rendered together with one that had to be are
  /// looked for, points (a few cards' height).
  static let batchAhead = 4 * DrawAhead.points
}
