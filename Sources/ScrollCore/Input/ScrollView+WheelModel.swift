extension SCScrollView {
  /// A wheel step of `delta` points run by a preset's wheel model: like
  /// `scroll(by:animation:at:)` (the delta adds to a running step's target, the step's origin
  /// is kept for the target behavior), each axis' motion made by `model` from the current
  /// offset and velocity.
  /// - Parameters:
  ///   - delta: the distance per axis, points (finite).
  ///   - model: the preset's wheel model.
  ///   - earlierEvents: the run's earlier wheel event times, oldest first.
  ///   - t: session time, seconds.
  mutating func wheelStep(
    by delta: Point, model: any WheelModel, earlierEvents: [Double], at t: Double
  ) {
    advance(to: t)
    guard delta.isFinite else {
      sanitized.nonFinite += 1
      return
    }
    var base = offset
    var origin = offset
    if case .animating(let m) = activity {
      base = m.finalOffset(current: offset)
      origin = m.stepOrigin ?? offset
    }
    position.userDidScroll()
    let target = clamped(base + delta)
    let now = time
    if case .tracking = activity { velocity = .zero }
    if case .interacting = activity { velocity = .zero }
    let tolerance = physics.tolerance
    var motion = Motion()
    for axis in axes.list {
      let step = WheelStep(
        start: offset[axis], velocity: velocity[axis], target: target[axis], time: now,
        earlierEvents: earlierEvents)
      motion[axis] = AxisMotion(
        withinReach(model.motion(for: step, tolerance: tolerance), axis: axis, bouncing: false),
        startTime: now)
    }
    motion.stepOrigin = origin
    startMotion(motion, animating: true, at: now)
  }
}
