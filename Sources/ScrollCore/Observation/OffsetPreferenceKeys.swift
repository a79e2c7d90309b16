/// The fixed scroll-offset key: `Double?` with default nil; `reduce` keeps the first non-nil
/// value in layout order, so siblings that measure nothing cannot erase the probe's value.
public enum OffsetPreferenceKey: SCPreferenceKey {
  /// nil: "nothing measured here".
  public static var defaultValue: Double? { nil }
  /// Keeps the accumulated value if there is one; otherwise takes the next sibling's.
  /// - Parameters:
  ///   - value: the value accumulated from earlier siblings, nil while none measured; kept once
  ///     non-nil.
  ///   - nextValue: the next sibling's value, nil when that sibling sets nothing; called only while
  ///     `value` is nil.
  public static func reduce(value: inout Double?, nextValue: () -> Double?) {
    if value == nil { value = nextValue() }
  }
}
