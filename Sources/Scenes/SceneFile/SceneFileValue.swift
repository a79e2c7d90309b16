import ScrollCore

/// A value read from a scene file, typed by its key's `SceneFileKind`.
public enum SceneFileValue: Hashable, Sendable {
  /// A number (or a whole number, for integer keys).
  case number(Double)
  /// A range of numbers ("60...140"), drawn from the seed.
  case range(ClosedRange<Double>)
  /// `"infinite"`, for a count.
  case infinite
  /// A string, without its quotes.
  case text(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `"every N"`: rows 0, N, 2N, ...
  case every(Int)
  /// A list of row indices (`[1, 4, 9]`).
  case indices([Int])
  /// An observer's condition.
  case condition(ObserverCondition)
}

/// What a scene file's key holds, with its range: how its value is read and how a wrong one
/// is described.
public enum SceneFileKind: Hashable, Sendable {
  /// A whole number in the range.
  case integer(ClosedRange<Double>)
  /// A number in the range.
  case number(ClosedRange<Double>)
  /// A number, or a quoted range "LOW...HIGH", in the range.
  case numberOrRange(ClosedRange<Double>)
  /// A whole number in the range, or "infinite".
  case countOrInfinite(ClosedRange<Double>)
  /// A quoted string of at most this many characters.
  case text(Int)
  /// One of these quoted words.
  case choice([String])
  /// `true` or `false`.
  case bool
  /// `"every N"` or a list of row indices `[1, 2, 3]`.
  case rows
  /// An observer condition in quotes (`ObserverCondition`).
  case condition

  /// What the value must be, for messages and the starter file.
  public var expected: String {
    switch self {
    case .integer(let r): return "a whole number in \(Self.range(r))"
    case .number(let r): return "a number in \(Self.range(r))"
    case .numberOrRange(let r):
      return "a number in \(Self.range(r)) or a range \"LOW...HIGH\" within it"
    case .countOrInfinite(let r): return "a whole number in \(Self.range(r)) or \"infinite\""
    case .text(let n): return "a quoted string of at most \(n) characters"
    case .choice(let words): return "one of " + words.map { "\"\($0)\"" }.joined(separator: ", ")
    case .bool: return "true or false"
    case .rows: return "\"every N\" or a list of row indices like [0, 5, 9]"
    case .condition: return "a quoted condition: \(ObserverCondition.expected)"
    }
  }

  /// Reads `raw` (the value's text as written).
  /// - Parameters:
  ///   - raw: the value's text, quotes included.
  ///   - field: the qualified key, for messages.
  ///   - line: the line, for messages.
  /// - Throws: `TuningError` "line N: field 'K': ..." for a wrong type or a value out of range.
  public func read(_ raw: String, field: String, line: Int) throws(TuningError) -> SceneFileValue {
    func wrong() -> TuningError {
      TuningError(
        "line \(line): field '\(field)': expected \(expected), got '\(TOMLSubset.clip(raw))'")
    }
    func inRange(_ v: Double, _ r: ClosedRange<Double>) throws(TuningError) -> Double {
      guard v.isFinite, r.contains(v) else {
        throw TuningError(
          "line \(line): field '\(field)': \(PhysicsTuning.format(v)) is out of range "
            + Self.range(r))
      }
      return v
    }
    let quoted = raw.count >= 2 && raw.first == "\"" && raw.last == "\""
    let inner = quoted ? String(raw.dropFirst().dropLast()) : nil
    switch self {
    case .integer(let r):
      guard let v = Self.number(raw), v == v.rounded() else { throw wrong() }
      return .number(try inRange(v, r))
    case .number(let r):
      guard let v = Self.number(raw) else { throw wrong() }
      return .number(try inRange(v, r))
    case .numberOrRange(let r):
      if let v = Self.number(raw) { return .number(try inRange(v, r)) }
      guard let inner, let dots = inner.firstRange(of: "..."),
        let lo = Self.number(String(inner[..<dots.lowerBound]).trimmingSpaces),
        let hi = Self.number(String(inner[dots.upperBound...]).trimmingSpaces)
      else { throw wrong() }
      let low = try inRange(lo, r)
      let high = try inRange(hi, r)
      guard low <= high else {
        throw TuningError(
          "line \(line): field '\(field)': the range \(TOMLSubset.clip(inner)) ends below its "
            + "start")
      }
      return .range(low...high)
    case .countOrInfinite(let r):
      if inner == "infinite" { return .infinite }
      guard let v = Self.number(raw), v == v.rounded() else { throw wrong() }
      return .number(try inRange(v, r))
    case .text(let n):
      guard quoted else { throw wrong() }
      let s = try TOMLSubset.unquote(raw, field: field, line: line)
      guard s.count <= n else {
        throw TuningError(
          "line \(line): field '\(field)': \(s.count) characters, more than the \(n) it may "
            + "have ('\(TOMLSubset.clip(s))')")
      }
      return .text(s)
    case .choice(let words):
      guard let inner, words.contains(inner) else { throw wrong() }
      return .text(inner)
    case .bool:
      guard raw == "true" || raw == "false" else { throw wrong() }
      return .bool(raw == "true")
    case .rows:
      if let inner, inner.hasPrefix("every ") {
        guard let n = Self.number(String(inner.dropFirst(6)).trimmingSpaces), n == n.rounded()
        else {
          throw wrong()
        }
        return .every(Int(try inRange(n, 1...1e9)))
      }
      guard raw.first == "[", raw.last == "]" else { throw wrong() }
      var out: [Int] = []
      for part in raw.dropFirst().dropLast().split(separator: ",") {
        guard let v = Self.number(String(part).trimmingSpaces), v == v.rounded() else {
          throw wrong()
        }
        out.append(Int(try inRange(v, 0...1e9)))
      }
      guard !out.isEmpty, out.count <= 1000 else { throw wrong() }
      return .indices(out)
    case .condition:
      guard let inner, let c = ObserverCondition(inner) else { throw wrong() }
      return .condition(c)
    }
  }

  /// "0...1000".
  /// - Parameter r: a range.
  static func range(_ r: ClosedRange<Double>) -> String {
    "\(PhysicsTuning.format(r.lowerBound))...\(PhysicsTuning.format(r.upperBound))"
  }

  /// A number written as TOML writes one (`1e9`, `1_000`, `0.5`), or nil.
  private static func number<S: StringProtocol>(_ text: S) -> Double? {
    let plain = String(text).replacingUnderscores
    guard !plain.isEmpty, plain.first != "\"" else { return nil }
    return DecimalNumber.parse(plain)
  }
}

extension String {
  /// The text without `_` between digits (`1_000_000`).
  fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
