import ScrollCore

/// The properties a scroll view must keep after every call, whatever the input.
///
/// Feed it the view and the events drained with `takeEvents()` after each call. It keeps the
/// last reported phase, the last event time, the overscroll of the previous step and the
/// sanitizer total. Each check returns nil or a description of the first broken property.
package struct FuzzInvariants {
  /// The phase reported by the last phase change (the view starts idle).
  package private(set) var reported: SCScrollPhase = .idle
  /// Phase changes seen so far.
  package private(set) var phaseChanges = 0
  private var lastEventTime = -Double.infinity
  private var overscroll = Point.zero
  private var sanitizedTotal = 0
  /// Motion in flight when the bounds or the bounce policy changed may take the offset out of
  /// a range that no longer contains its path, until it rests (`bounceBehavior` is a plain
  /// property, so motion launched before a change keeps the old policy).
  private var motionPredatesBoundsChange = false

  /// Invariants for a view at rest that has reported nothing yet.
  package init() {}

  /// The phase changes the engine may report (from, to). Tracking is entered only from rest,
  /// momentum or an animation (an input going down); interacting only from tracking.
  package static func isAllowed(_ from: SCScrollPhase, _ to: SCScrollPhase) -> Bool {
    switch (from, to) {
    case (.idle, .tracking), (.idle, .interacting), (.idle, .decelerating), (.idle, .animating):
      return true
    case (.tracking, .interacting), (.tracking, .idle), (.tracking, .decelerating),
      (.tracking, .animating):
      return true
    case (.interacting, .idle), (.interacting, .decelerating), (.interacting, .animating):
      return true
    case (.decelerating, .tracking), (.decelerating, .interacting), (.decelerating, .idle),
      (.decelerating, .animating):
      return true
    case (.animating, .tracking), (.animating, .interacting), (.animating, .idle),
      (.animating, .decelerating):
      return true
    default: return false
    }
  }

  /// How far a scroll view may show content past an edge along `axis`: one container length
  /// (the rubber band's asymptote). The engine treats a zero container as 1 pt long.
  package static func bandLimit(_ view: SCScrollView, _ axis: SCAxis) -> Double {
    max(1, view.containerSize[axis])
  }

  /// How far the offset is outside the valid range along `axis` (0 inside).
  package static func overscroll(_ view: SCScrollView, _ axis: SCAxis) -> Double {
    max(0, view.minOffset(axis) - view.offset[axis], view.offset[axis] - view.maxOffset(axis))
  }

  /// A tolerance for comparing offsets of magnitude around `scale`: 1e-6 pt, or a few ulps.
  package static func tolerance(_ scale: Double) -> Double { max(1e-6, abs(scale) * 1e-12) }

  /// Applies `step` to `view`, drains its events and checks the result.
  /// - Returns: how many events the call produced, and the first broken property, if any.
  package mutating func perform(
    _ step: FuzzStep, on view: inout SCScrollView, targets: RowTargets
  ) -> (events: Int, failure: String?) {
    let before = view.time
    let held = view.phase == .tracking || view.phase == .interacting
    let accepted = step.action.apply(to: &view, targets: targets)
    // A call turned down before it did anything counts nothing.
    var bad = step.badInput && accepted
    // A release only reads its velocity override while input is held.
    if case .release = step.action, !held { bad = false }
    // A time the call reads must be sanitized and counted when it is non-finite or earlier
    // than the clock. refreshTarget reads its time only when it retargets.
    if case .refreshTarget = step.action {
    } else if accepted, let t = step.action.time, !t.isFinite || t < before {
      bad = true
    }
    let events = view.takeEvents()
    if case .scrollToID(let id, _, _, _) = step.action, accepted != (id >= 0 && id < targets.count)
    {
      return (events.count, "scrollTo(id: \(id)) returned \(accepted) with \(targets.count) rows")
    }
    if !view.pendingEvents.isEmpty { return (events.count, "takeEvents() left events behind") }
    return (events.count, check(view, events: events, after: step.action, badInput: bad))
  }

  /// Checks the view after `action`.
  /// - Parameters:
  ///   - events: the events the call produced, drained with `takeEvents()`.
  ///   - badInput: the call carried input the view must sanitize and count.
  package mutating func check(
    _ view: SCScrollView, events: [TimedScrollEvent], after action: FuzzAction, badInput: Bool
  ) -> String? {
    if let e = checkEvents(events, view: view) { return e }
    if action.changesBounds { motionPredatesBoundsChange = true }
    let excused = motionPredatesBoundsChange
    // Rest, or input held (which catches any motion), ends the grace.
    if view.phase == .idle || view.phase == .tracking || view.phase == .interacting {
      motionPredatesBoundsChange = false
    }
    if let e = checkState(view, boundsMayHaveMoved: excused) { return e }
    let total = view.sanitized.total
    defer { sanitizedTotal = total }
    if total < sanitizedTotal { return "sanitizer counts went down: \(view.sanitized)" }
    if badInput && total == sanitizedTotal {
      return "bad input was not counted as sanitized: \(view.sanitized)"
    }
    return nil
  }

  /// The event stream: consistent phase changes, ordered times, lifecycle events in place.
  package mutating func checkEvents(_ events: [TimedScrollEvent], view: SCScrollView) -> String? {
    for (i, e) in events.enumerated() {
      guard e.time.isFinite, e.time >= lastEventTime, e.time <= view.time else {
        return "event time \(e.time) out of order (previous \(lastEventTime), clock \(view.time))"
      }
      lastEventTime = e.time
      let next = i + 1 < events.count ? events[i + 1].event : nil
      let previous = i > 0 ? events[i - 1].event : nil
      switch e.event {
      case .phaseChanged(let from, let to, let context):
        guard from == reported else {
          return "phase change \(from) -> \(to) but the last reported phase was \(reported)"
        }
        guard Self.isAllowed(from, to) else { return "phase change \(from) -> \(to) not allowed" }
        guard context.geometry.contentOffset.isFinite, context.velocity.isFinite else {
          return "phase change context not finite: \(context)"
        }
        reported = to
        phaseChanges += 1
      case .willBeginDragging:
        // From a press (tracking), or straight from idle or a caught motion when movement
        // arrives without a press (touchpad gestures).
        guard case .phaseChanged(let from, .interacting, _)? = next, from != .interacting else {
          return "willBeginDragging not followed by a change into interacting"
        }
      case .willEndDragging(let v, let target):
        guard reported == .interacting, v.isFinite, target.isFinite else {
          return "willEndDragging(\(v), \(target)) while \(reported)"
        }
      case .didEndDragging(let willDecelerate):
        let expected: SCScrollPhase = willDecelerate ? .decelerating : .idle
        guard case .phaseChanged(.interacting, let to, _)? = next, to == expected else {
          return "didEndDragging(willDecelerate: \(willDecelerate)) not followed by "
            + "interacting -> \(expected)"
        }
      case .didEndDecelerating:
        guard case .phaseChanged(.decelerating, .idle, _)? = previous else {
          return "didEndDecelerating not preceded by decelerating -> idle"
        }
      case .didEndScrollingAnimation:
        guard case .phaseChanged(.animating, .idle, _)? = previous else {
          return "didEndScrollingAnimation not preceded by animating -> idle"
        }
      }
    }
    guard reported == view.phase else {
      return "reported phase \(reported) but the activity is \(view.phase)"
    }
    return nil
  }

  /// The state: finite, within the rubber-band limit, in range while idle, and on axes that
  /// do not bounce never further out of range than before, unless the bounds moved under the
  /// motion in flight (then it only has to come back by the time it rests).
  package mutating func checkState(_ view: SCScrollView, boundsMayHaveMoved: Bool) -> String? {
    guard view.offset.isFinite, view.velocity.isFinite, view.time.isFinite else {
      return "not finite: offset \(view.offset) velocity \(view.velocity) time \(view.time)"
    }
    var over = Point.zero
    for axis in SCAxis.allCases {
      let lo = view.minOffset(axis)
      let hi = view.maxOffset(axis)
      let limit = Self.bandLimit(view, axis)
      let tol = Self.tolerance(max(abs(lo), abs(hi), limit))
      let o = view.offset[axis]
      if o < lo - limit - tol || o > hi + limit + tol {
        return "\(axis) offset \(o) past the rubber-band limit of [\(lo), \(hi)] +/- \(limit)"
      }
      over[axis] = Self.overscroll(view, axis)
      if !view.bounces(axis) && !boundsMayHaveMoved && over[axis] > overscroll[axis] + tol
        && over[axis] > 0.001
      {
        return
          "\(axis) offset \(o) left [\(lo), \(hi)] (by \(over[axis]), was \(overscroll[axis])) "
          + "on an axis that does not bounce"
      }
    }
    overscroll = over
    if view.phase == .idle {
      guard view.velocity == .zero else { return "idle with velocity \(view.velocity)" }
      guard !view.isOutOfRange else {
        return "idle out of range: offset \(view.offset), range x [\(view.minOffset(.horizontal)), "
          + "\(view.maxOffset(.horizontal))] y [\(view.minOffset(.vertical)), "
          + "\(view.maxOffset(.vertical))]"
      }
    }
    return nil
  }
}
