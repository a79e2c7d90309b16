/// `onScrollVisibilityChange(threshold:)` for every item of a list: an item is visible when
/// more than nothing and at least `threshold` of it lies in the viewport.
///
/// `update` reports a change when an item crosses the threshold in either direction, and once
/// when an item appears already past it; items that leave the laid-out set count as hidden.
/// Changes come as all hidden ones, then all newly visible ones, each in layout order.
/// Cost per frame: O(v) when the visible set is unchanged, O(v * w) otherwise (v, w: visible
/// items before and after, small); buffers are reused, so steady frames allocate nothing.
public struct ScrollVisibilityTracker: Sendable {
  /// Visible fraction in 0...1 at which an item counts as visible (see `setThreshold(_:)`).
  public private(set) var threshold: Double
  /// Ids and indices currently visible, in layout order.
  public private(set) var visible: [(id: Int, index: Int)] = []
  /// The changes found by the last `update` (a reused buffer).
  public private(set) var changes: [VisibilityChange] = []
  /// Changes reported since creation.
  public private(set) var deliveryCount = 0
  private var scratch: [(id: Int, index: Int)] = []

  /// Creates a tracker; `threshold` is clamped to 0...1 (NaN becomes 0.5).
  public init(threshold: Double = 0.5) {
    self.threshold = threshold.isNaN ? 0.5 : Swift.min(Swift.max(threshold, 0), 1)
  }

  /// Compares the laid-out items' fractions in `viewport` (content coordinates) with the
  /// previous frame and returns the changes (also in `changes`).
  /// - Parameters:
  ///   - items: the items laid out this frame, in layout order, frames in content coordinates; a
  ///     previously visible item missing here counts as hidden.
  ///   - viewport: the visible rectangle in content coordinates, points.
  /// - Returns: the items that crossed `threshold`: first those now hidden, then those now visible,
  ///   each in layout order; empty when the visible set is unchanged.
  @discardableResult
  public mutating func update(items: [LaidOutItem], viewport: Rect) -> [VisibilityChange] {
    changes.removeAll(keepingCapacity: true)
    scratch.removeAll(keepingCapacity: true)
    for item in items where passes(item.frame.visibleFraction(in: viewport)) {
      scratch.append((item.id, item.index))
    }
    if !sameIDs(visible, scratch) {
      for old in visible where !contains(scratch, old.id) {
        let now = items.first { $0.id == old.id }
        changes.append(
          VisibilityChange(
            id: old.id, index: now?.index ?? old.index, isVisible: false,
            fraction: now?.frame.visibleFraction(in: viewport) ?? 0))
      }
      for new in scratch where !contains(visible, new.id) {
        let fraction = items.first { $0.id == new.id }?.frame.visibleFraction(in: viewport) ?? 1
        changes.append(
          VisibilityChange(id: new.id, index: new.index, isVisible: true, fraction: fraction))
      }
    }
    swap(&visible, &scratch)
    deliveryCount += changes.count
    return changes
  }

  /// Changes the threshold (clamped like `init`'s), keeping the items known as visible: the
  /// next `update` reports the items that are on the other side of the new threshold.
  /// - Parameter threshold: the new visible fraction, 0...1.
  public mutating func setThreshold(_ threshold: Double) {
    self.threshold = threshold.isNaN ? 0.5 : Swift.min(Swift.max(threshold, 0), 1)
  }

  /// Forgets every item (the next update reports visible items as appearing).
  public mutating func reset() {
    visible.removeAll(keepingCapacity: true)
    changes.removeAll(keepingCapacity: true)
  }

  private func passes(_ fraction: Double) -> Bool { fraction > 0 && fraction >= threshold }

  private func sameIDs(_ a: [(id: Int, index: Int)], _ b: [(id: Int, index: Int)]) -> Bool {
    guard a.count == b.count else { return false }
    for i in a.indices where a[i].id != b[i].id { return false }
    return true
  }

  private func contains(_ list: [(id: Int, index: Int)], _ id: Int) -> Bool {
    list.contains { $0.id == id }
  }
}
