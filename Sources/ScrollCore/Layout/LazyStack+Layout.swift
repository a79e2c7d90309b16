extension LazyStack {
  /// Lays out the items in the viewport plus `overscan` points on each side, measuring items
  /// whose size is still an estimate, and fills `visibleItems`.
  ///
  /// - Parameters:
  ///   - requestedOffset: the scroll offset along the axis (content coordinates of the
  ///     viewport start).
  ///   - viewport: the viewport size in points.
  ///   - overscan: margin laid out before and after the viewport, in points.
  ///   - measure: the real length of item `index` along the axis, or nil to keep the estimate.
  ///     Called only for items not yet measured; use `setSize(_:at:)` or
  ///     `invalidateSize(at:)` for items whose content changes.
  /// - Returns: the pass, with the offset correction that keeps the anchor item still when
  ///   estimates above it were measured. The anchor is the current `anchor` when it still
  ///   describes this viewport (its start plus `offsetWithin` is `offset`: a content change
  ///   since the last pass kept it still, or `updateAnchor(offset:)` set it), so rows that a
  ///   change brought to the viewport start are measured around it; otherwise it is the
  ///   first item reaching past the viewport start. Afterwards `anchor` is the first item
  ///   reaching past the corrected viewport start.
  ///
  /// Cost: O(log n + k) for k laid-out items; no allocation once `visibleItems` has grown.
  public mutating func layoutVisible(
    offset requestedOffset: Double, viewport: Size, overscan: Double = LazyStack.defaultOverscan,
    measure: (Int) -> Double?
  ) -> LayoutPass {
    var offset = requestedOffset
    if !offset.isFinite {
      offset = 0
      sanitizedInputCount += 1
    }
    let cleanViewport = viewport.sanitized
    if cleanViewport != viewport { sanitizedInputCount += 1 }
    let crossAxis: SCAxis = axis == .vertical ? .horizontal : .vertical
    crossLength = Swift.max(
      0, cleanViewport[crossAxis] - padding.start(crossAxis) - padding.end(crossAxis))
    let length = cleanViewport[axis]
    let margin = overscan.isFinite ? Swift.max(0, overscan) : 0
    visibleItems.removeAll(keepingCapacity: true)

    guard let anchorIndex = anchorIndex(describing: offset) ?? firstIndex(reachingPast: offset)
    else {
      anchor = nil
      return LayoutPass(
        offsetCorrection: 0, correctedOffset: offset, laidOutRange: 0..<0, visibleRange: 0..<0,
        newlyMeasured: 0, anchor: nil)
    }

    var correction = 0.0
    var measured = 0
    var visibleLower = -1
    var visibleUpper = -1
    // Each round walks the window once. A round that measures an item above the anchor moves
    // the window (the correction changes), so the walk is redone; bounded to four rounds.
    for round in 0..<4 {
      visibleItems.removeAll(keepingCapacity: true)
      visibleLower = -1
      visibleUpper = -1
      let correctionAtStart = correction
      let viewStart = offset + correction
      let viewEnd = viewStart + length
      guard var i = index(atOffset: viewStart - margin) else { break }
      var position = self.offset(ofIndex: i)
      while i < count && visibleItems.count < maxLaidOutItems {
        if position >= viewEnd + margin + (correction - correctionAtStart) { break }
        if !extents.isMeasured(at: i), let value = measure(i) {
          if value.isFinite && value >= 0 {
            let delta = extents.setSize(value, at: i, measured: true)
            if i < anchorIndex { correction += delta }
            measured += 1
          } else {
            sanitizedInputCount += 1
          }
        }
        let length = extents.size(at: i)
        let itemFrame = frame(at: i, start: position)
        visibleItems.append(
          LaidOutItem(
            index: i, id: ids.id(at: i), frame: itemFrame, isEstimated: !extents.isMeasured(at: i)))
        if position + length > viewStart && position < viewEnd
          || (length == 0 && position >= viewStart && position < viewEnd)
        {
          if visibleLower < 0 { visibleLower = i }
          visibleUpper = i + 1
        }
        position += length + extents.spacing
        i += 1
      }
      if correction == correctionAtStart || round == 3 { break }
    }

    let correctedOffset = offset + correction
    if let a = firstIndex(reachingPast: correctedOffset) {
      anchor = ScrollAnchor(
        id: ids.id(at: a), index: a, offsetWithin: correctedOffset - self.offset(ofIndex: a))
    }
    let laidOut =
      visibleItems.isEmpty
      ? 0..<0 : visibleItems[0].index..<(visibleItems[visibleItems.count - 1].index + 1)
    return LayoutPass(
      offsetCorrection: correction, correctedOffset: correctedOffset, laidOutRange: laidOut,
      visibleRange: visibleLower < 0 ? 0..<0 : visibleLower..<visibleUpper,
      newlyMeasured: measured, anchor: anchor)
  }

  /// Makes the first item reaching past `offset` (the viewport start, content coordinates)
  /// the anchor, so content changes made before the next layout pass keep the item in view
  /// now still, rather than the one in view at the last pass. O(log n).
  public mutating func updateAnchor(offset: Double) {
    guard offset.isFinite, let i = firstIndex(reachingPast: offset) else { return }
    anchor = ScrollAnchor(
      id: ids.id(at: i), index: i, offsetWithin: offset - self.offset(ofIndex: i))
  }

  /// The index of the current anchor when it is valid and its start plus `offsetWithin` is
  /// `offset` (to 0.01 pt); nil otherwise. O(log n).
  func anchorIndex(describing offset: Double) -> Int? {
    guard let a = anchor, a.index >= 0, a.index < count, ids.id(at: a.index) == a.id else {
      return nil
    }
    return abs(self.offset(ofIndex: a.index) + a.offsetWithin - offset) <= 0.01 ? a.index : nil
  }
}
