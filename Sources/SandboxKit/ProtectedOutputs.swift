import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// Refuses, before a run, an output aimed at an existing file the user may not write (a
/// 0444 file, or one owned by someone else). Outputs are written to a temporary file and
/// renamed over the destination, which only needs the directory to be writable: without
/// this check a write-protected file would be replaced where the shell's own redirection
/// (`> file`) refuses. The test is the shell's: write permission for the effective user
/// (`faccessat` with `AT_EACCESS`), so root, for whom `> file` succeeds on a 0444 file, may
/// replace it too. Symbolic links are followed to the file they lead to.
enum ProtectedOutputs {
  /// Throws a `UsageError` naming the flag and the file when an output's existing target
  /// cannot be written by the effective user.
  /// - Parameter options: the parsed command line.
  static func check(_ options: SandboxOptions) throws {
    for case (let flag, let path?) in PathConflicts.outputFlags(options) {
      guard !path.isEmpty, !PathConflicts.streams(flag, path) else { continue }
      if let reason = problem(with: path) {
        throw UsageError("\(flag): will not replace '\(path)': \(reason)")
      }
    }
  }

  /// Why the existing file at `path` may not be written, or nil (no regular file there yet,
  /// or writable): `OutputDestination`'s own check, its reason passed through.
  /// - Parameter path: the output path as given.
  static func problem(with path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    do {
      _ = try OutputDestination(resolving: path)
      return nil
    } catch {
      return error.reason
    }
  }
}
