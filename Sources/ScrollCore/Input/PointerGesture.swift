/// A held mouse button or finger, from press to release.
///
/// Until the input moves further than its slop from the press it may still be a click; once
/// past, it drags the content and can no longer become one.
struct PointerGesture: Sendable {
  /// Where the input comes from.
  enum Source: Hashable, Sendable {
    case mouse
    case finger(Int64)
  }

  let source: Source
  /// Window position of the press.
  let start: Point
  /// Newest window position.
  var last: Point
  /// Distance (points) the input may move and still be a click.
  let slop: Double
  /// True when the press landed on the scroll view's content (it then drives the view).
  let inContent: Bool
  /// True when the press stopped running motion: a catch, never a click.
  let caughtMotion: Bool
  /// True once the input moved past the slop.
  var dragging = false

  init(source: Source, at point: Point, slop: Double, inContent: Bool, caughtMotion: Bool) {
    self.source = source
    self.start = point
    self.last = point
    self.slop = slop
    self.inContent = inContent
    self.caughtMotion = caughtMotion
  }

  /// Moves to `point`; returns the content-offset delta to drag by (nil while within the
  /// slop or when the press is not on the content). Dragging the pointer down moves the
  /// content down, so the offset changes by minus the pointer's motion; the first drag
  /// applies the whole motion since the press, so the content stays under the pointer.
  mutating func move(to point: Point) -> Point? {
    let previous = last
    last = point
    if !dragging {
      let d = point - start
      guard (d.x * d.x + d.y * d.y).squareRoot() > slop else { return nil }
      dragging = true
      return inContent ? -d : nil
    }
    return inContent ? -(point - previous) : nil
  }
}
