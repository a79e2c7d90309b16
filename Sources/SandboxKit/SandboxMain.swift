import Drawing
import Platform
import Profiling
import Recording
import SDLBackend
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The `scroll-sandbox` command: parses the command line and runs the physics command, the
/// window or the headless loop. Returns the process exit code (0 ok, 1 runtime failure,
/// 2 usage error).
@MainActor public enum SandboxMain {
  /// Runs the command with `arguments` (without the program name).
  public static func run(_ arguments: [String]) -> Int32 {
    let entryNanos = MonotonicClock.ticks()
    if arguments.first == "physics" {
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") {
        Console.out(PhysicsCommand.usage)
        return 0
      }
      do {
        let command = try PhysicsCommand.parse(rest)
        Console.out(command.output())
        for note in command.notes { Console.err("scroll-sandbox: \(note)") }
        return 0
      } catch {
        Console.err("scroll-sandbox: \(MessageText.printable("\(error)"))")
        return 2
      }
    }
    var options: SandboxOptions
    do {
      options = try SandboxOptions.parse(arguments, scenes: SceneCatalog.names)
    } catch {
      Console.err("scroll-sandbox: \(MessageText.printable("\(error)"))")
      return 2
    }
    if options.help {
      Console.out(SandboxOptions.usage(scenes: SceneCatalog.names))
      return 0
    }
    if options.version {
      Console.out("scroll-sandbox \(ScrollSandboxVersion.current)")
      return 0
    }
    if options.listScenes {
      for (i, e) in SceneCatalog.entries.enumerated() {
        Console.out(
          "\(i)  \(e.name.paddingWithSpaces(toLength: 12)) \(e.summary)")
      }
      return 0
    }
    if let path = options.newScene { return writeStarter(path) }
    if options.compare { return CompareCommand.run(options) }
    if options.labFromReplay {
      switch LabFromRecording.options(options) {
      case .success(let lab): options = lab
      case .failure(let status): return status.code
      }
    }
    let prepared: PreparedRun
    switch prepare(options, reportNotes: true) {
    case .run(let run): prepared = run
    case .done(let status): return status
    }
    let opts = prepared.options
    let replay = prepared.replay
    let outputs: SessionOutputs
    do {
      outputs = try SessionOutputs(options: opts)
    } catch {
      Console.err("scroll-sandbox: \(error)")
      return 1
    }
    let status: Int32
    if opts.headless {
      status = HeadlessLoop.run(options: opts, replay: replay, outputs: outputs)
    } else {
      status = WindowLoop.run(
        options: opts, replay: replay, outputs: outputs, entryNanos: entryNanos)
    }
    return status
  }

  /// What `prepare` made of the command line: the run to start, or the exit status of a run
  /// that ended there (a usage error, an unreadable input, `--save-preset`).
  enum Preparation {
    /// Start the run with these options and this recording.
    case run(PreparedRun)
    /// The command is over, with this exit status.
    case done(Int32)
  }

  /// The options and recording a run starts with, once `prepare` accepted them.
  struct PreparedRun {
    /// The options with the recording's session, tuning, size and physics scale applied.
    var options: SandboxOptions
    /// The opened recording, when replaying.
    var replay: ReplayFile?
  }

  /// Applies a replay's session lines and tuning, checks the output paths and the inputs,
  /// chooses headless without a display and opens the recording: everything before a run's
  /// outputs open, shared by a plain run and by `compare` (once per preset).
  /// - Parameters:
  ///   - options: the parsed command line.
  ///   - reportNotes: print the notes about the recording (sizes, overrides) to standard error.
  /// - Returns: the run to start, or the status the command ends with.
  static func prepare(_ options: SandboxOptions, reportNotes: Bool) -> Preparation {
    var options = options
    var session = SessionHeader()
    do {
      if let path = options.sceneFile {
        let file = try SettingsFileInput.scene(at: path, flag: "--scene-file")
        options.take(file)
      }
      // A replay that is not a regular file is refused below, before anything opens it.
      var recorded: [SettingAssignment] = []
      if let path = options.replay, InputFiles.problem(with: path) == nil {
        recorded = TuningDirective.settings(inFile: path)
        session = try SessionHeader.read(inFile: path)
        for note in session.apply(to: &options, recordedSettings: &recorded) {
          if reportNotes { Console.err("scroll-sandbox: \(note)") }
        }
        if options.loadedSceneFile == nil, let text = session.sceneFileText {
          do {
            options.take(try SceneFile.parse(text))
          } catch {
            throw UsageError("--replay: the recording's '# scene-file' lines: \(error)")
          }
        }
        if let note = TuningDirective.overrideNote(
          options: options, recorded: recorded, recordedPresetFile: session.presetFileText)
        {
          if reportNotes { Console.err("scroll-sandbox: \(note)") }
        }
      }
      try options.resolveTuning(recorded: recorded, recordedPresetFile: session.presetFileText)
    } catch {
      Console.err("scroll-sandbox: \(MessageText.printable("\(error)"))")
      return .done(2)
    }
    // Outputs aimed at an input, at another output or at a file the user may not write are
    // refused before anything is written (`--save-preset` included).
    do {
      try PathConflicts.check(options)
      try ProtectedOutputs.check(options)
    } catch {
      Console.err("scroll-sandbox: \(MessageText.printable("\(error)"))")
      return .done(2)
    }
    if options.exportScene != nil, let file = options.loadedSceneFile {
      Console.out(String(SceneFileExport.swiftUI(file).dropLast()))
      return .done(0)
    }
    // --list-settings, --export-preset and --save-preset each do their part and then the
    // run ends: given together, every one of them is done (none is dropped without a word).
    if options.listSettings || options.exportPreset != nil || options.savePreset != nil {
      return .done(printAndSaveTuning(options))
    }
    // A font named by the replay's session line, not by --font, is called what it is.
    let fontFlag = options.given.contains("--font") ? "--font" : "the recording's font"
    let inputs: [(String, String?)] = [(fontFlag, options.fontPath), ("--replay", options.replay)]
    for case (let flag, let path?) in inputs {
      if let reason = InputFiles.problem(with: path) {
        Console.err("scroll-sandbox: " + InputFiles.message(flag: flag, path: path, reason: reason))
        return .done(1)
      }
    }
    TerminationSignals.install()
    var opts = options
    if !opts.headless && !hasDisplay() {
      Console.err(
        "scroll-sandbox: no display (DISPLAY and WAYLAND_DISPLAY are unset), so no window can open. "
          + "Running headless instead; pass --headless to choose that yourself, or start an X server "
          + "(e.g. Xvfb :99 & DISPLAY=:99 ./run.sh).")
      opts.headless = true
      if !opts.sizeGiven {
        opts.width = SandboxOptions.headlessDefaultSize.width
        opts.height = SandboxOptions.headlessDefaultSize.height
      }
      if opts.frames == nil && opts.replay == nil { opts.frames = 180 }
    }
    var replay: ReplayFile?
    if let path = opts.replay {
      switch ReplayFile.open(path) {
      case .success(let file):
        replay = file
        // Without --size: the size the recording's window started with (headless, its first
        // `resize` first, then its session line; a window, the session line).
        if reportNotes, let note = session.sizeNote(for: opts) {
          Console.err("scroll-sandbox: \(note)")
        }
        if !opts.sizeGiven,
          let size = (opts.headless ? file.initialSize?.sanitized : nil) ?? session.size,
          size.width >= 1, size.height >= 1
        {
          opts.width = min(
            SandboxApp.maxWindowSide, max(WindowLayout.minimumSize.width, size.width))
          opts.height = min(
            SandboxApp.maxWindowSide, max(WindowLayout.minimumSize.height, size.height))
          if let note = SurfaceFit.sizeNote(
            asked: size, scale: 1, opened: Size(width: opts.width, height: opts.height),
            limit:
              "the largest window, \(formatPoints(SandboxApp.maxWindowSide, decimals: 0)) pt a side"
          ) {
            Console.err("scroll-sandbox: the recording's first window size \(note)")
          }
        }
        // The physics scale a recording was made with, unless one is given.
        let recordedScale = PhysicsScaleDirective.scale(inFile: path)
        if let given = opts.physicsScale, let recordedScale, given != recordedScale {
          Console.err(
            "scroll-sandbox: --physics-scale \(RecordingFormat.number(given)) overrides the "
              + "recording's physics scale \(RecordingFormat.number(recordedScale))")
        }
        if opts.physicsScale == nil { opts.physicsScale = recordedScale }
      case .failure(let error):
        // A malformed or unreadable file exits 1; a refused `set` line 2, as `--set` does.
        Console.err("scroll-sandbox: \(MessageText.printable("\(error)"))")
        return .done(error.status)
      }
    }
    return .run(PreparedRun(options: opts, replay: replay))
  }

  /// `--list-settings`, `--export-preset` and `--save-preset`, in that order, each when given.
  /// - Parameter options: the resolved options.
  /// - Returns: the exit status: 0, or 1 when the preset could not be saved.
  static func printAndSaveTuning(_ options: SandboxOptions) -> Int32 {
    if options.listSettings { Console.out(options.settingsListing) }
    let tuning = options.tuning ?? PhysicsTuning(base: options.physics)
    if let toolkit = options.exportPreset {
      Console.out(String(PresetExport.code(for: tuning, toolkit: toolkit).dropLast()))
    }
    guard let path = options.savePreset else { return 0 }
    do {
      let file = try AtomicFileWriter(path: path)
      file.write(PresetFile.text(for: tuning))
      try file.commit()
    } catch {
      Console.err("scroll-sandbox: --save-preset: \(MessageText.printable("\(error)"))")
      return 1
    }
    Console.err(
      "scroll-sandbox: saved the tuned \(tuning.base.name) preset to \(MessageText.printable(path))"
    )
    return 0
  }

  /// `--new-scene PATH`: writes the commented starter scene file, never over an existing
  /// file.
  /// - Parameter path: where to write it.
  /// - Returns: 0 when written, 2 when the path exists, 1 when it could not be written.
  static func writeStarter(_ path: String) -> Int32 {
    let shown = MessageText.printable(path)
    // lstat: a dangling link is there too.
    var info = stat()
    if lstat(path, &info) == 0 {
      Console.err(
        "scroll-sandbox: --new-scene: '\(shown)' exists; it is left as it is (give a new path)")
      return 2
    }
    // O_EXCL: a file made between the check and the write is not overwritten either.
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else {
      Console.err("scroll-sandbox: --new-scene: cannot create '\(shown)'")
      return errno == EEXIST ? 2 : 1
    }
    let bytes = Array(SceneFileStarter.text.utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == bytes.count else {
      Console.err("scroll-sandbox: --new-scene: could not write '\(shown)'")
      return 1
    }
    Console.err(
      "scroll-sandbox: wrote a starter scene to \(shown); open it with --scene-file \(shown)")
    return 0
  }

  /// True when a display server is named in the environment (or a video driver is forced).
  static func hasDisplay() -> Bool {
    let env = Environment.variables
    if let d = env["SDL_VIDEODRIVER"], !d.isEmpty { return true }
    return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  /// Builds the app and its scenes for a measurer.
  package static func makeApp(
    options: SandboxOptions, measurer: any TextMeasurer, clock: @escaping FrameProfiler.Clock
  ) -> SandboxApp {
    var env = SceneEnvironment(
      measurer: measurer, physics: options.physics,
      seed: 42, itemCount: options.items)
    env.labPresets = options.presets.compactMap(ScrollPhysics.preset(named:))
    env.labGesture = options.labGesture
    // Scenes are built when first shown: a run that stays in one scene builds only that one.
    // A scene file's scene comes after the built-in ones (no digit key; Tab reaches it).
    let fileEntry = options.loadedSceneFile.map {
      FileScenes.entry(for: $0, path: options.sceneFile ?? "a recording's header")
    }
    let entries = SceneCatalog.entries + (fileEntry.map { [$0] } ?? [])
    let scenes = SceneSlots(entries: entries, tuning: options.sceneTuning) {
      var e = env
      e.tuning = $1
      if let fileEntry, $0 == fileEntry.name { return FileScenes.build(fileEntry, e) }
      return SceneCatalog.makeScene($0, e)
    }
    let profiler = FrameProfiler(
      capacity: 600, budgetNanos: UInt64(1e9 / max(1, options.fps)),
      enabled: !RunMarks.profilerOff(options: options), clock: clock)
    return SandboxApp(options: options, scenes: scenes, measurer: measurer, profiler: profiler)
  }

  /// Finishes a run: commits output files, prints the summary (and why the run stopped, when
  /// a cap or a signal ended it). Returns the exit code: 128 + signal after a signal, else 1
  /// when an output failed (a preset W could not save included), else 2 when `status` is 0
  /// but a replayed `set` line was refused as it played, else `status`.
  /// - Parameters:
  ///   - app: the app that ran.
  ///   - outputs: the files to commit.
  ///   - status: the loop's own status.
  ///   - stopReason: why the run ended early, printed with the summary (nil: it ended normally).
  static func finish(
    _ app: SandboxApp, outputs: SessionOutputs, status: Int32, stopReason: String? = nil
  ) -> Int32 {
    app.gestures?.finish()
    app.telemetry.finishGestures()
    var plotFailed = false
    if let path = app.options.gesturePlot, let gestures = app.gestures {
      do {
        try GesturePlotFile.write(
          gestures.kept ?? [], total: gestures.endedCount, interval: gestures.tracker.interval,
          to: path,
          fontPath: app.options.fontPath, dark: app.options.dark)
      } catch {
        Console.err("scroll-sandbox: --gesture-plot: \(error)")
        plotFailed = true
      }
    }
    let errors = outputs.commit()
    for e in errors { Console.err("scroll-sandbox: \(e)") }
    var summary = app.profiler.summary()
    if let stopReason { summary += "\nstopped: \(stopReason)" }
    Console.err(summary)
    let result: Int32
    if let signal = TerminationSignals.received {
      result = TerminationSignals.exitStatus(for: signal)
    } else if !errors.isEmpty || app.tune.saveFailures > 0 || plotFailed {
      // A preset W could not save is an output asked for and not written.
      result = 1
    } else {
      result = status == 0 && app.refusedReplaySettings > 0 ? 2 : status
    }
    // The X connection closing at teardown must not commit (and report) the outputs again.
    DisplayLoss.loopEnded(status: result)
    return result
  }
}
