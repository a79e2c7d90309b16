import Drawing
import Profiling
import Scenes
import ScrollCore

/// The sandbox without its window: it coordinates the scene selection, the chrome around the
/// scene, the inspector's readout, profiling and the session's telemetry. The window loop and
/// the headless loop feed it input and time, and rasterize the display list it builds. Global
/// keys are in `SandboxApp+Input.swift`, drawing in `SandboxApp+Draw.swift`. Main thread only.
package final class SandboxApp {
  /// Everything the loop needs to know after a frame's update.
  package struct Requests {
    /// The user asked to quit.
    package var quit = false
    /// The user asked for a screenshot (S).
    package var screenshot = false
  }

  let options: SandboxOptions
  let measurer: any TextMeasurer
  /// Which scene is on screen, and the physics preset.
  var selection: SceneSelection
  /// The colours everything is drawn in (D switches).
  var theme: Theme
  /// The window's layout, the inspector, the graph, the help overlay and the toast.
  var chrome: ChromeState
  /// What the inspector reads besides the scene.
  var inspector = InspectorReadout()
  /// The inspector's row measurements, kept between frames.
  let inspectorFits = InspectorRowFits()
  /// The inspector's Tune section: tuned settings, focus, panel scroll (SandboxApp+Tune).
  var tune: TuneState
  /// The output files, the recorder and the recent events.
  let telemetry: SessionTelemetry
  /// The run's gestures (`--gestures-out`, `--gesture-plot`, or G; nil until asked for).
  var gestures: GestureSession?
  /// Which gesture the inspector's strip shows, counting back from the newest (0); nil: the
  /// strip is hidden (G shows it).
  var gestureShown: Int?
  /// The display interval gestures are judged against, seconds: 1/`--fps`, or the measured
  /// refresh under vsync.
  var displayInterval: Double
  /// What the window's input path says of a scroll device, by name ("XI2 smooth valuator,
  /// increment 15"), for the gestures' verdicts; nil headless.
  var scrollDeviceNote: ((String) -> String?)?
  package var requests = Requests()
  package var profiler: FrameProfiler
  /// The frame rate measured by the window loop (the configured one headless).
  var measuredFPS: Double
  /// The scroll device and its verdict, for the inspector and `device` lines.
  private(set) var deviceMonitor = ScrollDeviceMonitor()
  /// The last frame's layout record (for tests and `--layout-out`).
  var lastLayoutRecord: LayoutRecord?
  /// Whether each frame's texts are measured against their frames for the layout record
  /// (`TextFit`): with `--layout-out`, and in tests.
  var checksTextFit: Bool
  private(set) var lastTime = 0.0
  /// Replayed `set` lines refused as they played (each said on stderr; the run exits 2).
  var refusedReplaySettings = 0
  /// The scene file on screen as last read well (`--scene-file`, reloaded on save).
  var sceneFile: SceneFile?
  /// Watches `--scene-file`'s path for saves (nil without one).
  var sceneFileWatch: SceneFileWatch?
  /// The last reload's error, shown over the scene until the next good save.
  var sceneFileError: String?

  /// Creates the app with its scenes (built on first use).
  init(
    options: SandboxOptions, scenes: SceneSlots, measurer: any TextMeasurer,
    profiler: FrameProfiler
  ) {
    self.options = options
    self.measurer = measurer
    self.profiler = profiler
    selection = SceneSelection(
      slots: scenes, startingAt: options.scene, physics: options.physics,
      physicsScale: options.physicsScale ?? 1)
    theme = options.dark ? .dark : .light
    tune = TuneState(options: options)
    chrome = ChromeState(
      size: Size(width: options.width, height: options.height), inspectorOpen: options.hud)
    telemetry = SessionTelemetry(writesFrameLines: options.eventsOutFrames)
    measuredFPS = options.fps
    displayInterval = 1 / max(1, options.fps)
    checksTextFit = options.layoutOut != nil
    sceneFile = options.loadedSceneFile
    if let path = options.sceneFile { sceneFileWatch = SceneFileWatch(path: path) }
  }

  /// The scene on screen (built now if it was not yet). Read through the selection's stored
  /// slots and index: a computed property of the selection would copy it first.
  var scene: any Scene { selection.slots[selection.current] }

  /// The largest window side accepted from a resize, points (as `--size`): absurd sizes
  /// from a replay are clamped to it.
  static let maxWindowSide = 16384.0

  /// Lays out the current scene for a window of `size` points (clamped to
  /// 0...`maxWindowSide` on each side; the layout never goes below
  /// `WindowLayout.minimumSize`).
  func resize(_ size: Size, at t: Double) {
    let safe = size.sanitized
    chrome.resize(
      Size(width: min(safe.width, Self.maxWindowSide), height: min(safe.height, Self.maxWindowSide))
    )
    // A resize may come with a new scale (another monitor): the rows are measured again.
    inspectorFits.removeAll()
    placeScene(at: t)
  }

  /// The name of the scene file's scene when it is running text (articles, messages), laid
  /// out in the readable column as the built-in text scenes are; nil otherwise.
  var fileTextScene: String? {
    sceneFile.flatMap { $0.list.content == .rows ? nil : $0.name }
  }

  /// Gives the scene its area in the current layout.
  func placeScene(at t: Double) {
    scene.setFrame(
      chrome.layout.sceneFrame(for: scene.name, textColumn: scene.name == fileTextScene), at: t)
  }

  /// Starts: sizes the first scene.
  package func start(at t: Double) {
    scene.setPhysics(selection.physics, at: t)
    resize(chrome.windowSize, at: t)
    telemetry.appEvent(
      at: t, type: "scene-switch",
      fields: [("scene", .string(scene.name)), ("preset", .string(selection.physics.name))])
  }

  /// Shows `text` on screen for a moment ("Saved screenshot …").
  /// - Parameters:
  ///   - text: the message.
  ///   - t: the session time now, seconds.
  func notify(_ text: String, at t: Double) { chrome.notify(text, at: t) }

  /// Switches to scene `index`.
  func select(_ index: Int, at t: Double) {
    guard index >= 0, index < selection.count, index != selection.current else { return }
    // A gesture in progress ends in the scene left (its release will arrive elsewhere).
    if scene.endInteraction(at: t) { writeSceneEvents(of: scene) }
    _ = selection.select(index)
    gestures?.sceneSwitched(to: scene.name, at: t)
    inspector.invalidateFrameRows()
    scene.setPhysics(selection.physics, at: t)
    resize(chrome.windowSize, at: t)
    telemetry.appEvent(
      at: t, type: "scene-switch",
      fields: [("scene", .string(scene.name)), ("preset", .string(selection.physics.name))])
  }

  /// Switches every scene to the next preset.
  func cyclePreset(at t: Double) {
    let physics = selection.nextPreset()
    tune.physics = PhysicsTuning(base: ScrollPhysics.preset(named: physics.name) ?? .ios)
    tune.physicsPending = false
    scene.setPhysics(physics, at: t)
    telemetry.appEvent(at: t, type: "preset", fields: [("preset", .string(physics.name))])
  }

  // MARK: - Frame stages

  /// Input stage: global keys and tab clicks first, then the scene. With `arrival`, each event
  /// is noted in the profiler once handled (its latency runs to the next present), tagged with
  /// its trace flow when tracing.
  /// - Parameters:
  ///   - events: the frame's events, in order.
  ///   - arrival: each event's arrival on the profiler's clock, nanoseconds; nil to note none.
  func handleInput(_ events: [InputEvent], arrival: ((InputEvent) -> UInt64)? = nil) {
    applyPendingTuning(at: lastTime)
    for e in events {
      // The gesture the event is part of, for the trace.
      var gesture: Int?
      defer {
        if let arrival {
          profiler.noteInput(
            arrivalNanos: arrival(e),
            tag: telemetry.inputTag(for: e, device: deviceMonitor.current, gesture: gesture))
        }
      }
      if case .frame = e.kind { continue }
      telemetry.recordInput(e)
      if case .setting(let name, let value) = e.kind {
        applySetting(name, value, at: e.time, record: false)
        continue
      }
      if let report = deviceMonitor.observe(e) {
        telemetry.appEvent(
          at: e.time, type: "device",
          fields: [
            ("name", .string(report.name)), ("kind", .string(report.kind.rawValue)),
            ("source", .string(report.source.rawValue)),
          ])
        inspector.invalidateFrameRows()
      }
      if handleGlobal(e) { continue }
      _ = scene.handle(e)
      gesture = gestures?.input(e, device: deviceMonitor.current, note: scrollDeviceNote)
    }
  }

  /// Physics stage.
  func advance(to t: Double) {
    lastTime = t
    applyPendingTuning(at: t)
    if sceneFileWatch != nil { checkSceneFile(at: t) }
    scene.advance(to: t)
  }

  /// Layout stage.
  func layout(at t: Double) { scene.layout(at: t) }

  /// Idle work after present (the prefetch stage): the scene prepares rows about to appear.
  func prefetch(at t: Double) { scene.prefetch(at: t) }

  /// Observers stage: observers, scene state, and the scene's events to the output files.
  func observe(at t: Double) {
    // Fetched once: each `scene` is a lookup in the slots and a copy of the existential.
    let scene = self.scene
    scene.observe(at: t)
    let s = scene.stats
    profiler.counters.observerTransforms += s.observerTransforms
    profiler.counters.observerDeliveries += s.observerDeliveries
    profiler.counters.itemsLaidOut += s.itemsLaidOut
    profiler.counters.relayouts += s.relayouts
    writeSceneEvents(of: scene)
    telemetry.observed(scene, at: t)
  }

  /// Hands the scene's pending events to the telemetry.
  /// - Parameter scene: the scene on screen.
  private func writeSceneEvents(of scene: any Scene) {
    let events = scene.takeEvents()
    gestures?.sceneEvents(events)
    telemetry.sceneEvents(events) { self.profiler.now() }
  }

  /// Ends the frame in the profiler and writes it to the trace and CSV, whose time is added to
  /// the frame's profiler cost. Without a profiler nothing is written (no output needs it).
  /// - Parameter index: the frame's index in the run (the one the gestures were given).
  func endFrame(index: Int) {
    let record = profiler.endFrame()
    let start = profiler.isEnabled ? profiler.now() : 0
    telemetry.endFrame(
      record, spans: profiler.spans, scene: scene, latency: profiler.latency, index: index,
      openGesture: gestures?.tracker.open,
      profiled: profiler.isEnabled
    ) {
      if profiler.isEnabled { profiler.addCost(tracingNanos: profiler.now() &- start) }
    }
  }

  /// True while the scene needs frames, or a message is on screen.
  package func needsFrame(at t: Double) -> Bool {
    scene.needsFrame(at: t) || chrome.toastText(at: t) != nil
  }
}
