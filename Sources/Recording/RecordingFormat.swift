import ScrollCore

/// The input recording format, version 3 (versions 1 and 2 are still read): plain text, one `InputEvent` per line, readable and
/// writable by hand. Also described in docs/recording-format.md.
///
///     scroll-sandbox-input v3
///     # a comment; blank lines are ignored; a token starting with '#' ends the line
///     0 resize w=900 h=700
///     0.5 wheel dx=0 dy=-1 x=400 y=300
///     0.55 wheel dx=0 dy=-1 x=400 y=300 mods=shift
///     1 down x=10 y=20 button=1
///     1.016 move x=10 y=30 left=1
///     1.1 up x=10 y=30 button=1
///     2 key pagedown
///     2.08 keyup pagedown
///     3 key space mods=shift repeat=0
///     4 finger-down id=1 x=100 y=200
///     5 focus-lost
///     6 device name=SynPS/2%20Synaptics%20TouchPad kind=touchpad source=libinput
///
/// Grammar. The first line that is not blank or a comment is the header
/// `scroll-sandbox-input v3` (or `v2`, the same lines; or `v1`, which has no `device`, `frame`
/// or `set` lines). Every later such line is `<time> <kind> [<key>] [name=value]...`,
/// tokens separated by spaces or tabs (a trailing `\r` is ignored).
/// - `time`: seconds since the session started; finite, >= 0, never earlier than the previous
///   event's time (equal is fine).
/// - Kinds and their fields (all required unless marked optional):
///   `wheel dx dy x y [mods]` (wheel units, positive dy scrolls toward the top, positive dx
///   toward the trailing edge; pointer position in points);
///   `down x y button`, `up x y button` (1 left, 2 middle, 3 right);
///   `move x y left` (left is 1 while the left button is held, else 0);
///   `finger-down id x y`, `finger-move id x y`, `finger-up id x y` (id: 64-bit integer);
///   `key <key> [mods] [repeat]` (repeat 1 for auto-repeat, default 0);
///   `keyup <key> [mods]`; `resize w h` (points);
///   `focus-lost`, `focus-gained`, `pointer-left`, `quit` (no fields);
///   v2 and v3: `device name kind source`: the scroll events that follow come from this device
///   (`name` percent-encoded: `%20` a space, `%25` a percent sign, any byte outside printable
///   ASCII or one of `#`, `=` as `%XX`; `kind` `touchpad`, `wheel` or `unknown`; `source`
///   `libinput`, `synaptics`, `touch-class` or `delta-pattern`);
///   v2 and v3: `frame` (no fields): the recording window drew a frame at this time, after
///   handling the events above it; a headless replay of a file with frame lines runs its
///   frames at these times (see `InputEventKind.frame`);
///   v2 and v3: `set name value`: a setting changed live at this time (`name` percent-encoded
///   like a device's, `value` a finite number; see `InputEventKind.setting`).
/// - `<key>`: `up down left right pageup pagedown home end space tab escape enter`, or one
///   printable ASCII character other than `#` and `=` standing for itself (`h`, `1`, `/`), or
///   `u+` and hexadecimal scalar values joined by `+` for any other character (`u+e9`,
///   `u+23` for `#`).
/// - `mods`: `shift`, `ctrl`, `alt` joined by `+` (`shift+ctrl`); empty or absent for none.
/// - Numbers: decimal (`0.5`, `-1`, `1e-3`); `nan`, `inf` and `-inf` are accepted for
///   deltas, positions and sizes so recorded bad input can be replayed; times must be finite.
///
/// Writing uses the shortest decimal form that reads back to the same `Double` (whole values
/// without `.0`), so `parse(encode(events)) == events` exactly for every finite value; a NaN
/// reads back as NaN (which IEEE never calls equal). Reading parses the whole text before
/// returning anything, so a malformed file runs nothing; errors name the line and field.
/// Encoding and parsing are O(n) in the text length.
public enum RecordingFormat {
  /// The magic word opening the header line.
  public static let magic = "scroll-sandbox-input"
  /// The version this code writes.
  public static let version = "v3"
  /// The versions this code reads (v1 has no `device`, `frame` or `set` lines; v3 is v2 whose
  /// writer puts the session's settings in comment lines under the header, which a replay
  /// takes: an older reader refuses such a file rather than replaying another session).
  public static let readableVersions = ["v1", "v2", "v3"]
  /// The header line.
  public static let header = "\(magic) \(version)"

