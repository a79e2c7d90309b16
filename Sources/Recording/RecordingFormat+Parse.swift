import ScrollCore

extension RecordingFormat {
  /// Reads a whole recording (see the format description on `RecordingFormat`).
  ///
  /// Parses every line before returning, so a malformed file yields no events at all.
  /// - Throws: `RecordingError` naming the first bad line and field: no header, unknown
  ///   version, unknown event kind, missing or unknown or repeated field, bad number or value,
  ///   a time earlier than the previous one.
  /// - Complexity: O(n) in the length of `text`.
  public static func parse(_ text: String) throws(RecordingError) -> [InputEvent] {
    var events: [InputEvent] = []
    var version: String?
    var previousTime = 0.0
    var lineNumber = 0
    // "\r\n" is one Character in Swift, so it is a separator of its own.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for raw in lines {
      lineNumber += 1
      let tokens = tokenize(raw)
      guard !tokens.isEmpty else { continue }
      guard let version else {
        version = try checkHeader(tokens, line: lineNumber)
        continue
      }
      let event = try parseEvent(tokens, line: lineNumber, version: version)
      if event.time < previousTime {
        throw RecordingError(
          line: lineNumber, field: "time",
          problem: .timeWentBackwards(previous: previousTime, time: event.time))
      }
      previousTime = event.time
      events.append(event)
    }
    guard version != nil else {
      throw RecordingError(line: max(1, lineNumber), problem: .noHeader(found: nil))
    }
    return events
  }

  /// The version a recording's header line declares (what `parse` reads from the first
  /// line that has tokens).
  /// - Parameter line: the header line, without its line break.
  /// - Throws: `RecordingError` when the line is not a header of a version this parser reads.
  public static func headerVersion(_ line: String) throws(RecordingError) -> String {
    let tokens = tokenize(Substring(line))
    guard !tokens.isEmpty else { throw RecordingError(line: 1, problem: .noHeader(found: nil)) }
    return try checkHeader(tokens, line: 1)
  }

  /// One event line of a recording whose header declared `version`, parsed as `parse` parses
  /// each line after the header (without its check that times never go back, which needs
  /// the line before); nil for a line without tokens (blank, or only a comment).
  /// - Parameters:
  ///   - line: the line, without its line break.
  ///   - version: the recording's version (`headerVersion`).
  ///   - lineNumber: the line's number in its file, for the error.
  /// - Throws: `RecordingError` naming the bad field, as `parse` would.
  public static func parseEventLine(_ line: String, version: String, lineNumber: Int)
    throws(RecordingError) -> InputEvent?
  {
    let tokens = tokenize(Substring(line))
    guard !tokens.isEmpty else { return nil }
    return try parseEvent(tokens, line: lineNumber, version: version)
  }

  /// The tokens of a line: split at spaces, tabs and carriage returns, up to the first token
  /// that starts a comment.
  ///
  /// Scans the line's UTF-8 bytes (the separators are ASCII, so every cut falls on a scalar
  /// boundary): a replay parses one line per frame, and splitting by `Character` costs tens
  /// of microseconds a line.
  static func tokenize(_ line: Substring) -> [Substring] {
    var tokens: [Substring] = []
    // A wheel line has six tokens: one allocation for the common lines.
    tokens.reserveCapacity(8)
    let bytes = line.utf8
    var i = bytes.startIndex
    let end = bytes.endIndex
    while i < end {
      while i < end, isSeparator(bytes[i]) { i = bytes.index(after: i) }
      guard i < end else { break }
      if bytes[i] == UInt8(ascii: "#") { break }
      var j = bytes.index(after: i)
      while j < end, !isSeparator(bytes[j]) { j = bytes.index(after: j) }
      tokens.append(line[i..<j])
      i = j
    }
    return tokens
  }

  /// True for the bytes that separate tokens: space, tab, carriage return.
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// Checks the header line and returns its version.
  static func checkHeader(_ tokens: [Substring], line: Int) throws(RecordingError) -> String {
    guard tokens[0] == magic else {
      throw RecordingError(
        line: line, problem: .noHeader(found: tokens.joined(separator: " ")))
    }
    let rest = tokens.dropFirst().joined(separator: " ")
    guard readableVersions.contains(rest) else {
      throw RecordingError(line: line, problem: .unknownVersion(rest))
    }
    return rest
  }

  /// The fields each kind accepts.
  static let allowedFields: [String: [String]] = [
    "wheel": ["dx", "dy", "x", "y", "mods"],
    "down": ["x", "y", "button"], "up": ["x", "y", "button"], "move": ["x", "y", "left"],
    "finger-down": ["id", "x", "y"], "finger-move": ["id", "x", "y"],
    "finger-up": ["id", "x", "y"],
    "key": ["mods", "repeat"], "keyup": ["mods"], "resize": ["w", "h"],
    "focus-lost": [], "focus-gained": [], "pointer-left": [], "quit": [],
    "device": ["name", "kind", "source"], "frame": [], "set": ["name", "value"],
  ]

  /// `allowedFields` as field keys (`FieldReader.key`), for the per-line checks.
  static let allowedKeys: [String: [UInt64]] = allowedFields.mapValues { names in
    names.map { name in
      guard let key = FieldReader.key(name) else { preconditionFailure("field name too long") }
      return key
    }
  }

  static func parseEvent(_ tokens: [Substring], line: Int, version: String) throws(RecordingError)
    -> InputEvent
  {
    let timeText = tokens[0]
    guard let time = DecimalNumber.parse(timeText) else {
      throw RecordingError(line: line, field: "time", problem: .notANumber(String(timeText)))
    }
    guard time.isFinite, time >= 0 else {
      throw RecordingError(
        line: line, field: "time",
        problem: .invalidValue(String(timeText), expected: "a finite time >= 0"))
    }
    guard tokens.count >= 2 else {
      throw RecordingError(line: line, field: "kind", problem: .missingField)
    }
    let kind = String(tokens[1])
    guard let allowed = allowedKeys[kind],
      version != "v1" || (kind != "device" && kind != "frame" && kind != "set")
    else {
      throw RecordingError(line: line, field: "kind", problem: .unknownEventKind(kind))
    }
    var rest = tokens.dropFirst(2)
    var key: Key?
    if kind == "key" || kind == "keyup" {
      guard let token = rest.first else {
        throw RecordingError(line: line, field: "key", problem: .missingField)
      }
      key = try parseKey(token, line: line)
      rest = rest.dropFirst()
    }
    var fields = FieldReader(line: line)
    fields.values.reserveCapacity(rest.count)
    for token in rest {
      guard let (name, value) = splitField(token) else {
        throw RecordingError(line: line, field: nil, problem: .notAField(String(token)))
      }
      // Every accepted name fits a key: a name that does not is unknown.
      guard let key = FieldReader.key(name), allowed.contains(key) else {
        throw RecordingError(
          line: line, field: String(name), problem: .unknownField(kind: kind))
      }
      guard fields.value(key: key) == nil else {
        throw RecordingError(line: line, field: String(name), problem: .duplicateField)
      }
      fields.values.append((key, value))
    }
    let k: InputEventKind
    switch kind {
    case "wheel":
      let dx = try fields.number("dx")
      let dy = try fields.number("dy")
      k = .wheel(dx: dx, dy: dy, pointer: try fields.point(), modifiers: try fields.mods())
    case "down":
      k = .pointerDown(try fields.point(), button: try fields.integer("button"))
    case "up":
      k = .pointerUp(try fields.point(), button: try fields.integer("button"))
    case "move":
      k = .pointerMove(try fields.point(), leftHeld: try fields.flag("left", default: nil))
    case "finger-down":
      k = .fingerDown(id: try fields.id(), try fields.point())
    case "finger-move":
      k = .fingerMove(id: try fields.id(), try fields.point())
    case "finger-up":
      k = .fingerUp(id: try fields.id(), try fields.point())
    case "key":
      k = .keyDown(
        key ?? .space, modifiers: try fields.mods(),
        isRepeat: try fields.flag("repeat", default: false))
    case "keyup":
      k = .keyUp(key ?? .space, modifiers: try fields.mods())
    case "resize":
      let w = try fields.number("w")
      k = .resize(Size(width: w, height: try fields.number("h")))
    case "focus-lost": k = .focusLost
    case "focus-gained": k = .focusGained
    case "pointer-left": k = .pointerLeft
    case "device": k = .scrollDevice(try fields.device())
    case "frame": k = .frame
    case "set": k = try fields.setting()
    default: k = .quit
    }
    return InputEvent(time: time, kind: k)
  }

  /// A `name=value` token's name and value, cut at its first `=` Character; nil when it has
  /// none or starts with one. An ASCII token (every token a recorder writes) is scanned as
  /// bytes, where each byte is a Character: the same cut, without stepping through grapheme
  /// clusters (a replay parses a line or two a frame). Other tokens take the Character path,
  /// where `=` followed by a combining mark is not an `=`.
  /// - Parameter token: one token of an event line.
  static func splitField(_ token: Substring) -> (name: Substring, value: Substring)? {
    let bytes = token.utf8
    // The offset of the first "=" byte, -1 without one; nil when a byte is not ASCII (or
    // the text is not contiguous UTF-8).
    let ascii: Int?? = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
      var eq = -1
      for (offset, byte) in buffer.enumerated() {
        if byte >= 0x80 { return nil }
        if eq < 0 && byte == UInt8(ascii: "=") { eq = offset }
      }
      return eq
    }
    if case .some(.some(let offset)) = ascii {
      guard offset > 0 else { return nil }
      let eq = bytes.index(bytes.startIndex, offsetBy: offset)
      return (token[..<eq], token[bytes.index(after: eq)...])
    }
    guard let eq = token.firstIndex(of: "="), eq != token.startIndex else { return nil }
    return (token[..<eq], token[token.index(after: eq)...])
  }

  static func parseKey(_ token: Substring, line: Int) throws(RecordingError) -> Key {
    let expected = "a key name (up, down, pageup, space, ...), one character or u+<hex>"
    let bad = RecordingError(
      line: line, field: "key", problem: .invalidValue(String(token), expected: expected))
    if token.count == 1, let c = token.first, c != "#", c != "=" { return .character(c) }
    let lower = token.lowercased()
    if lower.hasPrefix("u+") {
      var text = ""
      for hex in lower.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false) {
        guard let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else { throw bad }
        text.unicodeScalars.append(s)
      }
      guard text.count == 1, let c = text.first else { throw bad }
      return .character(c)
    }
    guard let named = keyNames.first(where: { $0.1 == lower }) else { throw bad }
    return named.0
  }
}

