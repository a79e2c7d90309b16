#if canImport(Glibc)
  import Glibc
#endif

/// Checks an input path (`--replay`, `--font`) before anything opens it: only a readable
/// regular file is read, so a FIFO, a device or a socket is refused at once instead of
/// blocking forever or reading without end.
enum InputFiles {
  /// Nil when `path` names a readable regular file (symbolic links followed), else the
  /// reason in a few words ("it is a FIFO, not a regular file").
  /// - Parameter path: the path as given on the command line.
  static func problem(with path: String) -> String? {
    guard !path.isEmpty else { return "the path is empty" }
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      return code == ENOENT ? "no such file" : String(cString: strerror(code))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return "it is a directory, not a file"
    case S_IFIFO: return "it is a FIFO, not a regular file"
    case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
    case S_IFSOCK: return "it is a socket, not a regular file"
    default: return "it is not a regular file"
    }
    guard access(path, R_OK) == 0 else { return String(cString: strerror(errno)) }
    return nil
  }

  /// The message for an input that cannot be read: "--font: cannot read 'x': reason".
  /// - Parameters:
  ///   - flag: the option that named the file.
  ///   - path: the path.
  ///   - reason: what is wrong with it.
  static func message(flag: String, path: String, reason: String) -> String {
    "\(flag): cannot read '\(MessageText.printable(path))': \(reason)"
  }
}
