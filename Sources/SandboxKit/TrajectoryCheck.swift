import Geometry

/// `--expect-trajectory`: how a replay's trajectory differs from the expected one.
struct TrajectoryCheck: Equatable {
  /// The first frame whose offset differs by more than the tolerance (or that one side
  /// lacks), nil when none does.
  var firstDrift: Trajectory.Sample?
  /// The expected offset at `firstDrift` (nil: the expected file has no such frame).
  var expectedAtDrift: Point?
  /// The largest difference of the offsets over the frames both have, points.
  var largest = 0.0
  /// The frame with the largest difference.
  var largestFrame = 0
  /// Frames in the expected trajectory and in the replay.
  var counts = (expected: 0, actual: 0)

  /// Compares `actual` with `expected` frame by frame, the larger of the x and y differences.
  /// - Parameters:
  ///   - actual: the replay's trajectory, as its text reads back (rounded like the file).
  ///   - expected: the saved trajectory.
  ///   - tolerance: the largest difference that passes, points.
  init(actual: Trajectory, expected: Trajectory, tolerance: Double) {
    counts = (expected.samples.count, actual.samples.count)
    for (a, e) in zip(actual.samples, expected.samples) {
      let d = max(abs(a.offset.x - e.offset.x), abs(a.offset.y - e.offset.y))
      if d > largest {
        largest = d
        largestFrame = a.frame
      }
      if d > tolerance && firstDrift == nil {
        firstDrift = a
        expectedAtDrift = e.offset
      }
    }
    if firstDrift == nil && counts.expected != counts.actual {
      let n = min(counts.expected, counts.actual)
      firstDrift = n < actual.samples.count ? actual.samples[n] : expected.samples[n]
    }
  }

  static func == (a: TrajectoryCheck, b: TrajectoryCheck) -> Bool {
    a.firstDrift == b.firstDrift && a.expectedAtDrift == b.expectedAtDrift
      && a.largest == b.largest && a.largestFrame == b.largestFrame && a.counts == b.counts
  }

  /// True when every frame is within the tolerance and both have the same frames.
  var passes: Bool { firstDrift == nil }

  /// The one-paragraph verdict (what `--expect-trajectory` prints).
  /// - Parameters:
  ///   - name: the expected file's name.
  ///   - tolerance: the tolerance used, points.
  func message(name: String, tolerance: Double) -> String {
    let tol = formatPoints(tolerance, decimals: 3)
    let big = "largest difference \(formatPoints(largest, decimals: 3)) pt at frame \(largestFrame)"
    guard let drift = firstDrift else {
      return "trajectory matches \(name): \(counts.actual) frames within \(tol) pt (\(big))"
    }
    let at = "frame \(drift.frame) (t=\(formatPoints(drift.time, decimals: 4)) s)"
    if let e = expectedAtDrift {
      return "trajectory drifts from \(name) at \(at): offset "
        + "\(formatPoints(drift.offset.x, decimals: 3)),\(formatPoints(drift.offset.y, decimals: 3))"
        + " pt, expected \(formatPoints(e.x, decimals: 3)),\(formatPoints(e.y, decimals: 3)) pt "
        + "(tolerance \(tol) pt); \(big)"
    }
    return "trajectory drifts from \(name) at \(at): the replay has \(counts.actual) frames, "
      + "the expected trajectory \(counts.expected) (it came to rest at another time); \(big)"
  }
}