/// Reads typed field values of one line, naming the field in every error.
struct FieldReader {
  let line: Int
  /// The line's fields in order, as written, each under its name's `key` (a line has a
  /// handful: a list beats hashing).
  var values: [(key: UInt64, value: Substring)] = []

  init(line: Int) { self.line = line }

  /// The longest field name a key holds, in bytes (every name the format accepts is
  /// shorter: `RecordingFormat.allowedKeys` checks at its creation).
  static let longestKeyName = 7

  /// A field name as one integer: its bytes, the first in the lowest byte, and its length in
  /// the top byte, so two names have the same key exactly when they are the same bytes (not
  /// Unicode equivalence: a field name is one of the names its kind accepts, byte for byte).
  /// Nil for a name longer than `longestKeyName` bytes.
  /// - Parameter name: a field name.
  static func key<S: StringProtocol>(_ name: S) -> UInt64? {
    var key: UInt64 = 0
    var count = 0
    for byte in name.utf8 {
      guard count < longestKeyName else { return nil }
      key |= UInt64(byte) << (8 * UInt64(count))
      count += 1
    }
    return key | UInt64(count) << 56
  }

  /// The text of the field whose name has `key`, or nil when the line has none.
  /// - Parameter key: a name's `key`.
  func value(key: UInt64) -> Substring? {
    for entry in values where entry.key == key { return entry.value }
    return nil
  }

