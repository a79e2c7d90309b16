/// How a programmatic scroll moves.
public enum ScrollAnimation: Hashable, Sendable {
  /// Jump at once.
  case none
  /// A critically damped spring of about half a second (SwiftUI's default smooth spring).
  case smooth
  /// A critically damped spring of natural frequency `omega` per second.
  case spring(omega: Double)
  /// A cubic ease of fixed duration (seconds) that starts at the current velocity.
  case easeInOut(duration: Double)
  /// A wheel step as Chromium animates it (cc/animation/scroll_offset_animation_curve.cc):
  /// ease-in-out (0.42, 0, 0.58, 1) lasting clamp(14 - distance / 60, 6, 12) / 60 seconds
  /// (120 pt in 200 ms, 480 pt in 100 ms); a tick during a step retargets it from the current
  /// velocity, its duration capped at 2.5 x distance / speed.
  case wheelStep
}
