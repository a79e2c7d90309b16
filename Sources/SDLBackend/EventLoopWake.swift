import CSDL2

/// Wakes a loop sleeping in `EventPump.waitForEvent` from any thread (SDL_PushEvent is
/// thread-safe): it posts an SDL user event, which the event translator ignores.
public enum EventLoopWake {
  /// Posts the wake-up event. Safe from any thread once SDL's events are initialised; does
  /// nothing useful before.
  public static func post() {
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    _ = SDL_PushEvent(&event)
  }
}
