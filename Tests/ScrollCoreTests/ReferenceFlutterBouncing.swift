import Foundation

/// A port of Flutter's bouncing ballistic for the tests, sampled frame by frame as Flutter's
/// AnimationController samples it (stopping on the first frame where `isDone`): flutter/flutter
/// packages/flutter/lib/src/physics/friction_simulation.dart (FrictionSimulation with
/// constantDeceleration, `timeAtX` by 10 Newton iterations), physics/spring_simulation.dart
/// (the critically, over- and under-damped solutions), widgets/scroll_simulation.dart
/// (BouncingScrollSimulation: spring from the edge with min(dx, 5000), raw velocity when out
/// of range) and widgets/scroll_physics.dart (tolerances 1 / (0.05 dpr) pt/s and 1 / dpr pt;
/// applyPhysicsToUserOffset). Written from the Dart source, not a call into the engine.
enum ReferenceFlutter {
  static let maxSpringTransferVelocity = 5000.0

  struct Friction {
    let drag: Double
    let dragLog: Double
    let x0: Double
    let v0: Double
    let constantDeceleration: Double
    var finalTime = Double.infinity

    init(drag: Double, position: Double, velocity: Double, constantDeceleration: Double) {
      self.drag = drag
      dragLog = log(drag)
      x0 = position
      v0 = velocity
      self.constantDeceleration = constantDeceleration * (velocity < 0 ? -1 : velocity > 0 ? 1 : 0)
      if self.constantDeceleration != 0 {
        finalTime = Self.newton(guess: 0, target: 0, iterations: 10, f: dx) {
          self.v0 * pow(self.drag, $0) * self.dragLog - self.constantDeceleration
        }
      }
    }

    static func newton(
      guess: Double, target: Double, iterations: Int, f: (Double) -> Double,
      df: (Double) -> Double
    ) -> Double {
      var t = guess
      for _ in 0..<iterations { t -= (f(t) - target) / df(t) }
      return t
    }

    func x(_ t: Double) -> Double {
      if t > finalTime { return finalX }
      return x0 + v0 * pow(drag, t) / dragLog - v0 / dragLog - constantDeceleration / 2 * t * t
    }

    func dx(_ t: Double) -> Double {
      if t > finalTime { return 0 }
      return v0 * pow(drag, t) - constantDeceleration * t
    }

    var finalX: Double {
      if constantDeceleration == 0 { return x0 - v0 / dragLog }
      return x(finalTime)
    }

    func timeAtX(_ x: Double) -> Double {
      if x == x0 { return 0 }
      if v0 == 0 || (v0 > 0 ? (x < x0 || x > finalX) : (x > x0 || x < finalX)) {
        return .infinity
      }
      return Self.newton(guess: 0, target: x, iterations: 10, f: self.x, df: dx)
    }
  }

  struct Spring {
    let end: Double
    let r1: Double
    let r2: Double
    let c1: Double
    let c2: Double
    let kind: Int  // 0 critical, 1 over, 2 under

    init(
      mass: Double, stiffness: Double, ratio: Double, start: Double, end: Double,
      velocity: Double
    ) {
      self.end = end
      let damping = ratio * 2 * (mass * stiffness).squareRoot()
      let distance = start - end
      let cmk = damping * damping - 4 * mass * stiffness
      if cmk == 0 {
        kind = 0
        r1 = -damping / (2 * mass)
        r2 = 0
        c1 = distance
        c2 = velocity - r1 * distance
      } else if cmk > 0 {
        kind = 1
        r1 = (-damping - cmk.squareRoot()) / (2 * mass)
        r2 = (-damping + cmk.squareRoot()) / (2 * mass)
        c2 = (velocity - r1 * distance) / (r2 - r1)
        c1 = distance - c2
      } else {
        kind = 2
        let w = (4 * mass * stiffness - damping * damping).squareRoot() / (2 * mass)
        let r = -(damping / 2 * mass)
        r1 = w
        r2 = r
        c1 = distance
        c2 = (velocity - r * distance) / w
      }
    }

    func displacement(_ t: Double) -> Double {
      switch kind {
      case 0: return (c1 + c2 * t) * exp(r1 * t)
      case 1: return c1 * exp(r1 * t) + c2 * exp(r2 * t)
      default: return exp(r2 * t) * (c1 * cos(r1 * t) + c2 * sin(r1 * t))
      }
    }

    func dx(_ t: Double) -> Double {
      switch kind {
      case 0:
        let power = exp(r1 * t)
        return r1 * (c1 + c2 * t) * power + c2 * power
      case 1: return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
      default:
        let power = exp(r2 * t)
        let cosine = cos(r1 * t)
        let sine = sin(r1 * t)
        return power * (c2 * r1 * cosine - c1 * r1 * sine) + r2 * power * (c2 * sine + c1 * cosine)
      }
    }

