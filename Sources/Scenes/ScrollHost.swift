import Drawing
import ScrollCore

/// One scroll view inside a scene: the engine's `SCScrollView`, the input interpreter that
/// feeds it, the lazy stack that lays out its items, and its overlay scrollbar, wired in the
/// order of the frame (ScrollCore's article "The frame": input, physics, layout, geometry).
/// Scenes own one per scroll view and add their own observers and drawing.
///
/// A reference: a scene (or a part, or a list) that holds it reaches the one controller
/// where it is stored, so no call copies the controller, and nothing needs an "in place"
/// variant of a reading call.
public final class ScrollHost<State: Sendable> {
  /// The scene's name, stamped on the events this host reports.
  public let sceneName: String
  /// A name for this scroll view inside the scene ("main", "left").
  public let viewName: String
  /// The scroll view, its input, its lazy stack and its per-frame order (ScrollCore's).
  public var controller: ScrollController<State>
  /// The overlay scrollbar along the stack's axis.
  public var scrollbar: Scrollbar
  /// Scene events converted from the scroll view's lifecycle (phase changes).
  private var log: SceneEventLog

  /// Creates a host around a stack; the scroll view scrolls along the stack's axis.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - name: this scroll view's name in the scene.
  ///   - stack: the items.
  ///   - state: what the controller's observers write.
  ///   - physics: the physics preset.
  ///   - insets: content insets.
  ///   - bounce: when the content may be pulled past its edges.
  ///   - input: the input interpreter's constants (`SceneTuning.input`).
  public init(
    scene: String, name: String = "main", stack: LazyStack, state: State,
    physics: ScrollPhysics = .ios, insets: SCEdgeInsets = .zero,
    bounce: BounceBehavior = .basedOnSize, input: InputConfiguration = .standard
  ) {
    sceneName = scene
    viewName = name
    log = SceneEventLog(scene: scene)
    controller = ScrollController(
      stack: stack, state: state, physics: physics, insets: insets, bounce: bounce,
      input: input)
    scrollbar = Scrollbar(axis: stack.axis)
  }

  /// The scroll model (read only: change it through `controller`).
  public var view: SCScrollView { controller.view }
  /// The input interpreter.
  public var interpreter: InputInterpreter { controller.interpreter }
  /// The content's items (read only: change them with `updateStack(at:_:)`).
  public var stack: LazyStack { controller.stack }
  /// The scroll view's frame in the window, points.
  public var frame: Rect { controller.frame }
  /// The last layout pass.
  public var lastPass: LayoutPass? { controller.lastPass }
  /// The scrolling axis.
  public var axis: SCAxis { controller.axis }

  /// Places the scroll view in the window.
  public func setFrame(_ frame: Rect, at t: Double) {
    controller.setFrame(frame, at: t)
  }

