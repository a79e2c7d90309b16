/// Estimates release velocity from recent position samples by least squares.
///
/// Keeps at most 20 samples; on `velocity(at:)` fits a degree-2 polynomial to the samples of
/// the last 100 ms (stopping at a gap of more than 40 ms between samples) and returns its
/// slope at the newest sample. If the newest sample is more than 40 ms old when asked, the
/// input is considered stopped and the velocity is 0 (no fling after a pause).
/// Storage is a fixed ring; O(20) per query, no allocation.
public struct VelocityTracker: Sendable {
  /// Samples older than this (seconds) relative to the newest are ignored.
  public static let horizon = 0.100
  /// A pause longer than this (seconds) means the input stopped.
  public static let stopGap = 0.040
  /// Samples must span at least this long (seconds) to give a velocity.
  public static let minimumSpan = 0.004
  /// Ring capacity.
  public static let capacity = 20

  private var times = [Double](repeating: 0, count: VelocityTracker.capacity)
  private var positions = [Double](repeating: 0, count: VelocityTracker.capacity)
  private var head = 0
  private var count = 0

  /// Creates an empty tracker.
  public init() {}

  /// Forgets every sample.
  public mutating func reset() {
    head = 0
    count = 0
  }

  /// Adds a sample: `position` (points, any origin) at `time` (seconds).
  ///
  /// Once 20 samples are held (`capacity`) a new one replaces the oldest.
  /// - Parameters:
  ///   - time: the sample's time, seconds; a non-finite time drops the sample.
  ///   - position: the position, points, any origin; a non-finite position drops the sample.
  public mutating func add(time: Double, position: Double) {
    guard time.isFinite, position.isFinite else { return }
    head = (head + 1) % VelocityTracker.capacity
    times[head] = time
    positions[head] = position
    count = min(count + 1, VelocityTracker.capacity)
  }

  /// Number of samples held.
  public var sampleCount: Int { count }

  /// The estimated velocity (points per second) at `now`; 0 with fewer than 2 usable samples
  /// or when the newest sample is older than `stopGap`.
  public func velocity(at now: Double) -> Double {
    guard count >= 2 else { return 0 }
    let newest = times[head]
    if now - newest > VelocityTracker.stopGap { return 0 }
    // Gather usable samples, newest first, relative to the newest.
    var n = 0
    var sx = [Double](repeating: 0, count: 5)  // sums of t^0..t^4
    var sy = [Double](repeating: 0, count: 3)  // sums of y t^0..t^2
    var previous = newest
    var oldest = 0.0
    let y0 = positions[head]
    for i in 0..<count {
      let idx = (head - i + VelocityTracker.capacity) % VelocityTracker.capacity
      let t = times[idx] - newest
      if -t > VelocityTracker.horizon || previous - times[idx] > VelocityTracker.stopGap { break }
      previous = times[idx]
      oldest = t
      let y = positions[idx] - y0
      var p = 1.0
      for j in 0..<5 {
        sx[j] += p
        if j < 3 { sy[j] += y * p }
        p *= t
      }
      n += 1
    }
    // Samples bunched into a few milliseconds (events delivered in one batch) say nothing
    // about speed.
    guard n >= 2, -oldest >= VelocityTracker.minimumSpan else { return 0 }
    if n == 2 || sx[2] * sx[0] - sx[1] * sx[1] < 1e-14 {
      // Straight line through the samples (least squares, degree 1).
      let det = sx[0] * sx[2] - sx[1] * sx[1]
      guard abs(det) > 1e-18 else { return 0 }
      return (sx[0] * sy[1] - sx[1] * sy[0]) / det
    }
    // Normal equations for y = a + b t + c t^2; the slope at t = 0 is b.
    let m = [[sx[0], sx[1], sx[2]], [sx[1], sx[2], sx[3]], [sx[2], sx[3], sx[4]]]
    let det3 = determinant(m)
    guard abs(det3) > 1e-24 else {
      let det = sx[0] * sx[2] - sx[1] * sx[1]
      guard abs(det) > 1e-18 else { return 0 }
      return (sx[0] * sy[1] - sx[1] * sy[0]) / det
    }
    var mb = m
    for r in 0..<3 { mb[r][1] = sy[r] }
    return determinant(mb) / det3
  }

  private func determinant(_ m: [[Double]]) -> Double {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
      - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
      + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
  }
}
