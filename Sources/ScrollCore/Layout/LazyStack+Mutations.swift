extension LazyStack {
  /// Appends `count` items with ids `firstID ..< firstID + count` (default: the stack's
  /// estimate). O(log r). Returns the (zero) correction for symmetry.
  /// - Parameters:
  ///   - count: the number of new items (0 or less: nothing).
  ///   - firstID: the first new item's id.
  ///   - estimatedSize: their estimated length, points (nil: the stack's estimate).
  @discardableResult
  public mutating func append(count: Int, firstID: Int, estimatedSize: Double? = nil)
    -> AnchorCorrection
  {
    insert(count: count, at: self.count, firstID: firstID, estimatedSize: estimatedSize)
  }

  /// Prepends `count` items with ids `firstID ..< firstID + count` (a page of history).
  /// O(log r). The correction keeps the current anchor still.
  /// - Parameters:
  ///   - count: the number of new items (0 or less: nothing).
  ///   - firstID: the first new item's id.
  ///   - estimatedSize: their estimated length, points (nil: the stack's estimate).
  @discardableResult
  public mutating func prepend(count: Int, firstID: Int, estimatedSize: Double? = nil)
    -> AnchorCorrection
  {
    insert(count: count, at: 0, firstID: firstID, estimatedSize: estimatedSize)
  }

  /// Inserts `count` items with ids `firstID ..< firstID + count` before `index` (`0...count`,
  /// clamped). O(log r) for the sizes plus O(r') for the id runs (r' runs of ids).
  ///
  /// - Parameters:
  ///   - k: the number of new items (0 or less: nothing).
  ///   - index: where they go, clamped to `0...count`.
  ///   - firstID: the first new item's id.
  ///   - estimatedSize: their estimated length, points (nil: the stack's estimate).
  /// - Returns: the correction that keeps the anchor still (non-zero when inserting above it).
  @discardableResult
  public mutating func insert(
    count k: Int, at index: Int, firstID: Int, estimatedSize: Double? = nil
  )
    -> AnchorCorrection
  {
    guard k > 0 else { return AnchorCorrection(delta: 0, anchor: anchor) }
    let at = Swift.min(Swift.max(index, 0), count)
    let estimate = estimatedSize.map(LazyStack.cleanEstimate) ?? self.estimatedSize
    let before = anchorStart()
    extents.insert(k, at: at, estimate: estimate)
    ids.insert(firstID: firstID, count: k, at: at)
    if var a = anchor, a.index >= at, before != nil {
      a.index += k
      anchor = a
    }
    return correction(from: before)
  }

  /// Inserts items with the given ids before `index`; consecutive ids share one id run.
  /// Same cost and correction as `insert(count:at:firstID:estimatedSize:)`.
  /// - Parameters:
  ///   - newIDs: the new items' ids, in order (empty: nothing).
  ///   - index: where they go, clamped to `0...count`.
  ///   - estimatedSize: their estimated length, points (nil: the stack's estimate).
  /// - Returns: the correction that keeps the anchor still.
  @discardableResult
  public mutating func insert(ids newIDs: [Int], at index: Int, estimatedSize: Double? = nil)
    -> AnchorCorrection
  {
    guard !newIDs.isEmpty else { return AnchorCorrection(delta: 0, anchor: anchor) }
    let at = Swift.min(Swift.max(index, 0), count)
    let estimate = estimatedSize.map(LazyStack.cleanEstimate) ?? self.estimatedSize
    let before = anchorStart()
    extents.insert(newIDs.count, at: at, estimate: estimate)
    ids.insert(ids: newIDs, at: at)
    if var a = anchor, a.index >= at, before != nil {
      a.index += newIDs.count
      anchor = a
    }
    return correction(from: before)
  }

  /// Removes the items in `range` (clamped to `0..<count`). O(log r) plus the runs removed,
  /// and O(r') for the id runs.
  ///
  /// - Returns: the correction that keeps the anchor still. When the anchor itself is removed,
  ///   the next item (or the previous one when nothing follows) becomes the anchor and keeps
  ///   its screen position; `removedAnchorID` reports the removed id.
  @discardableResult
  public mutating func remove(_ range: Range<Int>) -> AnchorCorrection {
    let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), count)
    guard lower < upper else { return AnchorCorrection(delta: 0, anchor: anchor) }
    var removedAnchorID: Int? = nil
    var before = anchorStart()
    if let a = anchor, before != nil, (lower..<upper).contains(a.index) {
      // Fall back to a neighbour that survives, keeping the viewport start where it was.
      removedAnchorID = a.id
      let neighbour = upper < count ? upper : lower - 1
      if neighbour >= 0, let start = before {
        let neighbourStart = offset(ofIndex: neighbour)
        anchor = ScrollAnchor(
          id: id(at: neighbour), index: neighbour,
          offsetWithin: a.offsetWithin + start - neighbourStart)
        before = neighbourStart
      } else {
        anchor = nil
        before = nil
      }
    }
    unbindKeys(in: lower..<upper)
    extents.remove(lower..<upper)
    ids.remove(lower..<upper)
    if var a = anchor, before != nil, a.index >= upper {
      a.index -= upper - lower
      anchor = a
    }
    var result = correction(from: before)
    result.removedAnchorID = removedAnchorID
    return result
  }

  /// Removes the item with `id`, if present (see `remove(_:)`).
  @discardableResult
  public mutating func remove(id: Int) -> AnchorCorrection {
    guard let i = index(ofID: id) else { return AnchorCorrection(delta: 0, anchor: anchor) }
    return remove(i..<(i + 1))
  }

  /// Sets the measured length of item `index` (content changed, text re-wrapped). O(log n).
  ///
  /// - Parameters:
  ///   - size: the measured length, points (negative or not finite: ignored and counted in
  ///     `sanitizedInputCount`).
  ///   - index: the item, `0..<count` (others are ignored).
  /// - Returns: the correction keeping the anchor still: non-zero when the item is above the
  ///   anchor. Resizing the anchor item itself keeps its start where it was.
  @discardableResult
  public mutating func setSize(_ size: Double, at index: Int) -> AnchorCorrection {
    guard index >= 0 && index < count else { return AnchorCorrection(delta: 0, anchor: anchor) }
    guard size.isFinite && size >= 0 else {
      sanitizedInputCount += 1
      return AnchorCorrection(delta: 0, anchor: anchor)
    }
    let before = anchorStart()
    extents.setSize(size, at: index, measured: true)
    return correction(from: before)
  }

  /// Marks item `index` as unmeasured so the next layout pass measures it again; its current
  /// size serves as the estimate. O(log r).
  public mutating func invalidateSize(at index: Int) {
    guard index >= 0 && index < count else { return }
    sizeInvalidationCount += 1
    extents.markEstimated(at: index)
  }

  /// Marks every item as unmeasured (its width changed, so wrapped text must be measured
  /// again): each keeps its current size as its estimate, and layout passes measure the items
  /// again as they are laid out. O(1) for any number of items, so a width change costs the
  /// items laid out after it, not the length of the list; it adds nothing to
  /// `sizeInvalidationCount`.
  public mutating func invalidateAllSizes() {
    extents.markAllEstimated()
  }

  /// Makes `id` the anchor with the viewport starting `offsetWithin` points past its start
  /// (for example after a programmatic jump), so later changes keep that item still.
  /// - Parameters:
  ///   - id: the item to anchor on (an unknown id does nothing).
  ///   - offsetWithin: the viewport start minus the item's start, points (not finite: 0).
  public mutating func setAnchor(id: Int, offsetWithin: Double = 0) {
    guard let i = index(ofID: id) else { return }
    anchor = ScrollAnchor(id: id, index: i, offsetWithin: offsetWithin.isFinite ? offsetWithin : 0)
  }

  // MARK: Private

  /// The anchor's start before a change, re-resolving its index by id if it went stale.
  private mutating func anchorStart() -> Double? {
    guard var a = anchor else { return nil }
    if a.index >= count || id(at: a.index) != a.id {
      guard let i = index(ofID: a.id) else {
        anchor = nil
        return nil
      }
      a.index = i
      anchor = a
    }
    return offset(ofIndex: a.index)
  }

  /// The correction after a change, given the anchor's start before it.
  private func correction(from before: Double?) -> AnchorCorrection {
    guard let before, let a = anchor, a.index < count else {
      return AnchorCorrection(delta: 0, anchor: anchor)
    }
    return AnchorCorrection(delta: offset(ofIndex: a.index) - before, anchor: a)
  }
}
