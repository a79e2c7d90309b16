import Drawing
import Gestures
import ScrollCore

/// One gesture's timeline, drawn: a summary line (kind, device, hitch ratio with its verdict,
/// latency, missed frames), then against time the raw input as ticks (coloured by kind, their
/// height the delta's size), the offset and the velocity, and a row marking each presented
/// frame: on time in the accent colour, late ones taller in the warning colour with their
/// lateness written above. `--gesture-plot` draws one panel per gesture; the same view can
/// draw in the inspector.
struct GesturePlotView {
  /// The gesture.
  let gesture: Gesture
  /// The display interval it was judged against, seconds.
  let interval: Double
  /// The colours.
  let theme: Theme

  /// The height of one panel at full detail, points.
  static let panelHeight = 236.0

  /// The colour of a tick of `kind`.
  /// - Parameter tick: the input's kind.
  func color(of tick: GestureInput.Tick) -> Color {
    switch tick {
    case .wheel: Color(hex: 0x5856D6)
    case .precise: theme.success
    case .pointer: Color(hex: 0x8E8E93)
    case .key: Color(hex: 0xAF52DE)
    }
  }

  /// The colour of a hitch verdict: the theme's success, warning or error colour.
  /// - Parameters:
  ///   - verdict: the verdict.
  ///   - theme: the colours.
  static func color(of verdict: HitchVerdict, theme: Theme) -> Color {
    switch verdict {
    case .good: theme.success
    case .warning: theme.warning
    case .critical: theme.error
    }
  }

  /// Draws the panel into `frame`.
  /// - Parameters:
  ///   - list: the display list.
  ///   - frame: where, points.
  func draw(into list: inout DisplayList, in frame: Rect) {
    let g = gesture
    let m = GestureMetrics(g, interval: interval)
    list.fill(frame, theme.card, radius: 8)
    let pad = 10.0
    var y = frame.minY + 6
    let width = frame.width - 2 * pad
    let head =
      "#\(g.id) \(g.kind.rawValue) · \(g.device.name) (\(g.device.verdict)) · "
      + "\(formatPoints(g.start, decimals: 3))–\(formatPoints(g.end, decimals: 3)) s · "
      + g.endedBy.rawValue
    list.text(
      head, in: Rect(x: frame.minX + pad, y: y, width: width, height: 18), font: .headline,
      color: theme.primaryText)
    y += 20
    let verdictColor = Self.color(of: m.hitchVerdict, theme: theme)
    let hitch =
      "hitch \(formatPoints(m.hitchMsPerSecond, decimals: 1)) ms/s \(m.hitchVerdict.rawValue)"
    list.text(
      hitch, in: Rect(x: frame.minX + pad, y: y, width: 190, height: 16), font: .body,
      color: verdictColor)
    var summary =
      "late \(m.lateFrames) of \(m.frames) frames, missed \(m.missedFrames)"
    if let l = m.latency {
      summary +=
        " · latency p50 \(formatPoints(l.p50, decimals: 1)) p99 \(formatPoints(l.p99, decimals: 1)) ms"
    }
    summary +=
      " · jitter sd \(formatPoints(m.jitterSD, decimals: 1)) ms · \(formatPoints(g.distance, decimals: 0)) pt"
    list.text(
      summary, in: Rect(x: frame.minX + pad + 196, y: y, width: width - 196, height: 16),
      font: .body, color: theme.secondaryText)
    y += 22
    drawTimeline(
      into: &list, in: Rect(x: frame.minX + pad, y: y, width: width, height: frame.maxY - y - 4))
  }

  /// Draws the timeline alone (input ticks, offset and velocity, frames, the time axis) into
  /// `frame`, its row labels in its first 44 points: the inspector's strip.
  /// - Parameters:
  ///   - list: the display list.
  ///   - frame: where, points.
  func drawTimeline(into list: inout DisplayList, in frame: Rect) {
    let plot = Rect(
      x: frame.minX + 44, y: frame.minY, width: frame.width - 44, height: frame.height - 16)
    drawPlot(into: &list, in: plot)
  }

  /// The time span drawn: the gesture, its inputs and its frames, seconds.
  private var span: (start: Double, end: Double) {
    let times =
      [gesture.start, gesture.end] + gesture.inputs.map(\.time)
      + gesture.frames.map(\.timing.present)
    let lo = times.min() ?? 0
    let hi = max(times.max() ?? 0, lo + interval)
    return (lo, hi)
  }

