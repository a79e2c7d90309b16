import Drawing
import ScrollCore

/// One scroll view inside a scene: the engine's `ScrollView`, the input interpreter that
/// feeds it, the lazy stack that lays out its items, and its overlay scrollbar, wired in the
/// order of DESIGN.md's frame (input, physics, layout, geometry). Scenes own one per scroll
/// view and add their own observers and drawing.
public struct ScrollHost: Sendable {
  /// The scene's name, stamped on the events this host reports.
  public let sceneName: String
  /// A name for this scroll view inside the scene ("main", "left").
  public let viewName: String
  /// The scroll model.
  public var view: ScrollView
  /// Turns input events into scroll operations.
  public var interpreter: InputInterpreter
  /// The content's items.
  public var stack: LazyStack
  /// The scroll view's frame in the window, points.
  public private(set) var frame: Rect = .zero
  /// The overlay scrollbar along the stack's axis.
  public var scrollbar: Scrollbar
  /// The last layout pass.
  public private(set) var lastPass: LayoutPass?
  /// Scene events converted from the scroll view's lifecycle (phase changes).
  private var pending: [SceneEvent] = []

  /// Creates a host around a stack; the scroll view scrolls along the stack's axis.
  public init(
    scene: String, name: String = "main", stack: LazyStack, physics: ScrollPhysics = .ios,
    insets: EdgeInsets = .zero, bounce: BounceBehavior = .basedOnSize
  ) {
    sceneName = scene
    viewName = name
    self.stack = stack
    let axes: Axes = stack.axis == .vertical ? .vertical : .horizontal
    view = ScrollView(
      axes: axes, physics: physics, contentSize: .zero, containerSize: .zero,
      contentInsets: insets, bounceBehavior: bounce)
    interpreter = InputInterpreter()
    scrollbar = Scrollbar(axis: stack.axis)
  }

  /// The scrolling axis.
  public var axis: Axis { stack.axis }

  /// Places the scroll view in the window.
  public mutating func setFrame(_ frame: Rect, at t: Double) {
    self.frame = frame
    interpreter.contentFrame = frame
    view.setContainerSize(frame.size, at: t)
  }

