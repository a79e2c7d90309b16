/// The plain-text summary printed when a run ends.
///
/// Example (five lines, each ending in a newline):
///
///     Frames: 1800 (statistics over the last 600)
///     Frame work: p50 4.20 ms, p95 6.10 ms, p99 9.80 ms, max 12.30 ms (budget 16.67 ms)
///     Dropped frames: 3 of 1800 (0.2%), 1 in the last 600
///     Worst stage: Rasterize (2400.00 ms total, p99 5.10 ms)
///     Input latency: p50 12.40 ms, p99 20.10 ms (240 inputs)
///
/// Milliseconds use two decimals.
public struct ProfileSummary: Hashable, Sendable, CustomStringConvertible {
  /// Statistics over the recent-frame window.
  public var frames: FrameStatistics
  /// Latency statistics over the recent-latency window.
  public var latency: LatencyStatistics
  /// Frames in the whole run.
  public var totalFrames: UInt64
  /// Dropped frames in the whole run.
  public var totalDropped: UInt64

  /// Creates a summary from window statistics and whole-run totals.
  public init(
    frames: FrameStatistics, latency: LatencyStatistics, totalFrames: UInt64,
    totalDropped: UInt64
  ) {
    self.frames = frames
    self.latency = latency
    self.totalFrames = totalFrames
    self.totalDropped = totalDropped
  }

  /// The summary text, one figure group per line, ending with a newline. O(1).
  public var text: String {
    let ms = { (nanos: UInt64) in formatMilliseconds(nanos) + " ms" }
    var lines: [String] = []
    lines.append("Frames: \(totalFrames) (statistics over the last \(frames.frameCount))")
    if frames.frameCount == 0 {
      lines.append("Frame work: no frames")
    } else {
      lines.append(
        "Frame work: p50 \(ms(frames.p50WorkNanos)), p95 \(ms(frames.p95WorkNanos)),"
          + " p99 \(ms(frames.p99WorkNanos)), max \(ms(frames.maxWorkNanos))"
          + " (budget \(ms(frames.budgetNanos)))")
    }
    lines.append(
      "Dropped frames: \(totalDropped) of \(totalFrames)"
        + " (\(Self.percent(totalDropped, of: totalFrames))),"
        + " \(frames.droppedCount) in the last \(frames.frameCount)")
    if let worst = frames.worstStage {
      lines.append(
        "Worst stage: \(worst.displayName) (\(ms(frames.stageTotals[worst])) total,"
          + " p99 \(ms(frames.stageP99[worst])))")
    } else {
      lines.append("Worst stage: none")
    }
    if latency.count == 0 {
      lines.append("Input latency: no inputs")
    } else {
      lines.append(
        "Input latency: p50 \(ms(latency.p50Nanos)), p99 \(ms(latency.p99Nanos))"
          + " (\(latency.count) inputs)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The summary text.
  public var description: String { text }

  /// `part / whole` as a percentage with one decimal ("0.2%"); "0.0%" when `whole` is 0.
  static func percent(_ part: UInt64, of whole: UInt64) -> String {
    guard whole > 0 else { return "0.0%" }
    let (scaled, overflow) = part.multipliedReportingOverflow(by: 1000)
    let tenths = overflow ? 1000 : (scaled + whole / 2) / whole
    return "\(tenths / 10).\(tenths % 10)%"
  }
}
