import ScrollCore

/// Collects input events as they happen and writes them in the recording format.
///
/// Times are kept non-decreasing (a non-finite or earlier time is replaced by the previous
/// one), so what it writes always reads back. Recording is O(1) amortised per event.
public struct InputRecorder: Sendable {
  /// The events recorded so far, in order.
  public private(set) var events: [InputEvent] = []

  /// Creates an empty recorder.
  public init() {}

  /// Records `event` and returns its line (without a newline), for writing as it happens.
  @discardableResult
  public mutating func record(_ event: InputEvent) -> String {
    var e = event
    let previous = events.last?.time ?? 0
    if !e.time.isFinite || e.time < previous { e.time = previous }
    events.append(e)
    return RecordingFormat.line(for: e)
  }

  /// The whole recording so far: header, optional comment, one line per event.
  public func encoded(comment: String? = nil) -> String {
    RecordingFormat.encode(events, comment: comment)
  }

  /// Forgets every event.
  public mutating func reset() { events.removeAll() }
}
