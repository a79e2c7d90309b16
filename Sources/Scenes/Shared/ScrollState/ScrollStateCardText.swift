import Drawing

/// The `FeedScrollState` card's texts, measured: the heading shortened to the card, the words
/// either side of the transform count and the widths of the count line's pieces (the count's
/// digits each in a zero's advance). They change only when a field flips, the action runs,
/// the count gains a digit or the card's width changes, so the card keeps them between
/// frames instead of formatting and measuring them every frame; only the count itself (a
/// short text) is made every frame.
struct ScrollStateCardText {
  /// What the texts were made for.
  struct Inputs: Equatable {
    /// The state's fields.
    var isAwayFromTop: Bool
    var isNearBottom: Bool
    /// The action's runs so far.
    var deliveries: Int
    /// Digits of the transform count.
    var countDigits: Int
    /// The text column's width, points.
    var width: Double
  }

  /// The font of the heading.
  static let headingFont = SceneLook.captionBold
  /// The font of the count line.
  static let countFont = SceneLook.caption
  /// The words before the count.
  static let before = "transform ran "

  /// What the texts were made for.
  let inputs: Inputs
  /// The heading, shortened to the width.
  let heading: String
  /// The words after the count.
  let after: String
  /// Widths of the words before, the count (its digits in a zero's advance each, and the
  /// sign) and the words after, points.
  let widths: (before: Double, count: Double, after: Double)
  /// The advance of one digit (a zero's), points.
  let digitWidth: Double
  /// The width of the count's "×" piece: the count's width less its digits', points.
  let timesWidth: Double

  /// Makes and measures the texts for `inputs`.
  /// - Parameters:
  ///   - inputs: the state, the counts and the width.
  ///   - measurer: measures text as it is drawn.
  init(_ inputs: Inputs, measurer: any TextMeasurer) {
    self.inputs = inputs
    heading = measurer.truncate(
      Self.heading(isAwayFromTop: inputs.isAwayFromTop, isNearBottom: inputs.isNearBottom),
      font: Self.headingFont, width: inputs.width)
    after = Self.after(deliveries: inputs.deliveries)
    digitWidth = measurer.size(of: "0", font: Self.countFont).width
    let digits = Double(inputs.countDigits)
    let count = digits * digitWidth + measurer.size(of: "×", font: Self.countFont).width
    timesWidth = count - digits * digitWidth
    widths = (
      measurer.size(of: Self.before, font: Self.countFont).width, count,
      measurer.size(of: after, font: Self.countFont).width
    )
  }

  /// Whether the three pieces fit the width side by side.
  var fits: Bool { widths.before + widths.count + widths.after <= inputs.width }

  /// The card's first line: both fields.
  /// - Parameters:
  ///   - isAwayFromTop: the state's first field.
  ///   - isNearBottom: the state's second field.
  static func heading(isAwayFromTop: Bool, isNearBottom: Bool) -> String {
    "FeedScrollState  isAwayFromTop \(isAwayFromTop)  ·  isNearBottom \(isNearBottom)"
  }

  /// The transform count as shown ("12×").
  /// - Parameter transforms: the transform's runs so far.
  static func count(_ transforms: Int) -> String { "\(transforms)×" }

  /// The words after the count.
  /// - Parameter deliveries: the action's runs so far.
  static func after(deliveries: Int) -> String {
    "  ·  action ran \(deliveries)× (only on a flip)"
  }
}
