extension SCScrollView {
  /// Changes the content size at time `t`; motion adapts to the new range smoothly.
  /// (`package`: the fuzzer in TestSupport drives the view directly.)
  /// - Parameters:
  ///   - size: the new content size, points (sanitized).
  ///   - t: session time, seconds.
  package mutating func setContentSize(_ size: Size, at t: Double) {
    advance(to: t)
    let s = sanitizedSize(size)
    guard s != contentSize else { return }
    contentSize = s
    boundsChanged(at: time)
  }

  /// Changes the container (viewport) size at time `t`; the target behavior (paging) may
  /// move the offset to keep it aligned, and motion adapts to the new range.
  /// - Parameters:
  ///   - size: the new viewport size, points (sanitized).
  ///   - t: session time, seconds.
  package mutating func setContainerSize(_ size: Size, at t: Double) {
    advance(to: t)
    let s = sanitizedSize(size)
    guard s != containerSize else { return }
    containerSize = s
    if let behavior = targetBehavior, phase == .idle {
      var st = SCScrollTarget(rect: Rect(origin: offset, size: containerSize))
      let context = ScrollTargetContext(
        originalTarget: st, velocity: .zero, currentOffset: offset, contentSize: contentSize,
        containerSize: containerSize, contentInsets: contentInsets, axes: axes, isResize: true)
      behavior.updateTarget(&st, context: context)
      offset = clamped(st.rect.origin)
    }
    boundsChanged(at: time)
  }

  /// Changes the content insets at time `t`.
  /// - Parameters:
  ///   - insets: the new insets, points (sanitized).
  ///   - t: session time, seconds.
  package mutating func setContentInsets(_ insets: SCEdgeInsets, at t: Double) {
    advance(to: t)
    let i = insets.sanitized
    if i != insets { sanitized.invalidSizes += 1 }
    guard i != contentInsets else { return }
    contentInsets = i
    boundsChanged(at: time)
  }

  /// Moves the content (and any motion in flight) by `delta` without touching the velocity:
  /// the correction that keeps the visible content still when items above it are inserted,
  /// removed or resized.
  /// - Parameters:
  ///   - delta: the shift per axis, points; a non-finite one is ignored (and counted).
  ///   - t: session time, seconds.
  package mutating func shiftContent(by delta: Point, at t: Double) {
    advance(to: t)
    guard delta.isFinite else {
      sanitized.nonFinite += 1
      return
    }
    offset = offset + delta
    // A shift larger than the content above the viewport cannot keep it still: stay within
    // the rubber band's reach and let the motion bring the offset back.
    let limited = limitOverscroll()
    switch activity {
    case .idle:
      if isOutOfRange { settle(at: time) }
    case .tracking(var s):
      s.raw = rawPosition(for: offset)
      s.origin = s.origin + delta
      activity = .tracking(s)
    case .interacting(var s):
      s.raw = rawPosition(for: offset)
      s.origin = s.origin + delta
      activity = .interacting(s)
    case .decelerating(var m):
      shift(&m, by: delta)
      m.snapTarget = m.snapTarget.map { $0 + delta }
      if let launch = m.launch { m.launch?.start = launch.start + delta }
      activity = .decelerating(m)
      let rest = m.finalOffset(current: offset)
      if limited || isOutOfRange || clamped(rest) != rest { resumeDeceleration(m, at: time) }
    case .animating(var m):
      shift(&m, by: delta)
      m.stepOrigin = m.stepOrigin.map { $0 + delta }
      activity = .animating(m)
      let goal = animationGoal(m)
      if limited || goal != m.finalOffset(current: offset) { retarget(m, to: goal, at: time) }
    }
  }

  func shift(_ m: inout Motion, by delta: Point) {
    for axis in SCAxis.allCases {
      if let am = m[axis], delta[axis] != 0 {
        m[axis] = AxisMotion(
          ShiftedSimulation(am.simulation, by: delta[axis]), startTime: am.startTime)
      }
    }
  }

  mutating func sanitizedSize(_ size: Size) -> Size {
    let s = size.sanitized
    if s != size { sanitized.invalidSizes += 1 }
    return s
  }

  /// Brings the offset back into the (new) valid range smoothly.
  mutating func boundsChanged(at t: Double) {
    let limited = limitOverscroll()
    switch activity {
    case .idle:
      if isOutOfRange { settle(at: t) }
    case .decelerating(let m):
      resumeDeceleration(m, at: t)
    case .animating(let m):
      let goal = animationGoal(m)
      if limited || goal != m.finalOffset(current: offset) { retarget(m, to: goal, at: t) }
    case .tracking(var s), .interacting(var s):
      // Keep what is shown; re-derive the unbanded position for the new range.
      s.raw = rawPosition(for: offset)
      if case .tracking = activity { activity = .tracking(s) } else { activity = .interacting(s) }
    }
  }

  /// Where the animation `m` should rest for the current bounds: its own rest clamped to the
  /// content, or, for a scroll to an edge, that edge as it is now.
  func animationGoal(_ m: Motion) -> Point {
    var goal = clamped(m.finalOffset(current: offset))
    if let edge = m.edgeTarget, axes.contains(edge.axis) {
      goal[edge.axis] = edge.isStart ? minOffset(edge.axis) : maxOffset(edge.axis)
    }
    return goal
  }

