/// GTK 4's carried momentum (GNOME/gtk gtk/gtkscrolledwindow.c,
/// `gtk_scrolled_window_accumulate_velocity` with `VELOCITY_ACCUMULATION_FLOOR` 0.33,
/// `_CEIL` 1.0 and `_MAX` 6.0): a new fling in the direction of the one it caught, at least
/// 0.33 times as fast, gets the caught velocity added, scaled by how fast the new one is
/// between 0.33 and 1 times the caught one (at most 6 times). Pure function, O(1).
enum GTKVelocityAccumulation {
  /// `VELOCITY_ACCUMULATION_FLOOR`.
  static let floor = 0.33
  /// `VELOCITY_ACCUMULATION_CEIL`.
  static let ceil = 1.0
  /// `VELOCITY_ACCUMULATION_MAX`.
  static let maximum = 6.0

  /// The velocity of a new fling at `velocity` that caught one moving at `caught` (pt/s).
  /// - Parameters:
  ///   - velocity: the new release velocity, pt/s.
  ///   - caught: the caught fling's velocity at the release, pt/s.
  static func accumulated(_ velocity: Double, caught: Double) -> Double {
    guard caught != 0, (velocity >= 0) == (caught >= 0),
      abs(velocity) >= abs(caught) * floor
    else { return velocity }
    let low = caught * floor
    let high = caught * ceil
    let multiplier = (velocity - low) / (high - low)
    return velocity + caught * min(multiplier, maximum)
  }
}
