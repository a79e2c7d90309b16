/// The motion of one axis: a simulation and the session time it started at.
public struct AxisMotion: Sendable {
  /// The simulation, evaluated at (time - startTime).
  public var simulation: any Simulation
  /// Session time (seconds) at which the simulation's clock reads 0.
  public var startTime: Double

  /// Creates an axis motion.
  /// - Parameters:
  ///   - simulation: the motion, evaluated at the session time less `startTime`.
  ///   - startTime: session time (seconds) at which the simulation's clock reads 0.
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
  /// For snapped releases onto a scroll target (view-aligned): the target the landing is
  /// aligned with, re-resolved as rows are measured so it lands on the measured edge.
  public var snapItem: SnapItem?
  /// For programmatic scrolls: the curve, kept when the animation is retargeted (a timed ease
  /// keeps its end time; a spring keeps its frequency).
  public var animation: ScrollAnimation?
  /// For momentum: where and how it was launched. Momentum that content changes interrupt is
  /// rebuilt from here for the new bounds, so it continues the same simulation (a spline's
  /// remaining distance and time) instead of starting a new one from the current velocity.
  public var launch: FlingLaunch?

  /// Creates a motion.
  ///
  /// Every target, the animation and the launch start as nil.
  /// - Parameters:
  ///   - x: the horizontal motion, or nil (the default) when that axis does not move.
  ///   - y: the vertical motion, or nil (the default) when that axis does not move.
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

  /// What this motion aims at beyond its own rest (an id, an edge, a snapped target), if
  /// anything: kept as the view's `restTarget` when it comes to rest.
  public var restTarget: RestTarget? {
    if let item = snapItem { return .snap(item) }
    if let (id, anchor) = idTarget { return .id(id, anchor: anchor) }
    if let edge = edgeTarget { return .edge(edge) }
    return nil
  }

  /// The resting offset, given the current one for axes that do not move.
  public func finalOffset(current: Point) -> Point {
    Point(
      x: x?.simulation.finalPosition ?? current.x, y: y?.simulation.finalPosition ?? current.y)
  }
}

/// The start of a momentum motion: the offset, velocity and session time it was launched with.
public struct FlingLaunch: Hashable, Sendable {
  /// The offset at launch, moved by every content shift since.
  public var start: Point
  /// The launch velocity, pt/s.
  public var velocity: Point
  /// Session time of the launch, seconds.
  public var time: Double
  /// True when the launch was a release (see `ScrollPhysics.ballistic`'s `released`).
  public var released: Bool

  /// Creates a launch record.
  /// - Parameters:
  ///   - start: the offset at launch.
  ///   - velocity: the launch velocity, pt/s.
  ///   - time: session time of the launch, seconds.
  ///   - released: whether the launch was a release (false: motion rebuilt where content
  ///     changes left the offset).
  public init(start: Point, velocity: Point, time: Double, released: Bool = true) {
    self.start = start
    self.velocity = velocity
    self.time = time
    self.released = released
  }
}

/// The scroll target a snapped release lands on, and where on it: the landing offset along
/// `axis` is the target's frame start plus `delta`.
public struct SnapItem: Hashable, Sendable {
  /// The target's id.
  public var id: AnyHashableSendable
  /// The scrolling axis of the landing.
  public var axis: Axis
  /// Landing offset minus the target frame's start along `axis`, points.
  public var delta: Double

  /// Creates a snap item.
  /// - Parameters:
  ///   - id: the scroll target's id.
  ///   - axis: the axis the landing aligns along.
  ///   - delta: landing offset minus the target frame's start, points.
  public init(id: AnyHashableSendable, axis: Axis, delta: Double) {
    self.id = id
    self.axis = axis
    self.delta = delta
  }
}

/// What a programmatic scroll or snapped release that has come to rest was aiming at: resolved
/// once more after the layout of the frame it ended in, so a row measured in that frame (or
/// after a jump without animation) still puts the view exactly on it.
public enum RestTarget: Hashable, Sendable {
  /// A scroll target by id, aligned by an anchor (nil: the minimum scroll showing it).
  case id(AnyHashableSendable, anchor: UnitPoint?)
  /// An edge of the content.
  case edge(Edge)
  /// A snapped release onto a scroll target.
  case snap(SnapItem)
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
  /// Velocity of the fling this hold caught (pt/s), for rules that depend on the new release
  /// too (GTK 4's accumulation); zero when nothing was caught.
  public var caught: Point = .zero
  /// Session time the input went down.
  public var downTime: Double
  /// True once the content has moved during this drag.
  public var moved = false

  /// Creates a drag state at `raw`.
  ///
  /// The input position starts at zero, the velocity trackers empty, nothing carried or
  /// caught, and the content not moved.
  /// - Parameters:
  ///   - raw: the unbanded position per axis (where the content would be without edge
  ///     resistance), points.
  ///   - downTime: session time the input went down, seconds.
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
