import Drawing
import ScrollCore

/// The snap scene's list: a gallery of photo rows, container-sized pages or a horizontal
/// carousel (`SnapVariant`), with `scrollTargetLayout()` or without. How it snaps is a
/// setting of the list (`variant.behavior`: view-aligned by one or without limit, paging,
/// none): the engine's target behavior does the rest (it finishes wheel steps and Page keys
/// on a target, and measures the rows a fling can reach while a drag is held).
struct SnapList: SnappingList {
  /// A row is its item id (ids equal indices).
  typealias Row = Int

  /// Height of the floating bar at the bottom, points.
  static let barHeight = 60.0
  /// Room kept under the content for the bar (bar plus margins).
  static let barSpace = barHeight + 2 * SceneLook.margin
  /// The widest the reader layout gets, points: the panel's lines (inside its margins) stay
  /// about 720 pt long, as in the app's readable column for text scenes.
  static let readerColumnWidth = 840.0

  /// The scroll view and stack of the current layout.
  var host: ScrollHost<FeedObserved>
  /// The current layout and its snapping.
  private(set) var variant: SnapVariant
  /// The scene's name, stamped on the events of the hosts the list builds.
  let scene: String
  /// The physics preset, for every host the list builds.
  var physics: ScrollPhysics
  /// The id "Jump to 20" scrolled to, until the motion rests (other input forgets it).
  var jumpTarget: Int?
  /// The reader layout's scroll in flight: the row and the anchor.
  var readerTarget: (id: Int, choice: ReaderPanel.Choice)?
  /// The binding's value in a layout without `scrollTargetLayout()`: what the app last wrote
  /// to it (Jump to 20), which scrolling never changes.
  var writtenBinding: Int?
  /// The reader layout's rows carry `.id()` (I takes it off: `scrollTo` then finds nothing).
  var readerRowsHaveIDs = true
  /// True in the frame whose layout found the view come to rest.
  private(set) var restedNow = false
  /// The whole scene's area (the scroll view is shorter in the reader layout).
  private(set) var sceneFrame = Rect.zero
  private let art: GalleryArt
  private let input: InputConfiguration
  private var lastPhase = SCScrollPhase.idle
  /// The container height, the length of a page.
  private var pageLength = 0.0

  /// Creates the list in the first layout.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - art: the tiles' colours and the rows' sizes.
  ///   - physics: the physics preset.
  ///   - input: the input interpreter's constants.
  init(scene: String, art: GalleryArt, physics: ScrollPhysics, input: InputConfiguration) {
    variant = .alignedByOne
    self.scene = scene
    self.art = art
    self.physics = physics
    self.input = input
    host = Self.makeHost(
      scene: scene, for: .alignedByOne, physics: physics, input: input, frame: .zero)
  }

  /// The `scrollPosition(id:)` binding: the configured or top-most target id; without a
  /// target layout, the id last written to it (nil until Jump to 20), whatever the scrolling.
  var binding: Int? {
    variant.hasTargetLayout ? host.view.position.viewID(type: Int.self) : writtenBinding
  }

