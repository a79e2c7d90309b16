/// Turns device-independent input events into scroll view operations, with phases, although
/// SDL reports no gesture phases, device type or finger lift.
///
/// Per event, call `handle(_:scrollView:targets:)`; once per frame, before
/// `SCScrollView.advance(to:)`, call `tick(at:scrollView:targets:)` so a touchpad gesture ends
/// when its stream goes quiet. What the events do:
/// - Wheel detents (whole-number deltas): an animated step (`.wheelStep`, phase `.animating`)
///   that accumulates onto a running step and keeps its velocity; no momentum afterwards.
///   Fast detents accelerate only with `wheelAccelerates` (see `WheelAcceleration`; off by
///   default, as in Chromium, GTK 4 and Firefox). A detent or scroll key during a fling
///   stops the fling first, so the step starts from rest.
/// - High-resolution wheel motion (fractional deltas from a device known to be a mouse): the
///   detent step scaled by the fraction, animated, not accelerated; no momentum.
/// - The device itself (`.scrollDevice`, from the backend or a recording) decides touchpad
///   against wheel where the system knows it; otherwise the delta pattern does
///   (`DeviceClassifier`).
/// - Precise deltas (fractional): followed directly (`dragBy`, phase `.interacting`, rubber
///   band at the edges); after `touchpadIdleGap` without deltas the gesture is released with
///   the stream's velocity, or with none when the stream ended as decaying platform momentum
///   (see `MomentumTailDetector`), so momentum never doubles.
/// - Left button or first finger: `touchDown` (catching running motion), `dragBy` past the
///   slop, `release` with the tracked velocity; a press that stays within the slop and did not
///   catch motion is reported as `.click`.
/// - Keys: arrows a line, Page Up/Down and (Shift-)Space a page minus an overlap, Home/End the
///   edges, all animated and retargetable; other keys come back as `.key`.
/// Direction conventions: positive `dy` scrolls toward the top, positive `dx` toward the
/// trailing edge; Shift turns vertical wheel motion horizontal.
///
/// A value type with no global state; every call is O(1) apart from the scroll view's own work.
public struct InputInterpreter: Sendable {
  /// The tunable constants.
  public var configuration: InputConfiguration
  /// The scroll view's frame in window points: presses, fingers and wheel events outside it
  /// do not scroll (presses may still be clicks). Nil: the whole window.
  public var contentFrame: Rect?
  /// The device verdict for the scroll stream.
  public internal(set) var classifier = DeviceClassifier()
  /// Bad input dropped so far.
  public internal(set) var sanitized = InputSanitizerCounts()
  /// The wheel acceleration state (its multiplier is the last detent's).
  var wheelAcceleration: WheelAcceleration
  /// The newest event time accepted, seconds.
  public internal(set) var lastTime = 0.0

  /// The times of the running wheel run's events, oldest first (see `WheelStep`).
  var wheelRun: [Double] = []

  var touchpad: TouchpadGesture?
  var pointer: PointerGesture?

  /// Creates an interpreter with no input held.
  /// - Parameters:
  ///   - configuration: the tunable constants (default `.standard`); the wheel acceleration starts
  ///     from its `wheelAcceleration...` values.
  ///   - contentFrame: the scroll view's frame in window points: presses, fingers and wheel events
  ///     outside it do not scroll; nil (default) for the whole window.
  public init(configuration: InputConfiguration = .standard, contentFrame: Rect? = nil) {
    self.configuration = configuration
    self.contentFrame = contentFrame
    self.wheelAcceleration = WheelAcceleration(
      interval: configuration.wheelAccelerationInterval,
      increment: configuration.wheelAccelerationIncrement, cap: configuration.wheelAccelerationCap)
  }

  /// The device the scroll stream seems to come from.
  public var device: ScrollDevice { classifier.device }
  /// A short reason for the device verdict, for the HUD.
  public var deviceReason: String { classifier.reason }
  /// True while a precise (touchpad) gesture is being followed.
  public var isTouchpadGestureActive: Bool { touchpad != nil }
  /// True while the running touchpad stream looks like the platform's own momentum.
  public var isFollowingPlatformMomentum: Bool { touchpad?.tail.isInTail ?? false }
  /// True while a mouse button or finger is held.
  public var isPointerHeld: Bool { pointer != nil }

