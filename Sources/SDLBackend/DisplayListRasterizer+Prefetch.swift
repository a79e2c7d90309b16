import Drawing
import FrameModel
import ScrollCore

extension DisplayListRasterizer {
  /// Renders into the text cache, ahead of time, the texts of `list` that lie outside the
  /// target but within `margin` points of it (rows drawn just beyond a scroll layer's clip,
  /// about to scroll into view), at most `limit` new ones; returns how many it rendered.
  ///
  /// Meant for idle time after present: a text rendered then costs a fraction of one
  /// rendered cold at the start of the frame that first shows it, and that frame only
  /// copies it. Positions follow scroll layers as `render` draws them.
  @discardableResult
  public func prefetchText(in list: DisplayList, margin: Double, limit: Int = 4) -> Int {
    guard limit > 0, margin.isFinite, margin > 0 else { return 0 }
    let pad = Int32(clampedPixels((margin * scale).rounded(.up)))
    let near = viewport.outset(pad)
    var origins: [(x: Int32, y: Int32)] = [(0, 0)]
    var rendered = 0
    for command in list.commands {
      switch command {
      case .pushScroll(_, let offset, _):
        let o = origins[origins.count - 1]
        let shift = FrameShape.layerShift(offset, scale: scale)
        origins.append((o.x &- shift.x, o.y &- shift.y))
      case .popScroll:
        if origins.count > 1 { origins.removeLast() }
      case .text(let string, let frame, let font, let color, _):
        let o = origins[origins.count - 1]
        guard !string.isEmpty, let box = PixelBox(frame, scale: scale)?.offsetBy(o.x, o.y),
          box.intersection(viewport).isEmpty, !box.intersection(near).isEmpty
        else { continue }
        let c = color.bytes
        let misses = texts.counters.misses
        _ = textTexture(string, font: font, r: c.r, g: c.g, b: c.b)
        if texts.counters.misses != misses {
          rendered += 1
          if rendered >= limit { return rendered }
        }
      default:
        continue
      }
    }
    return rendered
  }
}
