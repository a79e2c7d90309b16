import Drawing
import ScrollCore

/// The band above the chat's messages: a small caption with the top-most message's time,
/// once the view is scrolled past the history row (the caption never covers a bubble).
final class ChatCaptionPart: ScenePart {
  let name = "caption"
  /// Height of the band, points.
  let bandAbove: Double
  /// Height of the history row at the top of the content, points.
  private let topRow: Double
  private let measurer: any TextMeasurer

  /// Creates the caption.
  /// - Parameters:
  ///   - band: the band's height, points.
  ///   - topRow: the history row's height, points.
  ///   - measurer: measures the caption.
  init(band: Double, topRow: Double, measurer: any TextMeasurer) {
    bandAbove = band
    self.topRow = topRow
    self.measurer = measurer
  }

  /// Draws the top-most message's time at the top of `area`.
  /// - Parameters:
  ///   - display: the display list.
  ///   - area: the scene's frame.
  ///   - list: the messages.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawInBands(
    into display: inout DisplayList, area: Rect, list: ChatList, theme: Theme, at t: Double
  ) {
    guard list.host.view.offset.y > topRow, let id = list.topMessageID else { return }
    let text = list.message(id).time
    let width = measurer.size(of: text, font: SceneLook.captionBold).width + 24
    let rect = Rect(x: area.midX - width / 2, y: area.minY + 4, width: width, height: 24)
    SceneLook.floatingCard(rect, theme: theme, radius: 12, into: &display)
    display.text(
      text, in: rect, font: SceneLook.captionBold, color: theme.secondaryText, alignment: .center)
  }
}
