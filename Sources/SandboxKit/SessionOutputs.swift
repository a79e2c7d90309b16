import Foundation
import Scenes
import ScrollCore

/// The files a run writes (`--events-out`, `--trace`, `--frames-csv`, `--record`), opened
/// before the run starts so a bad path fails at once, and committed atomically at the end.
@MainActor final class SessionOutputs {
  var eventsOut: EventsOutWriter?
  var trace: ChromeTraceWriter?
  var framesCSV: FramesCSVWriter?
  var recording: AtomicFileWriter?

  /// Opens every requested file. On failure, discards the ones already opened and throws an
  /// error whose text names the file.
  init(options: SandboxOptions) throws {
    if let shot = options.screenshot {
      try SessionOutputs.checkWritable(shot, flag: "--screenshot")
    }
    do {
      if let p = options.eventsOut {
        eventsOut = try EventsOutWriter(path: p, includeFrames: options.eventsOutFrames)
      }
      if let p = options.trace { trace = try ChromeTraceWriter(path: p, originNanos: 0) }
      if let p = options.framesCSV { framesCSV = try FramesCSVWriter(path: p, originNanos: 0) }
      if let p = options.record {
        let file = try AtomicFileWriter(path: p)
        file.write(
          RecordingFormat.header + "\n# recorded by scroll-sandbox; times in seconds since start\n"
            + PhysicsScaleDirective.line(options.physicsScale ?? 1) + "\n")
        recording = file
      }
    } catch {
      discard()
      throw error
    }
  }

  /// Throws, naming the path, when a file could not be created at `path` (missing or
  /// unwritable directory, or a directory in the way). Creates nothing.
  static func checkWritable(_ path: String, flag: String) throws {
    let url = URL(fileURLWithPath: path)
    let dir = url.deletingLastPathComponent().path
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
      throw UsageError("\(flag): cannot write '\(path)': directory '\(dir)' does not exist")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
      throw UsageError("\(flag): cannot write '\(path)': it is a directory")
    }
    guard FileManager.default.isWritableFile(atPath: dir) else {
      throw UsageError("\(flag): cannot write '\(path)': directory '\(dir)' is not writable")
    }
  }

  /// Attaches the writers to the app.
  func attach(to app: SandboxApp) {
    app.eventsOut = eventsOut
    app.trace = trace
    app.framesCSV = framesCSV
    if let recording {
      app.record = { e in recording.write(RecordingFormat.line(for: e) + "\n") }
    }
  }

  /// Commits every file; returns error texts (each names its file).
  func commit() -> [String] {
    var errors: [String] = []
    do { try eventsOut?.close() } catch { errors.append("\(error)") }
    do { try trace?.close() } catch { errors.append("\(error)") }
    do { try framesCSV?.close() } catch { errors.append("\(error)") }
    do { try recording?.commit() } catch { errors.append("\(error)") }
    return errors
  }

  /// Removes every temporary file (nothing is left behind).
  func discard() {
    eventsOut?.discard()
    trace?.discard()
    framesCSV?.discard()
    recording?.discard()
  }
}

/// Reads and parses a replay file completely before anything runs.
enum ReplayLoader {
  /// The events of the file at `path` and the physics scale it was recorded with (nil when it
  /// does not say), or an error message naming the file (and line).
  static func load(_ path: String) -> Result<
    (events: [InputEvent], physicsScale: Double?), UsageError
  > {
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(UsageError("--replay: cannot read '\(path)': no such file"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(
        UsageError("--replay: cannot read '\(path)': permission denied or not a file"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(UsageError("--replay: '\(path)' is not UTF-8 text"))
    }
    do {
      return .success((try RecordingFormat.parse(text), PhysicsScaleDirective.scale(in: text)))
    } catch {
      return .failure(UsageError("--replay: \(path): \(error)"))
    }
  }
}