  /// Places the list in the scene's area (above the reader panel in the reader layout);
  /// pages are rebuilt at the container's height, keeping the page.
  /// - Parameters:
  ///   - frame: the scene's area, points.
  ///   - t: the session time, seconds.
  mutating func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    if variant == .reader {
      host.setFrame(readerListFrame, at: t)
      return
    }
    pageLength = frame.height
    if variant == .paging && frame.height != host.frame.height {
      let page = binding ?? 0
      host = Self.makeHost(
        scene: scene, for: variant, physics: physics, input: input, frame: frame)
      host.setFrame(frame, at: t)
      host.controller.scrollTo(id: page, anchor: .top, animation: .none, at: t)
      return
    }
    host.setFrame(frame, at: t)
  }

  /// The next layout (V): a new host, nothing in flight.
  /// - Parameter t: the session time, seconds.
  mutating func switchVariant(at t: Double) {
    variant = variant.next
    let frame = variant == .reader ? readerListFrame : sceneFrame
    host = Self.makeHost(
      scene: scene, for: variant, physics: physics, input: input, frame: frame)
    host.setFrame(frame, at: t)
    lastPhase = .idle
    jumpTarget = nil
    readerTarget = nil
    writtenBinding = nil
  }

  /// Lays out the visible items, measuring new ones; notes whether the view came to rest.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    let (variant, pageLength, art) = (self.variant, self.pageLength, self.art)
    // Without scrollTargetLayout() nothing is a target, so the tracked id stays nil.
    let pass = host.layout(at: t) { i in
      Self.measure(index: i, variant: variant, pageLength: pageLength, art: art)
    }
    let phase = host.view.phase
    restedNow = lastPhase != .idle && phase == .idle
    lastPhase = phase
    return pass
  }

  /// The layout's name ("aligned-by-one").
  var snappingName: String { variant.name }

  /// Forgets Jump to 20 in flight.
  mutating func forgetJump() { jumpTarget = nil }

  /// Nothing to prepare: sizes are arithmetic.
  mutating func prefetchRows() {}

  /// No spacer: returns false.
  /// - Parameters:
  ///   - height: the new height, points.
  ///   - t: the session time, seconds.
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool { false }

  /// Draws the rows, pages or cards (the focused one in the accent colour).
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: each row's opacity (1: opaque).
  ///   - content: draws what scrolls with the rows, under them.
  ///   - drawRow: unused: the list draws every row itself.
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (Int) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (Int, Rect, inout DisplayList) -> Void
  ) {
    let focused = binding
    host.drawItems(into: &list, background: theme.background, content: content) { item, r, l in
      let alpha = opacity(item.id)
      if alpha == 1 {
        drawItem(item.id, in: r, focused: item.id == focused, theme: theme, into: &l)
      } else {
        l.withOpacity(alpha) { l in
          drawItem(item.id, in: r, focused: item.id == focused, theme: theme, into: &l)
        }
      }
    }
  }

  // MARK: - Frames

  /// The floating bar at the bottom of the list (of the reader's area in that layout).
  var barFrame: Rect {
    let f = variant == .reader ? readerFrame : host.frame
    return Rect(
      x: f.minX + SceneLook.margin, y: f.maxY - SceneLook.margin - Self.barHeight,
      width: max(0, f.width - 2 * SceneLook.margin), height: Self.barHeight)
  }

  /// The reader layout's panel, above the bar.
  var readerPanelFrame: Rect {
    let bar = barFrame
    return Rect(
      x: bar.minX, y: bar.minY - SceneLook.spacing - ReaderPanel.height, width: bar.width,
      height: ReaderPanel.height)
  }

  /// What the scene draws over: the reader's whole area, or the list.
  var drawingFrame: Rect { variant == .reader ? sceneFrame : host.frame }

  /// The reader layout's area: the scene's, at most `readerColumnWidth` wide and centred,
  /// so the panel's text and the rows stay readable on wide windows.
  private var readerFrame: Rect {
    let f = sceneFrame
    let width = Self.readerColumnWidth
    guard f.width > width else { return f }
    return Rect(
      x: f.minX + ((f.width - width) / 2).rounded(.down), y: f.minY, width: width,
      height: f.height)
  }

  /// The reader layout's scroll view: the reader's area above the panel.
  private var readerListFrame: Rect {
    let f = readerFrame
    let used = Self.barSpace + ReaderPanel.height + SceneLook.spacing
    return Rect(x: f.minX, y: f.minY, width: f.width, height: max(0, f.height - used))
  }

  // MARK: - Building

  private static func makeHost(
    scene: String, for variant: SnapVariant, physics: ScrollPhysics, input: InputConfiguration,
    frame: Rect
  ) -> ScrollHost<FeedObserved> {
    let stack: LazyStack
    let margin = SceneLook.margin
    switch variant {
    case .paging:
      stack = LazyStack(
        axis: .vertical, count: variant.itemCount, estimatedSize: max(1, frame.height))
    case .reader:
      // The list ends above the reader panel and the bar: no room kept under it.
      stack = LazyStack(
        axis: .vertical, count: variant.itemCount, estimatedSize: 170,
        padding: SCEdgeInsets(leading: margin, bottom: margin, trailing: margin))
    case .carousel:
      stack = LazyStack(
        axis: .horizontal, count: variant.itemCount, estimatedSize: 260,
        padding: SCEdgeInsets(top: margin, bottom: barSpace, trailing: margin))
    default:
      stack = LazyStack(
        axis: .vertical, count: variant.itemCount, estimatedSize: 170,
        padding: SCEdgeInsets(leading: margin, bottom: barSpace, trailing: margin))
    }
    var host = ScrollHost(
      scene: scene, stack: stack, state: FeedObserved(), physics: physics, input: input)
    host.controller.setTargetBehavior(variant.behavior)
    host.controller.hasTargetLayout = variant.hasTargetLayout
    return host
  }

  /// The measured length of item `index` in `variant`.
  private static func measure(
    index: Int, variant: SnapVariant, pageLength: Double, art: GalleryArt
  ) -> Double? {
    switch variant {
    case .paging: return pageLength > 0 ? pageLength : nil
    case .carousel: return art.cardItemWidth(card: index)
    default: return art.rowHeight(row: index)
    }
  }

  // MARK: - Drawing

  private func drawItem(
    _ id: Int, in r: Rect, focused: Bool, theme: Theme, into list: inout DisplayList
  ) {
    switch variant {
    case .paging: drawPage(id, in: r, focused: focused, theme: theme, into: &list)
    case .carousel: drawCard(id, in: r, focused: focused, theme: theme, into: &list)
    default: drawRow(id, in: r, focused: focused, theme: theme, into: &list)
    }
  }

  private func drawRow(
    _ id: Int, in r: Rect, focused: Bool, theme: Theme, into list: inout DisplayList
  ) {
    let gap = GalleryArt.rowGap
    let card = Rect(x: r.minX, y: r.minY + gap, width: r.width, height: max(0, r.height - 2 * gap))
    list.fill(card, theme.card, radius: SceneLook.cardRadius)
    if focused { list.stroke(card, theme.accent, radius: SceneLook.cardRadius, width: 2) }
    let count = art.tileCount(row: id)
    let title = variant == .reader && !readerRowsHaveIDs ? "Row \(id) · no .id()" : "Row \(id)"
    list.text(
      title,
      in: Rect(x: card.minX + 12, y: card.minY + 12, width: card.width / 2, height: 20),
      font: SceneLook.bodyBold, color: focused ? theme.accent : theme.primaryText)
    let caption =
      focused
      ? "Focused · \(count) photo\(count == 1 ? "" : "s")"
      : "\(count) photo\(count == 1 ? "" : "s")"
    list.text(
      caption, in: Rect(x: card.midX, y: card.minY + 12, width: card.width / 2 - 12, height: 20),
      font: SceneLook.caption, color: focused ? theme.accent : theme.secondaryText,
      alignment: .trailing)
    let tileHeight = GalleryArt.tileHeight(count: count)
    let width = (card.width - 24 - 8 * Double(count - 1)) / Double(count)
    for k in 0..<count {
      let tile = Rect(
        x: card.minX + 12 + Double(k) * (width + 8), y: card.minY + 40, width: width,
        height: tileHeight)
      art.drawTile(tile, id: id * 8 + k, radius: 8, into: &list)
    }
  }

  private func drawPage(
    _ id: Int, in r: Rect, focused: Bool, theme: Theme, into list: inout DisplayList
  ) {
    let card = Rect(
      x: r.minX + SceneLook.margin, y: r.minY + SceneLook.margin,
      width: max(0, r.width - 2 * SceneLook.margin),
      height: max(0, r.height - SceneLook.margin - Self.barSpace))
    list.fill(card, theme.card, radius: SceneLook.cardRadius)
    list.text(
      "Page \(id + 1)",
      in: Rect(x: card.minX + 16, y: card.minY + 14, width: card.width - 32, height: 26),
      font: .title, color: focused ? theme.accent : theme.primaryText)
    list.text(
      "\(id + 1) of \(variant.itemCount) · one container-sized page per swipe",
      in: Rect(x: card.minX + 16, y: card.minY + 42, width: card.width - 32, height: 18),
      font: SceneLook.caption, color: theme.secondaryText)
    let grid = Rect(
      x: card.minX + 16, y: card.minY + 70, width: card.width - 32,
      height: max(0, card.height - 86))
    let w = (grid.width - 16) / 3
    let h = (grid.height - 8) / 2
    guard w > 0, h > 0 else { return }
    for k in 0..<6 {
      let tile = Rect(
        x: grid.minX + Double(k % 3) * (w + 8), y: grid.minY + Double(k / 3) * (h + 8), width: w,
        height: h)
      art.drawTile(tile, id: 1000 + id * 8 + k, radius: 8, into: &list)
    }
  }

  private func drawCard(
    _ id: Int, in r: Rect, focused: Bool, theme: Theme, into list: inout DisplayList
  ) {
    let height = min(r.height, 420)
    let card = Rect(
      x: r.minX + 16, y: r.minY + (r.height - height) / 2, width: max(0, r.width - 16),
      height: height)
    list.fill(card, theme.card, radius: SceneLook.cardRadius)
    let photo = Rect(
      x: card.minX, y: card.minY, width: card.width, height: max(0, card.height - 56))
    art.drawTile(photo, id: 2000 + id, radius: SceneLook.cardRadius, into: &list)
    list.fill(
      Rect(
        x: photo.minX, y: photo.maxY - SceneLook.cardRadius, width: photo.width,
        height: SceneLook.cardRadius),
      theme.card)
    list.text(
      "Card \(id)",
      in: Rect(x: card.minX + 14, y: photo.maxY + 8, width: card.width - 28, height: 20),
      font: SceneLook.bodyBold, color: focused ? theme.accent : theme.primaryText)
    list.text(
      id % 3 == 0 ? "Landscape" : "Portrait",
      in: Rect(x: card.minX + 14, y: photo.maxY + 28, width: card.width - 28, height: 18),
      font: SceneLook.caption, color: theme.secondaryText)
    if focused { list.stroke(card, theme.accent, radius: SceneLook.cardRadius, width: 2) }
  }
}
