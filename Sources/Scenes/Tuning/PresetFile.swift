import ScrollCore

/// A tuned physics preset as a small text file (a subset of TOML), documented in
/// docs/preset-format.md:
///
///     # comments and blank lines are ignored
///     format = "scroll-sandbox-preset"
///     version = 2
///     name = "my-ios"
///     base = "ios"
///     wheel = "firefox"
///     physics.rate = 0.997
///     physics.rubber-band = 0.4
///
/// `format`, `version` and `base` are required and come first; `name` is optional; `wheel`
/// (version 2 only) names the wheel model (`WheelModelName`), the base preset's when left
/// out; every other key is a setting of the base preset, each at most once. Version 1 files
/// (no `wheel`) still read. Errors name the line and the field.
public enum PresetFile {
  /// The value of `format`.
  public static let formatName = "scroll-sandbox-preset"
  /// The version this reader writes.
  public static let version = 2
  /// The versions this reader reads: 1 (no wheel model) and 2.
  public static let readableVersions = 1...2

  /// The file's text for `tuning`, named `name` (nil: the tuning's own name when a preset
  /// file gave it one, else the base preset's name + "-tuned").
  /// - Parameters:
  ///   - tuning: the physics to save.
  ///   - name: the preset's name.
  /// - Returns: the whole file, ending in a newline.
  public static func text(for tuning: PhysicsTuning, name: String? = nil) -> String {
    let own = tuning.physics.name != tuning.base.name ? tuning.physics.name : nil
    var lines = [
      "# A physics preset for Scroll Sandbox (docs/preset-format.md).",
      "format = \"\(formatName)\"",
      "version = \(version)",
      "name = \(quoted(name ?? own ?? tuning.base.name + "-tuned"))",
      "base = \(quoted(tuning.base.name))",
    ]
    if let wheel = WheelModelName.name(of: tuning.physics.wheel) {
      lines.append("wheel = \(quoted(wheel))")
    } else {
      lines.append("# wheel: a model with no name here; the base preset's is read back")
    }
    for s in tuning.settings {
      guard let v = s.read(tuning.physics) else { continue }
      let note = v == s.read(tuning.base) ? "" : "  # default \(fmt(s.read(tuning.base)))"
      lines.append("\(s.name) = \(PhysicsTuning.format(v))\(note)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a preset file (through `TOMLSubset`, whose bounds it keeps: at most 1 MiB, lines
  /// of at most 4 KiB, a `name` of at most 64 characters).
  /// - Parameter text: the file's contents.
  /// - Returns: the tuned physics (named by the file's `name`, when it has one).
  /// - Throws: `TuningError` as "line N: field 'F': what is wrong".
  public static func parse(_ text: String) throws(TuningError) -> PhysicsTuning {
    var header: [String: (value: String, line: Int)] = [:]
    var tuning: PhysicsTuning?
    for entry in try TOMLSubset.entries(text) {
      let (key, value, number) = (entry.key, entry.value, entry.line)
      switch key {
      case "wheel":
        guard var t = tuning else {
          throw TuningError(
            "line \(number): field 'wheel': comes after 'format', 'version' and 'base'")
        }
        guard let (version, _) = header["version"], Int(version) ?? 0 >= 2 else {
          throw TuningError(
            "line \(number): field 'wheel': needs version = 2 (version 1 has no wheel model)")
        }
        guard header["wheel"] == nil else {
          throw TuningError("line \(number): field 'wheel': given twice")
        }
        header["wheel"] = (value, number)
        let name = try unquote(value, field: "wheel", line: number)
        guard let model = WheelModelName.model(named: name) else {
          throw TuningError(
            "line \(number): field 'wheel': unknown wheel model '\(clip(name))'; valid: "
              + WheelModelName.names.joined(separator: ", "))
        }
        t.setWheel(model)
        tuning = t
      case "format", "version", "name", "base":
        guard tuning == nil || key == "name" else {
          throw TuningError("line \(number): field '\(key)': must come before the settings")
        }
        header[key] = (value, number)
        if key == "base" { tuning = try start(header, line: number) }
      default:
        guard var t = tuning else {
          throw TuningError(
            "line \(number): field '\(clip(key))': settings need 'format', 'version' and "
              + "'base' first")
        }
        guard let v = DecimalNumber.parse(value) else {
          throw TuningError(
            "line \(number): field '\(clip(key))': '\(clip(value))' is not a number")
        }
        do { try t.set(key, to: v) } catch {
          throw TuningError("line \(number): field '\(clip(key))': \(error)")
        }
        tuning = t
      }
    }
    guard var t = tuning else {
      // The file's last line, counted only for this message.
      let last = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
      throw TuningError("line \(last): field 'base': missing (the preset to start from)")
    }
    if let (value, line) = header["name"] {
      let name = try TOMLSubset.name(value, field: "name", line: line)
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
    guard let v = Int(version), readableVersions.contains(v) else {
      throw TuningError(
        "line \(vl): field 'version': '\(clip(version))' is not a version this reader knows "
          + "(1 or \(PresetFile.version))")
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
    try TOMLSubset.unquote(v, field: field, line: line)
  }

  private static func quoted(_ s: String) -> String { TOMLSubset.quoted(s) }

  private static func clip(_ s: String) -> String { TOMLSubset.clip(s) }

  private static func fmt(_ v: Double?) -> String { v.map(PhysicsTuning.format) ?? "none" }
}