  /// The whole recording: the header, optional comment lines, then one line per event, each
  /// ending in a newline.
  /// - Parameters:
  ///   - events: the events, written in the order given (not sorted or checked).
  ///   - comment: text written after the header, each of its lines (split at newlines) as a
  ///     comment line starting with `#`; nil for none.
  public static func encode(_ events: [InputEvent], comment: String? = nil) -> String {
    var text = header + "\n"
    if let comment {
      for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
        text += "# \(line)\n"
      }
    }
    for event in events {
      text += line(for: event)
      text += "\n"
    }
    return text
  }

  /// One event's line, without a newline.
  public static func line(for event: InputEvent) -> String {
    let t = number(event.time)
    switch event.kind {
    case .wheel(let dx, let dy, let p, let mods):
      return "\(t) wheel dx=\(number(dx)) dy=\(number(dy)) \(xy(p))" + modsField(mods)
    case .pointerDown(let p, let button): return "\(t) down \(xy(p)) button=\(button)"
    case .pointerMove(let p, let left): return "\(t) move \(xy(p)) left=\(left ? 1 : 0)"
    case .pointerUp(let p, let button): return "\(t) up \(xy(p)) button=\(button)"
    case .fingerDown(let id, let p): return "\(t) finger-down id=\(id) \(xy(p))"
    case .fingerMove(let id, let p): return "\(t) finger-move id=\(id) \(xy(p))"
    case .fingerUp(let id, let p): return "\(t) finger-up id=\(id) \(xy(p))"
    case .keyDown(let key, let mods, let isRepeat):
      return "\(t) key \(name(of: key))" + modsField(mods) + (isRepeat ? " repeat=1" : "")
    case .keyUp(let key, let mods): return "\(t) keyup \(name(of: key))" + modsField(mods)
    case .resize(let s): return "\(t) resize w=\(number(s.width)) h=\(number(s.height))"
    case .focusLost: return "\(t) focus-lost"
    case .focusGained: return "\(t) focus-gained"
    case .pointerLeft: return "\(t) pointer-left"
    case .quit: return "\(t) quit"
    case .scrollDevice(let d):
      return "\(t) device name=\(escapedName(d.name)) kind=\(d.kind?.rawValue ?? "unknown")"
        + " source=\(d.source.rawValue)"
    case .frame: return "\(t) frame"
    case .setting(let name, let value):
      return "\(t) set name=\(escapedName(name)) value=\(number(value))"
    }
  }

  /// `name` with spaces, `%`, `#`, `=` and every byte outside printable ASCII as `%XX` (an
  /// empty name as `%00`-free empty text reads back empty).
  public static func escapedName(_ name: String) -> String {
    var text = ""
    for byte in name.utf8 {
      let c = Character(Unicode.Scalar(byte))
      if byte > 0x20, byte < 0x7F, c != "%", c != "#", c != "=" {
        text.append(c)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        text += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return text
  }

  /// The name `escapedName` wrote; nil when a `%` is not followed by two hexadecimal digits
  /// or the bytes are not UTF-8.
  public static func unescapedName(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var i = text.utf8.startIndex
    let utf8 = text.utf8
    while i < utf8.endIndex {
      let b = utf8[i]
      if b == UInt8(ascii: "%") {
        let h1 = utf8.index(after: i)
        guard h1 < utf8.endIndex else { return nil }
        let h2 = utf8.index(after: h1)
        guard h2 < utf8.endIndex,
          let v = UInt8(String(decoding: [utf8[h1], utf8[h2]], as: UTF8.self), radix: 16)
        else { return nil }
        bytes.append(v)
        i = utf8.index(after: h2)
      } else {
        bytes.append(b)
        i = utf8.index(after: i)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The shortest decimal text that reads back to exactly `value`: whole values without a
  /// fraction (`-1`, `0`; negative zero writes as `0`), others in Swift's shortest round-trip
  /// form (`0.016666666666666666`, `1e-07`); `nan`, `inf`, `-inf`.
  public static func number(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// Named keys and their spelling in the format.
  static let keyNames: [(Key, String)] = [
    (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"), (.pageUp, "pageup"),
    (.pageDown, "pagedown"), (.home, "home"), (.end, "end"), (.space, "space"), (.tab, "tab"),
    (.escape, "escape"), (.enter, "enter"),
  ]

  /// The spelling of `key` in the format.
  public static func name(of key: Key) -> String {
    if case .character(let c) = key {
      let scalars = c.unicodeScalars
      if scalars.count == 1, let s = scalars.first, s.value > 0x20, s.value < 0x7F, c != "#",
        c != "="
      {
        return String(c)
      }
      return "u+" + scalars.map { String($0.value, radix: 16) }.joined(separator: "+")
    }
    return keyNames.first { $0.0 == key }?.1 ?? "?"
  }

  /// `mods` spelled as a field with its leading space, or "" for none.
  static func modsField(_ mods: KeyModifiers) -> String {
    var names: [String] = []
    if mods.contains(.shift) { names.append("shift") }
    if mods.contains(.control) { names.append("ctrl") }
    if mods.contains(.alt) { names.append("alt") }
    return names.isEmpty ? "" : " mods=" + names.joined(separator: "+")
  }

  static func xy(_ p: Point) -> String { "x=\(number(p.x)) y=\(number(p.y))" }
}
