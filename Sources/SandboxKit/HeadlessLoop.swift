import Profiling
import Runtime
import SDLBackend
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// `--headless`: a software surface and a virtual clock advancing exactly 1/fps per frame, so
/// a replay gives the same offsets, phases and events frame for frame on every run.
///
/// Without `--frames` the run ends once the recording has ended and the scene rests (see
/// `HeadlessStop`); `--duration` or the one-hour default cap stops it otherwise, and says so.
/// A signal (SIGTERM, SIGINT, SIGHUP, SIGQUIT) ends it at the next frame with every output
/// committed and status 128 + signal.
@MainActor package enum HeadlessLoop {
  /// Longest virtual session when running until rest (seconds), a guard against scenes that
  /// never settle; `--duration` replaces it.
  package static let maxVirtualSeconds = 3600.0
  /// Most replayed events handled in one frame; more wait for the next frames (counted).
  static let maxEventsPerFrame = 1000

  /// What a headless run did, for its summary (and for the benchmark, which drives the same
  /// loop).
  package struct Result {
    /// Frames drawn.
    package var frames = 0
    /// The virtual time of the last frame, seconds.
    package var virtualSeconds = 0.0
    /// Replayed events that waited for a later frame (bursts over the per-frame limit).
    var deferred = 0
    /// True when a screenshot could not be saved.
    var screenshotFailed = false
    /// Why the run stopped, when a cap or a signal stopped it (nil: it ended by itself).
    var stopReason: String?
    /// True when the replay file changed while it played (the run stopped there; exit 1).
    var replayFailed = false
  }

  static func run(options: SandboxOptions, replay: ReplayFile?, outputs: SessionOutputs) -> Int32 {
    let clock = MonotonicClock()
    let size = Size(width: options.width, height: options.height)
    let target: HeadlessTarget
    let fonts: FontLibrary
    // The expected trajectory is read before anything runs: a malformed one ends the run
    // with status 2, naming its line and field.
    let check = TrajectoryOutputs(options: options)
    if let problem = check.load() {
      outputs.discard()
      Console.err("scroll-sandbox: \(problem)")
      return 2
    }
    do {
      fonts = try FontLibrary(fontPath: options.fontPath)
      target = try HeadlessTarget(size: size, scale: options.scale ?? 1)
    } catch {
      outputs.discard()
      Console.err("scroll-sandbox: \(error)")
      return 1
    }
    for note in target.fitNotes { Console.err("scroll-sandbox: headless: \(note)") }
    let rasterizer = DisplayListRasterizer(target: target, fonts: fonts)
    rasterizer.damageTracking = !options.fullRedraw
    let app = SandboxMain.makeApp(
      options: options, measurer: rasterizer, clock: { clock.nanoseconds })
    outputs.attach(to: app, size: size, scale: target.scale)
    app.inspector.interfaceScale = InterfaceScale(
      factor: target.scale, source: options.scale == nil ? "headless" : "--scale"
    ).description(pixelsPerPoint: target.scale)
    check.attach(to: app)
    let result = drive(
      app: app, rasterizer: rasterizer, target: target, options: options, replay: replay,
      clock: clock, interactive: true)
    let status = SandboxMain.finish(
      app, outputs: outputs, status: result.screenshotFailed || result.replayFailed ? 1 : 0,
      stopReason: result.stopReason)
    return check.finish(status: status)
  }

  /// The headless run, shared by `--headless` and the benchmark: a `FrameLoop` on a virtual
  /// clock of 1/fps steps, whose source (`HeadlessReplaySource`) gives each frame its time
  /// (the recorded frame's for a window recording) and its replayed events (at most
  /// `maxEventsPerFrame`), over the app's frame (`HeadlessFrame`), until `HeadlessStop` says
  /// the run is over.
  /// - Parameters:
  ///   - app: the app, started here at time 0.
  ///   - rasterizer: the rasterizer drawing onto `target`.
  ///   - target: the software surface (for screenshots).
  ///   - options: frames, duration, fps and screenshot options.
  ///   - replay: the recording to play, or nil.
  ///   - clock: the profiler's clock, for input arrival times.
  ///   - interactive: true for the command: progress bar, warnings, screenshots, first-present
  ///     marker; false for the benchmark, which times the loop alone.
  ///   - window: `compare --gesture`: the part of the replay to play under another preset
  ///     (nil: the whole replay as it is).
  /// - Returns: frames, virtual time and why the run stopped.
  package static func drive(
    app: SandboxApp, rasterizer: DisplayListRasterizer, target: HeadlessTarget,
    options: SandboxOptions,
    replay: ReplayFile?, clock: MonotonicClock, interactive: Bool,
    window: GestureWindowSource.Window? = nil
  ) -> Result {
    let playback = ReplayPlayback(file: replay)
    let stop = HeadlessStop(
      fps: options.fps, frames: options.frames, duration: options.duration,
      defaultCap: maxVirtualSeconds, replayEnd: playback.duration)
    if interactive, let replay, replay.lastTime > stop.capSeconds,
      let warning = stop.replayWarning(eventsAfterCap: replay.count(after: stop.capSeconds))
    {
      Console.err("scroll-sandbox: \(warning)")
    }
    let dt = 1 / options.fps
    app.start(at: 0)
    let columns = Console.terminalColumns(2)
    let progress = ProgressBar(
      total: stop.expectedFrames,
      isTerminal: interactive && Console.isTerminal(2) && (columns ?? 0) >= 40,
      width: ProgressBar.cells(fitting: columns ?? 80, total: stop.expectedFrames))
    let source = HeadlessReplaySource(playback: playback, dt: dt, limit: maxEventsPerFrame)
    let frame = HeadlessFrame(
      app: app, rasterizer: rasterizer, target: target, options: options, source: source,
      stop: stop,
      progress: progress, interactive: interactive)
    frame.arrival = { _ in clock.nanoseconds }
    let ran: (frames: Int, lastFrameTime: Double?)
    if let window {
      let windowed = GestureWindowSource(source, window: window) {
        app.scene.setPhysics(window.physics, at: $0)
      }
      let loop = FrameLoop(clock: VirtualClock(step: dt), source: windowed, host: frame)
      loop.run()
      ran = (loop.frames, loop.lastFrameTime)
    } else {
      let loop = FrameLoop(clock: VirtualClock(step: dt), source: source, host: frame)
      loop.run()
      ran = (loop.frames, loop.lastFrameTime)
    }
    let loop = (frames: ran.frames, lastFrameTime: ran.lastFrameTime)
    var result = Result()
    result.frames = loop.frames
    result.virtualSeconds = loop.lastFrameTime ?? 0
    result.deferred = source.deferred
    result.screenshotFailed = frame.screenshotFailed
    if let line = frame.progress.finish(completed: min(loop.frames, stop.expectedFrames)) {
      Console.write(fd: 2, line)
    }
    if interactive && result.deferred > 0 {
      Console.err(
        "scroll-sandbox: \(result.deferred) replayed events waited for a later frame "
          + "(at most \(maxEventsPerFrame) are handled per frame)")
    }
    let unplayed = source.playback.remaining
    if let signal = TerminationSignals.received {
      result.stopReason = "signal \(signal) after \(loop.frames) frames; outputs committed"
    } else if let failure = source.playback.failure {
      result.stopReason = failure
      result.replayFailed = true
      if interactive { Console.err("scroll-sandbox: stopped: \(failure)") }
    } else if let capReason = frame.stop.capReason {
      let reason = capReason + (unplayed > 0 ? " (\(unplayed) replay events not played)" : "")
      result.stopReason = reason
      if interactive { Console.err("scroll-sandbox: stopped: \(reason)") }
    } else if unplayed > 0 && !app.requests.quit && options.frames == nil {
      result.stopReason = "\(unplayed) replay events lie past the cap and were not played"
    } else if let duration = options.duration, options.frames == nil, !app.requests.quit {
      // Ended at rest before --duration: the frames a window would sleep through are not
      // drawn, and the run says so instead of looking cut short.
      result.stopReason = frame.stop.restReason(
        frames: loop.frames, time: result.virtualSeconds, duration: duration)
    }
    return result
  }
}
