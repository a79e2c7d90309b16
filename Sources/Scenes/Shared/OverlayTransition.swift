/// A value animated between presentation states (0 hidden, 1 shown) with an ease-out curve of
/// fixed duration, driven by the scene clock. Retargeting mid-flight starts from the current
/// presentation, so nothing jumps.
struct OverlayTransition: Hashable, Sendable {
  /// Seconds a full transition takes.
  let duration: Double
  /// The value the transition is heading to.
  private(set) var target: Double
  private var from: Double
  private var start = -Double.infinity

  /// Creates a transition resting at `value`.
  init(value: Double = 0, duration: Double) {
    self.duration = max(0.001, duration)
    target = value
    from = value
  }

  /// The presented value at time `t`: `from` eased toward `target` (cubic ease-out).
  func value(at t: Double) -> Double {
    let u = min(1, max(0, (t - start) / duration))
    return from + (target - from) * OverlayTransition.easeOut(u)
  }

  /// Starts moving toward `target` at time `t` from the current presentation.
  mutating func animate(to target: Double, at t: Double) {
    guard target != self.target else { return }
    from = value(at: t)
    self.target = target
    start = t
  }

  /// True while the presentation still changes after time `t`.
  func isAnimating(at t: Double) -> Bool { t < start + duration && value(at: t) != target }

  /// Cubic ease-out: fast start, gentle landing. `u` in 0...1.
  static func easeOut(_ u: Double) -> Double {
    let v = 1 - u
    return 1 - v * v * v
  }
}
