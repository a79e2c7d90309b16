/// A stack's items as identified views that are not scroll targets (a list without
/// `scrollTargetLayout()`): `scrollTo(id:)` finds them, as ScrollViewReader does, but the
/// top-most target id stays nil and view-aligned snapping has nothing to align to.
public struct IdentifiedViews: ScrollTargetProvider {
  /// The stack whose ids are looked up.
  public var stack: LazyStack

  /// Wraps a stack.
  public init(stack: LazyStack) { self.stack = stack }

  /// The frame of the item with this id. O(log n).
  public func frame(ofTarget id: AnyHashableSendable) -> Rect? { stack.frame(ofTarget: id) }

  /// True when that item is still an estimate.
  public func isEstimated(_ id: AnyHashableSendable) -> Bool { stack.isEstimated(id) }

  /// Always nil: without a target layout there is no top-most target.
  /// - Parameters:
  ///   - offset: an offset along `axis` in content coordinates, points; ignored.
  ///   - axis: the axis to look along; ignored.
  public func firstTarget(atOrAfter offset: Double, axis: SCAxis) -> AnyHashableSendable? { nil }

  /// Always empty: nothing to align to.
  /// - Parameters:
  ///   - lower: the start of the range along `axis` in content coordinates, points; ignored.
  ///   - upper: the end of the range (excluded), points; ignored.
  ///   - axis: the axis the range lies along; ignored.
  public func targetFrames(from lower: Double, to upper: Double, axis: SCAxis) -> [Rect] { [] }
}
