import Runtime
import Scenes
import ScrollCore

/// `compare --gesture N`: a headless replay whose scene switches to another preset's physics
/// when the gesture starts, and which drops the scroll input after the gesture, so each
/// preset plays the same gesture from the same rest (the first preset's, after the gestures
/// before it).
package final class GestureWindowSource: EventSource {
  /// The gesture and the physics it plays under.
  package struct Window {
    /// The gesture's first and last input times, seconds.
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
    input.events.removeAll { $0.time > window.gesture.upperBound && GestureSplit.isScrollInput($0) }
    return input
  }

  /// The replay's next event or mark.
  /// - Parameter t: the frame's time.
  package func nextEventTime(afterFrameAt t: Double) -> Double? {
    inner.nextEventTime(afterFrameAt: t)
  }
}
