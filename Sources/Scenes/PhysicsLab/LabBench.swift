import Drawing
import ScrollCore

/// What the physics lab's parts share: the columns (the first is the scene's list), the
/// lab's event log, the scripted replay in progress, the open preset list and the scene's
/// frame with the rectangles it is cut into. A reference, held by each part; the parts and
/// the scene change it only through its methods.
final class LabBench {
  /// The columns, left to right; the first is the scene's list and the HUD's main view.
  let columns: [LabColumn]
  /// The lab's events (`lab-run`, `lab-release`, `lab-rest`, `lab-preset`), taken by
  /// `LabRunPart` after the columns' phase events.
  var log: SceneEventLog
  /// Measures the plot's and the titles' text.
  let measurer: any TextMeasurer
  /// The scene's area in the window, points.
  private(set) var sceneFrame = Rect.zero
  /// Session time the scripted replay started, while it plays.
  var replayStart: Double?
  /// The next scripted event to play.
  var scriptIndex = 0
  /// When the first replay starts, once the scene has a frame.
  var autoRunAt: Double?
  /// True once the first replay started.
  var didAutoRun = false
  /// The preset list that is open, if any.
  var menu: LabPresetMenu?
  /// The gesture R replays into every column: the scripted fling, a recording's gesture, or
  /// the last gesture made by hand in a column.
  var gesture = LabGesture.scripted
  /// The hand gesture being recorded: its column and its events so far.
  private var hand: (column: Int, events: [InputEvent])?

  /// Row height in the columns.
  static let rowHeight = 40.0
  /// Height of the column titles above the columns.
  static let titleHeight = 40.0
  /// Delay before the first replay after the scene appears, seconds.
  static let autoRunDelay = 0.3

  /// Creates the bench.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - columns: the columns, left to right.
  ///   - measurer: measures text.
  init(scene: String, columns: [LabColumn], measurer: any TextMeasurer) {
    self.columns = columns
    self.measurer = measurer
    log = SceneEventLog(scene: scene)
  }

  /// A column's scroll view: 400 rows 40 pt tall.
  /// - Parameters:
  ///   - scene: the scene's name.
  ///   - side: the column's name ("left").
  ///   - physics: its preset.
  ///   - input: the input interpreter's constants.
  static func makeHost(
    _ scene: String, _ side: String, physics: ScrollPhysics, input: InputConfiguration
  ) -> ScrollHost<FeedObserved> {
    let stack = LazyStack(
      count: 400, estimatedSize: rowHeight, spacing: 4, padding: SCEdgeInsets(all: 8))
    return ScrollHost(
      scene: scene, name: side, stack: stack, state: FeedObserved(), physics: physics,
      input: input)
  }

  // MARK: - Frames

