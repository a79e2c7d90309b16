import CSDL2
import ScrollCore

extension Key {
  /// The sandbox key for an SDL keycode: arrows, Page Up/Down, Home/End, space, tab, escape,
  /// enter (main and keypad), printable ASCII characters lower-cased, and F1 as "?" (help);
  /// nil otherwise.
  public init?(sdlKeycode code: SDL_Keycode) {
    switch UInt32(bitPattern: code) {
    case SDLK_UP.rawValue: self = .up
    case SDLK_DOWN.rawValue: self = .down
    case SDLK_LEFT.rawValue: self = .left
    case SDLK_RIGHT.rawValue: self = .right
    case SDLK_PAGEUP.rawValue: self = .pageUp
    case SDLK_PAGEDOWN.rawValue: self = .pageDown
    case SDLK_HOME.rawValue: self = .home
    case SDLK_END.rawValue: self = .end
    case SDLK_SPACE.rawValue: self = .space
    case SDLK_TAB.rawValue: self = .tab
    case SDLK_ESCAPE.rawValue: self = .escape
    case SDLK_RETURN.rawValue, SDLK_RETURN2.rawValue, SDLK_KP_ENTER.rawValue: self = .enter
    // F1 is the help key, as "?" is (recordings store it as "?").
    case SDLK_F1.rawValue: self = .character("?")
    case 33...126:
      guard let scalar = Unicode.Scalar(UInt32(bitPattern: code)) else { return nil }
      let lower = Character(scalar).lowercased()
      self = .character(lower.first ?? Character(scalar))
    default: return nil
    }
  }
}

extension KeyModifiers {
  /// The modifiers held in an SDL key-modifier mask (either side of Shift, Ctrl, Alt).
  public init(sdlKeymod mod: UInt32) {
    var set: KeyModifiers = []
    if mod & KMOD_SHIFT.rawValue != 0 { set.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { set.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { set.insert(.alt) }
    self = set
  }
}
