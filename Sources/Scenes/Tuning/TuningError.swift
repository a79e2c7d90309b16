/// A setting that cannot be applied: an unknown name, one the preset's model does not have, or
/// a value out of range. The message names what was wrong and what is valid.
public struct TuningError: Error, Equatable, CustomStringConvertible {
  /// The message, for a user.
  public let description: String

  /// Creates an error.
  /// - Parameter description: the message.
  public init(_ description: String) { self.description = description }
}
