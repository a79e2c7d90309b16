/// How a frame was timed: when it started, when it was presented, its deadline and how late
/// it was.
public struct FrameTiming: Hashable, Sendable {
  /// The frame's index in the run (frames run before it).
  public var index: Int
  /// When the frame started (its session time), seconds.
  public var start: Double
  /// When its present returned, seconds.
  public var present: Double
  /// When it was due, seconds.
  public var deadline: Double
  /// max(0, present - deadline), seconds.
  public var lateness: Double
  /// True when the frame followed the previous one without the loop going idle between
  /// them (its interval to the previous present is a pacing interval).
  public var chained: Bool

  /// Creates a timing.
  /// - Parameters:
  ///   - index: the frame's index in the run.
  ///   - start: when it started, seconds.
  ///   - present: when it was presented, seconds.
  ///   - deadline: when it was due, seconds.
  ///   - chained: true when the loop did not go idle before it.
  public init(index: Int, start: Double, present: Double, deadline: Double, chained: Bool) {
    self.index = index
    self.start = start
    self.present = present
    self.deadline = deadline
    self.lateness = max(0, present - deadline)
    self.chained = chained
  }

  /// True when the frame was presented after its deadline.
  public var isLate: Bool { lateness > 0 }

  /// Display refreshes the frame's lateness covered (each showed the previous frame again):
  /// ceil(lateness / interval), 0 when on time.
  /// - Parameter interval: the display interval, seconds.
  public func missedRefreshes(interval: Double) -> Int {
    guard lateness > 0, interval > 0 else { return 0 }
    return Int((lateness / interval).rounded(.up))
  }
}

/// The deadline of each frame, as Apple's hitch time ratio counts them (a frame's lateness is
/// max(0, its present time minus its deadline)), on a grid of display intervals.
///
/// - The first frame, and the first after the loop slept (nothing was due, so nothing was
///   late), is due one interval after it started: its slack is the interval minus its work.
/// - Each next frame is due one interval after the previous deadline. When the previous frame
///   was late, the deadlines it covered are skipped (whole intervals, as a display skips the
///   refreshes a late frame missed), so one stall is counted once, on the frame that stalled,
///   and the frames after it are judged against the grid point after the late present.
/// - No frame is due more than one interval after it started: the grid's phase follows the
///   earliest frame starts (frames start on the pacer's or the display's grid).
///
/// With `virtual` timing (headless) every frame is due at its own time and presented then:
/// lateness is 0 by construction. O(1) per frame, no allocation.
public struct FrameDeadlines: Hashable, Sendable {
  /// The display interval, seconds.
  public let interval: Double
  /// True when presents are the virtual clock's frame times (headless).
  public let virtual: Bool
  /// The previous frame's deadline, nil before the first.
  private var lastDeadline: Double?
  /// The previous frame's present, nil before the first.
  private var lastPresent: Double?

  /// A grid for `interval`.
  /// - Parameters:
  ///   - interval: the display interval, seconds (1/refresh rate); non-finite or not
  ///     positive values are taken as 1/60 s.
  ///   - virtual: true for a virtual clock: every frame is due at its own time.
  public init(interval: Double, virtual: Bool = false) {
    self.interval = interval.isFinite && interval > 0 ? interval : 1.0 / 60
    self.virtual = virtual
  }

  /// Times one frame.
  /// - Parameters:
  ///   - index: the frame's index in the run.
  ///   - start: when it started, seconds.
  ///   - present: when its present returned, seconds (ignored with `virtual`: the frame's
  ///     own time).
  ///   - chained: false when the loop slept (nothing was due) before this frame.
  /// - Returns: the frame's timing.
  public mutating func frame(index: Int, start: Double, present: Double, chained: Bool)
    -> FrameTiming
  {
    if virtual {
      lastDeadline = start
      lastPresent = start
      return FrameTiming(
        index: index, start: start, present: start, deadline: start, chained: chained)
    }
    let deadline: Double
    if chained, let previous = lastDeadline, let shown = lastPresent {
      var next = previous + interval
      if shown > previous {
        // The previous frame was late: skip the deadlines its lateness covered.
        next += ((shown - previous) / interval).rounded(.up) * interval
      }
      // Never more than one interval after the frame's start: the grid follows the frames'
      // earliest starts (the pacer's or the display's grid, whose phase the deadlines only
      // learn from the frames), so a late frame whose skip the pacer did not make, or a
      // start-up frame, cannot shift every later deadline by a part of an interval.
      deadline = min(next, start + interval)
    } else {
      deadline = start + interval
    }
    lastDeadline = deadline
    lastPresent = present
    return FrameTiming(
      index: index, start: start, present: present, deadline: deadline, chained: chained)
  }
}
