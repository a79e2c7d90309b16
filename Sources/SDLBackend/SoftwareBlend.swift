import CPixelKernels
import CSDL2
import FrameModel

/// Translucent fills written straight into an RGB888 software surface, four pixels at a time
/// (SIMD), with exactly the arithmetic of SDL's own blended fill (SDL_BlendFillRect_RGB888):
/// per channel `d * (255 - a) / 255 + c * a / 255`, integer division, the unused top byte 0.
///
/// Why: SDL's blended fill works one pixel and one channel at a time; translucent cards, HUD
/// panels, shadow rows and hairlines spent a third of a sandbox frame there. This does the same
/// in about a quarter of the instructions and gives the same pixels. With AVX2 (see
/// `SoftwareBlit.usesAVX2`) whole fills go eight pixels at a time through CPixelKernels.
enum SoftwareBlend {
  /// `x / 255` for `x` in 0...65025 (a product of two bytes), exactly, in 16-bit lanes.
  @inline(__always)
  static func divide255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    (x &+ 1 &+ (x &>> 8)) &>> 8
  }

  /// `x / 255` for one product of two bytes.
  @inline(__always)
  static func divide255(_ x: UInt32) -> UInt32 { x / 255 }

  /// Blends `r, g, b` at alpha `a` (1...254) over `height` rows of `width` pixels
  /// (0x00RRGGBB each) starting at `origin`, rows `pitch` bytes apart.
  static func blendRect(
    _ origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int, r: UInt8, g: UInt8,
    b: UInt8, a: UInt8
  ) {
    let inva = UInt16(255 - a)
    // Premultiplied source, as SDL computes it once per fill.
    let pr = UInt16(divide255(UInt32(r) * UInt32(a)))
    let pg = UInt16(divide255(UInt32(g) * UInt32(a)))
    let pb = UInt16(divide255(UInt32(b) * UInt32(a)))
    // Pixels as 16-bit lanes split by byte parity (see SoftwareBlit.split): blue and red in
    // the even bytes, green and the unused top byte in the odd ones.
    let mulEven = SIMD8<UInt16>(repeating: inva)
    let addEven = SIMD8<UInt16>(pb, pr, pb, pr, pb, pr, pb, pr)
    let mulOdd = SIMD8<UInt16>(repeating: inva)
    let addOdd = SIMD8<UInt16>(pg, 0, pg, 0, pg, 0, pg, 0)
    let ia = UInt32(inva)
    // The scalar tail (and narrow fills) blend red and blue together, in 16-bit fields.
    let prb = UInt32(pr) << 16 | UInt32(pb)
    if SoftwareBlit.usesAVX2 {
      // Every row in one call (see pk_blend_fill_rows).
      pk_blend_fill_rows(
        origin.assumingMemoryBound(to: UInt32.self), pitch / 4, width, height, UInt8(inva),
        UInt8(pr), UInt8(pg), UInt8(pb))
      return
    }
    var row = origin
    for _ in 0..<height {
      var i = 0
      while i &+ 4 <= width {
        let v = SoftwareBlit.split(
          row.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self))
        let even = divide255(v.even &* mulEven) &+ addEven
        let odd = divide255(v.odd &* mulOdd) &+ addOdd
        row.storeBytes(
          of: SoftwareBlit.join(even, odd), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        i &+= 4
      }
      let pixels = row.assumingMemoryBound(to: UInt32.self)
      while i < width {
        let d = pixels[i]
        let rb = (d & 0xFF_00FF) &* ia
        let g = ((d >> 8) & 0xFF) &* ia
        let qrb = ((rb &+ 0x1_0001 &+ ((rb >> 8) & 0xFF_00FF)) >> 8) & 0xFF_00FF
        let qg = (g &+ 1 &+ (g >> 8)) >> 8
        pixels[i] = (qrb &+ prb) | (qg &+ UInt32(pg)) << 8
        i &+= 1
      }
      row = row.advanced(by: pitch)
    }
  }
}

extension RenderTarget {
  /// Blends a translucent colour (alpha 1...254) into `box` (pixels, clipped to the target)
  /// directly in `softwareSurface`, after executing the queued drawing; false when there is no
  /// RGB888 software surface (the caller then draws through SDL). Same pixels as SDL.
  @discardableResult
  func fillBlended(_ box: PixelBox, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Bool {
    guard a > 0, a < 255, let surface = softwareSurface, let format = surface.pointee.format,
      format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
    else { return false }
    let bounds = PixelBox(x: 0, y: 0, width: surface.pointee.w, height: surface.pointee.h)
    let clipped = box.intersection(bounds)
    guard !clipped.isEmpty else { return true }
    SDL_RenderFlush(renderer)
    guard let base = surface.pointee.pixels else { return false }
    let pitch = Int(surface.pointee.pitch)
    SoftwareBlend.blendRect(
      base.advanced(by: Int(clipped.y0) * pitch + Int(clipped.x0) * 4), pitch: pitch,
      width: Int(clipped.width), height: Int(clipped.height), r: r, g: g, b: b, a: a)
    return true
  }
}