  /// The text of the field called `name`, or nil when the line has none.
  /// - Parameter name: a field name.
  func value(_ name: String) -> Substring? {
    guard let key = Self.key(name) else { return nil }
    return value(key: key)
  }

  func raw(_ name: String) throws(RecordingError) -> String {
    guard let v = value(name) else {
      throw RecordingError(line: line, field: name, problem: .missingField)
    }
    return String(v)
  }

  func number(_ name: String) throws(RecordingError) -> Double {
    if let text = value(name), let v = DecimalNumber.parse(text) { return v }
    let text = try raw(name)
    throw RecordingError(line: line, field: name, problem: .notANumber(text))
  }

  func point() throws(RecordingError) -> Point {
    let x = try number("x")
    return Point(x: x, y: try number("y"))
  }

  func integer(_ name: String) throws(RecordingError) -> Int {
    let text = try raw(name)
    guard let v = Int(text) else {
      throw RecordingError(line: line, field: name, problem: .notAnInteger(text))
    }
    return v
  }

  func id() throws(RecordingError) -> Int64 {
    let text = try raw("id")
    guard let v = Int64(text) else {
      throw RecordingError(line: line, field: "id", problem: .notAnInteger(text))
    }
    return v
  }

  /// A 0/1 field; absent gives `fallback`, or a missing-field error when there is none.
  func flag(_ name: String, default fallback: Bool?) throws(RecordingError) -> Bool {
    if value(name) == nil, let fallback { return fallback }
    let text = try raw(name)
    switch text {
    case "0": return false
    case "1": return true
    default:
      throw RecordingError(
        line: line, field: name, problem: .invalidValue(text, expected: "0 or 1"))
    }
  }

