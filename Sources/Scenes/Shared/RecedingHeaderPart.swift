import Drawing
import ScrollCore

/// A watch-style receding header as a scene part: a large title and a subtitle in the
/// list's top padding, drawn under the rows (they slide over it), fading out over the first
/// `fadeDistance` points scrolled (opacity clamp(1 - scrolled / fadeDistance, 0, 1)) and
/// moving at `parallax` of the scroll speed (shifted by -scrolled × parallax). Both are taken
/// from the geometry in the observe stage.
final class RecedingHeaderPart<List: PartList>: ScenePart {
  /// The large title.
  let title: String
  /// The line under it (wrapped to two lines on a narrow list).
  let subtitle: String
  /// The header's height (the list's top padding), points.
  let height: Double
  /// Points scrolled over which the header fades out.
  let fadeDistance: Double
  /// The header's speed as a fraction of the scroll speed.
  let parallax: Double
  /// The header's opacity this frame.
  private(set) var opacity = 1.0
  /// The header's vertical shift this frame, points.
  private(set) var shift = 0.0
  private let measurer: any TextMeasurer
  /// The subtitle as last wrapped, and the width it was wrapped to.
  private var subtitleLines: (width: Double, lines: [String])?
  let name = "receding header"

  /// Creates the header.
  /// - Parameters:
  ///   - title: the large title.
  ///   - subtitle: the line under it.
  ///   - height: its height (the list's top padding), points.
  ///   - fadeDistance: points scrolled over which it fades out.
  ///   - parallax: its speed as a fraction of the scroll speed.
  ///   - measurer: shortens the title and wraps the subtitle.
  init(
    title: String, subtitle: String, height: Double, fadeDistance: Double, parallax: Double,
    measurer: any TextMeasurer
  ) {
    self.title = title
    self.subtitle = subtitle
    self.height = height
    self.fadeDistance = fadeDistance
    self.parallax = parallax
    self.measurer = measurer
  }

  /// Takes the opacity and shift for the points scrolled now.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - signals: the observers' deliveries (unused).
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {
    let scrolled = list.geometry.pointsScrolled.y
    opacity = min(1, max(0, 1 - scrolled / fadeDistance))
    shift = -scrolled * parallax + 0
  }

  /// Draws the header in the list's scroll layer at its window position (the layer's offset
  /// added back, as it moves at its own rate).
  /// - Parameters:
  ///   - display: the display list (the scroll layer).
  ///   - list: the scene's list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawUnderRows(into display: inout DisplayList, list: List, theme: Theme, at t: Double) {
    let frame = list.host.frame
    let offset = list.host.view.offset
    let header = Rect(
      x: frame.minX + SceneLook.margin + offset.x, y: frame.minY + shift + offset.y,
      width: max(0, frame.width - 2 * SceneLook.margin), height: height)
    let lines = wrappedSubtitle(width: header.width)
    display.withOpacity(opacity) { display in
      display.text(
        measurer.truncate(title, font: .largeTitle, width: header.width),
        in: Rect(x: header.minX, y: header.minY + 14, width: header.width, height: 42),
        font: .largeTitle, color: theme.primaryText)
      // Wrapped on a narrow list (two lines fit above the rows), never cut off.
      for (i, line) in lines.enumerated() {
        display.text(
          line,
          in: Rect(
            x: header.minX, y: header.minY + 58 + Double(i) * 18, width: header.width, height: 18),
          font: SceneLook.footnote, color: theme.secondaryText)
      }
    }
  }

  /// The subtitle wrapped to at most two lines `width` points wide (kept until the width
  /// changes).
  private func wrappedSubtitle(width: Double) -> [String] {
    if let kept = subtitleLines, kept.width == width { return kept.lines }
    let lines = measurer.wrap(subtitle, font: SceneLook.footnote, width: width, maxLines: 2)
    subtitleLines = (width, lines)
    return lines
  }

  /// "header\t0.50 · y -20.0".
  var hudLines: [String] {
    ["header\t\(formatPoints(opacity, decimals: 2)) · y \(formatPoints(shift))"]
  }
}
