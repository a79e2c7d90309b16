/// A lifecycle event of a scroll view (UIKit's delegate calls plus SwiftUI's phase changes).
public enum ScrollEvent: Hashable, Sendable {
  /// The published phase changed.
  case phaseChanged(from: SCScrollPhase, to: SCScrollPhase, context: SCScrollPhaseChangeContext)
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
  /// - Parameters:
  ///   - time: when it happened, seconds on the session clock.
  ///   - event: what happened.
  public init(time: Double, event: ScrollEvent) {
    self.time = time
    self.event = event
  }
}