  /// Draws the rows and curves into `plot`.
  private func drawPlot(into list: inout DisplayList, in plot: Rect) {
    let (t0, t1) = span
    func x(_ t: Double) -> Double { plot.minX + (t - t0) / (t1 - t0) * plot.width }
    let label = Rect(x: plot.minX - 46, y: 0, width: 42, height: 14)
    // Rows: input ticks (top), offset and velocity (middle), frames (bottom).
    let ticksRow = Rect(x: plot.minX, y: plot.minY, width: plot.width, height: 34)
    let framesRow = Rect(x: plot.minX, y: plot.maxY - 26, width: plot.width, height: 26)
    let curves = Rect(
      x: plot.minX, y: ticksRow.maxY + 6, width: plot.width,
      height: framesRow.minY - ticksRow.maxY - 12)
    for row in [ticksRow, curves, framesRow] {
      list.stroke(row, theme.separator)
    }
    list.text(
      "input", in: label.offsetBy(Point(x: 0, y: ticksRow.minY + 10)), font: .caption,
      color: theme.secondaryText, alignment: .trailing)
    list.text(
      "frames", in: label.offsetBy(Point(x: 0, y: framesRow.minY + 6)), font: .caption,
      color: theme.secondaryText, alignment: .trailing)
    // Input ticks from the row's middle, up for one sign, down for the other.
    let peak = gesture.inputs.map { abs($0.value) }.max() ?? 1
    let mid = ticksRow.midY
    for input in gesture.inputs {
      let size =
        input.tick == .pointer || input.tick == .key || peak == 0
        ? 1 : abs(input.value) / peak
      let h = max(3, size * (ticksRow.height / 2 - 2))
      let sign = input.value < 0 ? 1.0 : -1.0
      let px = x(input.time)
      list.line(
        Point(x: px, y: mid), Point(x: px, y: mid + sign * h), color(of: input.tick), width: 2)
    }
    // Offset and velocity, each scaled to its own range.
    let frames = gesture.frames
    let axisY =
      frames.contains { $0.offset.y != gesture.startOffset.y }
      || frames.allSatisfy {
        $0.offset.x == gesture.startOffset.x
      }
    let offsets = frames.map { axisY ? $0.offset.y : $0.offset.x }
    let speeds = frames.map { axisY ? $0.velocity.y : $0.velocity.x }
    if let lo = offsets.min(), let hi = offsets.max() {
      let range = max(hi - lo, 1)
      let points = zip(frames, offsets).map { f, o in
        Point(x: x(f.timing.present), y: curves.maxY - 4 - (o - lo) / range * (curves.height - 8))
      }
      polyline(points, theme.accent, width: 2, into: &list)
      list.text(
        "offset \(formatPoints(lo, decimals: 0))–\(formatPoints(hi, decimals: 0))",
        in: Rect(x: curves.minX + 4, y: curves.minY + 2, width: 220, height: 14), font: .caption,
        color: theme.accent)
    }
    let vPeak = max(speeds.map(abs).max() ?? 0, 1)
    let zero = curves.midY
    list.line(
      Point(x: curves.minX, y: zero), Point(x: curves.maxX, y: zero),
      theme.separator.opacity(0.8), width: 1, dash: 4)
    let velocity = zip(frames, speeds).map { f, v in
      Point(x: x(f.timing.present), y: zero - v / vPeak * (curves.height / 2 - 4))
    }
    let velocityColor = Color(hex: 0xFF2D55)
    polyline(velocity, velocityColor, width: 1.5, into: &list)
    list.text(
      "velocity ±\(formatPoints(vPeak, decimals: 0)) pt/s",
      in: Rect(x: curves.maxX - 224, y: curves.maxY - 16, width: 220, height: 14), font: .caption,
      color: velocityColor, alignment: .trailing)
    // Each presented frame: a short mark on time, a tall warning-coloured one when late.
    for f in frames {
      let px = x(f.timing.present)
      if f.timing.isLate {
        list.fill(
          Rect(x: px - 2, y: framesRow.minY + 2, width: 4, height: framesRow.height - 4),
          theme.warning)
      } else {
        list.fill(
          Rect(x: px - 0.5, y: framesRow.maxY - 10, width: 1.5, height: 8), theme.accent)
      }
    }
    for f in frames where f.timing.isLate {
      let px = x(f.timing.present)
      list.text(
        "+\(formatPoints(f.timing.lateness * 1000, decimals: 1)) ms",
        in: Rect(x: px + 4, y: framesRow.minY + 1, width: 70, height: 14), font: .caption,
        color: theme.warning)
    }
    // Time axis: 0 at the gesture's start, a label every round step, at least 64 pt apart.
    let seconds = t1 - t0
    let step =
      [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60].first {
        seconds / $0 <= min(8, plot.width / 64)
      } ?? 60
    var t = 0.0
    while t0 + t <= t1 + 1e-9 {
      let px = x(t0 + t)
      list.line(
        Point(x: px, y: framesRow.maxY), Point(x: px, y: framesRow.maxY + 3), theme.secondaryText)
      list.text(
        step < 1
          ? "\(formatPoints(t * 1000, decimals: 0)) ms" : "\(formatPoints(t, decimals: 0)) s",
        in: Rect(x: px - 30, y: framesRow.maxY + 3, width: 60, height: 14), font: .caption,
        color: theme.secondaryText, alignment: .center)
      t += step
    }
  }

  /// Draws `points` joined by lines.
  private func polyline(
    _ points: [Point], _ color: Color, width: Double, into list: inout DisplayList
  ) {
    for (a, b) in zip(points, points.dropFirst()) { list.line(a, b, color, width: width) }
  }
}
