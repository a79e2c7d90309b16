import Drawing
import ScrollCore

/// A large title and a caption above a feed's first row, scrolling with the rows (in the
/// list's top padding, `FeedDrawing.titleBlockHeight` tall), as a scene part.
final class ContentTitlePart<List: PartList>: ScenePart {
  /// The title ("Latest").
  let title: String
  /// The caption under it (a scene may change it, on tuning).
  var caption: String
  private let measurer: any TextMeasurer
  let name = "title"

  /// Creates the title.
  /// - Parameters:
  ///   - title: the large title.
  ///   - caption: the caption under it.
  ///   - measurer: measures the text.
  init(title: String, caption: String, measurer: any TextMeasurer) {
    self.title = title
    self.caption = caption
    self.measurer = measurer
  }

  /// Draws the title block when it is in view.
  /// - Parameters:
  ///   - display: the display list (the scroll layer).
  ///   - list: the scene's list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawUnderRows(into display: inout DisplayList, list: List, theme: Theme, at t: Double) {
    FeedDrawing.contentTitle(
      title, caption: caption, host: list.host, theme: theme, measurer: measurer, into: &display)
  }
}
