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
    let k = corner
    let far = side - k
    let o = m.opacity
    // The corners' mask is looked up only when a corner shows (most damaged boxes meet a
    // large shadow's straight parts only, if anything).
    if cornersShow(k, box) {
      let shape = MaskShape.shadow(
        width: side, height: side, radius: r, blur: blurPixels, pad: pad)
      guard let t = maskTexture(shape, m.base) else { return }
      copyCorners(t, k, box, alpha: o, far: far)
    }
    drawShadowBands(box, corner: k, pad: pad, blur: blurPixels, color: color)
  }

  /// The straight parts of a large shadow: for each row i of the 2 x pad band (from the
  /// outside in), one fill of four rects (top, bottom, left, right) at that row's alpha.
  private func drawShadowBands(
    _ box: PixelBox, corner k: Int32, pad: Int32, blur: Int32, color: Color
  ) {
    let length = box.width - 2 * k
    let height = box.height - 2 * k
    // Most damaged boxes miss the bands (they only cross the corners or the interior).
    let depth = 2 * pad
    func shows(_ strip: PixelBox) -> Bool { !strip.intersection(clip).isEmpty }
    guard
      shows(PixelBox(x: box.x0 + k, y: box.y0, width: length, height: depth))
        || shows(PixelBox(x: box.x0 + k, y: box.y1 - depth, width: length, height: depth))
        || shows(PixelBox(x: box.x0, y: box.y0 + k, width: depth, height: height))
        || shows(PixelBox(x: box.x1 - depth, y: box.y0 + k, width: depth, height: height))
    else { return }
    for band in shadowBands(pad: pad, blur: blur, color: color) {
      let i = band.start
      let j = band.end
      let n = j - i
      let sides = (
        PixelBox(x: box.x0 + k, y: box.y0 + i, width: length, height: n),
        PixelBox(x: box.x0 + k, y: box.y1 - j, width: length, height: n),
        PixelBox(x: box.x0 + i, y: box.y0 + k, width: n, height: height),
        PixelBox(x: box.x1 - j, y: box.y0 + k, width: n, height: height)
      )
      if fillsDirectly(band.color) {
        fillBox(sides.0, band.color)
        fillBox(sides.1, band.color)
        fillBox(sides.2, band.color)
        fillBox(sides.3, band.color)
      } else {
        // Through SDL: one colour change and one batched fill for the four sides.
        setDrawColor(band.color)
        addRect(sides.0)
        addRect(sides.1)
        addRect(sides.2)
        addRect(sides.3)
        flushRects()
      }
    }
  }

  /// The visible bands of a shadow's 2 x `pad` rows (from the outside in) of `color` at the
  /// current opacity, rows with the same colour merged; computed once per blur, pad, colour
  /// and opacity and kept in `shadowBandCache` (a frame draws the same few shadows in every
  /// damaged box).
  private func shadowBands(pad: Int32, blur: Int32, color: Color) -> [ShadowBand] {
    let key = ShadowBandKey(pad: pad, blur: blur, color: color, opacity: opacity)
    if let last = lastShadowBands, last.key == key { return last.bands }
    if let bands = shadowBandCache[key] {
      lastShadowBands = (key, bands)
      return bands
    }
    let falloff = shadowFalloffScale(blur: blur)
    func rowColor(_ row: Int32) -> RGBA? {
      visibleColor(
        color, alphaScale: shadowCoverage(distance: Double(pad - row) - 0.5, scale: falloff))
    }
    var bands: [ShadowBand] = []
    var i: Int32 = 0
    while i < 2 * pad {
      guard let c = rowColor(i) else {
        i += 1
        continue
      }
      var j = i + 1
      while j < 2 * pad, rowColor(j) == c { j += 1 }
      bands.append(ShadowBand(start: i, end: j, color: c))
      i = j
    }
    // A handful of shadows are drawn at a time: start over rather than grow without bound.
    if shadowBandCache.count >= 64 { shadowBandCache.removeAll(keepingCapacity: true) }
    shadowBandCache[key] = bands
    lastShadowBands = (key, bands)
    return bands
  }
}

/// Rows `start..<end` of a shadow's falloff band (from the outside in), filled in `color`.
struct ShadowBand {
  var start: Int32
  var end: Int32
  var color: RGBA
}

/// Identifies a shadow's falloff bands: its pad and blur in pixels, colour and opacity.
struct ShadowBandKey: Hashable {
  var pad: Int32
  var blur: Int32
  var color: Color
  var opacity: Double
}
