import CSDL2
import CX11PresentC
import FrameModel
import Profiling
import ScrollCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A resizable, HiDPI-aware SDL window with its renderer: the on-screen `RenderTarget`.
///
/// Sizes are tracked in points (SDL window coordinates) and pixels (the renderer's output);
/// `scale` is their ratio. Opening the window initialises SDL's video and events subsystems;
/// closing it (deinit) releases them.
@MainActor public final class SDLWindow: RenderTarget {
  /// The SDL_Window.
  public let window: OpaquePointer
  /// The SDL_Renderer drawing into the window. It changes (once) when the X11 present fails
  /// its check after a resize and the window falls back to SDL's own present; a rasterizer
  /// notices and drops its textures.
  public private(set) var renderer: OpaquePointer
  /// Size of the drawing area in points.
  public private(set) var pointSize: Size
  /// Width of the drawable in pixels.
  public private(set) var pixelWidth: Int
  /// Height of the drawable in pixels.
  public private(set) var pixelHeight: Int
  /// Drawable pixels per window point.
  public private(set) var scale: Double
  /// The renderer that was asked for.
  public let requestedRenderer: RendererChoice
  /// Why the requested renderer is not the one in use (a fallback happened), else nil.
  public let rendererNote: String?
  /// True when vsync was requested from SDL (which may ignore it; see `measureRefreshRate`).
  public let vsyncRequested: Bool
  /// The asynchronous X11 shared-memory present path, when the software renderer draws
  /// through it (X11 with MIT-SHM, vsync off, not disabled by SCROLL_SANDBOX_X11_PRESENT=sdl,
  /// and its self-check passed).
  private var shmPresenter: X11ShmPresenter?
  /// A presenter given up after a failed check, kept until the window closes (the
  /// rasterizer's textures of its renderer are released first).
  private var retiredPresenter: X11ShmPresenter?
  /// Why a software window presents through SDL rather than `X11ShmPresenter` (nil when it
  /// uses the asynchronous path, or is not a software window).
  public private(set) var presentNote: String?
  /// A fallback's one-line note not yet taken by `takePresentFallbackNote()`.
  private var pendingFallbackNote: String?
  /// When each step of opening the window ended (`MonotonicClock.ticks()`): "sdl-video",
  /// "sdl-window", "gl-probe" (the renderer chosen), "shm-open" (the X11 present's buffers;
  /// with that present only), "renderer" (with the present's check), "surface". For the
  /// start-up split the benchmark reads.
  public private(set) var openingSteps: [(name: String, nanos: UInt64)] = []

  /// How frames reach the screen: "x11-shm" (our MIT-SHM puts, no XSync) or "sdl"
  /// (SDL_RenderPresent).
  public var presentPath: String { shmPresenter == nil ? "sdl" : "x11-shm" }

  /// Self-checks the X11 present has run (at start, after each resize); 0 without it.
  var presentChecks: Int { (shmPresenter ?? retiredPresenter)?.checks ?? 0 }

  /// The note of a fallback to SDL's present after a resize, once (nil when none happened
  /// since the last call).
  public func takePresentFallbackNote() -> String? {
    defer { pendingFallbackNote = nil }
    return pendingFallbackNote
  }

  private static let subsystems = SDL_INIT_VIDEO | SDL_INIT_EVENTS

  /// Starts SDL's video and events subsystems before a window is opened (SDL counts the
  /// starts; balance with `releaseVideo()`), so SDL's X connection is open before anything
  /// else opens and closes one (reading the desktop's scale, `DesktopScale.xResources()`).
  /// An X server whose last client disconnects resets itself, and the next client waits for
  /// the reset: 100-250 ms under Xvfb (started without `-noreset`) when the window was the
  /// next client. Returns false when SDL could not start (the window's own start then fails
  /// with SDL's error).
  public static func holdVideo() -> Bool { startVideo() }

