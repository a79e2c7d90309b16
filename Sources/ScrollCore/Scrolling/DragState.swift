/// The state of a held input (finger, button, touchpad gesture).
public struct DragState: Sendable {
  /// Unbanded position per axis (where the content would be without edge resistance).
  public var raw: Point
  /// The cumulative input position per axis, for velocity tracking.
  public var inputPosition: Point
  /// Velocity trackers per axis.
  public var trackerX = VelocityTracker()
  /// Vertical velocity tracker.
  public var trackerY = VelocityTracker()
  /// Velocity carried from a caught fling (pt/s), applied on release if the new fling goes
  /// the same way.
  public var carried: Point = .zero
  /// Velocity of the fling this hold caught (pt/s), for rules that depend on the new release
  /// too (GTK 4's accumulation); zero when nothing was caught.
  public var caught: Point = .zero
  /// Session time the input went down.
  public var downTime: Double
  /// True once the content has moved during this drag.
  public var moved = false

  /// Creates a drag state at `raw`.
  ///
  /// The input position starts at zero, the velocity trackers empty, nothing carried or
  /// caught, and the content not moved.
  /// - Parameters:
  ///   - raw: the unbanded position per axis (where the content would be without edge
  ///     resistance), points.
  ///   - downTime: session time the input went down, seconds.
  public init(raw: Point, downTime: Double) {
    self.raw = raw
    self.inputPosition = .zero
    self.downTime = downTime
  }
}
