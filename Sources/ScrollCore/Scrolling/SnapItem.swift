/// The scroll target a snapped release lands on, and where on it: the landing offset along
/// `axis` is the target's frame start plus `delta`.
public struct SnapItem: Hashable, Sendable {
  /// The target's id.
  public var id: AnyHashableSendable
  /// The scrolling axis of the landing.
  public var axis: Axis
  /// Landing offset minus the target frame's start along `axis`, points.
  public var delta: Double

  /// Creates a snap item.
  /// - Parameters:
  ///   - id: the scroll target's id.
  ///   - axis: the axis the landing aligns along.
  ///   - delta: landing offset minus the target frame's start, points.
  public init(id: AnyHashableSendable, axis: Axis, delta: Double) {
    self.id = id
    self.axis = axis
    self.delta = delta
  }
}
