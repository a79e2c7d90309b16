/// The one rule for control characters in text from files and the command line (names,
/// paths, tokens): C0 controls (below U+0020), DEL and the C1 controls (U+007F to U+009F)
/// can move a terminal's cursor or start escape codes, so messages show them as escapes
/// (`\u{1B}`) and labels as "?". Console output, the preset reader's messages, preset titles
/// and one-line messages all use it.
public enum ControlCharacters {
  /// True for a C0 control, DEL or a C1 control.
  /// - Parameter scalar: the character.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The escape a message shows for `scalar`: `\u{1B}`.
  /// - Parameter scalar: a control character.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// `text` with every control character but those in `kept` shown as its escape (`\u{1B}`).
  /// - Parameters:
  ///   - text: text from a file or the command line.
  ///   - kept: control characters left as they are (newline and tab in a message).
  public static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
    let shown = { (s: Unicode.Scalar) in contains(s) && !kept.contains(s) }
    guard text.unicodeScalars.contains(where: shown) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if shown(scalar) {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `scalar`, or "?" for a control character (a label's form).
  /// - Parameter scalar: the character.
  public static func replaced(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    contains(scalar) ? "?" : scalar
  }
}
