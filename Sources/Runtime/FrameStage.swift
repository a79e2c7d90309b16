import ScrollCore

/// One stage of a frame. `FrameStage.order` is the order a frame runs them in, written here
/// once: `FrameLoop` walks it for every host (window, headless, test driver, benchmark), and
/// the profiler's labels, CSV columns and graph colours key off these cases.
///
/// The raw values (0 through 8) are stable: they index `StageDurations`, order the graph's
/// stacked bars and name the CSV columns, so new stages must be appended, never inserted
/// (which is why `wait`, 7, runs after `prefetch`, 8). `wait` is the pacing wait after
/// present: timed but not work, so it never counts toward frame work, percentiles or
/// dropped-frame decisions. `prefetch` is idle work done after present for the frames to come
/// (rendering text about to scroll into view): timed and counted in CPU, but off the frame's
/// path from input to present, so not frame work.
public enum FrameStage: Int, Hashable, Sendable, CaseIterable {
  /// Draining and interpreting input events.
  case input = 0
  /// Advancing scroll physics to the frame time.
  case physics = 1
  /// Laying out the visible range (sizes, frames, scroll targets).
  case layout = 2
  /// Running observers and the scene updates they trigger.
  case observers = 3
  /// Building the display list.
  case draw = 4
  /// Turning the display list into pixels.
  case rasterize = 5
  /// Presenting the finished frame.
  case present = 6
  /// Waiting for the next frame (pacing); not work.
  case wait = 7
  /// Idle work after present for the next frames (prefetching); not frame work.
  case prefetch = 8

  /// The number of stages. Use `0..<count` with `init(rawValue:)` on hot paths:
  /// the synthesized `allCases` builds a new array on every call.
  public static let count = 9

  /// The order one frame runs its stages in: input, the controller's stages in
  /// `ControllerStage.order` (physics, layout, observers), draw, rasterize, present,
  /// prefetch, wait. The only place the frame's sequence is written; ScrollCore writes the
  /// controller's part.
  public static let order: [FrameStage] =
    [.input] + ControllerStage.order.map(FrameStage.init(_:))
    + [.draw, .rasterize, .present, .prefetch, .wait]

  /// The frame stage a controller stage is timed as.
  /// - Parameter stage: a stage of `ScrollController.update(at:measure:)`.
  public init(_ stage: ControllerStage) {
    switch stage {
    case .advance: self = .physics
    case .layout: self = .layout
    case .observe: self = .observers
    }
  }

  /// True for the stages from input to present (not `wait`, not `prefetch`).
  public var isWork: Bool { self != .wait && self != .prefetch }
}
