extension ScrollPhysics {
  /// The motion after a release at `start` with `velocity`, for valid offsets `lower...upper`.
  ///
  /// Inside the range: momentum; if it would stop past an edge, it runs until the crossing
  /// (found in continuous time, where a toolkit switches on the first frame past the edge) and
  /// then either bounces (a spring from the edge with the crossing velocity, limited by
  /// `edgeHandoverMaxVelocity`) or stops at the edge. Outside the range: a spring back to the
  /// nearest edge, starting with the raw `velocity` (as Flutter, GTK and UIKit do). Either
  /// spring restarts at rest from the `overshootCap` where it reaches it.
  /// - Parameters:
  ///   - start: the release offset, points.
  ///   - velocity: the release velocity, pt/s (positive toward the end).
  ///   - lower: the smallest valid offset.
  ///   - upper: the largest valid offset.
  ///   - bounce: false disables overshoot at edges (bounce behaviour `never`, or
  ///     `basedOnSize` with content that fits).
  ///   - released: true when the motion starts at a release (GTK's cap then acts on a start
  ///     beyond it at once); false when it continues from where content changes left the
  ///     offset, which then never jumps: the cap acts once the spring is back within it.
  package func ballistic(
    start: Double, velocity: Double, lower: Double, upper: Double, bounce: Bool = true,
    released: Bool = true
  ) -> any Simulation {
    let lo = min(lower, upper)
    let hi = max(lower, upper)
    if start < lo || start > hi {
      let edge = start < lo ? lo : hi
      let v = bounce && allowsOverscroll ? velocity : 0
      return cappedOvershoot(
        spring(start: start, target: edge, velocity: v), edge: edge, atStart: start < lo,
        released: released)
    }
    let free = momentum(start: start, velocity: velocity)
    let rest = free.finalPosition
    if rest >= lo && rest <= hi { return free }
    let edge = rest < lo ? lo : hi
    // A speed already under the stop threshold rests at once: past the edge, that is at the
    // edge, reached at once.
    let tc = crossingTime(of: free, bound: edge, limit: free.duration) ?? 0
    guard bounce && bouncesAtEdges else {
      return SequencedSimulation(first: free, switchTime: tc, second: StationarySimulation(edge))
    }
    var v = free.velocity(at: tc)
    if let cap = edgeHandoverMaxVelocity {
      // Flutter's min(dx, maxSpringTransferVelocity) limits only positive velocities.
      v = edgeHandoverCapBothWays ? max(-cap, min(cap, v)) : min(cap, v)
    }
    let back = cappedOvershoot(
      spring(start: edge, target: edge, velocity: v), edge: edge, atStart: edge == lo,
      released: false)
    return SequencedSimulation(first: free, switchTime: tc, second: back)
  }

  /// `spring` (toward `edge`) restarted at rest from the overshoot cap where it first goes past
  /// it, when the preset has a cap acting at that edge. A `released` spring that starts beyond
  /// the cap restarts from it at once, unless it is back inside by `OvershootCap.firstTick`
  /// (see `OvershootCap`); one that is not a release is capped only once back within it.
  func cappedOvershoot(
    _ spring: any Simulation, edge: Double, atStart: Bool, released: Bool
  ) -> any Simulation {
    guard let cap = overshootCap, cap.acts(atStart: atStart) else { return spring }
    let limit = atStart ? edge - cap.distance : edge + cap.distance
    func beyond(_ p: Double) -> Bool { atStart ? p < limit : p > limit }
    func restart() -> any Simulation { self.spring(start: limit, target: edge, velocity: 0) }
    var from = 0.0
    if beyond(spring.position(at: 0)) {
      if released && beyond(spring.position(at: OvershootCap.firstTick)) {
        return SequencedSimulation(first: spring, switchTime: 0, second: restart())
      }
      // Back within the cap by GTK's first tick, or not a release: capped once within it.
      guard let within = firstTime(of: spring, from: 0, where: { !beyond($0) }) else {
        return spring
      }
      from = within
    }
    guard let t = firstTime(of: spring, from: from, where: beyond) else { return spring }
    return SequencedSimulation(first: spring, switchTime: t, second: restart())
  }

