import Drawing
import ScrollCore

/// The diagnostics scene's probe and readings as a part: a zero-height probe at the top of
/// the list's content, read in four coordinate spaces and folded through the preference keys,
/// the offset from three techniques (probe + key, an `onScrollGeometryChange` of
/// `pointsScrolled.y` registered on the list, the geometry read directly) and the
/// `OffsetScrollView` memo, all measured in the observe stage (`readings`). Keys, before the
/// list: B cycles the probe's key, O moves the probe after a silent sibling, N switches the
/// memo's next-turn delivery, M its global memo. Over the list it draws the probe's line and
/// the memo's outline. Events: "diagnostic" (when the techniques start or stop agreeing),
/// "key", "probe-order", "memo".
final class ProbePart: ScenePart {
  /// Agreement tolerance between techniques, points.
  static let agreement = 0.5
  /// The probe's position in the content (the top of the content, as in the SwiftUI
  /// original).
  static let probeY = 0.0

  /// This frame's readings.
  private(set) var readings = DiagnosticsReadings()
  /// The key the probe publishes through (B cycles).
  private(set) var key = ProbeKey.firstNonNil
  /// True while the probe is the first child; false when a silent sibling comes first (O).
  private(set) var probeFirst = true
  /// The `OffsetScrollView` memo and its delivery (N, M).
  private(set) var memo = OffsetMemo()
  /// The scene's area in the window (the probe's outer ancestor); the scene sets it.
  var sceneFrame = Rect.zero
  /// The latest points scrolled the list's observer delivered.
  private var observedOffset = 0.0
  private var log: SceneEventLog
  let name = "probe"

  /// Registers the offset observer on `list`.
  /// - Parameters:
  ///   - list: the list probed.
  ///   - sceneName: stamped on the events.
  init(list: inout ArticleTextList, sceneName: String) {
    log = SceneEventLog(scene: sceneName)
    list.host.controller.observers.onScrollGeometryChange(
      for: Double.self, name: "points-scrolled", initial: true,
      of: { g in g.pointsScrolled.y }, action: { _, new, state in state.pointsScrolled = new })
  }

  /// True when technique 1 reads the buggy (last-wins) key.
  var usesBuggyKey: Bool { key == .lastWins }

  /// B, O, N and M (without Control or Alt), before the list.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the scene's list.
  func intercept(_ event: InputEvent, list: inout ArticleTextList) -> Bool {
    guard case .keyDown(.character(let c), let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt)
    else { return false }
    let t = event.time
    switch c {
    case "b":
      key = key.next
      log.emit("key", at: t, [("key", .string(key.shortLabel))])
    case "o":
      probeFirst.toggle()
      log.emit("probe-order", at: t, [("first", .bool(probeFirst))])
    case "n":
      memo.nextTurn.toggle()
      emitMemo(at: t)
    case "m":
      memo.usesGlobalMemo.toggle()
      memo.reset()
      emitMemo(at: t)
    default:
      return false
    }
    return true
  }

  private func emitMemo(at t: Double) {
    log.emit(
      "memo", at: t,
      [("nextTurn", .bool(memo.nextTurn)), ("global", .bool(memo.usesGlobalMemo))])
  }

  /// Measures the frame's readings; logs "diagnostic" when the agreement changes.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - signals: the observers' deliveries (the offset observer's).
  ///   - t: the session time, seconds.
  func observe(list: inout ArticleTextList, signals: FeedObserved, at t: Double) {
    if let offset = signals.pointsScrolled { observedOffset = offset }
    let before = readings.agree
    readings = measure(list)
    guard readings.agree != before else { return }
    log.emit(
      "diagnostic", at: t,
      [
        ("agree", .bool(readings.agree)), ("key", .string(usesBuggyKey ? "buggy" : "fixed")),
        ("preference", .number(readings.viaPreference)),
        ("observer", .number(readings.viaObserver)), ("direct", .number(readings.direct)),
      ])
  }

