/// The model of one scroll view: sizes, offset, physics and what it is doing now.
///
/// A value type driven by time: every call takes the session time in seconds, and
/// `advance(to:)` evaluates the running simulations in closed form, so the result does not
/// depend on the frame rate. Input arrives in content-offset terms (`dragBy` with a positive
/// delta scrolls toward the end); the input interpreter converts device deltas.
///
/// Invariants: the offset is always finite; it leaves the valid range only while rubber
/// banding or springing back, never further than the container length; the activity is one
/// value; every departure from `.idle` is followed by exactly one return to `.idle`, reported
/// through `takeEvents()`.
public struct SCScrollView: Sendable {
  /// Deltas larger than this (points per event) are treated as absurd and clamped.
  public static let absurdDelta = 100_000.0

  /// Axes the content scrolls along.
  public var axes: Axes
  /// Bounce behaviour at the edges.
  public var bounceBehavior: BounceBehavior
  /// The physics preset; change it with `setPhysics(_:at:)` to rebuild running motion.
  public internal(set) var physics: ScrollPhysics
  /// Where motion should rest when a gesture ends (paging, view-aligned), if anywhere special.
  public var targetBehavior: (any SCScrollTargetBehavior)?
  /// UIKit's scrollViewWillEndDragging: sees the release velocity (pt/s) and may rewrite the
  /// target offset.
  public var willEndDragging: (@Sendable (_ velocity: Point, _ target: inout Point) -> Void)?

  /// Size of the content, points.
  public internal(set) var contentSize: Size
  /// Size of the viewport, points.
  public internal(set) var containerSize: Size
  /// Insets around the content.
  public internal(set) var contentInsets: SCEdgeInsets
  /// The raw content offset (see `SCScrollGeometry.contentOffset`).
  public internal(set) var offset: Point
  /// Velocity in pt/s at the last evaluated time.
  public internal(set) var velocity: Point = .zero
  /// What the view is doing now.
  var activity: ScrollActivity = .idle
  /// The semantic position.
  public internal(set) var position = SCScrollPosition()
  /// Bad input sanitized so far.
  public internal(set) var sanitized = SanitizerCounts()
  /// The last time seen, seconds.
  public internal(set) var time: Double = 0

  /// What the motion that came to rest last was aiming at, until a layout pass has resolved
  /// it once more (see `resolveRestTarget(in:)`); cleared when the view moves again.
  var restTarget: RestTarget?
  /// True when `restTarget` comes from a scroll without animation (resolved by jumping), false
  /// when from a motion that came to rest (resolved by a short animation).
  var restTargetJumps = false

  var events: [TimedScrollEvent] = []
  var publishedPhase: SCScrollPhase = .idle

  /// Creates a scroll view at rest at the top-leading edge.
  /// - Parameters:
  ///   - axes: the axes the content scrolls along; vertical by default.
  ///   - physics: the physics preset; `.ios` by default.
  ///   - contentSize: the content size, points; a non-finite or negative dimension becomes 0.
  ///   - containerSize: the viewport size, points; a non-finite or negative dimension
  ///     becomes 0.
  ///   - contentInsets: the insets around the content, points; none by default. A non-finite
  ///     inset becomes 0 (negative ones are kept). The offset starts at minus the leading and
  ///     top insets.
  ///   - bounceBehavior: when the content may leave its range at the edges; `.basedOnSize`
  ///     by default.
  public init(
    axes: Axes = .vertical, physics: ScrollPhysics = .ios, contentSize: Size,
    containerSize: Size, contentInsets: SCEdgeInsets = .zero,
    bounceBehavior: BounceBehavior = .basedOnSize
  ) {
    self.axes = axes
    self.physics = physics
    self.bounceBehavior = bounceBehavior
    self.contentSize = contentSize.sanitized
    self.containerSize = containerSize.sanitized
    self.contentInsets = contentInsets.sanitized
    self.offset = Point(x: -self.contentInsets.leading, y: -self.contentInsets.top)
  }

  /// The published phase.
  public var phase: SCScrollPhase { activity.phase }

  /// This frame's geometry.
  public var geometry: SCScrollGeometry {
    SCScrollGeometry(
      contentOffset: offset, contentSize: contentSize, contentInsets: contentInsets,
      containerSize: containerSize)
  }

  /// Smallest valid offset along `axis`.
  public func minOffset(_ axis: SCAxis) -> Double { -contentInsets.start(axis) }

  /// Largest valid offset along `axis` (never below the smallest).
  public func maxOffset(_ axis: SCAxis) -> Double {
    max(minOffset(axis), contentSize[axis] + contentInsets.end(axis) - containerSize[axis])
  }

  /// The offset clamped to the valid range.
  public func clamped(_ p: Point) -> Point {
    var q = p
    for axis in SCAxis.allCases {
      q[axis] = min(maxOffset(axis), max(minOffset(axis), p[axis]))
    }
    return q
  }

  /// True when the offset is outside the valid range on some axis (by more than 0.001 pt).
  public var isOutOfRange: Bool {
    SCAxis.allCases.contains { a in
      offset[a] < minOffset(a) - ScrollTolerance.inRange
        || offset[a] > maxOffset(a) + ScrollTolerance.inRange
    }
  }

