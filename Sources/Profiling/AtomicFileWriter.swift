#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes an output file so that its destination only ever holds a complete file.
///
/// `init` resolves the destination (`OutputDestination`: symbolic links are followed) and
/// fails right away, with a `ProfileOutputError` naming the path and the reason, when it
/// cannot be written: missing directory, a path through a regular file, no permission, a
/// directory or a socket in the way, a FIFO with no reader.
///
/// A regular file or a new path is written to a hidden temporary file in the same directory
/// (created with the old file's mode and owner, so permissions are kept), and `commit()`
/// flushes, syncs and renames it onto the destination (replacing any old file atomically).
/// Temporary files of this destination left by an earlier, killed process are removed when it
/// is opened. A FIFO or a device node is opened and written in place (streamed), never
/// replaced. Data is buffered and flushed whenever the buffer passes `flushThreshold` bytes,
/// so memory stays bounded however long the run. `discard()`, or releasing the writer without
/// committing, deletes the temporary file.
///
/// Write errors do not interrupt the run: the first one is kept in `failure`, later data is
/// dropped, and `commit()` throws it after deleting the temporary file (the destination keeps
/// its old contents).
public final class AtomicFileWriter {
  /// The destination path as requested.
  public let path: String
  /// Where the data goes and how (symbolic links followed).
  public let destination: OutputDestination
  /// The temporary file being written; it disappears on commit or discard. Empty when the
  /// destination is streamed (a FIFO or a device).
  public let temporaryPath: String
  /// Buffered bytes that trigger a write to the file.
  public let flushThreshold: Int
  /// The first write error, if any.
  public private(set) var failure: ProfileOutputError?
  /// Bytes handed to the writer so far.
  public private(set) var byteCount: UInt64 = 0
  /// True when the buffer passed `flushThreshold` and was written since the last
  /// `checkpoint` (the file on disk moved on: a checkpoint now costs little and keeps more).
  public internal(set) var flushedSinceCheckpoint = false
  /// True until `commit()` or `discard()`.
  public var isOpen: Bool { descriptor >= 0 }
  /// Whether `commit()` flushes the data to the disk (fsync) before the rename. True by
  /// default; a process ending on a signal turns it off to finish within its time limit
  /// (the rename is atomic either way; only a power loss right after could lose the data).
  public var syncsOnCommit = true
  /// True when the destination is written in place (a FIFO or a device node).
  public var isStreaming: Bool { destination.kind == .stream }

  private var descriptor: Int32
  private var buffer: [UInt8] = []

  /// Opens `path` for writing: creates the temporary file, or opens a FIFO or device in place.
  /// Throws `ProfileOutputError` (operation `.open`) when the destination cannot be written;
  /// nothing is left on disk in that case.
  /// - Parameters:
  ///   - path: the destination.
  ///   - flushThreshold: buffered bytes that trigger a write (at least 1).
  public init(path: String, flushThreshold: Int = 64 * 1024) throws(ProfileOutputError) {
    func failure(_ reason: String) -> ProfileOutputError {
      ProfileOutputError(path: path, operation: .open, reason: reason)
    }
    let destination = try OutputDestination(resolving: path)
    let fd: Int32
    switch destination.kind {
    case .stream:
      // Non-blocking open: a FIFO nobody reads is refused at once instead of hanging.
      fd = open(destination.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
      guard fd >= 0 else {
        let code = errno
        throw failure(code == ENXIO ? "it is a FIFO that nobody reads" : describeErrno(code))
      }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
      temporaryPath = ""
    case .newFile, .regularFile:
      destination.removeStaleTemporaryFiles()
      let unique = String(UInt32.random(in: 0...UInt32.max), radix: 16)
      let temporary = destination.temporaryPath(pid: getpid(), unique: unique)
      var createMode: mode_t = 0o666
      if case .regularFile = destination.kind { createMode = 0o600 }
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, createMode)
      guard fd >= 0 else {
        let directory = splitOutputPath(destination.path).directory
        throw failure("cannot create a file in '\(directory)': \(describeErrno(errno))")
      }
      if case .regularFile(let mode, let owner, let group) = destination.kind {
        if owner != getuid() || group != getgid() { _ = fchown(fd, owner, group) }
        _ = fchmod(fd, mode_t(mode))
      }
      temporaryPath = temporary
    }
    self.path = path
    self.destination = destination
    self.flushThreshold = Swift.max(1, flushThreshold)
    self.descriptor = fd
    buffer.reserveCapacity(self.flushThreshold + 4096)
  }

  deinit { discard() }

  /// Appends bytes produced by `build` directly into the buffer, then flushes if the buffer
  /// passed the threshold. Ignored after commit, discard or a write failure.
  public func append(_ build: (inout [UInt8]) -> Void) {
    guard descriptor >= 0, failure == nil else { return }
    let before = buffer.count
    build(&buffer)
    byteCount &+= UInt64(buffer.count - before)
    if buffer.count >= flushThreshold {
      flush()
      flushedSinceCheckpoint = true
    }
  }

  /// Appends the UTF-8 bytes of `text`.
  public func write(_ text: String) {
    append { $0.append(contentsOf: text.utf8) }
  }

  /// Flushes, closes and renames the temporary file onto the destination (a streamed
  /// destination is only flushed and closed). Throws the first write error, or a `.commit`
  /// error when syncing, closing or renaming fails; in both cases the temporary file is
  /// deleted and the destination is untouched. Calling it again after success does nothing.
  public func commit() throws(ProfileOutputError) {
    guard descriptor >= 0 else { return }
    flush()
    if let failure {
      discard()
      throw failure
    }
    let fd = descriptor
    descriptor = -1
    if isStreaming {
      guard close(fd) == 0 || errno == EINTR else {
        throw ProfileOutputError(path: path, operation: .commit, reason: describeErrno(errno))
      }
      return
    }
    if (syncsOnCommit && fsync(fd) != 0) || close(fd) != 0 {
      let reason = describeErrno(errno)
      unlink(temporaryPath)
      throw ProfileOutputError(path: path, operation: .commit, reason: reason)
    }
    guard rename(temporaryPath, destination.path) == 0 else {
      let reason = describeErrno(errno)
      unlink(temporaryPath)
      throw ProfileOutputError(path: path, operation: .commit, reason: reason)
    }
  }

  /// Closes and deletes the temporary file without touching the destination. Idempotent.
  public func discard() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    if !temporaryPath.isEmpty { unlink(temporaryPath) }
    buffer.removeAll()
  }

  /// Writes the buffer to the temporary file (for `checkpoint`).
  func flushBuffer() { flush() }

  /// Writes the buffer to the temporary file, recording the first error.
  private func flush() {
    guard descriptor >= 0, failure == nil, !buffer.isEmpty else { return }
    let fd = descriptor
    let error = buffer.withUnsafeBytes { writeFully(fd, $0) }
    buffer.removeAll(keepingCapacity: true)
    if let error {
      failure = ProfileOutputError(path: path, operation: .write, reason: describeErrno(error))
    }
  }
}

/// Writes all of `bytes` to `fd`, retrying partial writes and interruptions; returns the
/// errno on failure.
private func writeFully(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
  guard var cursor = bytes.baseAddress else { return nil }
  var remaining = bytes.count
  while remaining > 0 {
    let written = write(fd, cursor, remaining)
    if written < 0 {
      if errno == EINTR { continue }
      return errno
    }
    if written == 0 { return EIO }
    cursor += written
    remaining -= written
  }
  return nil
}
