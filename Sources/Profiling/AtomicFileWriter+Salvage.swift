#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFileWriter {
  /// What of a file being written is complete on disk: the first `bytes` bytes of its
  /// temporary file, which another thread can turn into the destination (`salvage()`) while
  /// the writer goes on appending, for a process that must end before its loop can commit.
  public struct Checkpoint: Hashable, Sendable {
    /// The path as requested (for messages).
    public let path: String
    /// Where the data goes (symbolic links followed) and how.
    public let destination: OutputDestination
    /// The writer's temporary file; empty when the destination is streamed.
    public let temporaryPath: String
    /// Bytes on disk at the checkpoint.
    public let bytes: UInt64
    /// Bytes that complete the file after `bytes` (a JSON array's closing brackets).
    public let footer: [UInt8]

    /// Writes the destination from the first `bytes` bytes of the temporary file followed by
    /// `footer`, through a new temporary file renamed onto the destination (with an existing
    /// file's mode and owner), then deletes the writer's temporary file. Only bytes already
    /// on disk are read, so the writer may go on appending meanwhile. A streamed destination
    /// already holds its data: nothing to do. Throws a `ProfileOutputError` naming the path
    /// when a step fails; the destination is then untouched and no new file is left.
    public func salvage() throws(ProfileOutputError) {
      guard !temporaryPath.isEmpty else { return }
      func failure(_ code: Int32) -> ProfileOutputError {
        ProfileOutputError(path: path, operation: .commit, reason: describeErrno(code))
      }
      let source = open(temporaryPath, O_RDONLY | O_CLOEXEC)
      guard source >= 0 else { throw failure(errno) }
      defer { close(source) }
      let unique = String(UInt32.random(in: 0...UInt32.max), radix: 16)
      let copy = destination.temporaryPath(pid: getpid(), unique: unique)
      var createMode: mode_t = 0o666
      if case .regularFile = destination.kind { createMode = 0o600 }
      let target = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, createMode)
      guard target >= 0 else { throw failure(errno) }
      if case .regularFile(let mode, let owner, let group) = destination.kind {
        if owner != getuid() || group != getgid() { _ = fchown(target, owner, group) }
        _ = fchmod(target, mode_t(mode))
      }
      var error = copyPrefix(from: source, to: target, count: bytes)
      if error == nil, !footer.isEmpty { error = writeFooter(footer, to: target) }
      if close(target) != 0 && error == nil { error = errno }
      if error == nil && rename(copy, destination.path) != 0 { error = errno }
      guard let error else {
        unlink(temporaryPath)
        return
      }
      unlink(copy)
      throw failure(error)
    }
  }

  /// Flushes the buffer and returns what is complete on disk, nil once the writer is closed
  /// or has failed. Call where the data ends whole (a frame's end); costs one write of the
  /// buffered bytes.
  /// - Parameter footer: bytes that would complete the file at this point (kept by the
  ///   caller, so the checkpoint shares them instead of copying).
  public func checkpoint(footer: [UInt8] = []) -> Checkpoint? {
    guard isOpen else { return nil }
    flushBuffer()
    flushedSinceCheckpoint = false
    guard failure == nil else { return nil }
    return Checkpoint(
      path: path, destination: destination, temporaryPath: temporaryPath, bytes: byteCount,
      footer: footer)
  }
}

/// Writes `bytes` to `target` whole; returns the errno of a failure.
private func writeFooter(_ bytes: [UInt8], to target: Int32) -> Int32? {
  bytes.withUnsafeBytes { raw in
    write(target, raw.baseAddress, raw.count) == raw.count ? nil : errno
  }
}

/// Copies the first `count` bytes of `source` to `target` (from offset 0, with pread, so the
/// source's own offset is left alone); returns the errno of a failure.
private func copyPrefix(from source: Int32, to target: Int32, count: UInt64) -> Int32? {
  let chunk = 1 << 20
  let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
  defer { buffer.deallocate() }
  var offset: UInt64 = 0
  while offset < count {
    let want = Int(min(UInt64(chunk), count - offset))
    let got = pread(source, buffer, want, off_t(offset))
    if got < 0 && errno == EINTR { continue }
    guard got > 0 else { return got < 0 ? errno : EIO }
    var done = 0
    while done < got {
      let n = write(target, buffer + done, got - done)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return n < 0 ? errno : EIO }
      done += n
    }
    offset += UInt64(got)
  }
  return nil
}
