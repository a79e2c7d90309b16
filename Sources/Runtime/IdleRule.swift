/// The one rule that decides whether a loop may sleep: a frame is due when the content needs
/// one, when its next timer is due, or when input is pending; otherwise the loop may sleep
/// until the earlier of its next timer and its next known event (neither: until input).
///
/// The window sleeps on events, the test driver's virtual clock skips to the frame of the
/// wake, and a headless run counts quiet frames toward its end; all three ask this rule.
public enum IdleRule {
  /// What the rule decided.
  public enum Decision: Equatable, Sendable {
    /// A frame is due now.
    case frame
    /// Nothing is due: sleep until the timer (`timer`) or the next known event (`event`),
    /// whichever comes first; nil for either means none is known.
    case sleep(timer: Double?, event: Double?)

    /// True for `.frame`.
    public var needsFrame: Bool { self == .frame }
  }

  /// Decides at time `now`.
  /// - Parameters:
  ///   - needsFrame: the content still moves, waits on an animation, or shows a message.
  ///   - nextWake: the content's next timer, seconds (nil: none); asked only when the
  ///     content needs no frame (a window asks it after every frame).
  ///   - nextEvent: the time of the next input event known to be pending, seconds (nil:
  ///     none); an event at or before `now` is due. Asked only when neither the content nor
  ///     its timer wants a frame.
  ///   - now: the time the question is asked for, seconds.
  /// - Returns: `.frame`, or `.sleep` with the times to wake at.
  @inlinable public static func decide(
    needsFrame: Bool, nextWake: @autoclosure () -> Double?,
    nextEvent: @autoclosure () -> Double?, now: Double
  ) -> Decision {
    if needsFrame { return .frame }
    let wake = nextWake()
    if let w = wake, w <= now { return .frame }
    let event = nextEvent()
    if let e = event, e <= now { return .frame }
    return .sleep(timer: wake, event: event)
  }
}
