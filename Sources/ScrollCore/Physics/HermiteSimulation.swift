/// A cubic ease from (start, initial velocity) to (target, zero velocity) in a fixed time.
///
/// With zero initial velocity it is the smoothstep ease-in-out 3u^2 - 2u^3 (close to CSS's
/// ease-in-out 0.42, 0, 0.58, 1); with a non-zero one the curve starts at that velocity, so
/// retargeting a running animation keeps its velocity and shows no jerk.
struct HermiteSimulation: Simulation {
  /// Start position.
  let start: Double
  /// End position.
  let target: Double
  /// Start velocity, pt/s.
  let initialVelocity: Double
  /// Seconds until rest (> 0).
  let duration: Double

  /// Creates an ease of `duration` seconds.
  /// - Parameters:
  ///   - start: the start position, points.
  ///   - target: the end position, points.
  ///   - velocity: the start velocity, pt/s; 0 (the default) gives the smoothstep ease.
  ///   - duration: seconds until rest; anything under 1 ms (zero, negative) becomes 1 ms.
  init(start: Double, target: Double, velocity: Double = 0, duration: Double) {
    self.start = start
    self.target = target
    self.initialVelocity = velocity
    self.duration = max(1e-3, duration)
  }

  /// Position at `t`.
  func position(at t: Double) -> Double {
    if t >= duration { return target }
    let u = max(0, t) / duration
    let u2 = u * u
    let u3 = u2 * u
    let h00 = 2 * u3 - 3 * u2 + 1
    let h10 = u3 - 2 * u2 + u
    let h01 = -2 * u3 + 3 * u2
    return h00 * start + h10 * duration * initialVelocity + h01 * target
  }

  /// Velocity at `t`.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    let u = max(0, t) / duration
    let u2 = u * u
    let d00 = 6 * u2 - 6 * u
    let d10 = 3 * u2 - 4 * u + 1
    let d01 = -6 * u2 + 6 * u
    return (d00 * start + d01 * target) / duration + d10 * initialVelocity
  }

  /// The target.
  var finalPosition: Double { target }
}
