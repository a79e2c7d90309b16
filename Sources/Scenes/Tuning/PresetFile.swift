import ScrollCore

/// A tuned physics preset as a small text file (a subset of TOML), documented in
/// docs/preset-format.md:
///
///     # comments and blank lines are ignored
///     format = "scroll-sandbox-preset"
///     version = 1
///     name = "my-ios"
///     base = "ios"
///     physics.rate = 0.997
///     physics.rubber-band = 0.4
///
/// `format`, `version` and `base` are required and come first; `name` is optional; every
/// other key is a setting of the base preset, each at most once. Errors name the line and the
/// field.
public enum PresetFile {
  /// The value of `format`.
  public static let formatName = "scroll-sandbox-preset"
  /// The version this reader writes and reads.
  public static let version = 1

  /// The file's text for `tuning`, named `name` (nil: the base preset's name + "-tuned").
  /// - Parameters:
  ///   - tuning: the physics to save.
  ///   - name: the preset's name.
  /// - Returns: the whole file, ending in a newline.
  public static func text(for tuning: PhysicsTuning, name: String? = nil) -> String {
    var lines = [
      "# A physics preset for Scroll Sandbox (docs/preset-format.md).",
      "format = \"\(formatName)\"",
      "version = \(version)",
      "name = \(quoted(name ?? tuning.base.name + "-tuned"))",
      "base = \(quoted(tuning.base.name))",
    ]
    for s in tuning.settings {
      guard let v = s.read(tuning.physics) else { continue }
      let note = v == s.read(tuning.base) ? "" : "  # default \(fmt(s.read(tuning.base)))"
      lines.append("\(s.name) = \(PhysicsTuning.format(v))\(note)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a preset file.
  /// - Parameter text: the file's contents.
  /// - Returns: the tuned physics (named by the file's `name`, when it has one).
  /// - Throws: `TuningError` as "line N: field 'F': what is wrong".
  public static func parse(_ text: String) throws(TuningError) -> PhysicsTuning {
    var header: [String: (value: String, line: Int)] = [:]
    var tuning: PhysicsTuning?
    var seen: Set<String> = []
    var number = 0
    // Any line ending (LF, CRLF, CR) ends a line; "\r\n" is one Character in Swift.
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let line = stripComment(String(raw)).trimmingSpaces
      if line.isEmpty { continue }
      guard let eq = line.firstIndex(of: "=") else {
        throw TuningError("line \(number): expected 'key = value', got '\(clip(line))'")
      }
      let key = String(line[..<eq]).trimmingSpaces
      let value = String(line[line.index(after: eq)...]).trimmingSpaces
      guard !key.isEmpty else { throw TuningError("line \(number): a value without a key") }
      guard seen.insert(key).inserted else {
        throw TuningError("line \(number): field '\(key)': given twice")
      }
      guard !value.isEmpty else { throw TuningError("line \(number): field '\(key)': no value") }
      switch key {
      case "format", "version", "name", "base":
        guard tuning == nil || key == "name" else {
          throw TuningError("line \(number): field '\(key)': must come before the settings")
        }
        header[key] = (value, number)
        if key == "base" { tuning = try start(header, line: number) }
      default:
        guard var t = tuning else {
          throw TuningError(
            "line \(number): field '\(key)': settings need 'format', 'version' and 'base' first")
        }
        guard let v = DecimalNumber.parse(value) else {
          throw TuningError("line \(number): field '\(key)': '\(clip(value))' is not a number")
        }
        do { try t.set(key, to: v) } catch {
          throw TuningError("line \(number): field '\(key)': \(error)")
        }
        tuning = t
      }
    }
    guard var t = tuning else {
      throw TuningError("line \(number): field 'base': missing (the preset to start from)")
    }
    if let (value, line) = header["name"] {
      let name = try unquote(value, field: "name", line: line)
      t = PhysicsTuning(base: t.base, renamed: name, physics: t.physics)
    }
    return t
  }

  private static func start(
    _ header: [String: (value: String, line: Int)], line: Int
  ) throws(TuningError) -> PhysicsTuning {
    guard let (format, fl) = header["format"] else {
      throw TuningError("line \(line): field 'format': missing (\"\(formatName)\")")
    }
    guard try unquote(format, field: "format", line: fl) == formatName else {
      throw TuningError("line \(fl): field 'format': expected \"\(formatName)\"")
    }
    guard let (version, vl) = header["version"] else {
      throw TuningError("line \(line): field 'version': missing (\(PresetFile.version))")
    }
    guard Int(version) == PresetFile.version else {
      throw TuningError(
        "line \(vl): field 'version': '\(clip(version))' is not a version this reader knows "
          + "(\(PresetFile.version))")
    }
    let base = try unquote(header["base"]!.value, field: "base", line: line)
    guard let preset = ScrollPhysics.preset(named: base) else {
      throw TuningError(
        "line \(line): field 'base': unknown preset '\(clip(base))'; valid: "
          + ScrollPhysics.presetNames.joined(separator: ", "))
    }
    return PhysicsTuning(base: preset)
  }

  private static func unquote(_ v: String, field: String, line: Int) throws(TuningError) -> String {
    guard v.count >= 2, v.first == "\"", v.last == "\"" else {
      throw TuningError(
        "line \(line): field '\(field)': expected a quoted string, got '\(clip(v))'")
    }
    let inner = String(v.dropFirst().dropLast())
    guard !inner.contains("\""), !inner.contains("\\"), !inner.isEmpty else {
      throw TuningError(
        "line \(line): field '\(field)': a plain non-empty name without quotes or \\")
    }
    return inner
  }

  private static func quoted(_ s: String) -> String {
    "\"" + s.filter { $0 != "\"" && $0 != "\\" && !$0.isNewline } + "\""
  }

  private static func stripComment(_ line: String) -> String {
    // A '#' outside a quoted string starts a comment.
    var inQuotes = false
    for i in line.indices {
      if line[i] == "\"" { inQuotes.toggle() }
      if line[i] == "#" && !inQuotes { return String(line[..<i]) }
    }
    return line
  }

  private static func clip(_ s: String) -> String {
    let printable = String(
      s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    return printable.count > 60 ? String(printable.prefix(60)) + "…" : printable
  }

  private static func fmt(_ v: Double?) -> String { v.map(PhysicsTuning.format) ?? "none" }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
    return String(s)
  }
}
