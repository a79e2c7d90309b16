/// A place a scroll may rest: a rectangle in content coordinates whose origin becomes the
/// content offset, and an optional anchor.
public struct SCScrollTarget: Hashable, Sendable {
  /// The target rectangle; its origin is the offset to rest at.
  public var rect: Rect
  /// Anchor of the rectangle to align, if any.
  public var anchor: SCUnitPoint?
  /// Creates a target.
  /// - Parameters:
  ///   - rect: the target rectangle in content coordinates; its origin is the offset to rest
  ///     at.
  ///   - anchor: the anchor of the rectangle to align, or nil (the default) for none.
  public init(rect: Rect, anchor: SCUnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}
