/// Appends text to byte buffers without going through intermediate `String`s, for the trace
/// and CSV writers. Numbers use integer arithmetic so fixed-point output is exact.
enum ByteText {
  /// Appends the UTF-8 bytes of `text`.
  static func append(_ text: String, to out: inout [UInt8]) {
    out.append(contentsOf: text.utf8)
  }

  /// Appends `value` in decimal.
  static func append(_ value: UInt64, to out: inout [UInt8]) {
    guard value >= 10 else {
      out.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    append(value / 10, to: &out)
    out.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// Appends `value` in decimal, with a leading "-" when negative.
  static func append(_ value: Int, to out: inout [UInt8]) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    append(UInt64(value.magnitude), to: &out)
  }

  /// Appends `nanos / unitNanos` with exactly `decimals` decimals (0...9), rounded half up:
  /// `unitNanos` 1_000_000 gives milliseconds, 1_000 microseconds.
  static func appendFixed(
    _ nanos: UInt64, unitNanos: UInt64, decimals: Int, to out: inout [UInt8]
  ) {
    let places = Swift.min(9, Swift.max(0, decimals))
    var tenPower: UInt64 = 1
    for _ in 0..<places { tenPower *= 10 }
    // Units of 1/tenPower of the unit, rounded: value = nanos * tenPower / unitNanos.
    let unit = Swift.max(1, unitNanos)
    let whole = nanos / unit
    let rest = nanos % unit
    let (scaled, overflow) = rest.multipliedReportingOverflow(by: tenPower)
    var fraction = overflow ? 0 : (scaled + unit / 2) / unit
    var integer = whole
    if fraction >= tenPower {
      integer += 1
      fraction -= tenPower
    }
    append(integer, to: &out)
    guard places > 0 else { return }
    out.append(UInt8(ascii: "."))
    var divisor = tenPower / 10
    while divisor > 0 {
      out.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
      divisor /= 10
    }
  }

  /// Appends a finite double in its shortest round-trip form (valid JSON and CSV); a NaN or
  /// infinite value is written as 0 and reported by returning false.
  @discardableResult
  static func append(_ value: Double, to out: inout [UInt8]) -> Bool {
    guard value.isFinite else {
      out.append(UInt8(ascii: "0"))
      return false
    }
    if value == value.rounded(), value.magnitude < 1e15 {
      append(Int(value), to: &out)  // integral: no ".0" noise, and -0.0 prints as 0
    } else {
      append(value.description, to: &out)
    }
    return true
  }

  /// Appends `text` as a quoted JSON string: quote, backslash and control characters
  /// (U+0000...U+001F) are escaped; everything else, non-ASCII included, is copied as UTF-8.
  static func appendJSONString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0..<0x20:
        out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
        out.append(hexDigit(byte >> 4))
        out.append(hexDigit(byte & 0xF))
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// The lower-case ASCII hex digit for `nibble` (0...15).
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }
}

/// JSON string escaping, as used by the trace writer.
public enum JSONText {
  /// `text` as a quoted JSON string literal (quotes included). Escapes `"`, `\` and the
  /// control characters U+0000...U+001F; non-ASCII is kept as UTF-8. O(n).
  public static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    ByteText.appendJSONString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// `nanos` as milliseconds with exactly `decimals` decimals (0...9), rounded half up, using
/// integer arithmetic (no floating-point error): `formatMilliseconds(16_666_667)` is "16.67".
public func formatMilliseconds(_ nanos: UInt64, decimals: Int = 2) -> String {
  var bytes: [UInt8] = []
  ByteText.appendFixed(nanos, unitNanos: 1_000_000, decimals: decimals, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}
