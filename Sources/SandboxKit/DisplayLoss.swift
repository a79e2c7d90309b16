import Foundation
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

  /// Installs the X handlers for a window run (after SDL's video start).
  /// - Parameters:
  ///   - outputs: the files to commit when the display is lost.
  ///   - screenshot: `--screenshot`, reported as not written.
  static func install(outputs: SessionOutputs, screenshot: String?) {
    self.outputs = outputs
    self.screenshot = screenshot
    XConnectionLoss.install { description in
      MainActor.assumeIsolated { DisplayLoss.end(description) }
    }
  }

  /// Commits the outputs, says what happened in one line and exits.
  /// - Parameter description: what happened to the X connection.
  static func end(_ description: String) -> Never {
    var line = "scroll-sandbox: \(description)"
    if let outputs {
      let names = outputs.names
      let errors = outputs.commit()
      if !names.isEmpty && errors.isEmpty {
        line += "; outputs committed: " + names.joined(separator: ", ")
      } else if !errors.isEmpty {
        line += "; " + errors.joined(separator: "; ")
      }
    }
    if let screenshot {
      line += "; not written: --screenshot '\(MessageText.printable(screenshot))' (no window)"
    }
    Console.err(line)
    _exit(exitStatus)
  }
}
