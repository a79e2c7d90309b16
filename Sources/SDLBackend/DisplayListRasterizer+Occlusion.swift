import Drawing
import FrameModel

/// An opaque command of a frame's list and the target pixels it paints over whole.
struct Occluder {
  /// The command's index in the list.
  var index: Int
  /// Pixels the command makes opaque, whatever was there (clip applied).
  var covers: PixelBox
}

/// The clips, opacities and layer states `occluders(in:)` restores at pops.
struct OccluderStacks {
  /// A scroll layer's enclosing clip and origin.
  struct Layer {
    var clip: PixelBox
    var x: Int32
    var y: Int32
  }
  var clips: [PixelBox] = []
  var alphas: [Double] = []
  var layers: [Layer] = []
}

extension DisplayListRasterizer {
  /// The commands of `commands` that paint a box of target pixels opaquely (plain opaque
  /// fills, the middle bands of rounded ones, scroll layers' backgrounds), in list order,
  /// with the clip, opacity and layer origin each is drawn with. Found by following only
  /// the pushes and pops, as `draw(_:)` does, without drawing.
  ///
  /// A damaged box that one of them covers is drawn from that command on: whatever comes
  /// before it only gives pixels it paints over (the window background, a scene's
  /// background and a scroll layer's under a list's rows were each filled in every box).
  /// - Parameter commands: the frame's list.
  func occluders(in commands: [DrawCommand]) -> [Occluder] {
    // Last frame's array is filled again (held only here once that frame is done).
    var found = occluderBuffer
    occluderBuffer = []
    found.removeAll(keepingCapacity: true)
    defer { occluderBuffer = found }
    // Read once: each read of the rasterizer's property in the loop is an access check.
    let scale = self.scale
    var clip = baseClip
    var alpha = 1.0
    var x: Int32 = 0
    var y: Int32 = 0
    var stacks = occluderStacks
    occluderStacks = OccluderStacks()
    stacks.clips.removeAll(keepingCapacity: true)
    stacks.alphas.removeAll(keepingCapacity: true)
    stacks.layers.removeAll(keepingCapacity: true)
    defer { occluderStacks = stacks }
    // Read in place: copying a command out would retain and release its string.
    commands.withUnsafeBufferPointer { list in
      for i in list.indices {
        switch list[i] {
        case .rect(let rect, let color, let radius):
          guard color.opacity(alpha).bytes.a == 255,
            let box = PixelBox(rect, scale: scale)?.offsetBy(x, y)
          else { continue }
          let r = cornerRadius(radius, box)
          // With rounded corners, the band between them is painted whole (see fillRect).
          let covers = PixelBox(x0: box.x0, y0: box.y0 + r, x1: box.x1, y1: box.y1 - r)
            .intersection(clip)
          if !covers.isEmpty { found.append(Occluder(index: i, covers: covers)) }
        case .pushClip(let rect):
          stacks.clips.append(clip)
          clip = clip.intersection(PixelBox(rect, scale: scale)?.offsetBy(x, y) ?? .empty)
        case .popClip:
          clip = stacks.clips.popLast() ?? clip
        case .pushOpacity(let value):
          stacks.alphas.append(alpha)
          alpha *= value.isFinite ? min(1, max(0, value)) : 1
        case .popOpacity:
          alpha = stacks.alphas.popLast() ?? alpha
        case .pushScroll(let rect, let offset, _):
          stacks.layers.append(OccluderStacks.Layer(clip: clip, x: x, y: y))
          clip = clip.intersection(PixelBox(rect, scale: scale)?.offsetBy(x, y) ?? .empty)
          // The background fills the layer's clip opaquely, at any opacity.
          if !clip.isEmpty { found.append(Occluder(index: i, covers: clip)) }
          let shift = FrameShape.layerShift(offset, scale: scale)
          x &-= shift.x
          y &-= shift.y
        case .popScroll:
          if let saved = stacks.layers.popLast() {
            clip = saved.clip
            x = saved.x
            y = saved.y
          }
        case .strokeRect, .line, .text, .shadow:
          continue
        }
      }
    }
    return found
  }

  /// The index of the last of `occluders` that covers `box` whole, 0 when none does: the
  /// first command whose pixels can show in `box`.
  /// - Parameters:
  ///   - occluders: the frame's opaque commands (`occluders(in:)`).
  ///   - box: a damaged box.
  static func firstVisibleCommand(_ occluders: [Occluder], in box: PixelBox) -> Int {
    for o in occluders.reversed() where o.covers.intersection(box) == box { return o.index }
    return 0
  }
}
