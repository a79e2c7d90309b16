import Drawing
import Profiling
import Scenes
import ScrollCore

/// The sandbox without its window: scenes, chrome, inspector, global keys, profiling and output
/// files. The window loop and the headless loop feed it input and time, and rasterize the
/// display list it builds. Main thread only.
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
  private(set) var scenes: SceneSlots
  private(set) var current: Int
  var physics: ScrollPhysics
  /// The inspector's Tune section: tuned settings, focus, panel scroll (SandboxApp+Tune).
  var tune: TuneState
  private(set) var theme: Theme
  /// Whether the user wants the inspector (H; `--no-hud` starts without it). It docks on
  /// windows at least `WindowLayout.dockThreshold` wide.
  private(set) var inspectorOpen: Bool
  /// Whether the inspector's drawer is open on a narrow window (H there).
  private(set) var drawerOpen = false
  /// The inspector's width, points (dragging its edge changes it).
  private(set) var inspectorWidth = WindowLayout.defaultInspectorWidth
  /// The frame graph's mode (F), in the inspector or in the strip.
  private(set) var graphMode: FrameGraphView.Mode = .bars
  /// Whether the compact graph strip shows while the inspector is hidden (F there).
  private(set) var graphStrip = false
  /// Whether the help overlay is up (? or F1).
  private(set) var helpShown = false
  /// A short message on screen ("Saved screenshot …") and the session time it goes away.
  private(set) var toast: (text: String, until: Double)?
  /// The inspector edge being dragged: the pointer's x and the width when it started.
  private var inspectorDrag: (x: Double, width: Double)?
  private(set) var windowSize: Size
  /// Where the window's parts are, for the current size and inspector state.
  private(set) var layout: WindowLayout
  package var requests = Requests()
  package var profiler: FrameProfiler
  var measuredFPS: Double
  private var stats: FrameStatistics?
  private var statsAge = 0
  /// The Frame section's rows, refreshed every `frameRowsRefresh` frames (timings that
  /// change every frame cannot be read); the Scroll and Scene sections are built every frame
  /// the inspector is drawn, so they always show this frame's values.
  private var frameRows: InspectorView.Section?
  private var frameRowsAge = 0
  /// Frames between refreshes of the Frame section's timings (10 per second at 60 fps).
  static let frameRowsRefresh = 6
  /// The chrome's measured layout, kept until the width, titles, tab or help text change.
  private var chromeLayout: ChromeView.Layout?
  /// Writes `--layout-out`.
  var layoutOut: LayoutOutWriter?
  /// The last frame's layout record (for tests and `--layout-out`).
  private(set) var lastLayoutRecord: LayoutRecord?
  /// The interface scale and where it came from, shown in the inspector (set by the loop).
  var interfaceScale: String?
  private var latencyStats: LatencyStatistics?
  private(set) var frameIndex = 0
  private(set) var lastTime = 0.0
  var eventsOut: EventsOutWriter?
  var trace: ChromeTraceWriter?
  var framesCSV: FramesCSVWriter?
  /// Called with every input event when recording.
  var record: ((InputEvent) -> Void)?
  /// The scroll device and its verdict, for the HUD and `device` lines.
  private(set) var deviceMonitor = ScrollDeviceMonitor()
  /// The path scroll input takes ("XI2 2.4 raw events"), set by the window loop; shown in
  /// the inspector.
  var scrollPath: String?
  /// How frames reach the screen ("x11-shm" or "sdl"), set by the window loop; shown in the
  /// inspector (nil headless: no row). The Scroll section is built every frame it is drawn.
  var presentPath: String?
  /// Every scene event seen, kept for tests and the exit summary (bounded).
  private(set) var recentEvents: [SceneEvent] = []

  /// Creates the app with its scenes (built on first use).
  init(
    options: SandboxOptions, scenes: SceneSlots, measurer: any TextMeasurer,
    profiler: FrameProfiler
  ) {
    self.options = options
    self.scenes = scenes
    self.measurer = measurer
    self.profiler = profiler
    self.current = max(0, scenes.names.firstIndex(of: options.scene) ?? 0)
    self.physics = options.physics
    self.tune = TuneState(options: options)
    self.theme = options.dark ? .dark : .light
    self.inspectorOpen = options.hud
    self.windowSize = Size(width: options.width, height: options.height)
    self.layout = WindowLayout(
      window: Size(width: options.width, height: options.height), inspectorOpen: options.hud,
      drawerOpen: false, inspectorWidth: WindowLayout.defaultInspectorWidth, graphStrip: false)
    self.measuredFPS = options.fps
  }

  /// The scene on screen.
  var scene: any Scene { scenes[current] }

  /// The largest window side accepted from a resize, points (as `--size`): absurd sizes
  /// from a replay are clamped to it.
  static let maxWindowSide = 16384.0

  /// Lays out the current scene for a window of `size` points (clamped to
  /// 0...`maxWindowSide` on each side; the layout never goes below
  /// `WindowLayout.minimumSize`).
  func resize(_ size: Size, at t: Double) {
    let safe = size.sanitized
    windowSize = Size(
      width: min(safe.width, Self.maxWindowSide), height: min(safe.height, Self.maxWindowSide))
    relayout(at: t, force: true)
  }

  /// Recomputes the window layout from the size and the inspector's state, and gives the
  /// scene its new content area when it changed (or always, with `force`).
  private func relayout(at t: Double, force: Bool = false) {
    let old = layout.content
    layout = WindowLayout(
      window: windowSize, inspectorOpen: inspectorOpen, drawerOpen: drawerOpen,
      inspectorWidth: inspectorWidth, graphStrip: graphStrip && graphMode != .off)
    if force || layout.content != old { scene.setFrame(layout.sceneFrame(for: scene.name), at: t) }
  }

  /// Starts: sizes the first scene.
  package func start(at t: Double) {
    scene.setPhysics(physics, at: t)
    resize(windowSize, at: t)
    eventsOut?.writeApp(time: t, type: "scene-switch", fields: [("scene", .string(scene.name))])
  }

  /// Shows `text` on screen for a moment ("Saved screenshot …").
  /// - Parameters:
  ///   - text: the message.
  ///   - t: the session time now, seconds.
  func notify(_ text: String, at t: Double) {
    toast = (text, t + Self.toastSeconds)
  }

  /// How long a message stays on screen, seconds.
  static let toastSeconds = 2.5

  /// Switches to scene `index`.
  func select(_ index: Int, at t: Double) {
    guard index >= 0, index < scenes.count, index != current else { return }
    // A gesture in progress ends in the scene left (its release will arrive elsewhere).
    if scene.endInteraction(at: t) { writeEvents(scene.takeEvents()) }
    current = index
    frameRows = nil
    scene.setPhysics(physics, at: t)
    resize(windowSize, at: t)
    eventsOut?.writeApp(time: t, type: "scene-switch", fields: [("scene", .string(scene.name))])
  }

  /// Switches every scene to the next preset.
  func cyclePreset(at t: Double) {
    let presets = ScrollPhysics.presets
    let i = presets.firstIndex { $0.name == physics.name } ?? -1
    tune.physics = PhysicsTuning(base: presets[(i + 1) % presets.count])
    tune.physicsPending = false
    physics = presets[(i + 1) % presets.count].withDevicePixelRatio(options.physicsScale ?? 1)
    scene.setPhysics(physics, at: t)
    eventsOut?.writeApp(time: t, type: "preset", fields: [("preset", .string(physics.name))])
  }

  // MARK: - Frame stages

  /// Input stage: global keys and tab clicks first, then the scene.
  func handleInput(_ events: [InputEvent]) {
    applyPendingPhysics(at: lastTime)
    for e in events {
      if case .frame = e.kind { continue }
      record?(e)
      if case .setting(let name, let value) = e.kind {
        applySetting(name, value, at: e.time, record: false)
        continue
      }
      if let report = deviceMonitor.observe(e) {
        eventsOut?.writeApp(
          time: e.time, type: "device",
          fields: [
            ("name", .string(report.name)), ("kind", .string(report.kind.rawValue)),
            ("source", .string(report.source.rawValue)),
          ])
        frameRows = nil
      }
      if handleGlobal(e) { continue }
      _ = scene.handle(e)
    }
  }

  /// Handles app-wide keys and clicks; returns true when consumed.
  private func handleGlobal(_ e: InputEvent) -> Bool {
    switch e.kind {
    case .quit:
      requests.quit = true
      return true
    case .resize(let size):
      resize(size, at: e.time)
      return true
    case .keyDown(let key, let mods, _):
      return handleTuneKey(key, mods: mods, at: e.time) || handleKey(key, mods: mods, at: e.time)
    case .pointerDown(let p, let button):
      if helpShown {
        helpShown = false
        return true
      }
      if button == 1, let grip = layout.grip, grip.contains(p) {
        inspectorDrag = (p.x, layout.inspector?.width ?? inspectorWidth)
        return true
      }
      if handleTunePointer(e) { return true }
      if p.y < layout.topBar.maxY {
        if button == 1, let i = chromeLayout?.tab(at: p) { select(i, at: e.time) }
        return true
      }
      return layout.inspector?.contains(p) == true
    case .pointerMove(let p, _):
      if handleTunePointer(e) { return true }
      guard let drag = inspectorDrag else { return false }
      inspectorWidth = WindowLayout.clampedInspectorWidth(
        drag.width + drag.x - p.x, window: layout.window.width)
      relayout(at: e.time)
      return true
    case .pointerUp:
      if handleTunePointer(e) { return true }
      guard inspectorDrag != nil else { return false }
      inspectorDrag = nil
      return true
    case .wheel(_, let dy, let p, _):
      if !helpShown, layout.inspector?.contains(p) == true { scrollInspector(by: dy) }
      return helpShown || layout.inspector?.contains(p) == true
    default:
      return false
    }
  }

  /// Handles a key the window owns; returns true when consumed.
  private func handleKey(_ key: Key, mods: KeyModifiers, at t: Double) -> Bool {
    switch key {
    case .escape:
      if helpShown { helpShown = false } else { requests.quit = true }
    case .tab:
      let n = scenes.count
      select((current + (mods.contains(.shift) ? n - 1 : 1)) % n, at: t)
    case .character(let c):
      if let d = c.wholeNumberValue, d < scenes.count {
        select(d, at: t)
        return true
      }
      switch c {
      case "?": helpShown.toggle()
      case "/" where mods.contains(.shift): helpShown.toggle()
      case "q": requests.quit = true
      case "h": toggleInspector(at: t)
      case "f": cycleGraph(at: t)
      case "d": theme = theme.isDark ? .light : .dark
      case "p": cyclePreset(at: t)
      case "s": requests.screenshot = true
      default: return false
      }
    default: return false
    }
    return true
  }

  /// H: the docked inspector on wide windows, the drawer on narrow ones.
  func toggleInspector(at t: Double) {
    if layout.window.width >= WindowLayout.dockThreshold {
      inspectorOpen.toggle()
      drawerOpen = false
    } else {
      drawerOpen.toggle()
      inspectorOpen = drawerOpen
    }
    relayout(at: t)
  }

  /// F: cycles the graph in the inspector; with the inspector hidden, shows the compact
  /// strip first, then cycles it (and hides it when the cycle reaches off).
  private func cycleGraph(at t: Double) {
    if layout.inspector == nil && !graphStrip {
      graphStrip = true
      if graphMode == .off { graphMode = .bars }
    } else {
      graphMode = graphMode.next
      if graphMode == .off { graphStrip = false }
    }
    relayout(at: t)
  }

  /// Physics stage.
  func advance(to t: Double) {
    lastTime = t
    applyPendingPhysics(at: t)
    scene.advance(to: t)
  }

  /// Layout stage.
  func layout(at t: Double) { scene.layout(at: t) }

  /// Observers stage: observers, scene state, and the scene's events to the output files.
  func observe(at t: Double) {
    scene.observe(at: t)
    let s = scene.stats
    profiler.counters.observerTransforms += s.observerTransforms
    profiler.counters.observerDeliveries += s.observerDeliveries
    profiler.counters.itemsLaidOut += s.itemsLaidOut
    profiler.counters.relayouts += s.relayouts
    writeEvents(scene.takeEvents())
    if options.eventsOutFrames {
      let s = TelemetrySnapshot(of: scene)
      eventsOut?.writeFrame(
        index: frameIndex, time: t, offset: s.offset, velocity: s.velocity, phase: s.phase)
    }
  }

  /// Writes scene events to the events file and the trace, and keeps the recent ones.
  private func writeEvents(_ events: [SceneEvent]) {
    for e in events {
      eventsOut?.write(e)
      if let trace {
        // Stamped on the profiler clock, like the stage spans (scene time is virtual when
        // headless).
        let nanos = profiler.now()
        var args: [String: TraceArgument] = ["scene": .string(e.scene)]
        for f in e.fields {
          switch f.value {
          case .number(let d): args[f.key] = .number(d)
          case .string(let s): args[f.key] = .string(s)
          case .bool(let b): args[f.key] = .string(b ? "true" : "false")
          }
        }
        trace.writeSceneEvent(e.name, args: args, atNanos: nanos)
      }
      recentEvents.append(e)
      if recentEvents.count > 4096 { recentEvents.removeFirst(1024) }
    }
  }

  /// Display-list stage: chrome, the scene, the inspector and graph, the overlays.
  func draw(into list: inout DisplayList, at t: Double) {
    list.removeAll()
    list.fill(Rect(origin: .zero, size: windowSize), theme.background)
    let content = layout.content
    list.clipped(to: content) { l in scene.draw(into: &l, theme: theme, at: t) }
    let titles = scenes.titles
    let help = ChromeView.helpItems(sceneHelp: scene.helpLine, sceneCount: scenes.count)
    // Laid out for the widest label it may show, so the fps ticking never re-measures.
    let statusTemplate = "\(physics.name) · 000 fps"
    if chromeLayout?.matches(
      width: layout.window.width, titles: titles, current: current, status: statusTemplate,
      help: help) != true
    {
      chromeLayout = ChromeView.Layout(
        width: layout.window.width, titles: titles, current: current, status: statusTemplate,
        help: help, measurer: measurer)
    }
    guard let chrome = chromeLayout else { return }
    ChromeView.draw(
      into: &list, layout: layout, chrome: chrome, current: current,
      status: "\(physics.name) · \(formatPoints(measuredFPS, decimals: 0)) fps", theme: theme)
    refreshStatistics(force: !scene.needsFrame(at: t))
    var truncated: [String] = []
    if let panel = layout.inspector {
      truncated = drawInspector(into: &list, panel: panel, at: t)
    } else if let strip = layout.graphStrip, let stats {
      FrameGraphView.draw(
        into: &list, mode: graphMode, profiler: profiler, stats: stats,
        frame: Rect(
          x: strip.minX + 8, y: strip.minY + 4, width: strip.width - 16, height: strip.height - 8),
        compact: true, theme: theme)
    }
    var overlays: [LayoutRecord.Overlay] = []
    if layout.mode == .drawer, let panel = layout.inspector {
      overlays.append(.init(name: "drawer", rect: panel))
    }
    if let toast, t < toast.until {
      let font = Font(size: 13, weight: .semibold)
      let width = min(content.width - 24, measurer.size(of: toast.text, font: font).width + 28)
      let r = Rect(x: content.midX - width / 2, y: content.minY + 12, width: width, height: 30)
      list.fill(r, theme.isDark ? Color(hex: 0x3A3A3C) : Color(hex: 0x1C1C1E), radius: 15)
      let shown = measurer.truncate(toast.text, font: font, width: width - 28)
      if shown != toast.text { truncated.append("toast") }
      list.text(shown, in: r, font: font, color: .white, alignment: .center)
      overlays.append(.init(name: "toast", rect: r))
    }
    if helpShown {
      let area = Rect(
        x: 0, y: layout.topBar.maxY, width: layout.window.width,
        height: layout.help.minY - layout.topBar.maxY)
      let card = HelpOverlayView.draw(
        into: &list, area: area, sceneTitle: scene.title, sceneHelp: scene.helpLine,
        sceneCount: scenes.count, theme: theme, measurer: measurer)
      overlays.append(.init(name: "help", rect: card))
    }
    let record = LayoutRecord(
      window: layout.window, inspectorMode: layout.mode.rawValue, inspector: layout.inspector,
      content: content, scene: layout.sceneFrame(for: scene.name), tabStrip: chrome.strip,
      tabsScroll: chrome.scrolls,
      tabs: titles.indices.map {
        LayoutRecord.Tab(
          title: titles[$0], rect: chrome.tabs[$0], visible: chrome.isTabVisible($0),
          truncated: false)
      }, help: layout.help, helpText: chrome.fittedHelp, helpItemsDropped: chrome.droppedHelp,
      graphStrip: layout.graphStrip, overlays: overlays, truncated: truncated)
    lastLayoutRecord = record
    layoutOut?.write(record, frame: frameIndex, time: t)
  }

  /// The help line's text as shown.
  var helpText: String { chromeLayout?.fittedHelp ?? "" }

  /// Takes fresh frame statistics every 15 frames, or now with `force`.
  private func refreshStatistics(force: Bool) {
    statsAge += 1
    if stats == nil || statsAge >= 15 || force {
      stats = profiler.statistics()
      latencyStats = profiler.latencyStatistics()
      statsAge = 0
    }
  }

  /// Draws the inspector's sections and graph; returns the shortened rows.
  private func drawInspector(into list: inout DisplayList, panel: Rect, at t: Double) -> [String] {
    frameRowsAge += 1
    // Timings every few frames, and on the frame before the loop rests so the last frame
    // shows the final figures.
    if frameRows == nil || frameRowsAge >= Self.frameRowsRefresh || !scene.needsFrame(at: t) {
      let work = Double(profiler.lastFrame?.workNanos ?? 0) / 1e6
      let latency = latencyStats.flatMap { $0.count > 0 ? Double($0.p50Nanos) / 1e6 : nil }
      frameRows = InspectorView.frameSection(
        fps: measuredFPS, frameWorkMs: work, latencyMs: latency,
        counters: profiler.lastFrame?.counters ?? .zero)
      frameRowsAge = 0
    }
    let snapshot = scene.hud
    let sections = [
      InspectorView.scrollSection(
        snapshot,
        device: (deviceMonitor.current?.inspectorRows ?? [])
          + (presentPath.map { [InspectorView.Row(label: "present", value: $0)] } ?? []),
        scrollPath: scrollPath, scale: interfaceScale),
      InspectorView.sceneSection(snapshot, title: scene.title),
      frameRows ?? InspectorView.Section(title: "Frame", rows: []),
    ]
    let drawn = InspectorView.draw(
      into: &list, sections: sections, frame: panel, drawer: layout.mode == .drawer,
      graph: graphMode != .off, theme: theme, measurer: measurer, scroll: tune.scroll,
      followed: true)
    if let graph = drawn.graph, let stats {
      list.clipped(to: panel) { l in
        FrameGraphView.draw(
          into: &l, mode: graphMode, profiler: profiler, stats: stats, frame: graph, theme: theme)
      }
    }
    drawTune(into: &list, panel: panel, top: drawn.bottom)
    return drawn.truncated
  }

  /// Ends the frame in the profiler and writes it to the trace and CSV.
  func endFrame() {
    let record = profiler.endFrame()
    if let trace {
      trace.writeFrame(record, spans: profiler.spans)
      let s = TelemetrySnapshot(of: scene)
      trace.writeFrameCounters(record, offset: s.offset.y, velocity: s.velocity.y)
    }
    framesCSV?.write(record)
    frameIndex += 1
  }

  /// True while the scene needs frames, or a message is on screen.
  package func needsFrame(at t: Double) -> Bool {
    scene.needsFrame(at: t) || (toast.map { t < $0.until } ?? false)
  }
}