  /// The first time after `from` at which `sim` satisfies `condition`, to 1e-12 s: sampled
  /// every 4 ms over its duration (a spring's excursion past a cap lasts far longer, except
  /// one that grazes it by a fraction of a point), then bisected. Nil when it never does.
  func firstTime(
    of sim: any Simulation, from: Double, where condition: (Double) -> Bool
  ) -> Double? {
    let step = 0.004
    var previous = from
    var t = from
    while t < sim.duration {
      t = min(sim.duration, t + step)
      if condition(sim.position(at: t)) {
        var lo = previous
        var hi = t
        for _ in 0..<40 {
          let mid = (lo + hi) / 2
          if condition(sim.position(at: mid)) { hi = mid } else { lo = mid }
        }
        return hi
      }
      previous = t
    }
    return nil
  }

  /// A motion from `start` with `velocity` that rests exactly at `target` (snapping).
  ///
  /// When the velocity already points at the target, an exponential decay whose rate is chosen
  /// so that its rest is the target keeps the release velocity (no jerk); otherwise (velocity
  /// away from the target, too slow or too fast for a sane rate) a critically damped spring
  /// (omega 12) carries the motion there. The decay ends within 0.05 pt of the target.
  /// - Parameters:
  ///   - start: the start position, points.
  ///   - velocity: the start velocity, pt/s.
  ///   - target: where the motion rests, points.
  /// - Returns: a motion resting at `target`: one at rest there from the start when `start`
  ///   is within 0.01 pt of it and slower than 1 pt/s; the decay when its rate
  ///   (-velocity / distance) is between -30 and -2 per second; otherwise the spring, done
  ///   within 0.05 pt.
  func landing(start: Double, velocity: Double, target: Double) -> any Simulation {
    let distance = target - start
    if abs(distance) < Landing.atRestDistance && abs(velocity) < Landing.atRestSpeed {
      return StationarySimulation(target)
    }
    if distance != 0 && velocity != 0 && (distance > 0) == (velocity > 0) {
      let k = -velocity / distance
      // Rates slower than UIKit's normal deceleration would crawl for many seconds; those
      // releases are too slow for their target and take the spring instead.
      if k <= Landing.slowestDecayRate && k >= Landing.fastestDecayRate {
        return DecaySimulation(
          start: start, velocity: velocity, k: k,
          velocityThreshold: Landing.settleDistance * abs(k))
      }
    }
    return SpringSimulation(
      criticallyDampedOmega: Landing.springOmega, start: start, target: target,
      velocity: velocity, distanceTolerance: Landing.settleDistance)
  }

  /// The constants of `landing(start:velocity:target:)`: the engine's own choices, none
  /// taken from a toolkit.
  enum Landing {
    /// A start this close to the target (points) and slower than `atRestSpeed` is at rest.
    static let atRestDistance = 0.01
    /// See `atRestDistance`, pt/s.
    static let atRestSpeed = 1.0
    /// The slowest decay rate used, per second: about UIKit's normal deceleration
    /// (ln 0.998 per ms, -2.0 per second); slower releases take the spring.
    static let slowestDecayRate = -2.0
    /// The fastest decay rate used, per second (the motion's time constant 33 ms, two
    /// frames at 60 Hz); faster ones would look like a jump and take the spring.
    static let fastestDecayRate = -30.0
    /// The landing is done within this distance of its target, points. A decay of rate k
    /// is that close when its speed falls under this times |k|.
    static let settleDistance = 0.05
    /// The natural frequency of the critically damped landing spring, per second (settles
    /// in about 0.4 s from rest).
    static let springOmega = 12.0
  }
}
