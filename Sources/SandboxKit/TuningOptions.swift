import Platform
import Profiling
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// One `--set NAME=VALUE` (or a recording's `# set` line), as given.
public struct SettingAssignment: Hashable, Sendable {
  /// The setting's dotted name.
  public var name: String
  /// The value's text, parsed when applied.
  public var value: String

  /// Creates an assignment.
  /// - Parameters:
  ///   - name: the setting's dotted name.
  ///   - value: the value's text.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

extension SandboxOptions {
  /// Reads `--preset-file` and applies the `--set` pairs (and, for a replay without either,
  /// the settings the recording was made with) into `tuning`.
  /// - Parameters:
  ///   - recorded: `name=value` settings read from the replay's `# set` lines.
  ///   - recordedPresetFile: the preset file the replay's session started from (its
  ///     `# preset-file` lines), taken like `--preset-file` when neither it nor `--set` is
  ///     given.
  /// - Throws: `UsageError` naming the flag, the file's line and field, the valid names or the
  ///   valid range, or a `--preset` the file's base disagrees with.
  public mutating func resolveTuning(
    recorded: [SettingAssignment] = [], recordedPresetFile: String? = nil
  ) throws {
    var t = PhysicsTuning(base: ScrollPhysics.preset(named: preset) ?? .ios)
    if presetFile == nil && settings.isEmpty, let text = recordedPresetFile {
      do {
        t = try PresetFile.parse(text)
      } catch {
        throw UsageError("--replay: the recording's '# preset-file' lines: \(error)")
      }
    }
    if let path = presetFile {
      t = try SettingsFileInput.preset(at: path, flag: "--preset-file")
      if presetGiven && t.base.name != preset {
        throw UsageError(
          "--preset \(preset) and --preset-file \(MessageText.printable(path)) disagree: the file "
            + "starts from the \(t.base.name) preset (its 'base' line); drop --preset, or give "
            + "a file whose base is \(preset)")
      }
    }
    let pairs = settings.isEmpty && presetFile == nil ? recorded : settings
    let flag = settings.isEmpty && presetFile == nil ? "replay '# set' line" : "--set"
    var scene = SceneTuning()
    for (name, text) in pairs.map({ ($0.name, $0.value) }) {
      guard let value = DecimalNumber.parse(text) else {
        throw UsageError(
          "\(flag) \(MessageText.printable(name)): '\(MessageText.printable(text))' is not a number"
        )
      }
      do {
        if PhysicsSettings.named(name) != nil {
          try t.set(name, to: value)
        } else {
          try scene.set(name, to: value)
        }
      } catch {
        throw UsageError("\(flag): \(MessageText.printable(error.description))")
      }
    }
    sceneTuning = scene
    tuning = t.physics == t.base ? nil : t
    if tuning == nil && (presetFile != nil || (settings.isEmpty && recordedPresetFile != nil)) {
      tuning = t
    }
  }

  /// The `--list-settings` text: each setting of the tuned preset with its value, default,
  /// range and unit.
  public var settingsListing: String {
    let t = tuning ?? PhysicsTuning(base: ScrollPhysics.preset(named: preset) ?? .ios)
    var lines = [
      "settings of \(MessageText.printable(t.physics.name)) (--set NAME=VALUE, repeatable):"
    ]
    for s in t.settings {
      let v = s.read(t.physics).map(PhysicsTuning.format) ?? "-"
      let d = t.defaultValue(of: s.name).map(PhysicsTuning.format) ?? "-"
      let range =
        s.isFlag
        ? "0 or 1"
        : "\(PhysicsTuning.format(s.range.lowerBound))...\(PhysicsTuning.format(s.range.upperBound))"
      let unit = s.unit.isEmpty ? "" : " \(s.unit)"
      lines.append(
        "  \(Self.nameColumn(s.name)) \(v)\(unit)"
          + " (default \(d); \(range)) \(s.summary)")
    }
    let others = PhysicsSettings.all.filter { s in !t.settings.contains { $0.name == s.name } }
    if !others.isEmpty {
      lines.append(
        "other presets' settings: " + others.map(\.name).joined(separator: ", "))
    }
    lines.append("scene and input settings (each names the scenes using it):")
    for s in SceneSettings.all {
      let range =
        s.isFlag
        ? "0 or 1"
        : "\(PhysicsTuning.format(s.range.lowerBound))...\(PhysicsTuning.format(s.range.upperBound))"
          + (s.isInteger ? ", whole" : "")
      let unit = s.unit.isEmpty ? "" : " \(s.unit)"
      let scenes =
        SceneSettings.scenes(using: s.name).map { $0.joined(separator: ", ") } ?? "every scene"
      lines.append(
        "  \(Self.nameColumn(s.name)) "
          + "\(PhysicsTuning.format(sceneTuning[s]))\(unit)"
          + " (default \(PhysicsTuning.format(s.defaultValue)); \(range); \(scenes)) \(s.summary)")
    }
    return lines.joined(separator: "\n")
  }

