/// A keyboard key the sandbox reacts to, independent of any windowing library.
public enum Key: Hashable, Sendable {
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Space bar.
  case space
  /// Tab.
  case tab
  /// Escape.
  case escape
  /// Return / Enter.
  case enter
  /// A printable character key, lower-cased ("a", "1", "h").
  case character(Character)
}

/// Modifier keys held with an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bit set.
  public let rawValue: UInt8
  /// Creates a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 2)
  /// Alt / Option.
  public static let alt = KeyModifiers(rawValue: 4)
}

/// A device-independent input event, as the backend translates it and a recording stores it.
///
/// Positions are in points in the window's space. Wheel deltas are in wheel units (one detent
/// of a clicky wheel is 1.0; touchpads give fractions), with the platform's "flipped" direction
/// already undone: positive `dy` means the user asks to see content further up (scroll
/// toward the top), exactly like SDL's normal direction.
public enum InputEventKind: Hashable, Sendable {
  /// A wheel or touchpad scroll. `pointer` is where the pointer was.
  case wheel(dx: Double, dy: Double, pointer: Point, modifiers: KeyModifiers)
  /// A mouse button went down (1 left, 2 middle, 3 right).
  case pointerDown(Point, button: Int)
  /// The mouse moved; `buttons` is true when the left button is held.
  case pointerMove(Point, leftHeld: Bool)
  /// A mouse button went up.
  case pointerUp(Point, button: Int)
  /// A finger touched the screen (touch screens); positions in points.
  case fingerDown(id: Int64, Point)
  /// A finger moved.
  case fingerMove(id: Int64, Point)
  /// A finger lifted.
  case fingerUp(id: Int64, Point)
  /// A key went down (`repeat` for auto-repeat).
  case keyDown(Key, modifiers: KeyModifiers, isRepeat: Bool)
  /// A key went up.
  case keyUp(Key, modifiers: KeyModifiers)
  /// The window's content area changed size (points).
  case resize(Size)
  /// The window lost keyboard/mouse focus (ends drags cleanly).
  case focusLost
  /// The window gained focus.
  case focusGained
  /// The pointer left the window.
  case pointerLeft
  /// The user asked to quit.
  case quit
  /// The scroll events that follow come from this device (sent when it changes).
  case scrollDevice(ScrollSourceDevice)
  /// A frame mark in a recording: the recording app drew a frame at this time, after handling
  /// the events before it, so a replay can run its frames at the same times. Not input: the
  /// interpreter ignores it.
  case frame
  /// A setting changed live (the sandbox's inspector): the setting's dotted name and its new
  /// value, so a replay applies the change at the same time. Not input: the interpreter
  /// ignores it.
  case setting(name: String, value: Double)
}

/// An input event with its time in seconds since the session started (frame clock time).
public struct InputEvent: Hashable, Sendable {
  /// Seconds since the session started, from the monotonic frame clock.
  public var time: Double
  /// What happened.
  public var kind: InputEventKind

  /// Creates a timestamped event.
  /// - Parameters:
  ///   - time: seconds since the session started, from the frame clock.
  ///   - kind: what happened.
  public init(time: Double, kind: InputEventKind) {
    self.time = time
    self.kind = kind
  }
}
