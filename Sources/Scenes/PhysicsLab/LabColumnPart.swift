import Drawing
import ScrollCore

/// One column of the physics lab as a part: its run record (a hand release flings the other
/// columns the same way, the offset is sampled, the rest is logged) and, for every column
/// but the list's (`LabColumnList`), its scroll view: input, physics, layout, drawing, events
/// and the HUD's lines.
final class LabColumnPart: ScenePart {
  typealias List = LabColumnList
  let name: String
  private let bench: LabBench
  /// The column's index in `bench.columns`.
  let index: Int
  /// True for the column that is the scene's list: the runtime drives its scroll view.
  private var isList: Bool { index == 0 }
  private var column: LabColumn { bench.columns[index] }

  /// Creates the part of column `index`.
  /// - Parameters:
  ///   - index: the column, in `bench.columns`.
  ///   - bench: the lab's shared state.
  init(index: Int, bench: LabBench) {
    self.index = index
    self.bench = bench
    name = "column " + bench.columns[index].side
  }

  func setInput(_ input: InputConfiguration) {
    if !isList { column.host.controller.interpreter.configuration = input }
  }

  /// The column's scroll view takes the event (the list's has already); a hand release is
  /// logged and, outside a replay, played into the other columns.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the lab's list.
  func didHandle(_ event: InputEvent, list: inout LabColumnList) {
    if !isList { _ = column.host.handle(event) }
    if let release = column.captureRelease() {
      bench.reportRelease(index, release)
      if bench.replayStart == nil { bench.mirror(release, from: index) }
    }
  }

  func advance(list: inout LabColumnList, at t: Double) {
    if !isList { column.host.advance(to: t) }
    if let release = column.captureRelease() { bench.reportRelease(index, release) }
  }

  func didLayout(list: inout LabColumnList, at t: Double) -> PartLayout {
    guard !isList else { return PartLayout() }
    let pass = column.host.layout(at: t) { _ in LabBench.rowHeight }
    return PartLayout(laidOut: pass.laidOutRange.count)
  }

  func observe(list: inout LabColumnList, signals: FeedObserved, at t: Double) {
    bench.observe(index, at: t)
  }

  func drawInBands(
    into display: inout DisplayList, area: Rect, list: LabColumnList, theme: Theme, at t: Double
  ) {
    guard !isList else { return }
    column.drawRows(into: &display, theme: theme)
    display.clipped(to: column.host.frame) { l in
      column.host.drawScrollbar(into: &l, theme: theme, at: t)
    }
  }

  func needsFrame(at t: Double) -> Bool { !isList && column.host.needsFrame(at: t) }

  func takeEvents() -> [SceneEvent] { isList ? [] : column.host.takeEvents() }

  var hudLines: [String] {
    guard !isList else { return [] }
    let c = column
    return [
      "\(c.side) preset\t\(c.presetName)",
      "\(c.side) offset\t\(formatPoints(c.host.view.offset.y))",
      "\(c.side) phase\t\(c.host.view.phase.rawValue)",
    ]
  }
}
