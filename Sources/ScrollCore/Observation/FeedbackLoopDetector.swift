/// Watches one observer's deliveries and reports a value that flips back (A -> B -> A) within
/// one frame or across consecutive frames.
///
/// Feed it every delivery (`old`, `new`) in order. A reversal two frames or more apart is
/// treated as ordinary scrolling back and forth and resets the count. Note that a user who
/// reverses direction exactly at a threshold in consecutive frames also produces a flip;
/// callers that want fewer reports can wait for `consecutiveFlips >= 2`. O(1) per delivery;
/// allocates only when it reports.
public struct FeedbackLoopDetector<Value: Equatable & Sendable>: Sendable {
  private var previous: (old: Value, new: Value, frame: UInt64)?
  /// Flips in a row so far (0 when the last delivery was not a flip).
  public private(set) var consecutiveFlips = 0

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
    defer { previous = (old, new, frame) }
    guard let p = previous, p.old == new, p.new == old, frame >= p.frame, frame - p.frame <= 1
    else {
      consecutiveFlips = 0
      return nil
    }
    consecutiveFlips += 1
    return FeedbackLoopReport(
      observer: observer,
      values: [String(describing: p.old), String(describing: old), String(describing: new)],
      frames: p.frame...frame, withinOneFrame: p.frame == frame,
      consecutiveFlips: consecutiveFlips)
  }

  /// Forgets the history (for example after the content was replaced).
  public mutating func reset() {
    previous = nil
    consecutiveFlips = 0
  }
}
