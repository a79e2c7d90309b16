import Drawing
import Gestures
import Profiling
import SDLBackend
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// `scroll-sandbox compare`: replays a recording (or one gesture of it) headless through two
/// to four presets, each exactly as `--replay FILE --preset P` would, and prints per preset
/// the rest offset, settle time, peak overscroll and largest difference from the first;
/// `--csv` and `--plot` write the curves. Exit 0, 1 when an output could not be written, 2
/// on a usage error, a bad recording or a gesture out of range.
@MainActor enum CompareCommand {
  /// Runs the comparison.
  /// - Parameter options: the parsed command line (`compare` set).
  /// - Returns: the exit status.
  static func run(_ options: SandboxOptions) -> Int32 {
    var runs: [SandboxMain.PreparedRun] = []
    for (i, name) in options.presets.enumerated() {
      switch prepare(options, preset: name, reportNotes: i == 0) {
      case .run(let run): runs.append(run)
      // An unreadable or malformed recording is a bad file: status 2 here.
      case .done(let status): return status == 0 ? 0 : 2
      }
    }
    guard let replay = runs.first?.replay, let path = options.replay else { return 2 }
    let inputTimes: [Double]
    do {
      var cursor = try replay.cursor()
      var times: [Double] = []
      while let e = try cursor.next() {
        if GestureWindowSource.isScrollInput(e) { times.append(e.time) }
      }
      inputTimes = times
    } catch {
      Console.err("scroll-sandbox: \(MessageText.printable("\(error)"))")
      return 2
    }
    let name = MessageText.printable(path)
    let fileName = MessageText.printable(String(path.split(separator: "/").last ?? Substring(path)))
    var title = "\(fileName), the whole recording"
    var window: ClosedRange<Double>?
    if let n = options.gesture {
      guard let gestures = self.gestures(of: runs[0]) else { return 1 }
      guard n <= gestures.count else {
        Console.err(
          "scroll-sandbox: --gesture \(n): \(name) has \(gestures.count) gesture"
            + (gestures.count == 1 ? "" : "s")
            + (gestures.isEmpty ? "" : " (1-\(gestures.count))")
            + " as \(options.presets[0]) replays it (the gestures --gestures-out lists)")
        return 2
      }
      let gesture = gestures[n - 1]
      window = gesture.inputSpan
      title =
        "\(fileName), gesture \(n) of \(gestures.count), \(gesture.kind.rawValue) "
        + "(\(formatPoints(gesture.inputSpan.lowerBound, decimals: 2))-"
        + "\(formatPoints(gesture.inputSpan.upperBound, decimals: 2)) s)"
    }
    var curves: [CompareCurves.Curve] = []
    for (i, run) in runs.enumerated() {
      let frames: [TrajectoryRecorder.Frame]?
      if let window {
        // Every preset starts from the reference's rest before the gesture.
        frames = play(
          runs[0], window: .init(gesture: window, physics: run.options.physics),
          from: window.lowerBound)
      } else {
        frames = play(run, window: nil, from: -.infinity)
      }
      guard let frames else { return 1 }
      // A signal ends the comparison: nothing is printed or written for a partial run.
      if let signal = TerminationSignals.received {
        Console.err("scroll-sandbox: compare stopped by signal \(signal); nothing written")
        return TerminationSignals.exitStatus(for: signal)
      }
      curves.append(CompareCurves.Curve(preset: options.presets[i], frames: frames))
    }
    let lastInput = window?.upperBound ?? inputTimes.last ?? 0
    let result = CompareCurves(
      curves: curves.map { $0.endingAtRest(after: lastInput) }, lastInput: lastInput)
    Console.out(result.table(title: "compare: " + title))
    var status: Int32 = 0
    if let csv = options.compareCSV {
      do {
        let file = try AtomicFileWriter(path: csv)
        file.write(result.csv)
        try file.commit()
      } catch {
        Console.err("scroll-sandbox: --csv: \(MessageText.printable("\(error)"))")
        status = 1
      }
    }
    if let plot = options.comparePlot {
      do {
        try savePlot(result, title: title, to: plot, fontPath: options.fontPath)
      } catch {
        Console.err("scroll-sandbox: --plot: \(MessageText.printable("\(error)"))")
        status = 1
      }
    }
    return status
  }

