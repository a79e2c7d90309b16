import Runtime

/// Summary figures over a window of frames (normally the profiler's ring of recent frames).
///
/// Work is the sum of stages except the pacing wait. Percentiles are nearest-rank (always an
/// observed value). All times are nanoseconds; every figure is 0 for an empty window.
public struct FrameStatistics: Hashable, Sendable {
  /// Frames in the window.
  public var frameCount: Int
  /// The frame budget the dropped rule used, in nanoseconds.
  public var budgetNanos: UInt64
  /// Median frame work.
  public var p50WorkNanos: UInt64
  /// 95th percentile of frame work.
  public var p95WorkNanos: UInt64
  /// 99th percentile of frame work.
  public var p99WorkNanos: UInt64
  /// Largest frame work.
  public var maxWorkNanos: UInt64
  /// Mean frame work, rounded down.
  public var meanWorkNanos: UInt64
  /// Frames in the window flagged as dropped (see `FrameRecord.isDropped`).
  public var droppedCount: Int
  /// Total nanoseconds per stage over the window.
  public var stageTotals: StageDurations
  /// 99th percentile per stage over the window.
  public var stageP99: StageDurations
  /// The work stage with the largest total time over the window (ties go to the earlier
  /// stage); nil when no work was recorded. `wait` is never the worst stage.
  public var worstStage: FrameStage?

  /// Creates statistics; every figure defaults to zero / nil (an empty window).
  public init(
    frameCount: Int = 0, budgetNanos: UInt64 = 0, p50WorkNanos: UInt64 = 0,
    p95WorkNanos: UInt64 = 0, p99WorkNanos: UInt64 = 0, maxWorkNanos: UInt64 = 0,
    meanWorkNanos: UInt64 = 0, droppedCount: Int = 0, stageTotals: StageDurations = .zero,
    stageP99: StageDurations = .zero, worstStage: FrameStage? = nil
  ) {
    self.frameCount = frameCount
    self.budgetNanos = budgetNanos
    self.p50WorkNanos = p50WorkNanos
    self.p95WorkNanos = p95WorkNanos
    self.p99WorkNanos = p99WorkNanos
    self.maxWorkNanos = maxWorkNanos
    self.meanWorkNanos = meanWorkNanos
    self.droppedCount = droppedCount
    self.stageTotals = stageTotals
    self.stageP99 = stageP99
    self.worstStage = worstStage
  }
}

/// Percentiles over a window of input-to-present latencies, in nanoseconds (nearest rank).
public struct LatencyStatistics: Hashable, Sendable {
  /// Latencies in the window.
  public var count: Int
  /// Median latency.
  public var p50Nanos: UInt64
  /// 95th percentile latency.
  public var p95Nanos: UInt64
  /// 99th percentile latency.
  public var p99Nanos: UInt64
  /// Largest latency.
  public var maxNanos: UInt64

  /// Creates statistics; every figure defaults to zero (an empty window).
  public init(
    count: Int = 0, p50Nanos: UInt64 = 0, p95Nanos: UInt64 = 0, p99Nanos: UInt64 = 0,
    maxNanos: UInt64 = 0
  ) {
    self.count = count
    self.p50Nanos = p50Nanos
    self.p95Nanos = p95Nanos
    self.p99Nanos = p99Nanos
    self.maxNanos = maxNanos
  }
}
