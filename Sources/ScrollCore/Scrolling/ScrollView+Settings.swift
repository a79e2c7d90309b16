extension SCScrollView {
  /// Changes when the content may leave its range at the edges (SwiftUI's
  /// `.scrollBounceBehavior(_:)`, UIKit's `bounces` and `alwaysBounceVertical`, Flutter's
  /// `BouncingScrollPhysics` against `ClampingScrollPhysics`), at any time.
  ///
  /// Motion in flight adapts at once: momentum is rebuilt for the new rule, content pulled
  /// past an edge that may no longer bounce springs back into range (at rest or moving), and
  /// a held drag is no longer pulled further out.
  /// - Parameters:
  ///   - behavior: the new rule.
  ///   - t: session time, seconds; running motion is evaluated there first. A non-finite
  ///     time, or one earlier than the last seen, is replaced by the last time (and counted
  ///     in `sanitized`).
  public mutating func setBounceBehavior(_ behavior: BounceBehavior, at t: Double) {
    advance(to: t)
    guard behavior != bounceBehavior else { return }
    bounceBehavior = behavior
    // The same adaptation as a change of the bounds: momentum rebuilt, overscroll that may
    // no longer bounce brought back, a held drag's unbanded position re-derived.
    boundsChanged(at: time)
  }
}
