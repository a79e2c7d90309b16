import Foundation

/// The published UIScrollView model for the tests, stepped tick by tick: each frame the
/// velocity decays by d^(1000 dt) (d = 0.998 or 0.99 per ms) and the position moves by the
/// exact integral over the frame; momentum stops on the first frame where less than 0.5 pt
/// remains to its asymptote and stays there; on the frame that passes an edge, the crossing
/// within that frame is solved (the model hands over "at the crossing", with the velocity
/// there) and a critically damped spring of omega 10 (mass 1, stiffness 100) takes over from
/// the edge for the rest of the frame; a release out of range starts with the spring. The
/// spring is stepped with its closed form per frame and done within 0.1 pt and 1 pt/s (then
/// on the edge). Constants from shared/reference/physics.md
/// (deceleration rates, rubber band c = 0.55, WWDC18 projection); not a call into the engine.
enum ReferenceIOS {
  static let omega = 10.0
  static let stopRemaining = 0.5

  static func frames(
    rate d: Double, position: Double, velocity: Double, lower: Double, upper: Double,
    fps: Double, limit: Double = 12
  ) -> [Double] {
    let k = 1000 * log(d)
    let dt = 1 / fps
    var x = position
    var v = velocity
    var out = [x]
    var springing: (edge: Double, c1: Double, c2: Double, t: Double)?
    func startSpring(_ edge: Double) {
      let c1 = x - edge
      springing = (edge, c1, v + omega * c1, 0)
    }
    if x < lower { startSpring(lower) } else if x > upper { startSpring(upper) }
    var n = 1
    while Double(n) * dt <= limit {
      if var s = springing {
        s.t += dt
        let e = exp(-omega * s.t)
        let disp = (s.c1 + s.c2 * s.t) * e
        let speed = (s.c2 - omega * (s.c1 + s.c2 * s.t)) * e
        springing = s
        if abs(disp) < 0.1 && abs(speed) < 1 {
          out.append(s.edge)
          break
        }
        x = s.edge + disp
        out.append(x)
      } else {
        let decay = exp(k * dt)
        let next = x + v * (decay - 1) / k
        if next < lower || next > upper {
          let edge = next < lower ? lower : upper
          // e^(k tau) = 1 + (edge - x) k / v: the crossing inside this frame.
          let fraction = 1 + (edge - x) * k / v
          let tau = log(fraction) / k
          let crossing = v * fraction
          springing = (edge, 0, crossing, dt - tau)
          x = edge + crossing * (dt - tau) * exp(-omega * (dt - tau))
        } else {
          x = next
          v *= decay
          if abs(v / k) < stopRemaining {
            out.append(x)
            break
          }
        }
        out.append(x)
      }
      n += 1
    }
    return out
  }
}
