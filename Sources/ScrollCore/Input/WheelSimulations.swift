#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CubicBezierCurve {
  /// Chromium's impulse curve keeping an initial slope (`ImpulseCurveWithInitialSlope`,
  /// cc/animation/scroll_offset_animation_curve.cc): (0.25, 0.25 slope, 0, 1), or
  /// (1 / slope, 1, 0, 1) once 0.25 slope reaches 1.
  /// - Parameter slope: the initial slope dy/dx, at least 0.
  static func impulse(initialSlope slope: Double) -> CubicBezierCurve {
    let s = slope.isFinite ? max(0, slope) : 0
    var x1 = 0.25
    var y1 = 1.0
    if x1 * s < 1 { y1 = x1 * s } else { x1 = y1 / s }
    return CubicBezierCurve(x1: x1, y1: y1, x2: 0, y2: 1)
  }
}

/// Lenis's duration animation: start + (target - start) min(1, 1.001 - 2^(-10 t / duration)),
/// at rest on the target at `duration`.
struct LenisEasedSimulation: Simulation {
  /// Start position, points.
  let start: Double
  /// End position, points.
  let target: Double
  /// Seconds until rest.
  let duration: Double

  /// Position at `t`.
  func position(at t: Double) -> Double {
    if t >= duration { return target }
    return start + (target - start) * LenisWheel.easing(max(0, t) / duration)
  }

  /// Velocity at `t`: zero once the easing reaches 1.
  func velocity(at t: Double) -> Double {
    let p = max(0, t) / duration
    guard t < duration, 1.001 - pow(2, -10 * p) < 1 else { return 0 }
    return (target - start) / duration * 10 * log(2) * pow(2, -10 * p)
  }

  /// The target.
  var finalPosition: Double { target }
}

/// Lenis's lerp animation: target + (start - target) e^(-rate t), at rest once within half a
/// point of the target (`Math.round(value) === to`).
struct LenisDampSimulation: Simulation {
  /// Start position, points.
  let start: Double
  /// End position, points.
  let target: Double
  /// The decay rate, per second (60 x lerp).
  let rate: Double
  /// Seconds until rest.
  let duration: Double

  /// Half a point: Lenis rests once the value rounds to its target.
  static let restDistance = 0.5

  /// Creates the approach.
  /// - Parameters:
  ///   - start: start position, points.
  ///   - target: end position, points.
  ///   - rate: the decay rate, per second (positive).
  init(start: Double, target: Double, rate: Double) {
    self.start = start
    self.target = target
    self.rate = rate
    let gap = abs(start - target)
    duration = gap > Self.restDistance ? log(gap / Self.restDistance) / rate : 0
  }

  /// Position at `t`.
  func position(at t: Double) -> Double {
    if t >= duration { return target }
    return target + (start - target) * exp(-rate * max(0, t))
  }

  /// Velocity at `t`.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    return -rate * (start - target) * exp(-rate * max(0, t))
  }

  /// The target.
  var finalPosition: Double { target }
}
