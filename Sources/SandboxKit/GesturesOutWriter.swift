import Gestures
import Profiling
import Scenes
import ScrollCore

/// Writes `--gestures-out` JSON lines: one object per gesture, when it ends (keys in
/// docs/gestures.md). A file is written atomically; `-` streams the lines to standard output
/// as the gestures end.
final class GesturesOutWriter {
  /// The file or standard output.
  let output: LineOutput
  /// The most late frames listed in a line (`late_frames`); the count is always whole.
  static let lateFramesListed = 100

  /// Opens the destination; throws with the path named when it cannot be written.
  /// - Parameter path: the file, or `-` for standard output.
  init(path: String) throws {
    output = try LineOutput(path: path)
  }

  /// Writes one ended gesture.
  /// - Parameters:
  ///   - gesture: the gesture.
  ///   - interval: the display interval it was judged against, seconds.
  func write(_ gesture: Gesture, interval: Double) {
    output.emit(Self.line(for: gesture, interval: interval) + "\n")
  }

  /// The JSON object (one line, no newline) for `gesture`.
  /// - Parameters:
  ///   - g: the gesture, ended.
  ///   - interval: the display interval it was judged against, seconds.
  static func line(for g: Gesture, interval: Double) -> String {
    let m = GestureMetrics(g, interval: interval)
    let duration = g.end - g.start
    func n(_ v: Double, _ decimals: Int = 3) -> String {
      v.isFinite ? formatPoints(v, decimals: decimals) : "null"
    }
    var s = "{\"id\":\(g.id),\"scene\":\(JSONText.quoted(g.scene))"
    s += ",\"kind\":\"\(g.kind.rawValue)\",\"device\":\(JSONText.quoted(g.device.name))"
    s += ",\"verdict\":\(JSONText.quoted(g.device.verdict))"
    s += ",\"start\":\(n(g.start, 4)),\"end\":\(n(g.end, 4)),\"events\":\(g.inputs.count)"
    s += ",\"distance\":\(n(g.distance)),\"peak_velocity\":\(n(g.peakVelocity, 1))"
    // As `--events-out` writes the phase change's offset, so the two compare as text.
    s += ",\"rest_offset\":\(g.restOffset.map { SceneValue.number($0).json } ?? "null")"
    s += ",\"ended_by\":\"\(g.endedBy.rawValue)\",\"phases\":{"
    s += g.phases.map { "\"\($0.phase.rawValue)\":\(n($0.seconds, 4))" }.joined(separator: ",")
    s += "},\"latency_ms\":"
    if let l = m.latency {
      s += "{\"p50\":\(n(l.p50)),\"p99\":\(n(l.p99)),\"max\":\(n(l.max))}"
    } else {
      s += "null"
    }
    s += ",\"frames\":\(m.frames),\"missed_frames\":\(m.missedFrames)"
    s +=
      ",\"hitch_ms_per_s\":\(n(m.hitchMsPerSecond)),\"hitch_verdict\":\"\(m.hitchVerdict.rawValue)\""
    s += ",\"delayed_frames_pct\":\(n(m.delayedFramesPercent, 2))"
    s += ",\"jitter_ms\":{\"sd\":\(n(m.jitterSD)),\"p99\":\(n(m.jitterP99))}"
    s += ",\"interval_ms\":\(n(interval * 1000))"
    if let recorded = g.recordedLateness {
      let ratio = duration > 0 ? recorded * 1000 / duration : 0
      s += ",\"recorded_hitch_ms_per_s\":\(n(ratio))"
      s += ",\"recorded_hitch_verdict\":\"\(HitchVerdict(msPerSecond: ratio).rawValue)\""
    }
    s += ",\"late_frames\":["
    s += g.frames.lazy.filter(\.timing.isLate).prefix(lateFramesListed).map { f in
      let t = f.timing
      return "{\"frame\":\(t.index),\"start\":\(n(t.start, 6)),\"present\":\(n(t.present, 6))"
        + ",\"deadline\":\(n(t.deadline, 6)),\"lateness_ms\":\(n(t.lateness * 1000))"
        + ",\"work_ms\":\(n((t.present - t.start) * 1000))}"
    }.joined(separator: ",")
    return s + "]}"
  }
}
