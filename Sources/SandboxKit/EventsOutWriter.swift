import Profiling
import Scenes
import ScrollCore

/// Writes `--events-out` JSON lines: one object per line with `t` (seconds), `type` and
/// details. Types: `phase` (from, to, offset), `scene` (the scene event's name and fields),
/// `frame` (offset, velocity, phase; only with `--events-out-frames`), `scene-switch`,
/// `preset`, `feedback-loop`, `device` (the scroll device changed: name, kind, source). Written atomically through `AtomicFileWriter`.
final class EventsOutWriter {
  private let file: AtomicFileWriter
  /// Whether per-frame lines are written.
  let includeFrames: Bool

  /// Opens the destination; throws with the path named when it cannot be written.
  init(path: String, includeFrames: Bool) throws {
    file = try AtomicFileWriter(path: path)
    self.includeFrames = includeFrames
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
    file.write(line + "}\n")
  }

  /// Writes a frame line.
  func writeFrame(index: Int, time: Double, offset: Point, velocity: Point, phase: ScrollPhase) {
    file.write(
      "{\"t\":\(formatPoints(time, decimals: 4)),\"type\":\"frame\",\"frame\":\(index),\"x\":\(formatPoints(offset.x, decimals: 3)),\"y\":\(formatPoints(offset.y, decimals: 3)),\"vx\":\(formatPoints(velocity.x, decimals: 2)),\"vy\":\(formatPoints(velocity.y, decimals: 2)),\"phase\":\"\(phase.rawValue)\"}\n"
    )
  }

  /// Writes an app-level event (scene switch, preset change).
  func writeApp(time: Double, type: String, fields: [(String, SceneValue)]) {
    var line = "{\"t\":\(formatPoints(time, decimals: 4)),\"type\":\(JSONText.quoted(type))"
    for (k, v) in fields { line += ",\(JSONText.quoted(k)):\(v.json)" }
    file.write(line + "}\n")
  }

  /// Renames the temporary file onto the destination.
  func close() throws { try file.commit() }

  /// Removes the temporary file.
  func discard() { file.discard() }

  /// The temporary file being written (empty when the destination is streamed).
  var temporaryPath: String { file.temporaryPath }

  /// Whether closing syncs the file to the disk first.
  var syncsOnCommit: Bool {
    get { file.syncsOnCommit }
    set { file.syncsOnCommit = newValue }
  }
}
