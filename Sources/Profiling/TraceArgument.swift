/// A value in a trace event's `args` dictionary: a string or a number.
///
/// Literals convert directly: `["id": "row 12", "progress": 0.5, "page": 3]`.
public enum TraceArgument: Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// A string, JSON-escaped when written.
  case string(String)
  /// A number; NaN and infinities are written as 0 (JSON has no spelling for them).
  case number(Double)

  /// A string argument.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A number argument.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// A number argument.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}
