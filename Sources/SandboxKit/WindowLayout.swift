import ScrollCore

/// Where the window's parts go: the top bar, the inspector (docked beside the content, an
/// overlay drawer on narrow windows, or collapsed), the content area the scene gets, the help
/// line and the compact frame-graph strip. Pure arithmetic on the window size; no text, no SDL.
struct WindowLayout: Equatable {
  /// How the inspector is shown.
  enum InspectorMode: String {
    /// Beside the content, which is narrowed by its width.
    case docked
    /// Over the content on a window narrower than `dockThreshold`, opened with H.
    case drawer
    /// Not shown.
    case collapsed
  }

  /// The smallest window the layout is made for, points (smaller windows show its top-left
  /// part); the window asks SDL for it too.
  static let minimumSize = Size(width: 480, height: 360)
  /// Window widths from which the inspector docks beside the content, points.
  static let dockThreshold = 1100.0
  /// The inspector's width until the user drags its edge, points.
  static let defaultInspectorWidth = 320.0
  /// The narrowest inspector, points.
  static let minimumInspectorWidth = 240.0
  /// The content never gets narrower than this while the inspector is docked, points.
  static let minimumDockedContentWidth = 560.0
  /// Height of the top bar, points.
  static let topBarHeight = 44.0
  /// Height of the help line, points.
  static let helpHeight = 24.0
  /// Height of the frame-graph strip shown with the inspector collapsed, points.
  static let graphStripHeight = 64.0
  /// The widest column a text scene gets, points: its lines of text (inside cards and
  /// margins) stay about 720 pt long on wide windows.
  static let readableColumnWidth = 840.0
  /// The scenes made of running text, laid out in a centred readable column.
  static let columnScenes: Set<String> = [
    "showcase", "header", "feed", "infinite", "chat", "visibility",
  ]
  /// Half the width of the grip on the inspector's edge that resizes it, points.
  static let gripHalfWidth = 4.0

  /// The window size the layout was made for (never below `minimumSize`).
  var window: Size
  /// The top bar with the tabs.
  var topBar: Rect
  /// The help line at the bottom.
  var help: Rect
  /// The scene's area.
  var content: Rect
  /// The inspector panel, nil when collapsed.
  var inspector: Rect?
  /// How the inspector is shown.
  var mode: InspectorMode
  /// The compact frame graph between the content and the help line (F with the inspector
  /// collapsed), nil when not shown.
  var graphStrip: Rect?

  /// Lays out a window.
  /// - Parameters:
  ///   - window: the window's size, points.
  ///   - inspectorOpen: whether the user wants the inspector (H; `--no-hud` starts without).
  ///   - drawerOpen: whether the drawer is open on a narrow window (H there).
  ///   - inspectorWidth: the width the user gave the inspector, points.
  ///   - graphStrip: whether the compact frame graph is shown when the inspector is not.
  init(
    window: Size, inspectorOpen: Bool, drawerOpen: Bool, inspectorWidth: Double,
    graphStrip: Bool
  ) {
    let w = max(Self.minimumSize.width, window.width)
    let h = max(Self.minimumSize.height, window.height)
    self.window = Size(width: w, height: h)
    topBar = Rect(x: 0, y: 0, width: w, height: Self.topBarHeight)
    help = Rect(x: 0, y: h - Self.helpHeight, width: w, height: Self.helpHeight)
    let bodyHeight = h - Self.topBarHeight - Self.helpHeight
    let width = Self.clampedInspectorWidth(inspectorWidth, window: w)
    if w >= Self.dockThreshold && inspectorOpen {
      mode = .docked
      inspector = Rect(x: w - width, y: Self.topBarHeight, width: width, height: bodyHeight)
      content = Rect(x: 0, y: Self.topBarHeight, width: w - width, height: bodyHeight)
    } else {
      content = Rect(x: 0, y: Self.topBarHeight, width: w, height: bodyHeight)
      if w < Self.dockThreshold && drawerOpen {
        mode = .drawer
        inspector = Rect(x: w - width, y: Self.topBarHeight, width: width, height: bodyHeight)
      } else {
        mode = .collapsed
        inspector = nil
      }
    }
    if inspector == nil && graphStrip {
      // The strip takes its height from the content (reflowed, never covered).
      let height = min(Self.graphStripHeight, content.height / 3)
      content.size.height -= height
      self.graphStrip = Rect(x: 0, y: content.maxY, width: w, height: height)
    } else {
      self.graphStrip = nil
    }
  }

  /// The inspector width clamped so the panel stays usable and, when docked, the content
  /// keeps `minimumDockedContentWidth`.
  /// - Parameters:
  ///   - width: the width asked for, points.
  ///   - window: the window's width, points.
  static func clampedInspectorWidth(_ width: Double, window: Double) -> Double {
    let upper = max(
      minimumInspectorWidth,
      window >= dockThreshold ? window - minimumDockedContentWidth : window * 0.8)
    return min(upper, max(minimumInspectorWidth, width.isFinite ? width : defaultInspectorWidth))
  }

  /// The area scene `name` gets: the content, or for a text scene a column at most
  /// `readableColumnWidth` wide, centred in it.
  /// - Parameters:
  ///   - name: the scene's `--scene` name.
  ///   - textColumn: true for a scene of running text that is not built in (a scene file's
  ///     articles).
  func sceneFrame(for name: String, textColumn: Bool = false) -> Rect {
    // The width first: it is a compare, the name a hash of a string (asked every frame).
    guard content.width > Self.readableColumnWidth, textColumn || Self.columnScenes.contains(name)
    else {
      return content
    }
    let x = content.minX + ((content.width - Self.readableColumnWidth) / 2).rounded(.down)
    return Rect(
      x: x, y: content.minY, width: Self.readableColumnWidth, height: content.height)
  }

  /// The grip on the inspector's left edge that resizes it, nil when there is no inspector.
  var grip: Rect? {
    inspector.map {
      Rect(
        x: $0.minX - Self.gripHalfWidth, y: $0.minY, width: 2 * Self.gripHalfWidth,
        height: $0.height)
    }
  }
}
