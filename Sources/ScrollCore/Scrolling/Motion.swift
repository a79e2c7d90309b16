/// Motion of a scroll view on its own: one optional motion per axis.
struct Motion: Sendable {
  /// Horizontal motion, if that axis moves.
  var x: AxisMotion?
  /// Vertical motion, if that axis moves.
  var y: AxisMotion?
  /// For programmatic scrolls to an id: the id and anchor, re-resolved while animating so an
  /// estimated frame that gets measured still lands exactly.
  var idTarget: (id: AnyHashableSendable, anchor: SCUnitPoint?)?
  /// For programmatic scrolls to an edge: the edge, followed while animating so that content
  /// measured or inserted on the way does not leave the motion short of it.
  var edgeTarget: SCEdge?
  /// For snapped releases: the offset the motion must land on, kept when bounds change.
  var snapTarget: Point?
  /// For snapped releases onto a scroll target (view-aligned): the target the landing is
  /// aligned with, re-resolved as rows are measured so it lands on the measured edge.
  var snapItem: SnapItem?
  /// For programmatic scrolls: the curve, kept when the animation is retargeted (a timed ease
  /// keeps its end time; a spring keeps its frequency).
  var animation: ScrollAnimation?
  /// For momentum: where and how it was launched. Momentum that content changes interrupt is
  /// rebuilt from here for the new bounds, so it continues the same simulation (a spline's
  /// remaining distance and time) instead of starting a new one from the current velocity.
  var launch: FlingLaunch?
  /// For scrolls by a distance (wheel ticks, line and page keys): the offset the run of
  /// steps started from, so that a step resting between scroll targets is finished on the
  /// next one in the steps' direction (`RestTarget.stepEnd`).
  var stepOrigin: Point?

  /// Creates a motion.
  ///
  /// Every target, the animation and the launch start as nil.
  /// - Parameters:
  ///   - x: the horizontal motion, or nil (the default) when that axis does not move.
  ///   - y: the vertical motion, or nil (the default) when that axis does not move.
  init(x: AxisMotion? = nil, y: AxisMotion? = nil) {
    self.x = x
    self.y = y
  }

  /// The motion of `axis`.
  subscript(axis: SCAxis) -> AxisMotion? {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }

  /// True when every axis is at rest at session time `t`.
  func isDone(at t: Double) -> Bool {
    (x?.isDone(at: t) ?? true) && (y?.isDone(at: t) ?? true)
  }

  /// What this motion aims at beyond its own rest (an id, an edge, a snapped target), if
  /// anything: kept as the view's `restTarget` when it comes to rest.
  var restTarget: RestTarget? {
    if let item = snapItem { return .snap(item) }
    if let (id, anchor) = idTarget { return .id(id, anchor: anchor) }
    if let edge = edgeTarget { return .edge(edge) }
    if let origin = stepOrigin { return .stepEnd(from: origin) }
    return nil
  }

  /// The resting offset, given the current one for axes that do not move.
  func finalOffset(current: Point) -> Point {
    Point(
      x: x?.simulation.finalPosition ?? current.x, y: y?.simulation.finalPosition ?? current.y)
  }
}
