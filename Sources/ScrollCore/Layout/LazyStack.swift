/// A lazy vertical or horizontal stack of identified items with estimated and measured sizes.
///
/// Only the items in view (plus a margin) are laid out per frame (`layoutVisible`). Item
/// lengths along the axis start as an estimate and are replaced by measurements the first time
/// an item is laid out; changes above the viewport are turned into an offset correction so the
/// anchor item (the first one in view) stays still on screen.
///
/// Content coordinates: the first item starts at `padding.start(axis)`; items are separated by
/// `spacing`; the content ends `padding.end(axis)` after the last item. Across the axis every
/// item spans the viewport minus the cross-axis padding.
///
/// Cost: offset -> index and index -> offset O(log r), where `r` is the number of runs of
/// equal-sized items stored (see below); size updates, inserts and removals anywhere O(log r).
/// Memory: items are stored as runs of one size and kind (estimated or measured), so a list of
/// a billion estimated items with ids `0..<1_000_000_000` is one run of sizes and one run of
/// ids; each measured, inserted or changed item adds at most one run (about 40 bytes), and
/// neighbours of the same size and kind share one. Offsets are exact up to 2^53 pt when sizes
/// and spacing are whole points. A layout pass allocates nothing once its buffer has grown to
/// the visible count and the runs it measures have been stored.
public struct LazyStack: Sendable {
  /// Points laid out beyond the viewport on each side unless a pass asks otherwise.
  public static let defaultOverscan = 64.0

  /// The stacking direction.
  public let axis: SCAxis
  /// Space around the items, in points (sanitized: non-finite values become 0).
  public var padding: SCEdgeInsets {
    didSet { padding = padding.sanitized }
  }
  /// Size given to new items until they are measured, in points (at least 1).
  public private(set) var estimatedSize: Double
  /// Upper bound on items laid out by one pass, so zero-size items or a huge viewport cannot
  /// make a frame walk the whole list.
  public var maxLaidOutItems: Int = 1024
  /// Items' length across the axis (viewport minus cross padding), from the last layout pass.
  public internal(set) var crossLength: Double
  /// The anchor from the last layout pass or change, or nil before the first layout.
  public internal(set) var anchor: ScrollAnchor?
  /// The items placed by the last `layoutVisible`, in layout order (a reused buffer: read it,
  /// do not keep copies across frames if allocation-free frames matter).
  public internal(set) var visibleItems: [LaidOutItem] = []
  /// Inputs replaced at the boundary (non-finite offsets or viewports, invalid measurements).
  public internal(set) var sanitizedInputCount = 0
  /// Items marked unmeasured one at a time (`invalidateSize(at:)`) since the stack was made:
  /// work that grows with the items named, unlike `invalidateAllSizes()`.
  public internal(set) var sizeInvalidationCount = 0
  /// The items' ids.
  var ids: ItemIDRuns
  /// Explicit ids of another type than `Int`, for the items inserted with one
  /// (`insert(keys:at:estimatedSize:)`); empty, and free, otherwise.
  public internal(set) var itemKeys = ItemKeys()

  var extents: ItemExtents

  /// Creates a stack of `count` items with ids `firstID ..< firstID + count`, all of the
  /// estimated length `estimatedSize` (points). O(1) time and memory for any `count`.
  /// - Parameters:
  ///   - axis: the stack's axis.
  ///   - count: the number of items (negative: 0).
  ///   - firstID: the first item's id.
  ///   - estimatedSize: the items' estimated length, points (sanitized when not usable).
  ///   - spacing: points between items.
  ///   - padding: insets around the items.
  ///   - crossLength: the items' length across the axis, points (not finite or negative: 0).
  public init(
    axis: SCAxis = .vertical, count: Int = 0, firstID: Int = 0, estimatedSize: Double = 44,
    spacing: Double = 0, padding: SCEdgeInsets = .zero, crossLength: Double = 0
  ) {
    let estimate = LazyStack.cleanEstimate(estimatedSize)
    self.axis = axis
    self.padding = padding.sanitized
    self.estimatedSize = estimate
    self.crossLength = crossLength.isFinite ? Swift.max(0, crossLength) : 0
    let n = Swift.max(0, count)
    self.ids = ItemIDRuns(firstID: firstID, count: n)
    self.extents = ItemExtents(
      count: n, estimate: estimate, spacing: LazyStack.cleanSpacing(spacing))
  }

