import Runtime

/// Times every frame by stage, keeps the last frames in a ring buffer, and tracks
/// input-to-present latency.
///
/// Per frame, the app calls:
///
///     profiler.beginFrame()
///     profiler.begin(.input); ...; profiler.noteInput(arrivalNanos: t) ...; profiler.end(.input)
///     profiler.measure(.physics) { view.advance(to: t) }
///     ...
///     profiler.counters.itemsLaidOut += n
///     profiler.begin(.present); present(); profiler.end(.present); profiler.notePresent()
///     profiler.begin(.wait); pace(); profiler.end(.wait)
///     let record = profiler.endFrame()
///
/// Stage time is exclusive: beginning a stage while another is open pauses the outer one
/// until the inner one ends (a re-layout inside observers counts as layout). Entering the
/// same stage twice in a frame adds up. `endFrame()` closes stages still open.
///
/// Clock: an injected `() -> UInt64` in nanoseconds, monotonic (tests pass a fake clock). A
/// reading that goes backwards counts as zero elapsed time.
///
/// Own cost: every `selfTimingStride`-th call that times the frame reads the clock once more
/// on exit, and the frame's `ProfilerCost.recordingNanos` is the time those calls took,
/// scaled to all of the frame's calls (a frame with none of them uses the last frame that had
/// one): a second reading in every call would double a frame's clock readings. The app adds
/// what the graph and the trace cost with `addCost`. A profiler made with `enabled: false`
/// does nothing at all (no clock reading, no record): the baseline the benchmark compares
/// against.
///
/// Memory: the frame ring, span list, stage stack, histogram, latency ring and statistics
/// scratch are sized at creation; in steady state a frame allocates nothing. Every call is
/// O(1) except `statistics()` (O(n log n) in the ring's size). Keep one instance and read it
/// in place (a HUD reading `frames` is fine): a stored copy would make the next mutation
/// copy the buffers.
public struct FrameProfiler: Sendable {
  /// A monotonic clock reading in nanoseconds.
  public typealias Clock = @Sendable () -> UInt64

  /// Frame budget in nanoseconds used by the dropped-frame rule (`FrameRecord.isDropped`).
  public let budgetNanos: UInt64
  /// Most spans recorded per frame; later spans are still timed but not listed.
  public let maxSpansPerFrame: Int
  /// Deepest stage nesting accepted; deeper `begin` calls are ignored and counted as misuse.
  public static let maxNesting = 16
  /// One timing call in this many times itself (reads the clock on exit) for
  /// `ProfilerCost.recordingNanos`; the first call of a profiler does.
  public static let selfTimingStride: UInt64 = 4

  /// The most recent frames, oldest first.
  public private(set) var frames: BoundedRing<FrameRecord>
  /// Histogram of frame work over exactly the frames in `frames`.
  public private(set) var histogram: FrameHistogram
  /// Input-to-present latencies.
  public private(set) var latency: InputLatencyTracker
  /// Counters of the frame in progress; stored in its record and reset by `endFrame()`.
  public var counters = FrameCounters.zero
  /// Spans of the frame in progress, or of the last finished frame until the next
  /// `beginFrame()`. Ordered by start time.
  public private(set) var spans: ContiguousArray<StageSpan>
  /// Frames finished since creation.
  public private(set) var totalFrames: UInt64 = 0
  /// Dropped frames since creation.
  public private(set) var totalDropped: UInt64 = 0
  /// Calls that did not fit the protocol: `end` of a stage that is not open, nesting deeper
  /// than `maxNesting`, or stages implicitly closed by `end` of an outer stage.
  public private(set) var misuseCount = 0
  /// Spans not listed because `maxSpansPerFrame` was reached (their time still counts).
  public private(set) var overflowedSpans = 0
  /// True between `beginFrame()` and `endFrame()`.
  public private(set) var isFrameOpen = false
  /// False for a profiler that records nothing (`init(enabled: false)`).
  public let isEnabled: Bool

  private let clock: Clock
  private var frameStart: UInt64 = 0
  private var previousFrameStart: UInt64?
  private var durations = StageDurations.zero
  /// What profiling the open frame has cost so far (its recording part is set at its end).
  private var cost = ProfilerCost.zero
  /// Timing calls since creation: which of them time themselves.
  private var timingCalls: UInt64 = 0
  /// The open frame's timing calls, those that timed themselves, and their time.
  private var frameCalls: UInt64 = 0
  private var sampledCalls: UInt64 = 0
  private var sampledNanos: UInt64 = 0
  /// Nanoseconds per timing call of the last frame with a timed call.
  private var nanosPerCall = 0.0
  /// Time at which the innermost open stage last started or resumed.
  private var segmentStart: UInt64 = 0
  private var stack: ContiguousArray<OpenStage>
  private var calculator: FrameStatisticsCalculator

