import Geometry

/// How strokes land on whole pixels: one rule for the rasterizer that draws them and for
/// the damage bounds that say which pixels they touch.
package enum StrokePixels {
  /// A stroke `width` points wide at `scale`, in whole pixels (at least 1), and the alpha
  /// factor that stands in for the missing fraction of a stroke thinner than a pixel.
  /// - Parameters:
  ///   - width: the stroke's width, points (finite, > 0).
  ///   - scale: device pixels per point.
  package static func thickness(_ width: Double, scale: Double) -> (
    pixels: Int32, alphaScale: Double
  ) {
    let w = width * scale
    return w < 1 ? (1, max(0, w)) : (Int32(clampedPixels(w.rounded())), 1)
  }

  /// A horizontal or vertical line as the pixels it fills: `across` is the first row (of a
  /// horizontal line; column of a vertical one) of the `thickness` it spans, centred on the
  /// line (the rows [centre - thickness / 2, centre + thickness / 2), rounded half up, so a
  /// 1 px line at y = 43.5 fills row 43 and one at y = 20 fills row 20); `start` and `end`
  /// are its ends along it, snapped.
  package struct AxisLine: Equatable {
    package var horizontal: Bool
    package var across: Int32
    package var thickness: Int32
    package var start: Int32
    package var end: Int32

    /// The pixels of the part of the line from `s` to `e` along it (at least one pixel).
    /// - Parameters:
    ///   - s: first pixel along the line.
    ///   - e: end along the line (exclusive).
    package func box(_ s: Int32, _ e: Int32) -> PixelBox {
      let e = max(e, s + 1)
      return horizontal
        ? PixelBox(x0: s, y0: across, x1: e, y1: across + thickness)
        : PixelBox(x0: across, y0: s, x1: across + thickness, y1: e)
    }

    /// The pixels of the whole line.
    package var whole: PixelBox { box(start, end) }
  }

  /// The line from `from` to `to`, `width` points wide, at `scale`, when it is horizontal or
  /// vertical; nil for other directions and for non-finite input.
  /// - Parameters:
  ///   - from: one end, points.
  ///   - to: the other end, points.
  ///   - width: the line's width, points.
  ///   - scale: device pixels per point.
  package static func axisLine(_ from: Point, _ to: Point, width: Double, scale: Double)
    -> AxisLine?
  {
    guard from.isFinite, to.isFinite, width.isFinite, width > 0,
      from.y == to.y || from.x == to.x
    else { return nil }
    let horizontal = from.y == to.y
    let t = thickness(width, scale: scale).pixels
    let centre = horizontal ? from.y : from.x
    let v = clampedPixels(centre * scale - Double(t) / 2 + 0.5)
    let floorV = Int32(v)
    let across = Double(floorV) > v ? floorV - 1 : floorV
    let lo = horizontal ? min(from.x, to.x) : min(from.y, to.y)
    let hi = horizontal ? max(from.x, to.x) : max(from.y, to.y)
    return AxisLine(
      horizontal: horizontal, across: across, thickness: t, start: snapToPixel(lo, scale),
      end: snapToPixel(hi, scale))
  }
}
