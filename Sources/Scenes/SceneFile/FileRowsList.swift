import Drawing
import ScrollCore

/// A scene file's list of `content = "rows"`: up to a billion rows, each a label (`title`
/// with `{i}` the index) and a hairline, fixed or drawn heights (a range drawn per row from
/// the seed, measured lazily: the stack estimates the range's middle until a row is laid
/// out), spacing, padding, either axis, an optional spacer row at the top for a collapsing
/// header. Rows are `FeedRow`s: `.spacer`, then `.article(i)` for row `i`. (A file's
/// `content = "messages"` is the chat's `ChatList`.)
struct FileRowsList: PartList {
  /// The scroll view and its stack.
  var host: ScrollHost<FeedObserved>
  /// The file's `[list]`.
  let spec: SceneFile.List
  /// The spacer row's height, points (nil: no spacer).
  private(set) var spacerHeight: Double?
  /// Notes the layout that found the view come to rest (for `SnapTargetsPart`).
  private(set) var rest = RestWatch()

  /// Creates the list.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - spec: the file's `[list]`.
  ///   - topPadding: points above the first row (a heading's room included).
  ///   - spacerHeight: the spacer's height (nil: none).
  ///   - physics: the physics preset.
  ///   - input: the input interpreter's constants.
  init(
    scene: String, spec: SceneFile.List, topPadding: Double, spacerHeight: Double?,
    physics: ScrollPhysics, input: InputConfiguration
  ) {
    self.spec = spec
    self.spacerHeight = spacerHeight
    let range = spec.rowHeight.range
    let estimate = (range.lowerBound + range.upperBound) / 2
    let bottom = spec.paddingBottom ?? 0
    let padding =
      spec.horizontal
      ? SCEdgeInsets(leading: topPadding, trailing: bottom)
      : SCEdgeInsets(top: topPadding, bottom: bottom)
    var stack = LazyStack(
      axis: spec.horizontal ? .horizontal : .vertical, count: 0, estimatedSize: estimate,
      spacing: spec.spacing ?? 0, padding: padding)
    if let h = spacerHeight {
      stack.append(count: 1, firstID: FeedRow.spacer.id, estimatedSize: max(1, h))
    }
    stack.append(count: spec.rows ?? 0, firstID: 0, estimatedSize: estimate)
    host = ScrollHost(
      scene: scene, stack: stack, state: FeedObserved(), physics: physics, input: input)
  }

  /// The height of row `index`: the fixed one, or one drawn from the seed for that row.
  /// - Parameter index: the row's id (its index without the spacer).
  func height(of index: Int) -> Double {
    switch spec.rowHeight {
    case .fixed(let h): return h
    case .drawn(let r):
      return r.lowerBound + (r.upperBound - r.lowerBound) * Self.unit(spec.seed, index)
    }
  }

  /// A number in 0..<1 for (`seed`, `index`): SplitMix64's finalizer over both, so a row's
  /// height does not depend on which rows were measured before it.
  static func unit(_ seed: UInt64, _ index: Int) -> Double {
    var z = seed &+ UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(1 << 53)
  }

  /// Lays out the visible rows, measuring each the first time it is laid out.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    let spacer = spacerHeight
    let list = self
    let pass = host.layout(at: t) { index in
      if let spacer { return index == 0 ? spacer : list.height(of: index - 1) }
      return list.height(of: index)
    }
    rest.update(host.view.phase)
    return pass
  }

  /// Nothing to prepare: a row's height is a number, not wrapped text.
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

  /// Row `index`'s text: the title with `{i}` replaced by the index.
  /// - Parameter index: the row's index.
  func text(of index: Int) -> String {
    var out = ""
    var rest = Substring(spec.title)
    while let r = rest.firstRange(of: "{i}") {
      out += rest[..<r.lowerBound] + String(index)
      rest = rest[r.upperBound...]
    }
    return out + rest
  }

  /// Draws the rows (the spacer stays the background) and hands other rows to `drawRow`.
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
    let horizontal = spec.horizontal
    host.drawItems(into: &list, background: theme.background, content: content) { item, r, list in
      let row = FeedRow(id: item.id)
      list.withOpacity(opacity(row)) { l in
        guard case .article(let i) = row else { return drawRow(row, r, &l) }
        l.fill(r, theme.card)
        let label =
          horizontal
          ? Rect(x: r.minX + 8, y: r.minY + 12, width: max(0, r.width - 16), height: 22)
          : Rect(x: r.minX + 16, y: r.minY, width: max(0, r.width - 32), height: r.height)
        l.text(text(of: i), in: label, font: .body, color: theme.primaryText)
        if horizontal {
          l.line(
            Point(x: r.maxX - 0.5, y: r.minY), Point(x: r.maxX - 0.5, y: r.maxY),
            theme.separator, width: 0.5)
        } else {
          l.line(
            Point(x: r.minX + 16, y: r.maxY - 0.5), Point(x: r.maxX, y: r.maxY - 0.5),
            theme.separator, width: 0.5)
        }
      }
    }
  }
}
