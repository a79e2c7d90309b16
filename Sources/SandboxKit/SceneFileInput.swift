import Scenes

extension SettingsFileInput {
  /// The scene file at `path`, read within `TOMLSubset`'s bounds and parsed.
  /// - Parameters:
  ///   - path: the path as given.
  ///   - flag: what named the file, opening each message (`--scene-file`).
  /// - Returns: the scene file.
  /// - Throws: `UsageError` (exit 2) naming the flag, the file, and the line and field at
  ///   fault, worded as preset-file errors are.
  static func scene(at path: String, flag: String) throws -> SceneFile {
    let text = try text(at: path, flag: flag)
    do {
      return try SceneFile.parse(text)
    } catch {
      throw UsageError("\(flag) \(MessageText.printable(path)): \(error)")
    }
  }
}

extension SandboxOptions {
  /// Opens `file`'s scene: its name is the scene, its preset the preset unless `--preset`
  /// gave one.
  /// - Parameter file: the scene file read.
  mutating func take(_ file: SceneFile) {
    loadedSceneFile = file
    scene = file.name
    if !presetGiven, presetFile == nil, let p = file.preset { preset = p }
  }
}