  /// The `name`, `kind` and `source` fields of a `device` line.
  func device() throws(RecordingError) -> ScrollSourceDevice {
    let nameText = try raw("name")
    guard let name = RecordingFormat.unescapedName(Substring(nameText)) else {
      throw RecordingError(
        line: line, field: "name",
        problem: .invalidValue(nameText, expected: "a name with %XX escapes"))
    }
    let kindText = try raw("kind")
    let kinds: [String: ScrollDevice?] = [
      "touchpad": .touchpad, "wheel": .wheel, "unknown": .none,
    ]
    guard let kind = kinds[kindText] else {
      throw RecordingError(
        line: line, field: "kind",
        problem: .invalidValue(kindText, expected: "touchpad, wheel or unknown"))
    }
    let sourceText = try raw("source")
    guard let source = DeviceVerdictSource(rawValue: sourceText) else {
      let names = DeviceVerdictSource.allCases.map(\.rawValue).joined(separator: ", ")
      throw RecordingError(
        line: line, field: "source", problem: .invalidValue(sourceText, expected: names))
    }
    return ScrollSourceDevice(name: name, kind: kind, source: source)
  }

  /// A `set` line's setting: its percent-encoded name and a finite value.
  func setting() throws(RecordingError) -> InputEventKind {
    let nameText = try raw("name")
    guard let name = RecordingFormat.unescapedName(Substring(nameText)), !name.isEmpty else {
      throw RecordingError(
        line: line, field: "name",
        problem: .invalidValue(nameText, expected: "a setting name with %XX escapes"))
    }
    let value = try number("value")
    guard value.isFinite else {
      throw RecordingError(
        line: line, field: "value",
        problem: .invalidValue(try raw("value"), expected: "a finite number"))
    }
    return .setting(name: name, value: value)
  }

  func mods() throws(RecordingError) -> KeyModifiers {
    guard let text = value("mods"), !text.isEmpty else { return [] }
    var mods = KeyModifiers()
    for part in text.split(separator: "+", omittingEmptySubsequences: false) {
      switch part {
      case "shift": mods.insert(.shift)
      case "ctrl": mods.insert(.control)
      case "alt": mods.insert(.alt)
      default:
        throw RecordingError(
          line: line, field: "mods",
          problem: .invalidValue(String(text), expected: "shift, ctrl or alt joined by '+'"))
      }
    }
    return mods
  }
}
