import Foundation
import Profiling
import Recording
import Scenes
import ScrollCore

/// The files a run writes (`--events-out`, `--trace`, `--frames-csv`, `--record`), opened
/// before the run starts so a bad path fails at once, and committed atomically at the end.
@MainActor final class SessionOutputs {
  var eventsOut: EventsOutWriter?
  var trace: ChromeTraceWriter?
  var framesCSV: FramesCSVWriter?
  var recording: AtomicFileWriter?
  var layoutOut: LayoutOutWriter?

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
      if let p = options.layoutOut { layoutOut = try LayoutOutWriter(path: p) }
      if let p = options.record {
        let file = try AtomicFileWriter(path: p)
        file.write(
          RecordingFormat.header + "\n# recorded by scroll-sandbox; times in seconds since start\n"
            + PhysicsScaleDirective.line(options.physicsScale ?? 1) + "\n"
            + TuningDirective.lines(options.tuning, scene: options.sceneTuning))
        recording = file
      }
    } catch {
      discard()
      throw error
    }
    TerminationSignals.setTemporaryFiles(temporaryPaths)
    OutputSalvage.setLoopOnly(
      options.screenshot.map { ["--screenshot '\(MessageText.printable($0))'"] } ?? [])
    checkpoint(frames: 0)
  }

  /// Publishes what every file holds complete on disk (after `frames` frames) for a
  /// salvage (`OutputSalvage`): called at each frame's end. One write per file of the bytes
  /// the frame added.
  /// - Parameter frames: frames complete.
  func checkpoint(frames: Int) {
    let points: [(String, String?, AtomicFileWriter.Checkpoint?)] = [
      ("--events-out", eventsOut?.filePath, eventsOut?.checkpoint()),
      ("--trace", trace?.path, trace?.checkpoint()),
      ("--frames-csv", framesCSV?.path, framesCSV?.checkpoint()),
      ("--record", recording?.path, recording?.checkpoint()),
      ("--layout-out", layoutOut?.path, layoutOut?.checkpoint()),
    ]
    var entries: [OutputSalvage.Entry] = []
    var failed: [String] = []
    for case (let flag, let path?, let point) in points {
      if let point {
        entries.append(.init(flag: flag, checkpoint: point))
      } else {
        failed.append("\(flag) '\(MessageText.printable(path))' (a write failed)")
      }
    }
    OutputSalvage.publish(entries, failed: failed, frames: frames)
  }

  /// The outputs being written, as options ("--trace 't.json'").
  var names: [String] {
    let files: [(String, String?)] = [
      ("--events-out", eventsOut?.destinationName), ("--trace", trace?.path),
      ("--frames-csv", framesCSV?.path), ("--record", recording?.path),
      ("--layout-out", layoutOut?.path),
    ]
    return files.compactMap { flag, path in
      path.map { "\(flag) '\(MessageText.printable($0))'" }
    }
  }

  /// The temporary files being written (none for streamed outputs).
  var temporaryPaths: [String] {
    [
      eventsOut?.temporaryPath, trace?.temporaryPath, framesCSV?.temporaryPath,
      recording?.temporaryPath, layoutOut?.temporaryPath,
    ].compactMap { $0 }.filter { !$0.isEmpty }
  }

  /// Throws, naming the path, when a file could not be written at `path` (missing or
  /// unwritable directory, a directory or socket in the way). Creates nothing.
  static func checkWritable(_ path: String, flag: String) throws {
    let destination: OutputDestination
    do {
      destination = try OutputDestination(resolving: path)
    } catch {
      throw UsageError("\(flag): \(error)")
    }
    guard destination.kind != .stream else { return }
    let dir = URL(fileURLWithPath: destination.path).deletingLastPathComponent().path
    guard access(dir, W_OK) == 0 else {
      throw UsageError("\(flag): cannot write '\(path)': directory '\(dir)' is not writable")
    }
  }

  /// Attaches the writers to the app.
  func attach(to app: SandboxApp) {
    app.telemetry.eventsOut = eventsOut
    app.telemetry.trace = trace
    app.telemetry.framesCSV = framesCSV
    app.telemetry.layoutOut = layoutOut
    if let recording {
      app.telemetry.record = { e in recording.write(RecordingFormat.line(for: e) + "\n") }
    }
    app.telemetry.frameEnded = { [unowned self] frames in
      TestHooks.sleepInFrame(frames - 1)
      self.checkpoint(frames: frames)
    }
  }

  /// Commits every file; returns error texts (each names its file). When the signal
  /// watchdog is already salvaging the files, waits for its exit instead.
  func commit() -> [String] {
    guard OutputSalvage.claimForLoop() else { OutputSalvage.parkForever() }
    defer { OutputSalvage.clear() }
    if TerminationSignals.received != nil {
      // Ending on a signal: within 200 ms, so no fsync (the renames stay atomic).
      eventsOut?.syncsOnCommit = false
      trace?.syncsOnCommit = false
      framesCSV?.syncsOnCommit = false
      recording?.syncsOnCommit = false
      layoutOut?.syncsOnCommit = false
    }
    var errors: [String] = []
    do { try eventsOut?.close() } catch { errors.append("\(error)") }
    do { try trace?.close() } catch { errors.append("\(error)") }
    do { try framesCSV?.close() } catch { errors.append("\(error)") }
    do { try recording?.commit() } catch { errors.append("\(error)") }
    do { try layoutOut?.close() } catch { errors.append("\(error)") }
    TerminationSignals.setTemporaryFiles([])
    return errors
  }

  /// Removes every temporary file (nothing is left behind).
  func discard() {
    eventsOut?.discard()
    trace?.discard()
    framesCSV?.discard()
    recording?.discard()
    layoutOut?.discard()
    TerminationSignals.setTemporaryFiles([])
    OutputSalvage.clear()
  }
}
