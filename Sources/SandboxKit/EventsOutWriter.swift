import Profiling
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// Writes `--events-out` JSON lines: one object per line with `t` (seconds), `type` and
/// details. Types: `phase` (from, to, offset), `scene` (the scene event's name and fields),
/// `frame` (offset, velocity, phase; only with `--events-out-frames`), `scene-switch`,
/// `preset`, `feedback-loop`, `device` (the scroll device changed: name, kind, source).
/// A file is written atomically through `AtomicFileWriter`; `-` streams the lines to standard
/// output as they happen, one write per line, so a reader can follow the run live.
final class EventsOutWriter {
  /// The path that means standard output.
  static let standardOutput = "-"
  private let file: AtomicFileWriter?
  /// The first error writing to standard output (a reader that left), reported at close.
  private var streamError: Int32?
  /// Whether per-frame lines are written.
  let includeFrames: Bool

  /// Opens the destination; throws with the path named when it cannot be written.
  init(path: String, includeFrames: Bool) throws {
    file = path == Self.standardOutput ? nil : try AtomicFileWriter(path: path)
    self.includeFrames = includeFrames
  }

  /// Sends one line to the file, or to standard output at once.
  private func emit(_ line: String) {
    guard file == nil else {
      file?.write(line)
      return
    }
    guard streamError == nil else { return }
    var bytes = Array(line.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        Glibc.write(1, $0.baseAddress! + offset, $0.count - offset)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        streamError = n < 0 ? errno : EIO
        return
      }
      offset += n
    }
  }

  /// Writes one scene event (phase changes arrive as scene events named "phase").
  func write(_ e: SceneEvent) {
    var line = "{\"t\":\(formatPoints(e.time, decimals: 4)),"
    if e.name == "phase" {
      line += "\"type\":\"phase\",\"scene\":\(JSONText.quoted(e.scene))"
    } else {
      line +=
        "\"type\":\"scene\",\"scene\":\(JSONText.quoted(e.scene)),\"name\":\(JSONText.quoted(e.name))"
    }
    for f in e.fields { line += ",\(JSONText.quoted(f.key)):\(f.value.json)" }
    emit(line + "}\n")
  }

  /// Writes a frame line.
  func writeFrame(index: Int, time: Double, offset: Point, velocity: Point, phase: SCScrollPhase) {
    emit(
      "{\"t\":\(formatPoints(time, decimals: 4)),\"type\":\"frame\",\"frame\":\(index),\"x\":\(formatPoints(offset.x, decimals: 3)),\"y\":\(formatPoints(offset.y, decimals: 3)),\"vx\":\(formatPoints(velocity.x, decimals: 2)),\"vy\":\(formatPoints(velocity.y, decimals: 2)),\"phase\":\"\(phase.rawValue)\"}\n"
    )
  }

  /// Writes an app-level event (scene switch, preset change).
  func writeApp(time: Double, type: String, fields: [(String, SceneValue)]) {
    var line = "{\"t\":\(formatPoints(time, decimals: 4)),\"type\":\(JSONText.quoted(type))"
    for (k, v) in fields { line += ",\(JSONText.quoted(k)):\(v.json)" }
    emit(line + "}\n")
  }

  /// Renames the temporary file onto the destination; on standard output, throws when a
  /// line could not be written.
  func close() throws {
    if let file { try file.commit() }
    if let code = streamError {
      throw ProfileOutputError(
        path: "standard output", operation: .write, reason: String(cString: strerror(code)))
    }
  }

  /// The file's path as given; nil on standard output.
  var filePath: String? { file?.path }

  /// The destination as given ("standard output" for `-`).
  var destinationName: String { file?.path ?? "standard output" }

  /// What of the file is complete on disk (nil on standard output, once closed or failed).
  func checkpoint() -> AtomicFileWriter.Checkpoint? { file?.checkpoint() }

  /// True when the file's buffer was written since its last checkpoint.
  var flushedSinceCheckpoint: Bool { file?.flushedSinceCheckpoint ?? false }

  /// Removes the temporary file.
  func discard() { file?.discard() }

  /// The temporary file being written (empty when the destination is streamed).
  var temporaryPath: String { file?.temporaryPath ?? "" }

  /// Whether closing syncs the file to the disk first.
  var syncsOnCommit: Bool {
    get { file?.syncsOnCommit ?? false }
    set { file?.syncsOnCommit = newValue }
  }
}
