/// The common scroll-offset key, kept to demonstrate its bug: a non-optional `Double` with
/// default 0 and a last-writer-wins `reduce`. Any sibling after the probe that sets nothing
/// contributes 0 and overwrites the measurement, so the observed offset freezes at 0.0.
public enum BuggyOffsetPreferenceKey: PreferenceKey {
  /// 0, indistinguishable from a real measurement of 0.
  public static var defaultValue: Double { 0 }
  /// Last writer wins: the next sibling's value replaces the accumulated one.
  /// - Parameters:
  ///   - value: the value accumulated from earlier siblings; overwritten.
  ///   - nextValue: the next sibling's value, 0 when that sibling sets nothing.
  public static func reduce(value: inout Double, nextValue: () -> Double) {
    value = nextValue()
  }
}

/// The fixed scroll-offset key: `Double?` with default nil; `reduce` keeps the first non-nil
/// value in layout order, so siblings that measure nothing cannot erase the probe's value.
public enum OffsetPreferenceKey: PreferenceKey {
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
