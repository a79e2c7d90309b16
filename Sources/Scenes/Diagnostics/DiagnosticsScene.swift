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
/// Events: `diagnostic` (agree, key, preference, observer, direct) when the agreement
/// changes, `key` (key) when B switches the key, `probe-order` (first), `memo` (nextTurn,
/// global) and `container` (shift) for the other switches, plus the scroll view's `phase`
/// events.
final class DiagnosticsScene: Scene {
  typealias Observed = DiagnosticsObserved
  static var mainHost: MainHostPath { \.host }
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

  /// Agreement tolerance between techniques, points.
  static let agreement = 0.5
  /// Height of the receding header (the content's top padding).
  static let headerHeight = 96.0
  /// Offset over which the header fades out, points.
  static let fadeDistance = 80.0
  /// The probe's position in the content (the top of the content, as in the SwiftUI original).
  static let probeY = 0.0
  /// How far C slides the list's container down, points.
  static let containerTravel = 40.0
  /// Seconds the container takes to slide.
  static let containerDuration = 0.5

  /// The scrolling list.
  private(set) var host: ScrollHost<DiagnosticsObserved>
  private let content: SampleContent
  private let measurer: any TextMeasurer
  /// This frame's readings.
  private(set) var readings = DiagnosticsReadings()
  /// The key the probe publishes through (B cycles).
  private(set) var key = ProbeKey.firstNonNil
  /// True while the probe is the first child; false when a silent sibling comes first (O).
  private(set) var probeFirst = true
  /// The `OffsetScrollView` memo and its delivery (N, M).
  private(set) var memo = OffsetMemo()
  /// The container's slide (C): 0 in place, `containerTravel` moved down.
  private(set) var container = OverlayTransition(value: 0, duration: containerDuration)
  /// True when technique 1 reads the buggy (last-wins) key.
  var usesBuggyKey: Bool { key == .lastWins }
  private var sceneFrame = Rect.zero
  /// The receding header's subtitle as last wrapped, and the width it was wrapped to.
  private var subtitleLines: (width: Double, lines: [String])?
  /// How far the panel's cards are scrolled, points (on a window too short for them).
  private(set) var panelScroll = 0.0
  private var cache: [Int: (title: String, lines: [String], byline: String)] = [:]
  private var textWidth = 0.0

  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    content = SampleContent(seed: environment.seed)
    let stack = LazyStack(
      count: environment.itemCount ?? 200, estimatedSize: 96, spacing: 8,
      padding: SCEdgeInsets(
        top: DiagnosticsScene.headerHeight, leading: SceneLook.margin, bottom: SceneLook.margin,
        trailing: SceneLook.margin))
    host = ScrollHost(
      scene: entry.name, stack: stack, state: DiagnosticsObserved(),
      physics: environment.physics,
      input: environment.tuning.input)
    host.controller.observers.onScrollGeometryChange(
      for: Double.self, name: "points-scrolled", initial: true,
      of: { g in g.pointsScrolled.y }, action: { _, new, state in state.offset = new })
  }

  // MARK: - Scene

  func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    panelScroll = min(panelScroll, maxPanelScroll)
    let list = listFrame(in: frame, at: t)
    host.setFrame(list, at: t)
    let width = max(0, list.width - 2 * SceneLook.margin - 28)
    if width != textWidth {
      textWidth = width
      cache.removeAll(keepingCapacity: true)
      // O(1) at any item count: only the rows laid out from now on are measured again.
      host.updateStack(at: t) { stack in
        stack.invalidateAllSizes()
        return nil
      }
    }
  }

  func handle(_ event: InputEvent) -> Bool {
    let t = event.time
    // The wheel over cards that do not all fit scrolls them (40 pt a unit), not the list.
    if case .wheel(_, let dy, let p, _) = event.kind, panelOverflows,
      panelFrame(in: sceneFrame).contains(p)
    {
      if dy.isFinite { panelScroll = min(maxPanelScroll, max(0, panelScroll - dy * 40)) }
      return true
    }
    if case .keyDown(.character(let c), let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt)
    {
      switch c {
      case "b":
        key = key.next
        let label = key == .firstNonNil ? "fixed" : key == .lastWins ? "buggy" : "no-op"
        base.log.emit("key", at: t, [("key", .string(label))])
        return true
      case "o":
        probeFirst.toggle()
        base.log.emit("probe-order", at: t, [("first", .bool(probeFirst))])
        return true
      case "n":
        memo.nextTurn.toggle()
        emitMemo(at: t)
        return true
      case "m":
        memo.usesGlobalMemo.toggle()
        memo.reset()
        emitMemo(at: t)
        return true
      case "c":
        let target = container.target == 0 ? DiagnosticsScene.containerTravel : 0
        container.animate(to: target, at: t)
        base.log.emit("container", at: t, [("shift", .number(target))])
        return true
      default:
        break
      }
    }
    _ = host.handle(event)
    return true
  }

  private func emitMemo(at t: Double) {
    base.log.emit(
      "memo", at: t,
      [("nextTurn", .bool(memo.nextTurn)), ("global", .bool(memo.usesGlobalMemo))])
  }

  func advance(to t: Double) {
    // The container slides on the scene clock: the list's frame follows it.
    let list = listFrame(in: sceneFrame, at: t)
    if list != host.frame { host.setFrame(list, at: t) }
    host.advance(to: t)
  }

  func layout(at t: Double) {
    let pass = host.layout(at: t) { [unowned self] i in self.measure(index: i) }
    base.stats.itemsLaidOut = pass.laidOutRange.count
  }

  func observe(at t: Double) {
    let result = host.controller.observe()
    base.stats.observerTransforms = result.transformsRun
    base.stats.observerDeliveries = result.deliveries
    let before = readings.agree
    readings = measureReadings()
    if readings.agree != before {
      base.log.emit(
        "diagnostic", at: t,
        [
          ("agree", .bool(readings.agree)), ("key", .string(usesBuggyKey ? "buggy" : "fixed")),
          ("preference", .number(readings.viaPreference)),
          ("observer", .number(readings.viaObserver)), ("direct", .number(readings.direct)),
        ])
    }
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let listRect = host.frame
    list.clipped(to: listRect) { list in
      host.drawItems(
        into: &list, background: theme.background,
        content: { drawHeader(theme: theme, into: &$0) }
      ) { item, r, list in
        drawRow(item.id, in: r, theme: theme, into: &list)
      }
      drawProbe(theme: theme, into: &list)
      drawMemoLine(theme: theme, into: &list)
      host.drawScrollbar(into: &list, theme: theme, at: t)
    }
    DiagnosticsPanel(
      readings: readings, key: key, probeFirst: probeFirst, memo: memo, measurer: measurer
    )
    .draw(
      in: panelFrame(in: sceneFrame), listOrigin: listRect.origin, scroll: panelScroll,
      theme: theme, into: &list)
  }

  func needsFrame(at t: Double) -> Bool {
    host.needsFrame(at: t) || container.isAnimating(at: t)
      || (memo.nextTurn && memo.published != memo.measured)
  }

  var hud: HUDSnapshot {
    let r = readings
    return host.hud(extra: [
      "probe minY\t\(formatPoints(r.named.minY))",
      "buggy key\t\(formatPoints(r.buggyKey))",
      "fixed key\t\(r.fixedKey.map { formatPoints($0) } ?? "nil")",
      "no-op key\t\(formatPoints(r.noOpKey.y)) (\(probeFirst ? "1st" : "2nd") child)",
      "spaces y (B)\t\(r.spacesViaKey.map { formatPoints($0.y) }.joined(separator: " "))",
      "techniques\t\(r.agree ? "agree" : "disagree")",
      "memo state\t\(formatPoints(r.memoPublished)) (\(memo.nextTurn ? "next turn" : "same frame"))",
      "memo drift\t\(formatPoints(r.memoMeasured - r.direct)) (\(memo.usesGlobalMemo ? "global" : "named"))",
      "container\t\(formatPoints(r.containerShift)) pt",
      "header\t\(formatPoints(r.headerOpacity, decimals: 2)) · y \(formatPoints(r.headerShift))",
    ])
  }

  // MARK: - Readings

  /// The probe's ancestors, innermost first: the scroll view (named "scroll", placed in the
  /// scene), then the scene's root (placed in the window).
  var resolver: CoordinateSpaceResolver {
    let list = host.frame
    return CoordinateSpaceResolver(
      probeFrame: Rect(x: 0, y: DiagnosticsScene.probeY, width: list.width, height: 0),
      ancestors: [
        .scrollView(
          origin: Point(x: list.minX - sceneFrame.minX, y: list.minY - sceneFrame.minY),
          contentOffset: host.view.offset, name: "scroll"),
        .container(origin: sceneFrame.origin, name: "scene"),
      ])
  }

  private func measureReadings() -> DiagnosticsReadings {
    var r = DiagnosticsReadings()
    let resolver = self.resolver
    r.local = resolver.frame(in: .local) ?? .zero
    r.global = resolver.frame(in: .global) ?? .zero
    r.named = resolver.frame(in: .named("scroll")) ?? .zero
    r.scrollView = resolver.frame(in: .scrollView) ?? .zero
    // The content tree as the SwiftUI original builds it: the probe, then siblings that set nothing
    // (the header spacer and the rows' stack); O puts the spacer before the probe.
    let minY = r.named.minY
    let tree: [PreferenceNode<BuggyOffsetPreferenceKey>] =
      probeFirst
      ? [.set(minY), .empty, .group([.empty, .empty])]
      : [.empty, .set(minY), .group([.empty, .empty])]
    let fixedTree: [PreferenceNode<OffsetPreferenceKey>] =
      probeFirst
      ? [.set(minY), .empty, .group([.empty, .empty])]
      : [.empty, .set(minY), .group([.empty, .empty])]
    r.buggyKey = BuggyOffsetPreferenceKey.fold(tree)
    r.fixedKey = OffsetPreferenceKey.fold(fixedTree)
    r.noOpKey =
      ProbeKey.noOpReduce.fold(probe: r.named.origin, probeFirst: probeFirst) ?? .zero
    r.spacesViaKey = [r.local, r.global, r.named, r.scrollView].map {
      key.fold(probe: $0.origin, probeFirst: probeFirst) ?? .zero
    }
    let keyValue = key.fold(probe: r.named.origin, probeFirst: probeFirst)?.y ?? 0
    r.viaPreference = DiagnosticsScene.probeY - keyValue + 0
    r.viaObserver = host.controller.state.offset
    r.direct = host.view.geometry.pointsScrolled.y
    let values = [r.viaPreference, r.viaObserver, r.direct]
    let spread = (values.max() ?? 0) - (values.min() ?? 0)
    r.agree = spread <= DiagnosticsScene.agreement
    r.headerOpacity = min(1, max(0, 1 - r.direct / DiagnosticsScene.fadeDistance))
    r.headerShift = -r.direct / 2 + 0
    memo.frame(globalMinY: r.global.minY, namedMinY: r.named.minY)
    r.memoPublished = memo.published
    r.memoMeasured = memo.measured
    r.containerShift = host.frame.minY - sceneFrame.minY
    return r
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
    let shift = min(frame.height, container.value(at: t))
    return Rect(
      x: x, y: frame.minY + shift, width: max(0, group(in: frame).maxX - x),
      height: max(0, frame.height - shift))
  }

  private func measure(index: Int) -> Double? {
    let entry = row(id: index)
    return 12 + 20 + 4 + Double(entry.lines.count) * 18 + 6 + 16 + 12
  }

  private func row(id: Int) -> (title: String, lines: [String], byline: String) {
    if let entry = cache[id] { return entry }
    let article = content.article(id)
    let entry = (
      measurer.truncate(article.title, font: SceneLook.bodyBold, width: textWidth),
      measurer.wrap(article.summary, font: SceneLook.footnote, width: textWidth, maxLines: 2),
      article.byline
    )
    cache[id] = entry
    return entry
  }

  // MARK: - Drawing

  /// The receding header, under the rows: drawn in the host's scroll layer at its window
  /// position (the layer's offset added back, as it moves at its own rate).
  private func drawHeader(theme: Theme, into list: inout DisplayList) {
    let listRect = host.frame
    let offset = host.view.offset
    let header = Rect(
      x: listRect.minX + SceneLook.margin + offset.x,
      y: listRect.minY + readings.headerShift + offset.y,
      width: max(0, listRect.width - 2 * SceneLook.margin), height: DiagnosticsScene.headerHeight)
    list.withOpacity(readings.headerOpacity) { list in
      list.text(
        measurer.truncate("Receding header", font: .largeTitle, width: header.width),
        in: Rect(x: header.minX, y: header.minY + 14, width: header.width, height: 42),
        font: .largeTitle, color: theme.primaryText)
      // Wrapped on a narrow list (two lines fit above the rows), never cut off.
      for (i, line) in subtitle(width: header.width).enumerated() {
        list.text(
          line,
          in: Rect(
            x: header.minX, y: header.minY + 58 + Double(i) * 18, width: header.width, height: 18),
          font: SceneLook.footnote, color: theme.secondaryText)
      }
    }
  }

  /// The receding header's subtitle, wrapped to at most two lines `width` points wide (kept
  /// until the width changes).
  private func subtitle(width: Double) -> [String] {
    if let kept = subtitleLines, kept.width == width { return kept.lines }
    let lines = measurer.wrap(
      "opacity = 1 − offset / 80 · y = −offset / 2 (this project's numbers)",
      font: SceneLook.footnote, width: width, maxLines: 2)
    subtitleLines = (width, lines)
    return lines
  }

  private func drawProbe(theme: Theme, into list: inout DisplayList) {
    let y = readings.global.minY
    let listRect = host.frame
    guard y >= listRect.minY - 1, y <= listRect.maxY else { return }
    let lineY = max(listRect.minY + 1, y)
    list.line(
      Point(x: listRect.minX + SceneLook.margin, y: lineY),
      Point(x: listRect.maxX - SceneLook.margin, y: lineY), theme.accent.opacity(0.7), width: 1,
      dash: 4)
    list.text(
      "probe",
      in: Rect(x: listRect.maxX - SceneLook.margin - 60, y: lineY + 2, width: 60, height: 16),
      font: SceneLook.caption, color: theme.accent, alignment: .trailing)
  }

  /// Where the memo puts a row: the outline of the second row in view, placed with the
  /// memo's published offset instead of the real one (orange). With no lag and no drift it
  /// sits exactly on the row; with next-turn delivery it trails the row by one frame while
  /// scrolling; with the global memo and the container moved it is off by the movement.
  private func drawMemoLine(theme: Theme, into list: inout DisplayList) {
    let listRect = host.frame
    let items = host.stack.visibleItems.filter { host.windowRect($0.frame).minY >= listRect.minY }
    guard let item = items.first else { return }
    let error = readings.direct - readings.memoPublished
    let r = host.windowRect(item.frame).offsetBy(Point(x: 0, y: error))
    list.stroke(
      SceneLook.inset(r, dx: -3, dy: -3), theme.warning, radius: SceneLook.cardRadius + 3,
      width: 2)
    list.text(
      "memo", in: Rect(x: r.maxX - 64, y: r.minY - 1, width: 60, height: 16),
      font: SceneLook.captionBold, color: theme.warning, alignment: .trailing)
  }

  private func drawRow(_ id: Int, in r: Rect, theme: Theme, into list: inout DisplayList) {
    let entry = row(id: id)
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