  // MARK: Queries

  /// Number of items.
  public var count: Int { extents.count }

  /// Gap between items in points (never negative).
  public var spacing: Double { extents.spacing }

  /// The content's length along the axis, padding included, in points. O(log n).
  public var contentLength: Double {
    let items = count > 0 ? extents.total - extents.spacing : 0
    return padding.start(axis) + items + padding.end(axis)
  }

  /// The content size for a viewport: `contentLength` along the axis, the viewport's length
  /// across it. O(log n).
  public func contentSize(viewport: Size) -> Size {
    var size = viewport.sanitized
    size[axis] = contentLength
    return size
  }

  /// The start of item `index` along the axis in content coordinates (`index` in `0...count`;
  /// `count` gives the end of the last slot including its trailing spacing). O(log n).
  public func offset(ofIndex index: Int) -> Double {
    padding.start(axis) + extents.start(of: Swift.min(Swift.max(index, 0), count))
  }

  /// The length of item `index` along the axis, in points (estimate or measurement). O(log r).
  public func size(at index: Int) -> Double { extents.size(at: index) }

  /// True when item `index` has been measured. O(log r).
  public func isMeasured(at index: Int) -> Bool { extents.isMeasured(at: index) }

  /// The item whose slot (its length plus the spacing after it) contains `offset` (content
  /// coordinates), clamped to the first and last item; nil when empty. O(log n).
  public func index(atOffset offset: Double) -> Int? {
    guard count > 0, !offset.isNaN else { return nil }
    return extents.index(containing: offset - padding.start(axis))
  }

  /// The first item whose end lies past `offset` (the "top-most" item at that offset), or the
  /// last item when none does; nil when empty. O(log n).
  public func firstIndex(reachingPast offset: Double) -> Int? {
    guard let i = index(atOffset: offset) else { return nil }
    if i + 1 < count && self.offset(ofIndex: i) + size(at: i) <= offset { return i + 1 }
    return i
  }

  /// The id of item `index` (`0..<count`). O(log r), r = runs of consecutive ids.
  public func id(at index: Int) -> Int { ids.id(at: index) }

  /// The index of the item with `id`, or nil. O(log r).
  public func index(ofID id: Int) -> Int? { ids.index(of: id) }

  /// The frame of item `index` in content coordinates. O(log n).
  public func frame(at index: Int) -> Rect {
    frame(at: index, start: offset(ofIndex: index))
  }

  /// The frame of item `index` when its start along the axis is already known. O(1).
  func frame(at index: Int, start: Double) -> Rect {
    let length = size(at: index)
    let cross = padding.start(axis == .vertical ? .horizontal : .vertical)
    if axis == .vertical {
      return Rect(x: cross, y: start, width: crossLength, height: length)
    }
    return Rect(x: start, y: cross, width: length, height: crossLength)
  }

  /// Bytes held by the item storage (size runs, id runs, layout buffer): it grows with the
  /// items measured, inserted or changed, not with `count`.
  public var storageBytes: Int {
    extents.storageBytes + ids.runs.capacity * MemoryLayout<ItemIDRuns.Run>.stride
      + visibleItems.capacity * MemoryLayout<LaidOutItem>.stride
  }

  /// Runs of equal-sized items stored (1 for a list whose items all have the same estimate).
  public var storedSizeRuns: Int { extents.runCount }

  /// Changes that touched every stored run (spacing changes, O(r) each).
  var storageRebuildCount: Int { extents.rebuildCount }

  /// Changes the spacing between items. O(r).
  public mutating func setSpacing(_ spacing: Double) {
    extents.setSpacing(LazyStack.cleanSpacing(spacing))
  }

  /// Changes the estimate used for items inserted from now on (existing estimates stay).
  public mutating func setEstimatedSize(_ size: Double) {
    estimatedSize = LazyStack.cleanEstimate(size)
  }

  static func cleanEstimate(_ value: Double) -> Double {
    value.isFinite ? Swift.max(1, value) : 44
  }

  static func cleanSpacing(_ value: Double) -> Double {
    value.isFinite ? Swift.max(0, value) : 0
  }
}