  /// The probe's ancestors, innermost first: the scroll view (named "scroll", placed in the
  /// scene), then the scene's root (placed in the window).
  /// - Parameter list: the scene's list.
  func resolver(_ list: ArticleTextList) -> CoordinateSpaceResolver {
    let frame = list.host.frame
    return CoordinateSpaceResolver(
      probeFrame: Rect(x: 0, y: ProbePart.probeY, width: frame.width, height: 0),
      ancestors: [
        .scrollView(
          origin: Point(x: frame.minX - sceneFrame.minX, y: frame.minY - sceneFrame.minY),
          contentOffset: list.host.view.offset, name: "scroll"),
        .container(origin: sceneFrame.origin, name: "scene"),
      ])
  }

  private func measure(_ list: ArticleTextList) -> DiagnosticsReadings {
    var r = DiagnosticsReadings()
    let resolver = self.resolver(list)
    r.local = resolver.frame(in: .local) ?? .zero
    r.global = resolver.frame(in: .global) ?? .zero
    r.named = resolver.frame(in: .named("scroll")) ?? .zero
    r.scrollView = resolver.frame(in: .scrollView) ?? .zero
    // The content tree as the SwiftUI original builds it: the probe, then siblings that set
    // nothing (the header spacer and the rows' stack); O puts the spacer before the probe.
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
    r.viaPreference = ProbePart.probeY - keyValue + 0
    r.viaObserver = observedOffset
    r.direct = list.geometry.pointsScrolled.y
    let values = [r.viaPreference, r.viaObserver, r.direct]
    let spread = (values.max() ?? 0) - (values.min() ?? 0)
    r.agree = spread <= ProbePart.agreement
    memo.frame(globalMinY: r.global.minY, namedMinY: r.named.minY)
    r.memoPublished = memo.published
    r.memoMeasured = memo.measured
    r.containerShift = list.host.frame.minY - sceneFrame.minY
    return r
  }

  /// The probe's dashed line and the memo's outline, over the rows.
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the scene's list.
  ///   - area: the list's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(
    into display: inout DisplayList, list: ArticleTextList, area: Rect, theme: Theme,
    at t: Double
  ) {
    drawProbe(in: area, theme: theme, into: &display)
    drawMemoLine(list, theme: theme, into: &display)
  }

  private func drawProbe(in listRect: Rect, theme: Theme, into list: inout DisplayList) {
    let y = readings.global.minY
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
  private func drawMemoLine(_ rows: ArticleTextList, theme: Theme, into list: inout DisplayList) {
    let host = rows.host
    let items = host.stack.visibleItems.filter { host.windowRect($0.frame).minY >= host.frame.minY }
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

  /// True while the memo has a value waiting for the next turn.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool { memo.nextTurn && memo.published != memo.measured }

  /// Returns and clears the part's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// The probe, the keys, the techniques, the memo and the container's shift.
  var hudLines: [String] {
    let r = readings
    return [
      "probe minY\t\(formatPoints(r.named.minY))",
      "buggy key\t\(formatPoints(r.buggyKey))",
      "fixed key\t\(r.fixedKey.map { formatPoints($0) } ?? "nil")",
      "no-op key\t\(formatPoints(r.noOpKey.y)) (\(probeFirst ? "1st" : "2nd") child)",
      "spaces y (B)\t\(r.spacesViaKey.map { formatPoints($0.y) }.joined(separator: " "))",
      "techniques\t\(r.agree ? "agree" : "disagree")",
      "memo state\t\(formatPoints(r.memoPublished)) (\(memo.nextTurn ? "next turn" : "same frame"))",
      "memo drift\t\(formatPoints(r.memoMeasured - r.direct)) (\(memo.usesGlobalMemo ? "global" : "named"))",
      "container\t\(formatPoints(r.containerShift)) pt",
    ]
  }
}
