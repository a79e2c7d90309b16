import Foundation

/// How momentum decays after the user lets go.
public enum DecelerationModel: Hashable, Sendable {
  /// No momentum: the content stops where it was released.
  case none
  /// UIKit: v0 d^(1000 t) for a rate `d` per millisecond (0.998 normal, 0.99 fast).
  case exponential(ratePerMillisecond: Double)
  /// Flutter's friction: v0 drag^t, plus a constant deceleration (pt/s^2; 0 for none).
  case friction(drag: Double, constantDeceleration: Double)
  /// GTK: v0 e^(-rate t).
  case exponentialRate(perSecond: Double)
  /// Android's OverScroller spline at a screen density (ppi).
  case androidSpline(ppi: Double)
}

/// How a drag past an edge is resisted.
public enum OverscrollModel: Hashable, Sendable {
  /// No overscroll: the offset is clamped to the content.
  case clamp
  /// UIKit's rubber band on the total raw overscroll, constant c (0.55).
  case rubberBand(c: Double)
  /// Flutter's per-step friction scale (1 - f)^2 (0.52; fast 0.26).
  case friction(scale: Double)
}

/// How the offset returns to the edge after overscrolling.
public enum SpringBackModel: Hashable, Sendable {
  /// A critically damped spring of natural frequency omega (per second).
  case critical(omega: Double)
  /// A spring of mass, stiffness and damping ratio.
  case spring(mass: Double, stiffness: Double, dampingRatio: Double)
  /// Android's cubic ease over sqrt(2 delta / gravity).
  case cubic(gravity: Double)
}

/// What a fling during a fling does to the new velocity.
public enum MomentumCarry: Hashable, Sendable {
  /// Nothing carried.
  case none
  /// Flutter: adds sign * min(0.000816 |v|^1.967, 40000) of the caught velocity.
  case flutter
  /// Android's flywheel: adds the caught velocity.
  case additive
}

/// A physics preset: all the parameters that make a scroll view feel like a given toolkit.
///
/// Presets are plain data: a user may copy one, change a field and switch to it at run time.
public struct ScrollPhysics: Hashable, Sendable {
  /// The preset's name as used on the command line ("ios", "flutter", ...).
  public var name: String
  /// Momentum after release.
  public var deceleration: DecelerationModel
  /// Drag resistance past an edge.
  public var overscroll: OverscrollModel
  /// Return to the edge after overscrolling.
  public var springBack: SpringBackModel
  /// Whether a fling that reaches an edge overshoots it (true) or stops there (false).
  public var bouncesAtEdges: Bool
  /// Largest overshoot a fling may show past an edge, points (nil: unlimited).
  public var maxFlingOvershoot: Double?
  /// Largest speed handed to the spring at an edge, pt/s (nil: unlimited).
  public var edgeHandoverMaxVelocity: Double?
  /// Release speeds below this do not fling, pt/s.
  public var minFlingVelocity: Double
  /// Release speeds are capped at this, pt/s.
  public var maxFlingVelocity: Double
  /// Speed under which exponential momentum stops, pt/s.
  public var stopVelocity: Double
  /// Carried momentum rule.
  public var momentumCarry: MomentumCarry

  /// Creates a preset from all of its fields.
  public init(
    name: String, deceleration: DecelerationModel, overscroll: OverscrollModel,
    springBack: SpringBackModel, bouncesAtEdges: Bool, maxFlingOvershoot: Double? = nil,
    edgeHandoverMaxVelocity: Double? = nil, minFlingVelocity: Double = 50,
    maxFlingVelocity: Double = 8000, stopVelocity: Double = 1,
    momentumCarry: MomentumCarry = .none
  ) {
    self.name = name
    self.deceleration = deceleration
    self.overscroll = overscroll
    self.springBack = springBack
    self.bouncesAtEdges = bouncesAtEdges
    self.maxFlingOvershoot = maxFlingOvershoot
    self.edgeHandoverMaxVelocity = edgeHandoverMaxVelocity
    self.minFlingVelocity = minFlingVelocity
    self.maxFlingVelocity = maxFlingVelocity
    self.stopVelocity = stopVelocity
    self.momentumCarry = momentumCarry
  }

