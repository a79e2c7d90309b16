/// Recognises the platform's own momentum in a precise-delta stream: after a peak, delta
/// magnitudes that keep shrinking (macOS keeps sending decaying deltas after the fingers
/// lift).
///
/// Rule: each delta smaller than the previous one extends the shrinking run, an equal one
/// keeps it, a larger one resets it. A run of `minimumRun` shrinking deltas marks the tail.
/// Once in the tail, only a clear push (a delta 25 % larger than the previous one) leaves it.
/// A user whose fingers slow down before lifting also produces such a run; that only costs
/// the small fling such a slow release would have had. O(1), no allocation.
struct MomentumTailDetector: Hashable, Sendable {
  /// Shrinking deltas in a row that mark a tail.
  var minimumRun: Int
  /// True while the stream looks like decaying platform momentum.
  private(set) var isInTail = false
  /// Length of the current shrinking run.
  private(set) var run = 0

  private var previous = 0.0

  /// A delta this many times the previous one is a push that leaves the tail (25 % larger:
  /// the engine's choice; decaying platform momentum never grows by that much).
  static let pushFactor = 1.25

  /// Creates a detector needing `minimumRun` shrinking deltas (at least 1).
  init(minimumRun: Int = 5) {
    self.minimumRun = max(1, minimumRun)
  }

  /// Adds the magnitude (points, >= 0) of the next delta. Zero magnitudes are skipped.
  mutating func add(magnitude m: Double) {
    guard m > 0, m.isFinite else { return }
    defer { previous = m }
    if isInTail {
      if m > previous * Self.pushFactor {
        isInTail = false
        run = 0
      }
      return
    }
    if previous > 0 && m < previous {
      run += 1
    } else if m > previous {
      run = 0
    }
    if run >= minimumRun { isInTail = true }
  }

  /// Forgets the stream.
  mutating func reset() {
    isInTail = false
    run = 0
    previous = 0
  }
}
