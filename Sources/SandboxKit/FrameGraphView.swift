import Drawing
import Profiling
import Runtime
import Scenes
import ScrollCore

/// The frame-time graph: stacked stage bars for the recent frames on an auto-scaled
/// millisecond axis, labelled budget lines, dropped frames marked, the work percentiles and
/// the dropped count named, and a legend with every stage's name; or a histogram. In the
/// inspector it has room for all of that; with the inspector collapsed it is a compact strip
/// (figures and bars).
struct FrameGraphView {
  /// Graph display modes (F cycles: off, bars, histogram).
  enum Mode: Int {
    case off, bars, histogram
    /// The next mode in the cycle.
    var next: Mode { Mode(rawValue: (rawValue + 1) % 3) ?? .off }
  }

  /// Stage colours from the profiler's stable palette.
  static func color(_ stage: FrameStage) -> Color { Color(hex: stage.color) }

  /// The axis tops the bars' scale snaps to, milliseconds (1-2-5 steps).
  static let scaleSteps: [Double] = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]

  /// The axis top for frames whose longest work is `maxMs`: the smallest step holding it
  /// with a tenth to spare.
  /// - Parameter maxMs: the longest frame's work, milliseconds.
  static func axisTop(forMaxMs maxMs: Double) -> Double {
    let need = max(0, maxMs.isFinite ? maxMs : 0) * 1.1
    return scaleSteps.first { $0 >= need } ?? scaleSteps[scaleSteps.count - 1]
  }

  /// The work percentiles: "work p50 0.8 · p95 1.2 · p99 2.0 ms".
  /// - Parameter stats: the frame statistics.
  static func percentiles(_ stats: FrameStatistics) -> String {
    let ms = { (n: UInt64) in formatPoints(Double(n) / 1e6, decimals: 1) }
    return
      "work p50 \(ms(stats.p50WorkNanos)) · p95 \(ms(stats.p95WorkNanos)) · p99 \(ms(stats.p99WorkNanos)) ms"
  }

  /// The dropped frames: "dropped 2 of 600 frames".
  /// - Parameter stats: the frame statistics.
  static func dropped(_ stats: FrameStatistics) -> String {
    "dropped \(stats.droppedCount) of \(stats.frameCount) frames"
  }

  /// Draws the graph in `frame`; `compact` leaves out the legend and the axis labels but the
  /// top one.
  /// - Parameters:
  ///   - list: the display list.
  ///   - mode: bars or histogram (off draws nothing).
  ///   - profiler: the recent frames.
  ///   - stats: their statistics.
  ///   - frame: the graph's card.
  ///   - compact: the strip's form, one line of figures.
  ///   - theme: colours.
  ///   - measurer: shortens the figures' lines (with an ellipsis) when the card is narrow;
  ///     nil draws them as they are.
  static func draw(
    into list: inout DisplayList, mode: Mode, profiler: FrameProfiler, stats: FrameStatistics,
    frame: Rect, compact: Bool = false, theme: Theme, measurer: (any TextMeasurer)? = nil
  ) {
    guard mode != .off else { return }
    let card = theme.isDark ? Color(hex: 0x2C2C2E) : Color.white
    list.fill(frame, card, radius: 8)
    list.stroke(frame, theme.separator, radius: 8, width: 1)
    let mono = Font(size: 11, family: .mono)
    let textWidth = frame.width - 16
    // The compact strip is wide and short: one line; the inspector's graph: two.
    let header = compact ? 0.0 : 16.0
    let figures = compact ? percentiles(stats) + " · " + dropped(stats) : percentiles(stats)
    list.text(
      measurer.map { $0.truncate(figures, font: mono, width: textWidth) } ?? figures,
      in: Rect(x: frame.minX + 8, y: frame.minY + 3, width: textWidth, height: 16),
      font: mono, color: theme.primaryText)
    if !compact {
      list.text(
        dropped(stats),
        in: Rect(x: frame.minX + 8, y: frame.minY + 19, width: textWidth, height: 16),
        font: mono, color: stats.droppedCount > 0 ? theme.warning : theme.secondaryText)
    }
    let legendHeight = compact ? 0.0 : 30.0
    let plot = Rect(
      x: frame.minX + 8, y: frame.minY + 22 + header, width: frame.width - 16,
      height: max(8, frame.height - 28 - header - legendHeight))
    let budgetMs = Double(stats.budgetNanos) / 1e6
    switch mode {
    case .off: return
    case .bars:
      drawBars(into: &list, profiler: profiler, plot: plot, budgetMs: budgetMs, theme: theme)
    case .histogram:
      drawHistogram(into: &list, profiler: profiler, plot: plot, theme: theme)
    }
    if !compact {
      drawLegend(
        into: &list,
        area: Rect(x: plot.minX, y: plot.maxY + 3, width: plot.width, height: legendHeight - 3),
        theme: theme)
    }
  }

  /// The work stages' names beside their colours, wrapped over as many lines as they need.
  static func drawLegend(into list: inout DisplayList, area: Rect, theme: Theme) {
    let font = Font(size: 10)
    var x = area.minX
    var y = area.minY
    for s in FrameStage.allCases where s.isWork {
      // A fixed-width estimate keeps the legend stable without measuring (10 pt sans).
      let w = 12 + Double(s.displayName.count) * 5.6 + 8
      if x + w > area.maxX && x > area.minX {
        x = area.minX
        y += 13
      }
      list.fill(Rect(x: x, y: y + 3, width: 8, height: 8), color(s), radius: 1)
      list.text(
        s.displayName, in: Rect(x: x + 11, y: y, width: w - 11, height: 13), font: font,
        color: theme.secondaryText)
      x += w
    }
  }

  /// Height of the band at the top of the bars' plot that holds the axis top's label, points.
  static let axisLabelHeight = 12.0
  /// Width of the column left of the bars that holds the axis top's label in a plot too short
  /// for a band above them, points.
  static let axisLabelWidth = 48.0

  /// Width of one frame's bar, points: a whole number, so that at any whole display scale
  /// the bars move by whole pixels.
  static let barPitch = 2.0

  /// Draws the last frames' bars, newest on the right, as a scroll layer in which frame `k`
  /// sits at `k * barPitch`: from one frame to the next the layer scrolls by one bar, and a
  /// renderer that keeps its pixels moves the old bars and draws only the new one. The axis
  /// top follows the frames shown (their 99th percentile, 1-2-5 steps); the budget lines are
  /// drawn and named when they are on the axis.
  static func drawBars(
    into list: inout DisplayList, profiler: FrameProfiler, plot: Rect, budgetMs: Double,
    theme: Theme
  ) {
    // The axis top's label has room of its own, which the bars never reach into: a band
    // above them, or in a plot too short to spare one (the compact strip), a column on
    // their left.
    let beside = plot.height < 3 * axisLabelHeight
    let label = Rect(
      x: plot.minX + 2, y: plot.minY, width: beside ? axisLabelWidth - 4 : 60,
      height: axisLabelHeight)
    let bars =
      beside
      ? Rect(
        x: plot.minX + axisLabelWidth, y: plot.minY, width: max(1, plot.width - axisLabelWidth),
        height: plot.height)
      : Rect(
        x: plot.minX, y: label.maxY, width: plot.width, height: max(1, plot.height - label.height))
    let frames = profiler.frames
    let n = frames.count
    let shown = max(1, Int(bars.width / barPitch))
    let start = max(0, n - shown)
    // Scaled to the 99th percentile of the frames shown, so one spike (the first frame's
    // start-up work) does not flatten the rest; taller bars are cut at the top.
    var works: [Double] = []
    works.reserveCapacity(n - start)
    for i in start..<n { works.append(Double(frames[i].workNanos) / 1e6) }
    works.sort()
    let scaleMs = axisTop(forMaxMs: works.isEmpty ? 0 : works[(works.count - 1) * 99 / 100])
    let y = { (ms: Double) in bars.maxY - min(1, ms / scaleMs) * bars.height }
    let first = n > 0 ? Double(frames[start].index) : 0
    let offset = Point(x: n > shown ? first * barPitch : 0, y: 0)
    let background = theme.isDark ? Color(hex: 0x2C2C2E) : Color.white
    list.scrolled(clip: bars, offset: offset, background: background) { list in
      drawBarRange(
        start..<n, scrolled: n > shown, into: &list, frames: frames, plot: bars, y: y,
        theme: theme)
    }
    let axisFont = Font(size: 10, family: .mono)
    list.text(
      "\(formatPoints(scaleMs, decimals: scaleMs < 1 ? 1 : 0)) ms", in: label, font: axisFont,
      color: theme.secondaryText)
    list.line(
      Point(x: bars.minX, y: bars.minY + 0.5), Point(x: bars.maxX, y: bars.minY + 0.5),
      theme.separator, width: 1, dash: 2)
    list.line(
      Point(x: plot.minX, y: plot.maxY - 0.5), Point(x: plot.maxX, y: plot.maxY - 0.5),
      theme.separator)
    // The frame budget and half of it (the next refresh rate up: 16.7 and 8.3 ms at 60 fps).
    let budgets = [(budgetMs, theme.warning, 4.0), (budgetMs / 2, theme.secondaryText, 3.0)]
    var lastLabelY = Double.infinity
    for (ms, color, dash) in budgets where ms <= scaleMs {
      let ly = y(ms)
      list.line(Point(x: bars.minX, y: ly), Point(x: bars.maxX, y: ly), color, width: 1, dash: dash)
      // A label needs its own line of room: lines close together name only the budget.
      guard abs(lastLabelY - ly) >= 12, ly - 12 >= plot.minY else { continue }
      lastLabelY = ly
      list.text(
        "\(formatPoints(ms, decimals: 1)) ms · \(formatPoints(1000 / ms, decimals: 0)) fps",
        in: Rect(x: plot.maxX - 122, y: ly - 12, width: 120, height: 12), font: axisFont,
        color: color, alignment: .trailing)
    }
  }

  /// The bars of `range` in the layer's content coordinates: frame `k` at `k * barPitch`
  /// once the plot has `scrolled`, from its left edge until then.
  private static func drawBarRange(
    _ range: Range<Int>, scrolled: Bool, into list: inout DisplayList,
    frames: BoundedRing<FrameRecord>, plot: Rect, y: (Double) -> Double, theme: Theme
  ) {
    let full = scrolled
    let barWidth = barPitch - 0.5
    for (column, i) in range.enumerated() {
      let r = frames[i]
      let x = plot.minX + (full ? Double(r.index) : Double(column)) * barPitch
      var acc = 0.0
      for s in FrameStage.allCases where s.isWork {
        let v = Double(r.stages[s]) / 1e6
        guard v > 0 else { continue }
        let top = y(acc + v)
        let bottom = y(acc)
        if bottom - top >= 0.5 {
          list.fill(Rect(x: x, y: top, width: barWidth, height: bottom - top), color(s))
        }
        acc += v
      }
      if r.dropped {
        list.fill(Rect(x: x, y: plot.minY, width: barWidth, height: 3), theme.warning)
      }
    }
  }

  /// The histogram of frame work times, the 16.7 ms budget marked and named.
  static func drawHistogram(
    into list: inout DisplayList, profiler: FrameProfiler, plot: Rect, theme: Theme
  ) {
    let h = profiler.histogram
    let bins = h.regularBinCount + 1
    let w = plot.width / Double(bins)
    let top = Double(max(1, h.maxCount))
    for i in 0..<bins {
      let c = Double(h.counts[i])
      guard c > 0 else { continue }
      let height = max(1, c / top * plot.height)
      let over = h.range(ofBin: i).lower >= 16_666_667
      list.fill(
        Rect(
          x: plot.minX + Double(i) * w, y: plot.maxY - height, width: max(1, w - 0.5),
          height: height), over ? theme.warning : theme.accent)
    }
    let budgetX = plot.minX + 16.7 / 33.0 * Double(h.regularBinCount) * w
    list.line(
      Point(x: budgetX, y: plot.minY), Point(x: budgetX, y: plot.maxY), theme.warning, width: 1,
      dash: 4)
    let axisFont = Font(size: 10, family: .mono)
    list.text(
      "16.7 ms", in: Rect(x: budgetX + 3, y: plot.minY, width: 60, height: 12), font: axisFont,
      color: theme.warning)
    list.text(
      "0 ms", in: Rect(x: plot.minX, y: plot.maxY - 12, width: 40, height: 12), font: axisFont,
      color: theme.secondaryText)
  }
}
