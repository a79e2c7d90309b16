/// The motion of one axis: a simulation and the session time it started at.
struct AxisMotion: Sendable {
  /// The simulation, evaluated at (time - startTime).
  var simulation: any Simulation
  /// Session time (seconds) at which the simulation's clock reads 0.
  var startTime: Double

  /// Creates an axis motion.
  /// - Parameters:
  ///   - simulation: the motion, evaluated at the session time less `startTime`.
  ///   - startTime: session time (seconds) at which the simulation's clock reads 0.
  init(_ simulation: any Simulation, startTime: Double) {
    self.simulation = simulation
    self.startTime = startTime
  }

  /// Position at session time `t`.
  func position(at t: Double) -> Double { simulation.position(at: t - startTime) }
  /// Velocity at session time `t`.
  func velocity(at t: Double) -> Double { simulation.velocity(at: t - startTime) }
  /// True when at rest at session time `t`.
  func isDone(at t: Double) -> Bool { simulation.isDone(at: t - startTime) }
  /// Session time at which it rests.
  var endTime: Double { startTime + simulation.duration }
}
