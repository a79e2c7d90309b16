import Drawing
import ScrollCore

/// A scene made of a list and parts: the stages of `Scene` are routed, in one place, through
/// the list and then each part in `parts` order. A scene written this way declares its
/// entry (`base`), `helpLine`, `list` and `parts`, and overrides a stage only for what is
/// its own (the header scene's HUD lines).
///
/// The routing, per stage:
/// - frame: the list gets the scene's frame less the parts' bands (`bandAbove`, `bandBelow`);
/// - input: each part may take the event first (`intercept`); then the list's scrollbar and
///   scroll view; then each part sees the event (`didHandle`); each leftover action goes to
///   the parts (`perform`);
/// - physics: each part's `willAdvance` (input it plays into the list), the list, then each
///   part (`advance`);
/// - layout: each part's `willLayout`, the list, each part's `didLayout` (the frame's stats
///   start with the rows laid out, the parts' passes included);
/// - observe: a re-layout loop of at most three passes, each running the list's observers
///   and each part's `observePass`, laying out again while a pass changed the layout (a
///   loop still changing after the last pass counts a feedback loop for the HUD); then
///   each part's `observe` with the observers' deliveries, which are cleared after;
/// - draw: the background, each part's bands, the rows (faded and drawn by parts where they
///   say), each part's overlay, the scrollbar, then each part's `drawOnTop` (unclipped);
/// - input constants: the list's host, then each part's own scroll views (`setInput`);
/// - prefetch, needs-frame, next wake, events (the list's, each part's, the scene's own, in
///   time order), HUD lines and warnings: the list's and each part's.
protocol PartsScene: Scene where Observed == FeedObserved {
  /// The list the parts work over.
  associatedtype List: PartList
  /// The scene's list.
  var list: List { get set }
  /// The parts, in the order each stage visits them.
  var parts: [any ScenePart<List>] { get }
  /// The HUD's scene lines; by default each part's `hudLines(in:)`, in `parts` order. A scene
  /// overrides it to add its own lines or to list the parts' in another order.
  var hudLines: [String] { get }
}

extension PartsScene {
  /// The list's host.
  static var mainHost: MainHostPath { \.list.host }

  /// `handleParts(_:)`.
  /// - Parameter event: the input event.
  func handle(_ event: InputEvent) -> Bool { handleParts(event) }

  /// The parts first (`intercept`), then the list's scrollbar and scroll view, then each
  /// part's `didHandle`, then each leftover action to `perform(_:at:)`: the default `handle`,
  /// for a scene that takes some input itself first. Returns false when a key action went
  /// unused (as `routeToMainHost(_:)`).
  /// - Parameter event: the input event.
  func handleParts(_ event: InputEvent) -> Bool {
    for part in parts where part.intercept(event, list: &list) { return true }
    let actions = list.host.handle(event)
    for part in parts { part.didHandle(event, list: &list) }
    var consumed = true
    for action in actions where !perform(action, at: event.time) {
      if case .key = action { consumed = false }
    }
    return consumed
  }

  /// Keeps the scene's frame in `base.frame` and gives the list what the parts' bands leave
  /// (all of it when no part has a band).
  /// - Parameters:
  ///   - frame: the scene's area in the window, points.
  ///   - t: the session time, seconds.
  func setFrame(_ frame: Rect, at t: Double) {
    base.frame = frame
    var above = 0.0
    var below = 0.0
    for part in parts {
      above += part.bandAbove
      below += part.bandBelow
    }
    guard above != 0 || below != 0 else { return list.setFrame(frame, at: t) }
    list.setFrame(
      Rect(
        x: frame.minX, y: frame.minY + above, width: frame.width,
        height: max(0, frame.height - above - below)),
      at: t)
  }

