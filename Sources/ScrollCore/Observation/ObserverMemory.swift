/// A reference its owner copies before writing when another copy of the owner shares it
/// (copy on write), checked on this non-generic class: `isKnownUniquelyReferenced` on a
/// generic class runs unspecialized in an observer and asks the runtime for the class's
/// metadata first (see `ObserverMemory`).
class CopyOnWriteBox: @unchecked Sendable {}

/// The last value of a `GeometryObserver` and its feedback-loop history, behind a reference.
///
/// Observers run through `any GeometryObserving`, so their code runs unspecialized, with
/// the value type known only at run time. There, an optional of the value type, a tuple of
/// it, a generic struct's methods and a generic class's uniqueness check are reached through
/// metadata the runtime looks up in a hash table on every use (hundreds of instructions);
/// a generic class's own methods find theirs in the instance. In scroll-bench's engine
/// section (10 observers a frame) those lookups were a fifth of all instructions. So the
/// observer holds this box as a `CopyOnWriteBox?` and works through its methods.
final class ObserverMemory<Value: Equatable & Sendable>: CopyOnWriteBox, @unchecked Sendable {
  /// The last transformed value.
  @exclusivity(unchecked) private(set) var value: Value
  /// The deliveries, for flips (nil before the first delivery that changed the value).
  @exclusivity(unchecked) private var history: DeliveryHistory<Value>?

  /// Holds a first value.
  /// - Parameter value: the value.
  init(_ value: Value) { self.value = value }

  /// A copy, for an observer about to write to a box it shares.
  func copy() -> ObserverMemory {
    let c = ObserverMemory(value)
    c.history = history?.copy()
    return c
  }

  /// Replaces the value after a delivery from the held one to `new`, and records the delivery.
  /// - Parameters:
  ///   - new: the value delivered.
  ///   - frame: the frame of the delivery.
  ///   - observer: the observer's name, for a report.
  /// - Returns: a report when the delivery flips the previous one back (see
  ///   `FeedbackLoopDetector.record`).
  func deliver(_ new: Value, frame: UInt64, observer: String) -> FeedbackLoopReport? {
    let old = value
    value = new
    guard let history else {
      self.history = DeliveryHistory(old: old, new: new, frame: frame)
      return nil
    }
    return history.record(old: old, new: new, frame: frame, observer: observer)
  }
}

/// The last delivery of one observer and the flips in a row so far: the state of a
/// `FeedbackLoopDetector`, behind a reference for the reasons `ObserverMemory` gives.
final class DeliveryHistory<Value: Equatable & Sendable>: CopyOnWriteBox, @unchecked Sendable {
  /// The value before the last delivery.
  @exclusivity(unchecked) private var old: Value
  /// The value the last delivery delivered.
  @exclusivity(unchecked) private var new: Value
  /// The frame of the last delivery.
  @exclusivity(unchecked) private var frame: UInt64
  /// Flips in a row so far (0 when the last delivery was not a flip).
  @exclusivity(unchecked) private(set) var consecutiveFlips = 0

  /// Starts with one delivery (never a flip).
  /// - Parameters:
  ///   - old: the value before it.
  ///   - new: the value delivered.
  ///   - frame: its frame.
  init(old: Value, new: Value, frame: UInt64) {
    self.old = old
    self.new = new
    self.frame = frame
  }

  /// A copy, for a detector about to write to a history it shares.
  func copy() -> DeliveryHistory {
    let c = DeliveryHistory(old: old, new: new, frame: frame)
    c.consecutiveFlips = consecutiveFlips
    return c
  }

  /// Records the delivery after the one held (see `FeedbackLoopDetector.record`).
  /// - Parameters:
  ///   - old: the value before this delivery.
  ///   - new: the value delivered.
  ///   - frame: the frame of this delivery.
  ///   - observer: the observer's name, for the report.
  /// - Returns: a report when this delivery swaps the held one's values back in the same or
  ///   the next frame; nil otherwise (which resets the flip count).
  func record(old: Value, new: Value, frame: UInt64, observer: String) -> FeedbackLoopReport? {
    var report: FeedbackLoopReport?
    if self.old == new && self.new == old && frame >= self.frame && frame - self.frame <= 1 {
      consecutiveFlips += 1
      report = FeedbackLoopReport(
        observer: observer,
        values: [String(describing: self.old), String(describing: old), String(describing: new)],
        frames: self.frame...frame, withinOneFrame: self.frame == frame,
        consecutiveFlips: consecutiveFlips)
    } else {
      consecutiveFlips = 0
    }
    self.old = old
    self.new = new
    self.frame = frame
    return report
  }
}
