import ScrollCore

extension Scene {
  /// How far the main scroll view's offset lies outside its valid range on each axis, points:
  /// 0 inside the range, positive past either end (the rubber band's stretch). Read by
  /// `scroll-sandbox compare` for a preset's peak overscroll.
  public var mainViewOverscroll: Point {
    let geometry = self[keyPath: Self.mainHost].view.geometry
    func beyond(_ axis: SCAxis) -> Double {
      let offset = geometry.contentOffset[axis]
      let low = geometry.minOffset(axis)
      let high = geometry.maxOffset(axis)
      return offset < low ? low - offset : offset > high ? offset - high : 0
    }
    return Point(x: beyond(.horizontal), y: beyond(.vertical))
  }
}
