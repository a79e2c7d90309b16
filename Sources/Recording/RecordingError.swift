import ScrollCore

/// Why a recording could not be read, with the 1-based line number and the field at fault.
///
/// `description` reads like `line 7: field 'dy': expected a number, got 'abc'`.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// No header line (the file is empty or holds only comments, or starts with something
    /// else, quoted in `found`).
    case noHeader(found: String?)
    /// The header names a version this reader does not understand.
    case unknownVersion(String)
    /// The event kind is not one of the format's kinds.
    case unknownEventKind(String)
    /// A required field is absent (often a truncated line).
    case missingField
    /// A number was expected.
    case notANumber(String)
    /// A whole number was expected.
    case notAnInteger(String)
    /// The value is not one of the allowed ones (`expected` says which).
    case invalidValue(String, expected: String)
    /// The time is earlier than the previous event's.
    case timeWentBackwards(previous: Double, time: Double)
    /// The field does not belong to this event kind.
    case unknownField(kind: String)
    /// The field appears twice.
    case duplicateField
    /// A token that is not `name=value`.
    case notAField(String)
  }

  /// 1-based line number.
  public var line: Int
  /// The field at fault ("time", "kind", "dy", ...), if the problem concerns one.
  public var field: String?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  /// - Parameters:
  ///   - line: the 1-based line number.
  ///   - field: the field at fault ("time", "kind", "dy", ...); nil (default) when the problem
  ///     concerns no single field.
  ///   - problem: what is wrong.
  public init(line: Int, field: String? = nil, problem: Problem) {
    self.line = line
    self.field = field
    self.problem = problem
  }

  /// One line naming the line number, the field and the problem.
  public var description: String {
    var text = "line \(line): "
    if let field { text += "field '\(field)': " }
    switch problem {
    case .noHeader(let found):
      text += "no header: expected '\(RecordingFormat.header)'"
      if let found { text += ", got '\(found)'" } else { text += " (the file has no content)" }
    case .unknownVersion(let v):
      text +=
        "unknown version '\(v)' (this reader understands "
        + "\(RecordingFormat.readableVersions.dropLast().joined(separator: ", ")) and "
        + "\(RecordingFormat.readableVersions.last ?? ""))"
    case .unknownEventKind(let k): text += "unknown event kind '\(k)'"
    case .missingField: text += "missing (truncated line?)"
    case .notANumber(let s): text += "expected a number, got '\(s)'"
    case .notAnInteger(let s): text += "expected a whole number, got '\(s)'"
    case .invalidValue(let s, let expected): text += "expected \(expected), got '\(s)'"
    case .timeWentBackwards(let previous, let t):
      text +=
        "time \(RecordingFormat.number(t)) is earlier than the previous event's "
        + RecordingFormat.number(previous)
    case .unknownField(let kind): text += "not a field of '\(kind)'"
    case .duplicateField: text += "given twice"
    case .notAField(let s): text += "expected name=value, got '\(s)'"
    }
    return text
  }
}
