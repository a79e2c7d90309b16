/// The result of resolving `scrollTo(id:anchor:)` on a stack whose target may still have an
/// estimated size: where the estimate said to go, where measuring said to go, and what is left.
///
/// Offsets are scroll offsets along the stack's axis, clamped to the stack's content
/// (`0 ... max(0, contentLength - viewport)`; the scroll view adds its own insets).
public struct ScrollToLanding: Hashable, Sendable {
  /// The target item's id.
  public var id: Int
  /// The target item's index.
  public var index: Int
  /// The offset computed from the sizes known before measuring (estimates included).
  public var estimatedOffset: Double
  /// The offset after measuring the items around the target and correcting.
  public var finalOffset: Double
  /// How far the target would have been from the requested anchor position had the estimate
  /// been used: `finalOffset - estimatedOffset`, in points.
  public var estimateError: Double
  /// Distance, in points, between the target's position at `finalOffset` (with all sizes
  /// known when the helper returns) and the requested anchor position; 0 means exact.
  public var residualError: Double
  /// Measure-and-correct rounds run (1 when nothing needed measuring).
  public var passes: Int
  /// Items measured for the first time while resolving.
  public var measuredItems: Int

  /// Creates a landing report.
  /// - Parameters:
  ///   - id: the target item's id.
  ///   - index: its index.
  ///   - estimatedOffset: the offset from the sizes known before measuring, points.
  ///   - finalOffset: the offset after measuring and correcting, points.
  ///   - residualError: what is left between the target and the requested position, points.
  ///   - passes: measure-and-correct rounds run.
  ///   - measuredItems: items measured for the first time while resolving.
  public init(
    id: Int, index: Int, estimatedOffset: Double, finalOffset: Double, residualError: Double,
    passes: Int, measuredItems: Int
  ) {
    self.id = id
    self.index = index
    self.estimatedOffset = estimatedOffset
    self.finalOffset = finalOffset
    self.estimateError = finalOffset - estimatedOffset
    self.residualError = residualError
    self.passes = passes
    self.measuredItems = measuredItems
  }
}

extension LazyStack {
  /// Resolves a scroll to the item `id` so that it lands exactly even if it, or items near it,
  /// are still estimates: estimate the target offset, lay out (and so measure) the viewport
  /// there, recompute, and repeat until the offset stops moving (at most `maxPasses`).
  ///
  /// `anchor` aligns that point of the item with the same point of the viewport (`.top`: item
  /// start at viewport start; `.center`; `.bottom`). On return the stack's anchor is set for
  /// the final offset, so applying it with a jump (or as an animation target) shows the item
  /// where asked. Cost: O(passes * (log n + visible items)).
  ///
  /// - Parameters:
  ///   - id: the target item's id.
  ///   - anchor: the point of the item aligned with the same point of the viewport (its
  ///     axis component is clamped to 0...1; not finite: 0).
  ///   - viewport: the viewport's size, points.
  ///   - overscan: points laid out beyond the viewport on each side.
  ///   - maxPasses: the most measure-and-correct rounds.
  ///   - measure: the length of item `index` when it is laid out, or nil to keep its estimate.
  /// - Returns: the landing report, or nil when no item has this id.
  public mutating func resolveScroll(
    toID id: Int, anchor: SCUnitPoint = .top, viewport: Size,
    overscan: Double = LazyStack.defaultOverscan,
    maxPasses: Int = 4, measure: (Int) -> Double?
  ) -> ScrollToLanding? {
    guard let index = index(ofID: id) else { return nil }
    let fraction = anchor[axis].isFinite ? Swift.min(Swift.max(anchor[axis], 0), 1) : 0
    let length = viewport.sanitized[axis]
    let estimated = targetOffset(index: index, fraction: fraction, viewportLength: length)
    var target = estimated
    var passes = 0
    var measuredItems = 0
    while passes < Swift.max(1, maxPasses) {
      passes += 1
      let pass = layoutVisible(
        offset: target, viewport: viewport, overscan: overscan, measure: measure)
      measuredItems += pass.newlyMeasured
      let next = targetOffset(index: index, fraction: fraction, viewportLength: length)
      let moved = abs(next - target)
      target = next
      if pass.newlyMeasured == 0 || moved < 0.01 { break }
    }
    // Re-anchor at the final offset without measuring (the report must not hide a change).
    _ = layoutVisible(offset: target, viewport: viewport, overscan: overscan) { _ in nil }
    let residual = abs(
      targetOffset(index: index, fraction: fraction, viewportLength: length) - target)
    return ScrollToLanding(
      id: id, index: index, estimatedOffset: estimated, finalOffset: target,
      residualError: residual, passes: passes, measuredItems: measuredItems)
  }

  /// The clamped offset aligning `fraction` of item `index` with `fraction` of the viewport.
  private func targetOffset(index: Int, fraction: Double, viewportLength: Double) -> Double {
    let start = offset(ofIndex: index)
    let raw = start + fraction * (size(at: index) - viewportLength)
    let maxOffset = Swift.max(0, contentLength - viewportLength)
    return Swift.min(Swift.max(raw, 0), maxOffset)
  }
}
