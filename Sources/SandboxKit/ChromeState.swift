import Drawing
import ScrollCore

/// The window's chrome around the scene: the window size and its layout, the inspector
/// (docked, drawer, width and the drag that resizes it), the frame graph's mode and strip,
/// the help overlay, the toast, and the measured tab strip and help line. Pure state: the
/// app decides when the scene gets a new frame from `relayout`'s answer.
struct ChromeState {
  /// The window size, points (clamped by `SandboxApp.resize`).
  private(set) var windowSize: Size
  /// Where the window's parts are, for the current size and inspector state.
  private(set) var layout: WindowLayout
  /// Whether the user wants the inspector (H; `--no-hud` starts without it). It docks on
  /// windows at least `WindowLayout.dockThreshold` wide.
  private(set) var inspectorOpen: Bool
  /// Whether the inspector's drawer is open on a narrow window (H there).
  private(set) var drawerOpen = false
  /// The inspector's width, points (dragging its edge changes it).
  private(set) var inspectorWidth = WindowLayout.defaultInspectorWidth
  /// The inspector edge being dragged: the pointer's x and the width when it started.
  private var inspectorDrag: (x: Double, width: Double)?
  /// The frame graph's mode (F), in the inspector or in the strip.
  private(set) var graphMode: FrameGraphView.Mode = .bars
  /// Whether the compact graph strip shows while the inspector is hidden (F there).
  private(set) var graphStrip = false
  /// Whether the help overlay is up (? or F1).
  private(set) var helpShown = false
  /// How far the help overlay's content is scrolled, points.
  private(set) var helpScroll = 0.0
  /// The help overlay's furthest scroll and its page height as last drawn, points.
  private(set) var helpExtent = (maxScroll: 0.0, page: 0.0)
  /// A short message on screen ("Saved screenshot …") and the session time it goes away.
  private(set) var toast: (text: String, until: Double)?
  /// The measured tab strip and help line, kept until the width, titles, tab or help text
  /// change, with the strip at `tabOffset`: what was drawn last.
  private(set) var bar: ChromeView.Layout?
  /// The help items last split and what they were split from (see `helpItems`).
  private var helpItemsKept: (sceneHelp: String, count: Int, items: [String])?
  /// How far the user scrolled the tab strip (wheel over it), points; nil while the strip
  /// follows the current tab on its own.
  private(set) var tabOffset: Double?
  /// The preset and fps label, made again only when the preset or the shown fps changes.
  private(set) var status = StatusLabel()

  /// How long a message stays on screen, seconds.
  static let toastSeconds = 2.5

  /// The chrome of a window `size` points large.
  /// - Parameters:
  ///   - size: the window size, points.
  ///   - inspectorOpen: whether the inspector starts open.
  init(size: Size, inspectorOpen: Bool) {
    windowSize = size
    self.inspectorOpen = inspectorOpen
    layout = WindowLayout(
      window: size, inspectorOpen: inspectorOpen, drawerOpen: false,
      inspectorWidth: WindowLayout.defaultInspectorWidth, graphStrip: false)
  }

  /// Takes a new window size and lays the window out again.
  /// - Parameter size: the window size, points (already clamped).
  mutating func resize(_ size: Size) {
    windowSize = size
    relayout()
  }

  /// Recomputes the layout from the size and the inspector's state; returns true when the
  /// content area changed.
  @discardableResult
  mutating func relayout() -> Bool {
    let old = layout.content
    layout = WindowLayout(
      window: windowSize, inspectorOpen: inspectorOpen, drawerOpen: drawerOpen,
      inspectorWidth: inspectorWidth, graphStrip: graphStrip && graphMode != .off)
    return layout.content != old
  }

  /// H: the docked inspector on wide windows, the drawer on narrow ones. Returns true when
  /// the content area changed.
  mutating func toggleInspector() -> Bool {
    if layout.window.width >= WindowLayout.dockThreshold {
      inspectorOpen.toggle()
      drawerOpen = false
    } else {
      drawerOpen.toggle()
      inspectorOpen = drawerOpen
    }
    return relayout()
  }

  /// F: cycles the graph in the inspector; with the inspector hidden, shows the compact
  /// strip first, then cycles it (and hides it when the cycle reaches off). Returns true when
  /// the content area changed.
  mutating func cycleGraph() -> Bool {
    if layout.inspector == nil && !graphStrip {
      graphStrip = true
      if graphMode == .off { graphMode = .bars }
    } else {
      graphMode = graphMode.next
      if graphMode == .off { graphStrip = false }
    }
    return relayout()
  }

  /// Starts resizing the inspector when `p` is on its grip; returns true when it did.
  /// - Parameter p: the pointer, window points.
  mutating func beginInspectorDrag(at p: Point) -> Bool {
    guard let grip = layout.grip, grip.contains(p) else { return false }
    inspectorDrag = (p.x, layout.inspector?.width ?? inspectorWidth)
    return true
  }

  /// Follows the pointer while the inspector's edge is dragged. Returns nil when no drag is
  /// going on, else whether the content area changed.
  /// - Parameter p: the pointer, window points.
  mutating func dragInspector(to p: Point) -> Bool? {
    guard let drag = inspectorDrag else { return nil }
    inspectorWidth = WindowLayout.clampedInspectorWidth(
      drag.width + drag.x - p.x, window: layout.window.width)
    return relayout()
  }