  /// Starts SDL's video and events subsystems (counted by SDL) without two costs of its
  /// start that buy this app nothing (10-20 ms before the first window here):
  /// - the X input method SDL opens on the way is started in the C locale: the app takes no
  ///   text input (no SDL_TEXTINPUT), and in a UTF-8 locale Xlib's local input method parses
  ///   the locale's whole Compose table (en_US.UTF-8: thousands of sequences, 10-15 ms of
  ///   CPU) first. Keys reach the app by keycode as before.
  /// - with no session bus named (`DBUS_SESSION_BUS_ADDRESS` unset), libdbus would
  ///   "autolaunch" one for SDL's screensaver and IME calls: it forks and runs `dbus-launch`
  ///   (which, when installed, starts a bus daemon that outlives the app). Here SDL is told
  ///   there is none; a session bus that is named is used as before.
  /// The variables are put back as they were right after. Returns false when SDL could not
  /// start.
  static func startVideo() -> Bool {
    if SDL_WasInit(subsystems) == subsystems { return SDL_InitSubSystem(subsystems) == 0 }
    let savedLocale = getenv("LC_ALL").map { String(cString: $0) }
    let noBus = getenv("DBUS_SESSION_BUS_ADDRESS") == nil
    setenv("LC_ALL", "C", 1)
    if noBus { setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 1) }
    defer {
      if let savedLocale { setenv("LC_ALL", savedLocale, 1) } else { unsetenv("LC_ALL") }
      if noBus { unsetenv("DBUS_SESSION_BUS_ADDRESS") }
    }
    return SDL_InitSubSystem(subsystems) == 0
  }

  /// Releases a `holdVideo()` that succeeded; an open window keeps its own.
  public static func releaseVideo() { SDL_QuitSubSystem(subsystems) }

  /// Whether SDL's video subsystem is started (by a window or a hold).
  public static var isVideoStarted: Bool { SDL_WasInit(SDL_INIT_VIDEO) != 0 }

  /// Opens a window of `size` points titled `title`, with the `renderer` asked for.
  ///
  /// Falls back to the software renderer when the requested one cannot be created, and says
  /// so in `rendererNote`. Throws `SDLBackendError` with the SDL error text and a remedy
  /// when SDL, the window or every renderer fails.
  /// - Parameters:
  ///   - title: the window's title.
  ///   - size: the size asked for, points.
  ///   - renderer: the renderer asked for.
  ///   - vsync: whether to ask for the display's vsync.
  ///   - fitToDisplay: shrink `size` to the first display's usable area (a default size
  ///     larger than the screen).
  ///   - minimumSize: the smallest size the user may resize the window to, points.
  ///   - interfaceScale: window units per point on top of the display's own pixel ratio
  ///     (`--scale`, the desktop's setting): everything is drawn that much larger, text at
  ///     that pixel size. Event positions arrive in window units: divide them by it.
  public init(
    title: String = "Scroll Sandbox", size: Size = Size(width: 900, height: 700),
    renderer choice: RendererChoice = .auto, vsync: Bool = false, fitToDisplay: Bool = false,
    minimumSize: Size? = nil, interfaceScale: Double = 1
  ) throws {
    let ui = interfaceScale.isFinite ? min(4, max(0.5, interfaceScale)) : 1
    self.interfaceScale = ui
    guard Self.startVideo() else {
      throw SDLBackendError.sdlInitFailed(subsystem: "video", sdlError: currentSDLError())
    }
    var steps = [(name: "sdl-video", nanos: MonotonicClock.ticks())]
    do {
      try DisplayCheck.verifyCurrentDriver()
    } catch {
      SDL_QuitSubSystem(Self.subsystems)
      throw error
    }
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
    var safe = Size(width: size.sanitized.width * ui, height: size.sanitized.height * ui)
    var notes: [String] = []
    if interfaceScale.isFinite,
      let note = SurfaceFit.scaleNote(
        asked: interfaceScale, used: ui, range: 0.5...4, what: "a window")
    {
      notes.append(note)
    }
    var usable = SDL_Rect()
    if fitToDisplay, SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 {
      let fitted = Size(
        width: min(safe.width, Double(usable.w)), height: min(safe.height, Double(usable.h)))
      if let note = SurfaceFit.sizeNote(
        asked: size.sanitized, scale: ui, opened: fitted,
        limit: "the screen's usable area \(usable.w)x\(usable.h)")
      {
        notes.append(note + " (--size chooses the size)")
      }
      safe = fitted
    }
    let width = Int32(min(16384, max(64, safe.width.rounded())))
    let height = Int32(min(16384, max(64, safe.height.rounded())))
    if let note = SurfaceFit.sizeNote(
      asked: Size(width: safe.width / ui, height: safe.height / ui), scale: ui,
      opened: Size(width: Double(width), height: Double(height)),
      limit: "the largest window, 16384 a side")
    {
      notes.append(note)
    }
    self.fitNotes = notes
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
    guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
      let error = currentSDLError()
      SDL_QuitSubSystem(Self.subsystems)
      throw SDLBackendError.windowCreationFailed(sdlError: error)
    }
    if let minimumSize {
      SDL_SetWindowMinimumSize(
        window, Int32(min(4096, max(1, minimumSize.width * ui))),
        Int32(min(4096, max(1, minimumSize.height * ui))))
    }
    steps.append(("sdl-window", MonotonicClock.ticks()))
    let made = Self.makeRenderer(window: window, choice: choice, vsync: vsync, steps: &steps)
    steps.append(("renderer", MonotonicClock.ticks()))
    guard let renderer = made.renderer else {
      SDL_DestroyWindow(window)
      SDL_QuitSubSystem(Self.subsystems)
      throw SDLBackendError.rendererCreationFailed(sdlError: made.note ?? "unknown error")
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    self.shmPresenter = made.presenter
    self.presentNote = made.presentNote
    self.window = window
    self.renderer = renderer
    self.requestedRenderer = choice
    self.rendererNote = made.note
    self.vsyncRequested = vsync
    self.isSoftwareRenderer = sdlRendererName(renderer) == "software"
    self.pointSize = Size(width: Double(width), height: Double(height))
    self.pixelWidth = Int(width)
    self.pixelHeight = Int(height)
    self.scale = 1
    refreshSize()
    steps.append(("surface", MonotonicClock.ticks()))
    openingSteps = steps
  }

  isolated deinit {
    if let shmPresenter { shmPresenter.close() } else { SDL_DestroyRenderer(renderer) }
    retiredPresenter?.close()
    SDL_DestroyWindow(window)
    SDL_QuitSubSystem(Self.subsystems)
  }

  /// Re-reads the window size in points and the drawable size in pixels.
  public func refreshSize() {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    var pw: Int32 = 0
    var ph: Int32 = 0
    if let shmPresenter {
      SDL_GetWindowSizeInPixels(window, &pw, &ph)
      if let failure = shmPresenter.resize(width: pw, height: ph) {
        fallBackToSDLPresent(failure)
      } else {
        shmPresenter.acquire()
        (pw, ph) = (Int32(shmPresenter.width), Int32(shmPresenter.height))
      }
    }
    if shmPresenter == nil && SDL_GetRendererOutputSize(renderer, &pw, &ph) != 0 {
      (pw, ph) = (w, h)
    }
    pointSize = Size(
      width: Double(max(0, w)) / interfaceScale, height: Double(max(0, h)) / interfaceScale)
    if Int(max(0, pw)) != pixelWidth || Int(max(0, ph)) != pixelHeight { sizeGeneration &+= 1 }
    pixelWidth = Int(max(0, pw))
    pixelHeight = Int(max(0, ph))
    scale = (w > 0 && pw > 0 ? Double(pw) / Double(w) : 1) * interfaceScale
  }

  /// Window units per point on top of the display's pixel ratio (1 unless asked).
  public let interfaceScale: Double
  /// What was reduced from what was asked (a scale outside 0.5...4, a size larger than the
  /// screen or than 16384 a side), one line each; empty when it opened as asked.
  public let fitNotes: [String]

  /// Gives up the X11 present (its check failed after a resize) for a software renderer of
  /// the window's own, SDL's present; keeps the presenter when SDL cannot make one.
  private func fallBackToSDLPresent(_ failure: String) {
    guard let shm = shmPresenter else { return }
    let index = Self.driverIndex(named: "software") ?? -1
    guard let r = SDL_CreateRenderer(window, index, SDL_RENDERER_SOFTWARE.rawValue) else {
      pendingFallbackNote =
        "the X11 shared-memory present failed its check (\(failure)) and SDL's software "
        + "renderer could not be created (\(currentSDLError())); keeping it"
      return
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
    retiredPresenter = shm
    shmPresenter = nil
    renderer = r
    sizeGeneration &+= 1
    presentNote = "the X11 shared-memory present failed its check (\(failure))"
    pendingFallbackNote = "\(presentNote ?? ""); using SDL's present"
  }

  /// True when the renderer is SDL's software renderer.
  public let isSoftwareRenderer: Bool

  /// The window surface the software renderer draws into; nil with a GPU renderer.
  /// With the asynchronous X11 path this is the shared-memory back buffer (waiting, if
  /// needed, until the X server has finished reading it).
  public var softwareSurface: UnsafeMutablePointer<SDL_Surface>? {
    if let shmPresenter { return shmPresenter.drawSurface }
    return isSoftwareRenderer ? SDL_GetWindowSurface(window) : nil
  }

  /// Shows the frame. Blocks for vsync when SDL honours it. With the asynchronous X11 path
  /// it only sends the frame (the X server copies it while the next one is drawn).
  public func present() {
    if let shmPresenter {
      shmPresenter.present(boxes: presentDamage)
    } else {
      SDL_RenderPresent(renderer)
    }
    presentDamage = nil
  }

  /// Boxes the next present shows (see `RetainingTarget`); nil for the whole frame.
  var presentDamage: [PixelBox]?
  /// Bumped when the drawable's pixel size changes (SDL's own present path).
  private var sizeGeneration: UInt64 = 0

  /// The window's pixels in `box` as the X server shows them, 0xRRGGBB row by row; nil
  /// without the asynchronous X11 path. For tests.
  func serverPixels(_ box: PixelBox) -> [UInt32]? { shmPresenter?.serverPixels(box) }

  /// The colour the X server shows at window pixel (`x`, `y`) as 0xRRGGBB, read back with
  /// XGetImage; nil without the asynchronous X11 path. For tests.
  func serverPixel(x: Int, y: Int) -> UInt32? {
    shmPresenter?.serverPixel(x: Int32(x), y: Int32(y))
  }

  /// Creates the renderer for `choice`, falling back to software; `note` explains fallbacks
  /// (or, when `renderer` is nil, the last error). Appends "gl-probe" (the choice made) and,
  /// with the X11 present, "shm-open" (its buffers made, before its check) to `steps`.
  private static func makeRenderer(
    window: OpaquePointer, choice: RendererChoice, vsync: Bool,
    steps: inout [(name: String, nanos: UInt64)]
  ) -> (
    renderer: OpaquePointer?, note: String?, presenter: X11ShmPresenter?, presentNote: String?
  ) {
    let vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
    var failure: String?
    switch choice {
    case .auto:
      if let reason = noHardwareOpenGL(window: window) {
        // Decided without creating a context: a probe context would load Mesa and keep its
        // memory (tens of MB) mapped for the life of the process after it is destroyed.
        failure = reason
      } else if let r = SDL_CreateRenderer(
        window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
      {
        // OpenGL on a CPU rasterizer (Mesa's llvmpipe under Xvfb or in VMs) only adds a
        // texture upload to what the software renderer does: use software there.
        guard let gl = glRendererName(r), isCPURasterizer(gl) else { return (r, nil, nil, nil) }
        SDL_DestroyRenderer(r)
        failure = "OpenGL here is \(gl), a CPU rasterizer"
      } else {
        failure = "no accelerated renderer (\(currentSDLError()))"
      }
    case .opengl:
      if let index = driverIndex(named: "opengl") {
        if let r = SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
        {
          return (r, nil, nil, nil)
        }
        failure = "the opengl renderer failed (\(currentSDLError()))"
      } else {
        failure = "this SDL has no opengl renderer"
      }
    case .software:
      break
    }
    steps.append(("gl-probe", MonotonicClock.ticks()))
    // A software window presents through X11 shared memory rather than a GL texture
    // (SDL's default): the CPU draws the frame anyway. SDL_FRAMEBUFFER_ACCELERATION in the
    // environment still wins.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    let fallbackNote = failure.map { "\($0); using the software renderer" }
    // On X11 with MIT-SHM: present asynchronously (SDL's own present waits in XSync for the
    // server's copy). Vsync keeps SDL's path, which paces presents.
    var presentNote: String? = "vsync requested"
    if !vsync {
      let shm = X11ShmPresenter.make(window: window) { steps.append(("shm-open", $0)) }
      if let presenter = shm.presenter {
        return (presenter.renderer, fallbackNote, presenter, nil)
      }
      presentNote = shm.note
    }
    let index = driverIndex(named: "software") ?? -1
    guard let r = SDL_CreateRenderer(window, index, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
    else {
      let error = currentSDLError()
      return (nil, failure.map { "\($0); software: \(error)" } ?? error, nil, nil)
    }
    return (r, fallbackNote, nil, presentNote)
  }

  /// Why OpenGL could only be a CPU rasterizer for `window`, decided without an OpenGL
  /// context, or nil when it may be hardware: `LIBGL_ALWAYS_SOFTWARE` is set, or the X server
  /// offers no direct rendering (neither DRI3 nor DRI2, as under Xvfb).
  static func noHardwareOpenGL(window: OpaquePointer) -> String? {
    if let raw = getenv("LIBGL_ALWAYS_SOFTWARE"), !["", "0"].contains(String(cString: raw)) {
      return "LIBGL_ALWAYS_SOFTWARE is set, so OpenGL would be a CPU rasterizer"
    }
    if ssx_offers_direct_rendering(window) == 0 {
      return
        "the X server offers no direct rendering (no DRI3 or DRI2), so OpenGL would be a CPU rasterizer"
    }
    return nil
  }

  /// The GL_RENDERER string when `renderer` is SDL's opengl renderer, else nil.
  private static func glRendererName(_ renderer: OpaquePointer) -> String? {
    guard sdlRendererName(renderer) == "opengl", let s = scroll_sandbox_gl_renderer() else {
      return nil
    }
    return String(cString: s)
  }

  /// True for Mesa's software OpenGL implementations.
  static func isCPURasterizer(_ glRenderer: String) -> Bool {
    let name = glRenderer.lowercased()
    return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { name.contains($0) }
  }

  /// The index of the render driver called `name`, if SDL has one.
  private static func driverIndex(named name: String) -> Int32? {
    var info = SDL_RendererInfo()
    for i in 0..<SDL_GetNumRenderDrivers() {
      if SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name, String(cString: n) == name {
        return i
      }
    }
    return nil
  }
}

extension SDLWindow: RetainingTarget {
  /// With the X11 path the window itself keeps the frame (the server moves pixels, only the
  /// damaged boxes are sent); with SDL's software present, the window surface keeps it; GPU
  /// renderers keep nothing here.
  var retainedGeneration: UInt64? {
    if let shmPresenter { return shmPresenter.generation }
    return isSoftwareRenderer ? sizeGeneration : nil
  }

  func moveRetained(_ move: FrameDamage.Move) -> Bool {
    if let shmPresenter {
      shmPresenter.move(move)
      return true
    }
    guard isSoftwareRenderer, let surface = SDL_GetWindowSurface(window) else { return false }
    SDL_RenderFlush(renderer)
    return movePixels(in: surface, move)
  }
}
