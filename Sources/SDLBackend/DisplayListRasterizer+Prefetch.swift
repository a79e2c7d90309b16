import Drawing
import FrameModel
import ScrollCore

extension DisplayListRasterizer {
  /// Renders into the text cache, ahead of time, the texts of `list` that are clipped away
  /// (outside the target, or outside the clip or scroll layer they are drawn in) but lie
  /// within `margin` points of what shows (rows drawn just beyond a scroll layer's clip,
  /// about to scroll into view), at most `limit` new ones; returns how many it rendered.
  ///
  /// Meant for idle time after present: a text rendered then costs a fraction of one
  /// rendered cold at the start of the frame that first shows it, and that frame only
  /// copies it. Positions and clips follow scroll layers and clips as `render` draws them.
  /// - Parameters:
  ///   - list: the frame just drawn (its rows just beyond the clips are the candidates).
  ///   - margin: how far beyond what shows to look, points.
  ///   - limit: the most texts rendered in one call.
  @discardableResult
  public func prefetchText(in list: DisplayList, margin: Double, limit: Int = 4) -> Int {
    guard limit > 0, margin.isFinite, margin > 0 else { return 0 }
    let pad = Int32(clampedPixels((margin * scale).rounded(.up)))
    let scale = self.scale
    // Origin and clip of each open scroll layer or clip, as `render` keeps them (last call's
    // storage, taken out while in use).
    var states = prefetchStates
    prefetchStates = []
    states.removeAll(keepingCapacity: true)
    defer { prefetchStates = states }
    states.append(PrefetchState(x: 0, y: 0, clip: viewport))
    var rendered = 0
    // Read in place: copying a command out would retain and release its string.
    list.commands.withUnsafeBufferPointer { commands in
      for i in commands.indices {
        let top = states[states.count - 1]
        switch commands[i] {
        case .pushScroll(let rect, let offset, _):
          let shift = FrameShape.layerShift(offset, scale: scale)
          let clip = PixelBox(rect, scale: scale)?.offsetBy(top.x, top.y) ?? .empty
          states.append(
            PrefetchState(
              x: top.x &- shift.x, y: top.y &- shift.y, clip: top.clip.intersection(clip)))
        case .pushClip(let rect):
          let clip = PixelBox(rect, scale: scale)?.offsetBy(top.x, top.y) ?? .empty
          states.append(PrefetchState(x: top.x, y: top.y, clip: top.clip.intersection(clip)))
        case .popScroll, .popClip:
          if states.count > 1 { states.removeLast() }
        case .text(let string, let frame, let font, let color, _):
          guard !string.isEmpty, !top.clip.isEmpty,
            let box = PixelBox(frame, scale: scale)?.offsetBy(top.x, top.y),
            box.intersection(top.clip).isEmpty, !box.intersection(top.clip.outset(pad)).isEmpty
          else { continue }
          let c = color.bytes
          let misses = texts.counters.misses
          _ = textTexture(string, font: font, r: c.r, g: c.g, b: c.b)
          if texts.counters.misses != misses {
            rendered += 1
            if rendered >= limit { return }
          }
        default:
          continue
        }
      }
    }
    return rendered
  }
}

extension DisplayListRasterizer {
  /// `prefetchText` within `margin` of what shows and, when that had to render a text, again
  /// within `batch`, each pass rendering at most `limit` (so up to 2 x `limit` in all); returns
  /// how many it rendered.
  ///
  /// In a window every frame starts after a sleep with cold caches: the first text rendered
  /// then costs several times what the next ones do (scroll-bench's "text render cold/hot"
  /// row), so the texts a bit further out are cheaper rendered together with the one needed
  /// now than one a frame as each comes near. With nothing to render near, nothing further
  /// is rendered either. The second pass takes the texts in the list's order.
  /// - Parameters:
  ///   - list: the frame just drawn.
  ///   - margin: how far beyond what shows a missing text starts a batch, points.
  ///   - batch: how far beyond what shows the batch reaches, points (at least `margin`).
  ///   - limit: the most texts rendered by each pass.
  @discardableResult
  public func prefetchTextInBatches(
    in list: DisplayList, margin: Double, batch: Double, limit: Int = 4
  ) -> Int {
    let near = prefetchText(in: list, margin: margin, limit: limit)
    guard near > 0, batch > margin else { return near }
    return near + prefetchText(in: list, margin: batch, limit: limit)
  }
}

/// The origin and clip `prefetchText` tracks for each open scroll layer or clip.
struct PrefetchState {
  var x: Int32
  var y: Int32
  var clip: PixelBox
}
