extension ScrollPhysics {
  /// The motion after a release at `start` with `velocity`, for valid offsets `lower...upper`.
  ///
  /// Inside the range: momentum; if it would pass an edge, it runs until the crossing and then
  /// either bounces (a spring from the edge with the crossing velocity, capped by
  /// `edgeHandoverMaxVelocity`, and its overshoot by `maxFlingOvershoot`) or stops at the edge.
  /// Outside the range: a spring back to the nearest edge, starting with `velocity`.
  /// - Parameter bounce: false disables overshoot at edges (bounce behaviour `never`, or
  ///   `basedOnSize` with content that fits).
  public func ballistic(
    start: Double, velocity: Double, lower: Double, upper: Double, bounce: Bool = true
  ) -> any Simulation {
    let lo = min(lower, upper)
    let hi = max(lower, upper)
    if start < lo || start > hi {
      let edge = start < lo ? lo : hi
      var v = velocity
      if let cap = edgeHandoverMaxVelocity { v = max(-cap, min(cap, v)) }
      if !bounce || !allowsOverscroll { v = 0 }
      return spring(start: start, target: edge, velocity: v)
    }
    let free = momentum(start: start, velocity: velocity)
    let rest = free.finalPosition
    if rest >= lo && rest <= hi { return free }
    let edge = rest < lo ? lo : hi
    // A speed already under the stop threshold rests at once, a little way on (at the
    // asymptote): past the edge, that is at the edge, reached at once.
    let tc = crossingTime(of: free, bound: edge, limit: free.duration) ?? 0
    guard bounce && bouncesAtEdges else {
      return SequencedSimulation(first: free, switchTime: tc, second: StationarySimulation(edge))
    }
    var v = free.velocity(at: tc)
    if let cap = edgeHandoverMaxVelocity { v = max(-cap, min(cap, v)) }
    let back = spring(start: edge, target: edge, velocity: v)
    let whole = SequencedSimulation(first: free, switchTime: tc, second: back)
    if let cap = maxFlingOvershoot {
      return ClampedSimulation(whole, lower: lo - cap, upper: hi + cap)
    }
    return whole
  }

  /// A motion from `start` with `velocity` that rests exactly at `target` (snapping).
  ///
  /// When the velocity already points at the target, an exponential decay whose rate is chosen
  /// so that its rest is the target keeps the release velocity (no jerk); otherwise (velocity
  /// away from the target, too slow or too fast for a sane rate) a critically damped spring
  /// (omega 12) carries the motion there. The decay ends within 0.05 pt of the target.
  public func landing(start: Double, velocity: Double, target: Double) -> any Simulation {
    let distance = target - start
    if abs(distance) < 0.01 && abs(velocity) < 1 { return StationarySimulation(target) }
    if distance != 0 && velocity != 0 && (distance > 0) == (velocity > 0) {
      let k = -velocity / distance
      // Rates slower than UIKit's normal deceleration would crawl for many seconds; those
      // releases are too slow for their target and take the spring instead.
      if k <= -2 && k >= -30 {
        return DecaySimulation(
          start: start, velocity: velocity, k: k, velocityThreshold: 0.05 * abs(k))
      }
    }
    return SpringSimulation(
      criticallyDampedOmega: 12, start: start, target: target, velocity: velocity,
      distanceTolerance: 0.05)
  }
}
