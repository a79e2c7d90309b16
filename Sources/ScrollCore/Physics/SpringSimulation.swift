#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped spring pulling toward `target`, solved in closed form for the under-, critically
/// and over-damped cases.
///
/// m x'' + c x' + k (x - target) = 0 with x(0) = start, x'(0) = velocity. Done when within
/// `distanceTolerance` of the target and slower than `velocityTolerance`; it then rests exactly
/// at the target.
struct SpringSimulation: Simulation {
  /// Mass (arbitrary units, > 0).
  let mass: Double
  /// Stiffness k (> 0).
  let stiffness: Double
  /// Damping coefficient c (>= 0).
  let damping: Double
  /// Rest position.
  let target: Double
  /// Start position.
  let start: Double
  /// Start velocity, pt/s.
  let initialVelocity: Double
  /// Distance under which the spring may stop, points.
  let distanceTolerance: Double
  /// Speed under which the spring may stop, pt/s.
  let velocityTolerance: Double
  /// Seconds until rest.
  let duration: Double

  private enum Solution: Sendable {
    case critical(r: Double, c1: Double, c2: Double)
    case over(r1: Double, r2: Double, c1: Double, c2: Double)
    case under(w: Double, r: Double, c1: Double, c2: Double)
  }
  private let solution: Solution

