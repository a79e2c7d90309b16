import ScrollCore

/// Where a loop's input comes from: SDL's queue (with a replay merged in), a replay alone, or
/// a script a test writes.
public protocol EventSource: AnyObject {
  /// The events of frame `index`, which the clock puts at `t`. A source that carries frame
  /// times (a window recording's frame marks) or reads a live clock may move the time.
  /// - Parameters:
  ///   - index: the frame's index from 0.
  ///   - t: the clock's time for it, seconds.
  /// - Returns: the frame's time and events.
  func take(frame index: Int, at t: Double) -> FrameInput
  /// After a frame at `t`: the time of the next event known to be pending, or nil (asked by
  /// the idle rule). A live source counts the events it just handed out, and a replay still
  /// playing, as due at `t`.
  /// - Parameter t: the frame's time, seconds.
  func nextEventTime(afterFrameAt t: Double) -> Double?
}

/// Events a test writes ahead (or a whole recording): each frame takes those due by its
/// time (within 1 ns).
public final class ScriptedSource: EventSource {
  /// The events, in time order; `events[head...]` are not taken yet.
  private var events: [InputEvent]
  private var head = 0

  /// A script of `events`, expected in non-decreasing time order (as a recording is).
  /// - Parameter events: the events.
  public init(_ events: [InputEvent] = []) { self.events = events }

  /// The events not taken yet, in time order.
  public var queue: ArraySlice<InputEvent> { events[head...] }

  /// Queues `event`, keeping the queue in time order (after the events queued at its time).
  /// O(n) for n events queued.
  /// - Parameter event: the event.
  public func schedule(_ event: InputEvent) {
    var i = events.endIndex
    while i > head && events[i - 1].time > event.time { i -= 1 }
    events.insert(event, at: i)
  }

  /// True when every event was taken.
  public var isEmpty: Bool { head == events.count }

  /// The events due by `t`, in order. O(k) for k events taken.
  /// - Parameters:
  ///   - index: the frame's index.
  ///   - t: its time, seconds.
  /// - Returns: the frame at `t` with its events.
  public func take(frame index: Int, at t: Double) -> FrameInput {
    let start = head
    while head < events.count, events[head].time <= t + 1e-9 { head += 1 }
    let due = Array(events[start..<head])
    if head == events.count && head > 0 {
      events.removeAll(keepingCapacity: true)
      head = 0
    }
    return FrameInput(index: index, time: t, events: due)
  }

  /// The first queued event's time.
  /// - Parameter t: the frame's time (unused).
  public func nextEventTime(afterFrameAt t: Double) -> Double? {
    head < events.count ? events[head].time : nil
  }
}
