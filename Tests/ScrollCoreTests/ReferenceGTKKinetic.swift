import Foundation

/// A port of GTK 4's kinetic scrolling for the tests, stepped tick by tick as GTK steps it:
/// GNOME/gtk gtk/gtkkineticscrolling.c (`gtk_kinetic_scrolling_new`, `_init_overshoot`,
/// `_tick`, `_stop`) with the constants of gtk/gtkscrolledwindow.c (`MAX_OVERSHOOT_DISTANCE`
/// 100, `DECELERATION_FRICTION` 4, `OVERSHOOT_FRICTION` 20). Written from the C source, not a
/// call into the engine. `bothEdges` applies the overshoot cap past `upper` as intended
/// instead of comparing the displacement with `upper + 50` as GTK's code does.
struct ReferenceGTKKinetic {
  enum Phase { case decelerating, overshooting, finished }

  static let maxOvershootDistance = 100.0
  static let decelerationFriction = 4.0
  static let overshootFriction = 20.0

  var phase = Phase.decelerating
  let lower: Double
  let upper: Double
  let bothEdges: Bool
  var c1 = 0.0
  var c2 = 0.0
  var equilibrium = 0.0
  var startTime: Double
  var position: Double
  var velocity: Double

  init(
    time: Double, lower: Double, upper: Double, position: Double, velocity: Double,
    bothEdges: Bool = false
  ) {
    self.lower = lower
    self.upper = upper
    self.bothEdges = bothEdges
    self.startTime = time
    self.position = position
    self.velocity = velocity
    if position < lower {
      initOvershoot(time: time, equilibrium: lower, position: position, velocity: velocity)
    } else if position > upper {
      initOvershoot(time: time, equilibrium: upper, position: position, velocity: velocity)
    } else {
      c1 = velocity / Self.decelerationFriction + position
      c2 = -velocity / Self.decelerationFriction
    }
  }

  mutating func initOvershoot(
    time: Double, equilibrium e: Double, position p: Double,
    velocity v: Double
  ) {
    phase = .overshooting
    equilibrium = e
    c1 = p - e
    c2 = v + Self.overshootFriction / 2 * c1
    startTime = time
  }

  /// One tick at frame time `time` (seconds); returns false once finished.
  mutating func tick(time: Double) -> Bool {
    let t = time - startTime
    switch phase {
    case .decelerating:
      let e = exp(-Self.decelerationFriction * t)
      position = c1 + c2 * e
      velocity = -Self.decelerationFriction * c2 * e
      if position < lower {
        initOvershoot(time: time, equilibrium: lower, position: position, velocity: velocity)
      } else if position > upper {
        initOvershoot(time: time, equilibrium: upper, position: position, velocity: velocity)
      } else if abs(velocity) < 0.1 {
        phase = .finished
        position = position.rounded()
      }
    case .overshooting:
      let half = Self.maxOvershootDistance / 2
      let e = exp(-Self.overshootFriction / 2 * t)
      var pos = e * (c1 + c2 * t)
      if bothEdges {
        // The intended behaviour: the position stays within lower - 50 ... upper + 50.
        let absolute = pos + equilibrium
        if absolute < lower - half || absolute > upper + half {
          let clamped = min(upper + half, max(lower - half, absolute))
          pos = clamped - equilibrium
          initOvershoot(time: time, equilibrium: equilibrium, position: clamped, velocity: 0)
        } else {
          velocity = c2 * e - Self.overshootFriction / 2 * pos
        }
      } else if pos < lower - half || pos > upper + half {
        // GTK's code: the displacement is compared with lower - 50 and upper + 50 and passed
        // on as a position (right only when the equilibrium is 0).
        pos = min(upper + half, max(lower - half, pos))
        initOvershoot(time: time, equilibrium: equilibrium, position: pos, velocity: 0)
      } else {
        velocity = c2 * e - Self.overshootFriction / 2 * pos
      }
      position = pos + equilibrium
      if abs(pos) < 0.1 {
        phase = .finished
        position = equilibrium
        velocity = 0
      }
    case .finished:
      break
    }
    return phase != .finished
  }

  /// Positions at `fps` from a release at time 0 (frame 0 is the release), until it finishes
  /// or `limit` seconds pass; the last position is held.
  static func frames(
    lower: Double, upper: Double, position: Double, velocity: Double, fps: Double,
    bothEdges: Bool = false, limit: Double = 8
  ) -> [Double] {
    var k = ReferenceGTKKinetic(
      time: 0, lower: lower, upper: upper, position: position, velocity: velocity,
      bothEdges: bothEdges)
    var out = [position]
    var n = 1
    while Double(n) / fps <= limit {
      let running = k.tick(time: Double(n) / fps)
      out.append(k.position)
      if !running { break }
      n += 1
    }
    return out
  }
}
