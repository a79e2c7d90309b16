import CSDL2
import Runtime
import SDLBackend
import Scenes
import ScrollCore

@testable import SandboxKit

/// A window that draws on a software surface and counts its presents.
@MainActor final class FakeWindow: WindowSurface {
  let surface: HeadlessTarget
  var presents = 0
  var fallbackNote: String?

  init(size: Size = Size(width: 900, height: 700)) throws {
    surface = try HeadlessTarget(size: size)
  }

  var renderer: OpaquePointer { surface.renderer }
  var pointSize: Size { surface.pointSize }
  var pixelWidth: Int { surface.pixelWidth }
  var pixelHeight: Int { surface.pixelHeight }
  var scale: Double { surface.scale }
  func refreshSize() { surface.refreshSize() }
  func present() {
    presents += 1
    surface.present()
  }
  var softwareSurface: UnsafeMutablePointer<SDL_Surface>? { surface.softwareSurface }
  var presentPath: String { "fake" }
  func takePresentFallbackNote() -> String? {
    defer { fallbackNote = nil }
    return fallbackNote
  }
}

/// An event queue a test fills: the waiting events are stamped at the poll's time.
@MainActor final class FakeEventQueue: WindowEventQueue {
  var waiting: [InputEventKind] = []
  var exposed = false
  var sizes: [Size] = []

  func poll(into events: inout [InputEvent], now: () -> Double) -> Int {
    let t = now()
    let n = waiting.count
    events += waiting.map { InputEvent(time: t, kind: $0) }
    waiting.removeAll()
    return n
  }
  func takeExposed() -> Bool {
    defer { exposed = false }
    return exposed
  }
  var scrollPath: String { "fake scroll path" }
  func setWindowSize(_ size: Size) { sizes.append(size) }
}

/// Session time a test moves by hand.
final class FakeTime {
  var now = 0.0
  var sleeps: [Double] = []
}

/// The window's loop on a fake window, a fake event queue and fake time: the real
/// `WindowFrame`, `WindowFrameClock` and `WindowEventSource`.
@MainActor final class WindowRig {
  let time = FakeTime()
  let window: FakeWindow
  let queue = FakeEventQueue()
  let app: SandboxApp
  let clock: WindowFrameClock
  let source: WindowEventSource
  let frame: WindowFrame
  let loop: FrameLoop<WindowFrameClock, WindowEventSource, WindowFrame>

  /// A rig for the command line `args` (a replay of `replay`, if given).
  init(_ args: [String] = [], replay: ReplayFile? = nil, vsync: Bool = true, scale: Double = 1)
    throws
  {
    let options = try SandboxOptions.parse(args, scenes: SceneCatalog.names)
    window = try FakeWindow()
    let rasterizer = DisplayListRasterizer(
      target: window, fonts: try FontLibrary(files: try FontFiles.locate()))
    app = SandboxMain.makeApp(options: options, measurer: rasterizer, clock: { 0 })
    app.start(at: 0)
    app.resize(window.pointSize, at: 0)
    let time = self.time
    clock = WindowFrameClock(
      now: { time.now }, pacer: FramePacer(targetFPS: options.fps), vsync: vsync,
      waitForEvent: { time.sleeps.append($0) })
    let uiScale = InterfaceScale(factor: scale, source: "test")
    source = WindowEventSource(
      pump: queue, scale: uiScale, playback: ReplayPlayback(file: replay), now: { time.now })
    frame = WindowFrame(
      app: app, window: window, rasterizer: rasterizer, pump: queue, options: options,
      uiScale: uiScale, clock: clock, source: source, useVsync: vsync,
      marker: FirstPresentMarker())
    loop = FrameLoop(clock: clock, source: source, host: frame)
  }

  /// Steps `frames` times, `dt` seconds apart.
  @discardableResult
  func run(frames: Int, dt: Double = 1 / 60.0) -> Int {
    var ran = 0
    for _ in 0..<frames {
      if loop.step() { ran += 1 }
      time.now += dt
    }
    return ran
  }

  /// Steps until the loop goes idle (at most `limit` steps); returns whether it did.
  @discardableResult
  func runUntilIdle(limit: Int = 2000) -> Bool {
    for _ in 0..<limit {
      loop.step()
      time.now += 1 / 60.0
      if !loop.isAwake { return true }
    }
    return false
  }
}
