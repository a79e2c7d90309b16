import CPixelKernels
import CSDL2
import FrameModel

/// An ARGB8888 image in memory, owned by the rasterizer's caches when the target is a
/// software surface: copies are then blended straight into the surface
/// (`RenderTarget.blit`) instead of going through an SDL texture.
///
/// Each row's visible span (from its first to past its last pixel with alpha above 0) is
/// found once, when the image is made: blits only blend that part of a row, and skip rows
/// with none (text lines are mostly transparent above and below their glyphs and at both
/// ends). The pixels must not change after that.
final class PixelImage {
  /// Width in pixels.
  let width: Int32
  /// Height in pixels.
  let height: Int32
  /// Pixels from the start of one row to the start of the next (at least `width`).
  let stride: Int
  /// `height` rows of `stride` pixels, `width` of them used.
  let pixels: UnsafeMutablePointer<UInt32>
  /// Per row, the visible span: `spans[2 * y]` is the first pixel whose alpha is not 0 and
  /// `spans[2 * y + 1]` one past the last one (both 0 for a row with none).
  private(set) var spans: [Int32]
  /// The SDL surface whose memory `pixels` is, freed with the image; nil when the image
  /// allocated its own.
  private let owner: UnsafeMutablePointer<SDL_Surface>?

  /// An image holding `values` (ARGB8888, `width * height` of them; missing ones are
  /// transparent).
  init(width: Int32, height: Int32, values: [UInt32]) {
    self.width = max(0, width)
    self.height = max(0, height)
    stride = Int(self.width)
    let count = Int(self.width) * Int(self.height)
    let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, count))
    memory.initialize(repeating: 0, count: max(1, count))
    let used = min(values.count, count)
    values.withUnsafeBufferPointer { memory.update(from: $0.baseAddress!, count: used) }
    pixels = memory
    owner = nil
    spans = []
    spans = Self.visibleSpans(pixels, width: self.width, height: self.height, stride: stride)
  }

  /// `surface` as an image, taking it over (the caller must not free it) when it is
  /// ARGB8888, else a converted copy (the caller still frees `surface`); nil when SDL cannot
  /// convert it or it has no pixels.
  /// - Parameter surface: a surface SDL_ttf rendered, for example.
  /// - Parameter adopted: set to true when the image took `surface` over.
  init?(surface: UnsafeMutablePointer<SDL_Surface>, adopted: inout Bool) {
    adopted = false
    var source = surface
    if surface.pointee.format.pointee.format != SDL_PIXELFORMAT_ARGB8888.rawValue {
      guard let c = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
      else { return nil }
      source = c
    } else {
      adopted = true
    }
    // A surface that needs locking (RLE) or has no pixels is not used in place.
    guard source.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let base = source.pointee.pixels,
      source.pointee.pitch % 4 == 0
    else {
      if source != surface { SDL_FreeSurface(source) }
      adopted = false
      return nil
    }
    width = max(0, source.pointee.w)
    height = max(0, source.pointee.h)
    stride = Int(source.pointee.pitch / 4)
    pixels = base.assumingMemoryBound(to: UInt32.self)
    owner = source
    spans = []
    spans = Self.visibleSpans(pixels, width: width, height: height, stride: stride)
  }

  deinit {
    if let owner { SDL_FreeSurface(owner) } else { pixels.deallocate() }
  }

  /// Bytes of pixel memory.
  var byteCount: Int { stride * Int(height) * 4 }

  /// The visible span of every row (see `spans`).
  static func visibleSpans(
    _ pixels: UnsafePointer<UInt32>, width: Int32, height: Int32, stride: Int
  ) -> [Int32] {
    var out = [Int32](repeating: 0, count: 2 * Int(height))
    let w = Int(width)
    for y in 0..<Int(height) {
      let row = pixels + y * stride
      var first = 0
      while first < w && row[first] >> 24 == 0 { first += 1 }
      guard first < w else { continue }
      var end = w
      while row[end - 1] >> 24 == 0 { end -= 1 }
      out[2 * y] = Int32(first)
      out[2 * y + 1] = Int32(end)
    }
    return out
  }
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
  /// as SDL_RenderCopy of the image as a blended texture (see `SoftwareBlit`): only each
  /// row's visible span is blended, the rest of a row leaves the surface as it is.
  @discardableResult
  func blit(
    _ image: PixelImage, src: SDL_Rect, dst: SDL_Rect, clip: PixelBox, alpha: UInt8
  ) -> Bool {
    guard let surface = softwareSurface, let format = surface.pointee.format,
      format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
    else { return false }
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
    // Image columns of the target, to meet each row's span.
    let left = target.x0 - shiftX
    let right = target.x1 - shiftX
    image.spans.withUnsafeBufferPointer { spans in
      if SoftwareBlit.usesAVX2 {
        // Every row in one call (see pk_blit_rows).
        let iy = Int(target.y0 - shiftY)
        pk_blit_rows(
          image.pixels.advanced(by: iy * image.stride), image.stride,
          base.advanced(by: Int(target.y0) * pitch + Int(target.x0) * 4)
            .assumingMemoryBound(to: UInt32.self), pitch / 4, spans.baseAddress! + 2 * iy,
          Int(target.height), left, right, alpha)
        return
      }
      for y in target.y0..<target.y1 {
        let iy = Int(y - shiftY)
        let from = max(left, spans[2 * iy])
        let to = min(right, spans[2 * iy + 1])
        guard from < to else { continue }
        let out = base.advanced(by: Int(y) * pitch + Int(from + shiftX) * 4)
          .assumingMemoryBound(to: UInt32.self)
        let row = image.pixels.advanced(by: iy * image.stride + Int(from))
        SoftwareBlit.blendRow(row, out, count: Int(to - from), modulation: alpha)
      }
    }
    return true
  }
}
