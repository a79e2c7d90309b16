import Drawing
import ScrollCore

/// Scene 8, "physics": the same gesture under two to four physics presets side by side.
///
/// `scroll-sandbox --scene physics --replay FILE --presets A,B[,C,D] [--gesture N]` plays
/// gesture N (default 1) of a recording, its device events as recorded, into one column per
/// preset (`LabGesture`; the gestures are `compare`'s); otherwise:
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
/// Made of parts (`PartsScene`) sharing a `LabBench`: the list is the left column
/// (`LabColumnList`); the parts are the preset titles and list (`LabPresetPart`), one
/// `LabColumnPart` per column (its run record; the right one's scroll view too), the runs
/// (`LabRunPart`: the scripted replay and the lab's log) and the plot (`LabPlotPart`).
///
/// Events: `lab-run` (left, right) when a replay starts, `lab-release` (column, preset,
/// offset, velocity), `lab-rest` (column, preset, offset, duration, run) when a column comes
/// to rest (duration: seconds from release to rest, to the frame), plus `phase` events.
final class PhysicsLabScene: PartsScene {
  var base: SceneBase
  let helpLine =
    "R or Enter: replay the gesture  ·  click a title: choose its preset  ·  Comma / Period: next left / right preset  ·  fling either column: the other follows"
  /// The right column's preset until the user picks another.
  static let defaultRightPreset = ScrollPhysics.android
  /// Row height in the columns.
  static let rowHeight = LabBench.rowHeight

  /// What the parts share.
  let bench: LabBench
  /// The left column.
  var list: LabColumnList
  let parts: [any ScenePart<LabColumnList>]

  /// Creates the lab: the left column with the environment's preset, the right one with
  /// `defaultRightPreset`.
  /// - Parameters:
  ///   - environment: the scene environment.
  ///   - entry: the catalog entry.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    let presets = ScrollPhysics.presets
    let input = environment.tuning.input
    let chosen =
      (2...4).contains(environment.labPresets.count)
      ? environment.labPresets : [environment.physics, PhysicsLabScene.defaultRightPreset]
    let columns = zip(LabBench.sides(chosen.count), chosen).map { side, physics in
      LabColumn(
        side: side, host: LabBench.makeHost(entry.name, side, physics: physics, input: input),
        presetIndex: presets.firstIndex { $0.name == physics.name })
    }
    let bench = LabBench(scene: entry.name, columns: columns, measurer: environment.measurer)
    if let gesture = environment.labGesture { bench.gesture = gesture }
    self.bench = bench
    list = LabColumnList(column: columns[0])
    parts =
      [LabPresetPart(bench: bench)] + columns.indices.map { LabColumnPart(index: $0, bench: bench) }
      + [LabRunPart(bench: bench), LabPlotPart(bench: bench)]
  }

  /// The columns, left to right.
  var columns: [LabColumn] { bench.columns }
  /// The preset list that is open, if any.
  var menu: LabPresetMenu? { bench.menu }
  /// Escape closes the open preset list (instead of quitting the app).
  var capturesEscape: Bool { bench.menu != nil }

  /// Places the columns, the titles and the plot in `frame` (the list is the left column,
  /// not the frame less bands).
  /// - Parameters:
  ///   - frame: the scene's area, points.
  ///   - t: the session time, seconds.
  func setFrame(_ frame: Rect, at t: Double) {
    base.frame = frame
    bench.setFrame(frame, at: t)
  }

  /// Sets the left column's preset (the app's P key and `--preset`).
  /// - Parameters:
  ///   - physics: the preset.
  ///   - t: the session time, seconds.
  func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    list.host.setPhysics(physics, at: t)
    list.column.presetIndex = ScrollPhysics.presets.firstIndex { $0 == physics }
  }

  /// Every event is the lab's (a key no part uses is not the app's either).
  /// - Parameter event: the input event.
  func handle(_ event: InputEvent) -> Bool {
    _ = handleParts(event)
    return true
  }

  /// Column `i`'s scroll view frame.
  /// - Parameter i: the column.
  func columnFrame(_ i: Int) -> Rect { bench.columnFrame(i) }
  /// Column `i`'s title (clicking it opens the preset list).
  /// - Parameter i: the column.
  func titleFrame(_ i: Int) -> Rect { bench.titleFrame(i) }
  /// The preset list of column `i`, under its title.
  /// - Parameter i: the column.
  func menuFrame(_ i: Int) -> Rect { bench.menuFrame(i) }

  /// Row `k` of column `i`'s preset list.
  /// - Parameters:
  ///   - k: an index into `ScrollPhysics.presets`.
  ///   - i: the column.
  func menuRowFrame(_ k: Int, column i: Int) -> Rect {
    LabPresetMenu.rowFrame(k, in: bench.menuFrame(i), title: bench.titleFrame(i))
  }
  /// The plot card under the columns.
  var plotFrame: Rect { bench.plotFrame }
  /// Colours of the left and right series.
  /// - Parameter theme: the theme.
  static func colors(_ theme: Theme) -> [Color] { LabBench.colors(theme) }
}
