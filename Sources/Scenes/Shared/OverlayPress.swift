import ScrollCore

/// The press of an overlay button that floats above a scroll view: a press that lands on the
/// button belongs to the button, never to the content underneath (so a tap on "Top" during a
/// fling activates it instead of catching the fling). The button fires when the press lifts
/// inside it.
struct OverlayPress: Sendable {
  /// What an event did to the button.
  enum Outcome: Equatable, Sendable {
    /// Not the button's event: route it to the scroll view.
    case ignored
    /// The button took the event (press or move while held).
    case consumed
    /// The press lifted inside the button: run its action.
    case activated
  }

  /// The held input, while the button is pressed.
  private var source: Int64?
  /// True while the held input is over the button (drawn pressed).
  private(set) var isHighlighted = false

  /// Sentinel source id of the mouse (fingers use their own ids).
  private static let mouse: Int64 = .min

  /// True while an input that started on the button is held.
  var isHeld: Bool { source != nil }

  /// Whether `handle(_:frame:)` may do anything with `event`: a press, move, lift, lost
  /// focus or pointer leaving. Every other event (wheel, key, resize, ...) is ignored by it,
  /// so a caller can skip working out the overlay's frame for them.
  /// - Parameter event: the input event.
  static func concerns(_ event: InputEvent) -> Bool {
    switch event.kind {
    case .pointerDown, .pointerMove, .pointerUp, .fingerDown, .fingerMove, .fingerUp, .focusLost,
      .pointerLeft:
      return true
    default:
      return false
    }
  }

  /// Routes one event; `frame` is the button's current hit rectangle, nil when the button
  /// cannot be pressed (hidden).
  mutating func handle(_ event: InputEvent, frame: Rect?) -> Outcome {
    switch event.kind {
    case .pointerDown(let p, let button) where button == 1:
      return press(OverlayPress.mouse, at: p, frame: frame)
    case .fingerDown(let id, let p):
      return press(id, at: p, frame: frame)
    case .pointerMove(let p, let held) where source == OverlayPress.mouse:
      guard held else {
        cancel()
        return .consumed
      }
      isHighlighted = frame?.contains(p) ?? false
      return .consumed
    case .fingerMove(let id, let p) where source == id:
      isHighlighted = frame?.contains(p) ?? false
      return .consumed
    case .pointerUp(let p, let button) where button == 1 && source == OverlayPress.mouse:
      return lift(at: p, frame: frame)
    case .fingerUp(let id, let p) where source == id:
      return lift(at: p, frame: frame)
    case .focusLost, .pointerLeft:
      if source != nil { cancel() }
      return .ignored
    default:
      return .ignored
    }
  }

  private mutating func press(_ id: Int64, at p: Point, frame: Rect?) -> Outcome {
    guard source == nil, let frame, frame.contains(p) else { return .ignored }
    source = id
    isHighlighted = true
    return .consumed
  }

  private mutating func lift(at p: Point, frame: Rect?) -> Outcome {
    let inside = frame?.contains(p) ?? false
    cancel()
    return inside ? .activated : .consumed
  }

  private mutating func cancel() {
    source = nil
    isHighlighted = false
  }
}
