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
///   Wheel ticks, Page keys and Space are animated steps that do not consult the behavior;
///   when such a step rests between targets the scene finishes it on the next target in the
///   direction of travel, so every motion ends on an edge.
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
/// - While a gesture is held, the rows within reach of a fling are measured ahead (their
///   sizes are arithmetic), so the target chosen at release is a measured edge.
///
/// Events: `snapped` (id, offset, variant) each time motion rests on a target, `variant`
/// (variant), `jump` (id, variant, estimated) and `jump-landed` (id, offset, error),
/// `reader-scroll` (id, anchor), `reader-landed` (id, anchor, error), `reader-missed` (id,
/// ids: whether the rows have ids) and `reader-ids` (ids), plus the scroll
/// view's `phase` events.
final class SnapScene: Scene {
  static var mainHost: MainHostPath { \.host }
  var base: SceneBase
  let helpLine =
    "V layout  ·  J jump to 20  ·  ↑ ↓ (← →) one target  ·  reader: keypad id, A anchor, J go,"
    + " I .id() on rows"

  /// The id "Jump to 20" scrolls to.
  static let jumpID = 20
  /// Height of the floating bar at the bottom, points.
  static let barHeight = 60.0
  /// The widest the reader layout gets, points: the panel's lines (inside its margins) stay
  /// about 720 pt long, as in the app's readable column for text scenes.
  static let readerColumnWidth = 840.0
  /// Room kept under the content for the bar (bar plus margins).
  static let barSpace = barHeight + 2 * SceneLook.margin

  /// The current layout.
  private(set) var variant = SnapVariant.alignedByOne
  /// The scroll view and stack of the current layout.
  private(set) var host: ScrollHost<Void>
  private let art: GalleryArt
  private let measurer: any TextMeasurer
  private var physics: ScrollPhysics
  private var lastPhase = SCScrollPhase.idle
  private var restOffset = 0.0
  /// The container height, the length of a page (kept apart from `host` so the measure
  /// callback never reads the host while it lays out).
  private var pageLength = 0.0
  private var jumpTarget: Int?
  /// The reader layout's scroll in flight: the row and the anchor.
  private var readerTarget: (id: Int, choice: ReaderPanel.Choice)?
  /// The whole scene's area (the scroll view is shorter in the reader layout).
  private var sceneFrame = Rect.zero
  /// The reader layout's typed id, anchor and last landing.
  private(set) var reader = ReaderPanel()
  /// Rests on a target so far.
  private(set) var snapCount = 0
  /// The reader layout's rows carry `.id()` (I takes it off: `scrollTo` then finds nothing).
  private(set) var readerRowsHaveIDs = true
  /// The binding's value in a layout without `scrollTargetLayout()`: what the app last wrote
  /// to it (Jump to 20), which scrolling never changes.
  private(set) var writtenBinding: Int?

