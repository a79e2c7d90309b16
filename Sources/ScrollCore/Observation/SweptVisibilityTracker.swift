/// Reports the items a fast fling or a jump passed through between two frames without them
/// ever being visible, so a sentinel (a "load more" row, an analytics marker) is never skipped.
///
/// Between the previous frame's visible index range and the current one, every index strictly
/// between them was swept over. `SweepReport.passedRange` names them all in O(1), whatever
/// their number: check a sentinel with `report.contains(index)`. Individual items are listed in
/// `passed`, in the order the viewport met them (ascending when moving forward, descending when
/// moving back), up to `cap`; the rest are counted in `skippedCount`, not allocated. A jump over
/// a million items therefore costs O(cap + log n).
///
/// The previous range is remembered by item id, so inserts and removals between frames do not
/// fake a sweep; if those ids are gone, their old indices are used.
public struct SweptVisibilityTracker: Sendable {
  /// An item passed through: swept over between two frames, visible in neither.
  public struct PassedItem: Hashable, Sendable {
    /// The item's id.
    public var id: Int
    /// The item's index.
    public var index: Int
  }

  /// Most items listed individually per update.
  public var cap: Int
  /// The items passed through in the last update, in sweep order (a reused buffer).
  public private(set) var passed: [PassedItem] = []
  /// Items passed through since creation (counted, listed or not).
  public private(set) var passedCount = 0
  private var previous: (firstID: Int, firstIndex: Int, lastID: Int, lastIndex: Int)?

  /// Creates a tracker listing at most `cap` items per update (at least 1).
  public init(cap: Int = 256) { self.cap = Swift.max(1, cap) }

  /// Compares `visibleRange` (indices in the viewport this frame) with the previous frame's
  /// and fills `passed`.
  /// - Parameters:
  ///   - visibleRange: the indices of the items in the viewport this frame; an empty range reports
  ///     nothing and forgets the previous frame.
  ///   - items: the content's ids by index (a `LazyStack`, for example): names the passed items and
  ///     finds the previous frame's first and last visible item after inserts or removals.
  /// - Returns: the direction and the whole range passed through, and how many of those items
  ///   `passed` leaves out because of `cap`; direction `.none` with an empty range on the first
  ///   update, after `reset()` or an empty range, for empty content, and when the two ranges touch
  ///   or overlap.
  @discardableResult
  public mutating func update<Items: ItemIdentifying>(visibleRange: Range<Int>, items: Items)
    -> SweepReport
  {
    passed.removeAll(keepingCapacity: true)
    defer {
      if visibleRange.isEmpty {
        previous = nil
      } else {
        let last = visibleRange.upperBound - 1
        previous = (
          items.itemID(at: visibleRange.lowerBound), visibleRange.lowerBound,
          items.itemID(at: last), last
        )
      }
    }
    guard let p = previous, !visibleRange.isEmpty, items.itemCount > 0 else {
      return SweepReport(direction: .none, passedRange: 0..<0, skippedCount: 0)
    }
    let clampIndex = { (i: Int) in Swift.min(Swift.max(i, 0), items.itemCount - 1) }
    let first = items.itemIndex(ofID: p.firstID) ?? clampIndex(p.firstIndex)
    let last = items.itemIndex(ofID: p.lastID) ?? clampIndex(p.lastIndex)
    let direction: SweepReport.Direction
    let range: Range<Int>
    if visibleRange.lowerBound > last + 1 {
      direction = .forward
      range = (last + 1)..<visibleRange.lowerBound
      for i in range.prefix(cap) { passed.append(PassedItem(id: items.itemID(at: i), index: i)) }
    } else if visibleRange.upperBound < first {
      direction = .backward
      range = visibleRange.upperBound..<first
      for i in range.reversed().prefix(cap) {
        passed.append(PassedItem(id: items.itemID(at: i), index: i))
      }
    } else {
      return SweepReport(direction: .none, passedRange: 0..<0, skippedCount: 0)
    }
    passedCount += range.count
    return SweepReport(
      direction: direction, passedRange: range, skippedCount: range.count - passed.count)
  }

  /// Forgets the previous frame (after a content replacement, nothing counts as swept).
  public mutating func reset() {
    previous = nil
    passed.removeAll(keepingCapacity: true)
  }
}

/// What a `SweptVisibilityTracker` update found.
public struct SweepReport: Hashable, Sendable {
  /// Which way the viewport moved past items.
  public enum Direction: Hashable, Sendable {
    /// No item was passed through (the ranges touch or overlap, or there is no history).
    case none
    /// Toward higher indices (scrolling down or right).
    case forward
    /// Toward lower indices.
    case backward
  }

  /// The direction of the sweep.
  public var direction: Direction
  /// Every index passed through, listed or not (empty when none).
  public var passedRange: Range<Int>
  /// Items passed through but not listed in `passed` because of the cap.
  public var skippedCount: Int

  /// Creates a report.
  /// - Parameters:
  ///   - direction: which way the viewport moved past items.
  ///   - passedRange: every index passed through (empty when none).
  ///   - skippedCount: items passed through but not listed individually because of the cap.
  public init(direction: Direction, passedRange: Range<Int>, skippedCount: Int) {
    self.direction = direction
    self.passedRange = passedRange
    self.skippedCount = skippedCount
  }

  /// True when the item at `index` was passed through. O(1).
  public func contains(_ index: Int) -> Bool { passedRange.contains(index) }
}
