import Drawing
import Geometry

#if canImport(Glibc)
  import Glibc
#endif

/// `compare --plot`: the presets' curves over time, as a display list (drawn by the
/// rasterizer and saved as PNG like `--screenshot`): the offset in points above, the velocity
/// in points per second below, on one time axis in seconds; one colour per preset and a
/// legend.
enum ComparePlot {
  /// The plot's size, points.
  static let size = Size(width: 960, height: 720)
  /// One colour per preset, in `--presets` order.
  static let colors: [Color] = [
    Color(hex: 0x1F6FEB), Color(hex: 0xD9480F), Color(hex: 0x2F9E44), Color(hex: 0x862E9C),
  ]
  private static let ink = Color(hex: 0x24292F)
  private static let grid = Color(hex: 0xD0D7DE)

  /// Round tick values covering `low...high`, about `count` of them.
  /// - Parameters:
  ///   - low: the smallest value.
  ///   - high: the largest value.
  ///   - count: about how many ticks.
  static func ticks(_ low: Double, _ high: Double, count: Int = 6) -> [Double] {
    let span = high - low
    guard span.isFinite, span > 0 else { return [low] }
    let raw = span / Double(max(1, count))
    let magnitude = pow(10, floor(log10(raw)))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
    var values: [Double] = []
    var v = (low / step).rounded(.up) * step
    while v <= high + step * 1e-9 && values.count < 50 {
      values.append(abs(v) < step * 1e-9 ? 0 : v)
      v += step
    }
    return values
  }

  /// The plot of `curves`.
  /// - Parameters:
  ///   - curves: the presets' curves.
  ///   - title: the line above the plot.
  static func displayList(_ curves: CompareCurves, title: String) -> DisplayList {
    var list = DisplayList()
    list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), .white)
    list.text(
      title, in: Rect(x: 20, y: 12, width: size.width - 40, height: 24), font: .headline,
      color: ink)
    let times = curves.times
    let t0 = times.first ?? 0
    let span = (t0, max(times.last ?? 1, t0 + 0.001))
    let width = size.width - 90 - 200
    let offsetArea = Rect(x: 90, y: 70, width: width, height: 360)
    let velocityArea = Rect(x: 90, y: offsetArea.maxY + 60, width: width, height: 180)
    panel(
      &list, curves, area: offsetArea, times: span, label: "offset (pt)",
      value: { curves.offset($0, $1) })
    panel(
      &list, curves, area: velocityArea, times: span, label: "velocity (pt/s)",
      value: { curves.velocity($0, $1) })
    list.text(
      "time (s)",
      in: Rect(x: velocityArea.minX, y: velocityArea.maxY + 30, width: width, height: 20),
      font: .body, color: ink, alignment: .center)
    let legend = Rect(
      x: offsetArea.maxX + 16, y: offsetArea.minY, width: 172,
      height: 14 + 24 * Double(curves.curves.count))
    list.fill(legend, .white)
    list.stroke(legend, grid)
    for (i, c) in curves.curves.enumerated() {
      let rowY = legend.minY + 7 + 24 * Double(i)
      list.line(
        Point(x: legend.minX + 10, y: rowY + 12), Point(x: legend.minX + 38, y: rowY + 12),
        colors[i % colors.count], width: 3)
      list.text(
        c.preset, in: Rect(x: legend.minX + 46, y: rowY + 2, width: 120, height: 20),
        font: .body, color: ink)
    }
    return list
  }

  /// One panel: grid, tick labels on both axes, its label, and every preset's curve.
  /// - Parameters:
  ///   - list: the display list drawn into.
  ///   - curves: the presets' curves.
  ///   - area: the panel's plotting rectangle, points.
  ///   - times: the first and last time shown, seconds.
  ///   - label: the quantity and unit up the side.
  ///   - value: a curve's value at a frame index.
  private static func panel(
    _ list: inout DisplayList, _ curves: CompareCurves, area: Rect, times: (Double, Double),
    label: String, value: (CompareCurves.Curve, Int) -> Double
  ) {
    let (t0, t1) = times
    let values = curves.curves.flatMap { c in (0..<curves.length).map { value(c, $0) } }
    var lo = values.min() ?? 0
    var hi = values.max() ?? 1
    if hi - lo < 1 {
      lo -= 0.5
      hi += 0.5
    }
    let pad = (hi - lo) * 0.05
    lo -= pad
    hi += pad
    func x(_ t: Double) -> Double { area.minX + (t - t0) / (t1 - t0) * area.width }
    func y(_ v: Double) -> Double { area.maxY - (v - lo) / (hi - lo) * area.height }
    for tick in ticks(t0, t1) {
      list.line(Point(x: x(tick), y: area.minY), Point(x: x(tick), y: area.maxY), grid)
      list.text(
        formatPoints(tick, decimals: tick == tick.rounded() ? 0 : 1),
        in: Rect(x: x(tick) - 30, y: area.maxY + 6, width: 60, height: 18), font: .caption,
        color: ink, alignment: .center)
    }
    for tick in ticks(lo, hi, count: area.height > 250 ? 6 : 4) {
      list.line(Point(x: area.minX, y: y(tick)), Point(x: area.maxX, y: y(tick)), grid)
      list.text(
        formatPoints(tick, decimals: 0),
        in: Rect(x: area.minX - 76, y: y(tick) - 9, width: 68, height: 18), font: .caption,
        color: ink, alignment: .trailing)
    }
    list.stroke(area, ink)
    list.text(
      label, in: Rect(x: 20, y: area.minY - 28, width: 200, height: 20), font: .body, color: ink)
    let frameTimes = curves.times
    list.clipped(to: area) { clip in
      for (i, c) in curves.curves.enumerated() {
        let color = colors[i % colors.count]
        var previous: Point?
        for (j, t) in frameTimes.enumerated() {
          let p = Point(x: x(t), y: y(value(c, j)))
          // Wider under narrower: a curve another one covers still shows as an edge.
          if let previous { clip.line(previous, p, color, width: 4 - Double(i) * 0.7) }
          previous = p
        }
      }
    }
  }
}
