import Drawing
import ScrollCore

/// The diagnostics scene's list: article rows (a title, two lines of summary, a byline) on
/// cards, under the content's top padding where the receding header is drawn. A row's text
/// is shortened and wrapped to the text width the first time it is measured and kept (again
/// from scratch when the width changes).
struct ArticleTextList: PartList {
  /// A row's texts: the title shortened, the summary wrapped, the byline.
  typealias Entry = (title: String, lines: [String], byline: String)

  /// The scroll view, its stack of rows, its observers and its scrollbar.
  var host: ScrollHost<FeedObserved>
  private let content: SampleContent
  private let measurer: any TextMeasurer
  /// The rows' texts made so far, by id.
  private var cache: [Int: Entry] = [:]
  /// The width rows are wrapped to, points.
  private(set) var textWidth = 0.0

  /// Creates a list of `count` rows.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - count: the number of rows.
  ///   - topPadding: the room above the first row, points.
  ///   - content: the articles.
  ///   - measurer: shortens and wraps the texts.
  ///   - physics: the physics preset.
  ///   - input: the input interpreter's constants.
  init(
    scene: String, count: Int, topPadding: Double, content: SampleContent,
    measurer: any TextMeasurer, physics: ScrollPhysics, input: InputConfiguration
  ) {
    let stack = LazyStack(
      count: count, estimatedSize: 96, spacing: 8,
      padding: SCEdgeInsets(
        top: topPadding, leading: SceneLook.margin, bottom: SceneLook.margin,
        trailing: SceneLook.margin))
    host = ScrollHost(
      scene: scene, stack: stack, state: FeedObserved(), physics: physics, input: input)
    self.content = content
    self.measurer = measurer
  }

  /// Wraps rows to `width` from now on: the texts are made again and every row is measured
  /// again when laid out (O(1) at any row count); nothing when the width is unchanged.
  /// - Parameters:
  ///   - width: the text width, points.
  ///   - t: the session time, seconds.
  mutating func setTextWidth(_ width: Double, at t: Double) {
    guard width != textWidth else { return }
    textWidth = width
    cache.removeAll(keepingCapacity: true)
    host.updateStack(at: t) { stack in
      stack.invalidateAllSizes()
      return nil
    }
  }

  /// Row `id`'s texts.
  private static func entry(
    _ id: Int, content: SampleContent, measurer: any TextMeasurer, width: Double
  ) -> Entry {
    let article = content.article(id)
    return (
      measurer.truncate(article.title, font: SceneLook.bodyBold, width: width),
      measurer.wrap(article.summary, font: SceneLook.footnote, width: width, maxLines: 2),
      article.byline
    )
  }

  /// Lays out the visible rows, making the texts of new ones.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    var cache = self.cache
    self.cache = [:]
    let (content, measurer, width) = (self.content, self.measurer, textWidth)
    let pass = host.layout(at: t) { i in
      let entry = cache[i] ?? Self.entry(i, content: content, measurer: measurer, width: width)
      cache[i] = entry
      return 12 + 20 + 4 + Double(entry.lines.count) * 18 + 6 + 16 + 12
    }
    self.cache = cache
    return pass
  }

  /// Nothing to prepare ahead.
  mutating func prefetchRows() {}

  /// No spacer: nothing changes.
  /// - Parameters:
  ///   - height: the new height, points.
  ///   - t: the session time, seconds.
  @discardableResult
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool { false }

  /// Draws the rows on cards over what `content` draws.
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: each row's opacity (by id).
  ///   - content: draws what scrolls with the rows, under them.
  ///   - drawRow: unused: the list draws every row.
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (Int) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (Int, Rect, inout DisplayList) -> Void
  ) {
    host.drawItems(into: &list, background: theme.background, content: content) { item, r, l in
      l.withOpacity(opacity(item.id)) { l in draw(item.id, in: r, theme: theme, into: &l) }
    }
  }

  private func draw(_ id: Int, in r: Rect, theme: Theme, into list: inout DisplayList) {
    let entry =
      cache[id] ?? Self.entry(id, content: content, measurer: measurer, width: textWidth)
    list.fill(r, theme.card, radius: SceneLook.cardRadius)
    let x = r.minX + 14
    let width = r.width - 28
    list.text(
      entry.title, in: Rect(x: x, y: r.minY + 12, width: width, height: 20),
      font: SceneLook.bodyBold, color: theme.primaryText)
    for (i, line) in entry.lines.enumerated() {
      list.text(
        line, in: Rect(x: x, y: r.minY + 36 + Double(i) * 18, width: width, height: 18),
        font: SceneLook.footnote, color: theme.primaryText.opacity(0.85))
    }
    list.text(
      entry.byline,
      in: Rect(x: x, y: r.minY + 42 + Double(entry.lines.count) * 18, width: width, height: 16),
      font: SceneLook.caption, color: theme.secondaryText)
  }
}
