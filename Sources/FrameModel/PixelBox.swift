import Geometry

/// An axis-aligned box in whole pixels, half-open: [x0, x1) x [y0, y1).
package struct PixelBox: Hashable {
  package var x0: Int32
  package var y0: Int32
  package var x1: Int32
  package var y1: Int32

  /// The box that contains nothing.
  package static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

  @inlinable package var width: Int32 { x1 - x0 }
  @inlinable package var height: Int32 { y1 - y0 }
  @inlinable package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The overlap, or `.empty`.
  @inlinable package func intersection(_ other: PixelBox) -> PixelBox {
    let box = PixelBox(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
      y1: min(y1, other.y1))
    return box.isEmpty ? .empty : box
  }

  /// Whether the boxes share a pixel (`intersection` is not empty), without building it.
  /// - Parameter other: the other box.
  @inlinable @inline(__always) package func overlaps(_ other: PixelBox) -> Bool {
    max(x0, other.x0) < min(x1, other.x1) && max(y0, other.y0) < min(y1, other.y1)
  }

  /// The box grown by `d` pixels on every side.
  @inlinable package func outset(_ d: Int32) -> PixelBox {
    PixelBox(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d)
  }

  /// The box moved by (`dx`, `dy`) pixels.
  @inlinable package func offsetBy(_ dx: Int32, _ dy: Int32) -> PixelBox {
    PixelBox(x0: x0 &+ dx, y0: y0 &+ dy, x1: x1 &+ dx, y1: y1 &+ dy)
  }

  /// The smallest box holding both (an empty box adds nothing).
  @inlinable package func union(_ other: PixelBox) -> PixelBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBox(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1),
      y1: max(y1, other.y1))
  }

  /// Pixels covered (0 when empty).
  @inlinable package var area: Int { isEmpty ? 0 : Int(width) * Int(height) }

  @inlinable package init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  @inlinable package init(x: Int32, y: Int32, width: Int32, height: Int32) {
    self.init(x0: x, y0: y, x1: x + width, y1: y + height)
  }

  /// The pixels covered by `rect` (points) at `scale`: each edge snapped to the nearest pixel
  /// boundary. Nil for non-finite input; coordinates are clamped far outside any target.
  package init?(_ rect: Rect, scale: Double) {
    guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
      return nil
    }
    let w = max(0, rect.width)
    let h = max(0, rect.height)
    self.init(
      x0: snapToPixel(rect.minX, scale), y0: snapToPixel(rect.minY, scale),
      x1: snapToPixel(rect.minX + w, scale), y1: snapToPixel(rect.minY + h, scale))
  }
}

/// `points * scale` rounded half-up to a whole pixel, clamped to +-2^28.
///
/// Clamped before flooring (the same result: the bounds are whole numbers), so the floor can
/// be an integer conversion instead of a libm call (this runs four times per drawn shape).
@inlinable package func snapToPixel(_ points: Double, _ scale: Double) -> Int32 {
  let v = clampedPixels(points * scale + 0.5)
  let t = Int32(v)  // toward zero
  return Double(t) > v ? t - 1 : t
}

/// `value` clamped to +-2^28 (far beyond any target, safely inside Int32 arithmetic).
@inlinable package func clampedPixels(_ value: Double) -> Double {
  min(268_435_456, max(-268_435_456, value))
}
