import ScrollCore

/// Plays a `ReplayFile` back against the frame clock, reading it as it goes (one event of
/// look-ahead), with at most `limit` events handed out per call.
struct ReplayPlayback {
  private var cursor: ReplayFile.Cursor?
  private var lookahead: InputEvent?
  /// Events handed out so far.
  private(set) var taken = 0
  /// Events in the file.
  let total: Int
  /// The time of the last event, seconds (0 for none).
  let duration: Double

  /// A playback of `file` (nil: no replay, finished at once).
  /// - Parameter file: the checked replay file.
  init(file: ReplayFile?) {
    total = file?.eventCount ?? 0
    duration = file?.lastTime ?? 0
    cursor = try? file?.cursor()
    lookahead = try? cursor?.next()
  }

  /// True when every event has been handed out.
  var isFinished: Bool { lookahead == nil }
  /// The time of the next event, or nil when finished.
  var nextTime: Double? { lookahead?.time }
  /// Events not handed out yet.
  var remaining: Int { total - taken }

  /// The events with time <= `t` not handed out yet, in order, at most `limit` of them.
  /// - Parameters:
  ///   - t: the frame's time, seconds.
  ///   - limit: the most events returned.
  mutating func take(through t: Double, limit: Int = .max) -> [InputEvent] {
    var out: [InputEvent] = []
    while out.count < limit, let e = lookahead, e.time <= t {
      out.append(e)
      lookahead = (try? cursor?.next()) ?? nil
    }
    taken += out.count
    return out
  }
}
