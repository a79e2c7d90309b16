import Recording
import ScrollCore

/// The fling the physics lab replays into both columns: the drag of
/// assets/sessions/sample-fling.rec (a drag upward at 25 pt per frame, released while
/// moving), moved to start at 0 s and kept in the recording format.
enum LabScript {
  /// The recording text.
  static let text = """
    scroll-sandbox-input v1
    # The drag of assets/sessions/sample-fling.rec, shifted to start at 0 s.
    0 down x=450 y=600 button=1
    0.017 move x=450 y=575 left=1
    0.033 move x=450 y=550 left=1
    0.050 move x=450 y=525 left=1
    0.067 move x=450 y=500 left=1
    0.083 move x=450 y=475 left=1
    0.100 move x=450 y=450 left=1
    0.117 move x=450 y=425 left=1
    0.133 move x=450 y=400 left=1
    0.150 move x=450 y=375 left=1
    0.167 move x=450 y=350 left=1
    0.183 move x=450 y=325 left=1
    0.200 move x=450 y=300 left=1
    0.202 up x=450 y=300 button=1
    """

  /// The parsed events (empty if the text were malformed, which a test rules out).
  static let events: [InputEvent] = (try? RecordingFormat.parse(text)) ?? []

  /// The lowest recorded pointer y (where the drag starts) and the distance it travels.
  static let startY = 600.0
  /// Points the recorded drag travels.
  static let travel = 300.0

  /// Places a recorded window point in `column`: the same motion in points (so the same
  /// release velocity), starting near the column's bottom; scaled down only when the column
  /// is shorter than the drag.
  static func place(_ p: Point, in column: Rect) -> Point {
    let scale = min(1, column.height * 0.8 / travel)
    return Point(x: column.midX, y: column.minY + column.height * 0.9 - (startY - p.y) * scale)
  }

  /// `event` at `start + event.time`, its pointer placed in `column`.
  static func event(_ event: InputEvent, startingAt start: Double, in column: Rect) -> InputEvent {
    let kind: InputEventKind
    switch event.kind {
    case .pointerDown(let p, let b): kind = .pointerDown(place(p, in: column), button: b)
    case .pointerMove(let p, let held): kind = .pointerMove(place(p, in: column), leftHeld: held)
    case .pointerUp(let p, let b): kind = .pointerUp(place(p, in: column), button: b)
    default: kind = event.kind
    }
    return InputEvent(time: start + event.time, kind: kind)
  }
}
