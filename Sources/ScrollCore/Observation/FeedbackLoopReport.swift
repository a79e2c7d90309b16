/// Evidence that an observer's value flips back and forth (A -> B -> A) within one frame's
/// re-layout passes or across consecutive frames: the signature of a feedback loop such as a
/// collapsing header that changes the content it observes.
public struct FeedbackLoopReport: Hashable, Sendable, CustomStringConvertible {
  /// The observer's name.
  public var observer: String
  /// The values in order, described: A, B, A.
  public var values: [String]
  /// The frames of the first and the last delivery of the flip.
  public var frames: ClosedRange<UInt64>
  /// True when the flip happened within one frame (between re-layout passes).
  public var withinOneFrame: Bool
  /// How many flips in a row this observer has made (1 for the first A -> B -> A).
  public var consecutiveFlips: Int

  /// Creates a report.
  /// - Parameters:
  ///   - observer: the observer's name.
  ///   - values: the values in delivery order, described (A, B, A).
  ///   - frames: the frames of the flip's first and last delivery.
  ///   - withinOneFrame: whether the flip happened within one frame (between re-layout passes).
  ///   - consecutiveFlips: flips in a row by this observer, 1 for the first.
  public init(
    observer: String, values: [String], frames: ClosedRange<UInt64>, withinOneFrame: Bool,
    consecutiveFlips: Int
  ) {
    self.observer = observer
    self.values = values
    self.frames = frames
    self.withinOneFrame = withinOneFrame
    self.consecutiveFlips = consecutiveFlips
  }

  /// "feedback loop in 'name': A -> B -> A (frames 10...11, 3 flips in a row)".
  public var description: String {
    let span = withinOneFrame ? "frame \(frames.lowerBound)" : "frames \(frames)"
    return "feedback loop in '\(observer)': \(values.joined(separator: " -> ")) (\(span), "
      + "\(consecutiveFlips) flip\(consecutiveFlips == 1 ? "" : "s") in a row)"
  }
}
