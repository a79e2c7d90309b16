import Drawing
import ScrollCore

/// The physics lab's preset choice: the column titles (each a button opening the list of
/// presets, `LabPresetMenu`), the list drawn over everything while open, and Comma / Period
/// stepping the left / right column to the next preset. A press taken here (on a title, in
/// the list, or the press that closes it) keeps its moves and release from the columns.
final class LabPresetPart: ScenePart {
  typealias List = LabColumnList
  let name = "presets"
  private let bench: LabBench
  /// A press closed the list: its moves and release are not the columns' either.
  private var pressTaken = false

  /// Creates the part.
  /// - Parameter bench: the lab's shared state.
  init(bench: LabBench) { self.bench = bench }

  /// Comma and Period, then the titles' and the list's presses (even while a replay drives
  /// the columns): a press on a title opens its list (or closes it); while a list is open, a
  /// press picks the row under it, opens the other column's list on its title, or only
  /// closes the list.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the lab's list.
  func intercept(_ event: InputEvent, list: inout LabColumnList) -> Bool {
    switch event.kind {
    case .keyDown(.character(let c), let mods, _)
    where (c == "," || c == ".") && !mods.contains(.control) && !mods.contains(.alt):
      bench.cyclePreset(c == "," ? 0 : bench.columns.count - 1, at: event.time)
      return true
    case .keyDown(.escape, _, _) where bench.menu != nil:
      bench.menu = nil
      return true
    case .pointerDown(let p, _):
      let title = bench.columns.indices.first { bench.titleFrame($0).contains(p) }
      if let open = bench.menu {
        bench.menu = nil
        if let k = LabPresetMenu.row(
          at: p, in: bench.menuFrame(open.column), title: bench.titleFrame(open.column))
        {
          bench.choosePreset(k, for: open.column, at: event.time)
        } else if let title, title != open.column {
          bench.menu = LabPresetMenu(column: title)
        }
      } else if let title {
        bench.menu = LabPresetMenu(column: title)
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

  /// The column titles.
  /// - Parameters:
  ///   - display: the display list.
  ///   - area: the scene's frame.
  ///   - list: the lab's list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawInBands(
    into display: inout DisplayList, area: Rect, list: LabColumnList, theme: Theme, at t: Double
  ) {
    let colors = LabBench.colors(theme)
    for i in bench.columns.indices {
      drawTitle(i, color: colors[i % colors.count], theme: theme, into: &display)
    }
  }

  /// The open list, over the columns and the plot.
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the lab's list.
  ///   - area: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOnTop(
    into display: inout DisplayList, list: LabColumnList, area: Rect, theme: Theme, at t: Double
  ) {
    guard let open = bench.menu else { return }
    LabPresetMenu.draw(
      in: bench.menuFrame(open.column), title: bench.titleFrame(open.column),
      current: bench.columns[open.column].presetIndex, theme: theme, into: &display)
  }

  private func drawTitle(_ i: Int, color: Color, theme: Theme, into list: inout DisplayList) {
    let r = bench.titleFrame(i)
    let measurer = bench.measurer
    list.fill(r, theme.card, radius: r.height / 2)
    list.fill(Rect(x: r.minX + 14, y: r.midY - 5, width: 10, height: 10), color, radius: 5)
    list.text(
      LabPresetMenu.label(bench.columns[i].presetName) + " ▾",
      in: Rect(x: r.minX + 32, y: r.minY, width: r.width / 2, height: r.height),
      font: SceneLook.bodyBold, color: theme.primaryText)
    // The hint in full where it fits, else its key alone, else shortened with an ellipsis.
    let key = i == 0 ? "Comma" : i == bench.columns.count - 1 ? "Period" : nil
    let hintWidth = max(0, r.width / 2 - 14)
    let short = key.map { "\($0): next" } ?? "click: choose"
    let hint =
      (key == nil ? [short] : ["click: choose · " + short, short]).first {
        measurer.size(of: $0, font: SceneLook.caption).width <= hintWidth
      } ?? measurer.truncate(short, font: SceneLook.caption, width: hintWidth)
    list.text(
      hint, in: Rect(x: r.midX, y: r.minY, width: hintWidth, height: r.height),
      font: SceneLook.caption, color: theme.secondaryText, alignment: .trailing)
  }
}
