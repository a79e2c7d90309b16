#if canImport(Glibc)
  import Glibc
#endif

/// The wall clock in the local time zone (TZ), formatted with C's `strftime`: the dated
/// names Foundation's `DateFormatter` made, without Foundation.
public enum LocalTime {
  /// The seconds since 1970 now (the wall clock, not a monotonic one).
  public static var now: Int { Int(time(nil)) }

  /// A time formatted in the local time zone.
  /// - Parameters:
  ///   - format: a `strftime` format, such as "%Y%m%d-%H%M%S".
  ///   - seconds: seconds since 1970 (UTC).
  /// - Returns: the text, or "" when the time cannot be shown in the local zone.
  public static func format(_ format: String, seconds: Int) -> String {
    var t = time_t(seconds)
    var parts = tm()
    guard localtime_r(&t, &parts) != nil else { return "" }
    var buffer = [CChar](repeating: 0, count: 128)
    let n = buffer.withUnsafeMutableBufferPointer {
      strftime($0.baseAddress, $0.count, format, &parts)
    }
    return n == 0 ? "" : buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// A time formatted in UTC.
  /// - Parameters:
  ///   - format: a `strftime` format, such as "%Y-%m-%dT%H:%M:%SZ".
  ///   - seconds: seconds since 1970 (UTC).
  /// - Returns: the text, or "" when the time cannot be shown.
  public static func formatUTC(_ format: String, seconds: Int) -> String {
    var t = time_t(seconds)
    var parts = tm()
    guard gmtime_r(&t, &parts) != nil else { return "" }
    var buffer = [CChar](repeating: 0, count: 128)
    let n = buffer.withUnsafeMutableBufferPointer {
      strftime($0.baseAddress, $0.count, format, &parts)
    }
    return n == 0 ? "" : buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