  /// Switches the physics preset.
  public mutating func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    view.setPhysics(physics, at: t)
  }

  /// Routes one input event: the scrollbar first (press, thumb drag, hover), then the
  /// interpreter. Returns the interpreter's leftover actions (clicks, unused keys). The
  /// stack is re-anchored to the offset the event leaves (see `advance(to:)`).
  public mutating func handle(_ event: InputEvent) -> [InputAction] {
    defer { stack.updateAnchor(offset: view.offset[axis]) }
    let t = event.time
    switch event.kind {
    case .pointerDown(let p, let button) where button == 1:
      switch scrollbar.press(p, geometry: view.geometry, in: frame, at: t) {
      case .miss: break
      case .grabbed:
        view.stop(at: t)
        return []
      case .page(let delta):
        var d = Point.zero
        d[axis] = delta
        view.scroll(by: d, animation: .easeInOut(duration: 0.25), at: t)
        return []
      }
    case .pointerMove(let p, let held):
      scrollbar.hover(p, in: frame, at: t)
      if scrollbar.isDragging {
        if held, let o = scrollbar.dragOffset(p, geometry: view.geometry, in: frame) {
          var target = view.offset
          target[axis] = o
          view.scroll(to: target, animation: .none, at: t)
        }
        return []
      }
    case .pointerUp, .focusLost:
      if scrollbar.isDragging {
        scrollbar.endDrag(at: t)
        return []
      }
    default: break
    }
    return interpreter.handle(event, scrollView: &view, targets: stack)
  }

  /// Physics stage: touchpad gesture ends, then the simulations at `t`. Re-anchors the stack
  /// to the new offset, so content changes before the layout stage keep the item in view
  /// now still (not the one in view at the last layout, which a fling may have carried off).
  public mutating func advance(to t: Double) {
    interpreter.tick(at: t, scrollView: &view, targets: stack)
    view.advance(to: t)
    stack.updateAnchor(offset: view.offset[axis])
  }

  /// Layout stage: lays out the visible items (measuring new ones), applies the anchor
  /// correction without touching velocity, updates the content size, re-resolves an id
  /// target in flight, and collects lifecycle events.
  @discardableResult
  public mutating func layout(at t: Double, measure: (Int) -> Double?) -> LayoutPass {
    let before = view.offset[axis]
    let pass = stack.layoutVisible(offset: before, viewport: frame.size, measure: measure)
    resizeContent(shiftingBy: pass.offsetCorrection, at: t)
    view.refreshTarget(in: stack, at: t)
    scrollbar.observe(view.geometry, at: t)
    lastPass = pass
    collectEvents()
    return pass
  }

  /// Applies a content change's anchor correction (inserts, removals above the view).
  public mutating func apply(_ correction: AnchorCorrection, at t: Double) {
    resizeContent(shiftingBy: correction.delta, at: t)
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

  /// Converts the scroll view's lifecycle into scene events.
  public mutating func collectEvents() {
    for e in view.takeEvents() {
      if case .phaseChanged(let from, let to, let context) = e.event {
        pending.append(
          SceneEvent(
            time: e.time, scene: sceneName, name: "phase",
            fields: [
              ("view", .string(viewName)), ("from", .string(from.rawValue)),
              ("to", .string(to.rawValue)),
              ("offset", .number(context.geometry.contentOffset[axis] + 0)),
            ]))
      }
    }
  }

  /// Returns and clears the collected events.
  public mutating func takeEvents() -> [SceneEvent] {
    collectEvents()
    defer { pending.removeAll(keepingCapacity: true) }
    return pending
  }

  /// The window rectangle of a content-space rectangle.
  public func windowRect(_ contentRect: Rect) -> Rect {
    contentRect.offsetBy(Point(x: frame.minX - view.offset.x, y: frame.minY - view.offset.y))
  }

  /// Where a content-space rectangle is drawn inside this host's scroll layer
  /// (`drawLayer`): moved by the frame's origin only, the offset being the layer's.
  public func layerRect(_ contentRect: Rect) -> Rect {
    contentRect.offsetBy(Point(x: frame.minX, y: frame.minY))
  }

  /// Draws `body` as this host's scroll layer: clipped to the frame, over an opaque
  /// `background`, shown moved by the scroll offset. `body` draws at `layerRect` positions.
  /// A renderer that keeps the last frame then moves the layer's pixels as it scrolls and
  /// draws only what came into view.
  public func drawLayer(
    into list: inout DisplayList, background: Color, _ body: (inout DisplayList) -> Void
  ) {
    list.scrolled(clip: frame, offset: view.offset, background: background, body)
  }

  /// Draws, as this host's scroll layer over `background`, `content` (things that scroll with
  /// the items, at `layerRect` positions) and then every laid-out item that shows in the
  /// frame through `item` (the item, its rectangle in the layer).
  public func drawItems(
    into list: inout DisplayList, background: Color,
    content: (inout DisplayList) -> Void = { _ in },
    item: (LaidOutItem, Rect, inout DisplayList) -> Void
  ) {
    drawLayer(into: &list, background: background) { list in
      content(&list)
      for laidOut in stack.visibleItems where windowRect(laidOut.frame).intersects(frame) {
        item(laidOut, layerRect(laidOut.frame), &list)
      }
    }
  }

  /// True while the scroll view moves or the scrollbar is visible or fading.
  public func needsFrame(at t: Double) -> Bool {
    view.phase != .idle || scrollbar.isAnimating(at: t) || interpreter.isTouchpadGestureActive
  }

  /// Draws the scrollbar.
  public func drawScrollbar(into list: inout DisplayList, theme: Theme, at t: Double) {
    scrollbar.draw(view.geometry, in: frame, at: t, theme: theme, into: &list)
  }

  /// The input device verdict in a few words ("wheel: whole ticks").
  public var deviceVerdict: String {
    switch interpreter.device {
    case .unknown: return "no scroll input yet"
    case .wheel: return "wheel: whole ticks"
    case .touchpad: return "touchpad: fractions"
    case .highResolutionWheel: return "high-resolution wheel: fractions"
    }
  }

  /// The HUD snapshot for this scroll view.
  public func hud(extra: [String] = [], warnings: [String] = []) -> HUDSnapshot {
    HUDSnapshot(
      phase: view.phase, geometry: view.geometry, velocity: view.velocity,
      preset: view.physics.name, device: deviceVerdict,
      extra: extra, warnings: warnings)
  }
}
