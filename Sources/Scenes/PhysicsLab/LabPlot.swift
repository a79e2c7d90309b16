import Drawing
import ScrollCore

/// The physics lab's offset-versus-time plot: axes with round ticks, one polyline per column
/// (line segments), dashed rest lines, and a legend with preset names, rests and durations.
struct LabPlot {
  /// One curve to draw.
  struct Series {
    /// Legend label (the preset's name).
    var name: String
    /// Samples: x seconds, y offset in points.
    var points: [Point]
    /// Where the run came to rest, if it did.
    var rest: Double?
    /// Seconds from release to rest, if it rested.
    var duration: Double?
    /// Release velocity, pt/s, if released.
    var velocity: Double?
    /// Velocity samples: x seconds, y points per second (empty: no velocity panel).
    var velocities: [Point] = []
    /// Line colour.
    var color: Color
    /// The largest offset difference from the first series (points) and when (seconds),
    /// for every series but the first.
    var difference: (points: Double, time: Double)?
  }

  /// The largest offset difference between two curves sampled at the same frames from the
  /// same start, and its time; a curve that has ended counts at its last offset (its rest),
  /// as `compare` counts it.
  /// - Parameters:
  ///   - a: the reference curve (x seconds, y points).
  ///   - b: the other curve.
  static func largestDifference(_ a: [Point], _ b: [Point]) -> (points: Double, time: Double)? {
    guard let lastA = a.last, let lastB = b.last else { return nil }
    var best = (points: 0.0, time: 0.0)
    for i in 0..<max(a.count, b.count) {
      let p = i < a.count ? a[i] : lastA
      let q = i < b.count ? b[i] : lastB
      let d = abs(p.y - q.y)
      if d > best.points { best = (d, i < a.count ? p.x : q.x) }
    }
    return best
  }

  /// The curves.
  var series: [Series]
  /// Measures labels.
  var measurer: any TextMeasurer
  /// What was played ("the fling of sample-fling.rec"), after the plot's title.
  var gesture = ""

  /// Most segments drawn per curve (longer curves are thinned evenly).
  static let maxSegments = 400

