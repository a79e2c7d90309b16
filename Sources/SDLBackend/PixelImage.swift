import CSDL2
import FrameModel

/// An ARGB8888 image in memory (tightly packed rows), owned by the rasterizer's caches when
/// the target is a software surface: copies are then blended straight into the surface
/// (`RenderTarget.blit`) instead of going through an SDL texture.
final class PixelImage {
  /// Width in pixels.
  let width: Int32
  /// Height in pixels.
  let height: Int32
  /// `width * height` pixels, row after row.
  let pixels: UnsafeMutablePointer<UInt32>

  /// An image of `width` x `height` pixels, all transparent.
  init(width: Int32, height: Int32) {
    self.width = max(0, width)
    self.height = max(0, height)
    let count = Int(self.width) * Int(self.height)
    pixels = .allocate(capacity: max(1, count))
    pixels.initialize(repeating: 0, count: max(1, count))
  }

  /// An image holding `values` (ARGB8888, `width * height` of them).
  convenience init(width: Int32, height: Int32, values: [UInt32]) {
    self.init(width: width, height: height)
    let count = min(values.count, Int(width) * Int(height))
    values.withUnsafeBufferPointer { pixels.update(from: $0.baseAddress!, count: count) }
  }

  /// A copy of `surface`, converted to ARGB8888 if needed; nil when SDL cannot convert it.
  convenience init?(surface: UnsafeMutablePointer<SDL_Surface>) {
    var source = surface
    var converted: UnsafeMutablePointer<SDL_Surface>?
    if surface.pointee.format.pointee.format != SDL_PIXELFORMAT_ARGB8888.rawValue {
      guard let c = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
      else { return nil }
      converted = c
      source = c
    }
    defer { if let converted { SDL_FreeSurface(converted) } }
    self.init(width: source.pointee.w, height: source.pointee.h)
    guard let base = source.pointee.pixels else { return }
    SDL_LockSurface(source)
    defer { SDL_UnlockSurface(source) }
    let pitch = Int(source.pointee.pitch)
    for y in 0..<Int(height) {
      let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
      pixels.advanced(by: y * Int(width)).update(from: row, count: Int(width))
    }
  }

  deinit { pixels.deallocate() }

  /// Bytes of pixel memory.
  var byteCount: Int { Int(width) * Int(height) * 4 }
}

extension RenderTarget {
  /// True when `softwareSurface` is RGB888, the format `fillBlended` and `blit` write.
  var hasRGB888Surface: Bool {
    guard let surface = softwareSurface, let format = surface.pointee.format else { return false }
    return format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
  }

  /// Blends `src` (pixels) of `image` onto `dst` (pixels, same size), clipped to `clip` and
  /// the target, with alpha modulation `alpha`, straight into the RGB888 software surface
  /// after executing the queued drawing; false when there is no such surface. Same pixels
  /// as SDL_RenderCopy of the image as a blended texture (see `SoftwareBlit`).
  @discardableResult
  func blit(
    _ image: PixelImage, src: SDL_Rect, dst: SDL_Rect, clip: PixelBox, alpha: UInt8
  ) -> Bool {
    guard hasRGB888Surface, let surface = softwareSurface else { return false }
    guard alpha > 0, src.w > 0, src.h > 0 else { return true }
    let bounds = PixelBox(x: 0, y: 0, width: surface.pointee.w, height: surface.pointee.h)
    let imageBox = PixelBox(x: 0, y: 0, width: image.width, height: image.height)
    // The source rectangle within the image, and the destination moved along with it.
    let source = PixelBox(x: src.x, y: src.y, width: src.w, height: src.h).intersection(imageBox)
    let shiftX = dst.x - src.x
    let shiftY = dst.y - src.y
    let target = PixelBox(
      x0: source.x0 + shiftX, y0: source.y0 + shiftY, x1: source.x1 + shiftX,
      y1: source.y1 + shiftY
    ).intersection(clip).intersection(bounds)
    guard !target.isEmpty else { return true }
    SDL_RenderFlush(renderer)
    guard let base = surface.pointee.pixels else { return false }
    let pitch = Int(surface.pointee.pitch)
    let width = Int(target.width)
    for y in target.y0..<target.y1 {
      let out = base.advanced(by: Int(y) * pitch + Int(target.x0) * 4)
        .assumingMemoryBound(to: UInt32.self)
      let row = image.pixels.advanced(
        by: Int(y - shiftY) * Int(image.width) + Int(target.x0 - shiftX))
      SoftwareBlit.blendRow(row, out, count: width, modulation: alpha)
    }
    return true
  }
}
