/// An item's visibility crossing its threshold (`onScrollVisibilityChange`).
public struct VisibilityChange: Hashable, Sendable {
  /// The item's id.
  public var id: Int
  /// The item's index when the change was detected (for a hidden item no longer laid out: the
  /// index it had when last seen).
  public var index: Int
  /// True when the item became visible (fraction reached the threshold), false when hidden.
  public var isVisible: Bool
  /// The fraction visible now (0 for items no longer laid out).
  public var fraction: Double

  /// Creates a change.
  /// - Parameters:
  ///   - id: the item's id.
  ///   - index: the item's index when the change was detected (for an item no longer laid out: its
  ///     index when last seen).
  ///   - isVisible: true when the item became visible, false when it became hidden.
  ///   - fraction: the fraction of the item visible now, 0...1 (0 for an item no longer laid out).
  public init(id: Int, index: Int, isVisible: Bool, fraction: Double) {
    self.id = id
    self.index = index
    self.isVisible = isVisible
    self.fraction = fraction
  }
}
