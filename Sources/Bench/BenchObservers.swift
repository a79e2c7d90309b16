import SandboxKit
import ScrollCore

/// What the benchmark's geometry observers write: a few values and a delivery count, like a
/// scene's state would hold (header progress, a Top button, a page indicator).
public struct BenchObserverState: Sendable {
  /// Actions run.
  public var deliveries = 0
  /// Collapsing-header progress, 0...1.
  public var headerProgress = 0.0
  /// Whether a Top button would show.
  public var showsTopButton = false
  /// Whether the list is near its end (pagination would load).
  public var nearBottom = false
  /// The current page (viewport heights scrolled).
  public var page = 0
  /// Creates the initial state.
  public init() {}
}

/// The ten `onScrollGeometryChange` observers every benchmark list registers: different
/// value types (Double, Bool, Int, Rect), some Bool thresholds that rarely change, some
/// values that change every frame while scrolling.
enum BenchObservers {
  /// Number of observers `register` adds.
  static let count = 10

  /// Adds the ten observers to `registry`. `rowHeight` is the fixed row length in points.
  static func register(
    in registry: inout GeometryObserverRegistry<BenchObserverState>, rowHeight: Double
  ) {
    registry.onScrollGeometryChange(name: "offset") {
      $0.contentOffset.y
    } action: { _, _, s in
      s.deliveries += 1
    }
    registry.onScrollGeometryChange(name: "past240") {
      $0.pointsScrolled.y > 240
    } action: {
      _, new, s in
      s.deliveries += 1
      s.showsTopButton = new
    }
    registry.onScrollGeometryChange(name: "header") {
      min(1, max(0, $0.pointsScrolled.y / 68))
    } action: { _, new, s in
      s.deliveries += 1
      s.headerProgress = new
    }
    registry.onScrollGeometryChange(name: "firstRow") {
      Int(max(0, $0.visibleRect.minY) / rowHeight)
    } action: { _, _, s in
      s.deliveries += 1
    }
    registry.onScrollGeometryChange(name: "nearBottom") {
      $0.maxOffset(.vertical) - $0.contentOffset.y < 600
    } action: { _, new, s in
      s.deliveries += 1
      s.nearBottom = new
    }
    registry.onScrollGeometryChange(name: "atTop") {
      $0.contentOffset.y <= $0.minOffset(.vertical) + 0.5
    } action: { _, _, s in
      s.deliveries += 1
    }
    registry.onScrollGeometryChange(name: "percent") { g in
      let range = g.maxOffset(.vertical) - g.minOffset(.vertical)
      return range > 0 ? Int((g.pointsScrolled.y / range * 100).rounded()) : 0
    } action: { _, _, s in
      s.deliveries += 1
    }
    registry.onScrollGeometryChange(name: "visibleRect") {
      $0.visibleRect
    } action: { _, _, s in
      s.deliveries += 1
    }
    registry.onScrollGeometryChange(name: "overscrolled") { g in
      g.contentOffset.y < g.minOffset(.vertical) || g.contentOffset.y > g.maxOffset(.vertical)
    } action: { _, _, s in
      s.deliveries += 1
    }
    registry.onScrollGeometryChange(name: "page") { g in
      g.containerSize.height > 0 ? Int(g.pointsScrolled.y / g.containerSize.height) : 0
    } action: { _, new, s in
      s.deliveries += 1
      s.page = new
    }
  }
}
