/// Samples the header's height for the spacer under it, but only while the header is
/// expanded.
///
/// The spacer at the top of the content is as tall as the expanded header, measured from
/// the header itself. Measuring it continuously would close a feedback loop: the header
/// collapses, the spacer shrinks, the content gets shorter, the offset clamps, the header
/// expands again, and so on. So the height is read only when progress == 0 (the header at
/// rest, fully expanded) and kept unchanged while it collapses. The spacer is the sample
/// plus `padding` (12 pt), the gap the technique leaves between the header and the first row.
struct ExpandedHeightSampler: Hashable, Sendable {
  /// Points added to the sampled height for the spacer.
  static let padding = 12.0

  /// The last sampled height, nil before the first sample.
  private(set) var value: Double?
  /// Samples taken that changed the value.
  private(set) var changes = 0

  /// The spacer's height: the last sample plus `padding`, nil before the first sample.
  var spacerHeight: Double? { value.map { $0 + ExpandedHeightSampler.padding } }

  /// The spacer's height before any sample: the expanded header plus `padding`.
  /// - Parameter metrics: the header's sizes.
  static func initialSpacerHeight(_ metrics: HeaderMetrics) -> Double {
    metrics.expandedHeight + padding
  }

  /// Creates a sampler with no value.
  init() {}

  /// Offers the header's current `height` at `progress`; returns the new value when it was
  /// sampled (progress == 0) and differs from the previous one, else nil.
  mutating func sample(height: Double, progress: Double) -> Double? {
    guard progress == 0, height.isFinite, height != value else { return nil }
    value = height
    changes += 1
    return height
  }
}
