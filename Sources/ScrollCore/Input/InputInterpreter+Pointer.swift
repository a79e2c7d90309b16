extension InputInterpreter {
  /// A left button or the first finger went down.
  mutating func press(
    _ source: PointerGesture.Source, at p: Point, slop: Double, time t: Double,
    view: inout SCScrollView, targets: () -> (any ScrollTargetProvider)?
  ) {
    guard p.isFinite else {
      sanitized.nonFinite += 1
      return
    }
    // One held input at a time: extra fingers (or a finger during a mouse drag) are ignored.
    guard pointer == nil else { return }
    endTouchpadGesture(at: t, velocity: .zero, view: &view, targets: targets)
    let onContent = isOnContent(p)
    var caught = false
    if onContent {
      view.advance(to: t)
      caught = view.phase == .decelerating || view.phase == .animating
      view.touchDown(at: t)
    }
    pointer = PointerGesture(
      source: source, at: p, slop: slop, inContent: onContent, caughtMotion: caught)
  }

  /// The held input moved to `p`.
  mutating func movePointer(to p: Point, at t: Double, view: inout SCScrollView) {
    guard p.isFinite else {
      sanitized.nonFinite += 1
      return
    }
    guard var g = pointer else { return }
    let delta = g.move(to: p)
    pointer = g
    if let d = delta, d != .zero { view.dragBy(d, at: t) }
  }

  /// The held input lifted at `p`: release (fling) after a drag, or a click.
  mutating func lift(
    at p: Point, time t: Double, view: inout SCScrollView,
    targets: () -> (any ScrollTargetProvider)?
  ) -> [InputAction] {
    guard var g = pointer else { return [] }
    if p.isFinite {
      // A lift where the last move was adds no sample: a still sample would read as braking.
      if let d = g.move(to: p), d != .zero { view.dragBy(d, at: t) }
    } else {
      sanitized.nonFinite += 1
    }
    pointer = nil
    if g.inContent { view.release(at: t, targets: targets()) }
    guard !g.dragging, !g.caughtMotion else { return [] }
    return [.click(g.last)]
  }

  /// Ends the held input without a fling or a click (focus lost, button released outside the
  /// window); the content settles back into range.
  mutating func cancelPointer(at t: Double, view: inout SCScrollView) {
    guard let g = pointer else { return }
    pointer = nil
    if g.inContent { view.cancelInteraction(at: t) }
  }
}
