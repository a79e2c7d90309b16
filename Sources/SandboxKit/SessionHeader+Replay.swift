import Recording
import Scenes
import ScrollCore

extension SessionHeader {
  /// Gives `options` what the recording says, except where a flag given on the command line
  /// says otherwise: that flag wins, and a line saying so is returned for stderr (one per
  /// flag). The size is not set here (see `size`): a headless run prefers the recording's
  /// first `resize`. A `--preset` against the recording's preset drops the recorded preset
  /// file (`presetFileLines`).
  /// - Parameters:
  ///   - options: the command line, before `resolveTuning`.
  ///   - recordedSettings: the recording's `# set` lines; those a `--preset` given against
  ///     the recording's preset cannot take (its physics numbers) are dropped.
  /// - Returns: the lines to print, without the program name.
  mutating func apply(
    to options: inout SandboxOptions, recordedSettings: inout [SettingAssignment]
  ) -> [String] {
    var notes: [String] = []
    func note(_ flag: String, _ given: String, _ recorded: String, _ extra: String = "") {
      notes.append(
        "\(flag) \(MessageText.printable(given)) overrides the recording's "
          + "\(MessageText.printable(recorded))\(extra)")
    }
    if let scene {
      if options.given.contains("--scene") || options.loadedSceneFile != nil {
        if options.scene != scene {
          let flag = options.loadedSceneFile != nil ? "--scene-file" : "--scene"
          note(flag, options.scene, "scene \(scene)")
        }
      } else {
        options.scene = scene
      }
    }
    if let preset {
      if options.given.contains("--preset") || options.presetFile != nil {
        let chosen = options.presetFile == nil ? options.preset : nil
        if let chosen, chosen != preset {
          note(
            "--preset", chosen, "preset \(preset)",
            presetFileLines.isEmpty && !recordedSettings.contains(where: \.isPhysics)
              ? "" : " (and the tuned physics recorded with it)")
          recordedSettings.removeAll(where: \.isPhysics)
          presetFileLines = []
        }
      } else {
        options.preset = preset
      }
    }
    if let scale {
      if options.given.contains("--scale") {
        if options.scale != scale {
          note("--scale", RecordingFormat.number(options.scale ?? 1), "scale \(number(scale))")
        }
      } else {
        options.scale = scale
      }
    }
    if let fps {
      if options.given.contains("--fps") {
        if options.fps != fps {
          note("--fps", RecordingFormat.number(options.fps), "frame rate \(number(fps))")
        }
      } else {
        options.fps = fps
      }
    }
    if let items {
      if options.given.contains("--items") {
        if options.items != items { note("--items", "\(options.items ?? 0)", "\(items) items") }
      } else {
        options.items = items
      }
    }
    if let font {
      if let given = options.fontPath {
        if given != font { note("--font", given, "font \(font)") }
      } else {
        options.fontPath = font
      }
    }
    if let inspector {
      if options.given.contains("--no-hud") {
        if inspector { note("--no-hud", "", "shown inspector") }
      } else {
        options.hud = inspector
      }
    }
    if let dark {
      if options.given.contains("--dark") {
        if !dark { note("--dark", "", "light theme") }
      } else {
        options.dark = dark
      }
    }
    return notes.map { $0.replacing("  ", with: " ") }
  }

  /// The window size to start with, when the command line gives none: the recording's.
  /// - Parameter options: the command line.
  /// - Returns: a line for stderr when `--size` contradicts the recording, else nil.
  func sizeNote(for options: SandboxOptions) -> String? {
    guard let size, options.sizeGiven,
      size.width != options.width || size.height != options.height
    else { return nil }
    return "--size \(number(options.width))x\(number(options.height)) overrides the "
      + "recording's size \(number(size.width))x\(number(size.height))"
  }

  /// The recording's scene file as text, nil without one.
  var sceneFileText: String? {
    sceneFileLines.isEmpty ? nil : sceneFileLines.joined(separator: "\n")
  }

  /// The recording's preset file as text, nil without one.
  var presetFileText: String? {
    presetFileLines.isEmpty ? nil : presetFileLines.joined(separator: "\n") + "\n"
  }

  private func number(_ v: Double) -> String { RecordingFormat.number(v) }
}

extension SettingAssignment {
  /// True for a physics setting (a preset's number), which another preset may not have.
  var isPhysics: Bool { PhysicsSettings.named(name) != nil }
}
