import Drawing
import Profiling
import Scenes
import ScrollCore

/// The sandbox without its window: scenes, chrome, HUD, global keys, profiling and output
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
  private(set) var physics: ScrollPhysics
  private(set) var theme: Theme
  private(set) var showHUD: Bool
  private(set) var graphMode: FrameGraphView.Mode = .bars
  private(set) var windowSize: Size
  package var requests = Requests()
  package var profiler: FrameProfiler
  var measuredFPS: Double
  private var stats: FrameStatistics?
  private var statsAge = 0
  /// The HUD card's rows, refreshed every `hudRefreshFrames` frames (numbers that change
  /// every frame cannot be read, and each new one is new text to render).
  private var hudRows: [HUDView.Row]?
  private var hudAge = 0
  /// Frames between refreshes of the HUD card's numbers (10 per second at 60 fps).
  static let hudRefreshFrames = 6
  /// The chrome's measured layout, kept until the width, titles or help text change.
  private var chromeLayout: ChromeView.Layout?
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
  /// the HUD.
  var scrollPath: String?
  /// How frames reach the screen ("x11-shm" or "sdl"), set by the window loop; shown in the
  /// HUD (nil headless: no row).
  var presentPath: String? {
    didSet { if presentPath != oldValue { hudRows = nil } }
  }
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
    self.theme = options.dark ? .dark : .light
    self.showHUD = options.hud
    self.windowSize = Size(width: options.width, height: options.height)
    self.measuredFPS = options.fps
  }

  /// The scene on screen.
  var scene: any Scene { scenes[current] }

  /// The largest window side accepted from a resize, points (as `--size`): absurd sizes
  /// from a replay are clamped to it.
  static let maxWindowSide = 16384.0

  /// Lays out the current scene for a window of `size` points (clamped to
  /// 0...`maxWindowSide` on each side).
  func resize(_ size: Size, at t: Double) {
    let safe = size.sanitized
    windowSize = Size(
      width: min(safe.width, Self.maxWindowSide), height: min(safe.height, Self.maxWindowSide))
    scene.setFrame(ChromeView.contentFrame(in: windowSize), at: t)
  }

  /// Starts: sizes the first scene.
  package func start(at t: Double) {
    scene.setPhysics(physics, at: t)
    resize(windowSize, at: t)
    eventsOut?.writeApp(time: t, type: "scene-switch", fields: [("scene", .string(scene.name))])
  }

  /// Switches to scene `index`.
  func select(_ index: Int, at t: Double) {
    guard index >= 0, index < scenes.count, index != current else { return }
    // A gesture in progress ends in the scene left (its release will arrive elsewhere).
    if scene.endInteraction(at: t) { writeEvents(scene.takeEvents()) }
    current = index
    scene.setPhysics(physics, at: t)
    resize(windowSize, at: t)
    eventsOut?.writeApp(time: t, type: "scene-switch", fields: [("scene", .string(scene.name))])
  }

  /// Switches every scene to the next preset.
  func cyclePreset(at t: Double) {
    let presets = ScrollPhysics.presets
    let i = presets.firstIndex { $0.name == physics.name } ?? -1
    physics = presets[(i + 1) % presets.count].withDevicePixelRatio(options.physicsScale ?? 1)
    scene.setPhysics(physics, at: t)
    eventsOut?.writeApp(time: t, type: "preset", fields: [("preset", .string(physics.name))])
  }

  // MARK: - Frame stages

  /// Input stage: global keys and tab clicks first, then the scene.
  func handleInput(_ events: [InputEvent]) {
    for e in events {
      if case .frame = e.kind { continue }
      record?(e)
      if let report = deviceMonitor.observe(e) {
        eventsOut?.writeApp(
          time: e.time, type: "device",
          fields: [
            ("name", .string(report.name)), ("kind", .string(report.kind.rawValue)),
            ("source", .string(report.source.rawValue)),
          ])
        hudRows = nil
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
      switch key {
      case .escape:
        requests.quit = true
      case .tab:
        let n = scenes.count
        select((current + (mods.contains(.shift) ? n - 1 : 1)) % n, at: e.time)
      case .character(let c):
        if let d = c.wholeNumberValue, d < scenes.count {
          select(d, at: e.time)
          return true
        }
        switch c {
        case "q": requests.quit = true
        case "h": showHUD.toggle()
        case "f": graphMode = graphMode.next
        case "d": theme = theme.isDark ? .light : .dark
        case "p": cyclePreset(at: e.time)
        case "s": requests.screenshot = true
        default: return false
        }
      default: return false
      }
      return true
    case .pointerDown(let p, let button) where button == 1 && p.y < ChromeView.topBarHeight:
      let tabs = ChromeView.tabFrames(
        titles: scenes.titles, width: windowSize.width, measurer: measurer)
      if let i = tabs.firstIndex(where: { $0.contains(p) }) { select(i, at: e.time) }
      return true
    default:
      return false
    }
  }

  /// Physics stage.
  func advance(to t: Double) {
    lastTime = t
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
      let h = scene.hud
      eventsOut?.writeFrame(
        index: frameIndex, time: t, offset: h.geometry.contentOffset, velocity: h.velocity,
        phase: h.phase)
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

  /// Display-list stage: chrome, the scene, the HUD and graph.
  func draw(into list: inout DisplayList, at t: Double) {
    list.removeAll()
    list.fill(Rect(origin: .zero, size: windowSize), theme.background)
    let content = ChromeView.contentFrame(in: windowSize)
    list.clipped(to: content) { l in scene.draw(into: &l, theme: theme, at: t) }
    let titles = scenes.titles
    let help = helpText
    if chromeLayout?.matches(width: windowSize.width, titles: titles, help: help) != true {
      chromeLayout = ChromeView.Layout(
        width: windowSize.width, titles: titles, help: help, measurer: measurer)
    }
    if let layout = chromeLayout {
      ChromeView.draw(
        into: &list, size: windowSize, layout: layout, current: current, preset: physics.name,
        fps: measuredFPS, theme: theme)
    }
    if showHUD { drawHUD(into: &list, content: content) }
  }

  /// The help line: scene keys, then the global ones.
  var helpText: String {
    "\(scene.helpLine)   ·   0-\(scenes.count - 1)/Tab scenes  P preset  H HUD  F graph  D dark  S screenshot  Q quit"
  }

  private func drawHUD(into list: inout DisplayList, content: Rect) {
    statsAge += 1
    if stats == nil || statsAge >= 15 {
      stats = profiler.statistics()
      latencyStats = profiler.latencyStatistics()
      statsAge = 0
    }
    hudAge += 1
    if hudRows == nil || hudAge >= Self.hudRefreshFrames {
      let work = Double(profiler.lastFrame?.workNanos ?? 0) / 1e6
      let latency = latencyStats.flatMap { $0.count > 0 ? Double($0.p50Nanos) / 1e6 : nil }
      hudRows = HUDView.rows(
        scene.hud, fps: measuredFPS, frameWorkMs: work, latencyMs: latency,
        counters: profiler.lastFrame?.counters ?? .zero)
      if let report = deviceMonitor.current {
        hudRows?.append(contentsOf: report.hudRows)
      }
      if let scrollPath { hudRows?.append(HUDView.Row(label: "scroll path", value: scrollPath)) }
      if let presentPath { hudRows?.append(HUDView.Row(label: "present", value: presentPath)) }
      hudAge = 0
    }
    let rows = hudRows ?? []
    let card = HUDView.draw(
      into: &list, rows: rows, area: content, theme: theme, measurer: measurer)
    if let stats, graphMode != .off {
      let graph = Rect(x: card.minX, y: card.maxY + 8, width: card.width, height: 120)
      FrameGraphView.draw(
        into: &list, mode: graphMode, profiler: profiler, stats: stats, frame: graph, theme: theme)
    }
  }

  /// Ends the frame in the profiler and writes it to the trace and CSV.
  func endFrame() {
    let record = profiler.endFrame()
    if let trace {
      trace.writeFrame(record, spans: profiler.spans)
      let h = scene.hud
      trace.writeFrameCounters(record, offset: h.geometry.contentOffset.y, velocity: h.velocity.y)
    }
    framesCSV?.write(record)
    frameIndex += 1
  }

  /// True while the scene or the HUD needs frames.
  package func needsFrame(at t: Double) -> Bool { scene.needsFrame(at: t) }
}