  private struct OpenStage: Sendable {
    var stage: FrameStage
    /// Index into `spans`, or -1 when the span was not listed.
    var spanIndex: Int
  }

  /// Creates a profiler keeping the last `capacity` frames (at least 1) with a frame budget
  /// of `budgetNanos` (default: 60 Hz), reading time from `clock`.
  /// - Parameters:
  ///   - capacity: frames kept.
  ///   - budgetNanos: the frame budget of the dropped-frame rule.
  ///   - maxSpansPerFrame: spans listed per frame.
  ///   - latencyCapacity: latencies kept.
  ///   - enabled: false for a profiler that records nothing and never reads the clock.
  ///   - clock: the monotonic clock, nanoseconds.
  public init(
    capacity: Int = 600, budgetNanos: UInt64 = 16_666_667, maxSpansPerFrame: Int = 64,
    latencyCapacity: Int = 600, enabled: Bool = true, clock: @escaping Clock
  ) {
    isEnabled = enabled
    self.budgetNanos = budgetNanos
    self.maxSpansPerFrame = Swift.max(0, maxSpansPerFrame)
    self.clock = clock
    frames = BoundedRing(capacity: capacity)
    histogram = FrameHistogram()
    latency = InputLatencyTracker(capacity: latencyCapacity)
    spans = []
    spans.reserveCapacity(self.maxSpansPerFrame)
    stack = []
    stack.reserveCapacity(Self.maxNesting)
    calculator = FrameStatisticsCalculator(expectedCount: Swift.max(capacity, latencyCapacity))
  }

  /// The current clock reading in nanoseconds.
  public func now() -> UInt64 { clock() }

  /// The last finished frame, if any.
  public var lastFrame: FrameRecord? { frames.last }

  /// The stage currently being timed (innermost), if any.
  public var currentStage: FrameStage? { stack.last?.stage }

  /// Starts a frame. If a frame is still open it is ended first (its record is kept).
  public mutating func beginFrame() {
    guard isEnabled else { return }
    if isFrameOpen { endFrame() }
    let t = clock()
    startFrame(at: t)
    if countCall() { timeCall(from: t) }
  }

  /// Starts timing `stage`, pausing the stage currently open (if any). Starts a frame when
  /// none is open.
  public mutating func begin(_ stage: FrameStage) {
    guard isEnabled else { return }
    let t = clock()
    if !isFrameOpen { startFrame(at: t) }
    let timed = countCall()
    defer { if timed { timeCall(from: t) } }
    guard stack.count < Self.maxNesting else {
      misuseCount += 1
      return
    }
    if let top = stack.last { durations[top.stage] &+= elapsed(from: segmentStart, to: t) }
    var spanIndex = -1
    if spans.count < maxSpansPerFrame {
      spanIndex = spans.count
      spans.append(StageSpan(stage: stage, startNanos: t, endNanos: t, depth: stack.count))
    } else {
      overflowedSpans += 1
    }
    stack.append(OpenStage(stage: stage, spanIndex: spanIndex))
    segmentStart = t
  }

  /// Stops timing `stage` and resumes the stage it interrupted. Stages opened inside it and
  /// still open are closed too (each counted as misuse); ending a stage that is not open is
  /// ignored and counted as misuse.
  public mutating func end(_ stage: FrameStage) {
    guard isEnabled else { return }
    guard let position = stack.lastIndex(where: { $0.stage == stage }) else {
      misuseCount += 1
      return
    }
    let t = clock()
    let timed = countCall()
    misuseCount += stack.count - 1 - position
    while stack.count > position { closeTop(at: t) }
    if timed { timeCall(from: t) }
  }

  /// Times `body` as `stage` and returns its result. `body` must not use this profiler
  /// (it is being mutated); count things before or after, or use `begin`/`end`.
  public mutating func measure<Result, Failure: Error>(
    _ stage: FrameStage, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    begin(stage)
    defer { end(stage) }
    return try body()
  }

  /// Records that the current frame consumed an input that arrived at `arrivalNanos`
  /// (same clock). Its latency is measured at the next `notePresent`.
  /// - Parameters:
  ///   - arrivalNanos: when the input arrived.
  ///   - tag: nonzero to find the input in `latency.presented` once presented (the trace's
  ///     flow id for it).
  public mutating func noteInput(arrivalNanos: UInt64, tag: UInt64 = 0) {
    guard isEnabled else { return }
    latency.noteInput(arrivalNanos: arrivalNanos, tag: tag)
  }

