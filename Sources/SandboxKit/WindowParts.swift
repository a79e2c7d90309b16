import Runtime
import SDLBackend
import ScrollCore

/// What the window's frame needs of its window beyond drawing on it (`SDLWindow`; a
/// software surface in the unit tests).
@MainActor protocol WindowSurface: RenderTarget {
  /// The present path shown in the inspector ("sdl", "x11-shm").
  var presentPath: String { get }
  /// A note, once, when a failed check moved presenting to SDL's path (nil otherwise).
  func takePresentFallbackNote() -> String?
}

extension SDLWindow: WindowSurface {}

/// What the window's loop needs of its event queue (`EventPump`; a script in the unit
/// tests).
@MainActor protocol WindowEventQueue: AnyObject {
  /// Appends the events waiting now, stamped with `now()`; returns how many.
  /// - Parameters:
  ///   - events: where the events go.
  ///   - now: session time, seconds.
  @discardableResult
  func poll(into events: inout [InputEvent], now: () -> Double) -> Int
  /// True once after the window was exposed (its pixels lost).
  func takeExposed() -> Bool
  /// How scrolling reaches the app, for the inspector.
  var scrollPath: String { get }
  /// Tells the translator the window's size, in window units.
  /// - Parameter size: the size.
  func setWindowSize(_ size: Size)
}

extension EventPump: WindowEventQueue {
  /// Sets the translator's window size.
  /// - Parameter size: the size, in window units.
  func setWindowSize(_ size: Size) { translator.windowSize = size }
}
