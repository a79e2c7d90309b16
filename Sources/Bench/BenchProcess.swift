import Foundation
import SandboxKit

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with posix_spawn, its output sent to files, reaped with wait4 so
/// its peak resident memory (ru_maxrss, the same figure as VmHWM) and CPU times are known.
struct BenchProcess {
  /// How a child ended.
  struct Exit {
    /// The exit code, or 128 + signal number when killed by a signal.
    var status: Int32
    /// Peak resident set size in kB (ru_maxrss).
    var maxRSSKB: Int
    /// User + system CPU time in nanoseconds.
    var cpuNanos: UInt64
    /// CLOCK_MONOTONIC when the child was reaped.
    var endNanos: UInt64
  }

  /// The child's process id.
  let pid: pid_t
  /// CLOCK_MONOTONIC just before the spawn.
  let startNanos: UInt64
  private(set) var exit: Exit?

  /// Starts `path` with `arguments`, the current environment plus `environment` (a nil
  /// value removes a variable), standard output and error appended to the given files
  /// (nil: /dev/null). Throws `BenchError` when the spawn fails.
  init(
    _ path: String, _ arguments: [String], environment: [String: String?] = [:],
    stdout: String? = nil, stderr: String? = nil
  ) throws {
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let flags = O_WRONLY | O_CREAT | O_TRUNC
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", flags, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", flags, 0o644)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in argv { free(p) }
      for p in envp { free(p) }
    }
    var child: pid_t = 0
    startNanos = BenchSystem.monotonicNanos()
    let rc = posix_spawn(&child, path, &actions, nil, argv, envp)
    guard rc == 0 else {
      throw BenchError("cannot start \(path): \(String(cString: strerror(rc)))")
    }
    pid = child
  }

  /// True while the child has not exited (reaps it when it has).
  mutating func isRunning() -> Bool {
    if exit != nil { return false }
    var status: Int32 = 0
    var usage = rusage()
    let r = wait4(pid, &status, WNOHANG, &usage)
    if r == pid {
      exit = Self.exit(status: status, usage: usage)
      return false
    }
    return r == 0
  }

  /// Waits for the child to exit; after `timeout` seconds sends SIGTERM, and SIGKILL two
  /// seconds later. Returns how it ended.
  @discardableResult
  mutating func wait(timeout: Double = 60) -> Exit {
    if let exit { return exit }
    let deadline = BenchSystem.monotonicNanos() + UInt64(max(0, timeout) * 1e9)
    var signalled = 0
    while isRunning() {
      let now = BenchSystem.monotonicNanos()
      if now > deadline && signalled == 0 {
        kill(pid, SIGTERM)
        signalled = 1
      } else if now > deadline + 2_000_000_000 && signalled == 1 {
        kill(pid, SIGKILL)
        signalled = 2
      }
      usleep(1000)
    }
    return exit ?? Exit(status: -1, maxRSSKB: 0, cpuNanos: 0, endNanos: 0)
  }

  /// Sends `signal` to the child if it still runs.
  mutating func send(_ signal: Int32) {
    if isRunning() { kill(pid, signal) }
  }

  private static func exit(status: Int32, usage: rusage) -> Exit {
    // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Exit(
      status: code, maxRSSKB: Int(usage.ru_maxrss),
      cpuNanos: BenchSystem.nanos(usage.ru_utime) &+ BenchSystem.nanos(usage.ru_stime),
      endNanos: BenchSystem.monotonicNanos())
  }
}

/// A failure that stops one benchmark section (the others still run).
struct BenchError: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String
  init(_ description: String) { self.description = description }
}
