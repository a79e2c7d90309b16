/// How momentum decays after the user lets go: the part of a `ScrollPhysics` that makes a
/// fling's free motion (no edges).
///
/// The built-in models (`.none`, `.exponential(ratePerMillisecond:)`,
/// `.friction(drag:constantDeceleration:)`, `.exponentialRate(perSecond:)`,
/// `.androidSpline(ppi:)`) conform; an embedder writes their own by conforming a value type.
/// The engine samples the motion as a pure function of time, finds where it crosses an edge
/// by bisection (so the position must move monotonically toward its rest) and hands the
/// crossing velocity to the spring-back model: a model written this way rests at the same
/// offset at every frame rate.
public protocol DecelerationModel: Hashable, Sendable {
  /// The free motion after a release at `start` with `velocity`.
  /// - Parameters:
  ///   - start: the release offset, points.
  ///   - velocity: the release velocity, pt/s (positive toward the end).
  ///   - tolerance: the preset's rest rules at its device pixel ratio.
  /// - Returns: a motion starting at `start` with `velocity`, monotonic toward its rest, with
  ///   a finite duration.
  func momentum(start: Double, velocity: Double, tolerance: MotionTolerance) -> any Simulation
}

/// How the offset returns to an edge after overscrolling: the part of a `ScrollPhysics` that
/// makes the spring. The built-in models (`.critical(omega:)`,
/// `.spring(mass:stiffness:dampingRatio:)`, `.cubic(gravity:)`) conform; an embedder writes
/// their own by conforming a value type.
public protocol SpringBackModel: Hashable, Sendable {
  /// The motion from `start` back to `target` (an edge), starting with `velocity`.
  /// - Parameters:
  ///   - start: where the spring starts, points.
  ///   - target: the edge it returns to, points; the motion must rest exactly there.
  ///   - velocity: the start velocity, pt/s.
  ///   - tolerance: the preset's rest rules at its device pixel ratio.
  /// - Returns: a motion from `start` resting at `target`, with a finite duration.
  func springBack(
    start: Double, target: Double, velocity: Double, tolerance: MotionTolerance
  ) -> any Simulation
}

/// How a drag past an edge is resisted: the part of a `ScrollPhysics` that moves the content
/// under the user's input out of range. The built-in models (`.clamp`, `.rubberBand(c:)`,
/// `.linear(limit:)`, `.friction(scale:easesOutOneToOne:)`) conform; an embedder writes their
/// own by conforming a value type.
///
/// The engine keeps the offset within one viewport length past an edge whatever the model
/// answers.
public protocol OverscrollModel: Hashable, Sendable {
  /// False when content never leaves its range: drags stop at the edges and a release out of
  /// range (after content shrank) returns without its velocity. True by default.
  var allowsOverscroll: Bool { get }
  /// Moves one axis by a drag step: sets `drag.offset`, and `drag.raw` if the model keeps an
  /// unresisted position between steps.
  /// - Parameters:
  ///   - delta: the drag, points of offset (positive toward the end).
  ///   - drag: the axis' offset, unresisted position and range, updated in place.
  func apply(_ delta: Double, to drag: inout OverscrollDrag)
  /// The unresisted position that shows as `shown` (a drag that starts out of range, or a
  /// range that changes under a held drag, starts from it). `shown` by default.
  /// - Parameters:
  ///   - shown: the offset shown, points.
  ///   - lower: the smallest valid offset.
  ///   - upper: the largest valid offset.
  ///   - viewport: the viewport's length along the axis, points (at least 1).
  func rawPosition(showing shown: Double, lower: Double, upper: Double, viewport: Double)
    -> Double
}

extension OverscrollModel {
  /// True: content may leave its range.
  public var allowsOverscroll: Bool { true }
  /// `shown`: the model keeps no unresisted position apart from the offset.
  /// - Parameters:
  ///   - shown: the offset shown, points.
  ///   - lower: the smallest valid offset (unused).
  ///   - upper: the largest valid offset (unused).
  ///   - viewport: the viewport's length along the axis (unused).
  public func rawPosition(
    showing shown: Double, lower: Double, upper: Double, viewport: Double
  ) -> Double { shown }
}

/// One axis of a drag step, as an `OverscrollModel` sees it.
public struct OverscrollDrag: Sendable {
  /// The offset shown, points; the model sets it.
  public var offset: Double
  /// The drag's unresisted position, points: where the content would be without resistance.
  /// The engine keeps it between steps and starts it at the model's `rawPosition`.
  public var raw: Double
  /// The smallest valid offset, points.
  public let lower: Double
  /// The largest valid offset, points.
  public let upper: Double
  /// The viewport's length along the axis, points (at least 1).
  public let viewport: Double
}

/// The rest rules of a preset in force at its device pixel ratio, handed to its models.
public struct MotionTolerance: Hashable, Sendable {
  /// Momentum stops under this speed, pt/s.
  public var stopVelocity: Double
  /// When set, exponential momentum stops this many points before its asymptote instead of
  /// at `stopVelocity` (iOS's published model: 0.5 pt).
  public var stopDistance: Double?
  /// A spring-back may rest once within this distance of its edge, points...
  public var springDistance: Double
  /// ... and slower than this, pt/s.
  public var springVelocity: Double
}

/// The models of a preset, compared and hashed by value (an existential is not
/// `Hashable` itself), so `ScrollPhysics` keeps its synthesized conformance.
struct PhysicsModels: Hashable, Sendable {
  /// Momentum after release.
  var deceleration: any DecelerationModel
  /// Drag resistance past an edge.
  var overscroll: any OverscrollModel
  /// Return to the edge after overscrolling.
  var springBack: any SpringBackModel
  /// The wheel step, nil for the input configuration's.
  var wheel: AnyWheelModel?

  static func == (a: Self, b: Self) -> Bool {
    same(a.deceleration, b.deceleration) && same(a.overscroll, b.overscroll)
      && same(a.springBack, b.springBack) && a.wheel == b.wheel
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(deceleration)
    hasher.combine(overscroll)
    hasher.combine(springBack)
    hasher.combine(wheel)
  }

  /// True when `b` is a value of `a`'s type equal to it.
  private static func same<A: Hashable>(_ a: A, _ b: any Hashable) -> Bool {
    (b as? A) == a
  }
}
