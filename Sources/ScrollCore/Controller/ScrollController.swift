/// One scrolling list, wired: a `SCScrollView`, the `InputInterpreter` that feeds it, the
/// `LazyStack` that lays out its items, its geometry observers (SwiftUI's
/// `onScrollGeometryChange`) with the `State` their actions write, and the scroll events they
/// produce. This is what a scene, or an app that embeds ScrollCore, drives once per frame.
/// Without observers, use `State == Void` (`ScrollController(stack:)`).
///
/// ## The per-frame contract
/// Per frame, with the frame's session time `t` (seconds, never decreasing):
/// 1. `handle(_:)` for each input event of the frame, in order (each carries its own time);
///    programmatic scrolls (`scrollTo(id:anchor:animation:at:)` and the others) and content
///    changes (`updateStack(at:_:)`) may be made here too, or in the scene's own stages.
/// 2. `update(at:measure:)`, which runs, in this order: the interpreter's timers (a
///    touchpad gesture that went quiet ends), the physics at `t` (closed form), the anchor
///    update, the layout of the visible range with `measure` called for rows not measured
///    yet, the offset correction that keeps the anchor row still (shifted before a shrink,
///    after a growth), the content size, the re-resolution of targets in flight (an id
///    scrolled to, a snapped landing, an edge) against the sizes just measured, and, when
///    motion came to rest this frame or a scroll jumped without animation, the final landing
///    on the measured target (laid out again, at most four times).
///    Then the observers run on this frame's geometry (`observe()`): each transform runs
///    when the geometry changed, each action when its value changed, writing `state`.
/// 3. Read `state`, `view.geometry`, and `takeEvents()` for the phase changes and scroll
///    lifecycle events, in order.
///
/// `advance(to:)`, `layout(at:measure:)` and `observe()` in `ControllerStage.order` are the
/// same as `update(at:measure:)`, for hosts that time the stages apart. A host whose observer
/// actions change layout lays out and calls `observe()` again in the same frame (a re-layout
/// pass: values that changed are delivered again, see `GeometryObserverRegistry`).
///
/// The offset, the content size and the container size change only through this type: the
/// `SCScrollView` calls that change them behind the layout's back are internal to ScrollCore.
/// Everything is a value: copies are independent, and there is no global state.
///
/// Landing is exact through lazy measurement: a momentum motion continues the same
/// simulation when the content grows under it, a timed animation keeps its curve and end
/// time when retargeted, and programmatic and snapped targets land on the measured frame, so
/// the rest does not depend on the frame rate or on when rows were measured.
public struct ScrollController<State: Sendable>: Sendable {
  /// The scroll model (read it for geometry, phase, velocity; change it through this type).
  public internal(set) var view: SCScrollView
  /// Turns input events into scroll operations; its `configuration` may be changed.
  public var interpreter: InputInterpreter
  /// The content's items (change them with `updateStack(at:_:)`).
  public internal(set) var stack: LazyStack
  /// The scroll view's frame in its window, points.
  public private(set) var frame: Rect = .zero
  /// The last layout pass.
  public private(set) var lastPass: LayoutPass?
  /// True when the items are scroll targets (SwiftUI's `scrollTargetLayout()`): view-aligned
  /// snapping aligns to them and the top-most target id is tracked. False leaves them
  /// identified views only (`scrollTo(id:)` still finds them, as ScrollViewReader does).
  public var hasTargetLayout = true
  /// Layout passes run by the last `layout(at:measure:)` (1 unless a landing laid out again).
  public private(set) var layoutPassCount = 0
  /// Items laid out by the last `layout(at:measure:)`, over all its passes.
  public private(set) var itemsLaidOut = 0
  /// Frames advanced so far (the observers' frame number).
  public private(set) var frameNumber: UInt64 = 0
  /// Per-item visibility observers (`onScrollVisibilityChange(id:threshold:)`).
  public private(set) var itemVisibility: [ItemVisibilityObserver] = []
  /// Visibility changes of observed items since the last `takeVisibilityChanges()`.
  var visibilityChanges: [VisibilityChange] = []
  /// True while the user may not scroll (`setScrollDisabled(_:at:)`).
  public internal(set) var isScrollDisabled = false
  /// Whether the list's scroll indicators show (SwiftUI's `.scrollIndicators(_:)`); the host
  /// that draws a scrollbar asks `scrollIndicators.shows(conventional:required:)`.
  public var scrollIndicators: SCScrollIndicatorVisibility = .automatic
  /// A restored position waiting for the next layout (`restore(_:at:)`).
  var pendingRestore: SavedScrollPosition?
  // The two stored properties whose layout depends on `State` come last: code of this type
  // that is not specialized for a state (every method not `@inlinable`, run from another
  // module) then reaches every other property at a fixed offset, without asking the type's
  // metadata.
  /// The geometry observers, evaluated by `observe()`.
  public var observers = GeometryObserverRegistry<State>()
  /// What the observers' actions write.
  public var state: State

