/// Why a profile output file (trace, frames CSV) could not be written.
///
/// The description names the file and the reason, for example
/// `cannot open '/nope/trace.json' for writing: directory '/nope' does not exist`.
public struct ProfileOutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being attempted when the failure happened.
  public enum Operation: String, Hashable, Sendable {
    /// Creating the temporary file next to the destination (before the run starts).
    case open
    /// Writing data to the temporary file.
    case write
    /// Moving the finished temporary file onto the destination.
    case commit
  }

  /// The destination path the caller asked for.
  public var path: String
  /// What was being attempted.
  public var operation: Operation
  /// Human-readable cause ("directory '/nope' does not exist", "No space left on device").
  public var reason: String

  /// Creates an error.
  public init(path: String, operation: Operation, reason: String) {
    self.path = path
    self.operation = operation
    self.reason = reason
  }

  /// "cannot <operation> '<path>': <reason>".
  public var description: String {
    switch operation {
    case .open: "cannot open '\(path)' for writing: \(reason)"
    case .write: "cannot write '\(path)': \(reason)"
    case .commit: "cannot finish writing '\(path)': \(reason)"
    }
  }
}