  /// A "nice" step (1, 2, 2.5 or 5 times a power of ten) giving about `count` ticks over `span`.
  static func niceStep(span: Double, count: Double) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / max(1, count)
    var power = 1.0
    while power * 10 <= raw { power *= 10 }
    while power > raw { power /= 10 }
    for m in [1.0, 2, 2.5, 5, 10] where m * power >= raw { return m * power }
    return 10 * power
  }

  /// The legend line for one series.
  static func legend(_ s: Series) -> String {
    var text = s.name
    if let v = s.velocity { text += " · v₀ \(formatPoints(v, decimals: 0)) pt/s" }
    if let rest = s.rest, let d = s.duration {
      text += " · rest \(formatPoints(rest)) pt, \(formatPoints(d, decimals: 2)) s after release"
    } else if !s.points.isEmpty {
      text += " · moving"
    }
    if let d = s.difference {
      text +=
        " · largest diff \(formatPoints(d.points, decimals: 1)) pt at \(formatPoints(d.time, decimals: 2)) s"
    }
    return text
  }

  /// The plotting area and the ranges it shows.
  struct Axes {
    /// The offsets' plotting rectangle inside the card.
    var area: Rect
    /// The velocities' plotting rectangle under it, on the same time axis (nil without
    /// velocity samples).
    var velocityArea: Rect?
    /// The last second shown.
    var tMax: Double
    /// The smallest offset shown, points.
    var yMin: Double
    /// The largest offset shown, points.
    var yMax: Double
    /// The time step between ticks, seconds.
    var tStep: Double
    /// The offset step between ticks, points.
    var yStep: Double

    /// Where sample `p` (seconds, points) is drawn.
    /// - Parameter p: the sample.
    func place(_ p: Point) -> Point {
      Point(
        x: area.minX + p.x / tMax * area.width,
        y: area.maxY - (p.y - yMin) / (yMax - yMin) * area.height)
    }
  }

  /// The axes of the plot drawn in `rect` (nil when the card is too small for a plot).
  /// - Parameter rect: the card.
  func axes(in rect: Rect) -> Axes? {
    guard rect.width > 120, rect.height > 110 else { return nil }
    var area = Rect(
      x: rect.minX + 60, y: rect.minY + 40 + Double(series.count) * 17,
      width: rect.width - 76, height: rect.height - 40 - Double(series.count) * 17 - 26)
    guard area.width > 40, area.height > 30 else { return nil }
    var velocityArea: Rect?
    if series.contains(where: { !$0.velocities.isEmpty }), area.height > 90 {
      let offsets = (area.height * 0.62).rounded()
      velocityArea = Rect(
        x: area.minX, y: area.minY + offsets + 8, width: area.width,
        height: area.height - offsets - 8)
      area.size.height = offsets
    }
    var tMax = 1.0
    var yMin = 0.0
    var yMax = 100.0
    for s in series {
      for p in s.points {
        tMax = max(tMax, p.x)
        yMin = min(yMin, p.y)
        yMax = max(yMax, p.y)
      }
    }
    let tStep = LabPlot.niceStep(span: tMax, count: 6)
    tMax = (tMax / tStep).rounded(.up) * tStep
    let yStep = LabPlot.niceStep(span: yMax - yMin, count: 4)
    yMax = (yMax / yStep).rounded(.up) * yStep
    yMin = (yMin / yStep).rounded(.down) * yStep
    return Axes(
      area: area, velocityArea: velocityArea, tMax: tMax, yMin: yMin, yMax: yMax, tStep: tStep,
      yStep: yStep)
  }

  /// Where sample `p` is drawn in the plot drawn in `rect` (`p` itself without a plot).
  /// - Parameters:
  ///   - p: the sample: seconds, points.
  ///   - rect: the card.
  func place(_ p: Point, in rect: Rect) -> Point { axes(in: rect)?.place(p) ?? p }

  /// Draws the plot card in `rect`.
  /// - Parameters:
  ///   - rect: the card.
  ///   - theme: colours.
  ///   - list: the display list.
  func draw(in rect: Rect, theme: Theme, into list: inout DisplayList) {
    guard rect.width > 120, rect.height > 110 else { return }
    list.fill(rect, theme.card, radius: SceneLook.cardRadius)
    // The title takes its own width (shortened with an ellipsis on a narrow card), the
    // gesture's name what is left.
    let title = "Offset (pt) and velocity vs time"
    let titleWidth = min(
      rect.width - 32, measurer.size(of: title, font: SceneLook.bodyBold).width.rounded(.up) + 2)
    list.text(
      measurer.truncate(title, font: SceneLook.bodyBold, width: titleWidth),
      in: Rect(x: rect.minX + 16, y: rect.minY + 10, width: titleWidth, height: 20),
      font: SceneLook.bodyBold, color: theme.primaryText)
    if !gesture.isEmpty {
      let width = max(0, rect.width - titleWidth - 40)
      list.text(
        measurer.truncate(gesture, font: SceneLook.caption, width: width),
        in: Rect(x: rect.maxX - 16 - width, y: rect.minY + 10, width: width, height: 20),
        font: SceneLook.caption, color: theme.secondaryText, alignment: .trailing)
    }
    for (i, s) in series.enumerated() {
      let y = rect.minY + 32 + Double(i) * 17
      list.fill(Rect(x: rect.minX + 18, y: y + 5, width: 8, height: 8), s.color, radius: 4)
      list.text(
        measurer.truncate(LabPlot.legend(s), font: SceneLook.caption, width: rect.width - 52),
        in: Rect(x: rect.minX + 32, y: y, width: rect.width - 48, height: 17),
        font: SceneLook.caption, color: theme.secondaryText)
    }
    guard let axes = axes(in: rect) else { return }
    let area = axes.area
    let (tMax, yMin, yMax, tStep, yStep) = (axes.tMax, axes.yMin, axes.yMax, axes.tStep, axes.yStep)
    func place(_ p: Point) -> Point { axes.place(p) }

    // Grid and axis labels.
    var v = yMin
    while v <= yMax + yStep / 2 {
      let y = place(Point(x: 0, y: v)).y
      list.line(
        Point(x: area.minX, y: y), Point(x: area.maxX, y: y), theme.separator.opacity(0.6),
        width: 0.5)
      list.text(
        formatPoints(v, decimals: 0), in: Rect(x: rect.minX + 4, y: y - 8, width: 50, height: 16),
        font: SceneLook.caption, color: theme.secondaryText, alignment: .trailing)
      v += yStep
    }
    let bottom = axes.velocityArea?.maxY ?? area.maxY
    var t = 0.0
    while t <= tMax + tStep / 2 {
      let x = place(Point(x: t, y: yMin)).x
      list.line(
        Point(x: x, y: area.minY), Point(x: x, y: bottom), theme.separator.opacity(0.4),
        width: 0.5)
      list.text(
        "\(formatPoints(t, decimals: tStep < 1 ? 1 : 0)) s",
        in: Rect(x: x - 30, y: bottom + 4, width: 60, height: 16),
        font: SceneLook.caption, color: theme.secondaryText, alignment: .center)
      t += tStep
    }
    list.line(
      Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY), theme.secondaryText,
      width: 1)
    list.line(
      Point(x: area.minX, y: area.minY), Point(x: area.minX, y: area.maxY), theme.secondaryText,
      width: 1)

    // Rest lines, then the curves.
    for s in series {
      guard let rest = s.rest else { continue }
      let y = place(Point(x: 0, y: rest)).y
      list.line(
        Point(x: area.minX, y: y), Point(x: area.maxX, y: y), s.color.opacity(0.5), width: 1,
        dash: 5)
    }
    for s in series where s.points.count > 1 {
      let stride = max(1, (s.points.count + LabPlot.maxSegments - 1) / LabPlot.maxSegments)
      var previous = place(s.points[0])
      var i = stride
      while i < s.points.count + stride - 1 {
        let next = place(s.points[min(i, s.points.count - 1)])
        list.line(previous, next, s.color, width: 2)
        previous = next
        i += stride
      }
    }
    if let panel = axes.velocityArea {
      drawVelocities(in: panel, axes: axes, theme: theme, into: &list)
    }
  }

  /// The velocity panel: pt/s over the offsets' time axis, a zero line, each series' curve.
  private func drawVelocities(
    in panel: Rect, axes: Axes, theme: Theme, into list: inout DisplayList
  ) {
    var lo = 0.0
    var hi = 1.0
    for s in series {
      for p in s.velocities {
        lo = min(lo, p.y)
        hi = max(hi, p.y)
      }
    }
    let step = LabPlot.niceStep(span: hi - lo, count: 2)
    hi = (hi / step).rounded(.up) * step
    lo = (lo / step).rounded(.down) * step
    func place(_ p: Point) -> Point {
      Point(
        x: panel.minX + p.x / axes.tMax * panel.width,
        y: panel.maxY - (p.y - lo) / (hi - lo) * panel.height)
    }
    var v = lo
    while v <= hi + step / 2 {
      let y = place(Point(x: 0, y: v)).y
      list.line(
        Point(x: panel.minX, y: y), Point(x: panel.maxX, y: y),
        v == 0 ? theme.secondaryText : theme.separator.opacity(0.6), width: v == 0 ? 1 : 0.5)
      list.text(
        formatPoints(v, decimals: 0), in: Rect(x: panel.minX - 56, y: y - 8, width: 50, height: 16),
        font: SceneLook.caption, color: theme.secondaryText, alignment: .trailing)
      v += step
    }
    list.text(
      "pt/s", in: Rect(x: panel.maxX - 60, y: panel.minY, width: 56, height: 16),
      font: SceneLook.caption, color: theme.secondaryText, alignment: .trailing)
    list.line(
      Point(x: panel.minX, y: panel.minY), Point(x: panel.minX, y: panel.maxY), theme.secondaryText,
      width: 1)
    for s in series where s.velocities.count > 1 {
      var previous = place(s.velocities[0])
      for p in s.velocities.dropFirst() {
        let next = place(p)
        list.line(previous, next, s.color, width: 1.5)
        previous = next
      }
    }
  }
}