  /// True when content may leave its range along `axis`.
  public func bounces(_ axis: SCAxis) -> Bool {
    guard physics.allowsOverscroll, axes.contains(axis) else { return false }
    switch bounceBehavior {
    case .always: return true
    case .never: return false
    case .basedOnSize:
      return contentSize[axis] + contentInsets.start(axis) + contentInsets.end(axis)
        > containerSize[axis] + ScrollTolerance.scrollableLength
    }
  }

  /// Returns and clears the events since the last call.
  public mutating func takeEvents() -> [TimedScrollEvent] {
    // Empty (most frames): nothing to hand over, and nothing to clear (clearing a buffer
    // shared with the returned copy would allocate a new one).
    guard !events.isEmpty else { return [] }
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  /// Events since the last `takeEvents()`, without clearing them.
  public var pendingEvents: [TimedScrollEvent] { events }

  // MARK: - Time

  /// Sanitizes an incoming time: non-finite or earlier than the last one becomes the last one.
  mutating func accept(_ t: Double) -> Double {
    guard t.isFinite else {
      sanitized.nonFinite += 1
      return time
    }
    if t < time {
      sanitized.timeReversals += 1
      return time
    }
    time = t
    return t
  }

  /// Evaluates running motion at session time `t` and goes idle when it rests.
  /// O(1); no allocation.
  public mutating func advance(to t: Double) {
    let now = accept(t)
    guard let motion = activity.motion else { return }
    for axis in SCAxis.allCases {
      if let m = motion[axis] {
        offset[axis] = m.position(at: now)
        velocity[axis] = m.velocity(at: now)
      }
    }
    // An animation built before the bounds last changed may aim past the new limits.
    limitOverscroll()
    if motion.isDone(at: now) {
      offset = motion.finalOffset(current: offset)
      velocity = .zero
      let wasAnimating = phase == .animating
      setActivity(.idle, at: now)
      restTarget = motion.restTarget
      restTargetJumps = false
      events.append(
        TimedScrollEvent(
          time: now, event: wasAnimating ? .didEndScrollingAnimation : .didEndDecelerating))
    }
  }

  /// Swaps the activity and reports a phase change if the published phase differs.
  mutating func setActivity(_ next: ScrollActivity, at t: Double) {
    activity = next
    if next.phase != .idle { restTarget = nil }
    let newPhase = next.phase
    if newPhase != publishedPhase {
      let context = SCScrollPhaseChangeContext(geometry: geometry, velocity: velocity)
      events.append(
        TimedScrollEvent(
          time: t, event: .phaseChanged(from: publishedPhase, to: newPhase, context: context)))
      publishedPhase = newPhase
    }
  }

  /// Starts motion from the current state: decelerating (or idle when nothing moves).
  mutating func startMotion(_ motion: Motion, animating: Bool, at t: Double) {
    if motion.isDone(at: t) && !isOutOfRange {
      offset = clamped(motion.finalOffset(current: offset))
      velocity = .zero
      setActivity(.idle, at: t)
      return
    }
    setActivity(animating ? .animating(motion) : .decelerating(motion), at: t)
  }

  /// Changes the physics preset; running momentum is rebuilt from the current position and
  /// velocity with the new preset.
  /// - Parameters:
  ///   - physics: the new preset. Only momentum and spring-back (`decelerating`) are rebuilt;
  ///     a programmatic animation keeps its curve.
  ///   - t: session time of the change, seconds; running motion is evaluated there first. A
  ///     non-finite time, or one earlier than the last seen, is replaced by the last time
  ///     (and counted in `sanitized`).
  public mutating func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    advance(to: t)
    self.physics = physics
    if case .decelerating = activity { settle(at: time) }
  }

  /// Rebuilds decelerating motion from the current offset and velocity for the current
  /// bounds, or springs back into range when idle and out of range. `released` tells whether
  /// this is a release (see `ScrollPhysics.ballistic`).
  mutating func settle(at t: Double, released: Bool = false) {
    var motion = Motion()
    motion.launch = FlingLaunch(start: offset, velocity: velocity, time: t, released: released)
    for axis in axes.list {
      let sim = physics.ballistic(
        start: offset[axis], velocity: velocity[axis], lower: minOffset(axis),
        upper: maxOffset(axis), bounce: bounces(axis), released: released)
      let reachable = withinReach(sim, axis: axis, bouncing: bounces(axis))
      motion[axis] = AxisMotion(reachable, startTime: t)
    }
    startMotion(motion, animating: false, at: t)
  }

  /// `sim`, a motion of `axis` starting at the current offset, kept within reach of the valid
  /// range: one container length past the edges (the rubber band's limit, at least 1 pt) when
  /// `bouncing`, the range itself otherwise, and never further out than where it starts.
  /// A bounce or spring launched fast (or a small container) would otherwise overshoot that.
  func withinReach(_ sim: any Simulation, axis: SCAxis, bouncing: Bool) -> any Simulation {
    let reach = bouncing ? max(1, containerSize[axis]) : 0
    return ClampedSimulation(
      sim, lower: min(minOffset(axis) - reach, offset[axis]),
      upper: max(maxOffset(axis) + reach, offset[axis]))
  }
}
