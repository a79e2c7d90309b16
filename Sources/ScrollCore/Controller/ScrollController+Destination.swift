extension ScrollController {
  /// While a programmatic animation aims at an item (`scrollTo(id:)`), or a timed one at the
  /// end edge (`scrollTo(edge:)`), measures the items not measured yet that its destination
  /// will show, so the destination is known from the animation's first frame on. Without
  /// this those rows were measured only in the frame the animation reached them, so its
  /// target moved after it had already ended (by up to 476 pt for a 0.3 s ease to a row, 538
  /// pt to the bottom), and a second animation carried the view there and reported its end
  /// again. The animation is retargeted by `refreshTarget(in:at:)` and, for the edge, by the
  /// content size (a timed curve keeps its end time). Anchor corrections keep the view still.
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - measure: the real length of item `index` along the axis, or nil to keep its
  ///     estimate.
  mutating func measureDestination(at t: Double, measure: (Int) -> Double?) {
    guard case .animating(let m) = view.activity, stack.count > 0 else { return }
    if let edge = m.edgeTarget, edge.axis == axis, !edge.isStart, m.animation?.isTimed == true {
      measureEndEdge(at: t, measure: measure)
      return
    }
    measureItemDestination(at: t, measure: measure)
  }

  /// Measures the rows the item an animation aims at will show (the viewport there and the
  /// layout's overscan on each side). Measuring may move the destination again (rows inside
  /// it above the anchored edge), so it repeats until nothing new is measured, at most four
  /// rounds.
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - measure: the real length of item `index`, or nil to keep its estimate.
  mutating func measureItemDestination(at t: Double, measure: (Int) -> Double?) {
    let margin = LazyStack.defaultOverscan
    let length = frame.size[axis]
    for _ in 0..<4 {
      guard let destination = itemDestination() else { return }
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

  /// Measures the last rows, from the last one back, until their measured lengths fill the
  /// viewport and the layout's overscan: what the view shows at the end edge, however far
  /// the estimates are off (one pass, where rows much shorter than estimated needed many
  /// rounds of `measureItemDestination`). O(rows shown there x log n) per frame.
  /// - Parameters:
  ///   - t: session time, seconds.
  ///   - measure: the real length of item `index`, or nil to keep its estimate.
  mutating func measureEndEdge(at t: Double, measure: (Int) -> Double?) {
    let reach = frame.size[axis] + LazyStack.defaultOverscan
    var filled = 0.0
    var i = stack.count - 1
    while i >= 0 && filled < reach {
      if !stack.isMeasured(at: i), let size = measure(i), size.isFinite, size >= 0 {
        let correction = stack.setSize(size, at: i)
        resizeContent(shiftingBy: correction.delta, at: t)
      }
      filled += stack.size(at: i) + stack.spacing
      i -= 1
    }
  }

  /// Where an animation aiming at an item must rest along the axis as the sizes stand now:
  /// the item's anchored offset; nil for one aiming elsewhere (an edge, a point, a step).
  ///
  /// A scroll to the end edge is measured by `measureEndEdge(at:measure:)` when its curve is
  /// timed, and not ahead at all under a spring (`.smooth`, `.spring`): a spring has no end
  /// time and settles on the edge as it stands, and measuring ahead for it changed how the
  /// End key moves in lazily measured scenes (the golden corpus) and in the chat, which
  /// appends withheld messages as the bottom nears (ChatHistoryTests). A start edge needs
  /// none: at the top the view's anchor row is the first row, so rows measured there (below
  /// it) never move the edge.
  func itemDestination() -> Double? {
    guard case .animating(let m) = view.activity, let target = m.idTarget else { return nil }
    // The same frame with or without a target layout (`IdentifiedViews` asks the stack).
    guard let rect = stack.frame(ofTarget: target.id) else { return nil }
    return view.offset(showing: rect, anchor: target.anchor)[axis]
  }
}