  /// A setting's name padded to the listing's name column, as wide as the longest name (at
  /// least 30 characters): names are printed whole (cutting them printed names `--set`
  /// refused) and the values stay aligned.
  /// - Parameter name: the setting's dotted name.
  static func nameColumn(_ name: String) -> String {
    let width = max(
      30, (PhysicsSettings.all.map(\.name) + SceneSettings.all.map(\.name)).map(\.count).max() ?? 0)
    return name.count >= width ? name : name.paddingWithSpaces(toLength: width)
  }
}

/// Tuned settings as comment lines in recordings, `# set physics.rate=0.997`, so a replay
/// starts from the physics the session was recorded with (unless `--set` or
/// `--preset-file` is given). Comments keep the recording format unchanged.
enum TuningDirective {
  /// The text opening each line.
  static let prefix = "# set "

  /// The lines for the changes of `tuning` and `scene`, each ending in a newline; empty
  /// without changes.
  /// - Parameters:
  ///   - tuning: the tuned physics, or nil.
  ///   - scene: the tuned scene and input numbers.
  static func lines(_ tuning: PhysicsTuning?, scene: SceneTuning = SceneTuning()) -> String {
    ((tuning?.changes ?? []) + scene.changes).map {
      "\(prefix)\($0.name)=\(PhysicsTuning.format($0.value))\n"
    }.joined()
  }

  /// A line for stderr when `--set` or `--preset-file` replaces settings the replay was
  /// recorded with (its `# set` and `# preset-file` lines), nil when nothing differs.
  /// - Parameters:
  ///   - options: the command line.
  ///   - recorded: the recording's `# set` lines.
  ///   - recordedPresetFile: the recording's preset file, if any.
  static func overrideNote(
    options: SandboxOptions, recorded: [SettingAssignment], recordedPresetFile: String?
  ) -> String? {
    guard !options.settings.isEmpty || options.presetFile != nil,
      !recorded.isEmpty || recordedPresetFile != nil,
      options.settings != recorded || options.presetFile != nil
    else { return nil }
    let flags = [
      options.presetFile.map { _ in "--preset-file" }, options.settings.isEmpty ? nil : "--set",
    ]
    .compactMap { $0 }
    let shown = recorded.prefix(4).map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
    return "\(flags.joined(separator: " and ")) \(flags.count > 1 ? "replace" : "replaces") "
      + "the settings the recording was made with"
      + (shown.isEmpty
        ? " (its preset file)"
        : " (\(MessageText.printable(shown))"
          + (recorded.count > 4 ? ", ..." : "") + ")")
  }

  /// The settings named in the first 64 KB of the recording at `path`, in order.
  /// - Parameter path: a recording.
  static func settings(inFile path: String) -> [SettingAssignment] {
    guard let data = FileSystem.contents(path, limit: 65_536) else { return [] }
    return settings(in: String(decoding: data, as: UTF8.self))
  }

  /// The settings named by `# set` lines of `text`, in order.
  /// - Parameter text: a recording's text.
  static func settings(in text: String) -> [SettingAssignment] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      let trimmed = line.trimmingWhitespace
      guard trimmed.hasPrefix(prefix) else { return nil }
      let body = trimmed.dropFirst(prefix.count)
      guard let eq = body.firstIndex(of: "=") else { return nil }
      return SettingAssignment(
        name: String(body[..<eq]), value: String(body[body.index(after: eq)...]))
    }
  }
}