  /// Prepares the run of one preset, exactly as `--replay FILE --preset P` would be.
  /// - Parameters:
  ///   - options: the parsed command line (`compare` set).
  ///   - preset: the preset.
  ///   - reportNotes: print the notes about the recording to standard error.
  static func prepare(_ options: SandboxOptions, preset: String, reportNotes: Bool)
    -> SandboxMain.Preparation
  {
    var o = options
    o.preset = preset
    o.presetGiven = true
    o.given.insert("--preset")
    return SandboxMain.prepare(o, reportNotes: reportNotes)
  }

  /// The gestures of `run`'s recording as it replays under its preset: the app's own split
  /// (`GestureTracker`), so gesture N is the line with `"id":N` of
  /// `--replay FILE --preset P --gestures-out` and the track "gesture N" of its `--trace`.
  /// Nil when the run could not start (the reason is printed).
  /// - Parameter run: the prepared options and recording (the reference preset's).
  static func gestures(of run: SandboxMain.PreparedRun) -> [Gesture]? {
    var gestures: [Gesture] = []
    let played = play(run, window: nil, from: -.infinity) { gestures.append($0) }
    return played == nil ? nil : gestures
  }

  /// Replays `run` headless and returns its frames from `from` on (nil when the run could
  /// not start; the reason is printed).
  /// - Parameters:
  ///   - run: the prepared options and recording.
  ///   - window: the gesture and the physics it plays under, or nil for the whole replay.
  ///   - from: the first time recorded, seconds.
  ///   - gestureEnded: called with each gesture of the run as it ends, when given.
  static func play(
    _ run: SandboxMain.PreparedRun, window: GestureWindowSource.Window?, from: Double,
    gestureEnded: ((Gesture) -> Void)? = nil
  ) -> [TrajectoryRecorder.Frame]? {
    let options = run.options
    let clock = MonotonicClock()
    let target: HeadlessTarget
    let fonts: FontLibrary
    do {
      fonts = try FontLibrary(fontPath: options.fontPath)
      target = try HeadlessTarget(
        size: Size(width: options.width, height: options.height), scale: options.scale ?? 1)
    } catch {
      Console.err("scroll-sandbox: \(error)")
      return nil
    }
    let rasterizer = DisplayListRasterizer(target: target, fonts: fonts)
    let app = SandboxMain.makeApp(
      options: options, measurer: rasterizer, clock: { clock.nanoseconds })
    let recorder = TrajectoryRecorder()
    recorder.from = from
    recorder.attach(to: app)
    if let gestureEnded {
      // As `--gestures-out` follows a headless replay (`SessionOutputs.attach`).
      let session = GestureSession(
        interval: 1 / max(1, options.fps), virtual: true, scene: app.scene.name, writer: nil,
        keepsGestures: false)
      session.ended = gestureEnded
      app.gestures = session
    }
    let result = HeadlessLoop.drive(
      app: app, rasterizer: rasterizer, target: target, options: options, replay: run.replay,
      clock: clock, interactive: false, window: window)
    app.gestures?.finish()
    if let reason = result.stopReason {
      Console.err("scroll-sandbox: \(options.preset): stopped: \(reason)")
    }
    return recorder.frames
  }

  /// Draws the plot and saves it as PNG.
  /// - Parameters:
  ///   - curves: the curves.
  ///   - title: the plot's title.
  ///   - path: the PNG's path.
  ///   - fontPath: `--font`, when given.
  static func savePlot(
    _ curves: CompareCurves, title: String, to path: String, fontPath: String?
  ) throws {
    let fonts = try FontLibrary(fontPath: fontPath)
    let target = try HeadlessTarget(size: ComparePlot.size, scale: 1)
    let rasterizer = DisplayListRasterizer(target: target, fonts: fonts)
    rasterizer.beginFrame(clear: .white)
    rasterizer.draw(ComparePlot.displayList(curves, title: title))
    try target.saveScreenshot(to: path)
  }
}
