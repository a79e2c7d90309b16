/// A running precise-delta (touchpad) gesture, as the interpreter follows it.
///
/// SDL reports no gesture begin or end, so a gesture starts with the first precise delta and
/// ends after an idle gap. Tracks the content-offset velocity of the stream and whether it
/// has become the platform's own decaying momentum.
struct TouchpadGesture: Sendable {
  /// Session time of the newest delta.
  var lastTime: Double
  /// Cumulative offset delta of the gesture, points.
  var travelled = Point.zero
  /// Velocity trackers over `travelled`, per axis.
  var trackerX = VelocityTracker()
  var trackerY = VelocityTracker()
  /// Recognises the platform momentum tail.
  var tail: MomentumTailDetector

  init(startTime: Double, tailMinimumRun: Int) {
    lastTime = startTime
    tail = MomentumTailDetector(minimumRun: tailMinimumRun)
  }

  /// Adds a delta (content-offset points) at `time`.
  mutating func add(_ delta: Point, at time: Double) {
    lastTime = time
    travelled = travelled + delta
    trackerX.add(time: time, position: travelled.x)
    trackerY.add(time: time, position: travelled.y)
    tail.add(magnitude: (delta.x * delta.x + delta.y * delta.y).squareRoot())
  }

  /// The velocity (pt/s) to release with: zero once the stream is the platform's own
  /// momentum (it has already been followed), else the velocity of the last motion: the
  /// tracker's fit over the newest 100 ms of deltas at the newest delta (Chromium's and
  /// Android's least-squares velocity tracker, 100 ms horizon, 40 ms stop gap), never the
  /// gesture's average. GTK 4 does the same over its last 150 ms of scroll deltas
  /// (GNOME/gtk gtk/gtkeventcontrollerscroll.c, scroll_history_finish).
  var releaseVelocity: Point {
    if tail.isInTail { return .zero }
    return Point(x: trackerX.velocity(at: lastTime), y: trackerY.velocity(at: lastTime))
  }
}
