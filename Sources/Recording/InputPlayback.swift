import ScrollCore

/// Plays recorded events back against the frame clock: each frame takes the events that are
/// due by the frame's time. (Frames themselves are run by Runtime's `FrameLoop`.)
public struct InputPlayback: Sendable {
  /// The events, in time order.
  public let events: [InputEvent]
  /// Index of the next event not yet taken.
  public private(set) var nextIndex = 0

  /// Creates a playback of `events` (expected in non-decreasing time order, as `parse`
  /// guarantees).
  public init(_ events: [InputEvent]) { self.events = events }

  /// True when every event has been taken.
  public var isFinished: Bool { nextIndex >= events.count }

  /// Time of the last event (0 for none), seconds.
  public var duration: Double { events.last?.time ?? 0 }

  /// The events with time <= `t` not taken yet, in order. O(k) for k events returned.
  public mutating func take(through t: Double) -> ArraySlice<InputEvent> {
    let start = nextIndex
    while nextIndex < events.count && events[nextIndex].time <= t { nextIndex += 1 }
    return events[start..<nextIndex]
  }
}
