import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// A text output written line by line: a file, written atomically through
/// `AtomicFileWriter`, or standard output (`-`), one write per line as it happens so a reader
/// can follow the run live. `--events-out` and `--gestures-out` write through it.
final class LineOutput {
  /// The path that means standard output.
  static let standardOutput = "-"
  private let file: AtomicFileWriter?
  /// The first error writing to standard output (a reader that left), reported at close.
  private var streamError: Int32?

  /// Opens the destination; throws with the path named when it cannot be written.
  /// - Parameter path: the file, or `-` for standard output.
  init(path: String) throws {
    file = path == Self.standardOutput ? nil : try AtomicFileWriter(path: path)
  }

  /// Sends one line (with its newline) to the file, or to standard output at once.
  /// - Parameter line: the text.
  func emit(_ line: String) {
    guard file == nil else {
      file?.write(line)
      return
    }
    guard streamError == nil else { return }
    var bytes = Array(line.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        Glibc.write(1, $0.baseAddress! + offset, $0.count - offset)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        streamError = n < 0 ? errno : EIO
        return
      }
      offset += n
    }
  }

  /// Renames the temporary file onto the destination; on standard output, throws when a
  /// line could not be written.
  func close() throws {
    if let file { try file.commit() }
    if let code = streamError {
      throw ProfileOutputError(
        path: "standard output", operation: .write, reason: String(cString: strerror(code)))
    }
  }

  /// The file's path as given; nil on standard output.
  var filePath: String? { file?.path }

  /// The destination as given ("standard output" for `-`).
  var destinationName: String { file?.path ?? "standard output" }

  /// What of the file is complete on disk (nil on standard output, once closed or failed).
  func checkpoint() -> AtomicFileWriter.Checkpoint? { file?.checkpoint() }

  /// True when the file's buffer was written since its last checkpoint.
  var flushedSinceCheckpoint: Bool { file?.flushedSinceCheckpoint ?? false }

  /// Removes the temporary file.
  func discard() { file?.discard() }

  /// The temporary file being written (empty when the destination is streamed).
  var temporaryPath: String { file?.temporaryPath ?? "" }

  /// Whether closing syncs the file to the disk first.
  var syncsOnCommit: Bool {
    get { file?.syncsOnCommit ?? false }
    set { file?.syncsOnCommit = newValue }
  }
}
