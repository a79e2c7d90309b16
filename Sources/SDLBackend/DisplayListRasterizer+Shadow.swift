import CSDL2
import Drawing
import ScrollCore

extension DisplayListRasterizer {
  /// Draws the soft shadow of a rounded rectangle: `blur` points of Gaussian-like falloff
  /// (standard deviation blur / 2) spreading about 1.5 x blur beyond `rect`.
  ///
  /// The falloff is precomputed into a cached mask and tinted. Large rectangles use a
  /// nine-slice of one mask per (radius, blur), so any size costs the same; rectangles too
  /// small for the slices get an exact mask of their own size (also cached).
  func drawShadow(_ rect: Rect, radius: Double, blur: Double, color: Color) {
    guard let inner = PixelBox(rect, scale: scale), !inner.isEmpty,
      let c = visibleColor(color)
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
      guard let mask = maskTexture(shape) else { return }
      tint(mask.texture, c)
      copy(mask.texture, SDL_Rect(x: 0, y: 0, w: box.width, h: box.height), box.sdlRect)
      return
    }
    let shape = MaskShape.shadow(width: side, height: side, radius: r, blur: blurPixels, pad: pad)
    guard let mask = maskTexture(shape) else { return }
    tint(mask.texture, c)
    let t = mask.texture
    let k = corner
    let far = side - k
    let midW = box.width - 2 * k
    let midH = box.height - 2 * k
    copyCorners(nineSliceCorners: t, k, far, box)
    copy(t, SDL_Rect(x: k, y: 0, w: 1, h: k), SDL_Rect(x: box.x0 + k, y: box.y0, w: midW, h: k))
    copy(t, SDL_Rect(x: k, y: far, w: 1, h: k), SDL_Rect(x: box.x0 + k, y: box.y1 - k, w: midW, h: k))
    copy(t, SDL_Rect(x: 0, y: k, w: k, h: 1), SDL_Rect(x: box.x0, y: box.y0 + k, w: k, h: midH))
    copy(t, SDL_Rect(x: far, y: k, w: k, h: 1), SDL_Rect(x: box.x1 - k, y: box.y0 + k, w: k, h: midH))
    // The centre of the mask is fully covered: a plain fill is exact and fastest.
    setDrawColor(c)
    addRect(PixelBox(x: box.x0 + k, y: box.y0 + k, width: midW, height: midH))
    flushRects()
  }

  /// Copies the four k x k corners of a nine-slice mask (far = side - k) to `box`'s corners.
  private func copyCorners(nineSliceCorners t: OpaquePointer, _ k: Int32, _ far: Int32, _ box: PixelBox) {
    copy(t, SDL_Rect(x: 0, y: 0, w: k, h: k), SDL_Rect(x: box.x0, y: box.y0, w: k, h: k))
    copy(t, SDL_Rect(x: far, y: 0, w: k, h: k), SDL_Rect(x: box.x1 - k, y: box.y0, w: k, h: k))
    copy(t, SDL_Rect(x: 0, y: far, w: k, h: k), SDL_Rect(x: box.x0, y: box.y1 - k, w: k, h: k))
    copy(t, SDL_Rect(x: far, y: far, w: k, h: k), SDL_Rect(x: box.x1 - k, y: box.y1 - k, w: k, h: k))
  }
}