  /// The input interpreter's constants, for every host the scene builds.
  private let input: InputConfiguration

  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    physics = environment.physics
    input = environment.tuning.input
    art = GalleryArt(content: SampleContent(seed: environment.seed))
    host = SnapScene.makeHost(
      scene: entry.name, for: .alignedByOne, physics: environment.physics, input: input,
      frame: .zero)
  }

  // MARK: - Scene

  func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    if variant == .reader {
      host.setFrame(readerListFrame, at: t)
      return
    }
    pageLength = frame.height
    if variant == .paging && frame.height != host.frame.height {
      // Pages are as tall as the container: rebuild at the new size, keeping the page.
      let page = binding ?? 0
      host = SnapScene.makeHost(
        scene: name, for: variant, physics: physics, input: input, frame: frame)
      host.setFrame(frame, at: t)
      host.controller.scrollTo(id: page, anchor: .top, animation: .none, at: t)
      return
    }
    host.setFrame(frame, at: t)
  }

  func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    self.physics = physics
    host.setPhysics(physics, at: t)
  }

  func handle(_ event: InputEvent) -> Bool {
    let t = event.time
    if case .keyDown(let key, let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt)
    {
      switch key {
      case .character("v"):
        switchVariant(at: t)
        return true
      case .character("j") where variant == .reader, .enter where variant == .reader:
        readerScroll(reader.choice, at: t)
        return true
      case .character("a") where variant == .reader:
        readerScroll(reader.nextChoice, at: t)
        return true
      case .character("9") where variant == .reader:
        reader.type(9)
        return true
      case .character("i") where variant == .reader:
        readerRowsHaveIDs.toggle()
        reader.missed = nil
        base.log.emit("reader-ids", at: t, [("ids", .bool(readerRowsHaveIDs))])
        return true
      case .character("j"):
        jump(at: t)
        return true
      case .up, .down, .left, .right:
        if stepByOneTarget(key, at: t) { return true }
      default:
        break
      }
    }
    if variant == .reader {
      switch event.kind {
      case .pointerDown(let p, 1) where readerPanelFrame.contains(p):
        if let hit = reader.hit(p, panel: readerPanelFrame, measurer: measurer) {
          switch hit {
          case .digit(let d): reader.type(d)
          case .delete: reader.deleteDigit()
          case .scroll(let c): readerScroll(c, at: t)
          }
        }
        return true
      case .pointerUp(let p, 1)
      where readerPanelFrame.contains(p) && !host.interpreter.isPointerHeld:
        return true
      default:
        break
      }
    }
    switch event.kind {
    case .wheel, .pointerDown, .pointerMove, .pointerUp, .fingerDown, .fingerMove, .fingerUp,
      .keyDown:
      measureAhead(at: t)
      if case .pointerMove(_, false) = event.kind {} else { jumpTarget = nil }
    default:
      break
    }
    for action in host.handle(event) {
      guard case .click(let p) = action else { continue }
      if jumpButtonFrame.contains(p) {
        jump(at: t)
      } else if layoutButtonFrame.contains(p) {
        switchVariant(at: t)
      }
    }
    return true
  }

  func advance(to t: Double) {
    measureAhead(at: t)
    host.advance(to: t)
  }

  func layout(at t: Double) {
    // Without scrollTargetLayout() nothing is a target (the controller's `hasTargetLayout`),
    // so the tracked id stays nil.
    let pass = host.layout(at: t) { [unowned self] i in self.measure(index: i) }
    base.stats.itemsLaidOut = pass.laidOutRange.count
  }

  func observe(at t: Double) {
    let phase = host.view.phase
    if lastPhase != .idle && phase == .idle { didRest(at: t) }
    if phase == .idle { restOffset = host.view.offset[host.axis] }
    lastPhase = host.view.phase
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let frame = variant == .reader ? sceneFrame : host.frame
    list.clipped(to: frame) { list in
      if variant == .reader { list.fill(frame, theme.background) }
      let focused = binding
      host.drawItems(into: &list, background: theme.background) { item, r, list in
        switch variant {
        case .paging:
          drawPage(item.id, in: r, focused: item.id == focused, theme: theme, into: &list)
        case .carousel:
          drawCard(item.id, in: r, focused: item.id == focused, theme: theme, into: &list)
        default: drawRow(item.id, in: r, focused: item.id == focused, theme: theme, into: &list)
        }
      }
      if variant == .reader {
        let f = host.frame
        let y = f.minY + reader.choice.anchor.y * f.height
        list.line(
          Point(x: f.minX, y: y), Point(x: f.maxX, y: y), theme.accent.opacity(0.8), width: 1,
          dash: 6)
        reader.draw(in: readerPanelFrame, theme: theme, measurer: measurer, into: &list)
      }
      drawBar(theme: theme, into: &list)
      host.drawScrollbar(into: &list, theme: theme, at: t)
    }
  }

  var hud: HUDSnapshot {
    host.hud(
      extra: [
        "layout\t\(variant.name)",
        "scrollPosition\t\(binding.map { "id \($0)" } ?? "nil")",
        "snaps\t\(snapCount)",
      ] + readerHUD)
  }

  /// The reader layout's HUD rows: the call and the last landing's error (0.00 when exact).
  private var readerHUD: [String] {
    guard variant == .reader else { return [] }
    let landed =
      reader.missed ?? reader.landing.map {
        "\($0.id) \($0.choice.name) · \(formatPoints($0.error, decimals: 2)) pt"
      } ?? "none yet"
    return [
      "reader\tscrollTo(\(reader.typed.isEmpty ? "_" : reader.typed), \(reader.choice.title))",
      "landed\t\(landed)",
    ]
  }

  // MARK: - State

  /// The `scrollPosition(id:)` binding: the configured or top-most target id; without a
  /// target layout, the id last written to it (nil until Jump to 20), whatever the scrolling.
  var binding: Int? {
    variant.hasTargetLayout ? host.view.position.viewID(type: Int.self) : writtenBinding
  }

  private static func makeHost(
    scene: String, for variant: SnapVariant, physics: ScrollPhysics, input: InputConfiguration,
    frame: Rect
  ) -> ScrollHost<Void> {
    let stack: LazyStack
    switch variant {
    case .paging:
      stack = LazyStack(
        axis: .vertical, count: variant.itemCount, estimatedSize: max(1, frame.height))
    case .reader:
      // The list ends above the reader panel and the bar: no room kept under it.
      stack = LazyStack(
        axis: .vertical, count: variant.itemCount, estimatedSize: 170,
        padding: SCEdgeInsets(
          leading: SceneLook.margin, bottom: SceneLook.margin, trailing: SceneLook.margin))
    case .carousel:
      stack = LazyStack(
        axis: .horizontal, count: variant.itemCount, estimatedSize: 260,
        padding: SCEdgeInsets(top: SceneLook.margin, bottom: barSpace, trailing: SceneLook.margin))
    default:
      stack = LazyStack(
        axis: .vertical, count: variant.itemCount, estimatedSize: 170,
        padding: SCEdgeInsets(
          leading: SceneLook.margin, bottom: barSpace, trailing: SceneLook.margin)
      )
    }
    let host = ScrollHost(scene: scene, stack: stack, physics: physics, input: input)
    host.controller.setTargetBehavior(variant.behavior)
    host.controller.hasTargetLayout = variant.hasTargetLayout
    return host
  }

  /// The measured length of item `index` (ids equal indices).
  private func measure(index: Int) -> Double? {
    switch variant {
    case .paging: return pageLength > 0 ? pageLength : nil
    case .carousel: return art.cardItemWidth(card: index)
    default: return art.rowHeight(row: index)
    }
  }

  // MARK: - Actions

  private func switchVariant(at t: Double) {
    variant = variant.next
    let frame = variant == .reader ? readerListFrame : sceneFrame
    host = SnapScene.makeHost(
      scene: name, for: variant, physics: physics, input: input, frame: frame)
    host.setFrame(frame, at: t)
    lastPhase = .idle
    restOffset = 0
    jumpTarget = nil
    readerTarget = nil
    writtenBinding = nil
    base.log.emit("variant", at: t, [("variant", .string(variant.name))])
  }

  private func jump(at t: Double) {
    let id = SnapScene.jumpID
    guard let index = host.stack.index(ofID: id) else { return }
    base.log.emit(
      "jump", at: t,
      [
        ("id", .number(Double(id))), ("variant", .string(variant.name)),
        ("estimated", .bool(!host.stack.isMeasured(at: index))),
      ])
    jumpTarget = id
    // Writing the binding: without a target layout the scroll view never writes it back.
    if !variant.hasTargetLayout { writtenBinding = id }
    let anchor: SCUnitPoint = host.axis == .vertical ? .top : .leading
    host.controller.scrollTo(id: id, anchor: anchor, animation: SceneLook.programmaticScroll, at: t)
  }

  /// The reader layout's buttons: `scrollTo(id: typedID, anchor: choice.anchor)`.
  private func readerScroll(_ choice: ReaderPanel.Choice, at t: Double) {
    reader.choose(choice)
    guard let id = reader.typedID else { return }
    guard readerRowsHaveIDs, host.stack.index(ofID: id) != nil else {
      // SwiftUI's proxy.scrollTo finds no view with that id and does nothing: say so.
      let count = host.stack.count
      reader.missed =
        readerRowsHaveIDs
        ? "no view with id \(id) (ids 0-\(count - 1))"
        : "no view with id \(id): rows have no .id()"
      readerTarget = nil
      base.log.emit(
        "reader-missed", at: t, [("id", .number(Double(id))), ("ids", .bool(readerRowsHaveIDs))])
      return
    }
    base.log.emit(
      "reader-scroll", at: t, [("id", .number(Double(id))), ("anchor", .string(choice.name))])
    jumpTarget = nil
    readerTarget = (id, choice)
    host.controller.scrollTo(
      id: id, anchor: choice.anchor, animation: SceneLook.programmaticScroll, at: t)
  }

  /// How far row `id`'s anchor point is from the viewport's, points (0: exact), nil when the
  /// row is not in the stack.
  func anchorError(id: Int, anchor: SCUnitPoint) -> Double? {
    guard let i = host.stack.index(ofID: id) else { return nil }
    let start = host.stack.offset(ofIndex: i)
    let length = host.stack.size(at: i)
    let viewport = host.frame.height
    return start + anchor.y * length - (host.view.offset.y + anchor.y * viewport) + 0
  }

  /// Arrow keys in a snapping layout: `scrollTo(id:)` the next or previous target. Returns
  /// false when the key is not for this layout (free rows scroll by lines).
  private func stepByOneTarget(_ key: Key, at t: Double) -> Bool {
    guard variant.hasTargetLayout, !host.interpreter.isPointerHeld else { return false }
    let forward: Bool
    switch key {
    case .down: forward = true
    case .up: forward = false
    case .right where variant == .carousel: forward = true
    case .left where variant == .carousel: forward = false
    default: return false
    }
    guard let current = binding ?? host.stack.visibleItems.first?.id,
      let index = host.stack.index(ofID: current)
    else { return true }
    let axis = host.axis
    let aligned =
      abs(host.view.restingOffset[axis] - host.stack.offset(ofIndex: index)) < 0.5
    let next = min(
      host.stack.count - 1, max(0, forward ? index + 1 : (aligned ? index - 1 : index)))
    let anchor: SCUnitPoint = axis == .vertical ? .top : .leading
    jumpTarget = nil
    host.controller.scrollTo(
      id: host.stack.id(at: next), anchor: anchor, animation: SceneLook.programmaticScroll, at: t)
    return true
  }

  /// While a gesture is held, measures the items a fling could reach, so the target chosen at
  /// release is a measured edge. Sizes here are arithmetic; anchor corrections keep the view.
  private func measureAhead(at t: Double) {
    guard variant.behavior != nil, variant != .paging else { return }
    let phase = host.view.phase
    guard phase == .tracking || phase == .interacting else { return }
    let axis = host.axis
    let o = host.view.offset[axis]
    let reach = physics.maxFlingVelocity / 2 + 2 * host.frame.size[axis]
    guard let first = host.stack.index(atOffset: o - reach),
      let last = host.stack.index(atOffset: o + reach)
    else { return }
    for i in first...last where !host.stack.isMeasured(at: i) {
      guard let length = measure(index: i) else { continue }
      host.updateStack(at: t) { $0.setSize(length, at: i) }
    }
  }

  /// Motion came to rest: report a snap, or finish a step that rested between targets.
  private func didRest(at t: Double) {
    let axis = host.axis
    let o = host.view.offset[axis]
    if let id = jumpTarget, let index = host.stack.index(ofID: id) {
      jumpTarget = nil
      base.log.emit(
        "jump-landed", at: t,
        [
          ("id", .number(Double(id))), ("offset", .number(o + 0)),
          ("error", .number(o - host.stack.offset(ofIndex: index) + 0)),
        ])
    }
    if let target = readerTarget {
      readerTarget = nil
      let error = anchorError(id: target.id, anchor: target.choice.anchor) ?? .nan
      reader.landing = ReaderPanel.Landing(id: target.id, choice: target.choice, error: error)
      base.log.emit(
        "reader-landed", at: t,
        [
          ("id", .number(Double(target.id))), ("anchor", .string(target.choice.name)),
          ("error", .number(error)), ("offset", .number(o + 0)),
        ])
    }
    guard variant.hasTargetLayout, variant.behavior != nil else { return }
    if isOnTarget(o) {
      snapCount += 1
      base.log.emit(
        "snapped", at: t,
        [
          ("id", .number(Double(binding ?? -1))), ("offset", .number(o + 0)),
          ("variant", .string(variant.name)),
        ])
      return
    }
    let direction = o - restOffset
    var target = host.view.offset
    target[axis] = snapTarget(from: o, direction: direction)
    host.controller.scroll(to: target, animation: .easeInOut(duration: 0.25), at: t)
  }

  /// True when `o` is an item's leading edge or a clamped end of the content.
  private func isOnTarget(_ o: Double) -> Bool {
    let axis = host.axis
    if o <= host.view.minOffset(axis) + 0.001 || o >= host.view.maxOffset(axis) - 0.001 {
      return true
    }
    guard let i = host.stack.index(atOffset: o) else { return false }
    return abs(host.stack.offset(ofIndex: i) - o) < 0.001
      || (i + 1 < host.stack.count && abs(host.stack.offset(ofIndex: i + 1) - o) < 0.001)
  }

  /// The item edge to finish a step on: the next one in the direction of travel, or the
  /// nearest when the step did not move. Clamped to the content.
  private func snapTarget(from o: Double, direction: Double) -> Double {
    let axis = host.axis
    guard let i = host.stack.index(atOffset: o) else { return o }
    let before = host.stack.offset(ofIndex: i)
    let after = host.stack.offset(ofIndex: i + 1)
    let edge: Double
    if direction > 0.5 {
      edge = after
    } else if direction < -0.5 {
      edge = before
    } else {
      edge = o - before <= after - o ? before : after
    }
    return min(host.view.maxOffset(axis), max(host.view.minOffset(axis), edge))
  }

  // MARK: - Drawing

  private var barFrame: Rect {
    let f = variant == .reader ? readerFrame : host.frame
    return Rect(
      x: f.minX + SceneLook.margin, y: f.maxY - SceneLook.margin - SnapScene.barHeight,
      width: max(0, f.width - 2 * SceneLook.margin), height: SnapScene.barHeight)
  }

  /// The reader layout's panel, above the bar.
  var readerPanelFrame: Rect {
    let bar = barFrame
    return Rect(
      x: bar.minX, y: bar.minY - SceneLook.spacing - ReaderPanel.height, width: bar.width,
      height: ReaderPanel.height)
  }

  /// The reader layout's area: the scene's, at most `readerColumnWidth` wide and centred,
  /// so the panel's text and the rows stay readable on wide windows.
  private var readerFrame: Rect {
    let f = sceneFrame
    let width = SnapScene.readerColumnWidth
    guard f.width > width else { return f }
    return Rect(
      x: f.minX + ((f.width - width) / 2).rounded(.down), y: f.minY, width: width,
      height: f.height)
  }

  /// The reader layout's scroll view: the reader's area above the panel.
  private var readerListFrame: Rect {
    let f = readerFrame
    let used = SnapScene.barSpace + ReaderPanel.height + SceneLook.spacing
    return Rect(x: f.minX, y: f.minY, width: f.width, height: max(0, f.height - used))
  }

  /// The "Jump to 20" pill.
  var jumpButtonFrame: Rect {
    let bar = barFrame
    let width = SceneLook.pillWidth("Jump to \(SnapScene.jumpID)", measurer: measurer)
    return Rect(
      x: bar.maxX - 12 - width, y: bar.midY - SceneLook.pillHeight / 2, width: width,
      height: SceneLook.pillHeight)
  }

  /// The "Layout" pill that cycles the variant.
  var layoutButtonFrame: Rect {
    let jump = jumpButtonFrame
    let width = SceneLook.pillWidth("Layout ›", measurer: measurer)
    return Rect(
      x: jump.minX - 10 - width, y: jump.minY, width: width, height: SceneLook.pillHeight)
  }

  /// The text of the bar's first line.
  var bindingLabel: String {
    "scrollPosition(id:) → \(binding.map(String.init) ?? "nil")"
  }

  private func drawBar(theme: Theme, into list: inout DisplayList) {
    let bar = barFrame
    guard bar.width > 0 else { return }
    SceneLook.floatingCard(bar, theme: theme, into: &list)
    let textWidth = max(0, layoutButtonFrame.minX - bar.minX - 24)
    let isNil = binding == nil
    list.text(
      measurer.truncate(bindingLabel, font: SceneLook.bodyBold, width: textWidth),
      in: Rect(x: bar.minX + 16, y: bar.minY + 9, width: textWidth, height: 22),
      font: SceneLook.bodyBold, color: isNil ? theme.warning : theme.primaryText)
    let detail =
      variant.hasTargetLayout
      ? variant.title : "No scrollTargetLayout(): scrolling never updates the binding"
    list.text(
      measurer.truncate(detail, font: SceneLook.caption, width: textWidth),
      in: Rect(x: bar.minX + 16, y: bar.minY + 31, width: textWidth, height: 18),
      font: SceneLook.caption, color: theme.secondaryText)
    SceneLook.pill("Layout ›", in: layoutButtonFrame, filled: false, theme: theme, into: &list)
    SceneLook.pill(
      "Jump to \(SnapScene.jumpID)", in: jumpButtonFrame, filled: true, theme: theme, into: &list)
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
      height: max(0, r.height - SceneLook.margin - SnapScene.barSpace))
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
