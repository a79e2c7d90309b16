/// SwiftUI's `onScrollVisibilityChange(threshold:)` on one view: tracks whether the item with
/// an id shows at least `threshold` of its length in the viewport, and reports each change.
///
/// The fraction is the visible part of the item's frame along the axis over its length, from
/// the stack's current frames (measured where the item was laid out). An item of zero length
/// counts as visible while its position lies in the viewport. O(log n) per update.
public struct ItemVisibilityObserver: Hashable, Sendable {
  /// The item's id.
  public let id: Int
  /// The visible fraction (0 to 1) at or above which the item counts as visible.
  public let threshold: Double
  /// Whether the item counted as visible at the last update.
  public private(set) var isVisible = false
  /// The visible fraction at the last update.
  public private(set) var fraction = 0.0

  /// Creates an observer.
  /// - Parameters:
  ///   - id: the item's id.
  ///   - threshold: the visible fraction that counts as visible, clamped to 0...1 (a value
  ///     that is not a number becomes 0.5).
  public init(id: Int, threshold: Double) {
    self.id = id
    self.threshold = threshold.isNaN ? 0.5 : min(1, max(0, threshold))
  }

  /// Updates from the stack's frames and the viewport; returns the change, if any.
  /// - Parameters:
  ///   - stack: the items.
  ///   - viewport: the visible rectangle in content coordinates.
  public mutating func update(stack: LazyStack, viewport: Rect) -> VisibilityChange? {
    guard let index = stack.index(ofID: id) else {
      fraction = 0
      return flip(to: false, index: -1)
    }
    let frame = stack.frame(at: index)
    let axis = stack.axis
    let length = frame.length(axis)
    let lower = max(frame.min(axis), viewport.min(axis))
    let upper = min(frame.max(axis), viewport.max(axis))
    if length > 0 {
      fraction = max(0, upper - lower) / length
    } else {
      fraction =
        frame.min(axis) >= viewport.min(axis) && frame.min(axis) < viewport.max(axis) ? 1 : 0
    }
    let visible = fraction > 0 && fraction >= threshold
    return flip(to: visible, index: index)
  }

  private mutating func flip(to visible: Bool, index: Int) -> VisibilityChange? {
    guard visible != isVisible else { return nil }
    isVisible = visible
    return VisibilityChange(id: id, index: index, isVisible: visible, fraction: fraction)
  }
}
