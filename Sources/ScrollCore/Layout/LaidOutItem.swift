/// One item placed by a lazy stack's layout pass.
///
/// `frame` is in content coordinates (points): the origin is the content's top-leading corner,
/// padding included. Layout passes reuse their buffer, so these values are cheap to produce.
public struct LaidOutItem: Hashable, Sendable {
  /// Position of the item in the stack (layout order).
  public var index: Int
  /// The item's stable id.
  public var id: Int
  /// The item's frame in content coordinates.
  public var frame: Rect
  /// True when the item's length along the axis is still an estimate.
  public var isEstimated: Bool

  /// Creates a laid-out item.
  /// - Parameters:
  ///   - index: the item's position in the stack.
  ///   - id: the item's stable id.
  ///   - frame: its frame in content coordinates, points.
  ///   - isEstimated: true when its length is still an estimate.
  public init(index: Int, id: Int, frame: Rect, isEstimated: Bool) {
    self.index = index
    self.id = id
    self.frame = frame
    self.isEstimated = isEstimated
  }
}

/// The outcome of one `LazyStack.layoutVisible` call.
public struct LayoutPass: Hashable, Sendable {
  /// Points to add to the scroll offset (`SCScrollView.shiftOffset(by:)`, velocity kept) so the
  /// anchor item stays at the same screen position after estimates above it were measured.
  public var offsetCorrection: Double
  /// The offset the items were laid out for: the requested offset plus `offsetCorrection`.
  public var correctedOffset: Double
  /// Indices of all laid-out items (the viewport plus the overscan margin).
  public var laidOutRange: Range<Int>
  /// Indices of the items that intersect the viewport itself (no margin).
  public var visibleRange: Range<Int>
  /// Items measured for the first time in this pass.
  public var newlyMeasured: Int
  /// The anchor after the pass: the first item reaching past the viewport's start.
  public var anchor: ScrollAnchor?

  /// Creates a pass result.
  /// - Parameters:
  ///   - offsetCorrection: points to add to the scroll offset to keep the anchor still.
  ///   - correctedOffset: the offset the items were laid out for.
  ///   - laidOutRange: indices of every laid-out item (viewport and overscan).
  ///   - visibleRange: indices of the items intersecting the viewport.
  ///   - newlyMeasured: items measured for the first time.
  ///   - anchor: the anchor after the pass.
  public init(
    offsetCorrection: Double, correctedOffset: Double, laidOutRange: Range<Int>,
    visibleRange: Range<Int>, newlyMeasured: Int, anchor: ScrollAnchor?
  ) {
    self.offsetCorrection = offsetCorrection
    self.correctedOffset = correctedOffset
    self.laidOutRange = laidOutRange
    self.visibleRange = visibleRange
    self.newlyMeasured = newlyMeasured
    self.anchor = anchor
  }
}
