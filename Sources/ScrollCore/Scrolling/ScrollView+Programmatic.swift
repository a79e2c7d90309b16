extension SCScrollView {
  /// The natural frequency of `ScrollAnimation.smooth`, per second: 2π / 0.55. 0.55 s is the
  /// response of SwiftUI's default spring before iOS 17 (`Animation.spring()`); a spring's
  /// response is the period of its undamped oscillation, so omega = 2π / response. Critically
  /// damped here.
  static let smoothSpringOmega = 2 * Double.pi / 0.55

  /// A programmatic spring is done within this distance of its target, points (it then rests
  /// on the target): the engine's own choice, under a sixth of a device pixel at 3x, so the
  /// last step is never seen.
  static let animationSpringSettleDistance = 0.05

  /// Builds the motion of one axis toward `target` for `animation`, starting from the current
  /// offset and velocity (so retargeting keeps the velocity).
  func animationSimulation(
    _ animation: ScrollAnimation, axis: SCAxis, target: Double
  ) -> any Simulation {
    let start = offset[axis]
    let v = velocity[axis]
    let sim: any Simulation
    switch animation {
    case .none:
      sim = StationarySimulation(target)
    case .smooth:
      sim = SpringSimulation(
        criticallyDampedOmega: Self.smoothSpringOmega, start: start, target: target,
        velocity: v, distanceTolerance: Self.animationSpringSettleDistance)
    case .spring(let omega):
      sim = SpringSimulation(
        criticallyDampedOmega: omega, start: start, target: target, velocity: v,
        distanceTolerance: Self.animationSpringSettleDistance)
    case .easeInOut(let duration):
      sim = HermiteSimulation(start: start, target: target, velocity: v, duration: duration)
    case .curve(let curve, let duration):
      sim = CurveSimulation(
        origin: start, goal: target, velocity: v, duration: duration, curve: curve)
    case .wheelStep:
      // Chromium's step: ease-in-out starting at the current velocity, its duration capped at
      // 2.5 x distance / speed when a tick retargets a running step.
      var duration = SCScrollView.wheelStepDuration(distance: abs(target - start))
      if let cap = CubicBezierEaseSimulation.retargetDurationCap(
        distance: target - start, velocity: v)
      {
        duration = min(duration, cap)
      }
      sim = CubicBezierEaseSimulation(start: start, target: target, velocity: v, duration: duration)
    }
    // Started fast, a spring or ease may overshoot its target; it never leaves the content.
    return withinReach(sim, axis: axis, bouncing: false)
  }

  /// Chromium's smooth-wheel duration for a step of `distance` points:
  /// clamp(14 - distance / 60, 6, 12) / 60 seconds (`kInverseDeltaRampStartPx` 120,
  /// `kInverseDeltaRampEndPx` 480, 6 to 12 frames at 60 Hz, chromium
  /// cc/animation/scroll_offset_animation_curve.cc).
  /// - Parameter distance: the step's length, points.
  public static func wheelStepDuration(distance: Double) -> Double {
    min(12, max(6, 14 - distance / 60)) / 60
  }

  /// Scrolls to the content offset `point` (clamped to the content), animated or not.
  /// A running animation is retargeted with its current velocity.
  /// - Parameters:
  ///   - point: the content offset, points, clamped to the valid range. A point with a
  ///     non-finite coordinate is ignored (counted in `sanitized.nonFinite`): nothing but the
  ///     evaluation at `t` happens.
  ///   - animation: how to get there; `.smooth` by default. `.none` jumps at once and ends
  ///     any motion or held input. A spring frequency that is not a positive number becomes
  ///     `.smooth`, one above 10 000 per second is capped, and a non-finite ease or curve
  ///     duration becomes `.smooth` (a NaN or infinity replaced is counted in `sanitized.nonFinite`).
  ///   - t: session time, seconds; running motion is evaluated there first. A non-finite
  ///     time, or one earlier than the last seen, is replaced by the last time (and counted
  ///     in `sanitized`).
  public mutating func scroll(to point: Point, animation: ScrollAnimation = .smooth, at t: Double) {
    advance(to: t)
    guard point.isFinite else {
      sanitized.nonFinite += 1
      return
    }
    let (animation, wasNonFinite) = animation.usable
    if wasNonFinite { sanitized.nonFinite += 1 }
    let target = clamped(point)
    let now = time
    // A programmatic scroll ends any held input cleanly.
    if case .tracking = activity { velocity = .zero }
    if case .interacting = activity { velocity = .zero }
    if animation == .none {
      offset = target
      velocity = .zero
      if phase != .idle { setActivity(.idle, at: now) }
      return
    }
    var motion = Motion()
    for axis in axes.list {
      motion[axis] = AxisMotion(
        animationSimulation(animation, axis: axis, target: target[axis]), startTime: now)
    }
    motion.animation = animation
    startMotion(motion, animating: true, at: now)
  }

  /// Scrolls by `delta` points. While an animation runs, the delta adds to its target (so
  /// quick wheel ticks accumulate); otherwise to the current offset.
  /// - Parameters:
  ///   - delta: the distance per axis, points (positive toward the end). A non-finite
  ///     component counts as 0 and one beyond ±100 000 pt (`absurdDelta`) is clamped to it
  ///     (both counted in `sanitized`); the offset reached is clamped to the valid range.
  ///   - animation: how to move (see `scroll(to:animation:at:)`).
  ///   - t: session time, seconds; running motion is evaluated there first. A non-finite
  ///     time, or one earlier than the last seen, is replaced by the last time (and counted
  ///     in `sanitized`).
  public mutating func scroll(by delta: Point, animation: ScrollAnimation, at t: Double) {
    advance(to: t)
    var d = delta
    for axis in SCAxis.allCases {
      if !d[axis].isFinite {
        sanitized.nonFinite += 1
        d[axis] = 0
      } else if abs(d[axis]) > SCScrollView.absurdDelta {
        sanitized.clampedDeltas += 1
        d[axis] = d[axis] < 0 ? -SCScrollView.absurdDelta : SCScrollView.absurdDelta
      }
    }
    var base = offset
    var origin = offset
    if case .animating(let m) = activity {
      base = m.finalOffset(current: offset)
      origin = m.stepOrigin ?? offset
    }
    position.userDidScroll()
    scroll(to: base + d, animation: animation, at: t)
    // Remembered for the target behavior: steps that rest between targets are finished on
    // the next one in their direction (`resolveRestTarget(in:)`).
    if case .animating(var m) = activity {
      m.stepOrigin = origin
      activity = .animating(m)
    }
  }

  /// The target an animation in flight will rest at, or the offset when none runs.
  public var restingOffset: Point { activity.motion?.finalOffset(current: offset) ?? offset }

  /// Scrolls to an edge of the content and records the position as that edge.
  /// - Parameters:
  ///   - edge: the edge; the offset along its axis becomes the smallest or largest valid
  ///     offset, the other axis keeps the offset a running animation rests at (the current
  ///     offset when none runs). An animation follows the edge when content measured or
  ///     inserted on the way moves it (a timed curve keeps its end time);
  ///     `ScrollController.scrollTo(edge:animation:at:)` also measures the rows at the end
  ///     edge ahead for a timed curve, so it lands there at its end time.
  ///   - animation: how to get there; `.smooth` by default (see `scroll(to:animation:at:)`).
  ///   - t: session time, seconds; running motion is evaluated there first. A non-finite
  ///     time, or one earlier than the last seen, is replaced by the last time (and counted
  ///     in `sanitized`).
  public mutating func scrollTo(edge: SCEdge, animation: ScrollAnimation = .smooth, at t: Double) {
    var p = restingOffset
    p[edge.axis] = edge.isStart ? minOffset(edge.axis) : maxOffset(edge.axis)
    scroll(to: p, animation: animation, at: t)
    if case .animating(var m) = activity, axes.contains(edge.axis) {
      m.edgeTarget = edge
      activity = .animating(m)
    } else if phase == .idle, axes.contains(edge.axis) {
      restTarget = .edge(edge)
      restTargetJumps = true
    }
    position.configure(.edge(edge))
  }

  /// Scrolls to a content offset and records the position as that point.
  /// - Parameters:
  ///   - point: the content offset, points, clamped to the valid range (see
  ///     `scroll(to:animation:at:)` for non-finite coordinates).
  ///   - animation: how to get there; `.smooth` by default (see `scroll(to:animation:at:)`).
  ///   - t: session time, seconds; running motion is evaluated there first. A non-finite
  ///     time, or one earlier than the last seen, is replaced by the last time (and counted
  ///     in `sanitized`).
  public mutating func scrollTo(point: Point, animation: ScrollAnimation = .smooth, at t: Double) {
    scroll(to: point, animation: animation, at: t)
    position.configure(.point(clamped(point)))
  }

  /// Scrolls so that x and/or y become the offset (nil keeps that axis).
  /// - Parameters:
  ///   - x: the horizontal offset, points, or nil (the default) to keep the one a running
  ///     animation rests at (the current offset when none runs). Clamped to the valid range.
  ///   - y: the vertical offset, points, or nil (the default) to keep the one a running
  ///     animation rests at (the current offset when none runs). Clamped to the valid range.
  ///   - animation: how to get there; `.smooth` by default (see `scroll(to:animation:at:)`).
  ///   - t: session time, seconds; running motion is evaluated there first. A non-finite
  ///     time, or one earlier than the last seen, is replaced by the last time (and counted
  ///     in `sanitized`).
  public mutating func scrollTo(
    x: Double? = nil, y: Double? = nil, animation: ScrollAnimation = .smooth, at t: Double
  ) {
    var p = restingOffset
    if let x { p.x = x }
    if let y { p.y = y }
    scrollTo(point: p, animation: animation, at: t)
  }

  /// The offset that shows `frame` aligned by `anchor` (nil: the minimum scroll that makes
  /// it fully visible, ScrollViewReader's rule), clamped to the content.
  ///
  /// With a nil anchor, a frame longer than the visible length is handled as CSSOM's
  /// "nearest": left alone while it covers the visible part, otherwise the nearer edge is
  /// aligned (its start when it sticks out past the end, its end when it sticks out before
  /// the start), so the answer for the offset it returns is that offset again.
  /// - Parameters:
  ///   - frame: the rectangle to show, in content coordinates.
  ///   - anchor: the unit point of `frame` to put at the same unit point of the visible part
  ///     of the container inside the insets (`(0, 0)`: top-leading corners together), or nil
  ///     for the minimum scroll.
  /// - Returns: the content offset, points, clamped to the valid range. Along axes the view
  ///   does not scroll it is the offset a running animation rests at (the current offset
  ///   when none runs).
  public func offset(showing frame: Rect, anchor: SCUnitPoint?) -> Point {
    var p = restingOffset
    for axis in axes.list {
      let startInset = contentInsets.start(axis)
      let visibleLength = containerSize[axis] - startInset - contentInsets.end(axis)
      if let a = anchor {
        p[axis] =
          frame.min(axis) + a[axis] * frame.length(axis) - startInset - a[axis] * visibleLength
      } else {
        let visibleStart = p[axis] + startInset
        let visibleEnd = visibleStart + visibleLength
        let before = frame.min(axis) < visibleStart
        let after = frame.max(axis) > visibleEnd
        let longer = frame.length(axis) > visibleLength
        if before && after {
          continue
        } else if (before && !longer) || (after && longer) {
          p[axis] = frame.min(axis) - startInset
        } else if after || before {
          p[axis] = frame.max(axis) - visibleLength - startInset
        }
      }
    }
    return clamped(p)
  }

  /// Scrolls to the scroll target `id` found in `targets`. Returns false (and does nothing)
  /// when no such target exists. While animating, `refreshTarget(in:at:)` re-resolves the
  /// frame so an estimated size that gets measured still lands exactly.
  /// - Parameters:
  ///   - id: the scroll target's identifier (an `AnyHashableSendable` is used as it is).
  ///   - anchor: where to align the target (see `offset(showing:anchor:)`); nil (the
  ///     default) for the minimum scroll that shows it.
  ///   - targets: where the scroll targets sit (the lazy stack).
  ///   - animation: how to get there; `.smooth` by default (see `scroll(to:animation:at:)`).
  ///   - t: session time, seconds; running motion is evaluated there first. A non-finite
  ///     time, or one earlier than the last seen, is replaced by the last time (and counted
  ///     in `sanitized`).
  /// - Returns: true when `targets` knows `id` and the scroll started; false when it does
  ///   not (nothing changes, not even the time).
  @discardableResult
  public mutating func scrollTo<ID: Hashable & Sendable>(
    id: ID, anchor: SCUnitPoint? = nil, in targets: any ScrollTargetProvider,
    animation: ScrollAnimation = .smooth, at t: Double
  ) -> Bool {
    let key = AnyHashableSendable(id)
    guard let frame = targets.frame(ofTarget: key) else { return false }
    scroll(to: offset(showing: frame, anchor: anchor), animation: animation, at: t)
    if case .animating(var m) = activity {
      m.idTarget = (key, anchor)
      activity = .animating(m)
    } else if phase == .idle {
      restTarget = .id(key, anchor: anchor)
      restTargetJumps = true
    }
    position.configure(.view(key, anchor: anchor))
    return true
  }

  /// Re-resolves the targets of motion in flight after layout measured more items: an id
  /// target retargets its animation (same curve, same end time for a timed ease), a snapped
  /// release onto a scroll target re-plans its landing onto the target's measured edge, and
  /// an edge target follows the edge. Also updates the tracked top-most target id. Call once
  /// per frame after layout (`ScrollController` does).
  /// - Parameters:
  ///   - targets: the content's scroll targets as laid out now.
  ///   - t: session time, seconds.
  package mutating func refreshTarget<T: ScrollTargetProvider>(in targets: T, at t: Double) {
    if let axis = axes.list.last {
      position.track(
        targets.firstTarget(atOrAfter: offset[axis] + contentInsets.start(axis), axis: axis))
    }
    followEdgeTarget(at: t)
    followSnapItem(in: targets, at: t)
    guard case .animating(let m) = activity, let idTarget = m.idTarget,
      let frame = targets.frame(ofTarget: idTarget.id)
    else { return }
    let goal = offset(showing: frame, anchor: idTarget.anchor)
    let current = m.finalOffset(current: offset)
    guard
      abs(goal.x - current.x) > ScrollTolerance.sameOffset
        || abs(goal.y - current.y) > ScrollTolerance.sameOffset
    else { return }
    advance(to: t)
    guard case .animating(let now) = activity else { return }
    retarget(now, to: offset(showing: frame, anchor: idTarget.anchor), at: time)
  }

  /// Re-plans a snapped landing when its scroll target's frame moved (it was measured).
  mutating func followSnapItem<T: ScrollTargetProvider>(in targets: T, at t: Double) {
    guard case .decelerating(var m) = activity, let item = m.snapItem,
      let snap = m.snapTarget, let frame = targets.frame(ofTarget: item.id)
    else { return }
    var goal = snap
    goal[item.axis] = frame.min(item.axis) + item.delta
    goal = clamped(goal)
    guard abs(goal[item.axis] - snap[item.axis]) > ScrollTolerance.sameOffset else { return }
    advance(to: t)
    guard case .decelerating = activity else { return }
    m.snapTarget = goal
    resumeDeceleration(m, at: time)
  }

  /// The offset `target` asks for now, or nil when it cannot be resolved (an unknown id, an
  /// axis this view does not scroll).
  func goal<T: ScrollTargetProvider>(of target: RestTarget, in targets: T) -> Point? {
    switch target {
    case .id(let id, let anchor):
      guard let frame = targets.frame(ofTarget: id) else { return nil }
      return offset(showing: frame, anchor: anchor)
    case .edge(let edge):
      guard axes.contains(edge.axis) else { return nil }
      var p = offset
      p[edge.axis] = edge.isStart ? minOffset(edge.axis) : maxOffset(edge.axis)
      return p
    case .snap(let item):
      guard let frame = targets.frame(ofTarget: item.id) else { return nil }
      var p = offset
      p[item.axis] = frame.min(item.axis) + item.delta
      return clamped(p)
    case .stepEnd(let origin):
      return stepGoal(from: origin, in: targets)
    }
  }

  /// Where steps that started at `origin` and rest at the current offset finish: the target
  /// behavior's choice for a step end (`ScrollTargetContext.isStepEnd`, the direction from
  /// `origin` to the offset as the velocity's sign), or nil without a behavior (the steps
  /// rest where they are).
  func stepGoal<T: ScrollTargetProvider>(from origin: Point, in targets: T) -> Point? {
    guard let behavior = targetBehavior, let axis = axes.list.last else { return nil }
    var direction = Point.zero
    let moved = offset[axis] - origin[axis]
    if abs(moved) > ScrollTolerance.targetAlignment { direction[axis] = moved > 0 ? 1 : -1 }
    let start = offset[axis] + contentInsets.start(axis)
    let frames = targets.targetFrames(
      from: start - containerSize[axis], to: start + 2 * containerSize[axis], axis: axis)
    var st = SCScrollTarget(rect: Rect(origin: offset, size: containerSize))
    let context = ScrollTargetContext(
      originalTarget: st, velocity: direction, currentOffset: offset, contentSize: contentSize,
      containerSize: containerSize, contentInsets: contentInsets, axes: axes,
      targetFrames: frames, isStepEnd: true)
    behavior.updateTarget(&st, context: context)
    return st.rect.origin.isFinite ? clamped(st.rect.origin) : nil
  }

  /// At rest, puts the view exactly on what the motion that just ended (or a scroll without
  /// animation) aimed at, now that layout may have measured it. When it is more than 0.01 pt
  /// off: after a scroll without animation the offset jumps there and this returns true (lay
  /// out again and call again); after a motion (whose target was measured only in its last
  /// frame) a short smooth animation, or for a snap a landing, takes it there without a jump
  /// and this returns false. Steps (`scroll(by:)`: wheel ticks, line and page keys) or a
  /// cancelled drag that rested between scroll targets under a target behavior are finished
  /// the same way, with one more step (`ScrollAnimation.wheelStep`) onto the behavior's
  /// step-end choice (`ScrollTargetContext.isStepEnd`).
  /// Otherwise it clears the rest target and returns false. Does nothing while the view
  /// moves or is held.
  /// - Parameter targets: the content's scroll targets.
  @discardableResult
  public mutating func resolveRestTarget<T: ScrollTargetProvider>(in targets: T) -> Bool {
    guard let target = restTarget else { return false }
    guard phase == .idle, let goal = goal(of: target, in: targets) else {
      restTarget = nil
      return false
    }
    guard
      abs(goal.x - offset.x) > ScrollTolerance.sameOffset
        || abs(goal.y - offset.y) > ScrollTolerance.sameOffset
    else {
      restTarget = nil
      return false
    }
    if restTargetJumps {
      offset = goal
      velocity = .zero
      return true
    }
    restTarget = nil
    var motion = Motion()
    for axis in axes.list {
      let sim: any Simulation
      switch target {
      case .snap:
        sim = physics.landing(start: offset[axis], velocity: 0, target: goal[axis])
      case .stepEnd:
        // Finished like one more step: Chromium's smooth-scroll ease, 6 to 12 frames by
        // distance (chromium cc/animation/scroll_offset_animation_curve.cc), so steps that
        // follow add to where it rests.
        sim = animationSimulation(.wheelStep, axis: axis, target: goal[axis])
      case .id, .edge:
        sim = animationSimulation(.smooth, axis: axis, target: goal[axis])
      }
      motion[axis] = AxisMotion(sim, startTime: time)
    }
    switch target {
    case .snap(let item):
      motion.snapTarget = goal
      motion.snapItem = item
    case .stepEnd:
      // Aimed at the target's id, so it follows the target's measured edge.
      motion.animation = .wheelStep
      if let item = snapItem(at: goal, in: targets),
        abs(item.delta + contentInsets.start(item.axis)) < ScrollTolerance.sameOffset
      {
        motion.idTarget = (item.id, anchor: item.axis == .vertical ? .top : .leading)
      }
    case .id(let id, let anchor):
      motion.idTarget = (id, anchor)
      motion.animation = .smooth
    case .edge(let edge):
      motion.edgeTarget = edge
      motion.animation = .smooth
    }
    if case .snap = target {
      startMotion(motion, animating: false, at: time)
    } else {
      startMotion(motion, animating: true, at: time)
    }
    return false
  }

  /// Forgets the rest target without resolving it.
  public mutating func clearRestTarget() { restTarget = nil }

  /// Retargets an animation to an edge when the edge moved (content measured or inserted on
  /// the way), keeping the velocity, so it ends exactly at the edge. O(1).
  mutating func followEdgeTarget(at t: Double) {
    guard case .animating(let m) = activity, m.edgeTarget != nil else { return }
    let goal = animationGoal(m)
    let rest = m.finalOffset(current: offset)
    guard
      abs(goal.x - rest.x) > ScrollTolerance.sameOffset
        || abs(goal.y - rest.y) > ScrollTolerance.sameOffset
    else { return }
    advance(to: t)
    guard case .animating(let current) = activity else { return }
    retarget(current, to: animationGoal(current), at: time)
  }

  /// Stops any motion where it is (springing back if out of range).
  public mutating func stop(at t: Double) {
    advance(to: t)
    switch activity {
    case .decelerating, .animating:
      velocity = .zero
      settle(at: time)
    default: break
    }
  }
}

extension ScrollAnimation {
  /// The largest spring frequency used, per second; above it omega squared loses precision
  /// and soon overflows to a NaN motion.
  static let maxSpringOmega = 10_000.0

  /// The animation with parameters the closed forms cannot use replaced: a spring frequency
  /// that is not a positive number becomes `.smooth` and one above `maxSpringOmega` is capped;
  /// a non-finite duration becomes `.smooth` (a non-positive one already means a 1 ms ease).
  /// `nonFinite` tells whether a NaN or infinity was replaced.
  var usable: (animation: ScrollAnimation, nonFinite: Bool) {
    switch self {
    case .spring(let omega):
      if !omega.isFinite { return (.smooth, true) }
      if omega <= 0 { return (.smooth, false) }
      return (.spring(omega: min(omega, ScrollAnimation.maxSpringOmega)), false)
    case .easeInOut(let duration), .curve(_, let duration):
      return duration.isFinite ? (self, false) : (.smooth, true)
    case .none, .smooth, .wheelStep:
      return (self, false)
    }
  }
}
