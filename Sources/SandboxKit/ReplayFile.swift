import Recording
import ScrollCore

/// A replay file read as a stream: `open` checks every line first (a malformed file runs
/// nothing) keeping only counts, and `cursor()` reads it again, handing events to the loop
/// as their time comes. Memory stays at a few buffers whatever the file's size.
///
/// Each line is parsed by `RecordingFormat.parse` together with the file's own header line,
/// so every version the parser knows is read the same way as a whole-file parse.
package final class ReplayFile {
  /// The file.
  let path: String
  /// The header line as written in the file.
  let header: String
  /// The number of events (frame marks not counted).
  let eventCount: Int
  /// The number of `frame` lines: the frames a window recording drew (0 for other files).
  let frameCount: Int
  /// The time of the last event or frame mark, seconds (0 for none).
  let lastTime: Double
  /// The window size the recording starts with (a `resize` at time 0 as its first event),
  /// points; nil when it does not say.
  let initialSize: Size?

  private init(
    path: String, header: String, eventCount: Int, frameCount: Int, lastTime: Double,
    initialSize: Size?
  ) {
    self.path = path
    self.header = header
    self.eventCount = eventCount
    self.frameCount = frameCount
    self.lastTime = lastTime
    self.initialSize = initialSize
  }

  /// Reads and checks the whole file; the error names the file (and line).
  /// - Parameter path: the replay file (a regular file).
  package static func open(_ path: String) -> Result<ReplayFile, UsageError> {
    do throws(UsageError) {
      var cursor = try Cursor(path: path)
      var count = 0
      var frames = 0
      var last = 0.0
      var initialSize: Size?
      while let e = try cursor.next() {
        // A `set` line is checked as `--set` and `# set` lines are: a bad one runs nothing.
        if case .setting(let name, let value) = e.kind,
          let (field, message) = SettingCheck.problem(name: name, value: value)
        {
          throw UsageError(
            "--replay: \(MessageText.printable(path)): line \(cursor.lineNumber): "
              + "field '\(field)': \(message)")
        }
        if case .frame = e.kind {
          frames += 1
        } else {
          if count == 0, e.time == 0, case .resize(let size) = e.kind { initialSize = size }
          count += 1
        }
        last = e.time
      }
      return .success(
        ReplayFile(
          path: path, header: cursor.header, eventCount: count, frameCount: frames,
          lastTime: last, initialSize: initialSize))
    } catch {
      return .failure(error)
    }
  }

  /// A fresh reading of the events, from the first.
  func cursor() throws(UsageError) -> Cursor { try Cursor(path: path) }

  /// The number of events (not frame marks) later than `t`, counted by reading the file again.
  func count(after t: Double) -> Int {
    guard lastTime > t, var c = try? cursor() else { return 0 }
    var n = 0
    while let e = try? c.next() {
      if e.time > t, e.kind != .frame { n += 1 }
    }
    return n
  }

  /// Reads events one by one, checking each line as `RecordingFormat.parse` would.
  struct Cursor {
    private let reader: ReplayLineReader
    private let path: String
    /// The header line (after the first `next()`; checked when the cursor is made).
    private(set) var header = ""
    /// The version the header declares.
    private var version = ""
    private var previousTime = 0.0
    /// The 1-based number of the line read last.
    var lineNumber: Int { reader.lineNumber }

    init(path: String) throws(UsageError) {
      self.path = path
      guard let reader = ReplayLineReader(path: path) else {
        throw UsageError(
          "--replay: cannot read '\(MessageText.printable(path))': permission denied", status: 1)
      }
      self.reader = reader
      while let line = try readLine() {
        let text = String(decoding: line, as: UTF8.self)
        guard !RecordingFormat.isBlank(text) else { continue }
        do {
          _ = try RecordingFormat.parse(text)
          version = try RecordingFormat.headerVersion(text)
        } catch {
          throw failure(error, line: reader.lineNumber)
        }
        header = text
        return
      }
      throw failure(
        RecordingError(line: max(1, reader.lineNumber), problem: .noHeader(found: nil)),
        line: max(1, reader.lineNumber))
    }

    /// The next event, or nil at the end. Throws a `UsageError` naming the file and line.
    mutating func next() throws(UsageError) -> InputEvent? {
      while let line = try readLine() {
        let text = String(decoding: line, as: UTF8.self)
        guard !RecordingFormat.isBlank(text) else { continue }
        let number = reader.lineNumber
        let parsed: InputEvent?
        do {
          // The line alone, read as a whole-file parse reads it after the header.
          parsed = try RecordingFormat.parseEventLine(text, version: version, lineNumber: number)
        } catch {
          throw failure(error, line: number)
        }
        guard let event = parsed else { continue }
        if event.time < previousTime {
          throw failure(
            RecordingError(
              line: number, field: "time",
              problem: .timeWentBackwards(previous: previousTime, time: event.time)),
            line: number)
        }
        previousTime = event.time
        return event
      }
      return nil
    }

    private func readLine() throws(UsageError) -> [UInt8]? {
      do {
        return try reader.nextLine()
      } catch {
        switch error {
        case .unreadable(let reason):
          throw UsageError(
            "--replay: cannot read '\(MessageText.printable(path))': \(reason)", status: 1)
        case .lineTooLong(let line):
          throw UsageError(
            "--replay: \(MessageText.printable(path)): line \(line) is longer than "
              + "\(ReplayLineReader.maxLineBytes) bytes", status: 1)
        }
      }
    }

    /// `error` (found parsing a one-line text) renumbered to the file's line `line`.
    private func failure(_ error: RecordingError, line: Int) -> UsageError {
      var e = error
      e.line = line
      return UsageError("--replay: \(MessageText.printable(path)): \(e)", status: 1)
    }
  }
}

extension RecordingFormat {
  /// True when `line` holds no tokens (empty, blanks, or only a comment).
  static func isBlank(_ line: String) -> Bool {
    for c in line where c != " " && c != "\t" && c != "\r" {
      return c == "#"
    }
    return true
  }
}
