import Scenes

#if canImport(Glibc)
  import Glibc
#endif

/// Writing to standard output and standard error without touching C's global FILE pointers
/// (which Swift 6 treats as shared mutable state).
public enum Console {
  /// Writes `text` and a newline to standard output, control characters other than newlines
  /// and tabs escaped (`terminalSafe`).
  public static func out(_ text: String) {
    write(fd: 1, terminalSafe(text) + "\n")
  }

  /// Writes `text` and a newline to standard error, control characters other than newlines
  /// and tabs escaped (`terminalSafe`).
  public static func err(_ text: String) {
    write(fd: 2, terminalSafe(text) + "\n")
  }

  /// `text` with every control character but newline and tab shown as an escape (`\u{1B}`),
  /// so a name from a file or the command line (a preset's, a scene's, a setting's, a path)
  /// cannot send escape codes to the terminal through any message. `write` stays raw, for
  /// the progress bar's own codes.
  /// - Parameter text: the message.
  public static func terminalSafe(_ text: String) -> String {
    ControlCharacters.escaped(text, keeping: ["\n", "\t"])
  }

  /// Writes raw text (no newline added) to a file descriptor.
  public static func write(fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buf in
        Glibc.write(fd, buf.baseAddress! + offset, buf.count - offset)
      }
      if n <= 0 { return }
      offset += n
    }
  }

  /// True when the file descriptor is a terminal.
  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }
}

extension Console {
  /// The width in columns of the terminal on `fd`, or nil when it is not a terminal or the
  /// width is unknown.
  /// - Parameter fd: the file descriptor.
  public static func terminalColumns(_ fd: Int32) -> Int? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