  /// Records that a frame was presented at `nanos` (default: now), resolving the latency of
  /// every input noted since the previous present. Returns how many were resolved.
  @discardableResult
  public mutating func notePresent(_ nanos: UInt64? = nil) -> Int {
    guard isEnabled else { return 0 }
    let t = clock()
    let timed = isFrameOpen && countCall()
    let resolved = latency.notePresent(nanos ?? t)
    if timed { timeCall(from: t) }
    return resolved
  }

  /// Adds what the graph or the trace cost to the open frame, or to the last frame when none
  /// is open (the trace is written after the frame's end). Nothing when disabled.
  /// - Parameters:
  ///   - graphNanos: time on statistics and the graph.
  ///   - tracingNanos: time writing the trace and the frames CSV.
  public mutating func addCost(graphNanos: UInt64 = 0, tracingNanos: UInt64 = 0) {
    guard isEnabled else { return }
    if isFrameOpen {
      cost.graphNanos &+= graphNanos
      cost.tracingNanos &+= tracingNanos
    } else {
      frames.updateLast {
        $0.profilerCost.graphNanos &+= graphNanos
        $0.profilerCost.tracingNanos &+= tracingNanos
      }
    }
  }

  /// Ends the frame: closes open stages, applies the dropped rule, stores the record in the
  /// ring (evicting the oldest when full), updates the histogram and resets the counters.
  /// Without an open frame, records an empty frame at the current time. A disabled profiler
  /// returns an empty record and stores nothing.
  @discardableResult
  public mutating func endFrame() -> FrameRecord {
    guard isEnabled else {
      return FrameRecord(index: 0, startNanos: 0, durationNanos: 0, stages: .zero)
    }
    let t = clock()
    if !isFrameOpen { startFrame(at: t) }
    let timed = countCall()
    while !stack.isEmpty { closeTop(at: t) }
    let duration = elapsed(from: frameStart, to: t)
    var record = FrameRecord(
      index: totalFrames, startNanos: frameStart, durationNanos: duration,
      intervalNanos: previousFrameStart.map { elapsed(from: $0, to: frameStart) } ?? 0,
      stages: durations, counters: counters)
    record.dropped = FrameRecord.isDropped(
      workNanos: record.workNanos, durationNanos: duration, budgetNanos: budgetNanos)
    if timed { timeCall(from: t) }
    if sampledCalls > 0 { nanosPerCall = Double(sampledNanos) / Double(sampledCalls) }
    cost.recordingNanos = UInt64((nanosPerCall * Double(frameCalls)).rounded())
    record.profilerCost = cost
    if let evicted = frames.append(record) { histogram.remove(evicted.workNanos) }
    histogram.add(record.workNanos)
    totalFrames &+= 1
    if record.dropped { totalDropped &+= 1 }
    previousFrameStart = frameStart
    counters = .zero
    isFrameOpen = false
    return record
  }

  /// Frame statistics over the frames in the ring. Allocation-free once warmed up.
  public mutating func statistics() -> FrameStatistics {
    calculator.frameStatistics(of: frames, budgetNanos: budgetNanos)
  }

  /// Latency percentiles over the latencies in the latency ring.
  public mutating func latencyStatistics() -> LatencyStatistics {
    calculator.latencyStatistics(of: latency.latencies)
  }

  /// The multi-line summary printed at exit (see `ProfileSummary`).
  public mutating func summary() -> String {
    ProfileSummary(
      frames: statistics(), latency: latencyStatistics(), totalFrames: totalFrames,
      totalDropped: totalDropped
    ).text
  }

  private mutating func startFrame(at t: UInt64) {
    frameStart = t
    durations = .zero
    cost = .zero
    frameCalls = 0
    sampledCalls = 0
    sampledNanos = 0
    spans.removeAll(keepingCapacity: true)
    stack.removeAll(keepingCapacity: true)
    isFrameOpen = true
  }

  private mutating func closeTop(at t: UInt64) {
    guard let top = stack.popLast() else { return }
    durations[top.stage] &+= elapsed(from: segmentStart, to: t)
    if top.spanIndex >= 0 {
      spans[top.spanIndex].endNanos = Swift.max(t, spans[top.spanIndex].startNanos)
    }
    segmentStart = t
  }

  /// Counts a timing call of the open frame; true when it is one that times itself.
  private mutating func countCall() -> Bool {
    frameCalls &+= 1
    timingCalls &+= 1
    return timingCalls % Self.selfTimingStride == 1 % Self.selfTimingStride
  }

  /// Adds the time since `t` (the call's entry reading) to the frame's timed calls.
  /// - Parameter t: the call's entry reading.
  private mutating func timeCall(from t: UInt64) {
    sampledNanos &+= elapsed(from: t, to: clock())
    sampledCalls &+= 1
  }

  private func elapsed(from start: UInt64, to end: UInt64) -> UInt64 {
    end >= start ? end - start : 0
  }
}
