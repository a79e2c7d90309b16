import Runtime
import Scenes
import ScrollCore

/// `compare --gesture N`: a headless replay whose scene switches to another preset's physics
/// when the gesture starts, and which drops the scroll input after the gesture, so each
/// preset plays the same gesture from the same state (the first preset's, after the gestures
/// before it). The gesture is one of the app's (`GestureTracker`, `Gesture.inputSpan`).
package final class GestureWindowSource: EventSource {
  /// The gesture and the physics it plays under.
  package struct Window {
    /// The gesture's first and last input times, seconds (`Gesture.inputSpan`).
    package var gesture: ClosedRange<Double>
    /// The physics from the gesture's start on.
    package var physics: ScrollPhysics
  }

  private let inner: HeadlessReplaySource
  private let window: Window
  private let onStart: @MainActor @Sendable (Double) -> Void
  private var switched = false

  /// Wraps `inner`.
  /// - Parameters:
  ///   - inner: the replay.
  ///   - window: the gesture and its physics.
  ///   - onStart: switches the scene's physics, with the frame's time (on the main actor,
  ///     where the headless loop runs).
  init(
    _ inner: HeadlessReplaySource, window: Window,
    onStart: @escaping @MainActor @Sendable (Double) -> Void
  ) {
    self.inner = inner
    self.window = window
    self.onStart = onStart
  }

  /// The replay's frame, without scroll input after the gesture; the frame that brings the
  /// gesture's first event switches the physics before its input is handled.
  /// - Parameters:
  ///   - frame: the frame's index.
  ///   - clockTime: the virtual clock's time for it, seconds.
  /// - Returns: the frame's input.
  package func take(frame: Int, at clockTime: Double) -> FrameInput {
    var input = inner.take(frame: frame, at: clockTime)
    if !switched && input.time >= window.gesture.lowerBound {
      switched = true
      let time = input.time
      let start = onStart
      MainActor.assumeIsolated { start(time) }
    }
    input.events.removeAll { $0.time > window.gesture.upperBound && Self.isScrollInput($0) }
    return input
  }

  /// True for input that can move a scroll view, the input dropped after the gesture: wheel
  /// and touchpad deltas, presses, drags, releases, touches and keys (not window, device,
  /// setting or hover events, nor key releases, which end a key gesture's repeats).
  /// - Parameter event: a replayed event.
  static func isScrollInput(_ event: InputEvent) -> Bool {
    switch event.kind {
    case .wheel, .pointerDown, .pointerUp, .fingerDown, .fingerMove, .fingerUp, .keyDown:
      return true
    case .pointerMove(_, let leftHeld): return leftHeld
    default: return false
    }
  }

  /// The replay's next event or mark.
  /// - Parameter t: the frame's time.
  package func nextEventTime(afterFrameAt t: Double) -> Double? {
    inner.nextEventTime(afterFrameAt: t)
  }
}
