import Drawing
import ScrollCore

/// Scene 8, "physics": the same recorded fling under two physics presets side by side.
///
/// The drag of assets/sessions/sample-fling.rec (`LabScript`) is replayed into a left and a
/// right column, each a scroll view with its own preset (ios and android by default: their
/// rests differ by hundreds of points); the offset of each is plotted against time as it
/// moves, with the rest positions, the time from release to rest and the release velocity in
/// the legend. The replay runs once when the scene first appears, and again on R or Enter.
/// Either column can also be flung by hand: the other column is then flung from the same
/// offset with the same release velocity, so both curves show the same gesture.
///
/// Presets: clicking a column's title opens a list of every preset to pick from (any pair can
/// be compared); Comma steps the left column to the next preset, Period the right one; the
/// app's P sets the left column. Presets are labelled as words ("iOS fast"); events keep their
/// command-line names. Scroll keys move both columns together.
///
/// Events: `lab-run` (left, right) when a replay starts, `lab-release` (column, preset,
/// offset, velocity), `lab-rest` (column, preset, offset, duration, run) when a column comes
/// to rest (duration: seconds from release to rest, to the frame), plus `phase` events.
final class PhysicsLabScene: Scene {
  /// The left column: the app's P key sets its preset and the HUD describes it.
  static var mainHost: MainHostPath { \.columns[0].host }
  var base: SceneBase
  let helpLine =
    "R or Enter: replay the fling  ·  click a title: choose its preset  ·  Comma / Period: next left / right preset  ·  fling either column: the other follows"
  /// The right column's preset until the user picks another.
  static let defaultRightPreset = ScrollPhysics.android

  /// Row height in the columns.
  static let rowHeight = 40.0
  /// Height of the column titles above the columns.
  static let titleHeight = 40.0
  /// Delay before the first replay after the scene appears, seconds.
  static let autoRunDelay = 0.3

