/// Where each command of a frame's list can draw on the target, so a damaged box replays
/// only the commands that reach it: the rest are passed over without computing their pixels,
/// and clip and scroll regions that miss the box are jumped over whole. Filled by
/// `FrameShape.rebuild` in the same pass as the shape.
package struct DrawReach {
  /// Per command: the target pixels it can touch (a drawing command: its bounds as
  /// `FrameShape.Item.box` gives them, within its clip; a clip or
  /// scroll push: the clip it opens, which holds everything up to its pop); `.unbounded` for
  /// the rest.
  package var boxes: [PixelBox] = []
  /// Per command: for a clip or scroll push, the index of the pop that closes it; -1 for the
  /// rest (and for pushes never closed).
  package var ends: [Int] = []
  /// Drawing commands before each index (count + 1 entries), for the culled count of a jump.
  package var drawingBefore: [Int] = []

  /// No commands yet.
  package init() {}
}

/// An opaque command of a frame's list and the target pixels it paints over whole.
package struct Occluder: Equatable {
  /// The command's index in the list.
  package var index: Int
  /// Pixels the command makes opaque, whatever was there (clip applied).
  package var covers: PixelBox

  /// An occluder of command `index` over `covers`.
  /// - Parameters:
  ///   - index: the command's index in the list.
  ///   - covers: the pixels it makes opaque.
  package init(index: Int, covers: PixelBox) {
    self.index = index
    self.covers = covers
  }
}

extension FrameShape {
  /// The corner radius, in whole pixels, that the rasterizer cuts from a rounded fill of
  /// `box`: `radius` points at `scale`, rounded, at most half the box's width and height
  /// (0 for a non-finite or non-positive radius).
  /// - Parameters:
  ///   - radius: the corner radius, points.
  ///   - box: the fill's pixels.
  ///   - scale: device pixels per point.
  package static func cornerPixels(_ radius: Double, _ box: PixelBox, scale: Double) -> Int32 {
    guard radius.isFinite, radius > 0 else { return 0 }
    let r = Int32(clampedPixels((radius * scale).rounded()))
    return max(0, min(r, box.width / 2, box.height / 2))
  }
}
