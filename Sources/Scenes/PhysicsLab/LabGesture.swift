import ScrollCore

/// The gesture the physics lab plays into every column: device events (presses, drags,
/// releases, wheel and touchpad deltas, device lines) with times from 0, so every column sees
/// the same tracking, release and momentum, not only a velocity. By default the scripted
/// fling (`LabScript`); `scroll-sandbox --scene physics --replay FILE --presets A,B[,C,D]
/// [--gesture N]` gives it a gesture of a recording.
public struct LabGesture: Hashable, Sendable {
  /// What it is, for the plot's title ("gesture 2 of 3 of swipe.rec").
  public var title: String
  /// The events, from time 0.
  public var events: [InputEvent]
  /// The scripted fling's placement (`LabScript.place`) instead of moving the recorded
  /// positions by `shift`.
  private var scripted = false
  /// The centre of the recorded positions (presses, moves, wheel pointers), window points:
  /// it is placed at each column's centre, so the motion keeps its size in points.
  private var centre = Point.zero

  /// A gesture of `events`, shifted to start at 0.
  /// - Parameters:
  ///   - title: what it is.
  ///   - events: the events in order, at their recorded times.
  public init(title: String, events: [InputEvent]) {
    self.title = title
    let start = events.first?.time ?? 0
    self.events = events.map { InputEvent(time: $0.time - start, kind: $0.kind) }
    let points = events.compactMap(LabGesture.position)
    if let first = points.first {
      var lo = first
      var hi = first
      for p in points {
        lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
        hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
      }
      centre = Point(x: (lo.x + hi.x) / 2, y: (lo.y + hi.y) / 2)
    }
  }

  /// The scripted fling of assets/sessions/sample-fling.rec.
  public static let scripted: LabGesture = {
    var g = LabGesture(title: "the fling of sample-fling.rec", events: LabScript.events)
    g.scripted = true
    return g
  }()

  /// The window position an event carries, if any.
  private static func position(_ e: InputEvent) -> Point? {
    switch e.kind {
    case .pointerDown(let p, _), .pointerMove(let p, _), .pointerUp(let p, _): return p
    case .wheel(_, _, let p, _): return p
    default: return nil
    }
  }

  /// Event `event` at `start + event.time`, its position placed in `column`.
  /// - Parameters:
  ///   - event: one of `events`.
  ///   - start: the session time the gesture starts at, seconds.
  ///   - column: the column's frame, window points.
  func event(_ event: InputEvent, startingAt start: Double, in column: Rect) -> InputEvent {
    if scripted { return LabScript.event(event, startingAt: start, in: column) }
    let dx = column.midX - centre.x
    let dy = column.midY - centre.y
    func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
    let kind: InputEventKind
    switch event.kind {
    case .pointerDown(let p, let b): kind = .pointerDown(move(p), button: b)
    case .pointerMove(let p, let held): kind = .pointerMove(move(p), leftHeld: held)
    case .pointerUp(let p, let b): kind = .pointerUp(move(p), button: b)
    case .wheel(let x, let y, let p, let m):
      kind = .wheel(dx: x, dy: y, pointer: move(p), modifiers: m)
    default: kind = event.kind
    }
    return InputEvent(time: start + event.time, kind: kind)
  }
}
