#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an output path really leads, decided before anything is written.
///
/// A symbolic link is followed (to its final target, which may not exist yet); a regular file
/// or a new path is written through a temporary file and a rename, keeping an existing file's
/// permissions and owner; a FIFO or a device node is written directly (streamed), never
/// replaced. An existing file the effective user may not write is refused (as the shell's
/// redirection refuses it). Anything else (a directory, a socket, a path through a regular
/// file, a missing directory) is refused with a reason.
public struct OutputDestination: Hashable, Sendable {
  /// How the destination is written.
  public enum Kind: Hashable, Sendable {
    /// A path that does not exist yet: temporary file, then rename.
    case newFile
    /// An existing regular file: temporary file with the same mode and owner, then rename.
    case regularFile(mode: UInt32, owner: UInt32, group: UInt32)
    /// A FIFO or a character or block device: opened and written in place.
    case stream
  }

  /// The path the caller asked for.
  public let requestedPath: String
  /// The path written: `requestedPath` with symbolic links followed.
  public let path: String
  /// How it is written.
  public let kind: Kind

  /// Resolves `requestedPath`. Throws a `ProfileOutputError` (operation `.open`) naming the
  /// requested path and the reason when it cannot be written.
  /// - Parameter requestedPath: the output path as given on the command line.
  public init(resolving requestedPath: String) throws(ProfileOutputError) {
    func failure(_ reason: String) -> ProfileOutputError {
      ProfileOutputError(path: requestedPath, operation: .open, reason: reason)
    }
    guard !requestedPath.isEmpty else { throw failure("the path is empty") }
    guard !requestedPath.hasSuffix("/") else { throw failure("the path names a directory") }
    self.requestedPath = requestedPath
    var path = requestedPath
    var info = stat()
    var hops = 0
    while lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
      hops += 1
      guard hops <= 32, let target = readLink(path) else {
        throw failure("too many levels of symbolic links")
      }
      path = target.hasPrefix("/") ? target : splitOutputPath(path).directory + "/" + target
    }
    self.path = path
    guard lstat(path, &info) == 0 else {
      let code = errno
      guard code == ENOENT || code == ENOTDIR else { throw failure(describeErrno(code)) }
      let directory = splitOutputPath(path).directory
      var dirInfo = stat()
      guard stat(directory, &dirInfo) == 0 else {
        let dirCode = errno
        throw failure(
          dirCode == ENOENT
            ? "directory '\(directory)' does not exist"
            : "directory '\(directory)': \(describeErrno(dirCode))")
      }
      guard (dirInfo.st_mode & S_IFMT) == S_IFDIR else {
        throw failure("'\(directory)' is not a directory")
      }
      kind = .newFile
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      // Replacing goes through a rename, which only needs the directory: a file the user may
      // not write is refused as the shell's `> file` would (root may, as with `>`).
      guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 else {
        let code = errno
        guard code == EACCES || code == EPERM else { throw failure(describeErrno(code)) }
        let owner = info.st_uid == geteuid() ? "" : ", owned by user \(info.st_uid)"
        throw failure(
          "it is write-protected (mode \(String(info.st_mode & 0o7777, radix: 8))\(owner)); "
            + "make it writable or choose another path")
      }
      kind = .regularFile(
        mode: UInt32(info.st_mode & 0o7777), owner: info.st_uid, group: info.st_gid)
    case S_IFIFO, S_IFCHR, S_IFBLK: kind = .stream
    case S_IFDIR: throw failure("it is a directory")
    case S_IFSOCK: throw failure("it is a socket")
    default: throw failure("it is not a regular file, a FIFO or a device")
    }
  }

  /// The hidden temporary name used for this destination by process `pid`:
  /// `.NAME.PID.UNIQUE.tmp` in the destination's directory.
  /// - Parameters:
  ///   - pid: the writing process.
  ///   - unique: a random hexadecimal token.
  public func temporaryPath(pid: Int32, unique: String) -> String {
    let (directory, name) = splitOutputPath(path)
    let prefix = directory == "/" ? "/" : directory + "/"
    return prefix + ".\(name).\(pid).\(unique).tmp"
  }

  /// Removes temporary files of this destination left by processes that no longer run (an
  /// earlier run killed with SIGKILL). Returns how many were removed. O(directory entries).
  @discardableResult
  public func removeStaleTemporaryFiles() -> Int {
    let (directory, name) = splitOutputPath(path)
    guard let dir = opendir(directory) else { return 0 }
    defer { closedir(dir) }
    let prefix = ".\(name)."
    var removed = 0
    while let entry = readdir(dir) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp") else { continue }
      let middle = entryName.dropFirst(prefix.count).dropLast(4).split(separator: ".")
      guard middle.count == 2, let pid = Int32(middle[0]), pid > 0,
        middle[1].allSatisfy(\.isHexDigit)
      else { continue }
      let alive = pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
      guard !alive else { continue }
      let full = (directory == "/" ? "/" : directory + "/") + entryName
      if unlink(full) == 0 { removed += 1 }
    }
    return removed
  }
}

/// The target of the symbolic link at `path`, or nil.
private func readLink(_ path: String) -> String? {
  var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  let count = readlink(path, &buffer, buffer.count - 1)
  guard count > 0 else { return nil }
  return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The directory and last component of `path`; the directory is "." for a bare name.
func splitOutputPath(_ path: String) -> (directory: String, name: String) {
  guard let slash = path.lastIndex(of: "/") else { return (".", path) }
  let name = String(path[path.index(after: slash)...])
  let directory = String(path[..<slash])
  return (directory.isEmpty ? "/" : directory, name)
}

/// The system's message for an errno value.
func describeErrno(_ code: Int32) -> String {
  String(cString: strerror(code))
}
