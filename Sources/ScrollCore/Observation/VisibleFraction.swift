extension Rect {
  /// The fraction (0...1) of this rectangle inside `viewport`: the product, per axis, of the
  /// overlap length over the length. A zero-length side counts as fully inside when its
  /// coordinate lies in `[min, max)` of the viewport, so empty spacer views still report. O(1).
  public func visibleFraction(in viewport: Rect) -> Double {
    Rect.overlapFraction(min(.horizontal), max(.horizontal), viewport, .horizontal)
      * Rect.overlapFraction(min(.vertical), max(.vertical), viewport, .vertical)
  }

  private static func overlapFraction(_ lo: Double, _ hi: Double, _ viewport: Rect, _ axis: SCAxis)
    -> Double
  {
    let vLo = viewport.min(axis)
    let vHi = viewport.max(axis)
    let length = hi - lo
    guard length > 0 else { return lo >= vLo && lo < vHi ? 1 : 0 }
    let overlap = Swift.min(hi, vHi) - Swift.max(lo, vLo)
    return overlap > 0 ? Swift.min(1, overlap / length) : 0
  }
}
