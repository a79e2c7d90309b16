/// The scroll target a snapped release lands on, and where on it: the landing offset along
/// `axis` is the target's frame start plus `delta`.
struct SnapItem: Hashable, Sendable {
  /// The target's id.
  var id: AnyHashableSendable
  /// The scrolling axis of the landing.
  var axis: SCAxis
  /// Landing offset minus the target frame's start along `axis`, points.
  var delta: Double
}
