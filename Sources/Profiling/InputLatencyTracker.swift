/// Measures input-to-present latency: for each input event, the time from its arrival to
/// the present of the first frame that reflects it.
///
/// Call `noteInput(arrivalNanos:)` when a frame consumes an event (during its input stage),
/// passing the event's arrival time on the profiler's clock; call `notePresent(_:)` when that
/// frame's present returns. Every input noted since the previous present is then resolved,
/// because the frame being presented is the first to have seen it. An input may carry a tag
/// (the trace's flow id): the tagged inputs the latest present resolved are kept in
/// `presented` until the next present, so the trace can draw an arrow from each input to the
/// frame that showed it. Storage is fixed at creation; noting and presenting never allocate.
/// O(1) per input.
public struct InputLatencyTracker: Sendable {
  /// Most recent latencies in nanoseconds, oldest first.
  public private(set) var latencies: BoundedRing<UInt64>
  /// Arrival times and tags of inputs consumed but not yet presented.
  private var pending: ContiguousArray<(arrival: UInt64, tag: UInt64)>
  /// The tagged inputs the latest present resolved (tag, arrival), in the order noted.
  public private(set) var presented: ContiguousArray<(tag: UInt64, arrivalNanos: UInt64)>
  /// Presents noted since creation.
  public private(set) var presentCount: UInt64 = 0
  /// Most inputs that may wait for one present; extra inputs are counted in `discardedInputs`.
  public let maxPending: Int
  /// Inputs not measured because `maxPending` inputs were already waiting.
  public private(set) var discardedInputs = 0
  /// Inputs whose arrival was after the present (a clock mix-up); recorded as 0 latency.
  public private(set) var clampedInputs = 0
  /// Latencies measured since creation (not limited by the ring's capacity).
  public private(set) var totalMeasured: UInt64 = 0

  /// Creates a tracker keeping the last `capacity` latencies (at least 1) and accepting up
  /// to `maxPending` inputs per frame (at least 1).
  public init(capacity: Int = 600, maxPending: Int = 256) {
    latencies = BoundedRing(capacity: capacity)
    self.maxPending = Swift.max(1, maxPending)
    pending = []
    pending.reserveCapacity(self.maxPending)
    presented = []
    presented.reserveCapacity(self.maxPending)
  }

  /// Inputs waiting for a present.
  public var pendingCount: Int { pending.count }

  /// Records that an input that arrived at `arrivalNanos` has been consumed by the current
  /// frame. When `maxPending` inputs already wait, the input is counted as discarded.
  /// - Parameters:
  ///   - arrivalNanos: when the input arrived, on the present's clock.
  ///   - tag: nonzero to list the input in `presented` once presented (a trace flow id).
  public mutating func noteInput(arrivalNanos: UInt64, tag: UInt64 = 0) {
    guard pending.count < maxPending else {
      discardedInputs += 1
      return
    }
    pending.append((arrivalNanos, tag))
  }

  /// Resolves every pending input against a present at `presentNanos`; returns how many
  /// latencies were recorded.
  @discardableResult
  public mutating func notePresent(_ presentNanos: UInt64) -> Int {
    let resolved = pending.count
    presented.removeAll(keepingCapacity: true)
    for (arrival, tag) in pending {
      if arrival > presentNanos { clampedInputs += 1 }
      latencies.append(presentNanos >= arrival ? presentNanos - arrival : 0)
      if tag != 0 { presented.append((tag, arrival)) }
    }
    totalMeasured &+= UInt64(resolved)
    presentCount &+= 1
    pending.removeAll(keepingCapacity: true)
    return resolved
  }
}
