import Drawing
import ScrollCore

/// Scene 6, "diagnostics": the usual SwiftUI scroll-offset techniques measured side by side over one
/// scrolling list, in a pinned panel on the left.
///
/// - One probe (zero height, at the top of the content) in four coordinate spaces, computed
///   with `CoordinateSpaceResolver`: local, global (window), named "scroll" and scrollView.
/// - The probe's named minY folded over the content tree (probe, then siblings that set
///   nothing) with the BUGGY key (`BuggyOffsetPreferenceKey`: default 0, last writer wins),
///   which stays frozen at 0.0, and with the FIXED key (`OffsetPreferenceKey`), which moves.
/// - The offset from three techniques: probe + PreferenceKey, `onScrollGeometryChange`, and
///   `SCScrollGeometry` read directly, with a check mark when they agree within 0.5 pt. B cycles
///   the point key the probe publishes through (`ProbeKey`): first non-nil (fixed), last
///   wins (buggy: the four spaces all read 0.0) and a no-op `reduce` (right only while the
///   probe is the first child). O moves the probe after a silent sibling (the header spacer).
/// - `OffsetScrollView`'s memo (`OffsetMemo`): the first global origin memoised, the state
///   written on the next run-loop turn. N switches next-turn and same-frame delivery (the
///   orange "memo" outline trails its row by one frame while scrolling), M the global memo and
///   the named space, and C slides the list's container 40 pt down or back, animated: the
///   global memo then drifts by exactly the container's movement.
/// - A watch-style receding header: opacity clamp(1 - offset / 80), shifted by -offset / 2,
///   drawn behind the rows that slide over it. The 80 and the 1/2 are this project's choice.
///
/// Made of parts: the list and, in this order, `ContainerSlidePart` (C), `ProbePart` (the
/// probe, keys B O N M, the readings) and `RecedingHeaderPart`; `PartsScene` routes every
/// stage through them. The scene keeps its layout: the pinned panel beside the list (`setFrame`,
/// `draw`), the list's frame following the container's slide before the physics (`advance`)
/// and the wheel over a panel too short for its cards (`handle`).
///
/// Events: `diagnostic` (agree, key, preference, observer, direct) when the agreement
/// changes, `key` (key) when B switches the key, `probe-order` (first), `memo` (nextTurn,
/// global) and `container` (shift) for the other switches, plus the scroll view's `phase`
/// events.
final class DiagnosticsScene: PartsScene {
  var base: SceneBase
  /// The keys, each shown while the card it changes is at least partly in the panel's view
  /// (the B key's cards are the first and third, O's the second, N M C's the memo card).
  var helpLine: String {
    let shown = (0..<4).map { cardShown($0) }
    var items: [String] = []
    if shown[0] || shown[2] { items.append("B key") }
    if shown[1] { items.append("O probe order") }
    if shown[3] { items += ["N next turn", "M global memo", "C move container"] }
    if panelOverflows { items.append("wheel over the cards scrolls them") }
    return items.joined(separator: "  ·  ")
  }

  /// Height of the receding header (the content's top padding).
  static let headerHeight = 96.0
  /// How far C slides the list's container down, points.
  static let containerTravel = 40.0

