extension ScrollController {
  /// While a programmatic animation aims at an item (`scrollTo(id:)`), or a timed one at the
  /// end edge (`scrollTo(edge:)`), measures the items not measured yet that its destination
  /// will show (the viewport there and the layout's overscan on each side), so the
  /// destination is known from the animation's first frame on. Without this those rows were measured only in the frame the animation reached
  /// them, so its target moved after it had already ended (by up to 476 pt for a 0.3 s
  /// ease), and a second animation carried the view to the row and reported its end again.
  /// The animation is retargeted by `refreshTarget(in:at:)` (a timed curve keeps its end
  /// time). Measuring may move the destination again (rows inside it above the anchored
  /// edge), so it repeats until nothing new is measured, at most four rounds. Anchor
  /// corrections keep the view still.
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - measure: the real length of item `index` along the axis, or nil to keep its
  ///     estimate.
  mutating func measureDestination(at t: Double, measure: (Int) -> Double?) {
    guard case .animating = view.activity, stack.count > 0 else { return }
    let margin = LazyStack.defaultOverscan
    let length = frame.size[axis]
    for _ in 0..<4 {
      guard let destination = animationDestination() else { return }
      let lower = max(0, destination - margin)
      let upper = min(stack.contentLength, destination + length + margin)
      guard lower <= upper, let first = stack.index(atOffset: lower),
        let last = stack.index(atOffset: upper), first <= last
      else { return }
      var measured = 0
      for i in first...last where !stack.isMeasured(at: i) {
        guard let size = measure(i), size.isFinite, size >= 0 else { continue }
        let correction = stack.setSize(size, at: i)
        resizeContent(shiftingBy: correction.delta, at: t)
        measured += 1
      }
      if measured == 0 { return }
    }
  }

  /// Where the running animation must rest along the axis as the sizes stand now: its item's
  /// anchored offset, or the end edge (bottom, trailing) for a timed curve
  /// (`ScrollAnimation.isTimed`) aiming there; nil for an animation aiming elsewhere (a start
  /// edge, an edge under a spring, a point, a step).
  func animationDestination() -> Double? {
    guard case .animating(let m) = view.activity else { return nil }
    if let target = m.idTarget {
      // The same frame with or without a target layout (`IdentifiedViews` asks the stack).
      guard let rect = stack.frame(ofTarget: target.id) else { return nil }
      return view.offset(showing: rect, anchor: target.anchor)[axis]
    }
    if let edge = m.edgeTarget, edge.axis == axis, !edge.isStart, m.animation?.isTimed == true {
      return view.maxOffset(axis)
    }
    // Not for a start edge: at the top the view's anchor row is the first row, so rows measured
    // there (below it) never move the edge. Not for a spring (`.smooth`, `.spring`): it has no
    // end time and settles on the edge as it stands; measuring ahead for it changed how the
    // End key moves in lazily measured scenes (the golden corpus) and in the chat, which
    // appends withheld messages as the bottom nears (ChatHistoryTests).
    return nil
  }
}
