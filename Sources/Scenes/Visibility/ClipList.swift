import Drawing
import ScrollCore

/// The visibility scene's list: media clips (`ClipRow`, 112 to 168 pt) in a lazy stack. The
/// list measures the clips; a part draws them (their play state is the part's), each handed
/// over with its visible fraction.
struct ClipList: PartList {
  /// A laid-out clip as the parts see it.
  struct Row {
    /// The clip.
    var clip: ClipRow
    /// The fraction of it in view, 0 to 1.
    var fraction: Double
    /// Its thumbnail's colour.
    var tile: Color
  }

  /// The scroll view, its stack of clips and its scrollbar (no geometry observers).
  var host: ScrollHost<FeedObserved>
  /// The clips' sizes and colours.
  let content: SampleContent

  /// Creates a list of `count` clips.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - count: the number of clips.
  ///   - content: the clips' sizes and colours.
  ///   - physics: the physics preset.
  ///   - input: the input interpreter's constants.
  init(
    scene: String, count: Int, content: SampleContent, physics: ScrollPhysics,
    input: InputConfiguration
  ) {
    let stack = LazyStack(
      count: count, estimatedSize: 136, spacing: 10,
      padding: SCEdgeInsets(
        top: 12, leading: SceneLook.margin, bottom: 12, trailing: SceneLook.margin))
    host = ScrollHost(
      scene: scene, stack: stack, state: FeedObserved(), physics: physics, input: input)
    self.content = content
  }

  /// Lays out the visible clips, measuring new ones.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    host.layout(at: t) { [content] i in ClipRow(id: i, content: content).height }
  }

  /// Nothing to prepare: a clip's height is a function of its id.
  mutating func prefetchRows() {}

  /// No spacer: nothing changes.
  /// - Parameters:
  ///   - height: the new height, points.
  ///   - t: the session time, seconds.
  @discardableResult
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool { false }

  /// Hands each laid-out clip near the view to `drawRow` with its visible fraction.
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: each row's opacity.
  ///   - content: draws what scrolls with the rows, under them.
  ///   - drawRow: draws a clip (the part that knows its play state).
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (Row) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (Row, Rect, inout DisplayList) -> Void
  ) {
    let viewport = host.view.geometry.visibleRect
    let clips = self.content
    host.drawItems(into: &list, background: theme.background, content: content) { item, r, l in
      let row = Row(
        clip: ClipRow(id: item.id, content: clips),
        fraction: item.frame.visibleFraction(in: viewport), tile: clips.tile(item.id))
      l.withOpacity(opacity(row)) { l in drawRow(row, r, &l) }
    }
  }
}
