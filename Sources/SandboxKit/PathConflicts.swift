import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// Refuses, before a run, an output path that is one of the inputs (`--replay`, `--font`) or
/// another output: the run would overwrite its own recording, or one output would silently
/// replace another. Paths are compared by the file they lead to (symbolic links, `..` and
/// hard links resolved), so `a.rec` and `./dir/../a.rec` are the same. A character device
/// (a null device) may take several outputs: nothing is kept there to lose.
///
/// `--save-preset` is an output like the others, with one exception: it may name the
/// `--preset-file` it was loaded from, to update that preset in place (as `W` does in the
/// window); a recording or a font is never a preset to overwrite. Only one output may stream
/// to standard output (`-`).
enum PathConflicts {
  /// Throws a `UsageError` naming both flags when two of the paths lead to the same file.
  /// - Parameter options: the parsed command line.
  static func check(_ options: SandboxOptions) throws {
    if options.eventsOut == LineOutput.standardOutput
      && options.gesturesOut == LineOutput.standardOutput
    {
      throw UsageError(
        "--events-out - and --gestures-out - would mix their lines on standard output: "
          + "give one of them a file")
    }
    let inputs: [(String, String?)] = [
      ("--replay", options.replay), ("--font", options.fontPath),
      ("--preset-file", options.presetFile), ("--scene-file", options.sceneFile),
      ("--expect-trajectory", options.expectTrajectory),
    ]
    let outputs = outputFlags(options)
    var seen: [(flag: String, path: String, key: String)] = []
    for (flag, path) in inputs {
      guard let path, !path.isEmpty else { continue }
      seen.append((flag, path, identity(of: path)))
    }
    for (flag, path) in outputs {
      guard let path, !path.isEmpty, !isCharacterDevice(path) else { continue }
      // `--events-out -` and `--gestures-out -` are standard output, not a file.
      if Self.streams(flag, path) { continue }
      let key = identity(of: path)
      let clash = seen.first { other in
        other.key == key && !(flag == "--save-preset" && other.flag == "--preset-file")
      }
      if let other = clash {
        let role = inputs.contains { $0.0 == other.flag } ? "input" : "output"
        throw UsageError(
          "\(flag) '\(path)' is the same file as the \(role) \(other.flag) '\(other.path)': "
            + "give each output its own path")
      }
      seen.append((flag, path, key))
    }
  }

  /// True when `flag` takes `-` for standard output and `path` is `-`.
  /// - Parameters:
  ///   - flag: the output option.
  ///   - path: its path.
  static func streams(_ flag: String, _ path: String) -> Bool {
    path == LineOutput.standardOutput && (flag == "--events-out" || flag == "--gestures-out")
  }

  /// Every output option with its path (nil when not given), in command-line terms.
  /// - Parameter options: the parsed command line.
  static func outputFlags(_ options: SandboxOptions) -> [(String, String?)] {
    [
      ("--events-out", options.eventsOut), ("--trace", options.trace),
      ("--frames-csv", options.framesCSV), ("--record", options.record),
      ("--screenshot", options.screenshot), ("--layout-out", options.layoutOut),
      ("--save-preset", options.savePreset), ("--gestures-out", options.gesturesOut),
      ("--gesture-plot", options.gesturePlot), ("--save-trajectory", options.saveTrajectory),
      ("--csv", options.compareCSV), ("--plot", options.comparePlot),
    ]
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
      let target = FileSystem.linkDestination(resolved)
    {
      resolved =
        target.hasPrefix("/")
        ? target : split(resolved).directory + "/" + target
      hops += 1
    }
    let (directory, name) = split(resolved)
    guard let real = realpath(directory.isEmpty ? "." : directory, nil) else {
      return "path " + resolved
    }
    defer { free(real) }
    return "path " + String(cString: real) + "/" + name
  }

  /// The directory part (empty when there is none) and the name of `path`, split at its last
  /// slash. (Foundation's `deletingLastPathComponent` traps on a one-character name such as
  /// `-` or `x`.)
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// True when `path` leads to a character device.
  private static func isCharacterDevice(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR
  }
}
