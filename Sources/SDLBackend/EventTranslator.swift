import CSDL2
import ScrollCore

/// Translates SDL events into device-independent `InputEvent`s.
///
/// Pure: the caller supplies the time (seconds on the session's monotonic clock; SDL's
/// millisecond timestamps collide and are never used) and the current modifier keys for
/// wheel events. Positions are SDL window coordinates, which are points; finger positions
/// are SDL's normalised 0...1 coordinates times `windowSize`. Mouse events SDL synthesises
/// from touches (`which == SDL_TOUCH_MOUSEID`) are dropped so a touch is not seen twice.
/// Non-finite deltas are dropped and huge ones clamped; both are counted in `sanitized`.
public struct EventTranslator: Sendable {
  /// The window's size in points; updated by the resize events this translator sees.
  public var windowSize: Size
  /// Largest accepted wheel delta per event, in wheel units.
  public static let maximumWheelDelta = 1000.0
  /// Mouse events dropped because SDL synthesised them from touches.
  public private(set) var ignoredTouchMouseEvents = 0
  /// Events whose values had to be dropped or clamped.
  public private(set) var sanitized = 0

  /// SDL's mouse id for events synthesised from touches (the SDL_TOUCH_MOUSEID macro).
  public static let touchMouseID = UInt32.max

  /// Creates a translator for a window of `windowSize` points.
  public init(windowSize: Size) {
    self.windowSize = windowSize.sanitized
  }

  /// The input event for `event` at `time`, or nil when it is not one the sandbox uses.
  /// `modifiers` are the keys held now (wheel events carry none of their own).
  public mutating func translate(
    _ event: SDL_Event, time: Double, modifiers: KeyModifiers = []
  ) -> InputEvent? {
    kind(of: event, modifiers: modifiers).map { InputEvent(time: time, kind: $0) }
  }

  private mutating func kind(of event: SDL_Event, modifiers: KeyModifiers) -> InputEventKind? {
    switch SDL_EventType(rawValue: event.type) {
    case SDL_MOUSEWHEEL:
      let wheel = event.wheel
      guard wheel.which != Self.touchMouseID else { return ignoreTouchMouse() }
      var dx = Double(wheel.preciseX)
      var dy = Double(wheel.preciseY)
      if dx == 0 && dy == 0 {  // events pushed without the float fields
        dx = Double(wheel.x)
        dy = Double(wheel.y)
      }
      guard dx.isFinite, dy.isFinite else {
        sanitized += 1
        return nil
      }
      let limit = Self.maximumWheelDelta
      if abs(dx) > limit || abs(dy) > limit {
        sanitized += 1
        dx = min(limit, max(-limit, dx))
        dy = min(limit, max(-limit, dy))
      }
      if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
        dx = -dx
        dy = -dy
      }
      let pointer = Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
      return .wheel(dx: dx + 0, dy: dy + 0, pointer: pointer, modifiers: modifiers)
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let button = event.button
      guard button.which != Self.touchMouseID else { return ignoreTouchMouse() }
      let point = Point(x: Double(button.x), y: Double(button.y))
      return event.type == SDL_MOUSEBUTTONDOWN.rawValue
        ? .pointerDown(point, button: Int(button.button))
        : .pointerUp(point, button: Int(button.button))
    case SDL_MOUSEMOTION:
      let motion = event.motion
      guard motion.which != Self.touchMouseID else { return ignoreTouchMouse() }
      let leftMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)
      return .pointerMove(
        Point(x: Double(motion.x), y: Double(motion.y)), leftHeld: motion.state & leftMask != 0)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      let finger = event.tfinger
      guard finger.x.isFinite, finger.y.isFinite else {
        sanitized += 1
        return nil
      }
      let point = Point(
        x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
      let id = Int64(finger.fingerId)
      switch SDL_EventType(rawValue: event.type) {
      case SDL_FINGERDOWN: return .fingerDown(id: id, point)
      case SDL_FINGERMOTION: return .fingerMove(id: id, point)
      default: return .fingerUp(id: id, point)
      }
    case SDL_KEYDOWN, SDL_KEYUP:
      let key = event.key
      guard let mapped = Key(sdlKeycode: key.keysym.sym) else { return nil }
      let mods = KeyModifiers(sdlKeymod: UInt32(key.keysym.mod))
      return event.type == SDL_KEYDOWN.rawValue
        ? .keyDown(mapped, modifiers: mods, isRepeat: key.repeat != 0)
        : .keyUp(mapped, modifiers: mods)
    case SDL_WINDOWEVENT:
      return windowEventKind(event.window)
    case SDL_QUIT:
      return .quit
    default:
      return nil
    }
  }

  private mutating func windowEventKind(_ window: SDL_WindowEvent) -> InputEventKind? {
    switch SDL_WindowEventID(rawValue: UInt32(window.event)) {
    case SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_SIZE_CHANGED:
      let size = Size(width: Double(window.data1), height: Double(window.data2)).sanitized
      guard size != windowSize else { return nil }  // SDL sends both for one change
      windowSize = size
      return .resize(size)
    case SDL_WINDOWEVENT_FOCUS_LOST: return .focusLost
    case SDL_WINDOWEVENT_FOCUS_GAINED: return .focusGained
    case SDL_WINDOWEVENT_LEAVE: return .pointerLeft
    default: return nil
    }
  }

  private mutating func ignoreTouchMouse() -> InputEventKind? {
    ignoredTouchMouseEvents += 1
    return nil
  }
}
