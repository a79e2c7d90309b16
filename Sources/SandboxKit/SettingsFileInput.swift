import Platform
import Scenes

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a settings file (a preset file now, scene files later) within `TOMLSubset`'s bounds:
/// the path is checked first (`InputFiles`), its size is taken before anything is read, and a
/// file past `TOMLSubset.maxFileBytes` is refused unread, so a hostile file never reaches
/// memory whole.
enum SettingsFileInput {
  /// The text of the file at `path`.
  /// - Parameters:
  ///   - path: the path as given.
  ///   - flag: what named the file, opening each message (`--preset-file`, `load`).
  /// - Returns: the file's text (invalid UTF-8 replaced, as everywhere in the reader).
  /// - Throws: `UsageError` naming the flag and the file: not a readable regular file,
  ///   too large, or unreadable.
  static func text(at path: String, flag: String) throws -> String {
    if let reason = InputFiles.problem(with: path) {
      throw UsageError(InputFiles.message(flag: flag, path: path, reason: reason))
    }
    let shown = MessageText.printable(path)
    guard FileSystem.isReadable(path) else {
      throw UsageError("\(flag): cannot read '\(shown)'")
    }
    // Read one byte past the limit: a file that grew since it was checked is refused too.
    let limit = TOMLSubset.maxFileBytes
    if let problem = TOMLSubset.sizeProblem(bytes: FileSystem.size(path) ?? 0) {
      throw UsageError("\(flag) \(shown): \(problem)")
    }
    guard let data = FileSystem.contents(path, limit: limit + 1) else {
      throw UsageError("\(flag): cannot read '\(shown)'")
    }
    if let problem = TOMLSubset.sizeProblem(bytes: data.count) {
      throw UsageError("\(flag) \(shown): \(problem)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The preset file at `path`, read and parsed.
  /// - Parameters:
  ///   - path: the path as given.
  ///   - flag: what named the file, opening each message.
  /// - Returns: the tuned physics.
  /// - Throws: `UsageError` naming the flag, the file, and the line and field at fault.
  static func preset(at path: String, flag: String) throws -> PhysicsTuning {
    let text = try text(at: path, flag: flag)
    do {
      return try PresetFile.parse(text)
    } catch {
      throw UsageError("\(flag) \(MessageText.printable(path)): \(error)")
    }
  }
}
