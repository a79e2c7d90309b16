import Drawing
import ScrollCore

/// The physics lab's plot card under the columns (`LabPlot`): each column's curve, rest and
/// release in its colour.
final class LabPlotPart: ScenePart {
  typealias List = LabColumnList
  let name = "plot"
  private let bench: LabBench

  /// Creates the part.
  /// - Parameter bench: the lab's shared state.
  init(bench: LabBench) { self.bench = bench }

  /// The plot, in the card under the columns.
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
    let reference = bench.columns[0].curve
    LabPlot(
      series: bench.columns.enumerated().map { i, c in
        LabPlot.Series(
          name: LabPlotPart.name(of: c), points: c.curve, rest: c.rest?.offset,
          duration: c.rest?.duration, velocity: c.release?.velocity, velocities: c.velocities,
          color: colors[i % colors.count],
          difference: i == 0 ? nil : LabPlot.largestDifference(reference, c.curve))
      }, measurer: bench.measurer, gesture: bench.gesture.title
    ).draw(in: bench.plotFrame, theme: theme, into: &display)
  }

  /// The name of column `c`'s curve: the preset its run started under (the column's preset
  /// before any run), and the column's new preset when it has changed since, which the next
  /// run (R) uses.
  /// - Parameter c: the column.
  static func name(of c: LabColumn) -> String {
    guard let ran = c.runPreset, !c.curve.isEmpty else { return LabPresetMenu.label(c.presetName) }
    let label = LabPresetMenu.label(ran)
    guard ran != c.presetName else { return label }
    return label + " (now " + LabPresetMenu.label(c.presetName) + ": R runs it)"
  }
}
