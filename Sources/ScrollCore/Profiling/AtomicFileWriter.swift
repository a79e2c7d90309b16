#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that its destination only ever holds a complete file.
///
/// `init` creates a hidden temporary file in the destination's directory (so the final
/// rename stays on one file system) and fails right away, with a `ProfileOutputError` naming
/// the path and the reason, when that is impossible: missing directory, a path through a
/// regular file, no permission, or a destination that is a directory. Data is buffered and
/// flushed whenever the buffer passes `flushThreshold` bytes, so memory stays bounded
/// however long the run. `commit()` flushes, closes and renames the temporary file onto the
/// destination (replacing any old file atomically). `discard()`, or releasing the writer
/// without committing, deletes the temporary file. A hard kill can leave the hidden
/// temporary file behind, but never a partial destination.
///
/// Write errors do not interrupt the run: the first one is kept in `failure`, later data is
/// dropped, and `commit()` throws it after deleting the temporary file.
public final class AtomicFileWriter {
  /// The destination path.
  public let path: String
  /// The temporary file being written; it disappears on commit or discard.
  public let temporaryPath: String
  /// Buffered bytes that trigger a write to the temporary file.
  public let flushThreshold: Int
  /// The first write error, if any.
  public private(set) var failure: ProfileOutputError?
  /// Bytes handed to the writer so far.
  public private(set) var byteCount: UInt64 = 0
  /// True until `commit()` or `discard()`.
  public var isOpen: Bool { descriptor >= 0 }

  private var descriptor: Int32
  private var buffer: [UInt8] = []

  /// Creates the temporary file for `path`. Throws `ProfileOutputError` (operation `.open`)
  /// when the destination cannot be written; nothing is left on disk in that case.
  public init(path: String, flushThreshold: Int = 64 * 1024) throws(ProfileOutputError) {
    func failure(_ reason: String) -> ProfileOutputError {
      ProfileOutputError(path: path, operation: .open, reason: reason)
    }
    guard !path.isEmpty else { throw failure("the path is empty") }
    guard !path.hasSuffix("/") else { throw failure("the path names a directory") }
    if isDirectory(path) { throw failure("it is a directory") }

    let (directory, name) = splitPath(path)
    var info = stat()
    guard stat(directory, &info) == 0 else {
      let code = errno
      throw failure(
        code == ENOENT
          ? "directory '\(directory)' does not exist"
          : "directory '\(directory)': \(describe(code))")
    }
    guard isDirectory(directory) else { throw failure("'\(directory)' is not a directory") }

    let unique = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    let prefix = directory == "/" ? "/" : directory + "/"
    let temporary = prefix + ".\(name).\(getpid()).\(unique).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw failure("cannot create a file in '\(directory)': \(describe(errno))")
    }
    self.path = path
    self.temporaryPath = temporary
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
    if buffer.count >= flushThreshold { flush() }
  }

  /// Appends the UTF-8 bytes of `text`.
  public func write(_ text: String) {
    append { $0.append(contentsOf: text.utf8) }
  }

  /// Flushes, closes and renames the temporary file onto `path`. Throws the first write
  /// error, or a `.commit` error when closing or renaming fails; in both cases the
  /// temporary file is deleted and the destination is untouched. Calling it again after
  /// success does nothing.
  public func commit() throws(ProfileOutputError) {
    guard descriptor >= 0 else { return }
    flush()
    if let failure {
      discard()
      throw failure
    }
    let fd = descriptor
    descriptor = -1
    if fsync(fd) != 0 || close(fd) != 0 {
      let reason = describe(errno)
      unlink(temporaryPath)
      throw ProfileOutputError(path: path, operation: .commit, reason: reason)
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = describe(errno)
      unlink(temporaryPath)
      throw ProfileOutputError(path: path, operation: .commit, reason: reason)
    }
  }

  /// Closes and deletes the temporary file without touching the destination. Idempotent.
  public func discard() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(temporaryPath)
    buffer.removeAll()
  }

  /// Writes the buffer to the temporary file, recording the first error.
  private func flush() {
    guard descriptor >= 0, failure == nil, !buffer.isEmpty else { return }
    let fd = descriptor
    let error = buffer.withUnsafeBytes { writeFully(fd, $0) }
    buffer.removeAll(keepingCapacity: true)
    if let error {
      failure = ProfileOutputError(path: path, operation: .write, reason: describe(error))
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

/// The directory and last component of `path`; the directory is "." for a bare name.
private func splitPath(_ path: String) -> (directory: String, name: String) {
  guard let slash = path.lastIndex(of: "/") else { return (".", path) }
  let name = String(path[path.index(after: slash)...])
  let directory = String(path[..<slash])
  return (directory.isEmpty ? "/" : directory, name)
}

/// True when `path` exists and is a directory (following symbolic links).
private func isDirectory(_ path: String) -> Bool {
  var info = stat()
  guard stat(path, &info) == 0 else { return false }
  return (info.st_mode & S_IFMT) == S_IFDIR
}

/// The system's message for an errno value.
private func describe(_ code: Int32) -> String {
  String(cString: strerror(code))
}
