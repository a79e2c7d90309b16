/// A command-line mistake: one line naming the problem and the valid choices; exit code 2
/// (`status`; 1 for an input file that cannot be read or parsed).
public struct UsageError: Error, CustomStringConvertible, Equatable {
  /// The message, without the program name.
  public var message: String
  /// The exit status the command ends with (2 for a usage mistake).
  public var status: Int32
  /// Creates a usage error.
  /// - Parameters:
  ///   - message: the message, without the program name.
  ///   - status: the exit status (2 unless the input itself is unreadable or malformed).
  public init(_ message: String, status: Int32 = 2) {
    self.message = message
    self.status = status
  }
  /// The message.
  public var description: String { message }
}

/// Reads flags and values from an argument list, producing `UsageError`s that name the flag.
package struct ArgumentReader {
  private var args: [String]
  private var index = 0

  package init(_ args: [String]) { self.args = args }

  /// The next argument, or nil at the end.
  package mutating func next() -> String? {
    guard index < args.count else { return nil }
    defer { index += 1 }
    return args[index]
  }

  /// The value following `flag` (also accepts `--flag=value` split by the caller).
  package mutating func value(for flag: String) throws -> String {
    guard let v = next() else { throw UsageError("\(flag) needs a value") }
    return v
  }

  /// The value following `flag` as a finite number within `range`.
  mutating func number(for flag: String, in range: ClosedRange<Double>) throws -> Double {
    let text = try value(for: flag)
    guard let v = Double(text), v.isFinite else {
      throw UsageError("\(flag): expected a number, got '\(text)'")
    }
    guard range.contains(v) else {
      throw UsageError(
        "\(flag): \(text) is out of range (\(format(range.lowerBound))...\(format(range.upperBound)))"
      )
    }
    return v
  }

  /// The value following `flag` as an integer within `range`.
  mutating func integer(for flag: String, in range: ClosedRange<Int>) throws -> Int {
    let text = try value(for: flag)
    guard let v = Int(text) else {
      throw UsageError("\(flag): expected a whole number, got '\(text)'")
    }
    guard range.contains(v) else {
      throw UsageError(
        "\(flag): \(text) is out of range (\(range.lowerBound)...\(range.upperBound))")
    }
    return v
  }

  /// The value following `flag`, which must be one of `choices`.
  mutating func choice(for flag: String, among choices: [String]) throws -> String {
    let text = try value(for: flag)
    guard choices.contains(text) else {
      throw UsageError(
        "\(flag): unknown value '\(text)' (valid: \(choices.joined(separator: ", ")))")
    }
    return text
  }

  private func format(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
  }
}

/// Splits `--flag=value` arguments into `--flag value` pairs, up to a `--` argument (which
/// ends the options: it and what follows it are kept as they are).
package func splitEquals(_ args: [String]) -> [String] {
  let end = args.firstIndex(of: "--") ?? args.endIndex
  return args[..<end].flatMap { a -> [String] in
    if a.hasPrefix("--"), let eq = a.firstIndex(of: "=") {
      return [String(a[..<eq]), String(a[a.index(after: eq)...])]
    }
    return [a]
  } + args[end...]
}
