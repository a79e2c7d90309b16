import Drawing
import ScrollCore

/// A plain list of one-line labels (44 pt rows, each a label and a hairline, on the card
/// colour), with an optional spacer row at the top for a collapsing header: the list of a
/// settings screen. Rows are `FeedRow`s: `.spacer`, then `.article(i)` for label `i`.
struct LabelList: PartList {
  /// Row height, points.
  static let rowHeight = 44.0
  /// The scroll view, its stack (spacer and labels) and its observers.
  var host: ScrollHost<FeedObserved>
  /// The labels, in order (one per row; changing one changes its row's text only).
  var labels: [String]
  /// The spacer row's height, points (nil: no spacer).
  private(set) var spacerHeight: Double?

  /// Creates a list of `labels`, under a spacer `spacerHeight` tall when it is not nil.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - labels: one label per row.
  ///   - spacerHeight: the spacer's height, points (nil: no spacer).
  ///   - physics: the physics preset.
  ///   - input: the input interpreter's constants.
  init(
    scene: String, labels: [String], spacerHeight: Double?, physics: ScrollPhysics,
    input: InputConfiguration
  ) {
    var stack = LazyStack(count: 0, estimatedSize: Self.rowHeight)
    if let h = spacerHeight {
      stack.append(count: 1, firstID: FeedRow.spacer.id, estimatedSize: max(1, h))
    }
    stack.append(count: labels.count, firstID: 0, estimatedSize: Self.rowHeight)
    host = ScrollHost(
      scene: scene, stack: stack, state: FeedObserved(), physics: physics, input: input)
    self.labels = labels
    self.spacerHeight = spacerHeight
  }

  /// Lays out the visible rows.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    let spacer = spacerHeight
    return host.layout(at: t) { index in
      spacer != nil && index == 0 ? spacer : Self.rowHeight
    }
  }

  /// Nothing to prepare: rows are measured by a constant.
  mutating func prefetchRows() {}

  /// Resizes the spacer (see `PartList.setSpacerHeight`).
  /// - Parameters:
  ///   - height: the new height, points.
  ///   - t: the session time, seconds.
  @discardableResult
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool {
    guard spacerHeight != nil, height.isFinite, height >= 0, height != spacerHeight else {
      return false
    }
    spacerHeight = height
    host.updateStack(at: t) { $0.setSize(height, at: 0) }
    return true
  }

  /// Draws the label rows (the spacer stays the background) and hands other rows to
  /// `drawRow`.
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: each row's opacity.
  ///   - content: draws what scrolls with the rows, under them.
  ///   - drawRow: draws the rows that are not labels.
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (FeedRow) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (FeedRow, Rect, inout DisplayList) -> Void
  ) {
    host.drawItems(into: &list, background: theme.background, content: content) { item, r, list in
      let row = FeedRow(id: item.id)
      list.withOpacity(opacity(row)) { l in
        guard case .article(let i) = row, labels.indices.contains(i) else {
          return drawRow(row, r, &l)
        }
        l.fill(r, theme.card)
        l.text(
          labels[i], in: Rect(x: r.minX + 16, y: r.minY, width: r.width - 32, height: r.height),
          font: .body, color: theme.primaryText)
        l.line(
          Point(x: r.minX + 16, y: r.maxY - 0.5), Point(x: r.maxX, y: r.maxY - 0.5),
          theme.separator, width: 0.5)
      }
    }
  }
}
