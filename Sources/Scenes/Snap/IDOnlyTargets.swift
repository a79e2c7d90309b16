import ScrollCore

/// A stack's items as plain identified views, without `scrollTargetLayout()`: `scrollTo(id:)`
/// still finds them (as ScrollViewReader does), but they are not scroll targets, so the
/// top-most target id stays nil and view-aligned snapping has nothing to align to.
struct IDOnlyTargets: ScrollTargetProvider {
  /// The stack whose ids are looked up.
  var stack: LazyStack

  /// The frame of the item with this id. O(log n).
  func frame(ofTarget id: AnyHashableSendable) -> Rect? { stack.frame(ofTarget: id) }

  /// True when that item is still an estimate.
  func isEstimated(_ id: AnyHashableSendable) -> Bool { stack.isEstimated(id) }

  /// Always nil: without a target layout there is no top-most target.
  func firstTarget(atOrAfter offset: Double, axis: Axis) -> AnyHashableSendable? { nil }

  /// Always empty: nothing to align to.
  func targetFrames(from lower: Double, to upper: Double, axis: Axis) -> [Rect] { [] }
}
