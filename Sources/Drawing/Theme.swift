/// The colour palette of the sandbox (shared/LOOK.md), light or dark.
public struct Theme: Hashable, Sendable {
  /// True for the dark palette.
  public var isDark: Bool
  /// Window background.
  public var background: Color
  /// Cards and rows.
  public var card: Color
  /// Separators and hairlines.
  public var separator: Color
  /// Primary text.
  public var primaryText: Color
  /// Secondary text (60 % of primary).
  public var secondaryText: Color
  /// Accent: buttons, focused rows.
  public var accent: Color
  /// Warnings: feedback loops, dropped frames.
  public var warning: Color
  /// Errors: failed pages, retry rows.
  public var error: Color
  /// Success.
  public var success: Color

  /// The light palette (default).
  public static let light = Theme(
    isDark: false, background: Color(hex: 0xF2F2F7), card: .white,
    separator: Color(hex: 0xC6C6C8), primaryText: .black,
    secondaryText: Color.black.opacity(0.6), accent: Color(hex: 0x007AFF),
    warning: Color(hex: 0xFF9500), error: Color(hex: 0xFF3B30), success: Color(hex: 0x34C759))

  /// The dark palette (D toggles).
  public static let dark = Theme(
    isDark: true, background: .black, card: Color(hex: 0x1C1C1E),
    separator: Color(hex: 0x38383A), primaryText: .white,
    secondaryText: Color.white.opacity(0.6), accent: Color(hex: 0x0A84FF),
    warning: Color(hex: 0xFF9F0A), error: Color(hex: 0xFF453A), success: Color(hex: 0x30D158))
}
