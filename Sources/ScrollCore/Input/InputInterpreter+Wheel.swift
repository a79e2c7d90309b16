extension InputInterpreter {
  /// Sanitizes a wheel event, classifies it and either steps (detent) or follows (precise).
  mutating func handleWheel(
    dx: Double, dy: Double, pointer p: Point, modifiers: KeyModifiers, at t: Double,
    view: inout SCScrollView
  ) {
    guard dx.isFinite, dy.isFinite, p.isFinite else {
      sanitized.nonFinite += 1
      return
    }
    let limit = configuration.maximumWheelUnits
    guard abs(dx) <= limit, abs(dy) <= limit else {
      sanitized.absurdDeltas += 1
      return
    }
    guard dx != 0 || dy != 0 else { return }
    // A held button or finger owns the view until it lifts.
    guard pointer == nil else { return }
    guard touchpad != nil || isOnContent(p) else { return }
    let device = classifier.classify(dx: dx, dy: dy, insideTouchpadGesture: touchpad != nil)
    switch device {
    case .touchpad: followPrecise(dx: dx, dy: dy, at: t, view: &view)
    case .highResolutionWheel:
      proportionalStep(dx: dx, dy: dy, modifiers: modifiers, at: t, view: &view)
    default: wheelDetent(dx: dx, dy: dy, modifiers: modifiers, at: t, view: &view)
    }
  }

  /// Maps wheel units to content-offset directions for `axes`: positive `dx` toward the
  /// trailing edge, positive `dy` toward the top. Shift turns vertical motion horizontal (on a
  /// view without a horizontal axis: `shiftWheelOnVerticalView`); on a horizontal-only view
  /// the vertical wheel scrolls horizontally. Axes the view does not scroll get 0.
  func wheelUnits(dx: Double, dy: Double, modifiers: KeyModifiers, axes: Axes) -> Point {
    var u = Point(x: dx, y: -dy)
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    if modifiers.contains(.shift) {
      if horizontal {
        u = Point(x: u.x + u.y, y: 0)
      } else if configuration.shiftWheelOnVerticalView == .ignore {
        u.y = 0
      }
    } else if horizontal && !vertical {
      u = Point(x: u.x + u.y, y: 0)
    }
    if !horizontal { u.x = 0 }
    if !vertical { u.y = 0 }
    return u
  }

  /// One or more detents: an animated step per detent (Chromium's curve), accelerated when
  /// detents come fast only with `InputConfiguration.wheelAccelerates`.
  mutating func wheelDetent(
    dx: Double, dy: Double, modifiers: KeyModifiers, at t: Double, view: inout SCScrollView
  ) {
    let units = wheelUnits(dx: dx, dy: dy, modifiers: modifiers, axes: view.axes)
    guard units != .zero else { return }
    let direction = Point(x: signum(units.x), y: signum(units.y))
    wheelAcceleration.interval = configuration.wheelAccelerationInterval
    wheelAcceleration.increment = configuration.wheelAccelerationIncrement
    wheelAcceleration.cap = configuration.wheelAccelerationCap
    let multiplier =
      configuration.wheelAccelerates ? wheelAcceleration.next(direction: direction, at: t) : 1
    var delta = Point.zero
    for axis in view.axes.list {
      let step = configuration.wheelStep.step(containerLength: view.containerSize[axis])
      delta[axis] = units[axis] * step * multiplier
    }
    wheelStep(delta, at: t, view: &view)
  }

  /// High-resolution wheel motion: the detent step times the fraction of a click, animated
  /// (successive fractions accumulate onto the running step), never accelerated, so a wheel
  /// that reports eighths of a click scrolls as smoothly as it turns and as far as whole
  /// clicks would.
  mutating func proportionalStep(
    dx: Double, dy: Double, modifiers: KeyModifiers, at t: Double, view: inout SCScrollView
  ) {
    let units = wheelUnits(dx: dx, dy: dy, modifiers: modifiers, axes: view.axes)
    guard units != .zero else { return }
    var delta = Point.zero
    for axis in view.axes.list {
      delta[axis] =
        units[axis] * configuration.wheelStep.step(containerLength: view.containerSize[axis])
    }
    wheelStep(delta, at: t, view: &view)
  }

  /// A precise delta: followed one to one (in `preciseUnit` points per unit) as part of the
  /// running touchpad gesture, which starts here if none runs.
  mutating func followPrecise(dx: Double, dy: Double, at t: Double, view: inout SCScrollView) {
    let unit = configuration.preciseUnit
    var d = Point(x: dx * unit, y: -dy * unit)
    if !view.axes.contains(.horizontal) { d.x = 0 }
    if !view.axes.contains(.vertical) { d.y = 0 }
    guard d != .zero else {
      // Motion along an axis the view does not scroll keeps a running gesture alive only.
      touchpad?.lastTime = t
      return
    }
    // Changed where it is stored: a copy would copy its trackers' buffers on every delta.
    if touchpad == nil {
      touchpad = TouchpadGesture(
        startTime: t, tailMinimumRun: configuration.momentumTailMinimumRun)
    }
    touchpad?.add(d, at: t)
    view.dragBy(d, at: t)
  }

  /// A wheel step of `delta` points: the preset's wheel model when it has one and no step
  /// duration is set (`InputConfiguration.wheelStepDuration`), else the configuration's
  /// animation (`animatedStep`). Events that arrive while the model's steps move form a run
  /// whose times the model sees.
  mutating func wheelStep(_ delta: Point, at t: Double, view: inout SCScrollView) {
    guard configuration.wheelStepDuration == nil, let model = view.physics.wheel else {
      animatedStep(delta, animation: configuration.wheelAnimation, at: t, view: &view)
      return
    }
    stopMomentum(at: t, view: &view)
    let phase = view.phase
    let base = phase == .animating ? view.restingOffset : view.offset
    let target = view.clamped(base + delta)
    let unchanged = abs(target.x - base.x) < 0.001 && abs(target.y - base.y) < 0.001
    if unchanged && (phase == .idle || phase == .animating) { return }
    if phase != .animating { wheelRun.removeAll(keepingCapacity: true) }
    view.wheelStep(by: delta, model: model, earlierEvents: wheelRun, at: t)
    if wheelRun.count >= WheelStep.historyLength { wheelRun.removeFirst() }
    wheelRun.append(t)
  }

  private func signum(_ v: Double) -> Double { v > 0 ? 1 : (v < 0 ? -1 : 0) }
}