  /// Ends a drag of the inspector's edge; returns true when one was going on.
  mutating func endInspectorDrag() -> Bool {
    guard inspectorDrag != nil else { return false }
    inspectorDrag = nil
    return true
  }

  /// Shows or hides the help overlay; it opens scrolled to its top.
  /// - Parameter shown: whether it shows.
  mutating func showHelp(_ shown: Bool) {
    helpShown = shown
    helpScroll = 0
  }

  /// Scrolls the help overlay's content to `offset` points (clamped to what was drawn last).
  /// - Parameter offset: the new scroll, points.
  mutating func scrollHelp(to offset: Double) {
    guard offset.isFinite else { return }
    helpScroll = min(helpExtent.maxScroll, max(0, offset))
  }

  /// Keeps what drawing the help overlay measured (its scroll clamped, its extent).
  /// - Parameter drawn: the overlay as drawn.
  mutating func helpDrawn(_ drawn: HelpOverlayView.Drawn) {
    helpScroll = drawn.scroll
    helpExtent = (drawn.maxScroll, drawn.page)
  }

  /// Escape on a narrow window with the inspector's drawer open: closes the drawer. Returns
  /// false when no drawer was open.
  mutating func closeDrawer() -> Bool {
    guard drawerOpen else { return false }
    drawerOpen = false
    inspectorOpen = false
    relayout()
    return true
  }

  /// Shows `text` until `toastSeconds` after `t`.
  /// - Parameters:
  ///   - text: the message.
  ///   - t: the session time now, seconds.
  mutating func notify(_ text: String, at t: Double) {
    toast = (text, t + Self.toastSeconds)
  }

  /// The message on screen at `t`, if any.
  /// - Parameter t: the session time, seconds.
  func toastText(at t: Double) -> String? {
    guard let toast, t < toast.until else { return nil }
    return toast.text
  }

  /// The help line's items for the scene's help line (`ChromeView.helpItems`), split again
  /// only when the help line or the scene count changed (splitting and trimming it every
  /// frame was about a tenth of the feed's frame work).
  /// - Parameters:
  ///   - sceneHelp: the scene's help line.
  ///   - sceneCount: how many scenes there are.
  mutating func helpItems(sceneHelp: String, sceneCount: Int) -> [String] {
    if let kept = helpItemsKept, kept.sceneHelp == sceneHelp, kept.count == sceneCount {
      return kept.items
    }
    let items = ChromeView.helpItems(sceneHelp: sceneHelp, sceneCount: sceneCount)
    helpItemsKept = (sceneHelp, sceneCount, items)
    return items
  }

  /// Brings the preset and fps label (`status`) up to date.
  /// - Parameters:
  ///   - preset: the physics preset's command-line name.
  ///   - fps: the measured frame rate.
  mutating func updateStatus(preset: String, fps: Double) {
    status.update(preset: preset, fps: fps)
  }

  /// The tab strip and help line measured for these inputs, re-measured only when they
  /// changed since the last call.
  /// - Parameters:
  ///   - titles: the scenes' tab titles.
  ///   - current: the selected tab.
  ///   - status: the widest preset and fps label that may show.
  ///   - help: help items by priority.
  ///   - measurer: measures text as it is drawn.
  mutating func measuredBar(
    titles: [String], current: Int, status: String, help: [String], measurer: any TextMeasurer
  ) -> ChromeView.Layout {
    let width = layout.window.width
    if let bar,
      bar.matches(
        width: width, titles: titles, current: current, status: status, help: help)
    {
      return bar
    }
    var fresh = ChromeView.Layout(
      width: width, titles: titles, current: current, status: status, help: help,
      measurer: measurer)
    if let offset = tabOffset {
      // Scrolled by hand: the least move that shows the current tab (a new tab, a new width).
      let shown = fresh.revealing(current, from: offset)
      tabOffset = shown
      fresh = fresh.scrolled(to: shown)
    }
    bar = fresh
    return fresh
  }

  /// A click on a scroll cue of the tab strip: the strip moves the least that shows the
  /// cue's tab whole. Returns true when `p` was on a cue.
  /// - Parameter p: the pointer, window points.
  mutating func clickTabCue(at p: Point) -> Bool {
    guard let shown = bar else { return false }
    let cues = shown.cues
    guard
      let cue = [cues.before, cues.after].compactMap({ $0 }).first(where: { $0.rect.contains(p) })
    else { return false }
    let moved = shown.scrolled(to: shown.revealing(cue.tab, from: shown.shift))
    tabOffset = moved.shift
    bar = moved
    return true
  }

  /// Scrolls the tab strip by a wheel over the top bar: vertical (down shows later tabs),
  /// horizontal (right shows later tabs) or both, `ChromeView.tabScrollStep` points per
  /// wheel unit. The current tab may leave the view; choosing a tab brings it back. Returns
  /// true when the strip moved.
  /// - Parameters:
  ///   - dx: the wheel's horizontal units (positive: right).
  ///   - dy: the wheel's vertical units (positive: up, toward the first tab).
  mutating func scrollTabs(dx: Double, dy: Double) -> Bool {
    guard let shown = bar, shown.scrolls, dx.isFinite, dy.isFinite else { return false }
    let moved = shown.scrolled(to: shown.shift + (dx - dy) * ChromeView.tabScrollStep)
    guard moved.shift != shown.shift else { return false }
    tabOffset = moved.shift
    bar = moved
    return true
  }
}
