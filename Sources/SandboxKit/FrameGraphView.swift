import Drawing
import Profiling
import Scenes
import ScrollCore

/// The frame-time graph under the HUD: stacked stage bars for the recent frames with the
/// 16.7 ms and 8.3 ms budget lines, dropped frames marked, p50/p95/p99; or a histogram.
struct FrameGraphView {
  /// Graph display modes (F cycles: off, bars, histogram).
  enum Mode: Int {
    case off, bars, histogram
    /// The next mode in the cycle.
    var next: Mode { Mode(rawValue: (rawValue + 1) % 3) ?? .off }
  }

  /// Stage colours from the profiler's stable palette.
  static func color(_ stage: FrameStage) -> Color { Color(hex: stage.color) }

  /// Draws the graph in `frame`.
  static func draw(
    into list: inout DisplayList, mode: Mode, profiler: FrameProfiler, stats: FrameStatistics,
    frame: Rect, theme: Theme
  ) {
    guard mode != .off else { return }
    list.fill(frame, theme.isDark ? Color(hex: 0x2C2C2E) : Color.white, radius: 12)
    list.stroke(frame, theme.separator, radius: 12, width: 1)
    let plot = Rect(
      x: frame.minX + 10, y: frame.minY + 26, width: frame.width - 20, height: frame.height - 36)
    let mono = Font(size: 11, family: .mono)
    let ms = { (n: UInt64) in formatPoints(Double(n) / 1e6, decimals: 1) }
    list.text(
      "p50 \(ms(stats.p50WorkNanos)) p95 \(ms(stats.p95WorkNanos)) p99 \(ms(stats.p99WorkNanos)) ms drop \(stats.droppedCount)",
      in: Rect(x: frame.minX + 10, y: frame.minY + 4, width: frame.width - 20, height: 18),
      font: mono,
      color: theme.primaryText)
    switch mode {
    case .off: return
    case .bars: drawBars(into: &list, profiler: profiler, plot: plot, theme: theme)
    case .histogram: drawHistogram(into: &list, profiler: profiler, plot: plot, theme: theme)
    }
  }

  /// Width of one frame's bar, points: a whole number, so that at any whole display scale
  /// the bars move by whole pixels.
  static let barPitch = 2.0

  /// Draws the last frames' bars, newest on the right, as a scroll layer in which frame `k`
  /// sits at `k * barPitch`: from one frame to the next the layer scrolls by one bar, and a
  /// renderer that keeps its pixels moves the old bars and draws only the new one.
  static func drawBars(
    into list: inout DisplayList, profiler: FrameProfiler, plot: Rect, theme: Theme
  ) {
    let scaleMs = 33.4  // the plot spans 0...33.4 ms (two budgets)
    let y = { (ms: Double) in plot.maxY - min(1, ms / scaleMs) * plot.height }
    let frames = profiler.frames
    let n = frames.count
    let shown = max(1, Int(plot.width / barPitch))
    let start = max(0, n - shown)
    let first = n > 0 ? Double(frames[start].index) : 0
    let offset = Point(x: n > shown ? first * barPitch : 0, y: 0)
    let background = theme.isDark ? Color(hex: 0x2C2C2E) : Color.white
    list.scrolled(clip: plot, offset: offset, background: background) { list in
      drawBarRange(
        start..<n, scrolled: n > shown, into: &list, frames: frames, plot: plot, y: y,
        theme: theme)
    }
    list.line(
      Point(x: plot.minX, y: y(16.7)), Point(x: plot.maxX, y: y(16.7)), theme.warning, width: 1,
      dash: 4)
    list.line(
      Point(x: plot.minX, y: y(8.3)), Point(x: plot.maxX, y: y(8.3)), theme.secondaryText, width: 1,
      dash: 3)
    // Legend.
    var lx = plot.minX
    for s in FrameStage.allCases where s.isWork {
      list.fill(Rect(x: lx, y: plot.maxY + 2, width: 6, height: 6), color(s), radius: 1)
      lx += plot.width / 7
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
  }
}
