/// Counts of bad input the interpreter dropped at its boundary, for the HUD and tests.
///
/// Nothing counted here ever reaches a scroll view.
public struct InputSanitizerCounts: Hashable, Sendable {
  /// Events with a NaN or infinite delta or position, ignored.
  public var nonFinite = 0
  /// Wheel events larger than `InputConfiguration.maximumWheelUnits` on some axis, ignored.
  public var absurdDeltas = 0
  /// Events whose time was not finite or earlier than the previous event's; the previous
  /// time was used instead.
  public var timeReversals = 0
  /// Resize events with a negative or non-finite size, ignored.
  public var invalidSizes = 0

  /// Creates zero counts.
  public init() {}

  /// Sum of every count.
  public var total: Int { nonFinite + absurdDeltas + timeReversals + invalidSizes }
}