  /// Places every column in `frame` and schedules the first replay.
  /// - Parameters:
  ///   - frame: the scene's area, points.
  ///   - t: the session time, seconds.
  func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    for i in columns.indices { columns[i].host.setFrame(columnFrame(i), at: t) }
    if !didAutoRun && autoRunAt == nil { autoRunAt = t + LabBench.autoRunDelay }
  }

  private var columnsHeight: Double {
    max(120, (sceneFrame.height - LabBench.titleHeight - 12) * 0.56)
  }

  /// Column `i`'s scroll view frame.
  /// - Parameter i: the column.
  func columnFrame(_ i: Int) -> Rect {
    let f = sceneFrame
    let count = Double(columns.count)
    let width = max(0, (f.width - 2 * SceneLook.margin - 12 * (count - 1)) / count)
    return Rect(
      x: f.minX + SceneLook.margin + Double(i) * (width + 12),
      y: f.minY + LabBench.titleHeight + 8, width: width, height: columnsHeight)
  }

  /// Column `i`'s title (clicking it opens the preset list).
  /// - Parameter i: the column.
  func titleFrame(_ i: Int) -> Rect {
    let c = columnFrame(i)
    return Rect(
      x: c.minX, y: sceneFrame.minY + 8, width: c.width, height: LabBench.titleHeight - 4)
  }

  /// The preset list of column `i`, under its title.
  /// - Parameter i: the column.
  func menuFrame(_ i: Int) -> Rect {
    LabPresetMenu.frame(below: titleFrame(i), in: sceneFrame)
  }

  /// The plot card under the columns.
  var plotFrame: Rect {
    let top = columnFrame(0).maxY + 12
    return Rect(
      x: sceneFrame.minX + SceneLook.margin, y: top,
      width: max(0, sceneFrame.width - 2 * SceneLook.margin),
      height: max(0, sceneFrame.maxY - 12 - top))
  }

  /// Colours of the columns' series, left to right.
  /// - Parameter theme: the theme.
  static func colors(_ theme: Theme) -> [Color] {
    [
      theme.accent, Color(hex: theme.isDark ? 0xBF5AF2 : 0xAF52DE),
      Color(hex: theme.isDark ? 0x30D158 : 0x28A745),
      Color(hex: theme.isDark ? 0xFF9F0A : 0xE8590C),
    ]
  }

  /// The columns' names in events and the HUD, for `count` columns: left and right for two.
  /// - Parameter count: the number of columns (2 to 4).
  static func sides(_ count: Int) -> [String] {
    switch count {
    case 2: return ["left", "right"]
    case 3: return ["left", "middle", "right"]
    default: return (1...max(1, count)).map { "column \($0)" }
    }
  }

  // MARK: - Runs

  /// Resets every column to the top and replays the gesture into all from `t`.
  /// - Parameter t: the session time, seconds.
  func startReplay(at t: Double) {
    for column in columns {
      column.host.controller.scroll(to: .zero, animation: .none, at: t)
      column.beginRun(.replay, at: t)
      column.lastPhase = .idle
    }
    replayStart = t
    scriptIndex = 0
    log.emit("lab-run", at: t, columns.map { ($0.side, .string($0.presetName)) })
  }

  /// Plays the gesture's events due by `t` into every column.
  /// - Parameter t: the session time, seconds.
  func playScript(to t: Double) {
    guard let start = replayStart else { return }
    let script = gesture.events
    while scriptIndex < script.count && start + script[scriptIndex].time <= t {
      for (i, column) in columns.enumerated() {
        let e = gesture.event(script[scriptIndex], startingAt: start, in: column.host.frame)
        _ = column.host.handle(e)
        if let release = column.captureRelease() { reportRelease(i, release) }
      }
      scriptIndex += 1
    }
    if scriptIndex >= script.count { replayStart = nil }
  }

  /// Flings every column other than `i` from the hand release's offset with its velocity,
  /// recorded as the same manual run (same start, so the curves line up).
  /// - Parameters:
  ///   - release: column `i`'s release.
  ///   - i: the column flung by hand.
  func mirror(_ release: LabColumn.Release, from i: Int) {
    for j in columns.indices where j != i {
      let column = columns[j]
      guard column.host.view.phase != .interacting else { continue }
      let t = release.time
      column.host.controller.stop(at: t)
      column.host.controller.scroll(to: Point(x: 0, y: release.offset), animation: .none, at: t)
      column.beginRun(.manual, at: columns[i].runStart ?? t)
      column.lastPhase = .idle
      column.host.controller.fling(velocity: Point(x: 0, y: release.velocity), at: t)
      // The fling announces its own release (willEndDragging): taken here, not reported twice.
      _ = column.captureRelease()
      column.release = release
      reportRelease(j, release)
    }
  }

  /// Steps column `i` to the next preset.
  /// - Parameters:
  ///   - i: the column.
  ///   - t: the session time, seconds.
  func cyclePreset(_ i: Int, at t: Double) {
    choosePreset(((columns[i].presetIndex ?? -1) + 1) % ScrollPhysics.presets.count, for: i, at: t)
  }

  /// Gives column `i` preset `k` (an index into `ScrollPhysics.presets`).
  /// - Parameters:
  ///   - k: the preset.
  ///   - i: the column.
  ///   - t: the session time, seconds.
  func choosePreset(_ k: Int, for i: Int, at t: Double) {
    let preset = ScrollPhysics.presets[k]
    columns[i].presetIndex = k
    columns[i].host.setPhysics(preset, at: t)
    log.emit(
      "lab-preset", at: t,
      [("column", .string(columns[i].side)), ("preset", .string(preset.name))])
  }

  /// Logs column `i`'s release.
  /// - Parameters:
  ///   - i: the column.
  ///   - release: its release.
  func reportRelease(_ i: Int, _ release: LabColumn.Release) {
    log.emit(
      "lab-release", at: release.time,
      [
        ("column", .string(columns[i].side)), ("preset", .string(columns[i].presetName)),
        ("offset", .number(release.offset + 0)), ("velocity", .number(release.velocity + 0)),
      ])
  }

  /// Column `i`'s bookkeeping after the frame's layout: a run starts when it leaves rest (by
  /// hand), its offset is sampled, and its rest is logged when it stops.
  /// - Parameters:
  ///   - i: the column.
  ///   - t: the session time, seconds.
  func observe(_ i: Int, at t: Double) {
    let column = columns[i]
    let phase = column.host.view.phase
    if column.lastPhase == .idle && phase != .idle && (column.runStart == nil || column.rest != nil)
    {
      column.beginRun(.manual, at: t)
    }
    if column.lastPhase != .idle && phase == .idle, column.rest == nil, column.runStart != nil,
      replayStart == nil || column.run == .manual
    {
      column.sample(at: t)
      let offset = column.host.view.offset.y
      let releaseTime = column.release?.time ?? column.runStart ?? t
      column.rest = (offset, t - releaseTime)
      log.emit(
        "lab-rest", at: t,
        [
          ("column", .string(column.side)), ("preset", .string(column.presetName)),
          ("offset", .number(offset + 0)), ("duration", .number(t - releaseTime)),
          ("run", .string(column.run.rawValue)),
        ])
      finishHand(i)
    } else {
      column.sample(at: t)
    }
    column.lastPhase = phase
  }

  /// Records input made by hand (outside a replay): a press or wheel step in a column while
  /// every column rested at the last frame starts a gesture; its events (presses, drags, releases, wheel and
  /// touchpad deltas) are kept until that column rests, when it becomes the gesture R
  /// replays into every column.
  /// - Parameter event: the input event, as the columns received it.
  func recordHand(_ event: InputEvent) {
    guard replayStart == nil else { return }
    let position: Point?
    switch event.kind {
    case .pointerDown(let p, _), .wheel(_, _, let p, _): position = p
    case .pointerMove(_, let held):
      guard held else { return }
      position = nil
    case .pointerUp, .fingerDown, .fingerMove, .fingerUp, .scrollDevice: position = nil
    default: return
    }
    if hand == nil, let p = position, columns.allSatisfy({ $0.lastPhase == .idle }),
      let i = columns.indices.first(where: { columnFrame($0).contains(p) })
    {
      hand = (i, [])
    }
    hand?.events.append(event)
  }

  /// Ends the hand gesture of column `i` when it rests: it becomes the lab's gesture.
  /// - Parameter i: the column that came to rest.
  private func finishHand(_ i: Int) {
    guard let h = hand, h.column == i else { return }
    hand = nil
    guard h.events.count > 1 else { return }
    let side = columns[i].side
    let place = side.hasPrefix("column") ? side : side + " column"
    gesture = LabGesture(
      title: "your last gesture (\(place))", events: h.events)
  }
}
