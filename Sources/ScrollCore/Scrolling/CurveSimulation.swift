/// A timed scroll along a timing curve (`ScrollAnimation.curve(_:duration:)`): the rest of
/// the curve from the time fraction `fraction` to 1, stretched over `origin ... goal` and
/// `duration` seconds, plus the velocity it started with, fading out over the same time.
///
/// position(x) = origin + (goal - origin) N(x) + k duration h10(x / duration), where N is the
/// curve's remaining progress rescaled to run from 0 to 1 and h10(u) = u^3 - 2u^2 + u the
/// cubic Hermite basis that starts with slope 1 and ends at 0 with slope 0. A fresh scroll
/// (`fraction` 0) keeps the curve exactly and adds the velocity the view had (`k`); a
/// retarget (rows measured on the way moved the goal) continues the same curve from where it
/// is, toward the new goal, with `k` chosen so that the velocity does not jump, and ends at
/// the same time. Retargeting toward the same goal reproduces the motion it replaces.
struct CurveSimulation: Simulation {
  /// Position at the start, points.
  let origin: Double
  /// Position at the end, points.
  let goal: Double
  /// Seconds until rest (at least 1 ms).
  let duration: Double
  /// The timing curve.
  let curve: SCUnitCurve
  /// The curve's time fraction at the start (0 for a fresh scroll, 0...1).
  let fraction: Double
  /// The curve's progress at `fraction`.
  let progressAtStart: Double
  /// The added velocity at the start, pt/s (fades out by the end).
  let addedVelocity: Double

  /// A scroll along `curve` from its time fraction `fraction` on.
  /// - Parameters:
  ///   - origin: the start position, points.
  ///   - goal: the end position, points.
  ///   - velocity: the velocity at the start, pt/s.
  ///   - duration: seconds until rest; under 1 ms (zero, negative) becomes 1 ms.
  ///   - curve: the timing curve.
  ///   - fraction: where on the curve to start, 0...1 (0: a fresh scroll, which keeps the
  ///     curve's own start and adds `velocity` to it; otherwise `velocity` is matched).
  init(
    origin: Double, goal: Double, velocity: Double, duration: Double, curve: SCUnitCurve,
    fraction: Double = 0
  ) {
    self.origin = origin
    self.goal = goal
    self.duration = max(1e-3, duration)
    self.curve = curve
    let u = fraction.isFinite ? min(1, max(0, fraction)) : 0
    let progress = curve.value(at: u)
    // An overshooting curve may pass its end before its end time: the rest of it then runs
    // no distance, and a smoothstep takes its place.
    let usable = u < 1 && abs(1 - progress) > 1e-6
    self.fraction = usable ? u : 1
    self.progressAtStart = usable ? progress : 1
    if u == 0 {
      addedVelocity = velocity
    } else {
      let own =
        (goal - origin)
        * Self.remainingSlope(
          curve, fraction: self.fraction, progress: progressAtStart, at: 0, duration: self.duration)
      addedVelocity = velocity - own
    }
  }

  /// dN/dx at `x` seconds: the remaining curve's progress per second.
  static func remainingSlope(
    _ curve: SCUnitCurve, fraction: Double, progress: Double, at x: Double, duration: Double
  ) -> Double {
    guard fraction < 1 else {
      // The smoothstep 3v^2 - 2v^3 over the duration.
      let v = min(1, max(0, x / duration))
      return (6 * v - 6 * v * v) / duration
    }
    let u = fraction + (1 - fraction) * min(1, max(0, x / duration))
    return curve.velocity(at: u) * (1 - fraction) / duration / (1 - progress)
  }

  /// The remaining curve's progress at `x` seconds, 0...1 (0 at the start, 1 at the end).
  func remaining(at x: Double) -> Double {
    let v = min(1, max(0, x / duration))
    guard fraction < 1 else { return 3 * v * v - 2 * v * v * v }
    let u = fraction + (1 - fraction) * v
    return (curve.value(at: u) - progressAtStart) / (1 - progressAtStart)
  }

  /// Position at `t`.
  func position(at t: Double) -> Double {
    if t >= duration { return goal }
    let x = max(0, t)
    let v = x / duration
    let h10 = v * v * v - 2 * v * v + v
    return origin + (goal - origin) * remaining(at: x) + addedVelocity * duration * h10
  }

  /// Velocity at `t`.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    let x = max(0, t)
    let v = x / duration
    let slope = Self.remainingSlope(
      curve, fraction: fraction, progress: progressAtStart, at: x, duration: duration)
    return (goal - origin) * slope + addedVelocity * (3 * v * v - 4 * v + 1)
  }

  /// The goal.
  var finalPosition: Double { goal }
}