    func x(_ t: Double) -> Double { end + displacement(t) }
  }

  /// The spring parameters: mass, stiffness, damping ratio.
  typealias SpringDescription = (mass: Double, stiffness: Double, ratio: Double)

  /// BouncingScrollSimulation.
  struct Bouncing {
    let spring: SpringDescription
    let leading: Double
    let trailing: Double
    let toleranceVelocity: Double
    let toleranceDistance: Double
    var friction: Friction?
    var springSim: Spring?
    var springTime: Double

    init(
      spring: SpringDescription, position: Double, velocity: Double, leading: Double,
      trailing: Double, constantDeceleration: Double, devicePixelRatio: Double
    ) {
      self.spring = spring
      self.leading = leading
      self.trailing = trailing
      toleranceVelocity = 1 / (0.05 * devicePixelRatio)
      toleranceDistance = 1 / devicePixelRatio
      func make(_ x: Double, _ edge: Double, _ v: Double) -> Spring {
        Spring(
          mass: spring.mass, stiffness: spring.stiffness, ratio: spring.ratio, start: x, end: edge,
          velocity: v)
      }
      if position < leading {
        springSim = make(position, leading, velocity)
        springTime = -.infinity
      } else if position > trailing {
        springSim = make(position, trailing, velocity)
        springTime = -.infinity
      } else {
        let f = Friction(
          drag: 0.135, position: position, velocity: velocity,
          constantDeceleration: constantDeceleration)
        friction = f
        let finalX = f.finalX
        if velocity > 0 && finalX > trailing {
          springTime = f.timeAtX(trailing)
          springSim = make(
            trailing, trailing, min(f.dx(springTime), ReferenceFlutter.maxSpringTransferVelocity))
        } else if velocity < 0 && finalX < leading {
          springTime = f.timeAtX(leading)
          springSim = make(
            leading, leading, min(f.dx(springTime), ReferenceFlutter.maxSpringTransferVelocity))
        } else {
          springTime = .infinity
        }
      }
    }

    func x(_ t: Double) -> Double {
      if t > springTime, let s = springSim {
        return s.x(t - (springTime.isFinite ? springTime : 0))
      }
      return friction?.x(t) ?? 0
    }

    func isDone(_ t: Double) -> Bool {
      if t > springTime, let s = springSim {
        let local = t - (springTime.isFinite ? springTime : 0)
        return abs(s.displacement(local)) < toleranceDistance
          && abs(s.dx(local)) < toleranceVelocity
      }
      return abs(friction?.dx(t) ?? 0) < toleranceVelocity
    }
  }

  /// Positions at `fps` from a release at time 0 (frame 0 is the release), until the first
  /// frame where the simulation is done (its position kept), or `limit` seconds.
  static func frames(
    spring: SpringDescription, position: Double, velocity: Double, leading: Double,
    trailing: Double, constantDeceleration: Double, fps: Double, devicePixelRatio: Double = 1,
    limit: Double = 12
  ) -> [Double] {
    let sim = Bouncing(
      spring: spring, position: position, velocity: velocity, leading: leading,
      trailing: trailing, constantDeceleration: constantDeceleration,
      devicePixelRatio: devicePixelRatio)
    var out = [position]
    var n = 1
    while Double(n) / fps <= limit {
      let t = Double(n) / fps
      out.append(sim.x(t))
      if sim.isDone(t) { break }
      n += 1
    }
    return out
  }

  /// frictionFactor of BouncingScrollPhysics (0.52, fast 0.26).
  static func frictionFactor(_ fraction: Double, fast: Bool) -> Double {
    pow(1 - fraction, 2) * (fast ? 0.26 : 0.52)
  }

  /// BouncingScrollPhysics.applyPhysicsToUserOffset for a move of `delta` in offset terms
  /// (positive toward the end; Flutter's user offset has the opposite sign), returning the
  /// new position.
  static func drag(
    position: Double, by delta: Double, min lo: Double, max hi: Double, viewport: Double,
    fast: Bool
  ) -> Double {
    let offset = -delta
    guard position < lo || position > hi else { return position + delta }
    let pastStart = max(lo - position, 0)
    let pastEnd = max(position - hi, 0)
    let past = max(pastStart, pastEnd)
    let easing = (pastStart > 0 && offset < 0) || (pastEnd > 0 && offset > 0)
    let friction =
      easing
      ? frictionFactor((past - abs(offset)) / viewport, fast: fast)
      : frictionFactor(past / viewport, fast: fast)
    let direction: Double = offset < 0 ? -1 : 1
    if easing && fast { return position - direction * abs(offset) }
    var absDelta = abs(offset)
    var total = 0.0
    if past > 0 {
      let deltaToLimit = past / friction
      if absDelta < deltaToLimit { return position - direction * absDelta * friction }
      total += past
      absDelta -= deltaToLimit
    }
    return position - direction * (total + absDelta)
  }
}
