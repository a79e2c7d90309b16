import ScrollCore

/// Splits a recording's input into gestures for `compare --gesture N`: a gesture is the
/// scroll input from one rest to the next (the reference preset's rests). The split is this
/// one function, so a richer gesture model can replace it.
enum GestureSplit {
  /// True for input that moves a scroll view: wheel and touchpad deltas, presses, drags,
  /// releases, touches and keys (not window, device, setting or hover events).
  /// - Parameter event: a replayed event.
  static func isScrollInput(_ event: InputEvent) -> Bool {
    switch event.kind {
    case .wheel, .pointerDown, .pointerUp, .fingerDown, .fingerMove, .fingerUp, .keyDown:
      return true
    case .pointerMove(_, let leftHeld): return leftHeld
    default: return false
    }
  }

  /// The gestures of a recording: each the span from its first scroll input to its last; a
  /// new gesture starts at the first input after a frame at rest that followed the previous
  /// input.
  /// - Parameters:
  ///   - inputTimes: the times of the recording's scroll input, seconds, in order.
  ///   - restTimes: the times of the frames at which the reference replay was at rest
  ///     (idle), in order.
  /// - Returns: the gestures' spans, in order (empty without input).
  static func gestures(inputTimes: [Double], restTimes: [Double]) -> [ClosedRange<Double>] {
    var spans: [ClosedRange<Double>] = []
    var rest = restTimes.startIndex
    for t in inputTimes {
      guard let current = spans.last else {
        spans.append(t...t)
        continue
      }
      // A rest strictly between the gesture's last input and this one ends the gesture.
      while rest < restTimes.endIndex && restTimes[rest] <= current.upperBound { rest += 1 }
      if rest < restTimes.endIndex && restTimes[rest] < t {
        spans.append(t...t)
      } else {
        spans[spans.count - 1] = current.lowerBound...t
      }
    }
    return spans
  }
}
