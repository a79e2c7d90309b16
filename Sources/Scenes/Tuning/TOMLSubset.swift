/// The small subset of TOML that preset and scene files are written in: one
/// `key = value` per line (scene files add `[table]` and `[[array]]` headers, read by
/// `TOMLTables`), `#` starting a comment outside a quoted string, blank lines
/// ignored, LF, CRLF or CR ending lines, strings in double quotes without escapes.
///
/// Every file of this kind goes through here, so its bounds hold for all of them: a file of at
/// most `maxFileBytes`, lines of at most `maxLineBytes`, names of at most `maxNameLength`
/// characters. A hostile file (a 30 MB name) is refused with the line and the field instead
/// of being read, kept and laid out whole. Errors read "line N: field 'F': what is wrong".
public enum TOMLSubset {
  /// The largest file read, bytes (1 MiB; a preset file is about 1 KB).
  public static let maxFileBytes = 1 << 20
  /// The longest line, bytes (its ending not counted).
  public static let maxLineBytes = 4096
  /// The longest name (a quoted string naming something), characters.
  public static let maxNameLength = 64

  /// One `key = value` line.
  public struct Entry: Equatable, Sendable {
    /// The key, spaces trimmed.
    public var key: String
    /// The value's text, spaces trimmed (quotes kept).
    public var value: String
    /// The line number, from 1.
    public var line: Int
  }

  /// The refusal of a file of `bytes` bytes, or nil when it is within `maxFileBytes` (a
  /// reader checks the size before reading: a larger file is never read).
  /// - Parameter bytes: the file's size.
  public static func sizeProblem(bytes: Int) -> TuningError? {
    guard bytes > maxFileBytes else { return nil }
    return TuningError(
      "the file is \(bytes) bytes, more than the \(maxFileBytes) (1 MiB) a settings file may "
        + "hold")
  }

  /// The file's `key = value` lines, in order, each key at most once.
  /// - Parameter text: the whole file.
  /// - Returns: its entries.
  /// - Throws: `TuningError` naming the line (and the field, when it has one): a file past
  ///   `maxFileBytes`, a line past `maxLineBytes`, a line without `=`, a key without a value
  ///   or a key given twice.
  public static func entries(_ text: String) throws(TuningError) -> [Entry] {
    var entries: [Entry] = []
    var seen: Set<String> = []
    try forEachLine(text) { (number, line) throws(TuningError) in
      let entry = try split(line, number: number)
      guard seen.insert(entry.key).inserted else {
        throw TuningError("line \(number): field '\(clip(entry.key))': given twice")
      }
      try requireValue(entry)
      entries.append(entry)
    }
    return entries
  }

