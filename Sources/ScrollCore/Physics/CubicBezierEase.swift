/// A timing curve cubic-bezier(x1, y1, x2, y2) from (0, 0) to (1, 1), as CSS and Chromium's
/// `gfx::CubicBezier` define it: time fraction x and progress y are both cubic in a parameter
/// s; `progress(at:)` solves x(s) = u (Newton's method, then bisection). Pure value, O(1).
struct CubicBezierCurve: Hashable, Sendable {
  /// First control point.
  let x1: Double
  /// First control point's progress.
  let y1: Double
  /// Second control point.
  let x2: Double
  /// Second control point's progress.
  let y2: Double

  /// Creates a curve; `x1` and `x2` are clamped to 0...1 so that time runs forward.
  /// - Parameters:
  ///   - x1: first control point's time fraction.
  ///   - y1: first control point's progress.
  ///   - x2: second control point's time fraction.
  ///   - y2: second control point's progress.
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = min(1, max(0, x1))
    self.y1 = y1
    self.x2 = min(1, max(0, x2))
    self.y2 = y2
  }

  /// CSS's ease-in-out, (0.42, 0, 0.58, 1): Chromium's wheel step curve.
  static let easeInOut = CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// Chromium's ease-in-out with its first control point scaled by `slope`, the initial
  /// progress per time fraction (`EaseInOutWithInitialSlope` in chromium
  /// cc/animation/scroll_offset_animation_curve.cc: (0.42, 0.42 slope, 0.58, 1), the slope
  /// clamped to -1000...1000).
  /// - Parameter slope: the initial slope dy/dx.
  static func easeInOut(initialSlope slope: Double) -> CubicBezierCurve {
    let s = slope.isFinite ? min(1000, max(-1000, slope)) : 0
    return CubicBezierCurve(x1: 0.42, y1: 0.42 * s, x2: 0.58, y2: 1)
  }

  /// One coordinate of the Bézier at parameter `s` for control coordinates `p1`, `p2`.
  /// - Parameters:
  ///   - s: the curve parameter, 0...1.
  ///   - p1: the first control point's coordinate.
  ///   - p2: the second control point's coordinate.
  static func cubic(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  /// The derivative of `cubic` with respect to `s`.
  /// - Parameters:
  ///   - s: the curve parameter, 0...1.
  ///   - p1: the first control point's coordinate.
  ///   - p2: the second control point's coordinate.
  static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  /// The curve parameter whose time fraction is `u` (0...1).
  /// - Parameter u: the time fraction (clamped to 0...1).
  func parameter(at u: Double) -> Double {
    CubicBezierCurve.parameter(at: min(1, max(0, u)), x1, x2)
  }

  /// The parameter s whose time coordinate x(s) is `x` (0...1), for the time control
  /// coordinates `x1`, `x2` (0...1): Newton's method from s = x, then bisection when it does
  /// not converge or leaves 0...1 (x(s) increases with s, so bisection always does). Shared
  /// by Chromium's wheel curves and `SCUnitCurve`.
  /// - Parameters:
  ///   - x: the time fraction, 0...1.
  ///   - x1: the first control point's time coordinate.
  ///   - x2: the second control point's time coordinate.
  static func parameter(at x: Double, _ x1: Double, _ x2: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = cubic(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let d = slope(s, x1, x2)
      if abs(d) < 1e-9 { break }
      s -= error / d
      if s < 0 || s > 1 { break }
    }
    var lo = 0.0
    var hi = 1.0
    s = x
    for _ in 0..<64 {
      let value = cubic(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { lo = s } else { hi = s }
      s = (lo + hi) / 2
    }
    return s
  }

  /// Progress at time fraction `u` (0...1).
  /// - Parameter u: the time fraction.
  func progress(at u: Double) -> Double {
    CubicBezierCurve.cubic(parameter(at: u), y1, y2)
  }

  /// Progress per time fraction (dy/dx) at time fraction `u`.
  /// - Parameter u: the time fraction.
  func slope(at u: Double) -> Double {
    let s = parameter(at: u)
    let dx = CubicBezierCurve.slope(s, x1, x2)
    let dy = CubicBezierCurve.slope(s, y1, y2)
    if abs(dx) < 1e-12 { return s < 0.5 ? (x1 > 0 ? y1 / x1 : 0) : 0 }
    return dy / dx
  }
}

/// Chromium's wheel step (cc/animation/scroll_offset_animation_curve.cc,
/// `ScrollOffsetAnimationCurve` with `DurationBehavior::kInverseDelta`): from `start` to
/// `target` in `duration` seconds along ease-in-out (0.42, 0, 0.58, 1), its first control point
/// scaled so that it starts at `velocity` (Chromium's `EaseInOutWithInitialSlope` when a tick
/// retargets the running animation).
struct CubicBezierEaseSimulation: Simulation {
  /// Start position, points.
  let start: Double
  /// End position, points.
  let target: Double
  /// Seconds until rest (> 0).
  let duration: Double
  /// The timing curve.
  let curve: CubicBezierCurve

  /// Creates the step.
  /// - Parameters:
  ///   - start: start position, points.
  ///   - target: end position, points.
  ///   - velocity: start velocity, pt/s.
  ///   - duration: seconds (at least 1 ms).
  init(start: Double, target: Double, velocity: Double = 0, duration: Double) {
    self.start = start
    self.target = target
    self.duration = max(1e-3, duration)
    let distance = target - start
    let slope = abs(distance) > 1e-9 ? velocity * self.duration / distance : 0
    self.curve = .easeInOut(initialSlope: slope)
  }

  /// Creates a step along `curve` (a wheel model's own timing curve).
  /// - Parameters:
  ///   - start: start position, points.
  ///   - target: end position, points.
  ///   - duration: seconds (at least 1 ms; not finite: 1 ms).
  ///   - curve: the timing curve.
  init(start: Double, target: Double, duration: Double, curve: CubicBezierCurve) {
    self.start = start
    self.target = target
    self.duration = max(1e-3, duration.isFinite ? duration : 1e-3)
    self.curve = curve
  }

  /// Position at `t`.
  func position(at t: Double) -> Double {
    if t >= duration { return target }
    return start + (target - start) * curve.progress(at: max(0, t) / duration)
  }

  /// Velocity at `t`.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    return (target - start) / duration * curve.slope(at: max(0, t) / duration)
  }

  /// The target.
  var finalPosition: Double { target }

  /// Chromium's cap on a retargeted step's duration (`VelocityBasedDurationBound`): 2.5 times
  /// the remaining distance over the current speed, when moving toward the new target; nil
  /// (no cap) when still or moving away.
  /// - Parameters:
  ///   - distance: new target minus the current position, points.
  ///   - velocity: the current velocity, pt/s.
  static func retargetDurationCap(distance: Double, velocity: Double) -> Double? {
    guard abs(velocity) >= retargetEpsilon, abs(distance) >= retargetEpsilon else {
      return abs(distance) < retargetEpsilon ? 0 : nil
    }
    let bound = distance / velocity * retargetFudge
    return bound < 0 ? nil : bound
  }

  /// Chromium's "fudge factor to account for the ease out", 2.5.
  static let retargetFudge = 2.5
  /// Chromium's `kEpsilon` (0.01) for distances and speeds.
  static let retargetEpsilon = 0.01
}
