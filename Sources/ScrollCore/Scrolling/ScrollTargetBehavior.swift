/// Decides where a scroll rests (SwiftUI's ScrollTargetBehavior): called when a gesture ends
/// with the natural projected target, when the container resizes (`isResize`), and when
/// steps (wheel ticks, Page keys) or a cancelled drag rest between targets (`isStepEnd`:
/// the target in their direction, which `ScrollController` then scrolls to).
public protocol SCScrollTargetBehavior: Sendable {
  /// Rewrites `target` (its rect origin is the resting offset).
  /// - Parameters:
  ///   - target: the natural target on entry; the target to rest at on return.
  ///   - context: the release velocity, sizes, axes and the scroll targets' frames.
  func updateTarget(_ target: inout SCScrollTarget, context: ScrollTargetContext)

  /// True when the behavior aligns to the content's scroll targets and so needs them: a
  /// release or fling given no targets then stops with a precondition failure instead of
  /// silently resting unaligned. Defaults to false.
  var requiresScrollTargets: Bool { get }
}

extension SCScrollTargetBehavior {
  /// False: a behavior works from sizes alone unless it says otherwise.
  public var requiresScrollTargets: Bool { false }
}
