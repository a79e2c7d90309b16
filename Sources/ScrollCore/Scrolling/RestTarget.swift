/// What a programmatic scroll or snapped release that has come to rest was aiming at: resolved
/// once more after the layout of the frame it ended in, so a row measured in that frame (or
/// after a jump without animation) still puts the view exactly on it.
enum RestTarget: Hashable, Sendable {
  /// A scroll target by id, aligned by an anchor (nil: the minimum scroll showing it).
  case id(AnyHashableSendable, anchor: SCUnitPoint?)
  /// An edge of the content.
  case edge(SCEdge)
  /// A snapped release onto a scroll target.
  case snap(SnapItem)
  /// Steps (`scroll(by:)`), or a drag that was cancelled, that started at `from`: under a
  /// target behavior they finish on the next target in their direction when they rest
  /// between targets.
  case stepEnd(from: Point)
}
