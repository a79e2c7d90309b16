#if canImport(Glibc)
  import Glibc
#endif

/// Runs short commands concurrently and collects their standard output, without Foundation's
/// `Process` (whose `waitUntilExit` polls a run loop every 50 ms, which made each font
/// lookup at start-up cost at least 50 ms).
enum CommandOutput {
  /// Starts every command at once (`argv[0]` searched on PATH, stdin and stderr on
  /// /dev/null), waits for all, and returns each one's standard output, or nil when it could
  /// not start or exited with a non-zero status. Outputs must fit a pipe buffer (64 KiB);
  /// longer output is cut there. O(commands) processes.
  static func run(_ commands: [[String]]) -> [String?] {
    var children: [(pid: pid_t, fd: Int32)?] = []
    for argv in commands { children.append(spawn(argv)) }
    var outputs: [String?] = []
    for child in children {
      guard let child else {
        outputs.append(nil)
        continue
      }
      var status: Int32 = 0
      while waitpid(child.pid, &status, 0) == -1 && errno == EINTR {}
      let data = readAll(child.fd)
      close(child.fd)
      // WIFEXITED && WEXITSTATUS == 0, spelled out (the macros are not imported).
      outputs.append(status & 0x7f == 0 && (status >> 8) & 0xff == 0 ? data : nil)
    }
    return outputs
  }

  /// Spawns `argv` with its stdout on a new pipe; returns the pid and the read end.
  private static func spawn(_ argv: [String]) -> (pid: pid_t, fd: Int32)? {
    guard let program = argv.first else { return nil }
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return nil }
    // Close-on-exec, so a later child does not hold this pipe open (pipe2 is not imported).
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { for p in cArgs { free(p) } }
    var pid: pid_t = 0
    let rc = posix_spawnp(&pid, program, &actions, nil, cArgs, environ)
    close(fds[1])
    guard rc == 0 else {
      close(fds[0])
      return nil
    }
    return (pid, fds[0])
  }

  /// Reads `fd` to its end (or 64 KiB).
  private static func readAll(_ fd: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 65536 {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        bytes += buffer[0..<n]
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
