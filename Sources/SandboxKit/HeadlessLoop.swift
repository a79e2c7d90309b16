import Foundation
import Profiling
import SDLBackend
import Scenes
import ScrollCore

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
    let runner = FrameRunner(app: app, target: target, rasterizer: rasterizer)
    let result = drive(
      app: app, runner: runner, target: target, options: options, replay: replay,
      clock: clock, interactive: true)
    return SandboxMain.finish(
      app, outputs: outputs, status: result.screenshotFailed || result.replayFailed ? 1 : 0,
      stopReason: result.stopReason)
  }

  /// The headless frame loop, shared by `--headless` and the benchmark: each frame takes its
  /// time (the recorded frame's for a window recording, else 1/fps steps of the virtual
  /// clock) and its replayed events (at most `maxEventsPerFrame`), updates, presents and ends
  /// the frame, until `HeadlessStop` says the run is over.
  /// - Parameters:
  ///   - app: the app, started here at time 0.
  ///   - runner: the frame stages over `app` and `target`.
  ///   - target: the software surface (for screenshots).
  ///   - options: frames, duration, fps and screenshot options.
  ///   - replay: the recording to play, or nil.
  ///   - clock: the profiler's clock, for input arrival times.
  ///   - interactive: true for the command: progress bar, warnings, screenshots, first-present
  ///     marker; false for the benchmark, which times the loop alone.
  /// - Returns: frames, virtual time and why the run stopped.
  package static func drive(
    app: SandboxApp, runner: FrameRunner, target: HeadlessTarget, options: SandboxOptions,
    replay: ReplayFile?, clock: MonotonicClock, interactive: Bool
  ) -> Result {
    var playback = ReplayPlayback(file: replay)
    var stop = HeadlessStop(
      fps: options.fps, frames: options.frames, duration: options.duration,
      defaultCap: maxVirtualSeconds, replayEnd: playback.duration)
    if interactive, let replay, replay.lastTime > stop.capSeconds,
      let warning = stop.replayWarning(eventsAfterCap: replay.count(after: stop.capSeconds))
    {
      Console.err("scroll-sandbox: \(warning)")
    }
    let dt = 1 / options.fps
    app.start(at: 0)
    var marker = FirstPresentMarker()
    let columns = Console.terminalColumns(2)
    var progress = ProgressBar(
      total: stop.expectedFrames,
      isTerminal: interactive && Console.isTerminal(2) && (columns ?? 0) >= 40,
      width: ProgressBar.cells(fitting: columns ?? 80, total: stop.expectedFrames))
    var result = Result()
    var frame = 0
    var t = 0.0
    // A window recording's frames run at their recorded times; after its last mark (and for
    // other files) frames follow the virtual clock.
    var lastMark = (frame: 0, time: 0.0)
    var splitFrame = false
    var shots = ScreenshotNames(exitPath: options.screenshot)
    // The previous clock frame's time, and whether it handed out as many events as it may:
    // only then did events due by that time wait for this frame.
    var previous = (time: -Double.infinity, full: false)
    while true {
      let events: [InputEvent]
      if playback.hasFramesLeft {
        let recorded = playback.takeFrame(limit: maxEventsPerFrame)
        t = max(lastMark.time, recorded.time ?? lastMark.time)
        events = recorded.events
        if splitFrame { result.deferred += events.count }
        splitFrame = !recorded.complete
        lastMark = (frame, t)
      } else {
        t =
          playback.isFramed
          ? lastMark.time + Double(frame - lastMark.frame) * dt : Double(frame) * dt
        // At most maxEventsPerFrame a frame: a burst at one timestamp is spread over frames.
        events = playback.take(through: t, limit: maxEventsPerFrame)
        // Counted against the previous frame's own time, not t - dt: the two differ in the
        // last bit, and an event at that time was counted as waiting when none had.
        if previous.full { result.deferred += events.count { $0.time <= previous.time } }
        previous = (t, events.count >= maxEventsPerFrame)
      }
      runner.update(events: events, at: t) { _ in clock.nanoseconds }
      // Events past the cap will never play: the replay is over for this run.
      let finished = (playback.nextTime ?? .infinity) > max(t, stop.capSeconds)
      // The telemetry snapshot is only taken once it can matter (after the replay, until rest).
      let scrollIdle =
        finished && options.frames == nil && app.telemetry.snapshot(of: app.scene).phase == .idle
      TerminationSignals.acknowledge()
      // A replay file that changed while it played stops the run once what was read is played.
      let broken = playback.isFinished && playback.failure != nil
      let isLast =
        TerminationSignals.received != nil || app.requests.quit || broken
        || stop.isLast(
          frame: frame, time: t, replayFinished: finished, needsFrame: app.needsFrame(at: t),
          scrollIdle: scrollIdle)
      // S: a new file each press; --screenshot FILE: the exit shot (ScreenshotNames).
      var shotPaths: [(path: String, pressed: Bool)] = []
      if interactive && app.requests.screenshot { shotPaths.append((shots.next(), true)) }
      if interactive && isLast, let path = options.screenshot { shotPaths.append((path, false)) }
      for (path, pressed) in shotPaths {
        do {
          try target.saveScreenshot(to: path, fast: TerminationSignals.received != nil)
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
          result.screenshotFailed = true
        }
      }
      app.requests.screenshot = false
      runner.present()
      if interactive { marker.presented() }
      runner.endFrame()
      frame += 1
      if let line = progress.update(completed: min(frame, stop.expectedFrames)) {
        Console.write(fd: 2, line)
      }
      if isLast { break }
    }
    result.frames = frame
    result.virtualSeconds = t
    if let line = progress.finish(completed: min(frame, stop.expectedFrames)) {
      Console.write(fd: 2, line)
    }
    if interactive && result.deferred > 0 {
      Console.err(
        "scroll-sandbox: \(result.deferred) replayed events waited for a later frame "
          + "(at most \(maxEventsPerFrame) are handled per frame)")
    }
    let unplayed = playback.remaining
    if let signal = TerminationSignals.received {
      result.stopReason = "signal \(signal) after \(frame) frames; outputs committed"
    } else if let failure = playback.failure {
      result.stopReason = failure
      result.replayFailed = true
      if interactive { Console.err("scroll-sandbox: stopped: \(failure)") }
    } else if let capReason = stop.capReason {
      let reason = capReason + (unplayed > 0 ? " (\(unplayed) replay events not played)" : "")
      result.stopReason = reason
      if interactive { Console.err("scroll-sandbox: stopped: \(reason)") }
    } else if unplayed > 0 && !app.requests.quit && options.frames == nil {
      result.stopReason = "\(unplayed) replay events lie past the cap and were not played"
    } else if let duration = options.duration, options.frames == nil, !app.requests.quit {
      // Ended at rest before --duration: the frames a window would sleep through are not
      // drawn, and the run says so instead of looking cut short.
      result.stopReason = stop.restReason(frames: frame, time: t, duration: duration)
    }
    return result
  }
}
