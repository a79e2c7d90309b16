import Drawing

/// The inspector's row measurements kept between frames: a row whose label, value and width
/// are those of an earlier frame is laid out without measuring its texts again (the panel
/// is drawn every frame while it is open; most rows do not change). At most `limit` rows are
/// kept; past that the table starts again.
final class InspectorRowFits {
  /// A row as laid out.
  struct Key: Hashable {
    /// The row's label.
    var label: String
    /// The row's value.
    var value: String
    /// The row's width, points.
    var width: Double
  }

  /// What the measurements decided for a row.
  struct Fit {
    /// The label column's width, points.
    var labelWidth: Double
    /// The value column's width, points.
    var valueWidth: Double
    /// The label as drawn (shortened with an ellipsis when it does not fit).
    var label: String
    /// True when the value is wider than its column (it goes under the label).
    var valueWraps: Bool
  }

  /// The most rows kept.
  static let limit = 512
  private var fits: [Key: Fit] = [:]
  /// Rows measured (for tests).
  private(set) var measured = 0

  /// The fit of `key`, measured by `measure` when it is not kept yet.
  /// - Parameters:
  ///   - key: the row.
  ///   - measure: measures the row.
  func fit(_ key: Key, measure: () -> Fit) -> Fit {
    if let fit = fits[key] { return fit }
    if fits.count >= Self.limit { fits.removeAll(keepingCapacity: true) }
    measured += 1
    let fit = measure()
    fits[key] = fit
    return fit
  }

  /// Forgets every row (the fonts or the scale changed).
  func removeAll() { fits.removeAll() }
}