  /// UIKit: deceleration 0.998/ms, rubber band c = 0.55, critically damped spring omega 10.
  public static let ios = ScrollPhysics(
    name: "ios", deceleration: .exponential(ratePerMillisecond: 0.998),
    overscroll: .rubberBand(c: 0.55), springBack: .critical(omega: 10), bouncesAtEdges: true,
    momentumCarry: .flutter)
  /// UIKit's fast deceleration (0.99/ms), as used for paging.
  public static let iosFast = ScrollPhysics(
    name: "ios-fast", deceleration: .exponential(ratePerMillisecond: 0.99),
    overscroll: .rubberBand(c: 0.55), springBack: .critical(omega: 10), bouncesAtEdges: true,
    momentumCarry: .flutter)
  /// Flutter's BouncingScrollPhysics: friction drag 0.135, frictionFactor 0.52, spring
  /// mass 0.5, stiffness 100, damping ratio 1.1, handover speed capped at 5000.
  public static let flutter = ScrollPhysics(
    name: "flutter", deceleration: .friction(drag: 0.135, constantDeceleration: 0),
    overscroll: .friction(scale: 0.52),
    springBack: .spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1), bouncesAtEdges: true,
    edgeHandoverMaxVelocity: 5000, minFlingVelocity: 100, momentumCarry: .flutter)
  /// Flutter's "fast" (macOS) variant: an extra 1400 pt/s^2 and frictionFactor 0.26.
  public static let flutterFast = ScrollPhysics(
    name: "flutter-fast", deceleration: .friction(drag: 0.135, constantDeceleration: 1400),
    overscroll: .friction(scale: 0.26),
    springBack: .spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1), bouncesAtEdges: true,
    edgeHandoverMaxVelocity: 5000, minFlingVelocity: 100, momentumCarry: .flutter)
  /// Android: OverScroller spline fling at 160 ppi, clamped edges, cubic spring-back.
  public static let android = ScrollPhysics(
    name: "android", deceleration: .androidSpline(ppi: 160), overscroll: .clamp,
    springBack: .cubic(gravity: 2000), bouncesAtEdges: false, momentumCarry: .additive)
  /// GTK 4: e^(-4t) deceleration, critically damped overshoot omega 10 capped at 50 pt.
  public static let gtk = ScrollPhysics(
    name: "gtk", deceleration: .exponentialRate(perSecond: 4),
    overscroll: .rubberBand(c: 0.55), springBack: .critical(omega: 10), bouncesAtEdges: true,
    maxFlingOvershoot: 50)
  /// No momentum, hard clamp.
  public static let none = ScrollPhysics(
    name: "none", deceleration: .none, overscroll: .clamp, springBack: .critical(omega: 10),
    bouncesAtEdges: false)

  /// Every built-in preset, in the order P cycles through them.
  public static let presets: [ScrollPhysics] = [
    ios, iosFast, flutter, flutterFast, android, gtk, none,
  ]

  /// The built-in preset called `name`, or nil.
  public static func preset(named name: String) -> ScrollPhysics? {
    presets.first { $0.name == name.lowercased() }
  }

  /// The names of the built-in presets, for error messages.
  public static var presetNames: [String] { presets.map(\.name) }

  /// True when the preset lets content leave its range at all.
  public var allowsOverscroll: Bool { overscroll != .clamp }

  /// The free momentum motion (no edges) from `start` at `velocity`.
  public func momentum(start: Double, velocity: Double) -> any Simulation {
    switch deceleration {
    case .none:
      return StationarySimulation(start)
    case .exponential(let d):
      return DecaySimulation(
        start: start, velocity: velocity, k: DecaySimulation.rate(perMillisecond: d),
        velocityThreshold: stopVelocity)
    case .friction(let drag, let c):
      return DecaySimulation(
        start: start, velocity: velocity, k: log(drag), constantDeceleration: c,
        velocityThreshold: stopVelocity)
    case .exponentialRate(let r):
      return DecaySimulation(
        start: start, velocity: velocity, k: -abs(r), velocityThreshold: stopVelocity)
    case .androidSpline(let ppi):
      return SplineFlingSimulation(start: start, velocity: velocity, ppi: ppi)
    }
  }

  /// The motion back to `target` from `start` with `velocity`.
  public func spring(start: Double, target: Double, velocity: Double) -> any Simulation {
    switch springBack {
    case .critical(let omega):
      return SpringSimulation(
        criticallyDampedOmega: omega, start: start, target: target, velocity: velocity)
    case .spring(let m, let k, let ratio):
      return SpringSimulation(
        mass: m, stiffness: k, dampingRatio: ratio, start: start, target: target,
        velocity: velocity)
    case .cubic(let g):
      return CubicSpringBackSimulation(start: start, target: target, gravity: g)
    }
  }

  /// The natural resting distance of a fling at `velocity` with no edges, in points.
  public func projectedDistance(velocity: Double) -> Double {
    momentum(start: 0, velocity: velocity).finalPosition
  }

  /// The velocity carried into a new fling when one at `velocity` is caught (0 for none).
  public func carriedMomentum(_ velocity: Double) -> Double {
    switch momentumCarry {
    case .none: return 0
    case .additive: return velocity
    case .flutter:
      let sign: Double = velocity < 0 ? -1 : 1
      return sign * min(0.000816 * pow(abs(velocity), 1.967), 40000)
    }
  }
}
