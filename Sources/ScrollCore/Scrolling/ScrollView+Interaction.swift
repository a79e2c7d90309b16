#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SCScrollView {
  /// A finger that rests on a caught fling longer than this before it moves (seconds) loses
  /// the carried momentum: 40 ms, the time after which Flutter's `VelocityTracker` assumes
  /// the pointer stopped (`_assumePointerMoveStoppedMilliseconds`, flutter/flutter
  /// packages/flutter/lib/src/gestures/velocity_tracker.dart). Flutter's drag itself drops
  /// carried momentum after 20 ms of stationary pointer updates
  /// (`ScrollDragController.momentumRetainStationaryDurationThreshold`,
  /// packages/flutter/lib/src/widgets/scroll_activity.dart).
  static let carriedMomentumHoldLimit = 0.040

  /// A new fling keeps the carried momentum only when it is faster than this fraction of it,
  /// in the same direction: Flutter's
  /// `ScrollDragController.momentumRetainVelocityThresholdFactor` (0.5,
  /// packages/flutter/lib/src/widgets/scroll_activity.dart).
  static let carriedMomentumVelocityFactor = 0.5

  /// Input went down on the content (finger, button, start of a touchpad gesture).
  ///
  /// Catches running momentum or animation (the content stops where it is) and enters
  /// `tracking`. A fling caught this way may carry momentum into the next release.
  public mutating func touchDown(at t: Double) {
    advance(to: t)
    switch activity {
    case .tracking, .interacting: return
    default: break
    }
    setActivity(.tracking(beginHold()), at: time)
  }

  /// Catches running motion and returns the state of a new hold at the current time,
  /// without publishing a phase.
  mutating func beginHold() -> DragState {
    var carried = Point.zero
    var caught = Point.zero
    if case .decelerating = activity, !isOutOfRange {
      for axis in axes.list { carried[axis] = physics.carriedMomentum(velocity[axis]) }
      caught = velocity
    }
    var drag = DragState(raw: rawPosition(for: offset), downTime: time)
    drag.origin = offset
    drag.carried = carried
    drag.caught = caught
    velocity = .zero
    return drag
  }

  /// The user moved the content by `delta` points of offset (positive toward the end).
  ///
  /// Enters `interacting` (from idle or tracking); past an edge the preset's resistance
  /// applies. Non-finite deltas are ignored and absurd ones clamped (both counted).
  /// - Parameters:
  ///   - delta: the movement per axis, points of offset (positive toward the end). A
  ///     non-finite component counts as 0 and one beyond ±100 000 pt (`absurdDelta`) is
  ///     clamped to it (both counted in `sanitized`); components along axes the view does not
  ///     scroll are dropped.
  ///   - t: session time, seconds. A non-finite time, or one earlier than the last seen, is
  ///     replaced by the last time (and counted in `sanitized`).
  public mutating func dragBy(_ delta: Point, at t: Double) {
    var d = delta
    for axis in SCAxis.allCases {
      if !d[axis].isFinite {
        sanitized.nonFinite += 1
        d[axis] = 0
      } else if abs(d[axis]) > SCScrollView.absurdDelta {
        sanitized.clampedDeltas += 1
        d[axis] = d[axis] < 0 ? -SCScrollView.absurdDelta : SCScrollView.absurdDelta
      }
      if !axes.contains(axis) { d[axis] = 0 }
    }
    var drag: DragState
    switch activity {
    case .tracking(let s), .interacting(let s):
      _ = accept(t)
      drag = s
      // The activity lets go of the drag until `setActivity` below puts it back, so the
      // trackers change their buffers in place instead of copying them on every move.
      // Nothing in between reads the activity.
      activity = .idle
    default:
      // Movement without a preceding press (a touchpad gesture) goes straight to
      // interacting: nothing was ever held still.
      advance(to: t)
      drag = beginHold()
    }
    let now = time
    if !drag.moved && (d.x != 0 || d.y != 0) {
      drag.moved = true
      // A finger that rested on a caught fling too long loses the carried momentum.
      if now - drag.downTime > Self.carriedMomentumHoldLimit {
        drag.carried = .zero
        drag.caught = .zero
      }
      events.append(TimedScrollEvent(time: now, event: .willBeginDragging))
      position.userDidScroll()
    }
    drag.inputPosition = drag.inputPosition + d
    drag.trackerX.add(time: now, position: drag.inputPosition.x)
    drag.trackerY.add(time: now, position: drag.inputPosition.y)
    for axis in axes.list where d[axis] != 0 {
      applyDrag(d[axis], axis: axis, drag: &drag)
    }
    if drag.moved {
      setActivity(.interacting(drag), at: now)
    } else {
      setActivity(.tracking(drag), at: now)
    }
  }

  /// Moves one axis by a drag delta, applying the preset's edge resistance. Where the axis
  /// cannot overscroll, the offset stays in range, or, when a content shift left it out of
  /// range under the held input, follows the drag back and never gets further out (it does
  /// not snap to the edge on the next move).
  mutating func applyDrag(_ delta: Double, axis: SCAxis, drag: inout DragState) {
    let lo = minOffset(axis)
    let hi = maxOffset(axis)
    let dimension = max(1, containerSize[axis])
    var step = OverscrollDrag(
      offset: offset[axis], raw: drag.raw[axis], lower: lo, upper: hi, viewport: dimension)
    guard bounces(axis) else {
      ClampOverscroll().apply(delta, to: &step)
      offset[axis] = step.offset
      drag.raw[axis] = step.raw
      return
    }
    physics.overscroll.apply(delta, to: &step)
    drag.raw[axis] = step.raw
    // Never further than one container length past an edge.
    offset[axis] = min(hi + dimension, max(lo - dimension, step.offset))
  }

  /// The unresisted position that shows as `shown` (the overscroll model's inverse past the
  /// edges).
  func rawPosition(for shown: Point) -> Point {
    var raw = shown
    let model = physics.overscroll
    for axis in axes.list {
      raw[axis] = model.rawPosition(
        showing: shown[axis], lower: minOffset(axis), upper: maxOffset(axis),
        viewport: max(1, containerSize[axis]))
    }
    return raw
  }

  /// Input lifted. Computes the release velocity (least squares; none after a 40 ms pause),
  /// applies carried momentum, asks the target behavior and the will-end-dragging hook for
  /// the resting place, then decelerates (or goes idle).
  /// - Parameters:
  ///   - t: session time of the release, seconds.
  ///   - velocityOverride: a release velocity (pt/s) to use instead of the tracked one (e.g.
  ///     when a touchpad's own momentum stream ended). A finite non-zero override launches
  ///     momentum even when the input never moved; zero, or nil without movement, rests.
  ///   - targets: the content's scroll targets, for view-aligned snapping; required (not nil)
  ///     when the target behavior aligns to targets (`requiresScrollTargets`), a precondition.
  public mutating func release(
    at t: Double, velocityOverride: Point? = nil, targets: (any ScrollTargetProvider)? = nil
  ) {
    let drag: DragState
    switch activity {
    case .tracking(let s), .interacting(let s):
      _ = accept(t)
      drag = s
    default:
      advance(to: t)
      return
    }
    let now = time
    var v = Point(x: drag.trackerX.velocity(at: now), y: drag.trackerY.velocity(at: now))
    // A given, finite, non-zero velocity launches even when the held input never moved
    // (UIKit's and Flutter's flings from a velocity alone); a zero one is a plain lift.
    var launched = drag.moved
    if let o = velocityOverride {
      v = o.isFinite ? o : .zero
      if !o.isFinite { sanitized.nonFinite += 1 }
      if v != .zero { launched = true }
    }
    if physics.deceleration is NoDeceleration { v = .zero }
    for axis in SCAxis.allCases {
      if !axes.contains(axis) || !launched {
        v[axis] = 0
        continue
      }
      let c = drag.carried[axis]
      if c != 0 && (c > 0) == (v[axis] > 0)
        && abs(v[axis]) > Self.carriedMomentumVelocityFactor * abs(c)
      {
        v[axis] += c
      }
      if physics.momentumCarry == .gtk, drag.caught[axis] != 0, abs(v[axis]) > 0 {
        // GTK ticks the caught fling on to the new release before reading its velocity.
        var caught = drag.caught[axis]
        if let gtk = physics.deceleration as? ExponentialRateDeceleration {
          caught *= exp(-abs(gtk.perSecond) * (now - drag.downTime))
        }
        v[axis] = GTKVelocityAccumulation.accumulated(v[axis], caught: caught)
      }
      let cap = physics.maxFlingVelocity
      v[axis] = max(-cap, min(cap, v[axis]))
      if abs(v[axis]) < physics.minFlingVelocity { v[axis] = 0 }
    }
    velocity = v
    if launched && !drag.moved {
      // Launched by the override alone: the hold becomes a drag that ends at once, so the
      // phases and delegate events stay paired (tracking -> interacting -> decelerating).
      var moved = drag
      moved.moved = true
      events.append(TimedScrollEvent(time: now, event: .willBeginDragging))
      position.userDidScroll()
      setActivity(.interacting(moved), at: now)
    }
    if launched {
      let target = restingTarget(velocity: v, targets: targets, at: now)
      events.append(
        TimedScrollEvent(time: now, event: .willEndDragging(velocity: v, target: target.offset)))
      var motion = Motion()
      for axis in axes.list {
        let sim: any Simulation
        let inRange = offset[axis] >= minOffset(axis) && offset[axis] <= maxOffset(axis)
        if target.adjusted && inRange {
          let landing = physics.landing(
            start: offset[axis], velocity: v[axis], target: target.offset[axis])
          sim = withinReach(landing, axis: axis, bouncing: bounces(axis))
        } else {
          let free = physics.ballistic(
            start: offset[axis], velocity: v[axis], lower: minOffset(axis),
            upper: maxOffset(axis), bounce: bounces(axis))
          sim = withinReach(free, axis: axis, bouncing: bounces(axis))
        }
        motion[axis] = AxisMotion(sim, startTime: now)
      }
      if target.adjusted {
        motion.snapTarget = target.offset
        motion.snapItem = snapItem(at: target.offset, in: targets)
      } else {
        motion.launch = FlingLaunch(start: offset, velocity: v, time: now)
      }
      let willDecelerate = !motion.isDone(at: now) || isOutOfRange
      events.append(
        TimedScrollEvent(time: now, event: .didEndDragging(willDecelerate: willDecelerate)))
      startMotion(motion, animating: false, at: now)
    } else {
      // A press without movement: spring back if it caught an overscroll, else rest.
      velocity = .zero
      settle(at: now, released: true)
    }
  }

  /// Ends held input without a fling (focus lost, button released outside the window):
  /// the content settles back into range. Under a target behavior a drag that moved and
  /// rests between targets is then finished like steps (`ScrollTargetContext.isStepEnd`,
  /// in the drag's direction), by `resolveRestTarget(in:)` after layout.
  public mutating func cancelInteraction(at t: Double) {
    switch activity {
    case .tracking(let drag), .interacting(let drag):
      _ = accept(t)
      velocity = .zero
      settle(at: time)
      if drag.moved, targetBehavior != nil, phase == .idle {
        restTarget = .stepEnd(from: drag.origin)
        restTargetJumps = false
      }
    default:
      advance(to: t)
    }
  }

  /// The scroll target whose frame starts where the landing `target` puts the viewport's
  /// start (within 0.5 pt), so the landing can follow it when it gets measured; nil when the
  /// landing is not aligned with a target (paging, a hook's free choice).
  func snapItem(at target: Point, in targets: (any ScrollTargetProvider)?) -> SnapItem? {
    guard targetBehavior != nil, let provider = targets, let axis = axes.list.last else {
      return nil
    }
    let start = target[axis] + contentInsets.start(axis)
    guard
      let id = provider.firstTarget(atOrAfter: start + ScrollTolerance.targetAlignment, axis: axis),
      let frame = provider.frame(ofTarget: id),
      abs(frame.min(axis) - start) <= ScrollTolerance.targetAlignment
    else { return nil }
    return SnapItem(id: id, axis: axis, delta: target[axis] - frame.min(axis))
  }

  /// Where a release with velocity `v` rests: the natural projection, then the target
  /// behavior, then the will-end-dragging hook. `adjusted` is true when either changed it.
  mutating func restingTarget(
    velocity v: Point, targets: (any ScrollTargetProvider)?, at t: Double
  ) -> (offset: Point, adjusted: Bool) {
    var natural = offset
    for axis in axes.list {
      natural[axis] = offset[axis] + physics.projectedDistance(velocity: v[axis])
    }
    natural = clamped(natural)
    var target = natural
    if let behavior = targetBehavior {
      precondition(
        targets != nil || !behavior.requiresScrollTargets,
        "ScrollView: the target behavior \(type(of: behavior)) aligns to scroll targets, but "
          + "this release or fling was given none (targets: nil); pass the content's targets "
          + "(a LazyStack or another ScrollTargetProvider), or drive the view through "
          + "ScrollController, which passes its stack")
      var frames: [Rect] = []
      if let provider = targets, let axis = axes.list.last {
        let lo = min(offset[axis], natural[axis]) - containerSize[axis]
        let hi = max(offset[axis], natural[axis]) + 2 * containerSize[axis]
        frames = provider.targetFrames(from: lo, to: hi, axis: axis)
      }
      var st = SCScrollTarget(rect: Rect(origin: natural, size: containerSize))
      let context = ScrollTargetContext(
        originalTarget: st, velocity: v, currentOffset: offset, contentSize: contentSize,
        containerSize: containerSize, contentInsets: contentInsets, axes: axes,
        targetFrames: frames)
      behavior.updateTarget(&st, context: context)
      target = clamped(st.rect.origin)
    }
    if let hook = willEndDragging {
      var rewritten = target
      hook(v, &rewritten)
      if rewritten.isFinite { target = clamped(rewritten) } else { sanitized.nonFinite += 1 }
    }
    let adjusted =
      abs(target.x - natural.x) > ScrollTolerance.sameOffset
      || abs(target.y - natural.y) > ScrollTolerance.sameOffset
    return (target, adjusted)
  }
}
