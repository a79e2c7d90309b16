import Drawing
import ScrollCore

/// Scene 5, "snap": `scrollPosition(id:)` with `scrollTargetLayout()` over a gallery of
/// coloured photo tiles, in five layouts (V cycles): rows snapping view-aligned by one or
/// without limit, container-sized pages, a horizontal carousel, and free rows without a target
/// layout (whose binding keeps what was written to it, nil until Jump to 20 writes 20, and never
/// follows scrolling, as in SwiftUI).
///
/// - The focused item (the binding: `SCScrollPosition.viewID`, the top-most target) is drawn in
///   the accent colour.
/// - A drag or touchpad release rests exactly on a target (the target behavior chooses it).
///   Wheel ticks, Page keys and Space are animated steps; when such a step rests between
///   targets the engine finishes it on the next target in the direction of travel
///   (`ScrollTargetContext.isStepEnd`), so every motion ends on an edge.
/// - Arrow keys (Up/Down, and Left/Right in the carousel) move by exactly one target with
///   `scrollTo(id:)`; in the free layout they scroll by lines as usual.
/// - "Jump to 20" (or J) runs `scrollTo(id: 20, anchor: .top)`, which lands exactly even
///   though the rows on the way are still estimates.
/// - The "reader" layout (V) stands for `ScrollViewReader`: free rows 0-149 and a panel of
///   buttons outside the list, a keypad to type an id and one button per anchor (`.top`,
///   `.center`, `.bottom`, a custom `SCUnitPoint(0.5, 0.25)`); each runs
///   `scrollTo(id:anchor:)`, and the panel shows how far the row's anchor point rested from
///   the viewport's (0.00 pt when exact). A cycles the anchor and scrolls, J or Enter scrolls
///   with the current one; a thin accent line marks the viewport's anchor. An id that no
///   row has (999) finds nothing, as in SwiftUI, and the panel says so ("no view with id
///   999 (ids 0-149)"); I takes `.id()` off the rows (and puts it back): then every
///   `scrollTo` finds nothing, the point that every target needs `.id()`.
/// - While a gesture is held, the engine measures the rows within reach of a fling
///   (`ScrollController.layout`), so the target chosen at release is a measured edge.
///
/// Built from parts (`PartsScene`): a `SnapList` (the gallery; its snapping is its setting)
/// with `SnapBarPart`, `SnapTargetsPart` and `SnapReaderPart` (in that order: at one rest
/// "jump-landed" comes before "snapped"); the scene keeps its input (a jump in flight is
/// forgotten on other input; every key is the scene's), its drawing (the reader's area is
/// larger than the list) and its HUD lines, which read the list.
///
/// Events: `snapped` (id, offset, variant) each time motion rests on a target, `variant`
/// (variant), `jump` (id, variant, estimated) and `jump-landed` (id, offset, error),
/// `reader-scroll` (id, anchor), `reader-landed` (id, anchor, error), `reader-missed` (id,
/// ids: whether the rows have ids) and `reader-ids` (ids), plus the scroll
/// view's `phase` events.
final class SnapScene: PartsScene {
  var base: SceneBase
  let helpLine =
    "V layout  ·  J jump to 20  ·  ↑ ↓ (← →) one target  ·  reader: keypad id, A anchor, J go,"
    + " I .id() on rows"
  /// The gallery in its current layout (its snapping is the list's setting).
  var list: SnapList
  /// The floating bar: the binding, Layout and Jump to 20.
  let bar: SnapBarPart
  /// Arrow keys by one target, and the "snapped" reports.
  let targets: SnapTargetsPart<SnapList>
  /// The reader layout's panel.
  let readerPart: SnapReaderPart
  let parts: [any ScenePart<SnapList>]

  /// Creates the scene in its first layout.
  /// - Parameters:
  ///   - environment: the scene environment (tuning, physics, measurer, seed).
  ///   - entry: the catalog entry.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    list = SnapList(
      scene: entry.name, art: GalleryArt(content: SampleContent(seed: environment.seed)),
      physics: environment.physics, input: environment.tuning.input)
    bar = SnapBarPart(sceneName: entry.name, measurer: environment.measurer)
    targets = SnapTargetsPart(sceneName: entry.name)
    readerPart = SnapReaderPart(sceneName: entry.name, measurer: environment.measurer)
    parts = [bar, targets, readerPart]
  }

  /// Places the list (above the reader panel in the reader layout).
  /// - Parameters:
  ///   - frame: the scene's area, points.
  ///   - t: the session time, seconds.
  func setFrame(_ frame: Rect, at t: Double) { list.setFrame(frame, at: t) }

  /// Switches the preset, for this host and every one the list builds.
  /// - Parameters:
  ///   - physics: the preset.
  ///   - t: the session time, seconds.
  func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    list.physics = physics
    list.host.setPhysics(physics, at: t)
  }

  /// The parts first; other input forgets a jump in flight and goes to the list. Every
  /// event is the scene's (keys the list leaves are not the app's).
  /// - Parameter event: the input event.
  func handle(_ event: InputEvent) -> Bool {
    for part in parts where part.intercept(event, list: &list) { return true }
    switch event.kind {
    case .pointerMove(_, false): break
    case .wheel, .pointerDown, .pointerMove, .pointerUp, .fingerDown, .fingerMove, .fingerUp,
      .keyDown:
      list.jumpTarget = nil
    default: break
    }
    _ = routeToMainHost(event)
    return true
  }

  /// The rows over the scene's area (the reader's, in that layout), the reader's panel, the
  /// bar and the scrollbar.
  /// - Parameters:
  ///   - display: the display list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func draw(into display: inout DisplayList, theme: Theme, at t: Double) {
    let list = self.list
    let frame = list.drawingFrame
    display.clipped(to: frame) { l in
      if list.variant == .reader { l.fill(frame, theme.background) }
      list.drawRows(into: &l, theme: theme, opacity: { _ in 1 }, content: { _ in }) { _, _, _ in }
      readerPart.draw(into: &l, list: list, theme: theme)
      bar.draw(into: &l, list: list, theme: theme)
      list.host.drawScrollbar(into: &l, theme: theme, at: t)
    }
  }

  /// The list's snapshot with the layout, the binding, the snaps and the reader's lines.
  var hud: HUDSnapshot {
    list.host.hud(
      extra: bar.hudLines(list) + targets.hudLines + readerPart.hudLines(list),
      warnings: warnings)
  }

  // MARK: - For tests and the app

  /// The list's host.
  var host: ScrollHost<FeedObserved> {
    get { list.host }
    set { list.host = newValue }
  }
  /// The current layout.
  var variant: SnapVariant { list.variant }
  /// The `scrollPosition(id:)` binding.
  var binding: Int? { list.binding }
  /// The reader layout's typed id, anchor and last landing.
  var reader: ReaderPanel { readerPart.panel }
  /// Rests on a target so far.
  var snapCount: Int { targets.snapCount }
  /// The reader layout's panel.
  var readerPanelFrame: Rect { list.readerPanelFrame }
  /// The "Jump to 20" pill.
  var jumpButtonFrame: Rect { bar.jumpButtonFrame(list) }
  /// The "Layout" pill.
  var layoutButtonFrame: Rect { bar.layoutButtonFrame(list) }
  /// The id "Jump to 20" scrolls to.
  static let jumpID = SnapBarPart.jumpID
  /// The widest the reader layout gets, points.
  static let readerColumnWidth = SnapList.readerColumnWidth
}
