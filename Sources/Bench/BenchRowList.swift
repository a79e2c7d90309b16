import Profiling
import Runtime
import SandboxKit
import ScrollCore

/// One scripted input of a benchmark frame, in content-offset terms.
public enum BenchInput: Equatable, Sendable {
  /// Nothing this frame.
  case none
  /// A press on the content (catches running momentum).
  case press
  /// A drag by this many points (positive scrolls toward the end).
  case drag(Double)
  /// The press lifts (a fling when the drag was fast).
  case release
}

/// The benchmark's own list, independent of the app's scenes: a `LazyStack` of fixed 44 pt
/// rows in a `ScrollController`, ten geometry observers and a visibility tracker, run through
/// the frame's stages in the order of ScrollCore's article "The frame" (input, physics,
/// layout, geometry, observers).
///
/// Not `@MainActor` and free of SDL, so the engine section runs anywhere. One value per list;
/// mutate it in place (a copy would duplicate the per-item storage on the next write).
public struct BenchRowList: Sendable {
  /// Fixed row length in points (rows are "measured" at this length).
  public static let rowHeight = 44.0
  /// The scroll view and its items, driven in the controller's per-frame order.
  public private(set) var controller: ScrollController<BenchObserverState>
  /// The items.
  public var stack: LazyStack { controller.stack }
  /// The scroll model.
  public var view: SCScrollView { controller.view }
  /// The viewport size in points.
  public let viewport: Size
  /// The ten geometry observers.
  public var registry: GeometryObserverRegistry<BenchObserverState> { controller.observers }
  /// What the observers wrote.
  public var state: BenchObserverState { controller.state }
  /// `onScrollVisibilityChange` for every row (half visible counts).
  public private(set) var visibility = ScrollVisibilityTracker(threshold: 0.5)
  /// Frames run so far (the observers' frame number).
  public private(set) var frameNumber: UInt64 = 0
  /// Visibility changes reported so far.
  public private(set) var visibilityChanges = 0

  /// A list of `items` rows in a `viewport`, scrolled so that row `items / 2` is at the top
  /// (deep inside the list, away from both edges), at rest at time 0.
  public init(items: Int, viewport: Size = Size(width: 800, height: 600)) {
    self.viewport = viewport
    controller = ScrollController(
      stack: LazyStack(count: items, estimatedSize: Self.rowHeight), state: BenchObserverState(),
      physics: .ios)
    controller.setFrame(Rect(origin: .zero, size: viewport), at: 0)
    controller.updateStack(at: 0) { _ in nil }
    BenchObservers.register(in: &controller.observers, rowHeight: Self.rowHeight)
    let start = controller.stack.offset(ofIndex: items / 2)
    controller.scroll(to: Point(x: 0, y: start), animation: .none, at: 0)
    _ = controller.takeEvents()
  }

  /// Input stage: applies `input` at session time `t` (seconds).
  public mutating func handle(_ input: BenchInput, at t: Double) {
    switch input {
    case .none: break
    case .press: controller.touchDown(at: t)
    case .drag(let d): controller.dragBy(Point(x: 0, y: d), at: t)
    case .release: controller.release(at: t)
    }
  }

  /// Physics stage.
  public mutating func advance(to t: Double) { controller.advance(to: t) }

  /// Layout stage: the controller's layout (the rows in view, new ones measured at
  /// `rowHeight`, the anchor correction, the content size, targets re-resolved).
  public mutating func layout(at t: Double) {
    controller.layout(at: t) { _ in Self.rowHeight }
  }

  /// Observers stage: this frame's `SCScrollGeometry` to the ten observers, then visibility of
  /// the laid-out rows; drops the scroll view's lifecycle events.
  public mutating func observe() {
    let geometry = view.geometry
    controller.observe()
    visibilityChanges +=
      visibility.update(items: stack.visibleItems, viewport: geometry.visibleRect)
      .count
    _ = controller.takeEvents()
    frameNumber &+= 1
  }

  /// One whole engine frame at time `t`: the stages of `FrameStage.order` before draw
  /// (input, physics, layout, observers), each timed as its stage by `timer`.
  public mutating func step<Timer: BenchStageTimer>(
    _ input: BenchInput, at t: Double, timer: inout Timer
  ) {
    for stage in FrameStage.order {
      if stage == .draw { break }
      timer.begin(stage)
      switch stage {
      case .input: handle(input, at: t)
      case .physics: advance(to: t)
      case .layout: layout(at: t)
      default: observe()
      }
      timer.end(stage)
    }
  }
}

/// Receives stage boundaries (a `FrameProfiler`, or nothing at all when timing whole frames).
public protocol BenchStageTimer {
  /// A stage starts.
  mutating func begin(_ stage: FrameStage)
  /// A stage ends.
  mutating func end(_ stage: FrameStage)
}

/// A stage timer that does nothing (compiled away).
public struct NoStageTimer: BenchStageTimer {
  /// Creates one.
  public init() {}
  /// Does nothing.
  @inline(__always) public mutating func begin(_ stage: FrameStage) {}
  /// Does nothing.
  @inline(__always) public mutating func end(_ stage: FrameStage) {}
}

extension FrameProfiler: BenchStageTimer {}
