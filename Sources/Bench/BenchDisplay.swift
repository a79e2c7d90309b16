import Foundation
import SandboxKit

#if canImport(Glibc)
  import Glibc
#endif

/// An X display for the window sections: `DISPLAY` when it is set, otherwise an `Xvfb` the
/// benchmark starts on a free display number and stops (by its pid) when done.
struct BenchDisplay {
  /// The display name (":99").
  let name: String
  /// The Xvfb started for the benchmark, if any.
  private var server: BenchProcess?

  /// Uses `DISPLAY`, or starts Xvfb on the first free display in 90..<200. Throws
  /// `BenchError` when there is no display and Xvfb is missing or does not come up.
  static func acquire(scratch: String) throws -> BenchDisplay {
    if let d = ProcessInfo.processInfo.environment["DISPLAY"], !d.isEmpty {
      return BenchDisplay(name: d, server: nil)
    }
    guard
      let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      throw BenchError("DISPLAY is unset and Xvfb is not installed (apt-get install xvfb)")
    }
    for n in 90..<200 {
      let socket = "/tmp/.X11-unix/X\(n)"
      let lock = "/tmp/.X\(n)-lock"
      if FileManager.default.fileExists(atPath: socket)
        || FileManager.default.fileExists(atPath: lock)
      {
        continue
      }
      // -noreset: like a desktop's server, which always has clients, it does not reset when
      // a window process exits; otherwise each fresh start waits for the reset the previous
      // run's exit caused (100-250 ms here), which is the harness's cost, not the app's.
      var server = try BenchProcess(
        xvfb, [":\(n)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"],
        stderr: scratch + "/xvfb-\(n).log")
      // Up to 5 s for the socket; a server that exits (display taken meanwhile) is skipped.
      // The display is ours when its lock file holds our server's pid: another process may
      // have started a server on the same free display at the same moment.
      for _ in 0..<500 {
        if FileManager.default.fileExists(atPath: socket), server.isRunning(),
          Self.lock(lock, names: server.pid)
        {
          return BenchDisplay(name: ":\(n)", server: server)
        }
        if !server.isRunning() { break }
        usleep(10_000)
      }
      server.send(SIGTERM)
      server.wait(timeout: 2)
    }
    throw BenchError("could not start Xvfb on any display in :90-:199")
  }

  /// True when the X lock file at `path` holds `pid` (an X server writes its pid there).
  /// - Parameters:
  ///   - path: the display's lock file, /tmp/.X<n>-lock.
  ///   - pid: the server's process id.
  static func lock(_ path: String, names pid: pid_t) -> Bool {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) == pid
  }

  /// True when the benchmark started the server itself.
  var ownsServer: Bool { server != nil }

  /// Stops the Xvfb the benchmark started (SIGTERM to its pid, then waits).
  mutating func release() {
    guard var s = server else { return }
    s.send(SIGTERM)
    s.wait(timeout: 3)
    server = nil
  }
}
