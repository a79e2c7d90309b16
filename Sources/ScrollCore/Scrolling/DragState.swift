/// The state of a held input (finger, button, touchpad gesture).
struct DragState: Sendable {
  /// Unbanded position per axis (where the content would be without edge resistance).
  var raw: Point
  /// The cumulative input position per axis, for velocity tracking.
  var inputPosition: Point
  /// Velocity trackers per axis.
  var trackerX = VelocityTracker()
  /// Vertical velocity tracker.
  var trackerY = VelocityTracker()
  /// Velocity carried from a caught fling (pt/s), applied on release if the new fling goes
  /// the same way.
  var carried: Point = .zero
  /// Velocity of the fling this hold caught (pt/s), for rules that depend on the new release
  /// too (GTK 4's accumulation); zero when nothing was caught.
  var caught: Point = .zero
  /// Session time the input went down.
  var downTime: Double
  /// True once the content has moved during this drag.
  var moved = false
  /// The offset when the input went down (moved with the content when it shifts), for the
  /// direction of a drag that is cancelled.
  var origin: Point = .zero

  /// Creates a drag state at `raw`.
  ///
  /// The input position starts at zero, the velocity trackers empty, nothing carried or
  /// caught, and the content not moved.
  /// - Parameters:
  ///   - raw: the unbanded position per axis (where the content would be without edge
  ///     resistance), points.
  ///   - downTime: session time the input went down, seconds.
  init(raw: Point, downTime: Double) {
    self.raw = raw
    self.inputPosition = .zero
    self.downTime = downTime
  }
}