  /// The left and right columns.
  private(set) var columns: [LabColumn]
  private let measurer: any TextMeasurer
  private var sceneFrame = Rect.zero
  private var replayStart: Double?
  private var scriptIndex = 0
  private var autoRunAt: Double?
  private var didAutoRun = false
  /// The preset list that is open, if any.
  private(set) var menu: LabPresetMenu?
  /// Escape closes the open preset list (instead of quitting the app).
  var capturesEscape: Bool { menu != nil }
  /// A press closed the list: its moves and release are not the columns' either.
  private var pressTaken = false

  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    let presets = ScrollPhysics.presets
    let leftIndex = presets.firstIndex { $0.name == environment.physics.name }
    let rightIndex = presets.firstIndex { $0.name == PhysicsLabScene.defaultRightPreset.name }
    columns = [
      LabColumn(
        side: "left",
        host: PhysicsLabScene.makeHost(
          entry.name, "left", physics: environment.physics, input: environment.tuning.input),
        presetIndex: leftIndex),
      LabColumn(
        side: "right",
        host: PhysicsLabScene.makeHost(
          entry.name, "right", physics: PhysicsLabScene.defaultRightPreset,
          input: environment.tuning.input),
        presetIndex: rightIndex),
    ]
  }

  private static func makeHost(
    _ scene: String, _ side: String, physics: ScrollPhysics, input: InputConfiguration
  ) -> ScrollHost<Void> {
    let stack = LazyStack(
      count: 400, estimatedSize: rowHeight, spacing: 4, padding: SCEdgeInsets(all: 8))
    return ScrollHost(scene: scene, name: side, stack: stack, physics: physics, input: input)
  }

  // MARK: - Scene

  func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    for i in columns.indices { columns[i].host.setFrame(columnFrame(i), at: t) }
    if !didAutoRun && autoRunAt == nil { autoRunAt = t + PhysicsLabScene.autoRunDelay }
  }

  /// Sets the left column's preset (the app's P key and `--preset`).
  /// Both columns take `input`.
  /// - Parameter input: the interpreter's constants.
  func setInput(_ input: InputConfiguration) {
    for i in columns.indices { columns[i].host.controller.interpreter.configuration = input }
  }

  func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    columns[0].host.setPhysics(physics, at: t)
    columns[0].presetIndex = ScrollPhysics.presets.firstIndex { $0 == physics }
  }

  func handle(_ event: InputEvent) -> Bool {
    let t = event.time
    if case .keyDown(let key, let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt)
    {
      switch key {
      case .character(","):
        cyclePreset(0, at: t)
        return true
      case .character("."):
        cyclePreset(1, at: t)
        return true
      case .character("r"), .enter:
        startReplay(at: t)
        return true
      default:
        break
      }
    }
    if takePresetInput(event) { return true }
    for i in columns.indices {
      _ = columns[i].host.handle(event)
      if let release = columns[i].captureRelease() {
        reportRelease(i, release)
        if replayStart == nil { mirror(release, from: i) }
      }
    }
    return true
  }

  /// The titles and the preset list take their own presses (even while a replay drives the
  /// columns): a press on a title opens its list (or closes it); while a list is open, a
  /// press picks the row under it, opens the other column's list on its title, or only
  /// closes the list. The moves and release of a press taken here go nowhere. Returns true
  /// when `event` was taken.
  private func takePresetInput(_ event: InputEvent) -> Bool {
    switch event.kind {
    case .keyDown(.escape, _, _) where menu != nil:
      menu = nil
      return true
    case .pointerDown(let p, _):
      let title = columns.indices.first { titleFrame($0).contains(p) }
      if let open = menu {
        menu = nil
        if let k = LabPresetMenu.row(
          at: p, in: menuFrame(open.column), title: titleFrame(open.column))
        {
          choosePreset(k, for: open.column, at: event.time)
        } else if let title, title != open.column {
          menu = LabPresetMenu(column: title)
        }
      } else if let title {
        menu = LabPresetMenu(column: title)
      } else {
        return false
      }
      pressTaken = true
      return true
    case .pointerMove(_, let held) where pressTaken:
      if !held { pressTaken = false }
      return held
    case .pointerUp where pressTaken:
      pressTaken = false
      return true
    default:
      return false
    }
  }

  func advance(to t: Double) {
    if let due = autoRunAt, t >= due {
      autoRunAt = nil
      didAutoRun = true
      startReplay(at: t)
    }
    if let start = replayStart {
      let script = LabScript.events
      while scriptIndex < script.count && start + script[scriptIndex].time <= t {
        for i in columns.indices {
          let e = LabScript.event(script[scriptIndex], startingAt: start, in: columns[i].host.frame)
          _ = columns[i].host.handle(e)
          if let release = columns[i].captureRelease() { reportRelease(i, release) }
        }
        scriptIndex += 1
      }
      if scriptIndex >= script.count { replayStart = nil }
    }
    for i in columns.indices {
      columns[i].host.advance(to: t)
      if let release = columns[i].captureRelease() { reportRelease(i, release) }
    }
  }

  func layout(at t: Double) {
    var laidOut = 0
    for i in columns.indices {
      laidOut += columns[i].host.layout(at: t) { _ in PhysicsLabScene.rowHeight }.laidOutRange.count
    }
    base.stats.itemsLaidOut = laidOut
  }

  func observe(at t: Double) {
    for i in columns.indices {
      let phase = columns[i].host.view.phase
      if columns[i].lastPhase == .idle && phase != .idle
        && (columns[i].runStart == nil || columns[i].rest != nil)
      {
        columns[i].beginRun(.manual, at: t)
      }
      columns[i].sample(at: t)
      if columns[i].lastPhase != .idle && phase == .idle, columns[i].rest == nil,
        columns[i].runStart != nil, replayStart == nil || columns[i].run == .manual
      {
        let offset = columns[i].host.view.offset.y
        let releaseTime = columns[i].release?.time ?? columns[i].runStart ?? t
        columns[i].rest = (offset, t - releaseTime)
        base.log.emit(
          "lab-rest", at: t,
          [
            ("column", .string(columns[i].side)), ("preset", .string(columns[i].presetName)),
            ("offset", .number(offset + 0)), ("duration", .number(t - releaseTime)),
            ("run", .string(columns[i].run.rawValue)),
          ])
      }
      columns[i].lastPhase = phase
    }
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let colors = PhysicsLabScene.colors(theme)
    for i in columns.indices {
      drawTitle(i, color: colors[i], theme: theme, into: &list)
      drawColumn(i, theme: theme, at: t, into: &list)
    }
    LabPlot(
      series: columns.indices.map { i in
        let c = columns[i]
        return LabPlot.Series(
          name: LabPresetMenu.label(c.presetName), points: c.curve, rest: c.rest?.offset,
          duration: c.rest?.duration,
          velocity: c.release?.velocity, color: colors[i])
      }, measurer: measurer
    ).draw(in: plotFrame, theme: theme, into: &list)
    if let open = menu {
      LabPresetMenu.draw(
        in: menuFrame(open.column), title: titleFrame(open.column),
        current: columns[open.column].presetIndex, theme: theme,
        into: &list)
    }
  }

  func needsFrame(at t: Double) -> Bool {
    replayStart != nil || autoRunAt != nil || columns.contains { $0.host.needsFrame(at: t) }
  }

  var nextWakeTime: Double? { autoRunAt }

  /// Both columns' events and the scene's, in time order.
  func takeEvents() -> [SceneEvent] {
    SceneEvent.inTimeOrder(
      columns[0].host.takeEvents(), columns[1].host.takeEvents(), base.log.take())
  }

  var hud: HUDSnapshot {
    let right = columns[1]
    return columns[0].host.hud(extra: [
      "right preset\t\(right.presetName)",
      "right offset\t\(formatPoints(right.host.view.offset.y))",
      "right phase\t\(right.host.view.phase.rawValue)",
    ])
  }

  // MARK: - Actions

  /// Resets both columns to the top and replays the scripted fling into both from `t`.
  private func startReplay(at t: Double) {
    for i in columns.indices {
      columns[i].host.controller.scroll(to: .zero, animation: .none, at: t)
      columns[i].beginRun(.replay, at: t)
      columns[i].lastPhase = .idle
    }
    replayStart = t
    scriptIndex = 0
    base.log.emit(
      "lab-run", at: t,
      [
        ("left", .string(columns[0].presetName)), ("right", .string(columns[1].presetName)),
      ])
  }

  /// Flings the column other than `i` from the hand release's offset with its velocity,
  /// recorded as the same manual run (same start, so the curves line up).
  private func mirror(_ release: LabColumn.Release, from i: Int) {
    let j = 1 - i
    guard columns.indices.contains(j), columns[j].host.view.phase != .interacting else { return }
    let t = release.time
    columns[j].host.controller.stop(at: t)
    columns[j].host.controller.scroll(
      to: Point(x: 0, y: release.offset), animation: .none, at: t)
    columns[j].beginRun(.manual, at: columns[i].runStart ?? t)
    columns[j].lastPhase = .idle
    columns[j].host.controller.fling(velocity: Point(x: 0, y: release.velocity), at: t)
    // The fling announces its own release (willEndDragging): taken here, not reported twice.
    _ = columns[j].captureRelease()
    columns[j].release = release
    reportRelease(j, release)
  }

  private func cyclePreset(_ i: Int, at t: Double) {
    choosePreset(((columns[i].presetIndex ?? -1) + 1) % ScrollPhysics.presets.count, for: i, at: t)
  }

  /// Gives column `i` preset `k` (an index into `ScrollPhysics.presets`).
  private func choosePreset(_ k: Int, for i: Int, at t: Double) {
    let preset = ScrollPhysics.presets[k]
    columns[i].presetIndex = k
    columns[i].host.setPhysics(preset, at: t)
    base.log.emit(
      "lab-preset", at: t,
      [("column", .string(columns[i].side)), ("preset", .string(preset.name))])
  }

  private func reportRelease(_ i: Int, _ release: LabColumn.Release) {
    base.log.emit(
      "lab-release", at: release.time,
      [
        ("column", .string(columns[i].side)), ("preset", .string(columns[i].presetName)),
        ("offset", .number(release.offset + 0)), ("velocity", .number(release.velocity + 0)),
      ])
  }

  // MARK: - Layout

  /// Colours of the left and right series.
  static func colors(_ theme: Theme) -> [Color] {
    [theme.accent, Color(hex: theme.isDark ? 0xBF5AF2 : 0xAF52DE)]
  }

  private var columnsHeight: Double {
    max(120, (sceneFrame.height - PhysicsLabScene.titleHeight - 12) * 0.56)
  }

  /// Column `i`'s scroll view frame.
  func columnFrame(_ i: Int) -> Rect {
    let f = sceneFrame
    let width = max(0, (f.width - 2 * SceneLook.margin - 12) / 2)
    return Rect(
      x: f.minX + SceneLook.margin + Double(i) * (width + 12),
      y: f.minY + PhysicsLabScene.titleHeight + 8, width: width, height: columnsHeight)
  }

  /// Column `i`'s title (clicking it opens the preset list).
  func titleFrame(_ i: Int) -> Rect {
    let c = columnFrame(i)
    return Rect(
      x: c.minX, y: sceneFrame.minY + 8, width: c.width, height: PhysicsLabScene.titleHeight - 4)
  }

  /// The preset list of column `i`, under its title.
  func menuFrame(_ i: Int) -> Rect {
    LabPresetMenu.frame(below: titleFrame(i), in: sceneFrame)
  }

  /// Row `k` of column `i`'s preset list.
  /// - Parameters:
  ///   - k: an index into `ScrollPhysics.presets`.
  ///   - i: the column.
  func menuRowFrame(_ k: Int, column i: Int) -> Rect {
    LabPresetMenu.rowFrame(k, in: menuFrame(i), title: titleFrame(i))
  }

  /// The plot card under the columns.
  var plotFrame: Rect {
    let top = columnFrame(0).maxY + 12
    return Rect(
      x: sceneFrame.minX + SceneLook.margin, y: top,
      width: max(0, sceneFrame.width - 2 * SceneLook.margin),
      height: max(0, sceneFrame.maxY - 12 - top))
  }

  // MARK: - Drawing

  private func drawTitle(_ i: Int, color: Color, theme: Theme, into list: inout DisplayList) {
    let r = titleFrame(i)
    list.fill(r, theme.card, radius: r.height / 2)
    list.fill(Rect(x: r.minX + 14, y: r.midY - 5, width: 10, height: 10), color, radius: 5)
    list.text(
      LabPresetMenu.label(columns[i].presetName) + " ▾",
      in: Rect(x: r.minX + 32, y: r.minY, width: r.width / 2, height: r.height),
      font: SceneLook.bodyBold, color: theme.primaryText)
    // The hint in full where it fits, else its key alone, else shortened with an ellipsis.
    let key = i == 0 ? "Comma" : "Period"
    let hintWidth = max(0, r.width / 2 - 14)
    let hint =
      ["click: choose · \(key): next", "\(key): next"].first {
        measurer.size(of: $0, font: SceneLook.caption).width <= hintWidth
      } ?? measurer.truncate("\(key): next", font: SceneLook.caption, width: hintWidth)
    list.text(
      hint, in: Rect(x: r.midX, y: r.minY, width: hintWidth, height: r.height),
      font: SceneLook.caption, color: theme.secondaryText, alignment: .trailing)
  }

  private func drawColumn(_ i: Int, theme: Theme, at t: Double, into list: inout DisplayList) {
    let host = columns[i].host
    let frame = host.frame
    list.fill(frame, theme.card, radius: SceneLook.cardRadius)
    list.clipped(to: frame) { list in
      for item in host.stack.visibleItems {
        let r = host.windowRect(item.frame)
        guard r.intersects(frame) else { continue }
        list.fill(r, theme.background, radius: 8)
        list.text(
          "Row \(item.id)",
          in: Rect(x: r.minX + 12, y: r.minY, width: r.width / 2, height: r.height),
          font: .body, color: theme.primaryText)
        list.text(
          "\(formatPoints(item.frame.minY, decimals: 0)) pt",
          in: Rect(x: r.midX, y: r.minY, width: r.width / 2 - 12, height: r.height),
          font: SceneLook.mono, color: theme.secondaryText, alignment: .trailing)
      }
      host.drawScrollbar(into: &list, theme: theme, at: t)
    }
  }
}
