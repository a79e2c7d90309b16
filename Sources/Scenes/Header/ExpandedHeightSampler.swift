/// Samples the header's height for the spacer under it, but only while the header is
/// expanded.
///
/// The spacer at the top of the content is as tall as the expanded header, measured from
/// the header itself. Measuring it continuously would close a feedback loop: the header
/// collapses, the spacer shrinks, the content gets shorter, the offset clamps, the header
/// expands again, and so on. So the height is read only when progress == 0 (the header at
/// rest, fully expanded) and kept unchanged while it collapses.
struct ExpandedHeightSampler: Hashable, Sendable {
  /// The last sampled height, nil before the first sample.
  private(set) var value: Double?
  /// Samples taken that changed the value.
  private(set) var changes = 0

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
