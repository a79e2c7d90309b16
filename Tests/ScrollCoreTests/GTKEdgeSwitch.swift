import Foundation

/// How far the engine may be from GTK's code after GTK's switch to its spring at an edge.
///
/// GTK (gtk/gtkkineticscrolling.c, `gtk_kinetic_scrolling_tick`) switches on the first tick
/// past the edge, a time φ after the crossing, from where its e^(-4t) deceleration has carried
/// the content by then; the engine switches at the crossing itself (a spring from the edge
/// with the crossing velocity vc). At GTK's switch the two differ by Δx in position and Δv in
/// velocity; both then follow the same critically damped spring (omega 10), so they differ by
/// e^(-10 s) (Δx + (Δv + 10 Δx) s), at most |Δx| + |Δv + 10 Δx| / (10 e). To first order in φ,
/// Δx is O(vc φ²) and Δv + 10 Δx = 16 vc φ (GTK's content was slowed by friction 4 where the
/// engine's spring slows it by 20): about 0.59 vc φ, 10 pt per 1000 pt/s of crossing speed
/// for a whole frame at 60 fps.
///
/// φ depends on where GTK's frames fall against the crossing, which a decision taken at the
/// instant of the crossing does not know; only a rule that runs GTK's 60 Hz clock could follow
/// GTK at 60 fps more closely.
enum GTKEdgeSwitch {
  /// The crossing of the edge by GTK's deceleration from `start` at `velocity` (friction 4,
  /// the port's `decelerationFriction`): its time and velocity, nil when it stops first.
  /// With v = v0 - 4 (x - x0), the velocity at the edge is known without solving for time.
  static func crossing(
    start: Double, velocity: Double, lower: Double, upper: Double
  ) -> (time: Double, velocity: Double)? {
    let friction = ReferenceGTKKinetic.decelerationFriction
    guard start >= lower, start <= upper, velocity != 0 else { return nil }
    let edge = velocity > 0 ? upper : lower
    let vc = velocity - friction * (edge - start)
    guard (vc > 0) == (velocity > 0), abs(vc) >= 0.1 else { return nil }
    return (log(velocity / vc) / friction, vc)
  }

  /// The frame on which GTK's `frames` (at `fps`, frame 0 the release) first go past an edge
  /// and the engine's allowance from that frame on, points: the bound above for that frame's
  /// phase φ.
  static func allowance(
    start: Double, velocity: Double, lower: Double, upper: Double, frames: [Double],
    fps: Double
  ) -> (frame: Int, points: Double)? {
    guard
      let c = crossing(start: start, velocity: velocity, lower: lower, upper: upper),
      let k = frames.firstIndex(where: { $0 < lower || $0 > upper })
    else { return nil }
    let phase = max(0, Double(k) / fps - c.time)
    let friction = ReferenceGTKKinetic.decelerationFriction
    let omega = ReferenceGTKKinetic.overshootFriction / 2
    // GTK at its switch: decelerated for φ past the edge.
    let gtkPosition = c.velocity * (1 - exp(-friction * phase)) / friction
    let gtkVelocity = c.velocity * exp(-friction * phase)
    // The engine at the same time: its spring from the edge, φ along.
    let enginePosition = c.velocity * phase * exp(-omega * phase)
    let engineVelocity = c.velocity * (1 - omega * phase) * exp(-omega * phase)
    let dx = gtkPosition - enginePosition
    let dv = gtkVelocity - engineVelocity
    return (k, abs(dx) + abs(dv + omega * dx) / (omega * exp(1)))
  }
}
