/// How a clicky wheel's detent moves the content: the part of a preset that animates a wheel
/// step from where the content is to where the step ends.
///
/// A preset carries one where its platform has its own (`ScrollPhysics.wheel`); without one the
/// input configuration's step runs (`InputConfiguration.wheelAnimation`, Chromium's ease by
/// default). The built-in models (`.chromium`, `.chromiumImpulse`, `.firefox`, `.firefoxMSD`,
/// `.lenis`, `.immediate`) conform; an embedder writes their own by conforming a value type.
/// Each detent that arrives while a step runs starts a new motion from the current offset and
/// velocity toward the accumulated target, so a model sees the run's earlier events and can
/// adapt to their rate. The motion must rest exactly at the target after a finite time.
public protocol WheelModel: Hashable, Sendable {
  /// The motion of one axis for a wheel step.
  /// - Parameters:
  ///   - step: where the axis is, where the step ends, and when the run's events came.
  ///   - tolerance: the preset's rest rules at its device pixel ratio.
  /// - Returns: a motion starting at `step.start` and resting at `step.target`, with a finite
  ///   duration.
  func motion(for step: WheelStep, tolerance: MotionTolerance) -> any Simulation
}

/// One axis of a wheel step, as a `WheelModel` sees it.
public struct WheelStep: Hashable, Sendable {
  /// The offset now, points.
  public var start: Double
  /// The velocity now, pt/s (0 when no step runs).
  public var velocity: Double
  /// Where the step ends, points: the running step's target plus this detent's distance.
  public var target: Double
  /// The session time of this wheel event, seconds.
  public var time: Double
  /// The session times of the run's earlier wheel events, oldest first (at most
  /// four); empty for the first event of a run. A run is the wheel events
  /// that arrive while its steps are still moving.
  public var earlierEvents: [Double]

  /// Creates a step.
  /// - Parameters:
  ///   - start: the offset now, points.
  ///   - velocity: the velocity now, pt/s.
  ///   - target: where the step ends, points.
  ///   - time: the session time of the event, seconds.
  ///   - earlierEvents: the run's earlier event times, oldest first; empty for a new run.
  public init(
    start: Double, velocity: Double, target: Double, time: Double, earlierEvents: [Double] = []
  ) {
    self.start = start
    self.velocity = velocity
    self.target = target
    self.time = time
    self.earlierEvents = earlierEvents
  }

  /// How many earlier event times a step carries.
  static let historyLength = 4
}

/// A wheel model compared and hashed by value (an existential is not `Hashable` itself), so
/// `ScrollPhysics` keeps its synthesized conformance.
struct AnyWheelModel: Hashable, Sendable {
  /// The model.
  var model: any WheelModel

  static func == (a: Self, b: Self) -> Bool { same(a.model, b.model) }

  func hash(into hasher: inout Hasher) { hasher.combine(model) }

  /// True when `b` is a value of `a`'s type equal to it.
  private static func same<A: Hashable>(_ a: A, _ b: any Hashable) -> Bool { (b as? A) == a }
}
