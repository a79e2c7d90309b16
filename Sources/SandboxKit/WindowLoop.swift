import Foundation
import Profiling
import SDLBackend
import Scenes
import ScrollCore

/// The interactive window: input read at the start of each frame and applied to the frame
/// drawn next; frames paced to the target rate (or the measured vsync); when nothing moves
/// and no input arrives, no frames are presented and the loop sleeps on events.
@MainActor enum WindowLoop {
  /// How long the idle loop sleeps on events before re-checking scene timers, seconds (a
  /// signal wakes it at once through `EventLoopWake`).
  static let idleWake = 0.25

  /// Runs the window until quit, a signal or `--duration`; returns the exit status.
  /// - Parameters:
  ///   - options: the command line.
  ///   - replay: input to play, if any.
  ///   - outputs: the output files.
  ///   - entryNanos: when `main` started (`MonotonicClock.ticks()`), for the start-up steps
  ///     the benchmark reads (`FirstPresentMarker`); nil: not marked.
  static func run(
    options: SandboxOptions, replay: ReplayFile?, outputs: SessionOutputs,
    entryNanos: UInt64? = nil
  ) -> Int32 {
    let clock = MonotonicClock()
    var marker = FirstPresentMarker()
    if let entryNanos { marker.mark("main", at: entryNanos) }
    marker.mark("options", at: clock.origin)
    let window: SDLWindow
    let pump: EventPump
    let fonts: FontLibrary
    if let note = chooseVideoDriver(
      options: options, environment: ProcessInfo.processInfo.environment)
    {
      Console.err("scroll-sandbox: \(note)")
    }
    // SDL's X connection first: the desktop scale's own short connection must not be the
    // server's only client when it closes (see `SDLWindow.holdVideo()`).
    let videoHeld = SDLWindow.holdVideo()
    defer { if videoHeld { SDLWindow.releaseVideo() } }
    // After SDL's start (which installs its own): losing the X server commits the outputs.
    DisplayLoss.install(outputs: outputs, screenshot: options.screenshot)
    marker.mark("sdl")
    let uiScale = InterfaceScale.choose(
      option: options.scale, environment: ProcessInfo.processInfo.environment,
      xResources: { DesktopScale.xResources() })
    marker.mark("scale")
    do {
      window = try SDLWindow(
        size: Size(width: options.width, height: options.height),
        renderer: RendererChoice(argument: options.renderer) ?? .auto, vsync: options.vsync,
        fitToDisplay: !options.sizeGiven, minimumSize: WindowLayout.minimumSize,
        interfaceScale: uiScale.factor)
      for step in window.openingSteps { marker.mark(step.name, at: step.nanos) }
      pump = try EventPump(windowSize: window.pointSize)
      pump.skipIdlePumps(for: window)
      Console.err("scroll-sandbox: \(pump.enableXI2(for: window))")
      marker.mark("input")
      fonts = try FontLibrary(fontPath: options.fontPath)
      marker.mark("fonts")
    } catch {
      outputs.discard()
      Console.err("scroll-sandbox: \(error)")
      return 1
    }
    for note in window.fitNotes { Console.err("scroll-sandbox: window: \(note)") }
    if let note = window.rendererNote { Console.err("scroll-sandbox: \(note)") }
    Console.err(
      "scroll-sandbox: present: \(window.presentPath)"
        + (window.presentNote.map { " (\($0))" } ?? ""))
    TerminationSignals.wakeLoop = { EventLoopWake.post() }
    let rasterizer = DisplayListRasterizer(target: window, fonts: fonts)
    rasterizer.damageTracking = !options.fullRedraw
    let app = SandboxMain.makeApp(
      options: options, measurer: rasterizer, clock: { clock.nanoseconds })
    outputs.attach(to: app, size: window.pointSize, scale: uiScale.factor)
    app.inspector.interfaceScale = uiScale.description(pixelsPerPoint: window.scale)
    let runner = FrameRunner(app: app, target: window, rasterizer: rasterizer)
    marker.mark("app")
    var pacer = FramePacer(targetFPS: options.fps)
    var useVsync = false
    if options.vsync {
      let m = window.measureRefreshRate()
      if m.isPaced {
        useVsync = true
        app.measuredFPS = m.framesPerSecond
        Console.err(
          "scroll-sandbox: vsync measured at \(formatPoints(m.framesPerSecond, decimals: 1)) Hz")
      } else {
        Console.err(
          "scroll-sandbox: the display does not pace presents (measured \(formatPoints(m.framesPerSecond, decimals: 0)) fps); pacing to \(formatPoints(options.fps, decimals: 0)) fps instead"
        )
      }
    }
    var marks = RunMarks()
    var playback = ReplayPlayback(file: replay)
    let start = clock.seconds
    app.start(at: 0)
    app.resize(window.pointSize, at: 0)
    // A recording starts with the window's size, so a headless replay lays out the same.
    app.telemetry.recordInput(InputEvent(time: 0, kind: .resize(window.pointSize)))
    var events: [InputEvent] = []
    var lastFrameTime = -1.0
    var active = true
    var screenshotFailed = false
    var replayFailed = false
    var stopReason: String?
    var shots = ScreenshotNames(exitPath: options.screenshot)
    while !app.requests.quit {
      if let signal = TerminationSignals.received {
        TerminationSignals.acknowledge()
        stopReason = "signal \(signal); outputs committed"
        break
      }
      if let duration = options.duration, clock.seconds - start >= duration {
        stopReason = "reached --duration \(formatPoints(duration, decimals: 3)) s"
        Console.err("scroll-sandbox: stopped: \(stopReason ?? "")")
        break
      }
      if playback.isFinished, let failure = playback.failure {
        // The replay file changed while it played: what was read has played; stop here.
        stopReason = failure
        replayFailed = true
        Console.err("scroll-sandbox: stopped: \(failure)")
        break
      }
      events.removeAll(keepingCapacity: true)
      pump.poll(into: &events, now: { clock.seconds - start })
      // The pump speaks window units; the app (and a replay) lays out in points.
      if uiScale.factor != 1 { events = events.map(uiScale.toPoints) }
      let t = clock.seconds - start
      events.append(contentsOf: playback.take(through: t))
      let due = app.scene.nextWakeTime.map { $0 <= t } ?? false
      // An exposed window lost pixels the damage tracking counted on: draw it whole.
      let exposed = pump.takeExposed()
      if exposed { rasterizer.invalidateRetainedFrame() }
      if !active && events.isEmpty && !app.needsFrame(at: t) && !due && !exposed {
        // At rest: sleep on events until the scene's next timer (or a short wake-up).
        let untilTimer = app.scene.nextWakeTime.map { max(0.001, $0 - t) } ?? idleWake
        _ = pump.waitForEvent(timeout: min(idleWake, untilTimer))
        continue
      }
      if !active {
        pacer.reset()
        active = true
      }
      for e in events {
        if case .resize(let s) = e.kind {
          // The translator counts in window units, the app in points.
          pump.translator.windowSize = Size(
            width: s.width * uiScale.factor, height: s.height * uiScale.factor)
        }
      }
      app.inspector.scrollPath = pump.scrollPath
      app.inspector.presentPath = window.presentPath
      // Checked: a replayed time past UInt64's range (2e17 s and more) is clamped, not a trap.
      runner.update(events: events, at: t) { e in
        UInt64(min(max(0, (e.time + start) * 1e9), 1.8e19))
      }
      marker.mark("frame")
      // A recording marks each frame, after its events: a headless replay runs the same frames.
      app.telemetry.recordInput(InputEvent(time: t, kind: .frame))
      if app.requests.screenshot {
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
      runner.present()
      marker.presented()
      marks.presented()
      // A failed check after a resize moved the window to SDL's present: say so once.
      if let note = window.takePresentFallbackNote() { Console.err("scroll-sandbox: \(note)") }
      if lastFrameTime >= 0 && !useVsync {
        let interval = t - lastFrameTime
        if interval > 0 { app.measuredFPS += (1 / interval - app.measuredFPS) * 0.1 }
      }
      lastFrameTime = t
      runner.prefetch(at: t)
      playback.readAhead()
      app.profiler.begin(.wait)
      if !useVsync { _ = pacer.waitForNextFrame() }
      app.profiler.end(.wait)
      runner.endFrame()
      if !app.needsFrame(at: t) && !due && events.isEmpty && playback.isFinished {
        active = false
        lastFrameTime = -1
      }
    }
    marks.finished()
    if let path = options.screenshot {
      // --screenshot in a window run: the last frame, taken at exit (replacing an older file
      // atomically; the presses of S went to files of their own).
      runner.update(events: [], at: clock.seconds - start) { _ in 0 }
      rasterizer.redrawLastFrameFully()
      do {
        try window.saveScreenshot(to: path, fast: TerminationSignals.received != nil)
        OutputSalvage.loopOutputsWritten()
      } catch {
        Console.err("scroll-sandbox: \(error)")
        screenshotFailed = true
      }
    }
    Console.err("scroll-sandbox: \(pump.scrollSummary)")
    return SandboxMain.finish(
      app, outputs: outputs, status: screenshotFailed || replayFailed ? 1 : 0,
      stopReason: stopReason)
  }

  /// With `--wayland`, selects SDL's Wayland driver (`SDL_VIDEODRIVER=wayland`) when
  /// `WAYLAND_DISPLAY` is set; SDL 2 otherwise picks X11 (XWayland) even on a Wayland
  /// desktop. Returns a line for the log, nil when there is nothing to say.
  /// - Parameters:
  ///   - options: the command line.
  ///   - environment: the process environment.
  nonisolated static func chooseVideoDriver(options: SandboxOptions, environment: [String: String])
    -> String?
  {
    guard options.wayland else { return nil }
    guard let display = environment["WAYLAND_DISPLAY"], !display.isEmpty else {
      return "--wayland: WAYLAND_DISPLAY is not set; using SDL's default driver"
    }
    setenv("SDL_VIDEODRIVER", "wayland", 1)
    return
      "--wayland: SDL's Wayland driver on \(display) (fractional touchpad deltas; SDL's own present)"
  }
}
