import Platform
import Recording
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// What decides how a recording replays, written by `--record` as comment lines under a
/// version 3 header and taken by `--replay` (docs/recording-format.md, "The session lines"):
///
///     scroll-sandbox-input v3
///     # recorded by scroll-sandbox; times in seconds since start
///     # physics-scale=1
///     # session scene=feed
///     # session preset=flutter
///     # session size=1280x800
///     # session scale=1
///     # session fps=60
///     # session inspector=shown
///     # session theme=light
///     # preset-file format = "scroll-sandbox-preset"
///     # set physics.rate=0.99
///
/// `items` and `font` lines appear when the session was given them; `preset-file` lines hold
/// a `--preset-file`'s lines as they were. Version 1 and 2 files have no session lines and
/// replay as before (their `# physics-scale` and `# set` lines still count).
struct SessionHeader: Equatable {
  /// The text opening a session line.
  static let prefix = "# session "
  /// The text opening a line of the embedded preset file.
  static let presetFilePrefix = "# preset-file "
  /// Longest embedded preset-file line, bytes: a longer file is recorded as its settings.
  static let maxPresetFileLine = 4096
  /// The text opening a line of the embedded scene file (`--scene-file`).
  static let sceneFilePrefix = "# scene-file "

  var scene: String?
  var preset: String?
  var size: Size?
  var scale: Double?
  var fps: Double?
  var items: Int?
  var font: String?
  /// True: the inspector was shown; false: collapsed (`--no-hud`).
  var inspector: Bool?
  /// True: the dark theme.
  var dark: Bool?
  /// The lines of the preset file the session started from, as written in it.
  var presetFileLines: [String] = []
  /// The lines of the scene file the session ran, as written in it.
  var sceneFileLines: [String] = []
  /// The `scene` line's number, when it names no built-in scene (a file scene's name, which
  /// needs `sceneFileLines`).
  private var fileSceneLine: Int?

  // MARK: - Writing

