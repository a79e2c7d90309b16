/// A lifecycle event of a scroll view (UIKit's delegate calls plus SwiftUI's phase changes).
public enum ScrollEvent: Hashable, Sendable {
  /// The published phase changed.
  case phaseChanged(from: ScrollPhase, to: ScrollPhase, context: ScrollPhaseChangeContext)
  /// The user started moving the content.
  case willBeginDragging
  /// The user let go: release velocity (pt/s) and the target offset the motion will rest at.
  case willEndDragging(velocity: Point, target: Point)
  /// The drag ended; `willDecelerate` tells whether motion follows.
  case didEndDragging(willDecelerate: Bool)
  /// Momentum or spring-back came to rest.
  case didEndDecelerating
  /// A programmatic animation came to rest.
  case didEndScrollingAnimation
}

/// A scroll event with the time (seconds) at which it happened.
public struct TimedScrollEvent: Hashable, Sendable {
  /// Seconds on the session clock.
  public var time: Double
  /// What happened.
  public var event: ScrollEvent
  /// Creates a timed event.
  public init(time: Double, event: ScrollEvent) {
    self.time = time
    self.event = event
  }
}

/// Counts of bad input that was sanitized at the scroll view's boundary.
public struct SanitizerCounts: Hashable, Sendable {
  /// NaN or infinite deltas, positions or velocities, ignored.
  public var nonFinite = 0
  /// Deltas larger than the absurd-delta limit, clamped.
  public var clampedDeltas = 0
  /// Times earlier than the last time seen, replaced by it.
  public var timeReversals = 0
  /// Negative, zero-length-where-invalid or non-finite sizes and insets, replaced.
  public var invalidSizes = 0
  /// Creates zero counts.
  public init() {}
  /// Sum of every count.
  public var total: Int { nonFinite + clampedDeltas + timeReversals + invalidSizes }
}

/// Whether a scroll view lets its content bounce past the edges (SwiftUI's
/// scrollBounceBehavior).
public enum BounceBehavior: String, Hashable, Sendable, CaseIterable {
  /// Bounce whenever the physics preset allows overscroll.
  case always
  /// Bounce only along axes whose content overflows the container.
  case basedOnSize
  /// Never leave the content range.
  case never
}

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