  /// Creates a spring from its physical parameters.
  ///
  /// Its duration is the time after which it stays within both tolerances, searched up to
  /// 60 s.
  /// - Parameters:
  ///   - mass: the mass m; 1 by default; values under 1e-9 become 1e-9.
  ///   - stiffness: the stiffness k; values under 1e-9 become 1e-9.
  ///   - damping: the damping coefficient c; a negative one becomes 0.
  ///   - start: the start position, points.
  ///   - target: the rest position, points.
  ///   - velocity: the start velocity, pt/s; 0 by default.
  ///   - distanceTolerance: the distance from `target` under which the spring may stop,
  ///     points; 0.1 by default.
  ///   - velocityTolerance: the speed under which the spring may stop, pt/s; 1 by default.
  init(
    mass: Double = 1, stiffness: Double, damping: Double, start: Double, target: Double,
    velocity: Double = 0, distanceTolerance: Double = 0.1, velocityTolerance: Double = 1
  ) {
    let m = max(1e-9, mass)
    let k = max(1e-9, stiffness)
    let c = max(0, damping)
    self.mass = m
    self.stiffness = k
    self.damping = c
    self.start = start
    self.target = target
    self.initialVelocity = velocity
    self.distanceTolerance = distanceTolerance
    self.velocityTolerance = velocityTolerance
    let x0 = start - target
    let disc = c * c - 4 * m * k
    let relative = abs(disc) / (4 * m * k)
    if relative < 1e-9 {
      let r = -c / (2 * m)
      solution = .critical(r: r, c1: x0, c2: velocity - r * x0)
    } else if disc > 0 {
      let s = sqrt(disc)
      let r1 = (-c - s) / (2 * m)
      let r2 = (-c + s) / (2 * m)
      let c2 = (velocity - r1 * x0) / (r2 - r1)
      solution = .over(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
    } else {
      let w = sqrt(4 * m * k - c * c) / (2 * m)
      let r = -c / (2 * m)
      solution = .under(w: w, r: r, c1: x0, c2: (velocity - r * x0) / w)
    }
    self.duration = SpringSimulation.settleTime(
      solution, distanceTolerance: distanceTolerance, velocityTolerance: velocityTolerance)
  }

  /// A critically damped spring of natural frequency `omega` (per second), mass 1.
  /// - Parameters:
  ///   - omega: the natural frequency, per second; values under 1e-6 become 1e-6. The
  ///     stiffness is omega squared and the damping 2 omega.
  ///   - start: the start position, points.
  ///   - target: the rest position, points.
  ///   - velocity: the start velocity, pt/s; 0 by default.
  ///   - distanceTolerance: the distance from `target` under which the spring may stop,
  ///     points; 0.1 by default.
  ///   - velocityTolerance: the speed under which the spring may stop, pt/s; 1 by default.
  init(
    criticallyDampedOmega omega: Double, start: Double, target: Double, velocity: Double = 0,
    distanceTolerance: Double = 0.1, velocityTolerance: Double = 1
  ) {
    let w = max(1e-6, omega)
    self.init(
      mass: 1, stiffness: w * w, damping: 2 * w, start: start, target: target, velocity: velocity,
      distanceTolerance: distanceTolerance, velocityTolerance: velocityTolerance)
  }

  /// A spring from mass, stiffness and damping ratio (1 = critical, > 1 overdamped).
  /// - Parameters:
  ///   - mass: the mass m (values under 1e-9 become 1e-9 in the spring).
  ///   - stiffness: the stiffness k (values under 1e-9 become 1e-9 in the spring).
  ///   - dampingRatio: the damping as a fraction of critical (under 1 underdamped); the
  ///     damping coefficient is ratio x 2 sqrt(k m), from `mass` and `stiffness` as given.
  ///   - start: the start position, points.
  ///   - target: the rest position, points.
  ///   - velocity: the start velocity, pt/s; 0 by default.
  ///   - distanceTolerance: the distance from `target` under which the spring may stop,
  ///     points; 0.1 by default.
  ///   - velocityTolerance: the speed under which the spring may stop, pt/s; 1 by default.
  init(
    mass: Double, stiffness: Double, dampingRatio: Double, start: Double, target: Double,
    velocity: Double = 0, distanceTolerance: Double = 0.1, velocityTolerance: Double = 1
  ) {
    let c = dampingRatio * 2 * (stiffness * mass).squareRoot()
    self.init(
      mass: mass, stiffness: stiffness, damping: c, start: start, target: target,
      velocity: velocity, distanceTolerance: distanceTolerance,
      velocityTolerance: velocityTolerance)
  }

  private static func displacement(_ s: Solution, _ t: Double) -> Double {
    switch s {
    case .critical(let r, let c1, let c2): return (c1 + c2 * t) * exp(r * t)
    case .over(let r1, let r2, let c1, let c2): return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    case .under(let w, let r, let c1, let c2):
      return exp(r * t) * (c1 * cos(w * t) + c2 * sin(w * t))
    }
  }

  private static func speed(_ s: Solution, _ t: Double) -> Double {
    switch s {
    case .critical(let r, let c1, let c2): return (r * (c1 + c2 * t) + c2) * exp(r * t)
    case .over(let r1, let r2, let c1, let c2):
      return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    case .under(let w, let r, let c1, let c2):
      return exp(r * t)
        * (c1 * (r * cos(w * t) - w * sin(w * t)) + c2 * (r * sin(w * t) + w * cos(w * t)))
    }
  }

  /// The first time after which the spring stays within both tolerances (1 ms resolution,
  /// refined by bisection), searched up to 60 s.
  private static func settleTime(
    _ s: Solution, distanceTolerance: Double, velocityTolerance: Double
  ) -> Double {
    func settled(_ t: Double) -> Bool {
      abs(displacement(s, t)) < distanceTolerance && abs(speed(s, t)) < velocityTolerance
    }
    if settled(0) { return 0 }
    // The envelope decays; scan coarsely for the last unsettled sample before a long
    // settled stretch.
    let step = SettleSearch.step
    var t = 0.0
    var lastUnsettled = 0.0
    var settledRun = 0.0
    while t < SettleSearch.horizon {
      t += step
      if settled(t) {
        settledRun += step
        if settledRun >= SettleSearch.settledStretch { break }
      } else {
        lastUnsettled = t
        settledRun = 0
      }
    }
    var lo = lastUnsettled
    var hi = lastUnsettled + step
    for _ in 0..<30 {
      let mid = (lo + hi) / 2
      if settled(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// How `settleTime` searches: the engine's own choices.
  enum SettleSearch {
    /// The scan's sample spacing, seconds.
    static let step = 0.001
    /// The latest settle time looked for, seconds.
    static let horizon = 60.0
    /// A settled run this long ends the scan, seconds: longer than any under-damped
    /// spring's excursion back out of the tolerances at the presets' frequencies.
    static let settledStretch = 0.25
  }

  /// Position at `t`; exactly `target` once done.
  func position(at t: Double) -> Double {
    if t >= duration { return target }
    return target + SpringSimulation.displacement(solution, max(0, t))
  }

  /// Velocity at `t`; zero once done.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    return SpringSimulation.speed(solution, max(0, t))
  }

  /// The target.
  var finalPosition: Double { target }
}
