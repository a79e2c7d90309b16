/// Trimming spaces and line breaks off the ends of text: Foundation's
/// `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)` without
/// Foundation. It works on Unicode scalars, as Foundation's does, with the same sets: a
/// space is a tab or any scalar of the Zs category; a line break is U+000A to U+000D, U+0085,
/// U+2028 or U+2029.
extension StringProtocol {
  /// The text without the spaces (tab, Zs) at its start and end.
  public var trimmingWhitespace: String { trimmed(keepingLineBreaks: true) }

  /// The text without the spaces and line breaks at its start and end.
  public var trimmingWhitespaceAndNewlines: String { trimmed(keepingLineBreaks: false) }

  private func trimmed(keepingLineBreaks: Bool) -> String {
    let scalars = String(self).unicodeScalars
    let trim: (Unicode.Scalar) -> Bool = { s in
      if s == "\t" || s.properties.generalCategory == .spaceSeparator { return true }
      if keepingLineBreaks { return false }
      switch s.value {
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
      default: return false
      }
    }
    guard let first = scalars.firstIndex(where: { !trim($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !trim($0) })!
    return String(Substring(scalars[first...last]))
  }
}
