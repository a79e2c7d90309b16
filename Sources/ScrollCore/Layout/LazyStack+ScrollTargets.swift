/// The stack's items are its scroll targets (SwiftUI's `scrollTargetLayout()`): every item is a
/// target identified by its key (`insert(keys:at:estimatedSize:)`) or else its `Int` id,
/// wrapped in `AnyHashableSendable`.
///
/// Ids of a type the stack does not use stop with a message (see `itemID(forKey:)`). Queries
/// along the cross axis return nil or empty: a stack only orders its targets along its own
/// axis.
extension LazyStack: ScrollTargetProvider {
  /// The frame of the item with this id in content coordinates (may be an estimate). O(log n).
  public func frame(ofTarget id: AnyHashableSendable) -> Rect? {
    guard let i = index(ofKey: id) else { return nil }
    return frame(at: i)
  }

  /// True when the item with this id has not been measured yet. O(log r).
  public func isEstimated(_ id: AnyHashableSendable) -> Bool {
    guard let i = index(ofKey: id) else { return false }
    return !isMeasured(at: i)
  }

  /// The id of the first item whose end lies past `offset` along the stack's axis. O(log n).
  /// - Parameters:
  ///   - offset: a position along the stack's axis, content coordinates, points.
  ///   - axis: the axis asked about; nil for the cross axis.
  /// - Returns: the item's key, or its `Int` id wrapped; nil when no item reaches past `offset`.
  public func firstTarget(atOrAfter offset: Double, axis: SCAxis) -> AnyHashableSendable? {
    guard axis == self.axis, let i = firstIndex(reachingPast: offset) else { return nil }
    return key(at: i)
  }

  /// Frames of the items intersecting `lower..<upper` along the stack's axis, in layout order.
  /// O(log n + k).
  /// - Parameters:
  ///   - lower: the start of the range along the stack's axis, points.
  ///   - upper: its end (empty when not above `lower`).
  ///   - axis: the axis asked about; empty for the cross axis.
  public func targetFrames(from lower: Double, to upper: Double, axis: SCAxis) -> [Rect] {
    guard axis == self.axis, upper > lower, let first = firstIndex(reachingPast: lower) else {
      return []
    }
    var frames: [Rect] = []
    var i = first
    var start = offset(ofIndex: i)
    while i < count && start < upper {
      let rect = frame(at: i, start: start)
      if rect.max(axis) > lower || (rect.length(axis) == 0 && start >= lower) {
        frames.append(rect)
      }
      start += size(at: i) + spacing
      i += 1
    }
    return frames
  }

  /// The id of the first item whose end lies past `offset`, without boxing. O(log n).
  public func firstItemID(reachingPast offset: Double) -> Int? {
    firstIndex(reachingPast: offset).map { id(at: $0) }
  }
}

extension LazyStack: ItemIdentifying {
  /// Number of items.
  public var itemCount: Int { count }
  /// The id at `index`. O(log r).
  public func itemID(at index: Int) -> Int { id(at: index) }
  /// The index of `id`, or nil. O(log r).
  public func itemIndex(ofID id: Int) -> Int? { index(ofID: id) }
}
