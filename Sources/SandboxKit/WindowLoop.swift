import Platform
import Profiling
import Runtime
import SDLBackend
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The interactive window: a `FrameLoop` on the window's clock (`WindowFrameClock`: monotonic,
/// paced to the target rate or the measured vsync), its events merged with a replay
/// (`WindowEventSource`) and the window's frame (`WindowFrame`). Input read at the start of
/// each frame is applied to the frame drawn next; when nothing moves and no input arrives, no
/// frames are presented and the loop sleeps on events (`IdleRule`).
@MainActor enum WindowLoop {
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
      options: options, environment: Environment.variables)
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
      option: options.scale, environment: Environment.variables,
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
    app.scrollDeviceNote = { name in
      // The XI2 path's device table: a device with scroll classes scrolls by valuator.
      guard let device = pump.xi2?.decoder.devices.values.first(where: { $0.name == name }),
        let scroll = device.scrollClasses.first
      else { return nil }
      return "XI2 smooth valuator, increment \(formatPoints(scroll.increment, decimals: 0))"
    }
    app.inspector.interfaceScale = uiScale.description(pixelsPerPoint: window.scale)
    marker.mark("app")
    let pacer = FramePacer(targetFPS: options.fps)
    var useVsync = false
    if options.vsync {
      let m = window.measureRefreshRate()
      if m.isPaced {
        useVsync = true
        app.measuredFPS = m.framesPerSecond
        app.displayInterval = 1 / m.framesPerSecond
        app.gestures?.useInterval(app.displayInterval)
        Console.err(
          "scroll-sandbox: vsync measured at \(formatPoints(m.framesPerSecond, decimals: 1)) Hz")
      } else {
        Console.err(
          "scroll-sandbox: the display does not pace presents (measured \(formatPoints(m.framesPerSecond, decimals: 0)) fps); pacing to \(formatPoints(options.fps, decimals: 0)) fps instead"
        )
      }
    }
    let playback = ReplayPlayback(file: replay)
    let start = clock.seconds
    app.start(at: 0)
    app.resize(window.pointSize, at: 0)
    // A recording starts with the window's size, so a headless replay lays out the same.
    app.telemetry.recordInput(InputEvent(time: 0, kind: .resize(window.pointSize)))
    let frameClock = WindowFrameClock(
      now: { clock.seconds - start }, pacer: pacer, vsync: useVsync,
      waitForEvent: { _ = pump.waitForEvent(timeout: $0) })
    let source = WindowEventSource(
      pump: pump, scale: uiScale, playback: playback, now: { clock.seconds - start })
    let frame = WindowFrame(
      app: app, window: window, rasterizer: rasterizer, pump: pump, options: options,
      uiScale: uiScale, clock: frameClock, source: source, useVsync: useVsync, marker: marker)
    // Checked: a replayed time past UInt64's range (2e17 s and more) is clamped, not a trap.
    frame.arrival = { e in UInt64(min(max(0, (e.time + start) * 1e9), 1.8e19)) }
    frame.presentTime = { _ in frameClock.now }
    let loop = FrameLoop(clock: frameClock, source: source, host: frame)
    loop.run()
    frame.marks.finished()
    var screenshotFailed = frame.screenshotFailed
    if let path = options.screenshot {
      // --screenshot in a window run: the last frame, taken at exit (replacing an older file
      // atomically; the presses of S went to files of their own).
      loop.runStages(FrameInput(index: loop.frames, time: frameClock.now), through: .rasterize)
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
      app, outputs: outputs, status: screenshotFailed || frame.replayFailed ? 1 : 0,
      stopReason: frame.stopReason)
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
