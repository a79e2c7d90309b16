#if canImport(Glibc)
  import Glibc
#endif

/// C's printf formatting of numbers (`vsnprintf`), for the few places that need printf's exact
/// digits (`%.5f`, `%.10g`): `String(format:)` without Foundation, whose formatting pulled
/// the ICU data (about 34 MB) into the statically linked app.
public enum CFormat {
  /// The text `format` gives for `arguments`, as C's `printf` prints it (the C locale's
  /// decimal point: the app never calls `setlocale`).
  /// - Parameters:
  ///   - format: a printf format, such as "%.5f" or "%.10g"; only numeric conversions (no
  ///     `%s`, `%@`).
  ///   - arguments: the numbers the format consumes, in order.
  /// - Returns: the formatted text, whatever its length.
  public static func string(_ format: String, _ arguments: CVarArg...) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    while true {
      let needed = withVaList(arguments) { list in
        buffer.withUnsafeMutableBufferPointer {
          Int(vsnprintf($0.baseAddress, $0.count, format, list))
        }
      }
      if needed < 0 { return "" }
      if needed < buffer.count {
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      }
      buffer = [CChar](repeating: 0, count: needed + 1)
    }
  }
}