  /// The first part that uses `action`.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  func perform(_ action: InputAction, at t: Double) -> Bool {
    for part in parts where part.perform(action, at: t, list: &list) { return true }
    return false
  }

  /// `tuneParts(_:at:)`.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) { tuneParts(tuning, at: t) }

  /// Gives each part the tuned numbers.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func tuneParts(_ tuning: SceneTuning, at t: Double) {
    for part in parts { part.setTuning(tuning, list: &list, at: t) }
  }

  /// Gives the list's host `input`, then each part (its own scroll views).
  /// - Parameter input: the interpreter's constants.
  func setInput(_ input: InputConfiguration) {
    list.host.controller.interpreter.configuration = input
    for part in parts { part.setInput(input) }
  }

  /// `advanceParts(to:)`.
  /// - Parameter t: the session time, seconds.
  func advance(to t: Double) { advanceParts(to: t) }

  /// Each part's `willAdvance`, the list, then each part's `advance`: the default `advance`,
  /// for a scene that moves its list first.
  /// - Parameter t: the session time, seconds.
  func advanceParts(to t: Double) {
    for part in parts { part.willAdvance(list: &list, at: t) }
    list.advance(to: t)
    for part in parts { part.advance(list: &list, at: t) }
  }

  /// Each part's `willLayout`, the list's layout, then each part's `didLayout`; the frame's
  /// stats start with the rows laid out and the parts' extra passes.
  /// - Parameter t: the session time, seconds.
  func layout(at t: Double) {
    for part in parts { part.willLayout(list: &list, at: t) }
    var stats = SceneFrameStats()
    stats.itemsLaidOut = list.layout(at: t).laidOutRange.count
    for part in parts {
      let passes = part.didLayout(list: &list, at: t)
      stats.itemsLaidOut += passes.laidOut
      stats.relayouts += passes.relayouts
    }
    base.stats = stats
  }

  /// The list's idle work.
  /// - Parameter t: the session time, seconds.
  func prefetch(at t: Double) { list.prefetchRows() }

  /// The bounded re-layout loop over the list's observers and each part's pass, then each
  /// part's reaction to the deliveries (see `PartsScene`).
  /// - Parameter t: the session time, seconds.
  func observe(at t: Double) {
    let parts = self.parts
    let outcome = RelayoutLoop(maxPasses: 3).run { pass in
      if pass > 0 {
        list.layout(at: t)
        base.stats.relayouts += 1
      }
      var result = list.host.controller.observe()
      base.stats.observerTransforms += result.transformsRun
      for part in parts {
        let partPass = part.observePass(list: &list, at: t)
        result.deliveries += partPass.deliveries
        if partPass.layoutChanged { result.layoutChanged = true }
      }
      return result
    }
    base.stats.observerDeliveries = outcome.deliveries
    if !outcome.converged { base.feedbackLoops += 1 }
    let signals = list.host.controller.state
    for part in parts { part.observe(list: &list, signals: signals, at: t) }
    list.host.controller.state.clear()
  }

  /// The background, what the parts draw in their bands, then, clipped to the list's frame,
  /// what the parts draw under the rows, the rows, each part's overlay and the scrollbar;
  /// then what the parts draw on top.
  /// - Parameters:
  ///   - display: the display list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func draw(into display: inout DisplayList, theme: Theme, at t: Double) {
    drawParts(into: &display, theme: theme, at: t)
  }

  /// The default `draw`, for a scene that draws more around it (a caption under the list).
  /// - Parameters:
  ///   - display: the display list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawParts(into display: inout DisplayList, theme: Theme, at t: Double) {
    let list = self.list
    let parts = self.parts
    let frame = list.host.frame
    let area = base.frame
    display.fill(area, theme.background)
    for part in parts {
      part.drawInBands(into: &display, area: area, list: list, theme: theme, at: t)
    }
    display.clipped(to: frame) { l in
      list.drawRows(
        into: &l, theme: theme,
        opacity: { row in parts.reduce(1) { $0 * $1.opacity(of: row, in: list, at: t) } },
        content: { l in
          for part in parts { part.drawUnderRows(into: &l, list: list, theme: theme, at: t) }
        }
      ) { row, rect, l in
        for part in parts where part.drawRow(row, in: rect, theme: theme, at: t, into: &l) {
          break
        }
      }
      for part in parts {
        part.drawOverlay(into: &l, list: list, area: frame, theme: theme, at: t)
      }
      list.host.drawScrollbar(into: &l, theme: theme, at: t)
    }
    for part in parts {
      part.drawOnTop(into: &display, list: list, area: area, theme: theme, at: t)
    }
  }

  /// The list's motion and scrollbar, or any part.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool {
    list.host.needsFrame(at: t) || parts.contains { $0.needsFrame(at: t) }
  }

  /// The earliest of the parts' timers.
  var nextWakeTime: Double? {
    // By hand: asked at least twice a frame, and a key path through the parts' existential
    // would build an array each time.
    var earliest: Double?
    for part in parts {
      if let wake = part.nextWakeTime, wake < earliest ?? .infinity { earliest = wake }
    }
    return earliest
  }

  /// The list's events, each part's and the scene's own, in time order. Empty lists are left
  /// out (most frames all are), so a frame without events builds no list of lists.
  func takeEvents() -> [SceneEvent] {
    var lists: [[SceneEvent]] = []
    let own = list.takeEvents()
    if !own.isEmpty { lists.append(own) }
    for part in parts {
      let events = part.takeEvents()
      if !events.isEmpty { lists.append(events) }
    }
    let logged = base.log.take()
    if !logged.isEmpty { lists.append(logged) }
    switch lists.count {
    case 0: return []
    case 1: return lists[0]
    default: return SceneEvent.inTimeOrder(lists: lists)
    }
  }

  /// Each part's lines, in `parts` order.
  var hudLines: [String] { parts.flatMap { $0.hudLines(in: list) } }

  /// The list's snapshot with `hudLines`, warning of feedback loops.
  var hud: HUDSnapshot { list.host.hud(extra: hudLines, warnings: warnings) }

  /// "feedback loop: header (3 frames)" once the re-layout loop has failed to converge.
  var warnings: [String] {
    guard base.feedbackLoops > 0 else { return [] }
    let names = parts.filter { $0.changesLayout }.map(\.name).joined(separator: ", ")
    return ["feedback loop: \(names) (\(base.feedbackLoops) frames)"]
  }
}
