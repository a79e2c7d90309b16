import Platform
import Profiling
import Recording
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The files a run writes (`--events-out`, `--trace`, `--frames-csv`, `--record`,
/// `--layout-out`, `--gestures-out`; `--screenshot` and `--gesture-plot` at the end), opened
/// before the run starts so a bad path fails at once, and committed atomically at the end.
@MainActor final class SessionOutputs {
  var eventsOut: EventsOutWriter?
  var trace: ChromeTraceWriter?
  var framesCSV: FramesCSVWriter?
  var recording: AtomicFileWriter?
  var layoutOut: LayoutOutWriter?
  /// `--gestures-out`.
  var gesturesOut: GesturesOutWriter?
  /// `--gesture-plot`, drawn when the run ends (after the loop, before the commit).
  var gesturePlot: String? { options.gesturePlot }
  /// The command line, for the recording's session lines.
  private var options = SandboxOptions()
  /// The `--preset-file`'s text, for the recording's `# preset-file` lines.
  private var presetFileText: String?
  /// Each file's option, path, whether its buffer was written since its last checkpoint,
  /// and its checkpoint: built once, when the files are open.
  private var checkpointed:
    [(flag: String, path: String, flushed: () -> Bool, point: () -> AtomicFileWriter.Checkpoint?)] =
      []
  /// When the last checkpoint was published (`clock`), nanoseconds.
  private var lastCheckpoint: UInt64 = 0
  /// The clock checkpoints are spaced by, nanoseconds.
  private let clock: () -> UInt64
  /// The longest a salvage's data may lag the last frame, nanoseconds: a checkpoint is
  /// published at a frame's end once this much time has passed since the last one.
  static let checkpointInterval: UInt64 = 100_000_000

  /// Opens every requested file. On failure, discards the ones already opened and throws an
  /// error whose text names the file.
  /// - Parameters:
  ///   - options: the command line.
  ///   - clock: the clock checkpoints are spaced by, nanoseconds (tests give their own).
  init(options: SandboxOptions, clock: @escaping () -> UInt64 = { MonotonicClock.ticks() }) throws {
    self.clock = clock
    if let shot = options.screenshot {
      try SessionOutputs.checkWritable(shot, flag: "--screenshot")
    }
    if let plot = options.gesturePlot {
      try SessionOutputs.checkWritable(plot, flag: "--gesture-plot")
    }
    do {
      if let p = options.eventsOut {
        eventsOut = try EventsOutWriter(path: p, includeFrames: options.eventsOutFrames)
      }
      if let p = options.trace { trace = try ChromeTraceWriter(path: p, originNanos: 0) }
      if let p = options.framesCSV { framesCSV = try FramesCSVWriter(path: p, originNanos: 0) }
      if let p = options.layoutOut { layoutOut = try LayoutOutWriter(path: p) }
      if let p = options.gesturesOut { gesturesOut = try GesturesOutWriter(path: p) }
      if let p = options.record {
        // The header and session lines are written by `attach`, once the window's size and
        // interface scale are known.
        recording = try AtomicFileWriter(path: p)
        self.options = options
        presetFileText = options.presetFile.flatMap { FileSystem.contents($0) }
          .map { String(decoding: $0, as: UTF8.self) }
      }
    } catch {
      discard()
      throw error
    }
    if let w = eventsOut, let path = w.filePath {
      checkpointed.append(("--events-out", path, { w.flushedSinceCheckpoint }, w.checkpoint))
    }
    if let w = trace {
      checkpointed.append(("--trace", w.path, { w.flushedSinceCheckpoint }, w.checkpoint))
    }
    if let w = framesCSV {
      checkpointed.append(("--frames-csv", w.path, { w.flushedSinceCheckpoint }, w.checkpoint))
    }
    if let w = recording {
      checkpointed.append(("--record", w.path, { w.flushedSinceCheckpoint }, { w.checkpoint() }))
    }
    if let w = layoutOut {
      checkpointed.append(("--layout-out", w.path, { w.flushedSinceCheckpoint }, w.checkpoint))
    }
    if let w = gesturesOut?.output, let path = w.filePath {
      checkpointed.append(("--gestures-out", path, { w.flushedSinceCheckpoint }, w.checkpoint))
    }
    TerminationSignals.setTemporaryFiles(temporaryPaths)
    OutputSalvage.setLoopOnly(
      [("--screenshot", options.screenshot), ("--gesture-plot", options.gesturePlot)].compactMap {
        flag, path in path.map { "\(flag) '\(MessageText.printable($0))'" }
      })
    self.options = options
    checkpoint(frames: 0, now: true)
  }

  /// Publishes what every file holds complete on disk (after `frames` frames) for a
  /// salvage (`OutputSalvage`): called at each frame's end, it acts only when
  /// `checkpointInterval` has passed since the last checkpoint or a file's buffer passed
  /// its threshold and was written meanwhile, and never without files. A salvage so keeps
  /// the data of the frames up to about 100 ms before the signal; each checkpoint costs one
  /// write per file of the bytes added since the last.
  /// - Parameters:
  ///   - frames: frames complete.
  ///   - now: true to publish whatever the time (the files just opened).
  func checkpoint(frames: Int, now: Bool = false) {
    guard !checkpointed.isEmpty else { return }
    OutputSalvage.framesEnded(frames)
    let time = clock()
    guard
      now || time &- lastCheckpoint >= Self.checkpointInterval
        || checkpointed.contains(where: { $0.flushed() })
    else { return }
    lastCheckpoint = time
    var entries: [OutputSalvage.Entry] = []
    entries.reserveCapacity(checkpointed.count)
    var failed: [String] = []
    for file in checkpointed {
      if let point = file.point() {
        entries.append(.init(flag: file.flag, checkpoint: point))
      } else {
        failed.append("\(file.flag) '\(MessageText.printable(file.path))' (a write failed)")
      }
    }
    OutputSalvage.publish(entries, failed: failed, frames: frames)
  }

  /// The outputs being written, as options ("--trace 't.json'").
  var names: [String] {
    let files: [(String, String?)] = [
      ("--events-out", eventsOut?.destinationName), ("--trace", trace?.path),
      ("--frames-csv", framesCSV?.path), ("--record", recording?.path),
      ("--layout-out", layoutOut?.path), ("--gestures-out", gesturesOut?.output.destinationName),
    ]
    return files.compactMap { flag, path in
      path.map { "\(flag) '\(MessageText.printable($0))'" }
    }
  }

  /// The temporary files being written (none for streamed outputs).
  var temporaryPaths: [String] {
    [
      eventsOut?.temporaryPath, trace?.temporaryPath, framesCSV?.temporaryPath,
      recording?.temporaryPath, layoutOut?.temporaryPath, gesturesOut?.output.temporaryPath,
    ].compactMap { $0 }.filter { !$0.isEmpty }
  }

  /// The absolute directory `path` is in: the current directory for a bare name, "/" for a
  /// file at the root (what Foundation's `URL.deletingLastPathComponent()` gave).
  static func absoluteDirectory(of path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileSystem.currentDirectory + "/" + path
    return PathConflicts.split(absolute).directory
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
    let dir = absoluteDirectory(of: destination.path)
    guard access(dir, W_OK) == 0 else {
      throw UsageError("\(flag): cannot write '\(path)': directory '\(dir)' is not writable")
    }
  }

  /// Attaches the writers to the app and writes the recording's header and session lines.
  /// - Parameters:
  ///   - app: the app.
  ///   - size: the window's (or surface's) size at start, points.
  ///   - scale: the interface scale the run draws at.
  func attach(to app: SandboxApp, size: Size, scale: Double) {
    startRecording(size: size, scale: scale)
    // A salvage before the first checkpoint of the frames keeps a recording that replays.
    checkpoint(frames: 0, now: true)
    app.telemetry.eventsOut = eventsOut
    app.telemetry.trace = trace
    app.telemetry.framesCSV = framesCSV
    app.telemetry.layoutOut = layoutOut
    // The trace's gesture tracks are the tracker's gestures, numbered as --gestures-out.
    if gesturesOut != nil || options.gesturePlot != nil || trace != nil {
      let session = GestureSession(
        interval: 1 / max(1, options.fps), virtual: options.headless, scene: app.scene.name,
        writer: gesturesOut, keepsGestures: options.gesturePlot != nil)
      if trace != nil {
        session.ended = { [unowned telemetry = app.telemetry] in telemetry.gestureEnded($0) }
      }
      app.gestures = session
    }
    if let recording {
      app.telemetry.record = { e in recording.write(RecordingFormat.line(for: e) + "\n") }
    }
    // Nothing to checkpoint and no slow-frame hook: the frame's end calls nothing.
    guard !checkpointed.isEmpty || TestHooks.frameSleep != nil else { return }
    app.telemetry.frameEnded = { [unowned self] frames in
      TestHooks.sleepInFrame(frames - 1)
      self.checkpoint(frames: frames)
    }
  }

  /// Writes the recording's header and session lines (before its first event).
  /// - Parameters:
  ///   - size: the window's (or surface's) size at start, points.
  ///   - scale: the interface scale the run draws at.
  func startRecording(size: Size, scale: Double) {
    recording?.write(
      SessionHeader.text(
        options: options, size: size, scale: scale, presetFileText: presetFileText))
  }

  /// Commits every file; returns error texts (each names its file). When the signal
  /// watchdog is already salvaging the files, waits for its exit instead.
  func commit() -> [String] {
    guard OutputSalvage.claimForLoop() else { OutputSalvage.parkForever() }
    defer { OutputSalvage.clear(committed: true) }
    if TerminationSignals.received != nil {
      // Ending on a signal: within 200 ms, so no fsync (the renames stay atomic).
      eventsOut?.syncsOnCommit = false
      trace?.syncsOnCommit = false
      framesCSV?.syncsOnCommit = false
      recording?.syncsOnCommit = false
      layoutOut?.syncsOnCommit = false
      gesturesOut?.output.syncsOnCommit = false
    }
    var errors: [String] = []
    do { try eventsOut?.close() } catch { errors.append("\(error)") }
    do { try trace?.close() } catch { errors.append("\(error)") }
    do { try framesCSV?.close() } catch { errors.append("\(error)") }
    do { try recording?.commit() } catch { errors.append("\(error)") }
    do { try layoutOut?.close() } catch { errors.append("\(error)") }
    do { try gesturesOut?.output.close() } catch { errors.append("\(error)") }
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
    gesturesOut?.output.discard()
    TerminationSignals.setTemporaryFiles([])
    OutputSalvage.clear()
  }
}
