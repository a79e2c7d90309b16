/// Watches one observer's deliveries and reports a value that flips back (A -> B -> A) within
/// one frame or across consecutive frames.
///
/// Feed it every delivery (`old`, `new`) in order. A reversal two frames or more apart is
/// treated as ordinary scrolling back and forth and resets the count. Note that a user who
/// reverses direction exactly at a threshold in consecutive frames also produces a flip;
/// callers that want fewer reports can wait for `consecutiveFlips >= 2`. O(1) per delivery;
/// allocates at its first delivery, at the first write after it was copied, and when it
/// reports.
public struct FeedbackLoopDetector<Value: Equatable & Sendable>: Sendable {
  /// The last delivery and the flip count, nil before the first delivery: a
  /// `DeliveryHistory` (see `ObserverMemory` for why a reference), copied before a write when
  /// a copy of this detector shares it.
  private var history: CopyOnWriteBox?
  /// The history as its own type (a cast that costs nothing); only once it is set.
  private var held: DeliveryHistory<Value> {
    unsafeDowncast(history.unsafelyUnwrapped, to: DeliveryHistory<Value>.self)
  }
  /// Flips in a row so far (0 when the last delivery was not a flip).
  public var consecutiveFlips: Int { history == nil ? 0 : held.consecutiveFlips }

  /// Creates a detector with no history.
  public init() {}

  /// Records a delivery in `frame`; returns a report when it reverses the previous delivery
  /// in the same or the next frame.
  /// - Parameters:
  ///   - old: the value before this delivery.
  ///   - new: the value delivered.
  ///   - frame: the frame number of the delivery (monotonic; re-layout passes share it).
  ///   - observer: the observer's name, for the report.
  /// - Returns: a report when `old` and `new` are the previous delivery's values swapped and
  ///   `frame` is the previous delivery's frame or the next one; nil otherwise, which also resets
  ///   `consecutiveFlips` to 0.
  public mutating func record(old: Value, new: Value, frame: UInt64, observer: String)
    -> FeedbackLoopReport?
  {
    guard history != nil else {
      history = DeliveryHistory(old: old, new: new, frame: frame)
      return nil
    }
    // No reference to the box outlives a statement, so the uniqueness check sees only ours.
    if !isKnownUniquelyReferenced(&history) { history = held.copy() }
    return held.record(old: old, new: new, frame: frame, observer: observer)
  }

  /// Forgets the history (for example after the content was replaced).
  public mutating func reset() {
    history = nil
  }
}
