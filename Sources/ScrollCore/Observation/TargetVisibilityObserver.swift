/// `onScrollTargetVisibilityChange(idType:threshold:)`: the ids of the scroll targets that
/// are visible past `threshold`, in layout order, delivered when that list changes.
///
/// Cost per frame: O(v) for v laid-out items; the two id buffers are swapped and reused, so a
/// frame allocates only when the list changed and the caller kept the previous list.
public struct TargetVisibilityObserver: Sendable {
  /// Visible fraction in 0...1 at which a target counts as visible (see `setThreshold(_:)`).
  public private(set) var threshold: Double
  /// The ids currently past the threshold, in layout order.
  public private(set) var ids: [Int] = []
  /// Times a changed list was delivered.
  public private(set) var deliveryCount = 0
  private var scratch: [Int] = []

  /// Creates an observer; `threshold` is clamped to 0...1 (NaN becomes 0.5).
  public init(threshold: Double = 0.5) {
    self.threshold = threshold.isNaN ? 0.5 : Swift.min(Swift.max(threshold, 0), 1)
  }

  /// Changes the threshold (clamped like `init`'s), keeping the current list: the next
  /// `update` delivers the list the new threshold gives, if it differs.
  /// - Parameter threshold: the new visible fraction, 0...1.
  public mutating func setThreshold(_ threshold: Double) {
    self.threshold = threshold.isNaN ? 0.5 : Swift.min(Swift.max(threshold, 0), 1)
  }

  /// Recomputes the visible ids for the laid-out `items` in `viewport` (content coordinates);
  /// returns the new list when it differs from the previous one, nil otherwise.
  /// - Parameters:
  ///   - items: the items laid out this frame, in layout order, frames in content coordinates.
  ///   - viewport: the visible rectangle in content coordinates, points.
  /// - Returns: the ids of the items whose visible fraction is above 0 and at least
  ///   `threshold`, in layout order (the new `ids`), when that list changed; nil otherwise.
  public mutating func update(items: [LaidOutItem], viewport: Rect) -> [Int]? {
    scratch.removeAll(keepingCapacity: true)
    for item in items {
      let fraction = item.frame.visibleFraction(in: viewport)
      if fraction > 0 && fraction >= threshold { scratch.append(item.id) }
    }
    guard scratch != ids else { return nil }
    swap(&ids, &scratch)
    deliveryCount += 1
    return ids
  }
}
