import Drawing
import ScrollCore

/// Drawing helpers shared by the feed scenes' overlays and rows.
enum FeedDrawing {
  /// A pill button (accent fill, white semibold label, soft shadow) in `frame`.
  static func pill(
    _ label: String, in frame: Rect, theme: Theme, highlighted: Bool, into list: inout DisplayList
  ) {
    let radius = frame.height / 2
    list.shadow(
      frame.offsetBy(Point(x: 0, y: 2)), radius: radius, blur: 10,
      color: Color.black.opacity(theme.isDark ? 0.45 : 0.2))
    let fill = highlighted ? theme.accent.mix(.black, 0.18) : theme.accent
    list.fill(frame, fill, radius: radius)
    list.text(
      label, in: frame, font: Font(size: 15, weight: .semibold), color: .white,
      alignment: .center)
  }

  /// A small tinted capsule label (12 pt semibold) whose left edge is at `origin`, vertically
  /// centred on `origin.y`; returns its frame.
  @discardableResult
  static func capsule(
    _ label: String, at origin: Point, color: Color, measurer: any TextMeasurer,
    into list: inout DisplayList
  ) -> Rect {
    let font = Font(size: 12, weight: .semibold)
    let width = measurer.size(of: label, font: font).width + 16
    let frame = Rect(x: origin.x, y: origin.y - 10, width: width, height: 20)
    list.fill(frame, color.opacity(0.15), radius: 10)
    list.text(label, in: frame, font: font, color: color, alignment: .center)
    return frame
  }

  /// One line's height in `font`, from the measurer.
  static func lineHeight(_ font: Font, _ measurer: any TextMeasurer) -> Double {
    measurer.size(of: "Ag", font: font).height
  }
}

extension FeedDrawing {
  /// Height of a content title block (large title and caption), points.
  static let titleBlockHeight = 84.0

  /// Draws a large title and a caption at the top of `host`'s content (they scroll away with
  /// it), inside the host's scroll layer; skipped once scrolled out of view.
  static func contentTitle<State>(
    _ title: String, caption: String, host: ScrollHost<State>, theme: Theme,
    measurer: any TextMeasurer, into list: inout DisplayList
  ) {
    guard let block = titleBlock(in: host) else { return }
    contentTitle(
      title, caption: caption, block: block, theme: theme, measurer: measurer, into: &list)
  }

  /// Where the content title block of `host` is in its scroll layer; nil once it is scrolled
  /// out of view.
  /// - Parameter host: the scroll view whose content starts with the block.
  static func titleBlock<State>(in host: ScrollHost<State>) -> Rect? {
    let content = Rect(x: 0, y: 0, width: host.frame.width, height: titleBlockHeight)
    guard host.windowRect(content).maxY > host.frame.minY else { return nil }
    return host.layerRect(content)
  }

  /// Draws a large title and a caption in `block` (`titleBlock(in:)`, layer coordinates).
  /// - Parameters:
  ///   - title: the large title.
  ///   - caption: the line under it.
  ///   - block: the block's rectangle in the scroll layer.
  ///   - theme: colours.
  ///   - measurer: shortens a title or caption wider than the block (with an ellipsis).
  ///   - list: the display list.
  static func contentTitle(
    _ title: String, caption: String, block: Rect, theme: Theme, measurer: any TextMeasurer,
    into list: inout DisplayList
  ) {
    let x = block.minX + ArticleCard.margin
    let width = max(0, block.width - 2 * ArticleCard.margin)
    let captionFont = Font(size: 13)
    list.text(
      measurer.truncate(title, font: .largeTitle, width: width),
      in: Rect(x: x, y: block.minY + 8, width: width, height: 45), font: .largeTitle,
      color: theme.primaryText)
    list.text(
      measurer.truncate(caption, font: captionFont, width: width),
      in: Rect(x: x, y: block.minY + 53, width: width, height: 17), font: captionFont,
      color: theme.secondaryText)
  }
}
