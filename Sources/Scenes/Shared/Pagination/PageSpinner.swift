import Drawing
import ScrollCore

/// The activity indicator of the paged feeds' footer and the chat's history row: eight short
/// spokes around a centre, the brightest one stepping clockwise eight times per 0.8 s turn
/// while animating (stopped, the head stays put).
enum PageSpinner {
  /// Seconds per turn.
  static let period = 0.8
  /// Unit directions of the spokes, clockwise from twelve o'clock (no trigonometry needed).
  static let directions: [Point] = {
    let h = 0.5.squareRoot()
    return [
      Point(x: 0, y: -1), Point(x: h, y: -h), Point(x: 1, y: 0), Point(x: h, y: h),
      Point(x: 0, y: 1), Point(x: -h, y: h), Point(x: -1, y: 0), Point(x: -h, y: -h),
    ]
  }()

  /// The head spoke at time `t`.
  static func head(at t: Double, animating: Bool) -> Int {
    guard animating, t.isFinite else { return 0 }
    // The remainder before the conversion: a replayed time of 1e18 s has no Int steps.
    let steps = Int((t / period * 8).rounded(.down).truncatingRemainder(dividingBy: 8))
    return ((steps % 8) + 8) % 8
  }

  /// Draws the spinner centred at `center`, `radius` points across half.
  static func draw(
    into list: inout DisplayList, center: Point, radius: Double = 10, color: Color,
    animating: Bool, at t: Double
  ) {
    let head = PageSpinner.head(at: t, animating: animating)
    for (i, d) in directions.enumerated() {
      let behind = (head - i + 8) % 8
      let alpha = 1 - Double(behind) * 0.11
      list.line(
        Point(x: center.x + d.x * radius * 0.5, y: center.y + d.y * radius * 0.5),
        Point(x: center.x + d.x * radius, y: center.y + d.y * radius),
        color.opacity(alpha), width: 2.5)
    }
  }
}
