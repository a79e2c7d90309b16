import CSDL2
import Drawing
import FrameModel
import ScrollCore

extension DisplayListRasterizer {
  /// Fills `rect`; with `radius` > 0 the corners are anti-aliased quarter discs from a
  /// cached mask texture and the rest is three full-width bands in one batched fill (full
  /// rows: SDL's software fill is fast for wide spans and slow for narrow tall ones).
  func fillRect(_ rect: Rect, _ color: Color, radius: Double) {
    guard let box = pixelBox(rect), !box.intersection(clip).isEmpty,
      let c = visibleColor(color)
    else { return cull() }
    let r = cornerRadius(radius, box)
    guard r > 0 else {
      fillBox(box, c)
      return
    }
    fillBox(PixelBox(x0: box.x0 + r, y0: box.y0, x1: box.x1 - r, y1: box.y0 + r), c)
    fillBox(PixelBox(x0: box.x0, y0: box.y0 + r, x1: box.x1, y1: box.y1 - r), c)
    fillBox(PixelBox(x0: box.x0 + r, y0: box.y1 - r, x1: box.x1 - r, y1: box.y1), c)
    // Most damaged boxes cross a card's middle: the corner mask is looked up only when a
    // corner shows.
    guard cornersShow(r, box), let m = maskColor(color),
      let disc = maskTexture(.disc(radius: r), m.base)
    else { return }
    copyCorners(disc, r, box, alpha: m.opacity)
  }

  /// Fills `box` (pixels) with `c`: straight into the software surface when the target has
  /// one (`fillDirect`), else through SDL. Same pixels either way.
  func fillBox(_ box: PixelBox, _ c: RGBA) {
    if fillsDirectly(c) && fillDirect(box, c) { return }
    setDrawColor(c)
    addRect(box)
    flushRects()
  }

  /// Whether fills of `c` can be written straight into the target's software surface (see
  /// fillOpaque and fillBlended).
  /// - Parameter c: the fill colour.
  func fillsDirectly(_ c: RGBA) -> Bool { directFills && (c.a == 255 || allowsDirectBlending) }

  /// Writes `box` (pixels, clipped) of `c` straight into the software surface (when
  /// `fillsDirectly(c)`); false when the target could not, so SDL has to fill it.
  /// - Parameters:
  ///   - box: the pixels to fill, before the clip.
  ///   - c: the fill colour.
  func fillDirect(_ box: PixelBox, _ c: RGBA) -> Bool {
    let clipped = box.intersection(clip)
    // Nothing of it shows in the clip (SDL would clip it away too): no surface access.
    if clipped.isEmpty { return true }
    return c.a == 255
      ? target.fillOpaque(clipped, c.r, c.g, c.b)
      : target.fillBlended(clipped, c.r, c.g, c.b, c.a)
  }

  /// Whether any of the four r x r corner squares of `box` meets the clip.
  func cornersShow(_ r: Int32, _ box: PixelBox) -> Bool {
    let v = box.intersection(clip)
    guard !v.isEmpty else { return false }
    return (v.x0 < box.x0 + r || v.x1 > box.x1 - r) && (v.y0 < box.y0 + r || v.y1 > box.y1 - r)
  }

