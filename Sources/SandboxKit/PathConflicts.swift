import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Refuses, before a run, an output path that is one of the inputs (`--replay`, `--font`) or
/// another output: the run would overwrite its own recording, or one output would silently
/// replace another. Paths are compared by the file they lead to (symbolic links, `..` and
/// hard links resolved), so `a.rec` and `./dir/../a.rec` are the same. A character device
/// (a null device) may take several outputs: nothing is kept there to lose.
enum PathConflicts {
  /// Throws a `UsageError` naming both flags when two of the paths lead to the same file.
  /// - Parameter options: the parsed command line.
  static func check(_ options: SandboxOptions) throws {
    let inputs: [(String, String?)] = [
      ("--replay", options.replay), ("--font", options.fontPath),
      ("--preset-file", options.presetFile),
    ]
    let outputs: [(String, String?)] = [
      ("--events-out", options.eventsOut), ("--trace", options.trace),
      ("--frames-csv", options.framesCSV), ("--record", options.record),
      ("--screenshot", options.screenshot),
    ]
    var seen: [(flag: String, path: String, key: String)] = []
    for (flag, path) in inputs {
      guard let path, !path.isEmpty else { continue }
      seen.append((flag, path, identity(of: path)))
    }
    for (flag, path) in outputs {
      guard let path, !path.isEmpty, !isCharacterDevice(path) else { continue }
      let key = identity(of: path)
      if let other = seen.first(where: { $0.key == key }) {
        let role = inputs.contains { $0.0 == other.flag } ? "input" : "output"
        throw UsageError(
          "\(flag) '\(path)' is the same file as the \(role) \(other.flag) '\(other.path)': "
            + "give each output its own path")
      }
      seen.append((flag, path, key))
    }
  }

  /// A key equal for two paths exactly when they lead to the same file: device and inode
  /// when the file exists, else the real path of its directory plus its name.
  static func identity(of path: String) -> String {
    var info = stat()
    if stat(path, &info) == 0 { return "inode \(info.st_dev):\(info.st_ino)" }
    var resolved = path
    // A dangling symbolic link: the file it will create.
    var hops = 0
    while hops < 32,
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: resolved)
    {
      resolved =
        target.hasPrefix("/")
        ? target : (resolved as NSString).deletingLastPathComponent + "/" + target
      hops += 1
    }
    let directory = (resolved as NSString).deletingLastPathComponent
    let name = (resolved as NSString).lastPathComponent
    guard let real = realpath(directory.isEmpty ? "." : directory, nil) else {
      return "path " + resolved
    }
    defer { free(real) }
    return "path " + String(cString: real) + "/" + name
  }

  /// True when `path` leads to a character device.
  private static func isCharacterDevice(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR
  }
}
