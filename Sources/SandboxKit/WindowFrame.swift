import Profiling
import Runtime
import SDLBackend
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The window's frame: the app's stages (`FrameRunner`) plus the window's own steps between
/// them (the resize translator, screenshots with S, the start-up marks, the measured frame
/// rate, the replay's read-ahead) and its stop rules (quit, a signal, `--duration`).
@MainActor final class WindowFrame: FrameRunner {
  let window: any WindowSurface
  let pump: any WindowEventQueue
  let options: SandboxOptions
  let uiScale: InterfaceScale
  let clock: WindowFrameClock
  let source: WindowEventSource
  /// Vsync paces presents: the frame rate shown is the measured refresh rate.
  let useVsync: Bool
  /// The start-up steps the benchmark reads.
  var marker: FirstPresentMarker
  /// CPU between two presents and peak RSS, for the benchmark.
  var marks = RunMarks()
  /// True when a screenshot could not be saved.
  var screenshotFailed = false
  /// True when the replay file changed while it played (the run stopped there).
  var replayFailed = false
  /// Why the loop stopped, when a signal, `--duration` or a broken replay stopped it.
  var stopReason: String?
  /// Names for the screenshots S asks for (`--screenshot FILE` stays the exit shot's).
  private var shots: ScreenshotNames

  /// The window's frame over `app`.
  /// - Parameters:
  ///   - app: the app.
  ///   - window: the window (the render target).
  ///   - rasterizer: the rasterizer drawing into it.
  ///   - pump: the window's event pump.
  ///   - options: the command line.
  ///   - uiScale: the interface scale.
  ///   - clock: the window's clock.
  ///   - source: the window's events.
  ///   - useVsync: presents are paced by the display.
  ///   - marker: the start-up marks so far.
  init(
    app: SandboxApp, window: any WindowSurface, rasterizer: DisplayListRasterizer,
    pump: any WindowEventQueue,
    options: SandboxOptions, uiScale: InterfaceScale, clock: WindowFrameClock,
    source: WindowEventSource, useVsync: Bool, marker: FirstPresentMarker
  ) {
    self.window = window
    self.pump = pump
    self.options = options
    self.uiScale = uiScale
    self.clock = clock
    self.source = source
    self.useVsync = useVsync
    self.marker = marker
    self.shots = ScreenshotNames(exitPath: options.screenshot)
    super.init(app: app, target: window, rasterizer: rasterizer)
  }

  /// Quit, a signal (outputs committed), `--duration` or a replay file that changed while it
  /// played stops the window.
  override func shouldStop() -> Bool {
    if app.requests.quit { return true }
    if let signal = TerminationSignals.received {
      TerminationSignals.acknowledge()
      stopReason = "signal \(signal); outputs committed"
      return true
    }
    if let duration = options.duration, clock.now >= duration {
      stopReason = "reached --duration \(formatPoints(duration, decimals: 3)) s"
      Console.err("scroll-sandbox: stopped: \(stopReason ?? "")")
      return true
    }
    if source.playback.isFinished, let failure = source.playback.failure {
      // The replay file changed while it played: what was read has played; stop here.
      stopReason = failure
      replayFailed = true
      Console.err("scroll-sandbox: stopped: \(failure)")
      return true
    }
    return false
  }

  /// Before the frame's stages: redraws an exposed window whole, keeps the translator's size
  /// in window units, shows the input and present paths in the inspector.
  /// - Parameter input: the frame's time and events.
  override func beginFrame(_ input: FrameInput) {
    if input.forcesFrame { rasterizer?.invalidateRetainedFrame() }
    for e in input.events {
      if case .resize(let s) = e.kind {
        // The translator counts in window units, the app in points.
        pump.setWindowSize(
          Size(width: s.width * uiScale.factor, height: s.height * uiScale.factor))
      }
    }
    // The clock forgets the last frame when the loop sleeps: a frame after it is not late.
    chained = clock.lastFrameTime != nil
    app.inspector.scrollPath = pump.scrollPath
    app.inspector.presentPath = window.presentPath
    super.beginFrame(input)
  }

  /// Untimed steps: the frame mark and a screenshot before present; the start-up and RSS
  /// marks, the present fallback note and the measured frame rate before prefetch; the
  /// replay's read-ahead before the wait.
  /// - Parameters:
  ///   - stage: the stage about to run.
  ///   - input: the frame's time and events.
  override func prepare(_ stage: FrameStage, _ input: FrameInput) {
    switch stage {
    case .present: beforePresent(at: input.time)
    case .prefetch: afterPresent(at: input.time)
    case .wait: source.readAhead()
    default: break
    }
  }

  /// The frame is drawn: marks it, records it for a replay, saves a screenshot asked for.
  /// - Parameter t: the frame's time, seconds.
  private func beforePresent(at t: Double) {
    marker.mark("frame")
    // A recording marks each frame, after its events: a headless replay runs the same frames.
    app.telemetry.recordInput(InputEvent(time: t, kind: .frame))
    guard app.requests.screenshot, let rasterizer else { return }
    // A new file each press; --screenshot FILE stays the exit shot's (ScreenshotNames).
    let path = shots.next()
    // The window may have received only the damaged parts: draw the frame whole first.
    rasterizer.redrawLastFrameFully()
    do {
      try window.saveScreenshot(to: path)
      Console.err("screenshot saved: \(path)")
      app.notify("Saved screenshot \(path)", at: t)
    } catch {
      Console.err("scroll-sandbox: \(error)")
      app.notify("Screenshot failed: \(error)", at: t)
      screenshotFailed = true
    }
    app.requests.screenshot = false
  }

  /// The frame is presented: marks, the fallback note, the measured frame rate.
  /// - Parameter t: the frame's time, seconds.
  private func afterPresent(at t: Double) {
    marker.presented()
    marks.presented()
    // A failed check after a resize moved the window to SDL's present: say so once.
    if let note = window.takePresentFallbackNote() { Console.err("scroll-sandbox: \(note)") }
    let interval = clock.noteFrame(at: t)
    if let interval, !useVsync, interval > 0 {
      app.measuredFPS += (1 / interval - app.measuredFPS) * 0.1
    }
  }
}
