import ScrollCore

/// New rows arriving on a seeded timer as a scene part: each gap is drawn uniformly from
/// `gaps` seconds; a row that arrives is appended to the list (or withheld past its bound)
/// and counted by the follow-bottom part (followed, or unseen). Arrivals keep their times at
/// every frame rate (the next is counted from when the last was due); after a long absence
/// (another scene) the next is counted from now, not caught up in a burst.
///
/// Parameters a scene file sets: `arrivals = "2...6"` (the gaps, seconds). Events (in the
/// list's log): "message-arrived" (id, followed, unseen; the noun names it).
final class TimedArrivalsPart<List: TimelineList>: ScenePart {
  let name = "arrivals"
  /// The mean gap, seconds: the middle of the range.
  let mean: Double
  /// The range's ends as fractions of the mean (each gap is `mean * (low + width * u)`).
  private let low: Double
  private let width: Double
  /// Counts each arrival as followed or unseen.
  private let follow: FollowBottomPart<List>
  /// The event's name ("message-arrived").
  private let eventName: String
  private var random: ContentRandom
  /// When the next row arrives (set on the first frame).
  private(set) var nextArrival: Double?

  /// Creates the part.
  /// - Parameters:
  ///   - gaps: seconds between arrivals (bounds made finite, positive and in order).
  ///   - seed: the seed of the gaps.
  ///   - follow: the part that follows the bottom and counts unseen rows.
  ///   - noun: what a row is called ("message": "message-arrived").
  init(
    gaps: ClosedRange<Double>, seed: UInt64, follow: FollowBottomPart<List>,
    noun: String = "message"
  ) {
    let lo = gaps.lowerBound.isFinite ? max(0.001, gaps.lowerBound) : 1
    let hi = gaps.upperBound.isFinite ? max(lo, gaps.upperBound) : lo
    mean = (lo + hi) / 2
    low = lo / mean
    width = (hi - lo) / mean
    random = ContentRandom(seed: seed)
    self.follow = follow
    eventName = "\(noun)-arrived"
  }

  /// Schedules the first arrival; appends the row that is due.
  /// - Parameters:
  ///   - list: the timeline.
  ///   - t: the session time, seconds.
  func advance(list: inout List, at t: Double) {
    if nextArrival == nil { nextArrival = t + nextGap() }
    guard let next = nextArrival, t >= next else { return }
    list.appendNewest(at: t)
    let (followed, unseen) = follow.rowArrived()
    list.log.emit(
      eventName, at: t,
      [
        ("id", .number(Double(list.newestID))), ("followed", .bool(followed)),
        ("unseen", .number(Double(unseen))),
      ])
    nextArrival = (t - next < mean ? next : t) + nextGap()
  }

  /// True on the first frame and within a frame of the next arrival.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool {
    guard let next = nextArrival else { return true }
    return next - t <= 1.0 / 60
  }

  /// The next arrival.
  var nextWakeTime: Double? { nextArrival }

  private func nextGap() -> Double { mean * (low + width * random.unit()) }
}
