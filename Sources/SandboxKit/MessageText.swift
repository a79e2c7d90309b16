import Scenes

/// Makes text that came from the user (a path, a token of a replay file, a flag's value)
/// safe to print in a one-line message: control characters are shown as escapes (`\v`,
/// `\u{1B}`), and a run of more than `maxRun` characters without a space is cut, saying how
/// long it was, so a huge bad token cannot flood the terminal.
enum MessageText {
  /// The longest run of non-space characters printed whole.
  static let maxRun = 120

  /// `text` with control characters escaped and overlong runs shortened.
  /// - Parameter text: the raw text.
  static func printable(_ text: String) -> String {
    var out = ""
    var run = 0
    var skipped = 0
    func endRun() {
      if skipped > 0 { out += "…(\(skipped + maxRun) characters)" }
      run = 0
      skipped = 0
    }
    for scalar in text.unicodeScalars {
      if scalar == " " {
        endRun()
        out.unicodeScalars.append(scalar)
        continue
      }
      run += 1
      if run > maxRun {
        skipped += 1
        continue
      }
      out += escaped(scalar)
    }
    endRun()
    return out
  }

  /// One scalar as printed: itself, or an escape for control characters.
  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\u{0B}": return "\\v"
    case "\u{0C}": return "\\f"
    case "\0": return "\\0"
    default:
      return ControlCharacters.contains(scalar) ? ControlCharacters.escape(scalar) : String(scalar)
    }
  }
}