  /// Creates a controller around a stack; the view scrolls along the stack's axis.
  /// - Parameters:
  ///   - stack: the items, with their estimated sizes.
  ///   - state: the initial state the observers' actions write.
  ///   - physics: the physics preset.
  ///   - insets: content insets.
  ///   - bounce: when the content may be pulled past its edges.
  ///   - input: the input interpreter's tunables.
  public init(
    stack: LazyStack, state: State, physics: ScrollPhysics = .ios, insets: SCEdgeInsets = .zero,
    bounce: BounceBehavior = .basedOnSize, input: InputConfiguration = .standard
  ) {
    self.stack = stack
    self.state = state
    let axes: Axes = stack.axis == .vertical ? .vertical : .horizontal
    view = SCScrollView(
      axes: axes, physics: physics, contentSize: .zero, containerSize: .zero,
      contentInsets: insets, bounceBehavior: bounce)
    interpreter = InputInterpreter(configuration: input)
  }

  /// The scrolling axis.
  public var axis: SCAxis { stack.axis }

  /// The scroll targets as the view sees them (the stack, or identified views only).
  public var targets: any ScrollTargetProvider {
    Self.targets(of: stack, aligned: hasTargetLayout)
  }

  /// The targets of `stack`: its items with a target layout (`aligned`), else its items as
  /// identified views.
  static func targets(of stack: LazyStack, aligned: Bool) -> any ScrollTargetProvider {
    aligned ? stack : IdentifiedViews(stack: stack)
  }

  // MARK: - Configuration

  /// Places the scroll view in its window: the container size becomes the frame's size.
  /// - Parameters:
  ///   - frame: the frame in window points.
  ///   - t: session time, seconds.
  public mutating func setFrame(_ frame: Rect, at t: Double) {
    self.frame = frame
    interpreter.contentFrame = frame
    view.setContainerSize(frame.size, at: t)
    reanchor()
  }

