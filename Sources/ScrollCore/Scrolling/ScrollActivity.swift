/// What a scroll view is doing now: exactly one activity at a time, swapped as a whole.
enum ScrollActivity: Sendable {
  /// At rest, no input held.
  case idle
  /// Input held, content not moved yet (also after catching a fling).
  case tracking(DragState)
  /// The user is moving the content.
  case interacting(DragState)
  /// Momentum or spring-back.
  case decelerating(Motion)
  /// A programmatic scroll.
  case animating(Motion)

  /// The published phase for this activity.
  var phase: SCScrollPhase {
    switch self {
    case .idle: return .idle
    case .tracking: return .tracking
    case .interacting: return .interacting
    case .decelerating: return .decelerating
    case .animating: return .animating
    }
  }

  /// The running motion, if any.
  var motion: Motion? {
    switch self {
    case .decelerating(let m), .animating(let m): return m
    default: return nil
    }
  }
}
