/// Everything measured about one finished frame. A plain value (no heap storage).
///
/// Times are nanoseconds on the profiler's clock. `durationNanos` is the wall time from
/// `beginFrame()` to `endFrame()` and includes the pacing wait; `stages` holds exclusive
/// time per stage, so `stages.totalNanos <= durationNanos` always holds.
public struct FrameRecord: Hashable, Sendable {
  /// Zero-based position of the frame in the run.
  public var index: UInt64
  /// Clock reading at `beginFrame()`, in nanoseconds.
  public var startNanos: UInt64
  /// Wall time from `beginFrame()` to `endFrame()`, in nanoseconds, wait included.
  public var durationNanos: UInt64
  /// Nanoseconds from the previous frame's start to this one's; 0 for the first frame.
  public var intervalNanos: UInt64
  /// Exclusive nanoseconds per stage (nested stages are not double counted).
  public var stages: StageDurations
  /// Event counts gathered during the frame.
  public var counters: FrameCounters
  /// True when the frame missed its budget, by `FrameRecord.isDropped`.
  public var dropped: Bool
  /// What profiling this frame cost (see `ProfilerCost`).
  public var profilerCost = ProfilerCost.zero

  /// Creates a record.
  public init(
    index: UInt64, startNanos: UInt64, durationNanos: UInt64, intervalNanos: UInt64 = 0,
    stages: StageDurations, counters: FrameCounters = .zero, dropped: Bool = false
  ) {
    self.index = index
    self.startNanos = startNanos
    self.durationNanos = durationNanos
    self.intervalNanos = intervalNanos
    self.stages = stages
    self.counters = counters
    self.dropped = dropped
  }

  /// Frame work in nanoseconds: every stage except the pacing wait.
  public var workNanos: UInt64 { stages.workNanos }

  /// Clock reading at `endFrame()`, in nanoseconds.
  public var endNanos: UInt64 { startNanos &+ durationNanos }

  /// The dropped-frame rule. A frame is dropped when either
  /// - its work (stages except wait) is over the budget: `work > budget`, or
  /// - its wall time, wait included, is more than one and a half budgets:
  ///   `duration > budget + budget / 2` (integer nanoseconds), i.e. the display showed the
  ///   previous image for at least one extra refresh.
  ///
  /// Each frame is judged on its own times only, so one stall is never blamed on the frame
  /// that follows it. A zero budget disables the rule (never dropped). O(1).
  public static func isDropped(
    workNanos: UInt64, durationNanos: UInt64, budgetNanos: UInt64
  ) -> Bool {
    guard budgetNanos > 0 else { return false }
    return workNanos > budgetNanos || durationNanos > budgetNanos + budgetNanos / 2
  }
}
