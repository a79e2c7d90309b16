import ScrollCore

/// The common scroll-offset key, kept to demonstrate its bug in the diagnostics scene
/// (ScrollCore's `OffsetPreferenceKey` is the fix): a non-optional `Double` with
/// default 0 and a last-writer-wins `reduce`. Any sibling after the probe that sets nothing
/// contributes 0 and overwrites the measurement, so the observed offset freezes at 0.0.
enum BuggyOffsetPreferenceKey: SCPreferenceKey {
  /// 0, indistinguishable from a real measurement of 0.
  static var defaultValue: Double { 0 }
  /// Last writer wins: the next sibling's value replaces the accumulated one.
  /// - Parameters:
  ///   - value: the value accumulated from earlier siblings; overwritten.
  ///   - nextValue: the next sibling's value, 0 when that sibling sets nothing.
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = nextValue()
  }
}
