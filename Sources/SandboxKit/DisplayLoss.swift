import SDLBackend

#if canImport(Glibc)
  import Glibc
#endif

/// A window run whose X server goes away (stopped, the app killed with xkill, the window
/// destroyed by another client) ends like one ended by a signal: every output is committed,
/// no temporary file stays behind, and one line says what happened and what was kept. The
/// exit status is 1 (a runtime failure: the session did not end as asked).
@MainActor enum DisplayLoss {
  /// The exit status after the display was lost.
  static let exitStatus: Int32 = 1
  /// The run's outputs (nil outside a window run).
  private static var outputs: SessionOutputs?
  /// `--screenshot`, which needs the window and is not written.
  private static var screenshot: String?

  /// The run's exit status once the loop has committed its outputs and said its summary
  /// (`SandboxMain.finish`); nil while it runs.
  private static var endedStatus: Int32?

  /// Installs the X handlers for a window run (after SDL's video start).
  /// - Parameters:
  ///   - outputs: the files to commit when the display is lost.
  ///   - screenshot: `--screenshot`, reported as not written.
  static func install(outputs: SessionOutputs, screenshot: String?) {
    watch(outputs: outputs, screenshot: screenshot)
    XConnectionLoss.install { description in
      MainActor.assumeIsolated { DisplayLoss.end(description) }
    }
  }

  /// Names the run's outputs and `--screenshot` for a loss to report (`install` without the
  /// X handlers).
  /// - Parameters:
  ///   - outputs: the files to commit when the display is lost.
  ///   - screenshot: `--screenshot`, reported as not written.
  static func watch(outputs: SessionOutputs?, screenshot: String?) {
    self.outputs = outputs
    self.screenshot = screenshot
    endedStatus = nil
  }

  /// Notes that the loop has committed the outputs and printed its summary: a loss after
  /// this (the window and the X connection closing at teardown) ends the process quietly
  /// with the run's own status instead of committing again.
  /// - Parameter status: the status the run ends with.
  static func loopEnded(status: Int32) { endedStatus = status }

  /// What a loss does: the line to print (nil: nothing) and the exit status. Commits the
  /// outputs unless the loop already has.
  /// - Parameter description: what happened to the X connection.
  static func outcome(_ description: String) -> (line: String?, status: Int32) {
    if let endedStatus { return (nil, endedStatus) }
    var line = "scroll-sandbox: \(description)"
    var unwritten: [String] = []
    if let outputs {
      let names = outputs.names
      // Drawn when the run ends, which it does not: the gestures' plot.
      if let plot = outputs.gesturePlot {
        unwritten.append("--gesture-plot '\(MessageText.printable(plot))' (the run did not end)")
      }
      let errors = outputs.commit()
      if !names.isEmpty && errors.isEmpty {
        line += "; outputs committed: " + names.joined(separator: ", ")
      } else if !errors.isEmpty {
        line += "; " + errors.joined(separator: "; ")
      }
    }
    if let screenshot {
      unwritten.insert("--screenshot '\(MessageText.printable(screenshot))' (no window)", at: 0)
    }
    if !unwritten.isEmpty { line += "; not written: " + unwritten.joined(separator: ", ") }
    return (line, exitStatus)
  }

  /// Commits the outputs (unless the loop has), says what happened in one line and exits.
  /// - Parameter description: what happened to the X connection.
  static func end(_ description: String) -> Never {
    let result = outcome(description)
    if let line = result.line { Console.err(line) }
    _exit(result.status)
  }
}
