import CSDL2
import CX11Present
import ScrollCore

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
      ssx_display_idle(display) != 0, SDL_HasEvents(first, last) == SDL_FALSE
    {
      skippedPumps += 1
      return 0
    }
    SDL_PumpEvents()
    pumps += 1
    lastPumpTicks = ticks
    while SDL_PeepEvents(&event, 1, SDL_GETEVENT, first, last) == 1 {
      count += 1
      if event.type == SDL_WINDOWEVENT.rawValue,
        event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
      {
        exposed = true
      }
      let modifiers = KeyModifiers(sdlKeymod: SDL_GetModState().rawValue)
      if let input = translator.translate(event, time: now(), modifiers: modifiers) {
        handle(input)
      }
    }
    received += count
    return count
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
    return SDL_WaitEventTimeout(nil, Int32((seconds * 1000).rounded(.up))) == 1
  }

  /// Puts `event` on SDL's queue (tests, replays). Returns false when SDL refused it.
  @discardableResult
  public func push(_ event: SDL_Event) -> Bool {
    var copy = event
    return SDL_PushEvent(&copy) == 1
  }
}