  /// Outlines `rect` with a stroke of `width` points drawn inside the rectangle; strokes
  /// thinner than a pixel are drawn one pixel wide at proportionally lower alpha.
  func strokeRect(_ rect: Rect, _ color: Color, radius: Double, width: Double) {
    guard width.isFinite, width > 0, let box = pixelBox(rect),
      !box.intersection(clip).isEmpty
    else { return cull() }
    let (t, alphaScale) = strokePixels(width)
    guard let c = visibleColor(color, alphaScale: alphaScale) else { return cull() }
    let stroke = min(t, max(1, min(box.width, box.height) / 2))
    var r = cornerRadius(radius, box)
    if r > 0 && r < stroke { r = min(stroke, box.width / 2, box.height / 2) }  // no overlaps
    setDrawColor(c)
    if r == 0 {
      addRect(PixelBox(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y0 + stroke))
      addRect(PixelBox(x0: box.x0, y0: box.y1 - stroke, x1: box.x1, y1: box.y1))
      addRect(PixelBox(x0: box.x0, y0: box.y0 + stroke, x1: box.x0 + stroke, y1: box.y1 - stroke))
      addRect(PixelBox(x0: box.x1 - stroke, y0: box.y0 + stroke, x1: box.x1, y1: box.y1 - stroke))
      flushRects()
      return
    }
    addRect(PixelBox(x0: box.x0 + r, y0: box.y0, x1: box.x1 - r, y1: box.y0 + stroke))
    addRect(PixelBox(x0: box.x0 + r, y0: box.y1 - stroke, x1: box.x1 - r, y1: box.y1))
    addRect(PixelBox(x0: box.x0, y0: box.y0 + r, x1: box.x0 + stroke, y1: box.y1 - r))
    addRect(PixelBox(x0: box.x1 - stroke, y0: box.y0 + r, x1: box.x1, y1: box.y1 - r))
    flushRects()
    guard cornersShow(r, box), let m = maskColor(color, alphaScale: alphaScale),
      let ring = maskTexture(.ring(radius: r, width: min(stroke, r)), m.base)
    else { return }
    copyCorners(ring, r, box, alpha: m.opacity)
  }

  /// Draws a line `width` points wide. Horizontal and vertical lines (separators, grids) are
  /// pixel-snapped rectangles; other directions are quads through SDL_RenderGeometry.
  /// `dash` > 0 draws dashes of that length separated by equal gaps.
  func drawLine(_ from: Point, _ to: Point, _ color: Color, width: Double, dash: Double) {
    guard from.isFinite, to.isFinite, width.isFinite, width > 0, from != to else {
      return cull()
    }
    let (t, alphaScale) = strokePixels(width)
    guard let c = visibleColor(color, alphaScale: alphaScale) else { return cull() }
    let dashPixels = dash.isFinite && dash > 0 ? max(1, dash * scale) : 0
    if var line = StrokePixels.axisLine(from, to, width: width, scale: scale) {
      // The same pixels the damage bounds count (FrameShape.lineBounds), in the layer.
      let along = line.horizontal ? originX : originY
      line.across += line.horizontal ? originY : originX
      line.start += along
      line.end += along
      let whole = line.whole
      guard !whole.intersection(clip).isEmpty else { return cull() }
      setDrawColor(c)
      if dashPixels == 0 {
        addRect(whole)
      } else {
        // Only the dashes that fall inside the clip are generated.
        let lo = Double(line.horizontal ? clip.x0 : clip.y0)
        let hi = Double(line.horizontal ? clip.x1 : clip.y1)
        let a = Double(line.start)
        let b = Double(line.end)
        let period = 2 * dashPixels
        var start = a + max(0, ((lo - a) / period).rounded(.down)) * period
        while start < b, start < hi, rectBuffer.count < 4096 {
          let s = Int32(start.rounded())
          // A dash starting within half a pixel of the end would round past the line's pixels
          // (its damage bounds): there is none of it left to draw.
          guard s < line.end else { break }
          let e = Int32(min(b, start + dashPixels).rounded())
          addRect(line.box(s, e))
          start += period
        }
      }
      flushRects()
      return
    }
    drawSlantedLine(from, to, c, thickness: Double(t), dash: dashPixels)
  }

