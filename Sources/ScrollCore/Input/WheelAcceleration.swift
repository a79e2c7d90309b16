/// Grows the wheel step while detents arrive quickly in one direction.
///
/// Rule: a detent that arrives less than `interval` seconds after the previous one, in the
/// same direction, raises the multiplier by `increment`, up to `cap`; a slower detent or a
/// change of direction resets it to 1. With the defaults (60 ms, +0.5, 3x) a fast spin
/// scrolls 1, 1.5, 2, 2.5, 3, 3, ... steps per detent. O(1), no allocation.
///
/// The engine's own rule, with no counterpart in Chromium, GTK 4 or Firefox (whose
/// acceleration is off by default): used only when `InputConfiguration.wheelAccelerates` is
/// set, which no preset does.
struct WheelAcceleration: Hashable, Sendable {
  /// Detents closer together than this (seconds) accelerate.
  var interval: Double
  /// Added to the multiplier for each fast detent.
  var increment: Double
  /// Largest multiplier.
  var cap: Double
  /// The multiplier applied to the last detent.
  private(set) var multiplier = 1.0

  private var lastTime: Double?
  private var lastDirection = Point.zero

  /// Creates an accelerator.
  /// - Parameters:
  ///   - interval: detents closer together than this many seconds accelerate (default 0.060).
  ///   - increment: added to the multiplier for each fast detent (default 0.5).
  ///   - cap: the largest multiplier (default 3); a cap below 1 acts as 1.
  init(interval: Double = 0.060, increment: Double = 0.5, cap: Double = 3) {
    self.interval = interval
    self.increment = increment
    self.cap = cap
  }

  /// The multiplier for a detent at `time` whose scroll direction has the signs of
  /// `direction` (each component -1, 0 or 1).
  /// - Parameters:
  ///   - direction: the detent's scroll direction, each component -1, 0 or 1.
  ///   - time: the detent's time, seconds.
  /// - Returns: 1 for the first detent, a slow one or a change of direction; otherwise the previous
  ///   multiplier plus `increment`, at most `cap`.
  mutating func next(direction: Point, at time: Double) -> Double {
    if let last = lastTime, time - last < interval, direction == lastDirection {
      multiplier = min(max(1, cap), multiplier + increment)
    } else {
      multiplier = 1
    }
    lastTime = time
    lastDirection = direction
    return multiplier
  }

  /// Forgets the previous detent (focus lost, another kind of input).
  mutating func reset() {
    lastTime = nil
    multiplier = 1
  }
}
