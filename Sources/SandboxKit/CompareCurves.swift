import Geometry
import Scenes
import ScrollCore

/// The curves of `compare`: one preset's frames each, on one axis, with the numbers printed
/// per preset and the CSV.
struct CompareCurves {
  /// One preset's run.
  struct Curve {
    /// The preset's name.
    var preset: String
    /// Its frames, from the gesture's (or the recording's) start.
    var frames: [TrajectoryRecorder.Frame]

    /// This curve up to its first frame at rest after `lastInput` (the frames after it
    /// only repeat the rest offset), whole when it never rests.
    /// - Parameter lastInput: the time of the last scroll input played, seconds.
    func endingAtRest(after lastInput: Double) -> Curve {
      guard let end = frames.firstIndex(where: { $0.time >= lastInput && $0.phase == .idle })
      else { return self }
      return Curve(preset: preset, frames: Array(frames[...end]))
    }
  }

  /// The curves, the first the reference.
  var curves: [Curve]
  /// The time of the last scroll input played, seconds (settle times count from it).
  var lastInput: Double
  /// The axis compared: vertical unless the content moved further horizontally.
  var axis: SCAxis

  /// Curves on the axis that moved most.
  /// - Parameters:
  ///   - curves: the runs, the reference first.
  ///   - lastInput: the time of the last scroll input played, seconds.
  init(curves: [Curve], lastInput: Double) {
    self.curves = curves
    self.lastInput = lastInput
    let reach = { (axis: SCAxis) in
      curves.flatMap(\.frames).map { abs($0.offset[axis]) }.max() ?? 0
    }
    axis = reach(.horizontal) > reach(.vertical) ? .horizontal : .vertical
  }

  /// The most frames any curve has.
  var length: Int { curves.map(\.frames.count).max() ?? 0 }

  /// The times of the longest curve (the runs share their clock).
  var times: [Double] {
    curves.max { $0.frames.count < $1.frames.count }?.frames.map(\.time) ?? []
  }

  /// A curve's offset at frame `i`, its rest offset once it has ended.
  /// - Parameters:
  ///   - curve: the curve.
  ///   - i: the frame index.
  func offset(_ curve: Curve, _ i: Int) -> Double {
    guard let last = curve.frames.last else { return 0 }
    return (i < curve.frames.count ? curve.frames[i] : last).offset[axis]
  }

  /// A curve's velocity at frame `i`, 0 once it has ended.
  /// - Parameters:
  ///   - curve: the curve.
  ///   - i: the frame index.
  func velocity(_ curve: Curve, _ i: Int) -> Double {
    i < curve.frames.count ? curve.frames[i].velocity[axis] : 0
  }

  /// The offset the curve rests at (its last frame's), points.
  /// - Parameter curve: the curve.
  func rest(_ curve: Curve) -> Double { curve.frames.last?.offset[axis] ?? 0 }

  /// Seconds from the last input to the curve's first frame at rest after it (nil: it never
  /// rested).
  /// - Parameter curve: the curve.
  func settle(_ curve: Curve) -> Double? {
    curve.frames.first { $0.time >= lastInput && $0.phase == .idle }.map { $0.time - lastInput }
  }

  /// The deepest overscroll on the axis, points.
  /// - Parameter curve: the curve.
  func peakOverscroll(_ curve: Curve) -> Double {
    curve.frames.map { $0.overscroll[axis] }.max() ?? 0
  }

  /// The largest offset difference from the reference over every frame, points, and the time
  /// it happens.
  /// - Parameter curve: the curve.
  func largestDifference(_ curve: Curve) -> (points: Double, time: Double) {
    guard let reference = curves.first else { return (0, 0) }
    let t = times
    var best = (points: 0.0, time: t.first ?? 0)
    for i in 0..<length {
      let d = abs(offset(curve, i) - offset(reference, i))
      if d > best.points { best = (d, i < t.count ? t[i] : best.time) }
    }
    return best
  }

  /// The table `compare` prints.
  /// - Parameter title: the first line (the recording and the gesture).
  func table(title: String) -> String {
    let axisName = axis == .vertical ? "y" : "x"
    var lines = [title + ", offsets along \(axisName)"]
    func pad(_ s: String, _ n: Int) -> String {
      s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
    }
    func left(_ s: String, _ n: Int) -> String {
      s.count >= n ? s : String(repeating: " ", count: n - s.count) + s
    }
    let reference = curves.first?.preset ?? "-"
    lines.append(
      pad("preset", 18) + left("rest (pt)", 11) + left("settle (s)", 12)
        + left("peak overscroll (pt)", 22) + left("largest diff from \(reference) (pt)", 34))
    for (i, c) in curves.enumerated() {
      let settleText = settle(c).map { formatPoints($0, decimals: 3) } ?? "never"
      let diff = largestDifference(c)
      let diffText =
        i == 0
        ? "-"
        : "\(formatPoints(diff.points, decimals: 1)) at \(formatPoints(diff.time, decimals: 2)) s"
      lines.append(
        pad(c.preset, 18) + left(formatPoints(rest(c), decimals: 1), 11)
          + left(settleText, 12) + left(formatPoints(peakOverscroll(c), decimals: 1), 22)
          + left(diffText, 34))
    }
    return lines.joined(separator: "\n")
  }

  /// The CSV: `t,P.offset,P.velocity,...` then one row a frame (a curve that has ended
  /// repeats its rest offset at velocity 0).
  var csv: String {
    var out = "t" + curves.map { ",\($0.preset).offset,\($0.preset).velocity" }.joined() + "\n"
    let t = times
    for i in 0..<length {
      out += formatPoints(t[i], decimals: 4)
      for c in curves {
        out +=
          ",\(formatPoints(offset(c, i), decimals: 3)),\(formatPoints(velocity(c, i), decimals: 2))"
      }
      out += "\n"
    }
    return out
  }
}
