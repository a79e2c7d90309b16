/// Counts of bad input that was sanitized at the scroll view's boundary.
public struct SanitizerCounts: Hashable, Sendable {
  /// NaN or infinite deltas, positions or velocities, ignored.
  public var nonFinite = 0
  /// Deltas larger than the absurd-delta limit, clamped.
  public var clampedDeltas = 0
  /// Times earlier than the last time seen, replaced by it.
  public var timeReversals = 0
  /// Negative, zero-length-where-invalid or non-finite sizes and insets, replaced.
  public var invalidSizes = 0
  /// Creates zero counts.
  public init() {}
  /// Sum of every count.
  public var total: Int { nonFinite + clampedDeltas + timeReversals + invalidSizes }
}