  /// Applies one event to `view` and returns what the app must handle itself.
  /// - Parameters:
  ///   - event: the event; its time should not be earlier than the previous one (an earlier
  ///     or non-finite time is replaced by the previous one and counted).
  ///   - view: the scroll view the input drives.
  ///   - targets: the content's scroll targets, for view-aligned snapping on release;
  ///     required (not nil) when the target behavior aligns to targets, a precondition.
  /// - Returns: clicks, unconsumed keys, resizes and quit, in order; usually empty.
  @discardableResult
  public mutating func handle(
    _ event: InputEvent, scrollView view: inout SCScrollView,
    targets: (any ScrollTargetProvider)? = nil
  ) -> [InputAction] {
    handle(event, scrollView: &view, lazyTargets: { targets })
  }

  /// `handle(_:scrollView:targets:)` with the targets made only when a release needs them
  /// (most events never release, and boxing a lazy stack as `any ScrollTargetProvider`
  /// allocates).
  /// - Parameters:
  ///   - event: the event (see `handle(_:scrollView:targets:)`).
  ///   - view: the scroll view the input drives.
  ///   - targets: makes the content's scroll targets; called at most when a release happens.
  /// - Returns: clicks, unconsumed keys, resizes and quit, in order; usually empty.
  mutating func handle(
    _ event: InputEvent, scrollView view: inout SCScrollView,
    lazyTargets targets: () -> (any ScrollTargetProvider)?
  ) -> [InputAction] {
    switch event.kind {
    case .frame, .setting: return []
    default: break
    }
    let t = accept(event.time)
    endTouchpadGestureIfQuiet(at: t, view: &view, targets: targets)
    switch event.kind {
    case .wheel(let dx, let dy, let p, let modifiers):
      handleWheel(dx: dx, dy: dy, pointer: p, modifiers: modifiers, at: t, view: &view)
      return []
    case .pointerDown(let p, let button):
      guard button == 1 else { return [] }
      press(.mouse, at: p, slop: configuration.clickSlop, time: t, view: &view, targets: targets)
      return []
    case .pointerMove(let p, let leftHeld):
      guard pointer?.source == .mouse else { return [] }
      if leftHeld {
        movePointer(to: p, at: t, view: &view)
      } else {
        // The button went up where we could not see it (outside the window).
        cancelPointer(at: t, view: &view)
      }
      return []
    case .pointerUp(let p, let button):
      guard button == 1, pointer?.source == .mouse else { return [] }
      return lift(at: p, time: t, view: &view, targets: targets)
    case .fingerDown(let id, let p):
      press(
        .finger(id), at: p, slop: configuration.touchSlop, time: t, view: &view, targets: targets)
      return []
    case .fingerMove(let id, let p):
      guard pointer?.source == .finger(id) else { return [] }
      movePointer(to: p, at: t, view: &view)
      return []
    case .fingerUp(let id, let p):
      guard pointer?.source == .finger(id) else { return [] }
      return lift(at: p, time: t, view: &view, targets: targets)
    case .keyDown(let key, let modifiers, let isRepeat):
      return handleKey(
        key, modifiers: modifiers, isRepeat: isRepeat, at: t, view: &view, targets: targets)
    case .keyUp:
      return []
    case .resize(let size):
      guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
        sanitized.invalidSizes += 1
        return []
      }
      return [.resize(size)]
    case .focusLost:
      cancelPointer(at: t, view: &view)
      endTouchpadGesture(at: t, velocity: .zero, view: &view, targets: targets)
      wheelAcceleration.reset()
      return []
    case .pointerLeft:
      if pointer?.source == .mouse { cancelPointer(at: t, view: &view) }
      return []
    case .focusGained, .frame, .setting:
      return []
    case .quit:
      return [.quit]
    case .scrollDevice(let device):
      if device.kind != nil && device.kind != .touchpad {
        // Another device took over: a touchpad gesture in flight ends where it is.
        endTouchpadGesture(at: t, velocity: .zero, view: &view, targets: targets)
      }
      classifier.identify(device)
      return []
    }
  }

  /// Once per frame, before advancing the view: ends a touchpad gesture whose stream has been
  /// quiet for `touchpadIdleGap`, releasing it into momentum (or none after platform momentum).
  /// - Parameters:
  ///   - t: the frame's time, seconds; a time before the last event's counts as that time, a
  ///     non-finite one is ignored and counted in `sanitized`.
  ///   - view: the scroll view the input drives.
  ///   - targets: the content's scroll targets, for view-aligned snapping on release; required (not
  ///     nil) when the target behavior aligns to targets, a precondition.
  public mutating func tick(
    at t: Double, scrollView view: inout SCScrollView, targets: (any ScrollTargetProvider)? = nil
  ) {
    tick(at: t, scrollView: &view, lazyTargets: { targets })
  }

  /// `tick(at:scrollView:targets:)` with the targets made only when a gesture ends.
  /// - Parameters:
  ///   - t: the frame's time, seconds (see `tick(at:scrollView:targets:)`).
  ///   - view: the scroll view the input drives.
  ///   - targets: makes the content's scroll targets; called at most when a gesture ends.
  mutating func tick(
    at t: Double, scrollView view: inout SCScrollView,
    lazyTargets targets: () -> (any ScrollTargetProvider)?
  ) {
    guard t.isFinite else {
      sanitized.nonFinite += 1
      return
    }
    endTouchpadGestureIfQuiet(at: max(t, lastTime), view: &view, targets: targets)
  }

  // MARK: - Shared helpers

  /// Sanitizes an event time: non-finite or going back becomes the previous time (counted).
  mutating func accept(_ t: Double) -> Double {
    guard t.isFinite, t >= lastTime else {
      sanitized.timeReversals += 1
      return lastTime
    }
    lastTime = t
    return t
  }

  /// True when `p` lies on the content (always when no content frame is set).
  func isOnContent(_ p: Point) -> Bool { contentFrame?.contains(p) ?? true }

  mutating func endTouchpadGestureIfQuiet(
    at t: Double, view: inout SCScrollView, targets: () -> (any ScrollTargetProvider)?
  ) {
    guard let g = touchpad, t - g.lastTime >= configuration.touchpadIdleGap else { return }
    endTouchpadGesture(at: t, velocity: g.releaseVelocity, view: &view, targets: targets)
  }

  /// Ends the running touchpad gesture (if any) with a release at `velocity` (pt/s).
  mutating func endTouchpadGesture(
    at t: Double, velocity: Point, view: inout SCScrollView,
    targets: () -> (any ScrollTargetProvider)?
  ) {
    guard touchpad != nil else { return }
    touchpad = nil
    view.release(at: t, velocityOverride: velocity, targets: targets())
  }

  /// Ends momentum (a fling) in range where it is, so a step or page that follows starts
  /// from rest: handing a fast fling's velocity to a short ease would overshoot its target.
  /// The fling reports its own end (decelerating, idle) before the step begins.
  func stopMomentum(at t: Double, view: inout SCScrollView) {
    view.advance(to: t)
    if view.phase == .decelerating && !view.isOutOfRange { view.stop(at: t) }
  }

  /// An animated scroll by `delta` points that accumulates onto a running animation (keeping
  /// its velocity) and stops a running fling first; does nothing (and starts no phase) when
  /// the content cannot move that way.
  mutating func animatedStep(
    _ delta: Point, animation: ScrollAnimation, at t: Double, view: inout SCScrollView
  ) {
    stopMomentum(at: t, view: &view)
    let phase = view.phase
    let base = phase == .animating ? view.restingOffset : view.offset
    let target = view.clamped(base + delta)
    let unchanged = abs(target.x - base.x) < 0.001 && abs(target.y - base.y) < 0.001
    if unchanged && (phase == .idle || phase == .animating) { return }
    view.scroll(by: delta, animation: animation, at: t)
  }
}
