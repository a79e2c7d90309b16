import Platform
import Recording
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The physics scale (`--physics-scale`, the device pixel ratio of the physics' tolerances) as
/// a comment line in recordings, `# physics-scale=2`, so a replay uses the scale the session
/// was recorded with. A comment keeps the recording format itself unchanged: readers that do
/// not know the line ignore it.
enum PhysicsScaleDirective {
  /// The text opening the line.
  static let prefix = "# physics-scale="

  /// The line for `scale`, without a newline.
  /// - Parameter scale: device pixels per point.
  static func line(_ scale: Double) -> String { prefix + RecordingFormat.number(scale) }

  /// The scale named by the first such line of `text` that is a valid scale, or nil.
  /// - Parameter text: a whole recording.
  static func scale(in text: String) -> Double? {
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingWhitespace
      guard trimmed.hasPrefix(prefix),
        let value = DecimalNumber.parse(trimmed.dropFirst(prefix.count)),
        SandboxOptions.physicsScaleRange.contains(value)
      else { continue }
      return value
    }
    return nil
  }

  /// The scale named in the first 64 KB of the recording at `path` (the line is written near
  /// the top), or nil; reads no more than that, whatever the file's size.
  /// - Parameter path: a recording.
  static func scale(inFile path: String) -> Double? {
    guard let data = FileSystem.contents(path, limit: 65_536) else { return nil }
    return scale(in: String(decoding: data, as: UTF8.self))
  }
}
