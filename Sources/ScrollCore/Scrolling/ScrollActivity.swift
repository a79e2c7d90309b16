/// The motion of one axis: a simulation and the session time it started at.
public struct AxisMotion: Sendable {
  /// The simulation, evaluated at (time - startTime).
  public var simulation: any Simulation
  /// Session time (seconds) at which the simulation's clock reads 0.
  public var startTime: Double

  /// Creates an axis motion.
  public init(_ simulation: any Simulation, startTime: Double) {
    self.simulation = simulation
    self.startTime = startTime
  }

  /// Position at session time `t`.
  public func position(at t: Double) -> Double { simulation.position(at: t - startTime) }
  /// Velocity at session time `t`.
  public func velocity(at t: Double) -> Double { simulation.velocity(at: t - startTime) }
  /// True when at rest at session time `t`.
  public func isDone(at t: Double) -> Bool { simulation.isDone(at: t - startTime) }
  /// Session time at which it rests.
  public var endTime: Double { startTime + simulation.duration }
}

/// Motion of a scroll view on its own: one optional motion per axis.
public struct Motion: Sendable {
  /// Horizontal motion, if that axis moves.
  public var x: AxisMotion?
  /// Vertical motion, if that axis moves.
  public var y: AxisMotion?
  /// For programmatic scrolls to an id: the id and anchor, re-resolved while animating so an
  /// estimated frame that gets measured still lands exactly.
  public var idTarget: (id: AnyHashableSendable, anchor: UnitPoint?)?
  /// For programmatic scrolls to an edge: the edge, followed while animating so that content
  /// measured or inserted on the way does not leave the motion short of it.
  public var edgeTarget: Edge?
  /// For snapped releases: the offset the motion must land on, kept when bounds change.
  public var snapTarget: Point?

  /// Creates a motion.
  public init(x: AxisMotion? = nil, y: AxisMotion? = nil) {
    self.x = x
    self.y = y
  }

  /// The motion of `axis`.
  public subscript(axis: Axis) -> AxisMotion? {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }

  /// True when every axis is at rest at session time `t`.
  public func isDone(at t: Double) -> Bool {
    (x?.isDone(at: t) ?? true) && (y?.isDone(at: t) ?? true)
  }

  /// The resting offset, given the current one for axes that do not move.
  public func finalOffset(current: Point) -> Point {
    Point(
      x: x?.simulation.finalPosition ?? current.x, y: y?.simulation.finalPosition ?? current.y)
  }
}

/// The state of a held input (finger, button, touchpad gesture).
public struct DragState: Sendable {
  /// Unbanded position per axis (where the content would be without edge resistance).
  public var raw: Point
  /// The cumulative input position per axis, for velocity tracking.
  public var inputPosition: Point
  /// Velocity trackers per axis.
  public var trackerX = VelocityTracker()
  /// Vertical velocity tracker.
  public var trackerY = VelocityTracker()
  /// Velocity carried from a caught fling (pt/s), applied on release if the new fling goes
  /// the same way.
  public var carried: Point = .zero
  /// Session time the input went down.
  public var downTime: Double
  /// True once the content has moved during this drag.
  public var moved = false

  /// Creates a drag state at `raw`.
  public init(raw: Point, downTime: Double) {
    self.raw = raw
    self.inputPosition = .zero
    self.downTime = downTime
  }
}

/// What a scroll view is doing now: exactly one activity at a time, swapped as a whole.
public enum ScrollActivity: Sendable {
  /// At rest, no input held.
  case idle
  /// Input held, content not moved yet (also after catching a fling).
  case tracking(DragState)
  /// The user is moving the content.
  case interacting(DragState)
  /// Momentum or spring-back.
  case decelerating(Motion)
  /// A programmatic scroll.
  case animating(Motion)

  /// The published phase for this activity.
  public var phase: ScrollPhase {
    switch self {
    case .idle: return .idle
    case .tracking: return .tracking
    case .interacting: return .interacting
    case .decelerating: return .decelerating
    case .animating: return .animating
    }
  }

  /// The running motion, if any.
  public var motion: Motion? {
    switch self {
    case .decelerating(let m), .animating(let m): return m
    default: return nil
    }
  }
}