  /// The scrolling list.
  var list: ArticleTextList
  /// C and the container's slide.
  let container: ContainerSlidePart
  /// The probe, its keys and the readings.
  let probe: ProbePart
  /// The receding header under the rows.
  let header: RecedingHeaderPart<ArticleTextList>
  let parts: [any ScenePart<ArticleTextList>]
  private let measurer: any TextMeasurer
  private var sceneFrame = Rect.zero
  /// How far the panel's cards are scrolled, points (on a window too short for them).
  private(set) var panelScroll = 0.0

  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    list = ArticleTextList(
      scene: entry.name, count: environment.itemCount ?? 200,
      topPadding: DiagnosticsScene.headerHeight, content: SampleContent(seed: environment.seed),
      measurer: measurer, physics: environment.physics, input: environment.tuning.input)
    container = ContainerSlidePart(
      travel: DiagnosticsScene.containerTravel, duration: 0.5, sceneName: entry.name)
    probe = ProbePart(list: &list, sceneName: entry.name)
    header = RecedingHeaderPart(
      title: "Receding header",
      subtitle: "opacity = 1 − offset / 80 · y = −offset / 2 (this project's numbers)",
      height: DiagnosticsScene.headerHeight, fadeDistance: 80, parallax: 0.5, measurer: measurer)
    parts = [container, probe, header]
  }

  func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    probe.sceneFrame = frame
    panelScroll = min(panelScroll, maxPanelScroll)
    let rows = listFrame(in: frame, at: t)
    list.host.setFrame(rows, at: t)
    list.setTextWidth(max(0, rows.width - 2 * SceneLook.margin - 28), at: t)
  }

  func handle(_ event: InputEvent) -> Bool {
    // The wheel over cards that do not all fit scrolls them (40 pt a unit), not the list.
    if case .wheel(_, let dy, let p, _) = event.kind, panelOverflows,
      panelFrame(in: sceneFrame).contains(p)
    {
      if dy.isFinite { panelScroll = min(maxPanelScroll, max(0, panelScroll - dy * 40)) }
      return true
    }
    return handleParts(event)
  }

  func advance(to t: Double) {
    // The container slides on the scene clock: the list's frame follows it.
    let rows = listFrame(in: sceneFrame, at: t)
    if rows != list.host.frame { list.host.setFrame(rows, at: t) }
    advanceParts(to: t)
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    drawParts(into: &list, theme: theme, at: t)
    DiagnosticsPanel(
      readings: probe.readings, key: probe.key, probeFirst: probe.probeFirst, memo: probe.memo,
      measurer: measurer
    )
    .draw(
      in: panelFrame(in: sceneFrame), listOrigin: self.list.host.frame.origin,
      scroll: panelScroll, theme: theme, into: &list)
  }

  // MARK: - Layout

  /// The longest line of text in a row, points: on wide windows the list stops growing
  /// there and the panel and list are centred together.
  static let readableTextWidth = 720.0
  /// The list's width around a line of `readableTextWidth` (margins and the row's insets).
  static let readableListWidth = readableTextWidth + 2 * SceneLook.margin + 28

  /// The panel's width in a scene `width` points wide.
  private static func panelWidth(sceneWidth width: Double) -> Double {
    min(360, max(260, width * 0.4))
  }

  /// Where the panel and the list go: the whole scene, or on a window wide enough for a
  /// list longer than `readableListWidth`, a centred group of the panel and a list that wide.
  private func group(in frame: Rect) -> Rect {
    let width =
      SceneLook.margin + Self.panelWidth(sceneWidth: frame.width) + 4 + Self.readableListWidth
    guard frame.width > width else { return frame }
    return Rect(
      x: frame.minX + ((frame.width - width) / 2).rounded(.down), y: frame.minY, width: width,
      height: frame.height)
  }

  /// The pinned panel column on the left: 12 pt under the scene's top, 12 pt over its
  /// bottom, or down to the bottom when the cards do not fit (they scroll there).
  func panelFrame(in frame: Rect) -> Rect {
    let g = group(in: frame)
    let margins = frame.height - 24 >= DiagnosticsPanel.contentHeight ? 24.0 : 12
    return Rect(
      x: g.minX + SceneLook.margin, y: frame.minY + 12,
      width: Self.panelWidth(sceneWidth: frame.width), height: max(0, frame.height - margins))
  }

  /// Whether the panel's cards are taller than its column (they scroll).
  var panelOverflows: Bool { maxPanelScroll > 0 }

  /// The furthest the panel's cards scroll, points.
  var maxPanelScroll: Double {
    max(0, DiagnosticsPanel.contentHeight - panelFrame(in: sceneFrame).height)
  }

  /// Whether card `index` (0-3) shows at least its title row in the panel's view.
  /// - Parameter index: the card, top to bottom.
  func cardShown(_ index: Int) -> Bool {
    let panel = panelFrame(in: sceneFrame)
    let top = panel.minY + DiagnosticsPanel.cardTop(index) - panelScroll
    let bottom = top + DiagnosticsPanel.cardHeights[index]
    return min(bottom, panel.maxY) - max(top, panel.minY) >= 36
  }

  /// The scrolling list: the rest of the scene, full height, moved down by the container's
  /// slide at `t` (and shortened by as much, so it ends at the scene's bottom).
  func listFrame(in frame: Rect, at t: Double) -> Rect {
    let panel = panelFrame(in: frame)
    let x = panel.maxX + 4
    let shift = min(frame.height, container.shift(at: t))
    return Rect(
      x: x, y: frame.minY + shift, width: max(0, group(in: frame).maxX - x),
      height: max(0, frame.height - shift))
  }
}