  /// The recording's opening lines for a session run with `options` in a window of `size`
  /// points at interface scale `scale`, each ending in a newline.
  /// - Parameters:
  ///   - options: the command line as resolved (tuning read).
  ///   - size: the window's size at start, points.
  ///   - scale: the interface scale the session runs at.
  ///   - presetFileText: the `--preset-file`'s text, when one was given.
  static func text(
    options: SandboxOptions, size: Size, scale: Double, presetFileText: String?
  ) -> String {
    var lines = [
      RecordingFormat.header,
      "# recorded by scroll-sandbox; times in seconds since start",
      PhysicsScaleDirective.line(options.physicsScale ?? 1),
      prefix + "scene=\(options.scene)",
      prefix + "preset=\(options.tuning?.base.name ?? options.preset)",
      prefix + "size=\(RecordingFormat.number(size.width))x\(RecordingFormat.number(size.height))",
      prefix + "scale=\(RecordingFormat.number(scale))",
      prefix + "fps=\(RecordingFormat.number(options.fps))",
    ]
    if let items = options.items { lines.append(prefix + "items=\(items)") }
    if let font = options.fontPath {
      let absolute =
        font.hasPrefix("/") ? font : FileSystem.currentDirectory + "/" + font
      lines.append(prefix + "font=" + RecordingFormat.escapedName(absolute))
    }
    if let file = options.loadedSceneFile {
      // Every line, so the recording replays without the file (the reader's 4 KiB line
      // bound holds for each).
      lines += file.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map { sceneFilePrefix + $0.filter { !$0.isNewline } }
    }
    lines.append(prefix + "inspector=" + (options.hud ? "shown" : "collapsed"))
    lines.append(prefix + "theme=" + (options.dark ? "dark" : "light"))
    if let text = presetFileText {
      let fileLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      // Kept as written when every line is printable and short; otherwise the `# set` lines
      // below still carry every number (the file's name is what is lost).
      let printable = fileLines.allSatisfy { line in
        line.utf8.count <= maxPresetFileLine
          && !line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }
      }
      if printable {
        lines += fileLines.map { presetFilePrefix + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
      + TuningDirective.lines(options.tuning, scene: options.sceneTuning)
  }

  // MARK: - Reading

  /// The session lines of the recording at `path` (read from its first 64 KB, where the
  /// writer puts them: between the header and the first event), empty for a version 1 or 2
  /// file or one whose header cannot be read (the replay's own check reports that).
  /// - Parameter path: a recording.
  /// - Throws: `UsageError` naming the line and field of a session line that is malformed.
  static func read(inFile path: String) throws -> SessionHeader {
    guard let data = FileSystem.contents(path, limit: 65_536) else { return SessionHeader() }
    do {
      return try parse(String(decoding: data, as: UTF8.self))
    } catch let error as UsageError {
      throw UsageError("--replay: \(MessageText.printable(path)): \(error.message)")
    }
  }

  /// The session lines of a recording's `text`.
  /// - Parameter text: the recording (or its start).
  /// - Throws: `UsageError` "line N: field 'F': ..." for a malformed session line.
  static func parse(_ text: String) throws -> SessionHeader {
    var header = SessionHeader()
    var number = 0
    var version: String?
    var seen: Set<String> = []
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let line = String(raw)
      if RecordingFormat.isBlank(line) {
        guard version == "v3" else { continue }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(presetFilePrefix) {
          header.presetFileLines.append(String(trimmed.dropFirst(presetFilePrefix.count)))
        } else if trimmed.hasPrefix(sceneFilePrefix) {
          header.sceneFileLines.append(String(trimmed.dropFirst(sceneFilePrefix.count)))
        } else if trimmed.hasPrefix(prefix) {
          let body = trimmed.dropFirst(prefix.count).trimmingWhitespace
          try header.take(body, line: number, seen: &seen)
        }
        continue
      }
      // The first line with tokens is the header; the next one is the first event.
      guard version == nil else { break }
      guard let v = try? RecordingFormat.headerVersion(line), v == "v3" else { break }
      version = v
    }
    if let line = header.fileSceneLine, header.sceneFileLines.isEmpty {
      throw UsageError(
        "line \(line): field 'scene': expected a scene (\(SceneCatalog.names.joined(separator: ", "))"
          + ") or a file scene with its '# scene-file' lines, got '"
          + MessageText.printable(header.scene ?? "") + "'")
    }
    return header
  }

  /// Reads one session line's `key=value`.
  private mutating func take(_ body: String, line: Int, seen: inout Set<String>) throws {
    guard let eq = body.firstIndex(of: "="), eq != body.startIndex else {
      throw UsageError(
        "line \(line): expected '# session NAME=VALUE', got '\(MessageText.printable(body))'")
    }
    let key = String(body[..<eq])
    let value = String(body[body.index(after: eq)...])
    func bad(_ expected: String) -> UsageError {
      UsageError(
        "line \(line): field '\(MessageText.printable(key))': expected \(expected), got '"
          + MessageText.printable(value) + "'")
    }
    guard seen.insert(key).inserted else {
      throw UsageError("line \(line): field '\(MessageText.printable(key))': given twice")
    }
    switch key {
    case "scene":
      // A name no built-in scene has is a file scene's: checked once the header is read.
      if !SceneCatalog.names.contains(value) { fileSceneLine = line }
      scene = value
    case "preset":
      guard ScrollPhysics.presetNames.contains(value) else {
        throw bad("a preset (\(ScrollPhysics.presetNames.joined(separator: ", ")))")
      }
      preset = value
    case "size":
      let parts = value.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let w = DecimalNumber.parse(parts[0]),
        let h = DecimalNumber.parse(parts[1]), w >= 1, h >= 1, w <= SandboxApp.maxWindowSide,
        h <= SandboxApp.maxWindowSide
      else { throw bad("WIDTHxHEIGHT in points (1...16384)") }
      size = Size(width: w, height: h)
    case "scale":
      guard let v = DecimalNumber.parse(value), SandboxOptions.scaleRange.contains(v) else {
        throw bad("an interface scale (0.5...4)")
      }
      scale = v
    case "fps":
      guard let v = DecimalNumber.parse(value), (1...1000).contains(v) else {
        throw bad("a frame rate (1...1000)")
      }
      fps = v
    case "items":
      guard let v = Int(value), (0...1_000_000_000).contains(v) else {
        throw bad("a whole number of items (0...1000000000)")
      }
      items = v
    case "font":
      guard let path = RecordingFormat.unescapedName(Substring(value)), !path.isEmpty else {
        throw bad("a font path with %XX escapes")
      }
      font = path
    case "inspector":
      guard value == "shown" || value == "collapsed" else { throw bad("shown or collapsed") }
      inspector = value == "shown"
    case "theme":
      guard value == "dark" || value == "light" else { throw bad("dark or light") }
      dark = value == "dark"
    default:
      throw UsageError(
        "line \(line): field '\(MessageText.printable(key))': not a session line (scene, "
          + "preset, size, scale, fps, items, font, inspector, theme)")
    }
  }
}