  /// Switches the physics preset.
  public func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    controller.setPhysics(physics, at: t)
  }

  /// Routes one input event: the scrollbar first (press, thumb drag, hover), then the
  /// controller. Returns the interpreter's leftover actions (clicks, unused keys).
  public func handle(_ event: InputEvent) -> [InputAction] {
    let t = event.time
    // A scrollbar that is not shown (`scrollIndicators`), or a list the user may not scroll,
    // takes no input: the event goes to the controller.
    guard controller.scrollIndicators.shows(conventional: true), !controller.isScrollDisabled
    else { return controller.handle(event) }
    switch event.kind {
    case .pointerDown(let p, let button) where button == 1:
      switch scrollbar.press(p, geometry: view.geometry, in: frame, at: t) {
      case .miss: break
      case .grabbed:
        controller.stop(at: t)
        return []
      case .page(let delta):
        var d = Point.zero
        d[axis] = delta
        controller.scroll(by: d, animation: .easeInOut(duration: 0.25), at: t)
        return []
      }
    case .pointerMove(let p, let held):
      scrollbar.hover(p, in: frame, at: t)
      if scrollbar.isDragging {
        if held, let o = scrollbar.dragOffset(p, geometry: view.geometry, in: frame) {
          var target = view.offset
          target[axis] = o
          controller.scroll(to: target, animation: .none, at: t)
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
    return controller.handle(event)
  }

  /// Physics stage (the controller's `advance(to:)`).
  public func advance(to t: Double) {
    controller.advance(to: t)
  }

  /// Layout stage (the controller's `layout(at:measure:)`): lays out the visible items,
  /// measuring new ones, with corrections and targets re-resolved; then the scrollbar
  /// observes the geometry and lifecycle events are collected.
  @discardableResult
  public func layout(at t: Double, measure: (Int) -> Double?) -> LayoutPass {
    let pass = controller.layout(at: t, measure: measure)
    scrollbar.observe(view.geometry, at: t)
    collectEvents()
    return pass
  }

  /// Changes the items through the controller (see `ScrollController.updateStack`); returns
  /// the correction applied.
  @discardableResult
  public func updateStack(
    at t: Double, _ body: (inout LazyStack) -> AnchorCorrection?
  ) -> AnchorCorrection? {
    controller.updateStack(at: t, body)
  }

  /// Applies a content change's anchor correction (inserts, removals above the view) made by
  /// `updateStack` bodies that return none.
  public func apply(_ correction: AnchorCorrection, at t: Double) {
    controller.updateStack(at: t) { _ in correction }
  }

  /// Converts the scroll view's lifecycle into scene events.
  public func collectEvents() {
    for e in controller.takeEvents() {
      if case .phaseChanged(let from, let to, let context) = e.event {
        log.append(
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
  public func takeEvents() -> [SceneEvent] {
    collectEvents()
    return log.take()
  }

  /// The window rectangle of a content-space rectangle.
  public func windowRect(_ contentRect: Rect) -> Rect {
    contentRect.offsetBy(Point(x: frame.minX - view.offset.x, y: frame.minY - view.offset.y))
  }

  /// Where a content-space rectangle is drawn inside this host's scroll layer
  /// (`drawLayer`): moved by the frame's origin and back by `layerBase`, the rest of the
  /// offset being the layer's.
  public func layerRect(_ contentRect: Rect) -> Rect {
    let base = layerBase
    return contentRect.offsetBy(Point(x: frame.minX - base.x, y: frame.minY - base.y))
  }

  /// The content point the scroll layer's coordinates count from: the scroll offset on each
  /// axis rounded toward zero to a multiple of 65,536 pt (0 until the content is scrolled that
  /// far). Layer coordinates and the layer's offset are both relative to it, so they stay
  /// below 2^17 pt however long the content is (a billion rows end past 4e10 pt, where pixel
  /// coordinates would overflow). The base is a whole number of device pixels at any scale
  /// that is a multiple of 2^-16, so the pixels are those of drawing in content coordinates.
  public var layerBase: Point {
    Point(x: Self.layerBase(view.offset.x), y: Self.layerBase(view.offset.y))
  }

  /// `offset` rounded toward zero to a multiple of 65,536 (0 when not finite).
  static func layerBase(_ offset: Double) -> Double {
    offset.isFinite ? (offset / 65_536).rounded(.towardZero) * 65_536 : 0
  }

  /// Draws `body` as this host's scroll layer: clipped to the frame, over an opaque
  /// `background`, shown moved by the scroll offset. `body` draws at `layerRect` positions.
  /// A renderer that keeps the last frame then moves the layer's pixels as it scrolls and
  /// draws only what came into view.
  public func drawLayer(
    into list: inout DisplayList, background: Color, _ body: (inout DisplayList) -> Void
  ) {
    let base = layerBase
    let offset = Point(x: view.offset.x - base.x, y: view.offset.y - base.y)
    list.scrolled(clip: frame, offset: offset, background: background, body)
  }

  /// Draws, as this host's scroll layer over `background`, `content` (things that scroll with
  /// the items, at `layerRect` positions) and then every laid-out item that shows in the
  /// frame, or lies within `DrawAhead.points` of it, through `item` (the item, its rectangle in the
  /// layer).
  public func drawItems(
    into list: inout DisplayList, background: Color,
    content: (inout DisplayList) -> Void = { _ in },
    item: (LaidOutItem, Rect, inout DisplayList) -> Void
  ) {
    drawLayer(into: &list, background: background) { list in
      content(&list)
      let near = frame.outset(by: SCEdgeInsets(all: DrawAhead.points))
      for laidOut in stack.visibleItems where windowRect(laidOut.frame).intersects(near) {
        item(laidOut, layerRect(laidOut.frame), &list)
      }
    }
  }

  /// True while the scroll view moves or the scrollbar is visible or fading.
  public func needsFrame(at t: Double) -> Bool {
    // Asked in place (an inout access): a plain read of `controller` copies it out of this
    // object, every field retained and released, to answer one question (perf: 2 % of the
    // rows scene's main thread).
    Self.isActive(&controller) || scrollbar.isAnimating(at: t)
  }

  /// The transform runs and action deliveries of the geometry observer `id` so far, nil for
  /// an id the controller does not know; read in place, as `needsFrame(at:)` is.
  /// - Parameter id: the observer's id, as its registration returned it.
  public func observerCounts(
    of id: GeometryObserverRegistry<State>.ObserverID
  ) -> (transforms: Int, deliveries: Int)? {
    Self.observerCounts(of: id, in: &controller)
  }

  /// `observerCounts(of:)` through an inout access, so nothing is copied.
  /// - Parameters:
  ///   - id: the observer's id.
  ///   - controller: the controller, in place.
  private static func observerCounts(
    of id: GeometryObserverRegistry<State>.ObserverID, in controller: inout ScrollController<State>
  ) -> (transforms: Int, deliveries: Int)? {
    controller.observers.statistics(of: id).map { ($0.transforms, $0.deliveries) }
  }

  /// Whether `controller` is active, read through an inout access so nothing is copied.
  /// - Parameter controller: the controller, in place.
  private static func isActive(_ controller: inout ScrollController<State>) -> Bool {
    controller.isActive
  }

  /// Draws the scrollbar.
  public func drawScrollbar(into list: inout DisplayList, theme: Theme, at t: Double) {
    // The overlay bar's own fade is the platform convention; `scrollIndicators` decides.
    guard controller.scrollIndicators.shows(conventional: true) else { return }
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

extension ScrollHost where State == Void {
  /// Creates a host without observer state.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - name: this scroll view's name in the scene.
  ///   - stack: the items.
  ///   - physics: the physics preset.
  ///   - insets: content insets.
  ///   - bounce: when the content may be pulled past its edges.
  ///   - input: the input interpreter's constants (`SceneTuning.input`).
  public convenience init(
    scene: String, name: String = "main", stack: LazyStack, physics: ScrollPhysics = .ios,
    insets: SCEdgeInsets = .zero, bounce: BounceBehavior = .basedOnSize,
    input: InputConfiguration = .standard
  ) {
    self.init(
      scene: scene, name: name, stack: stack, state: (), physics: physics, insets: insets,
      bounce: bounce, input: input)
  }
}

/// How far beyond a scroll view items are drawn.
public enum DrawAhead {
  /// Points beyond the frame, on every side, within which laid-out items are drawn as well
  /// (the stack's default overscan: it lays out this far ahead). Outside the layer's clip
  /// they cost no pixels, and a window renders their text after presenting
  /// (`DisplayListRasterizer.prefetchText`), so the frame that scrolls them in only copies it.
  public static let points = LazyStack.defaultOverscan
}
