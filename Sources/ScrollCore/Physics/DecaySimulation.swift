#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exponential deceleration with an optional constant deceleration on top.
///
/// v(t) = v0 e^(k t) - c t sign(v0), x(t) = x0 + v0 (e^(k t) - 1) / k - c t^2 / 2 sign(v0).
/// With c = 0 this is UIKit's deceleration (k = 1000 ln d for a rate d per millisecond),
/// Flutter's friction (k = ln drag) and GTK's kinetic scrolling (k = -4). With c > 0 it is
/// Flutter's macOS "fast" variant, which stops at the time where v reaches zero.
/// Without constant deceleration the motion is done once |v| falls under
/// `velocityThreshold`, and rests at the asymptote x0 - v0 / k, or, with `restsWhereItStops`,
/// where it is at that instant (Flutter's FrictionSimulation stops when |v| is under its
/// tolerance; UIKit's published model 0.5 pt before the asymptote; GTK under 0.1 pt/s). With
/// constant deceleration it stops where v reaches zero, or with `restsWhereItStops` where |v|
/// falls under `velocityThreshold`.
struct DecaySimulation: Simulation {
  /// Start position, points.
  let start: Double
  /// Start velocity, points per second.
  let initialVelocity: Double
  /// Exponential rate k, per second (negative).
  let k: Double
  /// Constant deceleration, points per second squared (0 for none).
  let constantDeceleration: Double
  /// Speed under which the exponential motion counts as stopped, points per second.
  let velocityThreshold: Double
  /// Seconds until rest.
  let duration: Double
  /// Rest position.
  let finalPosition: Double
  /// True when the motion rests where it stops rather than at the asymptote.
  let restsWhereItStops: Bool

  /// Creates a decay from `start` with velocity `velocity`.
  /// - Parameters:
  ///   - k: exponential rate per second; must be negative (clamped to at most -0.01).
  ///   - constantDeceleration: extra constant deceleration (pt/s^2), 0 for pure exponential.
  ///   - start: start position, points.
  ///   - velocity: start velocity, pt/s.
  ///   - velocityThreshold: stop speed (pt/s): for the pure exponential case, and with
  ///     constant deceleration when `restsWhereItStops`.
  ///   - restsWhereItStops: rest where the motion is when it stops (true) or at the
  ///     asymptote (false).
  init(
    start: Double, velocity: Double, k: Double, constantDeceleration: Double = 0,
    velocityThreshold: Double = 1, restsWhereItStops: Bool = false
  ) {
    self.restsWhereItStops = restsWhereItStops
    self.start = start
    self.initialVelocity = velocity
    self.k = min(k, -0.01)
    self.constantDeceleration = max(0, constantDeceleration)
    self.velocityThreshold = max(1e-6, velocityThreshold)
    let speed = abs(velocity)
    var time: Double
    let stopSpeed = restsWhereItStops ? self.velocityThreshold : 0
    if speed <= self.velocityThreshold && (self.constantDeceleration == 0 || restsWhereItStops) {
      time = 0
    } else if self.constantDeceleration > 0 {
      // Solve speed e^(k t) - c t = stop speed with Newton's method from the left (f is
      // decreasing and convex, so the iterates approach the root from below).
      let c = self.constantDeceleration
      let kk = self.k
      time = 0
      for _ in 0..<50 {
        let f = speed * exp(kk * time) - c * time - stopSpeed
        let df = speed * kk * exp(kk * time) - c
        let next = time - f / df
        if abs(next - time) < 1e-12 {
          time = next
          break
        }
        time = next
      }
      time = max(0, time)
    } else {
      time = log(self.velocityThreshold / speed) / self.k
    }
    self.duration = time
    if restsWhereItStops || self.constantDeceleration > 0 {
      let sign: Double = velocity < 0 ? -1 : 1
      self.finalPosition =
        start + velocity * (exp(self.k * time) - 1) / self.k
        - sign * self.constantDeceleration * time * time / 2
    } else {
      self.finalPosition = start - velocity / self.k
    }
  }

  /// Position at `t` seconds; `finalPosition` once done.
  func position(at t: Double) -> Double {
    if t >= duration { return finalPosition }
    let tt = max(0, t)
    let sign: Double = initialVelocity < 0 ? -1 : 1
    return start + initialVelocity * (exp(k * tt) - 1) / k
      - sign * constantDeceleration * tt * tt / 2
  }

  /// Velocity at `t` seconds; zero once done.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    let tt = max(0, t)
    let sign: Double = initialVelocity < 0 ? -1 : 1
    return initialVelocity * exp(k * tt) - sign * constantDeceleration * tt
  }

  /// Where the exponential part alone tends to: x0 - v0 / k (Flutter's `finalX` without
  /// constant deceleration), points.
  var asymptote: Double { start - initialVelocity / k }

  /// The exponential rate k for a deceleration rate `d` per millisecond (UIKit: 0.998).
  static func rate(perMillisecond d: Double) -> Double { 1000 * log(d) }

  /// UIKit's projected end distance for a release velocity `v` (pt/s) and rate `d` per ms:
  /// (v / 1000) d / (1 - d).
  /// - Parameters:
  ///   - v: the release velocity, pt/s.
  ///   - d: the deceleration rate per millisecond, below 1 (UIKit: 0.998 normal, 0.99
  ///     fast); not checked, so 1 divides by zero.
  /// - Returns: the signed distance to the rest, points.
  static func projectedDistance(velocity v: Double, ratePerMillisecond d: Double) -> Double {
    (v / 1000) * d / (1 - d)
  }
}
