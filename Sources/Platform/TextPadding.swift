extension String {
  /// The text padded with spaces, or cut, to `length` UTF-16 code units: Foundation's
  /// `padding(toLength:withPad: " ", startingAt: 0)` without Foundation (which counts in
  /// UTF-16 too, and cuts a longer text).
  /// - Parameter length: the length wanted, in UTF-16 code units.
  public func paddingWithSpaces(toLength length: Int) -> String {
    let units = utf16.count
    if units < length { return self + String(repeating: " ", count: length - units) }
    return String(decoding: Array(utf16.prefix(max(0, length))), as: UTF16.self)
  }
}
