/// A critically damped spring of natural frequency omega (per second); `.critical(omega:)`.
public struct CriticalSpringBack: SpringBackModel {
  /// The natural frequency, per second (UIKit, GTK: 10).
  public let omega: Double
  /// The spring, done within the tolerance's spring distance and speed.
  /// - Parameters:
  ///   - start: where the spring starts, points.
  ///   - target: the edge it returns to, points.
  ///   - velocity: the start velocity, pt/s.
  ///   - tolerance: the preset's rest rules.
  public func springBack(
    start: Double, target: Double, velocity: Double, tolerance: MotionTolerance
  ) -> any Simulation {
    SpringSimulation(
      criticallyDampedOmega: omega, start: start, target: target, velocity: velocity,
      distanceTolerance: tolerance.springDistance, velocityTolerance: tolerance.springVelocity)
  }
}

/// A spring of mass, stiffness and damping ratio; `.spring(mass:stiffness:dampingRatio:)`.
public struct DampedSpringBack: SpringBackModel {
  /// The mass.
  public let mass: Double
  /// The stiffness.
  public let stiffness: Double
  /// The damping ratio (1 critical, above 1 overdamped).
  public let dampingRatio: Double
  /// The spring, done within the tolerance's spring distance and speed.
  /// - Parameters:
  ///   - start: where the spring starts, points.
  ///   - target: the edge it returns to, points.
  ///   - velocity: the start velocity, pt/s.
  ///   - tolerance: the preset's rest rules.
  public func springBack(
    start: Double, target: Double, velocity: Double, tolerance: MotionTolerance
  ) -> any Simulation {
    SpringSimulation(
      mass: mass, stiffness: stiffness, dampingRatio: dampingRatio, start: start,
      target: target, velocity: velocity, distanceTolerance: tolerance.springDistance,
      velocityTolerance: tolerance.springVelocity)
  }
}

/// Android's cubic ease over sqrt(2 delta / gravity); `.cubic(gravity:)`.
public struct CubicSpringBack: SpringBackModel {
  /// The gravity, pt/s^2 (Android: 2000).
  public let gravity: Double
  /// The cubic ease (it rests at its end; the velocity and tolerance are not used).
  /// - Parameters:
  ///   - start: where the spring starts, points.
  ///   - target: the edge it returns to, points.
  ///   - velocity: ignored.
  ///   - tolerance: ignored.
  public func springBack(
    start: Double, target: Double, velocity: Double, tolerance: MotionTolerance
  ) -> any Simulation {
    CubicSpringBackSimulation(start: start, target: target, gravity: gravity)
  }
}

extension SpringBackModel where Self == CriticalSpringBack {
  /// A critically damped spring.
  /// - Parameter omega: the natural frequency, per second.
  public static func critical(omega: Double) -> CriticalSpringBack {
    CriticalSpringBack(omega: omega)
  }
}

extension SpringBackModel where Self == DampedSpringBack {
  /// A spring from its physical parameters.
  /// - Parameters:
  ///   - mass: the mass.
  ///   - stiffness: the stiffness.
  ///   - dampingRatio: 1 critical, above 1 overdamped.
  public static func spring(mass: Double, stiffness: Double, dampingRatio: Double)
    -> DampedSpringBack
  { DampedSpringBack(mass: mass, stiffness: stiffness, dampingRatio: dampingRatio) }
}

extension SpringBackModel where Self == CubicSpringBack {
  /// Android's cubic spring-back.
  /// - Parameter gravity: pt/s^2 (Android: 2000).
  public static func cubic(gravity: Double) -> CubicSpringBack { CubicSpringBack(gravity: gravity) }
}
