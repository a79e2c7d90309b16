#if canImport(Glibc)
  import Glibc
#endif

/// Reads a text file line by line through a fixed 64 KB buffer, so memory stays bounded
/// whatever the file's size. LF, CRLF and CR-only line endings all end a line. A line longer
/// than `maxLineBytes` is an error (it could not be a valid event anyway).
final class ReplayLineReader {
  /// The longest line accepted, bytes.
  static let maxLineBytes = 1 << 20
  /// What went wrong while reading.
  enum Failure: Error {
    /// The system refused a read (errno's text).
    case unreadable(String)
    /// Line `line` is longer than `maxLineBytes`.
    case lineTooLong(line: Int)
  }

  private let fd: Int32
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var skipLineFeed = false
  /// The number of the line last returned (from 1).
  private(set) var lineNumber = 0

  /// Opens `path` for reading; nil when it cannot be opened (errno is set).
  /// - Parameter path: a regular file (checked by `InputFiles` first).
  init?(path: String) {
    fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
  }

  deinit { close(fd) }

  /// The next line without its terminator, or nil at the end of the file.
  func nextLine() throws(Failure) -> [UInt8]? {
    var line: [UInt8] = []
    while true {
      if start == end {
        if atEnd { return line.isEmpty && !pendingLine ? nil : finish(line) }
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
          if errno == EINTR { continue }
          throw .unreadable(String(cString: strerror(errno)))
        }
        start = 0
        end = n
        if n == 0 { atEnd = true }
        continue
      }
      if skipLineFeed {
        skipLineFeed = false
        if chunk[start] == 10 {
          start += 1
          continue
        }
      }
      var i = start
      while i < end && chunk[i] != 10 && chunk[i] != 13 { i += 1 }
      line.append(contentsOf: chunk[start..<i])
      pendingLine = true
      if line.count > Self.maxLineBytes { throw .lineTooLong(line: lineNumber + 1) }
      if i < end {
        skipLineFeed = chunk[i] == 13
        start = i + 1
        return finish(line)
      }
      start = end
    }
  }

  /// True while bytes of an unfinished line have been read.
  private var pendingLine = false

  private func finish(_ line: [UInt8]) -> [UInt8] {
    pendingLine = false
    lineNumber += 1
    return line
  }
}
