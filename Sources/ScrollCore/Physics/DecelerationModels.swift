#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// No momentum: the content stops where it was released (`.none`).
public struct NoDeceleration: DecelerationModel {
  /// At rest at `start`.
  /// - Parameters:
  ///   - start: the release offset, points.
  ///   - velocity: ignored.
  ///   - tolerance: ignored.
  public func momentum(start: Double, velocity: Double, tolerance: MotionTolerance)
    -> any Simulation
  { StationarySimulation(start) }
}

/// UIKit: v0 d^(1000 t) for a rate `d` per millisecond (0.998 normal, 0.99 fast);
/// `.exponential(ratePerMillisecond:)`.
public struct ExponentialDeceleration: DecelerationModel {
  /// The velocity kept per millisecond.
  public let ratePerMillisecond: Double
  /// A decay that stops `tolerance.stopDistance` before its asymptote when set, else under
  /// `tolerance.stopVelocity`, and rests where it stops.
  /// - Parameters:
  ///   - start: the release offset, points.
  ///   - velocity: the release velocity, pt/s.
  ///   - tolerance: the preset's rest rules.
  public func momentum(start: Double, velocity: Double, tolerance: MotionTolerance)
    -> any Simulation
  {
    let k = DecaySimulation.rate(perMillisecond: ratePerMillisecond)
    let threshold = tolerance.stopDistance.map { $0 * abs(k) } ?? tolerance.stopVelocity
    return DecaySimulation(
      start: start, velocity: velocity, k: k, velocityThreshold: threshold,
      restsWhereItStops: true)
  }
}

/// Flutter's friction: v0 drag^t, plus a constant deceleration (pt/s^2; 0 for none);
/// `.friction(drag:constantDeceleration:)`.
public struct FrictionDeceleration: DecelerationModel {
  /// The velocity kept per second.
  public let drag: Double
  /// Extra constant deceleration, pt/s^2 (Flutter's fast variant: 1400).
  public let constantDeceleration: Double
  /// A decay that stops under `tolerance.stopVelocity` and rests where it stops.
  /// - Parameters:
  ///   - start: the release offset, points.
  ///   - velocity: the release velocity, pt/s.
  ///   - tolerance: the preset's rest rules.
  public func momentum(start: Double, velocity: Double, tolerance: MotionTolerance)
    -> any Simulation
  {
    DecaySimulation(
      start: start, velocity: velocity, k: log(drag), constantDeceleration: constantDeceleration,
      velocityThreshold: tolerance.stopVelocity, restsWhereItStops: true)
  }
}

/// GTK: v0 e^(-rate t); `.exponentialRate(perSecond:)`.
public struct ExponentialRateDeceleration: DecelerationModel {
  /// The decay rate, per second (its sign is ignored).
  public let perSecond: Double
  /// A decay that stops `tolerance.stopDistance` before its asymptote when set, else under
  /// `tolerance.stopVelocity`, and rests where it stops.
  /// - Parameters:
  ///   - start: the release offset, points.
  ///   - velocity: the release velocity, pt/s.
  ///   - tolerance: the preset's rest rules.
  public func momentum(start: Double, velocity: Double, tolerance: MotionTolerance)
    -> any Simulation
  {
    let k = -abs(perSecond)
    let threshold = tolerance.stopDistance.map { $0 * abs(k) } ?? tolerance.stopVelocity
    return DecaySimulation(
      start: start, velocity: velocity, k: k, velocityThreshold: threshold,
      restsWhereItStops: true)
  }
}

/// Android's OverScroller spline at a screen density; `.androidSpline(ppi:)`.
public struct AndroidSplineDeceleration: DecelerationModel {
  /// The screen density, pixels per inch (Android's default 160).
  public let ppi: Double
  /// The spline fling (its own rest rule; the tolerance is not used).
  /// - Parameters:
  ///   - start: the release offset, points.
  ///   - velocity: the release velocity, pt/s.
  ///   - tolerance: ignored.
  public func momentum(start: Double, velocity: Double, tolerance: MotionTolerance)
    -> any Simulation
  { SplineFlingSimulation(start: start, velocity: velocity, ppi: ppi) }
}

extension DecelerationModel where Self == NoDeceleration {
  /// No momentum: the content stops where it was released.
  public static var none: NoDeceleration { NoDeceleration() }
}

extension DecelerationModel where Self == ExponentialDeceleration {
  /// UIKit's deceleration keeping `ratePerMillisecond` of the velocity per millisecond.
  /// - Parameter ratePerMillisecond: 0.998 normal, 0.99 fast.
  public static func exponential(ratePerMillisecond: Double) -> ExponentialDeceleration {
    ExponentialDeceleration(ratePerMillisecond: ratePerMillisecond)
  }
}

extension DecelerationModel where Self == FrictionDeceleration {
  /// Flutter's friction keeping `drag` of the velocity per second, with an extra constant
  /// deceleration.
  /// - Parameters:
  ///   - drag: the velocity kept per second (Flutter: 0.135).
  ///   - constantDeceleration: pt/s^2, 0 for none.
  public static func friction(drag: Double, constantDeceleration: Double)
    -> FrictionDeceleration
  { FrictionDeceleration(drag: drag, constantDeceleration: constantDeceleration) }
}

extension DecelerationModel where Self == ExponentialRateDeceleration {
  /// GTK's deceleration e^(-rate t).
  /// - Parameter perSecond: the rate, per second (GTK: 4).
  public static func exponentialRate(perSecond: Double) -> ExponentialRateDeceleration {
    ExponentialRateDeceleration(perSecond: perSecond)
  }
}

extension DecelerationModel where Self == AndroidSplineDeceleration {
  /// Android's spline fling.
  /// - Parameter ppi: the screen density, pixels per inch (160).
  public static func androidSpline(ppi: Double) -> AndroidSplineDeceleration {
    AndroidSplineDeceleration(ppi: ppi)
  }
}
