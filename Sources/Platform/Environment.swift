#if canImport(Glibc)
  import Glibc
#endif

/// The process's environment variables, read from C's `environ`: what
/// `ProcessInfo.processInfo.environment` gave, without Foundation.
public enum Environment {
  /// Every variable as name to value. A name set twice keeps its first value (as `getenv`
  /// finds it); entries without `=` are skipped.
  public static var variables: [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return result
  }

  /// The value of one variable.
  /// - Parameter name: the variable's name.
  /// - Returns: its value (possibly empty), or nil when it is not set.
  public static func value(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}