  /// A line in any direction as one quad per dash, all in one SDL_RenderGeometry call.
  private func drawSlantedLine(
    _ from: Point, _ to: Point, _ c: RGBA, thickness: Double, dash: Double
  ) {
    let x0 = clampedPixels(from.x * scale) + Double(originX)
    let y0 = clampedPixels(from.y * scale) + Double(originY)
    let x1 = clampedPixels(to.x * scale) + Double(originX)
    let y1 = clampedPixels(to.y * scale) + Double(originY)
    let bounds = PixelBox(
      x0: Int32(min(x0, x1) - thickness), y0: Int32(min(y0, y1) - thickness),
      x1: Int32(max(x0, x1) + thickness) + 1, y1: Int32(max(y0, y1) + thickness) + 1)
    guard !bounds.intersection(clip).isEmpty else { return cull() }
    let dx = x1 - x0
    let dy = y1 - y0
    let length = (dx * dx + dy * dy).squareRoot()
    let ux = dx / length
    let uy = dy / length
    let nx = -uy * thickness / 2
    let ny = ux * thickness / 2
    let color = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
    func quad(_ s: Double, _ e: Double) {
      let ax = Float(x0 + ux * s)
      let ay = Float(y0 + uy * s)
      let bx = Float(x0 + ux * e)
      let by = Float(y0 + uy * e)
      let base = Int32(vertexBuffer.count)
      for (px, py) in [
        (ax + Float(nx), ay + Float(ny)), (bx + Float(nx), by + Float(ny)),
        (bx - Float(nx), by - Float(ny)), (ax - Float(nx), ay - Float(ny)),
      ] {
        vertexBuffer.append(
          SDL_Vertex(position: SDL_FPoint(x: px, y: py), color: color, tex_coord: SDL_FPoint()))
      }
      indexBuffer.append(contentsOf: [base, base + 1, base + 2, base, base + 2, base + 3])
    }
    if dash > 0 {
      var s = 0.0
      while s < length, vertexBuffer.count < 8192 {
        quad(s, min(length, s + dash))
        s += 2 * dash
      }
    } else {
      quad(0, length)
    }
    setDrawColor(c)
    vertexBuffer.withUnsafeBufferPointer { v in
      indexBuffer.withUnsafeBufferPointer { i in
        if SDL_RenderGeometry(
          renderer, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count)) != 0
        {
          frameStats.failures += 1
        }
      }
    }
    vertexBuffer.removeAll(keepingCapacity: true)
    indexBuffer.removeAll(keepingCapacity: true)
  }

  /// Copies the four r x r corners of a mask to the corners of `box`: the near corners from
  /// (0, 0), the far ones from `far` (r for a 2r x 2r mask, the default).
  /// - Parameters:
  ///   - mask: the mask image.
  ///   - r: the corner size, pixels.
  ///   - box: the rectangle whose corners are drawn.
  ///   - alpha: the copies' alpha modulation.
  ///   - far: where the mask's right and bottom corners start (nil: `r`).
  func copyCorners(
    _ mask: CachedTexture, _ r: Int32, _ box: PixelBox, alpha: UInt8, far: Int32? = nil
  ) {
    let f = far ?? r
    copy(
      mask, SDL_Rect(x: 0, y: 0, w: r, h: r), SDL_Rect(x: box.x0, y: box.y0, w: r, h: r),
      alpha: alpha)
    copy(
      mask, SDL_Rect(x: f, y: 0, w: r, h: r), SDL_Rect(x: box.x1 - r, y: box.y0, w: r, h: r),
      alpha: alpha)
    copy(
      mask, SDL_Rect(x: 0, y: f, w: r, h: r), SDL_Rect(x: box.x0, y: box.y1 - r, w: r, h: r),
      alpha: alpha)
    copy(
      mask, SDL_Rect(x: f, y: f, w: r, h: r), SDL_Rect(x: box.x1 - r, y: box.y1 - r, w: r, h: r),
      alpha: alpha)
  }

  /// A corner radius in pixels, at most half the box's shorter side.
  func cornerRadius(_ radius: Double, _ box: PixelBox) -> Int32 {
    FrameShape.cornerPixels(radius, box, scale: scale)
  }

  /// A stroke width in whole pixels (at least 1) and the alpha factor for sub-pixel widths.
  func strokePixels(_ width: Double) -> (pixels: Int32, alphaScale: Double) {
    StrokePixels.thickness(width, scale: scale)
  }

  /// Counts a command that drew nothing.
  func cull() { frameStats.culled += 1 }
}
