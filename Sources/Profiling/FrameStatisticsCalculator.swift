import Runtime

/// Computes `FrameStatistics` and `LatencyStatistics` using one reusable scratch buffer.
///
/// The scratch buffer grows to the largest window seen and is then reused: once warmed up,
/// computing statistics allocates nothing. Cost: O(n log n) for frame work plus
/// O(8 · n log n) for the per-stage p99s, n = window size (600 frames: well under 1 ms).
public struct FrameStatisticsCalculator: Sendable {
  private var scratch: ContiguousArray<UInt64> = []

  /// Creates a calculator whose scratch buffer holds `expectedCount` values without growing.
  public init(expectedCount: Int = 0) {
    scratch.reserveCapacity(Swift.max(0, expectedCount))
  }

  /// Statistics over `frames`; `budgetNanos` is reported back and not re-applied (each
  /// record's `dropped` flag is counted as stored).
  public mutating func frameStatistics<Frames: Collection<FrameRecord>>(
    of frames: Frames, budgetNanos: UInt64
  ) -> FrameStatistics {
    var result = FrameStatistics(budgetNanos: budgetNanos)
    guard !frames.isEmpty else { return result }
    scratch.removeAll(keepingCapacity: true)
    var workSum: UInt64 = 0
    for frame in frames {
      let work = frame.workNanos
      scratch.append(work)
      workSum &+= work
      if frame.dropped { result.droppedCount += 1 }
      for raw in 0..<FrameStage.count {
        let stage = FrameStage(rawValue: raw) ?? .wait
        result.stageTotals[stage] &+= frame.stages[stage]
      }
    }
    result.frameCount = scratch.count
    result.meanWorkNanos = workSum / UInt64(scratch.count)
    NearestRank.sortInPlace(&scratch)
    result.p50WorkNanos = NearestRank.value(percentile: 50, sorted: scratch) ?? 0
    result.p95WorkNanos = NearestRank.value(percentile: 95, sorted: scratch) ?? 0
    result.p99WorkNanos = NearestRank.value(percentile: 99, sorted: scratch) ?? 0
    result.maxWorkNanos = scratch.last ?? 0

    var worstTotal: UInt64 = 0
    for raw in 0..<FrameStage.count {
      let stage = FrameStage(rawValue: raw) ?? .wait
      scratch.removeAll(keepingCapacity: true)
      for frame in frames { scratch.append(frame.stages[stage]) }
      NearestRank.sortInPlace(&scratch)
      result.stageP99[stage] = NearestRank.value(percentile: 99, sorted: scratch) ?? 0
      if stage.isWork && result.stageTotals[stage] > worstTotal {
        worstTotal = result.stageTotals[stage]
        result.worstStage = stage
      }
    }
    return result
  }

  /// Percentiles of `latencies` (nanoseconds).
  public mutating func latencyStatistics<Latencies: Collection<UInt64>>(
    of latencies: Latencies
  ) -> LatencyStatistics {
    guard !latencies.isEmpty else { return LatencyStatistics() }
    scratch.removeAll(keepingCapacity: true)
    for latency in latencies { scratch.append(latency) }
    NearestRank.sortInPlace(&scratch)
    return LatencyStatistics(
      count: scratch.count,
      p50Nanos: NearestRank.value(percentile: 50, sorted: scratch) ?? 0,
      p95Nanos: NearestRank.value(percentile: 95, sorted: scratch) ?? 0,
      p99Nanos: NearestRank.value(percentile: 99, sorted: scratch) ?? 0,
      maxNanos: scratch.last ?? 0)
  }
}
