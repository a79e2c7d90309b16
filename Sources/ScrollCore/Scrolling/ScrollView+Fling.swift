extension SCScrollView {
  /// Starts momentum from the current offset at `velocity` (pt/s), as a release at that speed
  /// would: the preset's minimum and maximum fling speeds apply, the target behavior and the
  /// will-end-dragging hook choose the resting place. A held gesture ends first (without its
  /// own fling); non-finite velocities are counted and ignored.
  /// - Parameters:
  ///   - velocity: the launch velocity, pt/s (positive toward the end).
  ///   - targets: the scroll targets, for view-aligned snapping; required (not nil) when the
  ///     target behavior aligns to targets (`requiresScrollTargets`), a precondition.
  ///   - t: session time, seconds.
  public mutating func fling(
    velocity: Point, targets: (any ScrollTargetProvider)?, at t: Double
  ) {
    switch activity {
    case .tracking, .interacting: cancelInteraction(at: t)
    default: advance(to: t)
    }
    guard velocity.isFinite else {
      sanitized.nonFinite += 1
      return
    }
    var drag = beginHold()
    drag.moved = true
    drag.carried = .zero
    activity = .interacting(drag)
    release(at: time, velocityOverride: velocity, targets: targets)
  }
}
