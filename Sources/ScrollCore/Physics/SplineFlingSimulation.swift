#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Android's OverScroller fling: a spline whose distance and duration follow from the
/// release speed, with the curve shaped by an inflexion point and start/end tensions.
///
/// l = ln(0.35 |v| / (friction C)), duration = e^(l / (D - 1)) s,
/// distance = friction C e^(D / (D - 1) l), D = ln 0.78 / ln 0.9,
/// C = 9.80665 * 39.37 * ppi * 0.84. Along the motion, time and travelled fraction are the
/// two coordinates of a parametric cubic; position(at:) inverts the time coordinate by
/// bisection (pure function of t, no table).
struct SplineFlingSimulation: Simulation {
  /// Start position.
  let start: Double
  /// Release velocity, pt/s.
  let initialVelocity: Double
  /// Total distance travelled (signed), points.
  let distance: Double
  /// Seconds until rest.
  let duration: Double

  /// The curve's exponent D = ln(0.78) / ln(0.9).
  static let decelerationExponent = log(0.78) / log(0.9)
  /// Where the curve's deceleration changes character.
  static let inflexion = 0.35
  static let startTension = 0.5
  static let endTension = 1.0

  /// Standard gravity, m/s² (`SensorManager.GRAVITY_EARTH`): Android's `OverScroller`
  /// builds its physical coefficient from it (frameworks/base
  /// core/java/android/widget/OverScroller.java, `computeDeceleration`).
  static let gravity = 9.80665
  /// Inches per meter as `OverScroller` writes it (39.37).
  static let inchesPerMeter = 39.37
  /// `OverScroller`'s "look and feel tuning" factor of the physical coefficient (0.84).
  static let tuningFactor = 0.84

  /// Creates a fling at screen density `ppi` (160 = density 1) with `friction` (0.015).
  /// - Parameters:
  ///   - start: the start position, points.
  ///   - velocity: the release velocity, pt/s; 0 gives a motion done at once.
  ///   - ppi: the screen density, pixels per inch; 160 by default. Must be positive (not
  ///     checked); a denser screen gives a shorter fling for the same velocity.
  ///   - friction: Android's scroll friction; 0.015 by default. Must be positive (not
  ///     checked); more friction gives a shorter fling.
  init(start: Double, velocity: Double, ppi: Double = 160, friction: Double = 0.015) {
    self.start = start
    self.initialVelocity = velocity
    let c = Self.gravity * Self.inchesPerMeter * ppi * Self.tuningFactor
    let speed = abs(velocity)
    guard speed > 0 else {
      distance = 0
      duration = 0
      return
    }
    let d = SplineFlingSimulation.decelerationExponent
    let l = log(SplineFlingSimulation.inflexion * speed / (friction * c))
    duration = exp(l / (d - 1))
    let dist = friction * c * exp(d / (d - 1) * l)
    distance = velocity < 0 ? -dist : dist
  }

  /// Time fraction and distance fraction at curve parameter s in 0...1.
  private static func curve(_ s: Double) -> (time: Double, distance: Double) {
    let p1 = startTension * inflexion
    let p2 = 1 - endTension * (1 - inflexion)
    let coef = 3 * s * (1 - s)
    let time = coef * ((1 - s) * p1 + s * p2) + s * s * s
    let dist = coef * ((1 - s) * startTension + s) + s * s * s
    return (time, dist)
  }

  /// Derivatives of the curve's time and distance with respect to s.
  private static func curveSlope(_ s: Double) -> (time: Double, distance: Double) {
    let p1 = startTension * inflexion
    let p2 = 1 - endTension * (1 - inflexion)
    // time(s) = 3s(1-s)((1-s)p1 + s p2) + s^3
    let a = (1 - s) * p1 + s * p2
    let dTime = (3 - 6 * s) * a + 3 * s * (1 - s) * (p2 - p1) + 3 * s * s
    let b = (1 - s) * startTension + s
    let dDist = (3 - 6 * s) * b + 3 * s * (1 - s) * (1 - startTension) + 3 * s * s
    return (dTime, dDist)
  }

  /// The curve parameter whose time fraction is `alpha` (bisection; time(s) is increasing).
  private static func parameter(forTimeFraction alpha: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<48 {
      let mid = (lo + hi) / 2
      if curve(mid).time < alpha { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  /// Position at `t`; `finalPosition` once done.
  func position(at t: Double) -> Double {
    if t >= duration { return finalPosition }
    let alpha = max(0, t) / duration
    let s = SplineFlingSimulation.parameter(forTimeFraction: alpha)
    return start + distance * SplineFlingSimulation.curve(s).distance
  }

  /// Velocity at `t`; zero once done.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    let alpha = max(0, t) / duration
    let s = SplineFlingSimulation.parameter(forTimeFraction: alpha)
    let slope = SplineFlingSimulation.curveSlope(s)
    guard slope.time > 1e-12 else { return initialVelocity }
    return distance / duration * slope.distance / slope.time
  }

  /// Start plus the signed distance.
  var finalPosition: Double { start + distance }
}

/// Android's spring-back: a cubic ease 3u^2 - 2u^3 from `start` to `target` over
/// sqrt(2 |delta| / gravity) seconds (gravity 2000 pt/s^2).
struct CubicSpringBackSimulation: Simulation {
  /// Start position.
  let start: Double
  /// Rest position.
  let target: Double
  /// Seconds until rest.
  let duration: Double

  /// Creates a spring-back from `start` to `target`.
  /// - Parameters:
  ///   - start: the start position, points.
  ///   - target: the rest position, points.
  ///   - gravity: the deceleration, pt/s^2; 2000 by default; values under 1e-9 become 1e-9.
  ///     The duration is sqrt(2 |target - start| / gravity) seconds.
  init(start: Double, target: Double, gravity: Double = 2000) {
    self.start = start
    self.target = target
    self.duration = (2 * abs(target - start) / max(1e-9, gravity)).squareRoot()
  }

  /// Position at `t`.
  func position(at t: Double) -> Double {
    if t >= duration { return target }
    let u = max(0, t) / duration
    return start + (target - start) * (3 * u * u - 2 * u * u * u)
  }

  /// Velocity at `t`.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    let u = max(0, t) / duration
    return (target - start) * (6 * u - 6 * u * u) / duration
  }

  /// The target.
  var finalPosition: Double { target }
}