  /// Calls `body` with each line of `text` that is not blank once its comment is stripped
  /// (number from 1, spaces trimmed), after checking the file's and the line's size: the
  /// one place the bounds are enforced, for preset and scene files alike.
  /// - Parameters:
  ///   - text: the whole file.
  ///   - body: takes the line's number and its text.
  /// - Throws: `TuningError` for a file past `maxFileBytes` or a line past `maxLineBytes`,
  ///   or what `body` throws.
  static func forEachLine(
    _ text: String, _ body: (Int, String) throws(TuningError) -> Void
  ) throws(TuningError) {
    if let problem = sizeProblem(bytes: text.utf8.count) { throw problem }
    var number = 0
    // Any line ending (LF, CRLF, CR) ends a line; "\r\n" is one Character in Swift.
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let length = raw.utf8.count
      guard length <= maxLineBytes else {
        // The key is named from the line's start alone: the rest is never copied.
        let head = String(decoding: raw.utf8.prefix(maxLineBytes), as: UTF8.self)
        let key = head.firstIndex(of: "=").map { String(head[..<$0]).trimmingSpaces } ?? ""
        let field = key.isEmpty ? "" : " field '\(clip(key))':"
        throw TuningError(
          "line \(number):\(field) the line is \(length) bytes long, longer than the "
            + "\(maxLineBytes) a line may hold")
      }
      let line = stripComment(String(raw)).trimmingSpaces
      if line.isEmpty { continue }
      try body(number, line)
    }
  }

  /// One `key = value` line as an entry, its value possibly empty (see `requireValue`).
  /// - Parameters:
  ///   - line: the line, comment stripped and trimmed, not empty.
  ///   - number: its number, for the message.
  /// - Throws: `TuningError` for a line without `=` or without a key.
  static func split(_ line: String, number: Int) throws(TuningError) -> Entry {
    guard let eq = line.firstIndex(of: "=") else {
      throw TuningError("line \(number): expected 'key = value', got '\(clip(line))'")
    }
    let key = String(line[..<eq]).trimmingSpaces
    let value = String(line[line.index(after: eq)...]).trimmingSpaces
    guard !key.isEmpty else { throw TuningError("line \(number): a value without a key") }
    return Entry(key: key, value: value, line: number)
  }

  /// Refuses an entry without a value.
  /// - Parameter entry: an entry from `split`.
  /// - Throws: `TuningError` "line N: field 'K': no value".
  static func requireValue(_ entry: Entry) throws(TuningError) {
    guard entry.value.isEmpty else { return }
    throw TuningError("line \(entry.line): field '\(clip(entry.key))': no value")
  }

  /// The text inside a quoted value.
  /// - Parameters:
  ///   - value: the value's text, quotes included.
  ///   - field: the key, for the message.
  ///   - line: the line number, for the message.
  /// - Throws: `TuningError` when the value is not a plain non-empty quoted string.
  public static func unquote(_ value: String, field: String, line: Int) throws(TuningError)
    -> String
  {
    guard value.count >= 2, value.first == "\"", value.last == "\"" else {
      throw TuningError(
        "line \(line): field '\(field)': expected a quoted string, got '\(clip(value))'")
    }
    let inner = String(value.dropFirst().dropLast())
    guard !inner.contains("\""), !inner.contains("\\"), !inner.isEmpty else {
      throw TuningError(
        "line \(line): field '\(field)': a plain non-empty name without quotes or \\")
    }
    return inner
  }

  /// The text inside a quoted name, at most `maxNameLength` characters.
  /// - Parameters:
  ///   - value: the value's text, quotes included.
  ///   - field: the key, for the message.
  ///   - line: the line number, for the message.
  /// - Throws: `TuningError` when the value is not a plain quoted string or is too long.
  public static func name(_ value: String, field: String, line: Int) throws(TuningError)
    -> String
  {
    let name = try unquote(value, field: field, line: line)
    guard name.count <= maxNameLength else {
      throw TuningError(
        "line \(line): field '\(field)': a name of \(name.count) characters, longer than the "
          + "\(maxNameLength) a name may have ('\(clip(name))')")
    }
    return name
  }

  /// `s` in double quotes, without the characters a quoted value cannot hold.
  /// - Parameter s: the text.
  public static func quoted(_ s: String) -> String {
    "\"" + s.filter { $0 != "\"" && $0 != "\\" && !$0.isNewline } + "\""
  }

  /// `s` for a message: control characters as `?`, cut to 60 characters with an ellipsis.
  /// - Parameter s: text from the file.
  public static func clip(_ s: String) -> String {
    var out = ""
    var count = 0
    for scalar in s.unicodeScalars {
      guard count < 60 else { return out + "…" }
      out.unicodeScalars.append(ControlCharacters.replaced(scalar))
      count += 1
    }
    return out
  }

  /// `s` with control characters as escapes (`\u{1B}`), to print a name from a file on a
  /// terminal or into code without its escape codes acting.
  /// - Parameter s: text from a file.
  public static func escaped(_ s: String) -> String { ControlCharacters.escaped(s) }

  private static func stripComment(_ line: String) -> String {
    // A '#' outside a quoted string starts a comment.
    var inQuotes = false
    for i in line.indices {
      if line[i] == "\"" { inQuotes.toggle() }
      if line[i] == "#" && !inQuotes { return String(line[..<i]) }
    }
    return line
  }
}

extension String {
  /// The text without the spaces, tabs and carriage returns at its ends.
  var trimmingSpaces: String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
    return String(s)
  }
}
