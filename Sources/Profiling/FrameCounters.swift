/// Per-frame event counts that explain where the time went.
///
/// The app increments the profiler's `counters` during a frame; `endFrame()` stores them in
/// the `FrameRecord` and resets them. All counts are non-negative by convention.
public struct FrameCounters: Hashable, Sendable {
  /// Coordinate transforms performed for observers (geometry readers, probes).
  public var observerTransforms: Int
  /// Observer actions actually fired (after deduplication by `==`).
  public var observerDeliveries: Int
  /// Items laid out (measured or placed) by lazy stacks.
  public var itemsLaidOut: Int
  /// Text rendering requests served from the text cache.
  public var textCacheHits: Int
  /// Text rendering requests that had to render new text.
  public var textCacheMisses: Int
  /// Extra layout passes caused by scene state changing layout within the frame.
  public var relayouts: Int
  /// Pixels drawn again by the rasterizer (all of them on a full redraw).
  public var pixelsRedrawn: Int
  /// Pixels of scroll layers moved on the target instead of being drawn again.
  public var pixelsMoved: Int

  /// Creates counters; every count defaults to zero.
  public init(
    observerTransforms: Int = 0, observerDeliveries: Int = 0, itemsLaidOut: Int = 0,
    textCacheHits: Int = 0, textCacheMisses: Int = 0, relayouts: Int = 0,
    pixelsRedrawn: Int = 0, pixelsMoved: Int = 0
  ) {
    self.observerTransforms = observerTransforms
    self.observerDeliveries = observerDeliveries
    self.itemsLaidOut = itemsLaidOut
    self.textCacheHits = textCacheHits
    self.textCacheMisses = textCacheMisses
    self.relayouts = relayouts
    self.pixelsRedrawn = pixelsRedrawn
    self.pixelsMoved = pixelsMoved
  }

  /// All counts at zero.
  public static let zero = FrameCounters()

  /// One counter, for code that treats them uniformly (CSV columns, HUD rows).
  /// Raw values are the stable column order.
  public enum Field: Int, Hashable, Sendable, CaseIterable {
    /// `observerTransforms`.
    case observerTransforms
    /// `observerDeliveries`.
    case observerDeliveries
    /// `itemsLaidOut`.
    case itemsLaidOut
    /// `textCacheHits`.
    case textCacheHits
    /// `textCacheMisses`.
    case textCacheMisses
    /// `relayouts`.
    case relayouts
    /// `pixelsRedrawn`.
    case pixelsRedrawn
    /// `pixelsMoved`.
    case pixelsMoved

    /// Snake-case identifier used as a CSV column name.
    public var identifier: String {
      switch self {
      case .observerTransforms: "observer_transforms"
      case .observerDeliveries: "observer_deliveries"
      case .itemsLaidOut: "items_laid_out"
      case .textCacheHits: "text_cache_hits"
      case .textCacheMisses: "text_cache_misses"
      case .relayouts: "relayouts"
      case .pixelsRedrawn: "pixels_redrawn"
      case .pixelsMoved: "pixels_moved"
      }
    }
  }

  /// The value of one counter.
  public subscript(field: Field) -> Int {
    get {
      switch field {
      case .observerTransforms: observerTransforms
      case .observerDeliveries: observerDeliveries
      case .itemsLaidOut: itemsLaidOut
      case .textCacheHits: textCacheHits
      case .textCacheMisses: textCacheMisses
      case .relayouts: relayouts
      case .pixelsRedrawn: pixelsRedrawn
      case .pixelsMoved: pixelsMoved
      }
    }
    set {
      switch field {
      case .observerTransforms: observerTransforms = newValue
      case .observerDeliveries: observerDeliveries = newValue
      case .itemsLaidOut: itemsLaidOut = newValue
      case .textCacheHits: textCacheHits = newValue
      case .textCacheMisses: textCacheMisses = newValue
      case .relayouts: relayouts = newValue
      case .pixelsRedrawn: pixelsRedrawn = newValue
      case .pixelsMoved: pixelsMoved = newValue
      }
    }
  }
}
