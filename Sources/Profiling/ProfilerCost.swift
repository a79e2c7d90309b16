/// What profiling cost one frame, timed by the profiler on its own clock, nanoseconds.
///
/// - `recordingNanos`: inside the profiler's calls that time the frame (`beginFrame`, each
///   stage's `begin` and `end`, `notePresent`, `endFrame` up to its record): every
///   `FrameProfiler.selfTimingStride`-th call is timed from the clock reading it takes on
///   entry to one more on exit, and their time is scaled to all of the frame's calls. Stage
///   times include it (the profiler runs inside the stage it opens or closes).
/// - `graphNanos`: the frame statistics and the inspector's graph (`addCost(graphNanos:)`,
///   timed by the app around them).
/// - `tracingNanos`: writing the frame to `--trace` and `--frames-csv` (timed by the app,
///   after the frame's record was made, and added to it).
///
/// A plain value; `FrameRecord.profilerCost` holds one per frame.
public struct ProfilerCost: Hashable, Sendable {
  /// Time inside the profiler's own calls.
  public var recordingNanos: UInt64
  /// Time computing statistics and drawing the frame graph.
  public var graphNanos: UInt64
  /// Time writing the trace and the frames CSV.
  public var tracingNanos: UInt64

  /// Creates a cost.
  /// - Parameters:
  ///   - recordingNanos: time inside the profiler's calls.
  ///   - graphNanos: time on statistics and the graph.
  ///   - tracingNanos: time writing the trace and CSV.
  public init(recordingNanos: UInt64 = 0, graphNanos: UInt64 = 0, tracingNanos: UInt64 = 0) {
    self.recordingNanos = recordingNanos
    self.graphNanos = graphNanos
    self.tracingNanos = tracingNanos
  }

  /// No cost.
  public static let zero = ProfilerCost()

  /// The three together.
  public var totalNanos: UInt64 { recordingNanos &+ graphNanos &+ tracingNanos }
}
