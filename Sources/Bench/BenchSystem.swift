import Foundation
import Profiling
import SandboxKit

#if canImport(Glibc)
  import Glibc
#endif

/// Readings from the operating system: machine description, CPU time, memory high-water
/// marks, a monotonic clock shared by processes. Linux only (procfs, getrusage).
enum BenchSystem {
  /// CLOCK_MONOTONIC in nanoseconds (`MonotonicClock.ticks()`): one clock for every process
  /// on the machine, so a time taken before spawning a child compares with a time the child
  /// reports.
  static func monotonicNanos() -> UInt64 { MonotonicClock.ticks() }

  /// CPU time (user + system) of the calling thread (`thread`) or the whole process, in
  /// nanoseconds, from getrusage.
  static func cpuNanos(thread: Bool) -> UInt64 {
    var usage = rusage()
    // RUSAGE_THREAD (1, Linux) is not imported; RUSAGE_SELF is 0.
    getrusage(thread ? 1 : 0, &usage)
    return nanos(usage.ru_utime) &+ nanos(usage.ru_stime)
  }

  /// Involuntary context switches of the calling thread so far (getrusage ru_nivcsw): the
  /// times another process took the CPU away.
  static func involuntarySwitches() -> Int {
    var usage = rusage()
    getrusage(1, &usage)  // RUSAGE_THREAD
    return usage.ru_nivcsw
  }

  static func nanos(_ tv: timeval) -> UInt64 {
    UInt64(max(0, tv.tv_sec)) &* 1_000_000_000 &+ UInt64(max(0, tv.tv_usec)) &* 1000
  }

  /// The machine the bench runs on.
  static func machine() -> BenchMachine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    var model = "unknown"
    for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      break
    }
    var name = utsname()
    uname(&name)
    let kernel = withUnsafeBytes(of: &name.release) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    let memKB = statusField("MemTotal", in: "/proc/meminfo") ?? 0
    return BenchMachine(
      processors: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), cpuModel: model, kernel: kernel,
      memoryMB: memKB / 1024, loadAtStart: loadAverage())
  }

  /// "1.23 0.98 0.75": the 1, 5 and 15 minute load averages, or "" when unreadable.
  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

  /// A "Name:   1234 kB" field of a procfs status-like file, as the number (kB), or nil.
  static func statusField(_ field: String, in path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return statusField(field, text: text)
  }

  /// The number after "`field`:" on its line in `text`, or nil.
  static func statusField(_ field: String, text: String) -> Int? {
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let digits = line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces)
        .prefix { $0.isNumber }
      return Int(digits)
    }
    return nil
  }

  /// User + system CPU time of process `pid` (every thread) in clock ticks, from
  /// /proc/PID/stat fields 14 and 15; nil when the process is gone.
  static func processTicks(pid: pid_t) -> UInt64? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return nil
    }
    return ticks(statLine: text)
  }

  /// utime + stime from a /proc/PID/stat line (fields after the parenthesised command name).
  static func ticks(statLine text: String) -> UInt64? {
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // fields[0] is the state (field 3); utime and stime are fields 14 and 15.
    guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12])
    else { return nil }
    return user + system
  }

  /// Clock ticks per second for /proc times.
  static var ticksPerSecond: Double { Double(max(1, sysconf(Int32(_SC_CLK_TCK)))) }

  /// The running executable (/proc/self/exe resolved).
  static func executablePath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  /// The directory holding the running executable.
  static func executableDirectory() -> String {
    (executablePath() as NSString).deletingLastPathComponent
  }

  /// Now as ISO 8601 UTC, seconds precision.
  static func isoDate() -> String {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime]
    return f.string(from: Date())
  }
}
