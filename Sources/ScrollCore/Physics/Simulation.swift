/// One-dimensional motion evaluated as a pure function of the time since it started.
///
/// Implementations are immutable values: `position(at:)` for the same `t` always returns the
/// same value, so the motion does not depend on how often or how regularly it is sampled.
/// Time is in seconds, positions in points, velocities in points per second. The physics
/// models (`DecelerationModel`, `SpringBackModel`) return one; an embedder's model may return
/// its own.
public protocol Simulation: Sendable {
  /// Position at `t` seconds after the start. For `t` at or past `duration` this is
  /// `finalPosition`.
  func position(at t: Double) -> Double
  /// Velocity at `t` seconds after the start; zero once done.
  func velocity(at t: Double) -> Double
  /// Seconds from the start until the motion is at rest (finite, at least 0).
  var duration: Double { get }
  /// Where the motion rests.
  var finalPosition: Double { get }
}

extension Simulation {
  /// True when the motion is at rest at time `t`.
  package func isDone(at t: Double) -> Bool { t >= duration }
}

/// A motion that does not move: rests at `value` from the start.
struct StationarySimulation: Simulation {
  /// The resting position.
  let value: Double
  /// Creates a motion resting at `value`.
  init(_ value: Double) { self.value = value }
  /// Always `value`.
  func position(at t: Double) -> Double { value }
  /// Always zero.
  func velocity(at t: Double) -> Double { 0 }
  /// Zero: done at once.
  var duration: Double { 0 }
  /// `value`.
  var finalPosition: Double { value }
}

/// Runs `first` until `switchTime`, then `second` (whose own time starts at `switchTime`).
///
/// Used for "decelerate until the edge, then spring": the handover keeps position and velocity
/// continuous when `second` starts where `first` is at `switchTime`.
struct SequencedSimulation: Simulation {
  /// The motion before the switch.
  let first: any Simulation
  /// Seconds after the start at which `second` takes over.
  let switchTime: Double
  /// The motion after the switch, with its own clock starting at 0.
  let second: any Simulation

  /// Creates a two-part motion.
  /// - Parameters:
  ///   - first: the motion before the switch.
  ///   - switchTime: seconds after the start at which `second` takes over; a negative time
  ///     becomes 0 (`second` from the start).
  ///   - second: the motion after the switch, its clock reading 0 at `switchTime`.
  init(first: any Simulation, switchTime: Double, second: any Simulation) {
    self.first = first
    self.switchTime = max(0, switchTime)
    self.second = second
  }

  /// Position of whichever part is active at `t`.
  func position(at t: Double) -> Double {
    t < switchTime ? first.position(at: t) : second.position(at: t - switchTime)
  }
  /// Velocity of whichever part is active at `t`.
  func velocity(at t: Double) -> Double {
    t < switchTime ? first.velocity(at: t) : second.velocity(at: t - switchTime)
  }
  /// `switchTime` plus the second part's duration.
  var duration: Double { switchTime + second.duration }
  /// The second part's rest.
  var finalPosition: Double { second.finalPosition }
}

/// A motion shifted by a constant distance (content inserted above keeps the motion going).
struct ShiftedSimulation: Simulation {
  /// The underlying motion.
  let base: any Simulation
  /// Distance added to every position, in points.
  let shift: Double
  /// Creates a shifted motion.
  /// - Parameters:
  ///   - base: the motion to shift; a shifted motion is unwrapped, its shift added to
  ///     `shift`, so shifts never nest.
  ///   - shift: the distance added to every position, points.
  init(_ base: any Simulation, by shift: Double) {
    if let inner = base as? ShiftedSimulation {
      self.base = inner.base
      self.shift = inner.shift + shift
    } else {
      self.base = base
      self.shift = shift
    }
  }
  /// The base position plus `shift`.
  func position(at t: Double) -> Double { base.position(at: t) + shift }
  /// The base velocity.
  func velocity(at t: Double) -> Double { base.velocity(at: t) }
  /// The base duration.
  var duration: Double { base.duration }
  /// The base rest plus `shift`.
  var finalPosition: Double { base.finalPosition + shift }
}

/// A motion whose position is clamped to `lower...upper` (GTK's 50 pt overshoot cap).
struct ClampedSimulation: Simulation {
  /// The unclamped motion.
  let base: any Simulation
  /// Smallest position shown.
  let lower: Double
  /// Largest position shown.
  let upper: Double
  /// Creates a clamped motion (bounds given the wrong way round are swapped).
  /// - Parameters:
  ///   - base: the unclamped motion.
  ///   - lower: the smallest position shown, points.
  ///   - upper: the largest position shown, points. Bounds given the wrong way round are
  ///     swapped.
  init(_ base: any Simulation, lower: Double, upper: Double) {
    self.base = base
    self.lower = min(lower, upper)
    self.upper = max(lower, upper)
  }
  /// The base position clamped to the range.
  func position(at t: Double) -> Double { min(upper, max(lower, base.position(at: t))) }
  /// The base velocity, zero while pinned at a limit.
  func velocity(at t: Double) -> Double {
    let p = base.position(at: t)
    return (p < lower || p > upper) ? 0 : base.velocity(at: t)
  }
  /// The base duration.
  var duration: Double { base.duration }
  /// The base rest clamped to the range.
  var finalPosition: Double { min(upper, max(lower, base.finalPosition)) }
}

/// Finds the first time in `0...limit` at which `sim` reaches `bound`, assuming its position
/// moves monotonically toward it (true of every deceleration here). Bisection, 64 steps.
/// Returns nil when the motion never gets there.
/// - Parameters:
///   - sim: the motion; its direction is taken from its positions at 0 and at `limit`.
///   - bound: the position to reach, points.
///   - limit: the latest time searched, seconds after the start of `sim`.
/// - Returns: the first time, in seconds to within `limit` / 2^64, at which `sim` is at or
///   past `bound` in its direction; 0 when it starts there; nil when it is not there by
///   `limit`.
func crossingTime(of sim: any Simulation, bound: Double, limit: Double) -> Double? {
  let start = sim.position(at: 0)
  let end = sim.position(at: limit)
  let goingUp = end >= start
  func reached(_ p: Double) -> Bool { goingUp ? p >= bound : p <= bound }
  if reached(start) { return 0 }
  guard reached(end) else { return nil }
  var lo = 0.0
  var hi = limit
  for _ in 0..<64 {
    let mid = (lo + hi) / 2
    if reached(sim.position(at: mid)) { hi = mid } else { lo = mid }
  }
  return hi
}
