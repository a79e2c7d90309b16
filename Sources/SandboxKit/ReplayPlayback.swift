import ScrollCore

/// Plays a `ReplayFile` back against the frame clock, reading it as it goes (up to
/// `readAheadLimit` events parsed ahead, in batches: one line parsed per frame ran cold and
/// cost tens of microseconds each time), with at most `limit` events handed out per call.
///
/// A window recording carries `frame` marks (the times the window drew its frames): `isFramed`
/// then, and `takeFrame` hands out each recorded frame's events with its time, so a headless
/// replay runs the frames the window ran. Other files (and everything after the last mark)
/// play on the loop's own frame clock through `take(through:limit:)`, which skips marks.
struct ReplayPlayback {
  private var cursor: ReplayFile.Cursor?
  /// Events parsed ahead; `queue[head...]` are not handed out yet.
  private var queue: [InputEvent] = []
  private var head = 0
  /// The most events parsed ahead of the one handed out next.
  static let readAheadLimit = 128
  /// The next event (or mark), nil when finished.
  private var lookahead: InputEvent? { head < queue.count ? queue[head] : nil }
  /// Events handed out so far.
  private(set) var taken = 0
  /// Frame marks read so far.
  private(set) var marksTaken = 0
  /// Events in the file (frame marks not counted).
  let total: Int
  /// Frame marks in the file.
  let frameMarks: Int
  /// The time of the last event or mark, seconds (0 for none).
  let duration: Double
  /// The file, for messages.
  private let path: String
  /// Events and marks parsed so far.
  private var parsedEvents = 0
  private var parsedMarks = 0
  /// Why the file stopped playing before its end, when it changed while it played (a line
  /// no longer parses, it ends early, or it grew): what was read before plays, nothing after.
  private(set) var failure: String?

  /// A playback of `file` (nil: no replay, finished at once).
  /// - Parameter file: the checked replay file.
  init(file: ReplayFile?) {
    total = file?.eventCount ?? 0
    frameMarks = file?.frameCount ?? 0
    duration = file?.lastTime ?? 0
    path = file.map { MessageText.printable($0.path) } ?? ""
    do {
      cursor = try file?.cursor()
    } catch {
      failure = "the replay file changed while it played: \(error)"
    }
    queue.reserveCapacity(Self.readAheadLimit)
    refill()
  }

  /// True when every event has been handed out. Stored, not computed: a stored property of
  /// the playback a class holds reads in place, where a computed one copies the playback.
  private(set) var isFinished = true
  /// The time of the next event (or mark), or nil when finished.
  var nextTime: Double? { lookahead?.time }
  /// Events not handed out yet.
  var remaining: Int { total - taken }
  /// True when the file has frame marks.
  var isFramed: Bool { frameMarks > 0 }
  /// True while frame marks remain to be played.
  var hasFramesLeft: Bool { marksTaken < frameMarks }

  /// The events with time <= `t` not handed out yet, in order, at most `limit` of them;
  /// frame marks on the way are skipped.
  /// - Parameters:
  ///   - t: the frame's time, seconds.
  ///   - limit: the most events returned.
  mutating func take(through t: Double, limit: Int = .max) -> [InputEvent] {
    var out: [InputEvent] = []
    while out.count < limit, let e = lookahead, e.time <= t {
      if case .frame = e.kind { marksTaken += 1 } else { out.append(e) }
      advance()
    }
    taken += out.count
    return out
  }

  /// The next recorded frame: the events up to the next frame mark and the mark's time. With
  /// more than `limit` events before the mark, the first `limit` come with `complete` false
  /// and the time of the last of them (the rest follow in the next calls). Nil time when no
  /// mark is left (the events after the last mark play with `take(through:limit:)`).
  /// - Parameter limit: the most events returned.
  mutating func takeFrame(limit: Int = .max) -> (
    events: [InputEvent], time: Double?, complete: Bool
  ) {
    var out: [InputEvent] = []
    while let e = lookahead {
      if case .frame = e.kind {
        marksTaken += 1
        advance()
        taken += out.count
        return (out, e.time, true)
      }
      guard out.count < limit else { break }
      out.append(e)
      advance()
    }
    taken += out.count
    return (out, out.last?.time, false)
  }

  /// Parses events ahead when fewer than a quarter of `readAheadLimit` are left (call in
  /// idle time, after a frame is presented, so frames rarely parse).
  mutating func readAhead() {
    if queue.count - head < Self.readAheadLimit / 4 { refill() }
  }

  private mutating func advance() {
    head += 1
    // Past the last event parsed: refill parses more and sets `isFinished`.
    if head >= queue.count { refill() }
  }

  /// Drops the events handed out and parses until `readAheadLimit` wait (or the file ends).
  private mutating func refill() {
    defer { isFinished = head >= queue.count }
    guard cursor != nil else { return }
    queue.removeFirst(head)
    head = 0
    while queue.count < Self.readAheadLimit {
      let next: InputEvent?
      do {
        next = try cursor?.next()
      } catch {
        // The file was checked whole before the run: it changed since.
        failure = "the replay file changed while it played: \(error)"
        cursor = nil
        return
      }
      guard let e = next else {
        cursor = nil
        if parsedEvents != total || parsedMarks != frameMarks {
          failure =
            "--replay \(path) changed while it played: it ended after \(parsedEvents) of its "
            + "\(total) events"
        }
        return
      }
      if case .frame = e.kind { parsedMarks += 1 } else { parsedEvents += 1 }
      guard parsedEvents <= total, parsedMarks <= frameMarks else {
        failure =
          "--replay \(path) changed while it played: it has more than the \(total) events "
          + "and \(frameMarks) frame lines it had when checked"
        cursor = nil
        return
      }
      queue.append(e)
    }
  }
}
