/// Something that knows where identified views (scroll targets) sit in the content.
///
/// The lazy stack implements it; `SCScrollPosition` resolves `scrollTo(id:)` through it and the
/// scroll view reads the top-most visible target id from it. Frames are in content
/// coordinates. Implementations should answer in O(log n).
public protocol ScrollTargetProvider {
  /// The frame of the target `id` in content coordinates, or nil when no such target exists.
  /// May be an estimate for targets not yet measured (see `isEstimated`).
  func frame(ofTarget id: AnyHashableSendable) -> Rect?

  /// True when the frame of `id` is still an estimate (not measured).
  func isEstimated(_ id: AnyHashableSendable) -> Bool

  /// The id of the first target (in layout order) whose frame reaches past `offset` along
  /// `axis`: the "top-most" target for `scrollPosition(id:)`.
  func firstTarget(atOrAfter offset: Double, axis: SCAxis) -> AnyHashableSendable?

  /// The frames of targets that intersect the range `lower..<upper` along `axis`, in layout
  /// order, for view-aligned snapping.
  func targetFrames(from lower: Double, to upper: Double, axis: SCAxis) -> [Rect]
}
