import Drawing
import ScrollCore

/// Scene 7, "visibility": clips that play while at least 30 % visible and pause otherwise.
///
/// - `ScrollVisibilityTracker(threshold: 0.3)` gives onScrollVisibilityChange semantics: a
///   change when a row crosses 30 % either way, and once when it appears already past it.
///   A playing row's equalizer and progress advance with its own playhead; a paused row is
///   frozen where it stopped.
/// - `TargetVisibilityObserver(threshold: 0.5)` lists the ids at least half visible, in
///   layout order, in the pinned caption at the bottom.
/// - `SweptVisibilityTracker` reports rows a fast fling or a jump passed through without them
///   ever being visible. J jumps 100 rows ahead and K 100 back, instantly; End and Home fly.
///
/// Events: `play` / `pause` (id, fraction), `visible-targets` (ids, count) when the list
/// changes, `swept` (count, first, last, direction) when motion passed rows, plus the scroll
/// view's `phase` events.
final class VisibilityScene: Scene {
  static var mainHost: MainHostPath { \.host }
  var base: SceneBase
  /// The keys and the (tuned) play threshold (read every frame: built when it changes).
  private(set) var helpLine = ""

  /// The help line for the play threshold `play`.
  /// - Parameter play: the visible fraction that plays a clip.
  private static func helpLine(play: Double) -> String {
    "Rows play at ≥ \(shortNumber(play * 100)) % visible  ·  "
      + "J / K jump 100 rows  ·  End / Home fly through"
  }

  /// Visible fraction at which a clip plays, by default (`visibility.play-threshold`).
  static let playThreshold = 0.3
  /// Visible fraction at which a row is listed as a visible target, by default
  /// (`visibility.target-threshold`).
  static let targetThreshold = 0.5
  /// Rows J and K jump over.
  static let jumpRows = 100
  /// Height of the pinned caption card.
  static let captionHeight = 58.0

