import CSDL2
import Drawing
import FrameModel
import ScrollCore

extension DisplayListRasterizer {
  /// Draws the soft shadow of a rounded rectangle: a Gaussian-like falloff (standard
  /// deviation blur / 2) spreading 1.5 x blur beyond `rect`.
  ///
  /// Small rectangles get one cached mask of their exact size. Larger ones are drawn as four
  /// cached corner masks plus the falloff band along each edge as rows of uniform alpha
  /// (batched fills). The band reaches 1.5 x blur inside `rect`; the interior beyond it is
  /// not painted, because a shadow is meant for a shape drawn on top of it and painting
  /// a large interior is the most expensive thing a software renderer could do here. So a
  /// caster may be offset from its shadow by up to 1.5 x blur without showing a hole.
  func drawShadow(_ rect: Rect, radius: Double, blur: Double, color: Color) {
    guard let inner = pixelBox(rect), !inner.isEmpty,
      let m = maskColor(color)
    else { return cull() }
    let blurPixels = Int32(clampedPixels(max(0, blur.isFinite ? blur * scale : 0).rounded()))
    let pad = Int32((Double(blurPixels) * 1.5).rounded(.up))
    let box = inner.outset(pad)
    guard !box.intersection(clip).isEmpty else { return cull() }
    let r = cornerRadius(radius, inner)
    let corner = r + 2 * pad
    let side = 2 * corner + 1
    if box.width < side || box.height < side {
      guard Int(box.width) * Int(box.height) <= 1 << 20 else { return cull() }
      let shape = MaskShape.shadow(
        width: box.width, height: box.height, radius: r, blur: blurPixels, pad: pad)
      guard let mask = maskTexture(shape, m.base) else { return }
      copy(
        mask, SDL_Rect(x: 0, y: 0, w: box.width, h: box.height), box.sdlRect, alpha: m.opacity)
      return
    }
    let shape = MaskShape.shadow(width: side, height: side, radius: r, blur: blurPixels, pad: pad)
    guard let t = maskTexture(shape, m.base) else { return }
    let k = corner
    let far = side - k
    let o = m.opacity
    copy(t, SDL_Rect(x: 0, y: 0, w: k, h: k), SDL_Rect(x: box.x0, y: box.y0, w: k, h: k), alpha: o)
    copy(
      t, SDL_Rect(x: far, y: 0, w: k, h: k), SDL_Rect(x: box.x1 - k, y: box.y0, w: k, h: k),
      alpha: o)
    copy(
      t, SDL_Rect(x: 0, y: far, w: k, h: k), SDL_Rect(x: box.x0, y: box.y1 - k, w: k, h: k),
      alpha: o)
    copy(
      t, SDL_Rect(x: far, y: far, w: k, h: k), SDL_Rect(x: box.x1 - k, y: box.y1 - k, w: k, h: k),
      alpha: o)
    drawShadowBands(box, corner: k, pad: pad, blur: blurPixels, color: color)
  }

  /// The straight parts of a large shadow: for each row i of the 2 x pad band (from the
  /// outside in), one fill of four rects (top, bottom, left, right) at that row's alpha.
  private func drawShadowBands(
    _ box: PixelBox, corner k: Int32, pad: Int32, blur: Int32, color: Color
  ) {
    let falloff = shadowFalloffScale(blur: blur)
    let length = box.width - 2 * k
    let height = box.height - 2 * k
    var i: Int32 = 0
    while i < 2 * pad {
      // Rows with the same alpha byte are merged into one band.
      let coverage = shadowCoverage(distance: Double(pad - i) - 0.5, scale: falloff)
      guard let c = visibleColor(color, alphaScale: coverage) else {
        i += 1
        continue
      }
      var j = i + 1
      while j < 2 * pad,
        visibleColor(
          color, alphaScale: shadowCoverage(distance: Double(pad - j) - 0.5, scale: falloff))
          == c
      {
        j += 1
      }
      let n = j - i
      setDrawColor(c)
      addRect(PixelBox(x: box.x0 + k, y: box.y0 + i, width: length, height: n))
      addRect(PixelBox(x: box.x0 + k, y: box.y1 - j, width: length, height: n))
      addRect(PixelBox(x: box.x0 + i, y: box.y0 + k, width: n, height: height))
      addRect(PixelBox(x: box.x1 - j, y: box.y0 + k, width: n, height: height))
      flushRects()
      i = j
    }
  }
}
