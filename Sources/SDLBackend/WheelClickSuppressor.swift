/// Decides, for each of SDL's wheel events while the app's XI2 path runs, whether it is a
/// click the XI2 path already delivered (the server sends every scroll both as XI2 raw
/// events and as core buttons 4-7, which SDL reads), so nothing counts twice.
///
/// Rule: an SDL wheel event within `window` seconds after XI2 scroll motion is dropped; one
/// with no XI2 motion that recent passes (a device whose raw events do not reach us). A
/// fractional SDL delta means SDL reads smooth scrolling itself (a newer SDL, or SDL 2 over
/// SDL 3): the app's own path must step aside. O(1), no allocation.
public struct WheelClickSuppressor: Hashable, Sendable {
  /// What to do with one SDL wheel event.
  public enum Verdict: Hashable, Sendable {
    /// The XI2 path delivered this motion: drop it.
    case drop
    /// Nothing from XI2 covers it: use it.
    case pass
    /// SDL delivers fractions itself: use it and turn the XI2 path off.
    case sdlDeliversFractions
  }

  /// How long after XI2 scroll motion SDL's clicks are taken as its echo, seconds.
  public var window: Double
  /// SDL wheel events dropped so far.
  public private(set) var dropped = 0
  /// SDL wheel events passed so far.
  public private(set) var passed = 0
  private var lastXI2 = -Double.infinity

  /// Creates a suppressor.
  /// - Parameter window: the echo window, seconds (default 0.25: the server sends both
  ///   within microseconds; a frame or two of slack covers a late read).
  public init(window: Double = 0.25) {
    self.window = window
  }

  /// Notes that the XI2 path delivered scroll motion at `t` (seconds).
  /// - Parameter t: the session time.
  public mutating func noteXI2Scroll(at t: Double) {
    lastXI2 = max(lastXI2, t)
  }

  /// The verdict for an SDL wheel event.
  /// - Parameters:
  ///   - dx: SDL's horizontal delta.
  ///   - dy: SDL's vertical delta.
  ///   - t: the session time it was read.
  /// - Returns: drop, pass, or pass and turn the XI2 path off.
  public mutating func admitSDLWheel(dx: Double, dy: Double, at t: Double) -> Verdict {
    if dx != dx.rounded() || dy != dy.rounded() {
      passed += 1
      return .sdlDeliversFractions
    }
    if t - lastXI2 <= window {
      dropped += 1
      return .drop
    }
    passed += 1
    return .pass
  }
}
