import Profiling
import Scenes
import ScrollCore

/// Writes `--events-out` JSON lines: one object per line with `t` (seconds), `type` and
/// details. Types: `phase` (from, to, offset), `scene` (the scene event's name and fields),
/// `frame` (offset, velocity, phase; only with `--events-out-frames`), `scene-switch`,
/// `preset`, `feedback-loop`, `device` (the scroll device changed: name, kind, source).
/// A file is written atomically through `AtomicFileWriter`; `-` streams the lines to standard
/// output as they happen, one write per line, so a reader can follow the run live.
final class EventsOutWriter {
  /// The path that means standard output.
  static let standardOutput = LineOutput.standardOutput
  /// The file or standard output.
  private let output: LineOutput
  /// Whether per-frame lines are written.
  let includeFrames: Bool

  /// Opens the destination; throws with the path named when it cannot be written.
  init(path: String, includeFrames: Bool) throws {
    output = try LineOutput(path: path)
    self.includeFrames = includeFrames
  }

  /// Sends one line to the file, or to standard output at once.
  private func emit(_ line: String) { output.emit(line) }

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
  func close() throws { try output.close() }

  /// The file's path as given; nil on standard output.
  var filePath: String? { output.filePath }

  /// The destination as given ("standard output" for `-`).
  var destinationName: String { output.destinationName }

  /// What of the file is complete on disk (nil on standard output, once closed or failed).
  func checkpoint() -> AtomicFileWriter.Checkpoint? { output.checkpoint() }

  /// True when the file's buffer was written since its last checkpoint.
  var flushedSinceCheckpoint: Bool { output.flushedSinceCheckpoint }

  /// Removes the temporary file.
  func discard() { output.discard() }

  /// The temporary file being written (empty when the destination is streamed).
  var temporaryPath: String { output.temporaryPath }

  /// Whether closing syncs the file to the disk first.
  var syncsOnCommit: Bool {
    get { output.syncsOnCommit }
    set { output.syncsOnCommit = newValue }
  }
}
