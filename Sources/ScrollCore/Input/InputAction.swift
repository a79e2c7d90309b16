/// What the input interpreter hands back to the app: the parts of an event that were not
/// turned into scrolling.
///
/// Scenes hit-test `.click` against their buttons; the app handles `.key` (scene switching,
/// HUD toggles, quit), `.resize` (layout) and `.quit`.
public enum InputAction: Hashable, Sendable {
  /// A left-button press and release (or a finger tap) that moved no further than the slop
  /// and did not catch running motion. The point is where the input lifted, window points.
  case click(Point)
  /// A key press that did not scroll: not a scroll key, the view cannot scroll that way, or
  /// Control / Alt was held.
  case key(Key, modifiers: KeyModifiers, isRepeat: Bool)
  /// The window's content area changed size (points); the app re-lays out.
  case resize(Size)
  /// The user asked to quit.
  case quit
}
