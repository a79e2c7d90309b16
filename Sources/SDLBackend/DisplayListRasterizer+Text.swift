import CSDL2
import Drawing
import FrameModel
import ScrollCore

extension DisplayListRasterizer {
  /// Draws one line of text aligned inside `frame`, vertically centred on it, clipped to it.
  ///
  /// The texture comes from the text cache (rendered with TTF_RenderUTF8_Blended on a miss, in
  /// the colour's RGB); the colour's alpha and the opacity are applied as alpha modulation,
  /// so fades do not create new textures. Clipping crops the copy's source rectangle, which
  /// needs no clip state change.
  func drawText(
    _ string: String, frame: Rect, font: Font, color: Color, alignment: TextAlignment
  ) {
    guard !string.isEmpty, let box = pixelBox(frame) else { return cull() }
    let visible = box.intersection(clip)
    guard !visible.isEmpty, let c = visibleColor(color) else { return cull() }
    guard let text = textTexture(string, font: font, r: c.r, g: c.g, b: c.b) else { return }
    let x: Int32
    switch alignment {
    case .leading: x = box.x0
    case .center: x = box.x0 + (box.width - text.width) / 2
    case .trailing: x = box.x1 - text.width
    }
    let y = box.y0 + (box.height - text.height) / 2
    let dst = PixelBox(x: x, y: y, width: text.width, height: text.height).intersection(visible)
    guard !dst.isEmpty else { return cull() }
    frameStats.texts += 1
    copy(
      text, SDL_Rect(x: dst.x0 - x, y: dst.y0 - y, w: dst.width, h: dst.height), dst.sdlRect,
      alpha: c.a)
  }

  /// The cached texture for `string` in `font` and colour, rendering it on a miss.
  func textTexture(_ string: String, font: Font, r: UInt8, g: UInt8, b: UInt8) -> CachedTexture? {
    let pixelSize = FontLibrary.pixelSize(of: font, scale: scale)
    let key = TextKey(
      string: string, pixelSize: pixelSize, bold: font.weight != .regular, family: font.family,
      rgb: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
    // The slot that held this text lately is tried first, without hashing the string.
    let hint = key.cheapHash
    if let cached = texts.value(inSlot: textHints.slot(for: hint), for: key) { return cached }
    if let found = texts.valueAndSlot(for: key) {
      textHints.set(found.slot, for: hint)
      return found.value
    }
    guard
      let surface = fonts.renderSurface(string, font: font, pixelSize: pixelSize, r: r, g: g, b: b)
    else {
      frameStats.failures += 1
      return nil
    }
    // A surface the image takes over is freed with it (no copy of its pixels).
    var adopted = false
    defer { if !adopted { SDL_FreeSurface(surface) } }
    let cached: CachedTexture
    if directBlits, let image = PixelImage(surface: surface, adopted: &adopted) {
      cached = CachedTexture(image: image, width: image.width, height: image.height)
    } else {
      guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
        frameStats.failures += 1
        return nil
      }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      cached = CachedTexture(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }
    frameStats.textUploads += 1
    let slot = texts.insert(
      cached, for: key, cost: Int(cached.width) * Int(cached.height) * 4
    ) { _, old in old.release() }
    // Texts are mostly rendered ahead (`prefetchText`): the frame that shows one finds it
    // by its hint.
    textHints.set(slot, for: hint)
    return cached
  }
}