  /// The clip list.
  private(set) var host: ScrollHost<Void>
  private let content: SampleContent
  private let measurer: any TextMeasurer
  private var playTracker: ScrollVisibilityTracker
  private var targetObserver: TargetVisibilityObserver
  private var sweptTracker = SweptVisibilityTracker(cap: 64)
  private var playheads: [Int: Double] = [:]
  private var playingIDs: Set<Int> = []
  private var lastTime: Double?
  /// The last sweep: rows passed and its direction.
  private(set) var lastSweep: (count: Int, forward: Bool)?

  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    content = SampleContent(seed: environment.seed)
    let stack = LazyStack(
      count: environment.itemCount ?? 1000, estimatedSize: 136, spacing: 10,
      padding: SCEdgeInsets(
        top: 12, leading: SceneLook.margin,
        bottom: 12, trailing: SceneLook.margin))
    host = ScrollHost(
      scene: entry.name, stack: stack, physics: environment.physics,
      input: environment.tuning.input)
    playTracker = ScrollVisibilityTracker(
      threshold: environment.tuning[VisibilitySettings.playThreshold])
    targetObserver = TargetVisibilityObserver(
      threshold: environment.tuning[VisibilitySettings.targetThreshold])
    helpLine = VisibilityScene.helpLine(play: playTracker.threshold)
  }

  /// Takes the tuned play and target thresholds (`visibility.*`) in place: the next observe
  /// pass reports the rows on the other side of the new fractions (clips start or pause,
  /// the target list changes) from where the content is; the scroll position and motion go
  /// on.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    playTracker.setThreshold(tuning[VisibilitySettings.playThreshold])
    targetObserver.setThreshold(tuning[VisibilitySettings.targetThreshold])
    helpLine = VisibilityScene.helpLine(play: playTracker.threshold)
  }

  // MARK: - Scene

  /// The scene's area: the rows above, the caption's band below (the caption never covers a
  /// row, so a row's visible fraction is what the user sees of it).
  private var sceneFrame = Rect.zero
  /// Height of the band under the rows that holds the caption, points.
  static var captionBand: Double { captionHeight + 2 * SceneLook.margin }

  func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    host.setFrame(
      Rect(
        x: frame.minX, y: frame.minY, width: frame.width,
        height: max(0, frame.height - VisibilityScene.captionBand)), at: t)
  }

  func handle(_ event: InputEvent) -> Bool {
    if case .keyDown(.character(let c), let mods, _) = event.kind, c == "j" || c == "k",
      !mods.contains(.control), !mods.contains(.alt)
    {
      jump(by: c == "j" ? VisibilityScene.jumpRows : -VisibilityScene.jumpRows, at: event.time)
      return true
    }
    _ = host.handle(event)
    return true
  }

  func advance(to t: Double) {
    host.advance(to: t)
    // Playing clips advance by the frame's duration (capped, so a long absence is one step).
    let dt = min(0.25, max(0, t - (lastTime ?? t)))
    lastTime = t
    for id in playingIDs { playheads[id, default: 0] += dt }
  }

  func layout(at t: Double) {
    let pass = host.layout(at: t) { [content] i in ClipRow(id: i, content: content).height }
    base.stats.itemsLaidOut = pass.laidOutRange.count
    let report = sweptTracker.update(visibleRange: pass.visibleRange, items: host.stack)
    if !report.passedRange.isEmpty {
      let forward = report.direction == .forward
      let ids = report.passedRange
      lastSweep = (ids.count, forward)
      base.log.emit(
        "swept", at: t,
        [
          ("count", .number(Double(ids.count))),
          (
            "first",
            .number(Double(host.stack.id(at: forward ? ids.lowerBound : ids.upperBound - 1)))
          ),
          (
            "last",
            .number(Double(host.stack.id(at: forward ? ids.upperBound - 1 : ids.lowerBound)))
          ),
          ("direction", .string(forward ? "forward" : "backward")),
        ])
    }
  }

  func observe(at t: Double) {
    let viewport = host.view.geometry.visibleRect
    let items = host.stack.visibleItems
    for change in playTracker.update(items: items, viewport: viewport) {
      if change.isVisible { playingIDs.insert(change.id) } else { playingIDs.remove(change.id) }
      base.log.emit(
        change.isVisible ? "play" : "pause", at: t,
        [("id", .number(Double(change.id))), ("fraction", .number(change.fraction))])
    }
    if let ids = targetObserver.update(items: items, viewport: viewport) {
      base.log.emit(
        "visible-targets", at: t,
        [("ids", .string(VisibilityScene.list(ids))), ("count", .number(Double(ids.count)))])
    }
    base.stats.observerDeliveries = playTracker.changes.count
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let frame = host.frame
    let viewport = host.view.geometry.visibleRect
    list.clipped(to: frame) { list in
      host.drawItems(into: &list, background: theme.background) { item, r, list in
        ClipRow(id: item.id, content: content).draw(
          in: r, playing: playingIDs.contains(item.id),
          fraction: item.frame.visibleFraction(in: viewport), playhead: playheads[item.id] ?? 0,
          tile: content.tile(item.id), theme: theme, into: &list)
      }
      host.drawScrollbar(into: &list, theme: theme, at: t)
    }
    drawCaption(theme: theme, into: &list)
  }

  /// True while the view moves or any clip plays (playing clips animate).
  func needsFrame(at t: Double) -> Bool { host.needsFrame(at: t) || !playingIDs.isEmpty }

  var hud: HUDSnapshot {
    host.hud(extra: [
      "visible ≥50%\t\(targetObserver.ids.count) rows",
      "playing\t\(playingIDs.count)",
      "swept total\t\(sweptTracker.passedCount)",
    ])
  }

  // MARK: - State

  /// Ids at least half visible, in layout order.
  var visibleTargetIDs: [Int] { targetObserver.ids }

  /// True when clip `id` plays.
  func isPlaying(_ id: Int) -> Bool { playingIDs.contains(id) }

  /// Seconds clip `id` has played.
  func playhead(_ id: Int) -> Double { playheads[id] ?? 0 }

  /// Rows passed through since the start.
  var sweptTotal: Int { sweptTracker.passedCount }

  /// The caption's first line.
  var targetsLine: String { "Visible ≥ 50 %: \(VisibilityScene.list(targetObserver.ids))" }

  /// Ids as "3, 4, 5" (or "none").
  static func list(_ ids: [Int]) -> String {
    ids.isEmpty ? "none" : ids.map(String.init).joined(separator: ", ")
  }

  // MARK: - Actions

  /// Jumps `rows` rows from the top-most one, at once (measuring around the target so it
  /// lands exactly), which passes the rows in between without showing them.
  private func jump(by rows: Int, at t: Double) {
    let stack = host.stack
    guard stack.count > 0 else { return }
    let current = host.view.position.viewID(type: Int.self) ?? 0
    let index = min(stack.count - 1, max(0, (stack.index(ofID: current) ?? 0) + rows))
    let content = self.content
    let viewport = host.frame.size
    var resolved: ScrollToLanding?
    host.updateStack(at: t) { stack in
      resolved = stack.resolveScroll(
        toID: stack.id(at: index), anchor: .top, viewport: viewport,
        measure: { i in ClipRow(id: i, content: content).height })
      return nil
    }
    guard let landing = resolved else { return }
    host.controller.scrollTo(y: landing.finalOffset, animation: .none, at: t)
  }

  private func drawCaption(theme: Theme, into list: inout DisplayList) {
    let frame = sceneFrame
    list.fill(
      Rect(
        x: frame.minX, y: host.frame.maxY, width: frame.width,
        height: max(0, frame.maxY - host.frame.maxY)), theme.background)
    list.line(
      Point(x: frame.minX, y: host.frame.maxY + 0.5),
      Point(x: frame.maxX, y: host.frame.maxY + 0.5),
      theme.separator)
    let card = Rect(
      x: frame.minX + SceneLook.margin,
      y: frame.maxY - SceneLook.margin - VisibilityScene.captionHeight,
      width: max(0, frame.width - 2 * SceneLook.margin), height: VisibilityScene.captionHeight)
    guard card.width > 0 else { return }
    SceneLook.floatingCard(card, theme: theme, into: &list)
    let width = card.width - 32
    list.text(
      measurer.truncate(targetsLine, font: SceneLook.bodyBold, width: width),
      in: Rect(x: card.minX + 16, y: card.minY + 9, width: width, height: 22),
      font: SceneLook.bodyBold, color: theme.primaryText)
    var detail =
      "Playing at ≥ \(shortNumber(playTracker.threshold * 100)) %: \(playingIDs.count) clip\(playingIDs.count == 1 ? "" : "s")"
    if let sweep = lastSweep {
      detail += " · last jump passed \(sweep.count) row\(sweep.count == 1 ? "" : "s") unseen"
    } else {
      detail += " · no rows skipped yet (try J or End)"
    }
    list.text(
      measurer.truncate(detail, font: SceneLook.caption, width: width),
      in: Rect(x: card.minX + 16, y: card.minY + 32, width: width, height: 18),
      font: SceneLook.caption, color: theme.secondaryText)
  }

}
