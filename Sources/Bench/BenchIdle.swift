import Foundation
import SandboxKit
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The real `scroll-sandbox` window at rest: started on the display, left 1 s to settle,
/// then its CPU time (all threads, /proc/PID/stat utime + stime) over `seconds` of nothing
/// happening, as a percentage of one core.
enum BenchIdle {
  /// Runs the check; `seconds` of measurement after a 1 s settle.
  static func run(
    sandbox: String, display: String, seconds: Double, scratch: String
  ) throws -> [BenchRow] {
    var child = try BenchProcess(
      sandbox, ["--size", "800x600"], environment: ["DISPLAY": display],
      stderr: scratch + "/idle-stderr.txt")
    defer {
      child.send(SIGTERM)
      child.wait(timeout: 3)
    }
    usleep(1_000_000)
    guard let before = BenchSystem.processTicks(pid: child.pid) else {
      let err = (try? String(contentsOfFile: scratch + "/idle-stderr.txt", encoding: .utf8)) ?? ""
      throw BenchError("scroll-sandbox exited before the idle measurement: \(err)")
    }
    let start = BenchSystem.monotonicNanos()
    usleep(UInt32(seconds * 1e6))
    guard let after = BenchSystem.processTicks(pid: child.pid) else {
      throw BenchError("scroll-sandbox exited during the idle measurement")
    }
    let wall = Double(BenchSystem.monotonicNanos() - start) / 1e9
    let cpu = Double(after - before) / BenchSystem.ticksPerSecond
    return [
      BenchRow(
        section: "idle", size: "-", metric: "CPU at rest", value: cpu / wall * 100, unit: "%",
        target: BenchTarget(.below, 1),
        note:
          "scroll-sandbox window (default scene) on \(display), \(formatPoints(wall, decimals: 1)) s "
          + "after a 1 s settle; /proc/PID/stat, \(Int(1 / BenchSystem.ticksPerSecond * 1000)) ms ticks"
      )
    ]
  }
}
