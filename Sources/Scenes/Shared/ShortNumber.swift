import ScrollCore

/// A tuned number as the help lines print it: whole values without a fraction ("240"), others
/// with one decimal ("240.5"). A value within 1e-9 of a whole number is whole (0.3 × 100 is
/// 30.000000000000004).
/// - Parameter value: the number.
func shortNumber(_ value: Double) -> String {
  formatPoints(value, decimals: abs(value - value.rounded()) < 1e-9 ? 0 : 1)
}
