extension InputInterpreter {
  /// What a scroll key asks for.
  enum KeyScroll {
    /// An animated scroll by this many points.
    case by(Point)
    /// An animated scroll to an edge.
    case edge(SCEdge)
  }

  /// The scroll a key asks for on a view scrolling along `axes`, or nil when it is not a
  /// scroll key there. Vertical keys (arrows up/down, pages, Space, Home/End) act on the
  /// vertical axis, or on the horizontal one of a horizontal-only view; Left/Right only on a
  /// horizontal axis.
  func keyScroll(_ key: Key, modifiers: KeyModifiers, view: SCScrollView) -> KeyScroll? {
    let primary: SCAxis
    if view.axes.contains(.vertical) {
      primary = .vertical
    } else if view.axes.contains(.horizontal) {
      primary = .horizontal
    } else {
      return nil
    }
    let line = configuration.lineStep
    let page = view.containerSize[primary] * (1 - configuration.pageOverlapFraction)
    func along(_ axis: SCAxis, _ amount: Double) -> KeyScroll {
      var p = Point.zero
      p[axis] = amount
      return .by(p)
    }
    switch key {
    case .up: return along(primary, -line)
    case .down: return along(primary, line)
    case .left: return view.axes.contains(.horizontal) ? along(.horizontal, -line) : nil
    case .right: return view.axes.contains(.horizontal) ? along(.horizontal, line) : nil
    case .pageUp: return along(primary, -page)
    case .pageDown: return along(primary, page)
    case .space: return along(primary, modifiers.contains(.shift) ? -page : page)
    case .home: return .edge(primary == .vertical ? .top : .leading)
    case .end: return .edge(primary == .vertical ? .bottom : .trailing)
    default: return nil
    }
  }

  /// A key press: scrolls (returning nothing) or comes back as `.key`. Control and Alt
  /// combinations always come back. While a button or finger is held, scroll keys are
  /// swallowed (the held input owns the view); a running touchpad gesture ends first, its
  /// release snapping onto `targets` as any release does.
  mutating func handleKey(
    _ key: Key, modifiers: KeyModifiers, isRepeat: Bool, at t: Double, view: inout SCScrollView,
    targets: () -> (any ScrollTargetProvider)?
  ) -> [InputAction] {
    let unconsumed: [InputAction] = [.key(key, modifiers: modifiers, isRepeat: isRepeat)]
    if modifiers.contains(.control) || modifiers.contains(.alt) { return unconsumed }
    guard let command = keyScroll(key, modifiers: modifiers, view: view) else { return unconsumed }
    guard pointer == nil else { return [] }
    endTouchpadGesture(at: t, velocity: .zero, view: &view, targets: targets)
    switch command {
    case .by(let delta):
      animatedStep(delta, animation: configuration.keyAnimation, at: t, view: &view)
    case .edge(let edge):
      stopMomentum(at: t, view: &view)
      view.scrollTo(edge: edge, animation: configuration.edgeAnimation, at: t)
    }
    return []
  }
}
