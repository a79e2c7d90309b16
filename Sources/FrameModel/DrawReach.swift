import Drawing

/// Where each command of a frame's list can draw on the target, so a damaged box replays
/// only the commands that reach it: the rest are passed over without computing their pixels,
/// and clip and scroll regions that miss the box are jumped over whole. Filled by
/// `FrameShape.rebuild` in the same pass as the shape.
package struct DrawReach {
  /// What the reach holds of one command.
  package struct Entry: Equatable {
    /// The target pixels the command can touch (a drawing command: its bounds as
    /// `FrameShape.Item.box` gives them, within its clip; a clip or scroll push: the clip it
    /// opens, which holds everything up to its pop); `.unbounded` for the rest.
    package var box: PixelBox
    /// For a clip or scroll push, the index of the pop that closes it; -1 for the rest (and
    /// for pushes never closed).
    package var end: Int32
    /// Drawing commands before this one, for the culled count of a jump.
    package var drawingBefore: Int32

    /// An entry of `box`, `end` and `drawingBefore`.
    /// - Parameters:
    ///   - box: the pixels the command can touch.
    ///   - end: the index of the pop closing a push, else -1.
    ///   - drawingBefore: drawing commands before it.
    package init(box: PixelBox, end: Int32, drawingBefore: Int32) {
      self.box = box
      self.end = end
      self.drawingBefore = drawingBefore
    }
  }

  /// One entry per command, and one more after the last (its `drawingBefore` the count of
  /// drawing commands). One array, not one per field: a frame reads the reach of a command
  /// all at once, and each array is one more object to find in memory after the idle time
  /// between frames.
  package var entries: [Entry] = []

  /// No commands yet.
  package init() {}

  /// Runs `body` with `commands` (those the reach was found for) and the entries, both read
  /// in place. One call for both: the rasterizer is main-actor isolated, and every closure
  /// it hands to the standard library's `withUnsafeBufferPointer` checks the executor it
  /// runs on first.
  /// - Parameters:
  ///   - commands: the frame's commands.
  ///   - body: receives the commands and the entries.
  package func withEntries<R>(
    of commands: [DrawCommand],
    _ body: (UnsafeBufferPointer<DrawCommand>, UnsafeBufferPointer<Entry>) -> R
  ) -> R {
    commands.withUnsafeBufferPointer { list in
      entries.withUnsafeBufferPointer { entries in body(list, entries) }
    }
  }
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
