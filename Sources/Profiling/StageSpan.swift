import Runtime

/// One timed interval of a stage within a frame, as the trace draws it.
///
/// A stage entered twice in a frame gives two spans. Spans nest: a span opened while another
/// is open has a larger `depth` and lies inside it (`start >= outer.start`,
/// `end <= outer.end`). Durations here are inclusive of nested spans, unlike the exclusive
/// per-stage times in `StageDurations`.
public struct StageSpan: Hashable, Sendable {
  /// The stage being timed.
  public var stage: FrameStage
  /// Clock reading when the stage began, in nanoseconds.
  public var startNanos: UInt64
  /// Clock reading when the stage ended, in nanoseconds (`>= startNanos`).
  public var endNanos: UInt64
  /// Nesting depth: 0 for a top-level stage, 1 for a stage begun inside it, and so on.
  public var depth: Int

  /// Creates a span.
  public init(stage: FrameStage, startNanos: UInt64, endNanos: UInt64, depth: Int = 0) {
    self.stage = stage
    self.startNanos = startNanos
    self.endNanos = Swift.max(startNanos, endNanos)
    self.depth = depth
  }

  /// Inclusive duration in nanoseconds.
  public var durationNanos: UInt64 { endNanos - startNanos }
}
