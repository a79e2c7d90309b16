/// Decimal numbers read from files (recordings, preset files, a recording's `#` lines), read
/// strictly: `Double(_:)` hands the text to C's `strtod`, which stops at a NUL byte, so
/// "1\u{0}junk" would read as 1 and the rest of the field would be ignored.
public enum DecimalNumber {
  /// The number `text` spells (as `Double(_:)` reads it), or nil when it is not one; a NUL
  /// byte anywhere in it makes it not a number.
  /// - Parameter text: the field's whole text.
  public static func parse<S: StringProtocol>(_ text: S) -> Double? {
    guard !text.utf8.contains(0) else { return nil }
    return Double(text)
  }
}
