/// The engine's own distance tolerances, points. None comes from a toolkit: each is chosen
/// well under a device pixel (a third of a point is one pixel at 3x), so a decision taken
/// within it cannot be seen.
enum ScrollTolerance {
  /// Two offsets closer than this are the same goal: a programmatic scroll, a re-aimed
  /// landing or an adjusted snap that would move less does nothing.
  static let sameOffset = 0.01
  /// A running animation is on course when its curve passes within this of the offset.
  static let onCourse = 0.01
  /// An offset past its range by no more than this is still in range (rounding of the range
  /// itself, never a visible overscroll).
  static let inRange = 0.001
  /// A scroll target's edge within this of the offset is where the offset is (target
  /// frames come from measured, possibly fractional, layout): half a point.
  static let targetAlignment = 0.5
  /// `.basedOnSize` bouncing needs content longer than the container by more than this.
  static let scrollableLength = 0.5
}