  /// Switches the physics preset; running momentum is rebuilt with the new one.
  /// - Parameters:
  ///   - physics: the new preset.
  ///   - t: session time, seconds.
  public mutating func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    view.setPhysics(physics, at: t)
  }

  /// Sets where gestures rest (paging, view-aligned; nil: where momentum takes them).
  public mutating func setTargetBehavior(_ behavior: (any SCScrollTargetBehavior)?) {
    view.targetBehavior = behavior
  }

  /// Sets UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` hook: it
  /// gets the release velocity and may rewrite the resting offset.
  ///
  /// The velocity is in points per second, where UIKit's is in points per millisecond: a
  /// hook ported from UIKit that compares with, say, 0.5 compares with 500 here.
  /// - Parameter hook: called on each release that flings, or nil for none.
  public mutating func setWillEndDragging(
    _ hook: (@Sendable (_ velocity: Point, _ target: inout Point) -> Void)?
  ) {
    view.willEndDragging = hook
  }

  /// Changes the content insets.
  /// - Parameters:
  ///   - insets: the new insets.
  ///   - t: session time, seconds.
  public mutating func setContentInsets(_ insets: SCEdgeInsets, at t: Double) {
    view.setContentInsets(insets, at: t)
    reanchor()
  }

  // MARK: - Input

  /// Routes one input event through the interpreter to the scroll view. Returns the
  /// interpreter's leftover actions (clicks, keys it does not use).
  public mutating func handle(_ event: InputEvent) -> [InputAction] {
    defer { reanchor() }
    // The targets are made only when the event releases (a copy of the stack is retains;
    // boxing it allocates).
    let stack = self.stack
    let aligned = hasTargetLayout
    if isScrollDisabled {
      // The interpreter still reports clicks and keys it does not use; what it would scroll
      // is dropped with the copy of the view.
      var scratch = view
      return interpreter.handle(
        event, scrollView: &scratch,
        lazyTargets: { Self.targets(of: stack, aligned: aligned) })
    }
    return interpreter.handle(
      event, scrollView: &view,
      lazyTargets: { Self.targets(of: stack, aligned: aligned) })
  }

  /// Input went down on the content (a scrollbar or a scene's own gesture): catches motion.
  public mutating func touchDown(at t: Double) {
    view.touchDown(at: t)
  }

  /// Moves the content by a drag delta (positive toward the end), with edge resistance.
  /// - Parameters:
  ///   - delta: the movement in offset terms, points.
  ///   - t: session time, seconds.
  public mutating func dragBy(_ delta: Point, at t: Double) {
    view.dragBy(delta, at: t)
    reanchor()
  }

  /// Lifts held input: flings, snapping through the target behavior onto `targets`.
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - velocityOverride: a release velocity (pt/s) to use instead of the tracked one; a
  ///     finite non-zero one launches momentum even when the input never moved.
  public mutating func release(at t: Double, velocityOverride: Point? = nil) {
    view.release(at: t, velocityOverride: velocityOverride, targets: targets)
  }

  /// Ends held input without a fling (a scene switch, focus lost); the content settles.
  public mutating func cancelInteraction(at t: Double) {
    // The interpreter forgets a held pointer and an open touchpad gesture as on focus loss.
    _ = interpreter.handle(
      InputEvent(time: t, kind: .focusLost), scrollView: &view, targets: targets)
    view.cancelInteraction(at: t)
    reanchor()
  }

  // MARK: - Programmatic scrolling

  /// Scrolls to a content offset (clamped).
  /// - Parameters:
  ///   - point: the content offset.
  ///   - animation: how to get there.
  ///   - t: session time, seconds.
  public mutating func scroll(
    to point: Point, animation: ScrollAnimation = .smooth, at t: Double
  ) {
    view.scroll(to: point, animation: animation, at: t)
    reanchor()
  }

  /// Scrolls by `delta` points (added to an animation's target while one runs).
  /// - Parameters:
  ///   - delta: the distance, points.
  ///   - animation: how to get there.
  ///   - t: session time, seconds.
  public mutating func scroll(by delta: Point, animation: ScrollAnimation, at t: Double) {
    view.scroll(by: delta, animation: animation, at: t)
    reanchor()
  }

  /// Scrolls to an edge, following it while rows are measured on the way.
  ///
  /// In a lazily measured list it rests on the edge as it stands once the rows there are
  /// measured, and reports its end (`didEndScrollingAnimation`, animating to idle) once. A
  /// timed curve (`.easeInOut(duration:)`, `.curve(_:duration:)`, `.wheelStep`) is on the edge
  /// at its end time: toward the end edge the layout stage measures the rows the edge shows
  /// (the last viewport and the overscan above it) from the first frame, and rows measured
  /// or appended on the way retarget the curve keeping its end time. A spring (`.smooth`,
  /// `.spring`) follows the edge and settles on it (EdgeLandingTests).
  /// - Parameters:
  ///   - edge: the edge.
  ///   - animation: how to get there.
  ///   - t: session time, seconds.
  public mutating func scrollTo(edge: SCEdge, animation: ScrollAnimation = .smooth, at t: Double) {
    view.scrollTo(edge: edge, animation: animation, at: t)
    reanchor()
  }

  /// Scrolls so that x and/or y become the offset (nil keeps that axis).
  /// - Parameters:
  ///   - x: the horizontal offset, or nil.
  ///   - y: the vertical offset, or nil.
  ///   - animation: how to get there.
  ///   - t: session time, seconds.
  public mutating func scrollTo(
    x: Double? = nil, y: Double? = nil, animation: ScrollAnimation = .smooth, at t: Double
  ) {
    view.scrollTo(x: x, y: y, animation: animation, at: t)
    reanchor()
  }

  /// Scrolls to the item `id`, aligned by `anchor` (nil: the minimum scroll that shows it).
  /// Lands on the item's measured frame even when its size (or the sizes before it) were
  /// estimates when the scroll started. Returns false, doing nothing, when no item has `id`.
  ///
  /// Ids are the stack's `Int` ids, or the keys its items were inserted with
  /// (`LazyStack.insert(keys:at:estimatedSize:)`). An id of a type the stack does not use
  /// (an `Int64` beside `Int` ids, a `String` beside `UUID` keys) is a programming error and
  /// stops with a message naming both types, instead of silently finding nothing.
  /// - Parameters:
  ///   - id: the item's id (an `Int`, a key of the stack's key type, or an
  ///     `AnyHashableSendable` wrapping either).
  ///   - anchor: the alignment (`.top`, `.center`, `.bottom` or any `SCUnitPoint`), or nil.
  ///   - animation: how to get there.
  ///   - t: session time, seconds.
  @discardableResult
  public mutating func scrollTo<ID: Hashable & Sendable>(
    id: ID, anchor: SCUnitPoint? = nil, animation: ScrollAnimation = .smooth, at t: Double
  ) -> Bool {
    stack.requireKeyType(of: id, in: "ScrollController.scrollTo(id:)")
    defer { reanchor() }
    return view.scrollTo(id: id, anchor: anchor, in: stack, animation: animation, at: t)
  }

  /// Stops motion where it is (springing back when out of range).
  public mutating func stop(at t: Double) {
    view.stop(at: t)
    reanchor()
  }

  // MARK: - Content changes

  /// Changes the items: `body` mutates the stack and returns the anchor correction of the
  /// change (`insert`, `remove`, `setSize` return one; return nil for changes that need
  /// none, such as `invalidateSize(at:)`). The offset is shifted by the correction and the
  /// content size updated, in the order that keeps the anchor row still.
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - body: the change.
  /// - Returns: the correction `body` returned, as applied.
  @discardableResult
  public mutating func updateStack(
    at t: Double, _ body: (inout LazyStack) -> AnchorCorrection?
  ) -> AnchorCorrection? {
    let correction = body(&stack)
    // A motion that ended this frame landed on the content as it was: a change the app makes
    // now (rows appended below an edge it reached) is not measurement to absorb.
    view.clearRestTarget()
    resizeContent(shiftingBy: correction?.delta ?? 0, at: t)
    return correction
  }

  // MARK: - The frame

  /// The physics stage: ends quiet touchpad gestures, evaluates motion at `t`, and re-anchors
  /// the stack to the new offset (so content changes before layout keep the row in view now
  /// still, not the one a fling carried off since the last layout).
  public mutating func advance(to t: Double) {
    frameNumber &+= 1
    // Only a touchpad gesture's end needs the targets (for snapping): no boxing otherwise.
    if isScrollDisabled {
      var scratch = view
      interpreter.tick(at: t, scrollView: &scratch, targets: nil)
    } else if interpreter.isTouchpadGestureActive {
      let stack = self.stack
      let aligned = hasTargetLayout
      interpreter.tick(
        at: t, scrollView: &view,
        lazyTargets: { Self.targets(of: stack, aligned: aligned) })
    } else {
      interpreter.tick(at: t, scrollView: &view, targets: nil)
    }
    view.advance(to: t)
    reanchor()
  }

  /// The layout stage: lays out the visible items (measuring new ones), applies the anchor
  /// correction without touching velocity, updates the content size, re-resolves targets in
  /// flight, and puts a view that came to rest exactly on its target (laying out again, at
  /// most four passes in all). While input is held under a behavior that aligns to scroll
  /// targets (`requiresScrollTargets`: view-aligned), the items a fling could reach are
  /// measured first (`measureAhead(at:measure:)`), so the target chosen at release is a
  /// measured edge.
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - measure: the real length of item `index` along the axis, or nil to keep its
  ///     estimate; called only for items not measured yet.
  /// - Returns: the last layout pass.
  @discardableResult
  public mutating func layout(at t: Double, measure: (Int) -> Double?) -> LayoutPass {
    measureAhead(at: t, measure: measure)
    measureDestination(at: t, measure: measure)
    var pass = layoutOnce(at: t, measure: measure)
    var passes = 1
    var laidOut = pass.laidOutRange.count
    while passes < 4 && (view.restTarget != nil && resolveRestTarget() || resolveRestore()) {
      reanchor()
      pass = layoutOnce(at: t, measure: measure)
      passes += 1
      laidOut += pass.laidOutRange.count
    }
    if passes == 4 { view.clearRestTarget() }
    pendingRestore = nil
    layoutPassCount = passes
    itemsLaidOut = laidOut
    lastPass = pass
    return pass
  }

  /// The observers stage: evaluates the geometry observers on this frame's geometry,
  /// writing `state`, then the per-item visibility observers. A second call in the same
  /// frame is a re-layout pass. O(observers + items observed x log n).
  /// Inlinable, so a host's own `State` gets a specialized copy (the registry's loop runs
  /// every frame).
  @discardableResult @inlinable
  public mutating func observe() -> ObservationPassResult {
    let result = observers.evaluate(view.geometry, frame: frameNumber, state: &state)
    if !itemVisibility.isEmpty { updateItemVisibility() }
    return result
  }

  /// Updates the per-item visibility observers on this frame's viewport, queueing their
  /// changes.
  @usableFromInline
  mutating func updateItemVisibility() {
    let visible = view.geometry.visibleRect
    for i in itemVisibility.indices {
      if let change = itemVisibility[i].update(stack: stack, viewport: visible) {
        visibilityChanges.append(change)
      }
    }
  }

  /// Observes whether the item `id` shows at least `threshold` of its length (SwiftUI's
  /// `onScrollVisibilityChange(threshold:)` on that item); changes are reported by
  /// `takeVisibilityChanges()` from the next `observe()` on. A change names the item by its
  /// `Int` id; for an item inserted with a key, `stack.itemKeys.key(forID:)` gives the key.
  /// - Parameters:
  ///   - id: the item's id: an `Int` id (the item may be inserted later) or a key of the
  ///     stack's key type (the item must be in the stack already).
  ///   - threshold: the visible fraction that counts as visible (0 to 1).
  /// - Returns: false, observing nothing, for a key no item has.
  @discardableResult
  public mutating func onScrollVisibilityChange<ID: Hashable & Sendable>(
    id: ID, threshold: Double = 0.5
  ) -> Bool {
    stack.requireKeyType(of: id, in: "ScrollController.onScrollVisibilityChange(id:)")
    guard let internalID = stack.itemID(forKey: id) else { return false }
    itemVisibility.append(ItemVisibilityObserver(id: internalID, threshold: threshold))
    return true
  }

  /// Returns and clears the visibility changes of observed items, in order.
  public mutating func takeVisibilityChanges() -> [VisibilityChange] {
    // Empty (most frames): nothing to hand over, and nothing to clear (clearing a buffer
    // shared with the returned copy would allocate a new one).
    guard !visibilityChanges.isEmpty else { return [] }
    defer { visibilityChanges.removeAll(keepingCapacity: true) }
    return visibilityChanges
  }

  /// The whole frame after input: the stages of `ControllerStage.order` (`advance(to:)`,
  /// `layout(at:measure:)`, `observe()`).
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - measure: the real length of item `index`, or nil to keep its estimate.
  /// - Returns: the last layout pass.
  @discardableResult
  public mutating func update(at t: Double, measure: (Int) -> Double?) -> LayoutPass {
    var pass: LayoutPass?
    for stage in ControllerStage.order {
      switch stage {
      case .advance: advance(to: t)
      case .layout: pass = layout(at: t, measure: measure)
      case .observe: observe()
      }
    }
    // `order` holds every stage, so the layout ran; lay out if it ever did not.
    return pass ?? layout(at: t, measure: measure)
  }

  /// Returns and clears the scroll view's events since the last call, in order.
  public mutating func takeEvents() -> [TimedScrollEvent] { view.takeEvents() }

  /// True while the view moves, is held, or a touchpad gesture is open.
  @inlinable
  public var isActive: Bool {
    view.phase != .idle || interpreter.isTouchpadGestureActive
  }

  // MARK: - Internals

  /// While input is held under a target behavior that aligns to scroll targets, measures the
  /// items not measured yet within a fling's reach of the offset: the preset's projection of
  /// its fastest fling plus the two container lengths past it that a release looks at
  /// (`SCScrollView.restingTarget`), each way. A release then chooses among measured edges,
  /// as a SwiftUI view-aligned layout whose views are all laid out would; the landing would
  /// otherwise follow an item chosen by estimates. Anchor corrections keep the view still.
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - measure: the real length of item `index`, or nil to keep its estimate.
  mutating func measureAhead(at t: Double, measure: (Int) -> Double?) {
    guard hasTargetLayout, view.targetBehavior?.requiresScrollTargets == true,
      view.phase == .tracking || view.phase == .interacting, stack.count > 0
    else { return }
    let o = view.offset[axis] + view.contentInsets.start(axis)
    let projection = abs(view.physics.projectedDistance(velocity: view.physics.maxFlingVelocity))
    let reach = (projection.isFinite ? projection : 0) + 2 * frame.size[axis]
    let lower = max(0, o - reach)
    let upper = min(stack.contentLength, o + reach)
    guard lower <= upper, let first = stack.index(atOffset: lower),
      let last = stack.index(atOffset: upper), first <= last
    else { return }
    for i in first...last where !stack.isMeasured(at: i) {
      guard let length = measure(i), length.isFinite, length >= 0 else { continue }
      let correction = stack.setSize(length, at: i)
      resizeContent(shiftingBy: correction.delta, at: t)
    }
  }

  /// One layout pass at the current offset, with its correction and the target refresh.
  mutating func layoutOnce(at t: Double, measure: (Int) -> Double?) -> LayoutPass {
    let before = view.offset[axis]
    let pass = stack.layoutVisible(offset: before, viewport: frame.size, measure: measure)
    resizeContent(shiftingBy: pass.offsetCorrection, at: t)
    if hasTargetLayout {
      view.refreshTarget(in: stack, at: t)
    } else {
      view.refreshTarget(in: IdentifiedViews(stack: stack), at: t)
    }
    return pass
  }

  /// Gives the view the stack's content size and shifts the content by `delta` along the
  /// axis. Shrinking content is shifted before its range shrinks and growing content after
  /// its range grows: the other order can find the unshifted offset past the rubber band's
  /// reach of the intermediate range and pull it in, so the anchor would jump (a block
  /// removed above the view while it rests at the end).
  mutating func resizeContent(shiftingBy delta: Double, at t: Double) {
    let size = stack.contentSize(viewport: frame.size)
    var d = Point.zero
    d[axis] = delta
    let shrinks = size[axis] < view.contentSize[axis]
    if shrinks && delta != 0 { view.shiftContent(by: d, at: t) }
    view.setContentSize(size, at: t)
    if !shrinks && delta != 0 { view.shiftContent(by: d, at: t) }
  }

  /// The view's `resolveRestTarget(in:)` on the targets, without boxing the stack.
  mutating func resolveRestTarget() -> Bool {
    hasTargetLayout
      ? view.resolveRestTarget(in: stack)
      : view.resolveRestTarget(in: IdentifiedViews(stack: stack))
  }

  /// Makes the row at the current offset the stack's anchor.
  mutating func reanchor() {
    stack.updateAnchor(offset: view.offset[axis])
  }
}

extension ScrollController where State == Void {
  /// Creates a controller without observer state (observers may still be added; their
  /// actions get `Void`).
  /// - Parameters:
  ///   - stack: the items, with their estimated sizes.
  ///   - physics: the physics preset.
  ///   - insets: content insets.
  ///   - bounce: when the content may be pulled past its edges.
  ///   - input: the input interpreter's tunables.
  public init(
    stack: LazyStack, physics: ScrollPhysics = .ios, insets: SCEdgeInsets = .zero,
    bounce: BounceBehavior = .basedOnSize, input: InputConfiguration = .standard
  ) {
    self.init(
      stack: stack, state: (), physics: physics, insets: insets, bounce: bounce, input: input)
  }
}
