import Scenes
import ScrollCore

/// `scroll-sandbox --scene physics --replay FILE --presets A,B[,C,D] [--gesture N]`: the
/// physics lab takes gesture N (default 1) of a recording and plays its device events into
/// one column per preset. The gestures are `compare`'s (`GestureSplit` over the rests of the
/// recording replayed headless under the first preset, `CompareCommand.play`); the recording
/// itself is then not played as the session's input.
@MainActor enum LabFromRecording {
  /// The options for the lab's run: no replay, the lab's presets and gesture set; or the exit
  /// status when the recording or the gesture number is refused (2) or could not be played.
  /// - Parameter options: the parsed command line (`--presets` and `--replay` given).
  static func options(_ options: SandboxOptions) -> Result<SandboxOptions, ExitStatus> {
    guard let path = options.replay else { return .failure(ExitStatus(2)) }
    // The reference: the recording as it was made (its own scene), under the first preset.
    var reference = options
    // The scene as `compare` plays it: the recording's, else the default one.
    reference.given.remove("--scene")
    reference.scene = SandboxOptions.defaultScene
    reference.presets = []
    reference.gesture = nil
    reference.preset = options.presets[0]
    reference.presetGiven = true
    reference.given.insert("--preset")
    reference.headless = true
    let run: SandboxMain.PreparedRun
    switch SandboxMain.prepare(reference, reportNotes: false) {
    case .run(let r): run = r
    case .done(let status): return .failure(ExitStatus(status == 0 ? 0 : 2))
    }
    guard let replay = run.replay else { return .failure(ExitStatus(2)) }
    var events: [InputEvent] = []
    do {
      var cursor = try replay.cursor()
      while let e = try cursor.next() { events.append(e) }
    } catch {
      Console.err("scroll-sandbox: \(MessageText.printable("\(error)"))")
      return .failure(ExitStatus(2))
    }
    // The app's own gestures (`GestureTracker`), as `--gestures-out`, `--trace` and
    // `compare --gesture N` number them.
    guard let gestures = CompareCommand.gestures(of: run) else { return .failure(ExitStatus(1)) }
    let n = options.gesture ?? 1
    let name = MessageText.printable(String(path.split(separator: "/").last ?? Substring(path)))
    guard n <= gestures.count else {
      Console.err(
        "scroll-sandbox: --gesture \(n): \(name) has \(gestures.count) gesture"
          + (gestures.count == 1 ? "" : "s")
          + (gestures.isEmpty ? " (no scroll input)" : " (1-\(gestures.count))"))
      return .failure(ExitStatus(2))
    }
    let span = gestures[n - 1].inputSpan
    // The gesture's input, with the last device line before it (the columns classify the
    // device as the recording's view did).
    let device = events.last { e in
      if case .scrollDevice = e.kind { return e.time <= span.lowerBound }
      return false
    }
    let played = events.filter { e in
      guard span.contains(e.time) else { return false }
      if case .scrollDevice = e.kind { return true }
      return GestureWindowSource.isScrollInput(e) || isPointerMove(e)
    }
    let start = span.lowerBound
    let gesture = LabGesture(
      title: "gesture \(n) of \(gestures.count) of \(name)",
      events: (device.map { [InputEvent(time: start, kind: $0.kind)] } ?? []) + played)
    var lab = options
    lab.replay = nil
    lab.given.remove("--replay")
    lab.labGesture = gesture
    return .success(lab)
  }

  private static func isPointerMove(_ e: InputEvent) -> Bool {
    if case .pointerMove = e.kind { return true }
    return false
  }

  /// An exit status as an error value.
  struct ExitStatus: Error {
    /// The status.
    var code: Int32
    /// - Parameter code: the status.
    init(_ code: Int32) { self.code = code }
  }
}
