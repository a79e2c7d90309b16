import Drawing
import FrameModel

extension DisplayListRasterizer {
  /// The commands of `commands` that paint a box of target pixels opaquely, drawn from the
  /// viewport (see `FrameShape.occluders`; `render` reads them off the frame's shape).
  /// Builds a whole shape: for tests, not for the frame path.
  /// - Parameter commands: the frame's list.
  func occluders(in commands: [DrawCommand]) -> [Occluder] {
    FrameShape(commands, scale: scale, viewport: viewport).occluders
  }

  /// The index of the last of `occluders` that covers `box` whole, 0 when none does: the
  /// first command whose pixels can show in `box`.
  /// - Parameters:
  ///   - occluders: the frame's opaque commands (`FrameShape.occluders`).
  ///   - box: a damaged box.
  static func firstVisibleCommand(_ occluders: [Occluder], in box: PixelBox) -> Int {
    for o in occluders.reversed() where o.covers.intersection(box) == box { return o.index }
    return 0
  }

  /// The part of `box` that the occluder after command `first` covering most of it paints
  /// over (as an occluder of that part), nil when none after `first` reaches `box`.
  ///
  /// A scroll layer entered before that occluder fills its background around the part only:
  /// whatever is drawn there in between is painted over by the occluder (a feed's damaged
  /// strip is mostly under one opaque card; the layer's background shows only beside it).
  /// - Parameters:
  ///   - occluders: the frame's opaque commands (`FrameShape.occluders`).
  ///   - box: a damaged box.
  ///   - first: the first command drawn in `box` (`firstVisibleCommand`).
  static func largestCover(_ occluders: [Occluder], in box: PixelBox, after first: Int)
    -> Occluder?
  {
    var best: Occluder?
    var most = 0
    for o in occluders where o.index > first {
      let part = o.covers.intersection(box)
      if part.area > most {
        most = part.area
        best = Occluder(index: o.index, covers: part)
      }
    }
    return best
  }
}
