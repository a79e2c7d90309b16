import CSDL2
import CX11PresentC
import CXInput2
import Profiling
import ScrollCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads SDL's event queue and hands out translated `InputEvent`s; also blocks for events
/// with a timeout, for an idle main loop.
///
/// Initialises SDL's events subsystem (reference counted; released in deinit). Events must
/// be read on the main thread, hence @MainActor.
@MainActor public final class EventPump {
  /// The translator (its `windowSize` follows resize events).
  public var translator: EventTranslator
  /// SDL events read so far, used or not.
  public private(set) var received = 0
  private var event = SDL_Event()
  /// SDL's X connection, when `skipIdlePumps(for:)` found one.
  private var x11Display: UnsafeMutableRawPointer?
  /// When SDL last pumped its event sources (SDL ticks, ms).
  private var lastPumpTicks: UInt64 = 0
  /// Polls that found nothing to read and skipped SDL_PumpEvents.
  public private(set) var skippedPumps = 0
  /// Polls that ran SDL_PumpEvents.
  public private(set) var pumps = 0
  /// The XI2 smooth-scroll path, while it is on (see `enableXI2(for:)`).
  public private(set) var xi2: XI2ScrollSource?
  /// Drops SDL's wheel clicks for motion the XI2 path delivered.
  public private(set) var suppressor = WheelClickSuppressor()
  /// Sends a `.scrollDevice` event before scroll events whenever their device changes (the
  /// XI2 device, or SDL's wheel events). Off by default (tests that push SDL events).
  public var reportsScrollDevice = false
  /// Which path scroll events take now, for the HUD and logs ("XI2 2.4 raw events",
  /// "SDL wheel events (x11)").
  public private(set) var scrollPath = "SDL wheel events"
  /// Scroll events the XI2 path handed out.
  public private(set) var xi2Scrolls = 0
  /// SDL wheel events handed out (not dropped as XI2 echoes).
  public private(set) var sdlWheels = 0
  private var sdlWindow: OpaquePointer?
  private var reporter = ScrollDeviceReporter()
  /// Set when the window was exposed (parts of it must be drawn again); see `takeExposed`.
  public private(set) var exposed = false

  /// True once after the window was exposed since the last call.
  public func takeExposed() -> Bool {
    defer { exposed = false }
    return exposed
  }

  /// How long polls may skip SDL_PumpEvents while the display is quiet, ms: SDL still pumps
  /// this often (its own chores: signals turned into quit events, screensaver, flushing).
  public static let maxPumpGap: UInt64 = 100

  /// Starts SDL's events subsystem for a window of `windowSize` points.
  /// Throws `SDLBackendError.sdlInitFailed` when SDL cannot start it.
  public init(windowSize: Size) throws {
    guard SDL_InitSubSystem(SDL_INIT_EVENTS) == 0 else {
      throw SDLBackendError.sdlInitFailed(subsystem: "events", sdlError: currentSDLError())
    }
    translator = EventTranslator(windowSize: windowSize)
  }

  isolated deinit { SDL_QuitSubSystem(SDL_INIT_EVENTS) }

