import Runtime

/// Nanoseconds spent in each `FrameStage` during one frame, stored inline (no heap).
///
/// Nine stored `UInt64` fields, one per stage, so a `FrameRecord` is a plain value that a
/// ring buffer can hold without any per-frame allocation. Reads and writes are O(1).
public struct StageDurations: Hashable, Sendable {
  private var input: UInt64 = 0
  private var physics: UInt64 = 0
  private var layout: UInt64 = 0
  private var observers: UInt64 = 0
  private var draw: UInt64 = 0
  private var rasterize: UInt64 = 0
  private var present: UInt64 = 0
  private var wait: UInt64 = 0
  private var prefetch: UInt64 = 0

  /// All stages at zero.
  public init() {}

  /// All stages at zero.
  public static let zero = StageDurations()

  /// The nanoseconds spent in `stage`.
  public subscript(stage: FrameStage) -> UInt64 {
    get {
      switch stage {
      case .input: input
      case .physics: physics
      case .layout: layout
      case .observers: observers
      case .draw: draw
      case .rasterize: rasterize
      case .present: present
      case .wait: wait
      case .prefetch: prefetch
      }
    }
    set {
      switch stage {
      case .input: input = newValue
      case .physics: physics = newValue
      case .layout: layout = newValue
      case .observers: observers = newValue
      case .draw: draw = newValue
      case .rasterize: rasterize = newValue
      case .present: present = newValue
      case .wait: wait = newValue
      case .prefetch: prefetch = newValue
      }
    }
  }

  /// Frame work in nanoseconds: input to present (not `wait`, not `prefetch`).
  public var workNanos: UInt64 {
    input &+ physics &+ layout &+ observers &+ draw &+ rasterize &+ present
  }

  /// Work, idle prefetching and the pacing wait, in nanoseconds.
  public var totalNanos: UInt64 { workNanos &+ prefetch &+ wait }
}
