import Profiling
import Runtime
import SDLBackend
import ScrollCore

/// A headless run's frame: the app's stages (`FrameRunner`, without prefetch or a pacing
/// wait) plus the run's own steps: before present, whether this frame is the last
/// (`HeadlessStop`, a signal, quit) and the screenshots; after it, the first-present mark and
/// the progress bar.
@MainActor final class HeadlessFrame: FrameRunner {
  let headless: HeadlessTarget
  let options: SandboxOptions
  let source: HeadlessReplaySource
  /// When the run ends.
  private(set) var stop: HeadlessStop
  /// The progress bar on a terminal.
  var progress: ProgressBar
  /// True for the command (progress bar, screenshots, first-present marker), false for the
  /// benchmark, which times the loop alone.
  let interactive: Bool
  /// True when a screenshot could not be saved.
  private(set) var screenshotFailed = false
  private var marker = FirstPresentMarker()
  private var isLast = false
  private var shots: ScreenshotNames

  /// A headless frame over `app`.
  /// - Parameters:
  ///   - app: the app.
  ///   - rasterizer: the rasterizer drawing onto `target`.
  ///   - target: the software surface (for screenshots).
  ///   - options: frames, duration and screenshot options.
  ///   - source: the replay (for the stop rule).
  ///   - stop: when the run ends.
  ///   - progress: the progress bar.
  ///   - interactive: true for the command, false for the benchmark.
  init(
    app: SandboxApp, rasterizer: DisplayListRasterizer, target: HeadlessTarget,
    options: SandboxOptions, source: HeadlessReplaySource, stop: HeadlessStop,
    progress: ProgressBar, interactive: Bool
  ) {
    self.headless = target
    self.options = options
    self.source = source
    self.stop = stop
    self.progress = progress
    self.interactive = interactive
    self.shots = ScreenshotNames(exitPath: options.screenshot)
    super.init(app: app, target: target, rasterizer: rasterizer)
  }

  /// No prefetch and no pacing wait: a headless frame is input through present.
  /// - Parameter stage: a stage.
  override func takesPart(in stage: FrameStage) -> Bool {
    stage != .prefetch && stage != .wait
  }

  /// Stops after the frame found to be the last.
  override func shouldStop() -> Bool { isLast }

  /// Before present: decides whether this is the last frame and saves the screenshots.
  /// - Parameters:
  ///   - stage: the stage about to run.
  ///   - input: the frame's time and events.
  override func prepare(_ stage: FrameStage, _ input: FrameInput) {
    guard stage == .present else { return }
    let t = input.time
    // Events past the cap will never play: the replay is over for this run.
    let finished = (source.playback.nextTime ?? .infinity) > max(t, stop.capSeconds)
    // The telemetry snapshot is only taken once it can matter (after the replay, until rest).
    let scrollIdle =
      finished && options.frames == nil && app.telemetry.snapshot(of: app.scene).phase == .idle
    TerminationSignals.acknowledge()
    // A replay file that changed while it played stops the run once what was read is played.
    let broken = source.playback.isFinished && source.playback.failure != nil
    isLast =
      TerminationSignals.received != nil || app.requests.quit || broken
      || stop.isLast(
        frame: input.index, time: t, replayFinished: finished, needsFrame: app.needsFrame(at: t),
        nextWake: app.scene.nextWakeTime, scrollIdle: scrollIdle)
    // S: a new file each press; --screenshot FILE: the exit shot (ScreenshotNames).
    var shotPaths: [(path: String, pressed: Bool)] = []
    if interactive && app.requests.screenshot { shotPaths.append((shots.next(), true)) }
    if interactive && isLast, let path = options.screenshot { shotPaths.append((path, false)) }
    for (path, pressed) in shotPaths { saveScreenshot(to: path, pressed: pressed, at: t) }
    app.requests.screenshot = false
  }

  /// Saves the surface to `path`; on failure says so and goes on.
  /// - Parameters:
  ///   - path: the PNG's path.
  ///   - pressed: true for a shot asked for with S, false for the exit shot.
  ///   - t: the frame's time, seconds.
  private func saveScreenshot(to path: String, pressed: Bool, at t: Double) {
    do {
      try headless.saveScreenshot(to: path, fast: TerminationSignals.received != nil)
      if pressed {
        Console.err("screenshot saved: \(path)")
        // S says so on screen too, as in the window (from the next frame on).
        app.notify("Saved screenshot \(path)", at: t)
      } else {
        OutputSalvage.loopOutputsWritten()
      }
    } catch {
      // Reported; the run and its other outputs go on (the exit status says it failed).
      Console.err("scroll-sandbox: \(error)")
      if pressed { app.notify("Screenshot failed: \(error)", at: t) }
      screenshotFailed = true
    }
  }

  /// After present: the first-present mark, the frame's end (with whether it was a recorded
  /// frame, and whether the next one follows without a sleep), the progress bar.
  /// - Parameter input: the frame's time and events.
  override func endFrame(_ input: FrameInput) {
    if interactive { marker.presented() }
    recordedFrame = source.lastFrameRecorded
    super.endFrame(input)
    // A window would have slept after a frame that left nothing due: the next frame's
    // interval is no pacing interval.
    chained = app.needsFrame(at: input.time)
    let frames = input.index + 1
    if let line = progress.update(completed: min(frames, stop.expectedFrames)) {
      Console.write(fd: 2, line)
    }
  }
}