  /// Reads every pending SDL event, stamping each with `now()` as it is dequeued, and passes
  /// the ones that translate to `handle`. Returns how many SDL events were read.
  @discardableResult
  public func poll(now: () -> Double, handle: (InputEvent) -> Void) -> Int {
    var count = 0
    // PumpEvents + PeepEvents rather than PollEvent: after SDL_WaitEventTimeout, PollEvent
    // first returns 0 at a stale "poll sentinel" and would leave real events for a frame.
    let first = SDL_FIRSTEVENT.rawValue
    let last = SDL_LASTEVENT.rawValue
    let ticks = SDL_GetTicks64()
    if let display = x11Display, ticks &- lastPumpTicks < Self.maxPumpGap,
      SDL_HasEvents(first, last) == SDL_FALSE,
      xi2.map({ $0.isIdle(alongWith: display) }) ?? (ssx_display_idle(display) != 0)
    {
      skippedPumps += 1
      return 0
    }
    SDL_PumpEvents()
    pumps += 1
    lastPumpTicks = ticks
    // XI2 after SDL's pump: the server sends a scroll's raw event no later than its core
    // click, so the click SDL just read finds its XI2 motion already noted.
    drainXI2(now: now, handle: handle)
    while SDL_PeepEvents(&event, 1, SDL_GETEVENT, first, last) == 1 {
      count += 1
      if event.type == SDL_WINDOWEVENT.rawValue {
        if event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) { exposed = true }
        if event.window.event == UInt8(SDL_WINDOWEVENT_ENTER.rawValue) { xi2?.pointerEntered() }
      }
      let modifiers = KeyModifiers(sdlKeymod: SDL_GetModState().rawValue)
      guard let input = translator.translate(event, time: now(), modifiers: modifiers) else {
        continue
      }
      if case .wheel(let dx, let dy, _, _) = input.kind {
        if xi2 != nil {
          switch suppressor.admitSDLWheel(dx: dx, dy: dy, at: input.time) {
          case .drop: continue
          case .pass: break
          case .sdlDeliversFractions: disableXI2(because: "SDL delivers fractional deltas itself")
          }
        }
        sdlWheels += 1
        report(sdlWheelDevice, at: input.time, handle: handle)
      }
      handle(input)
    }
    received += count
    return count
  }

  /// Turns the XI2 smooth-scroll path on for `window` (X11 with XInput 2.1), unless
  /// `SCROLL_SANDBOX_XI2=off`. Also turns on device reports. Returns a line for the log: the
  /// path in use and why.
  /// - Parameter window: the app's window.
  @discardableResult
  public func enableXI2(for window: SDLWindow) -> String {
    reportsScrollDevice = true
    sdlWindow = window.window
    scrollPath = "SDL wheel events (\(Self.videoDriver))"
    if let setting = getenv("SCROLL_SANDBOX_XI2"), String(cString: setting) == "off" {
      return "scroll input: \(scrollPath); XI2 path off (SCROLL_SANDBOX_XI2=off)"
    }
    let clock = MonotonicClock()
    guard let source = XI2ScrollSource(window: window) else {
      return "scroll input: \(scrollPath); no XI2 path: \(XI2ScrollSource.lastFailure)"
    }
    let openMs = formatPoints(clock.seconds * 1000, decimals: 2)
    xi2 = source
    scrollPath = "XI2 2.\(source.minorVersion) raw events"
    let names = source.decoder.devices.values.filter { $0.use != .masterPointer }
      .sorted { $0.id < $1.id }
      .map { d in
        let s = d.scrollSource
        return "\(d.name) [\(s.kind?.rawValue ?? "by deltas"), \(s.source.rawValue)]"
      }
    return "scroll input: \(scrollPath) (opened in \(openMs) ms); devices: "
      + names.joined(separator: "; ")
  }

  /// One line on what scroll input did this run, for the exit log: the path, the XI2
  /// scrolls handed out, SDL's wheel clicks used and dropped as XI2 echoes, and how often
  /// the XI2 device table was read (hot-plug) with the physical pointers it lists now.
  public var scrollSummary: String {
    var text =
      "scroll input: \(scrollPath); XI2 scrolls \(xi2Scrolls), SDL wheel events used"
      + " \(sdlWheels), dropped as XI2 echoes \(suppressor.dropped)"
    if let xi2 {
      let pointers = xi2.decoder.devices.values.filter { $0.use != .masterPointer }.count
      text += "; device table read \(xi2.deviceReloads) times, \(pointers) pointer devices now"
    }
    return text
  }

  /// Turns the XI2 path off; SDL's wheel events are used from then on.
  /// - Parameter reason: why, for the log.
  public func disableXI2(because reason: String) {
    guard xi2 != nil else { return }
    xi2 = nil
    scrollPath = "SDL wheel events (\(Self.videoDriver)): \(reason)"
  }

  /// SDL's current video driver ("x11", "wayland"), or "none".
  public static var videoDriver: String {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
  }

  private var sdlWheelDevice: ScrollSourceDevice {
    ScrollSourceDevice(
      name: "SDL wheel events (\(Self.videoDriver))", kind: nil, source: .deltaPattern)
  }

  private func report(
    _ device: ScrollSourceDevice, at t: Double, handle: (InputEvent) -> Void
  ) {
    guard reportsScrollDevice, reporter.change(to: device) else { return }
    handle(InputEvent(time: t, kind: .scrollDevice(device)))
  }

  /// Reads the XI2 path's events; while SDL has the pointer in the window, hands out their
  /// scrolls as wheel events (at SDL's pointer position, with the held modifiers), each
  /// device change first.
  private func drainXI2(now: () -> Double, handle: (InputEvent) -> Void) {
    guard let xi2 else { return }
    let scrolls = xi2.drain()
    guard !scrolls.isEmpty, let sdlWindow, SDL_GetMouseFocus() == sdlWindow else { return }
    var x: Int32 = 0
    var y: Int32 = 0
    _ = SDL_GetMouseState(&x, &y)
    let pointer = Point(x: Double(x), y: Double(y))
    let modifiers = KeyModifiers(sdlKeymod: SDL_GetModState().rawValue)
    for s in scrolls {
      let t = now()
      suppressor.noteXI2Scroll(at: t)
      xi2Scrolls += 1
      for e in reporter.events(
        for: s, decoder: xi2.decoder, time: t, pointer: pointer, modifiers: modifiers)
      {
        handle(e)
      }
    }
  }

  /// Lets `poll` skip SDL_PumpEvents when `window`'s X connection has nothing to read and
  /// SDL's queue is empty (one poll() rather than the several socket reads of a pump,
  /// which after a frame's sleep cost tens of microseconds); SDL still pumps at least every
  /// `maxPumpGap` ms. Does nothing for windows that are not on X11.
  public func skipIdlePumps(for window: SDLWindow) {
    x11Display = ssx_sdl_display(window.window)
  }

  /// Appends the translated pending events to `events`; returns how many SDL events were read.
  @discardableResult
  public func poll(into events: inout [InputEvent], now: () -> Double) -> Int {
    poll(now: now, handle: { events.append($0) })
  }

  /// Blocks until an event is pending or `timeout` seconds passed (0...60); the event stays
  /// queued for `poll`. Returns true when one is pending.
  public func waitForEvent(timeout: Double) -> Bool {
    let seconds = timeout.isFinite ? min(60, max(0, timeout)) : 0
    if let xi2, let display = x11Display, let sdlWindow, SDL_GetMouseFocus() == sdlWindow {
      // Touchpad scrolling may reach only the XI2 connection: wake on both sockets. Only
      // while the pointer is in the window: raw events come for motion anywhere on screen.
      if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE { return true }
      return xi2.wait(otherFD: sxi_connection_fd(display), timeout: seconds)
    }
    defer {
      // Scrolls made elsewhere while the window slept are not the app's.
      if let xi2, SDL_GetMouseFocus() != sdlWindow { _ = xi2.drain() }
    }
    return SDL_WaitEventTimeout(nil, Int32((seconds * 1000).rounded(.up))) == 1
  }

  /// Puts `event` on SDL's queue (tests, replays). Returns false when SDL refused it.
  @discardableResult
  public func push(_ event: SDL_Event) -> Bool {
    var copy = event
    return SDL_PushEvent(&copy) == 1
  }
}
