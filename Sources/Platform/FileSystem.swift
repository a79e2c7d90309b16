#if canImport(Glibc)
  import Glibc
#endif

/// The few file-system questions the app asked Foundation's `FileManager`, answered with the
/// C calls `FileManager` makes on Linux.
public enum FileSystem {
  /// Whether this process may read the file at `path` (`access(R_OK)`, as
  /// `FileManager.isReadableFile` asks).
  /// - Parameter path: the path.
  public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

  /// Whether something is at `path`, following links (a dangling link is not), as
  /// `FileManager.fileExists(atPath:)` answers.
  /// - Parameter path: the path.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// The size of the file at `path` in bytes (`stat`, following links).
  /// - Parameter path: the file.
  /// - Returns: the size, or nil when nothing is at `path`.
  public static func size(_ path: String) -> Int? {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : nil
  }

  /// The current directory (`getcwd`), or "" when it cannot be named.
  public static var currentDirectory: String {
    guard let cwd = getcwd(nil, 0) else { return "" }
    defer { free(cwd) }
    return String(cString: cwd)
  }

  /// What the symbolic link at `path` points to, as written in the link (`readlink`).
  /// - Parameter path: the link.
  /// - Returns: the link's text, or nil when `path` is not a link or cannot be read.
  public static func linkDestination(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink(path, &buffer, buffer.count - 1)
    guard n >= 0 else { return nil }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The whole content of the file at `path`, as `FileManager.contents(atPath:)` gave it.
  /// - Parameters:
  ///   - path: the file.
  ///   - limit: the most bytes to read (nil: all); a longer file gives its first `limit`.
  /// - Returns: the bytes, or nil when the file cannot be opened or read, or is a directory.
  public static func contents(_ path: String, limit: Int? = nil) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while limit.map({ bytes.count < $0 }) ?? true {
      let want = min(chunk.count, limit.map { $0 - bytes.count } ?? chunk.count)
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, want) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }

  /// The text of the file at `path`, invalid UTF-8 replaced.
  /// - Parameter path: the file.
  /// - Returns: the text, or nil when the file cannot be read.
  public static func text(_ path: String) -> String? {
    contents(path).map { String(decoding: $0, as: UTF8.self) }
  }
}