  /// Restarts the animation `m` toward `goal` from the current offset and velocity with the
  /// same curve, keeping its targets: a timed ease (`easeInOut`, `wheelStep`, `curve`) keeps its end
  /// time (content measured under it does not stretch it), a spring keeps its frequency.
  mutating func retarget(_ m: Motion, to goal: Point, at t: Double) {
    let curve = m.animation ?? .smooth
    var motion = Motion()
    for axis in axes.list {
      let sim: any Simulation
      switch curve {
      case .easeInOut:
        let end = m[axis]?.endTime ?? t
        let ease = HermiteSimulation(
          start: offset[axis], target: goal[axis], velocity: velocity[axis],
          duration: max(0, end - t))
        sim = withinReach(ease, axis: axis, bouncing: false)
      case .curve(let unit, let total):
        // The same curve from where it is on it (the time fraction its end time leaves),
        // toward the new goal, velocity matched.
        let end = m[axis]?.endTime ?? t
        let left = max(0, end - t)
        let fraction = total > 0 ? 1 - left / max(1e-3, total) : 1
        let curve = CurveSimulation(
          origin: offset[axis], goal: goal[axis], velocity: velocity[axis], duration: left,
          curve: unit, fraction: max(1e-9, fraction))
        sim = withinReach(curve, axis: axis, bouncing: false)
      case .wheelStep:
        let end = m[axis]?.endTime ?? t
        let ease = CubicBezierEaseSimulation(
          start: offset[axis], target: goal[axis], velocity: velocity[axis],
          duration: max(0, end - t))
        sim = withinReach(ease, axis: axis, bouncing: false)
      case .none, .smooth, .spring:
        sim = animationSimulation(curve == .none ? .smooth : curve, axis: axis, target: goal[axis])
      }
      motion[axis] = AxisMotion(sim, startTime: t)
    }
    motion.idTarget = m.idTarget
    motion.edgeTarget = m.edgeTarget
    motion.stepOrigin = m.stepOrigin
    motion.animation = curve
    startMotion(motion, animating: true, at: t)
  }

  /// Rebuilds momentum for the current bounds. A snapped release keeps landing on its target
  /// (clamped to the new range) instead of forgetting it. Free momentum continues the same
  /// simulation: it is rebuilt from its launch for the new bounds, which changes nothing
  /// before an edge the old bounds had and extends or shortens what follows; only when that
  /// rebuilt motion is not where the view is now (the old one had already bounced) is a new
  /// one started from the current offset and velocity.
  mutating func resumeDeceleration(_ m: Motion, at t: Double) {
    guard let snap = m.snapTarget, !isOutOfRange else {
      if m.snapTarget == nil, let launch = m.launch, continueMomentum(from: launch, at: t) {
        return
      }
      settle(at: t)
      return
    }
    let target = clamped(snap)
    var motion = Motion()
    for axis in axes.list {
      motion[axis] = AxisMotion(
        physics.landing(start: offset[axis], velocity: velocity[axis], target: target[axis]),
        startTime: t)
    }
    motion.snapTarget = target
    motion.snapItem = m.snapItem
    startMotion(motion, animating: false, at: t)
  }

  /// Rebuilds momentum launched as `launch` for the current bounds and continues it when it
  /// passes through the current offset at `t` (within 0.01 pt on every axis). Returns false,
  /// changing nothing, otherwise.
  mutating func continueMomentum(from launch: FlingLaunch, at t: Double) -> Bool {
    var motion = Motion()
    motion.launch = launch
    for axis in axes.list {
      let sim = physics.ballistic(
        start: launch.start[axis], velocity: launch.velocity[axis], lower: minOffset(axis),
        upper: maxOffset(axis), bounce: bounces(axis), released: launch.released)
      let reach = bounces(axis) ? max(1, containerSize[axis]) : 0
      let limited = ClampedSimulation(
        sim, lower: min(minOffset(axis) - reach, launch.start[axis]),
        upper: max(maxOffset(axis) + reach, launch.start[axis]))
      let am = AxisMotion(limited, startTime: launch.time)
      guard abs(am.position(at: t) - offset[axis]) <= ScrollTolerance.onCourse else {
        return false
      }
      motion[axis] = am
    }
    for axis in axes.list { velocity[axis] = motion[axis]?.velocity(at: t) ?? 0 }
    startMotion(motion, animating: false, at: t)
    return true
  }

  /// Pulls the offset to within one container length (the rubber band's reach, at least 1 pt)
  /// of the valid range on the scrolling axes, and into the range on the others, which have no
  /// motion to bring it back. Returns true when the offset moved. O(1).
  @discardableResult
  mutating func limitOverscroll() -> Bool {
    let before = offset
    for axis in SCAxis.allCases {
      let reach = axes.contains(axis) ? max(1, containerSize[axis]) : 0
      offset[axis] = min(maxOffset(axis) + reach, max(minOffset(axis) - reach, offset[axis]))
    }
    return offset != before
  }
}
