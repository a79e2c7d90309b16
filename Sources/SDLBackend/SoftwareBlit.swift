/// Copies of ARGB8888 images (text, corner and shadow masks) blended onto an RGB888 surface,
/// four pixels at a time, with exactly the arithmetic of the SDL 2 blitters that
/// SDL_RenderCopy uses for such textures on the software renderer:
///
/// - no alpha modulation (BlitRGBtoRGBPixelAlpha, MMX variant): alpha 0 keeps the
///   destination, 255 copies the source, otherwise `(s * a >> 8) + (d * (255 - a) >> 8)`;
/// - alpha modulation `m` < 255 (the generic blitter): `a' = a * m / 255`,
///   `s' = s * a' / 255`, result `d * (255 - a') / 255 + s'` (integer division).
///
/// Groups of four fully transparent source pixels are skipped, and with no modulation groups
/// of four opaque ones are copied. The unused top byte of written pixels is 0.
/// `SoftwareBlitTests` compares every pixel with SDL's own result.
enum SoftwareBlit {
  @inline(__always)
  static func widen(_ v: SIMD8<UInt8>) -> SIMD8<UInt16> { SIMD8<UInt16>(truncatingIfNeeded: v) }

  /// The two pixels' alpha lanes (3 and 7) copied to all four lanes of each pixel.
  @inline(__always)
  static func alphaLanes(_ v: SIMD8<UInt16>) -> SIMD8<UInt16> {
    SIMD8<UInt16>(v[3], v[3], v[3], v[3], v[7], v[7], v[7], v[7])
  }

  /// Packs two halves back into bytes (lanes hold 0...255), the unused top byte 0.
  @inline(__always)
  static func narrow(_ lo: SIMD8<UInt16>, _ hi: SIMD8<UInt16>) -> SIMD16<UInt8> {
    let rgb = SIMD8<UInt16>(1, 1, 1, 0, 1, 1, 1, 0)
    return SIMD16<UInt8>(
      lowHalf: SIMD8<UInt8>(truncatingIfNeeded: lo &* rgb),
      highHalf: SIMD8<UInt8>(truncatingIfNeeded: hi &* rgb))
  }

  /// Alpha bytes of two pixels packed in a `UInt64`.
  static let alphaBits: UInt64 = 0xFF00_0000_FF00_0000

  /// Blends `count` source pixels over `count` destination pixels with alpha modulation
  /// `modulation` (255: none).
  @inline(__always)
  static func blendRow(
    _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int,
    modulation: UInt8
  ) {
    if modulation == 255 {
      blendRowUnmodulated(src, dst, count: count)
    } else {
      blendRowModulated(src, dst, count: count, modulation: modulation)
    }
  }

  /// One half (two pixels) of the unmodulated blend, in 16-bit lanes: SDL's
  /// `(s * a >> 8) + (d * (255 - a) >> 8)`, plus the corrections that make a = 255 give s and
  /// a = 0 give d exactly (the formula alone gives one less there), without selects.
  @inline(__always)
  static func unmodulated(_ s: SIMD8<UInt16>, _ d: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let one = SIMD8<UInt16>(repeating: 1)
    let full = SIMD8<UInt16>(repeating: 255)
    let a = alphaLanes(s)
    let isOpaque = (a &+ one) &>> 8  // 1 where a == 255
    let isClear = (a &- one) &>> 15  // 1 where a == 0
    return ((s &* a) &>> 8) &+ ((d &* (full &- a)) &>> 8)
      &+ isOpaque &* ((s &+ full) &>> 8) &+ isClear &* ((d &+ full) &>> 8)
  }

  private static func blendRowUnmodulated(
    _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    let sraw = UnsafeRawPointer(src)
    let draw = UnsafeMutableRawPointer(dst)
    var i = 0
    while i &+ 4 <= count {
      let offset = i &* 4
      let q0 = sraw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let q1 = sraw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
      i &+= 4
      if (q0 | q1) & alphaBits == 0 { continue }  // all transparent
      if q0 & q1 & alphaBits == alphaBits {  // all opaque
        draw.storeBytes(of: q0 & 0x00FF_FFFF_00FF_FFFF, toByteOffset: offset, as: UInt64.self)
        draw.storeBytes(
          of: q1 & 0x00FF_FFFF_00FF_FFFF, toByteOffset: offset &+ 8, as: UInt64.self)
        continue
      }
      let s = sraw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let d = draw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let lo = unmodulated(widen(s.lowHalf), widen(d.lowHalf))
      let hi = unmodulated(widen(s.highHalf), widen(d.highHalf))
      draw.storeBytes(of: narrow(lo, hi), toByteOffset: offset, as: SIMD16<UInt8>.self)
    }
    while i < count {
      let s = src[i]
      let a = s >> 24
      if a == 255 {
        dst[i] = s & 0x00FF_FFFF
      } else if a != 0 {
        let d = dst[i]
        let r = (((s >> 16) & 0xFF) &* a) >> 8 &+ (((d >> 16) & 0xFF) &* (255 &- a)) >> 8
        let g = (((s >> 8) & 0xFF) &* a) >> 8 &+ (((d >> 8) & 0xFF) &* (255 &- a)) >> 8
        let b = ((s & 0xFF) &* a) >> 8 &+ ((d & 0xFF) &* (255 &- a)) >> 8
        dst[i] = r << 16 | g << 8 | b
      }
      i &+= 1
    }
  }

  /// One half (two pixels) of the modulated blend: `a' = a * m / 255`,
  /// `d * (255 - a') / 255 + s * a' / 255`.
  @inline(__always)
  static func modulated(_ s: SIMD8<UInt16>, _ d: SIMD8<UInt16>, _ m: SIMD8<UInt16>)
    -> SIMD8<UInt16>
  {
    let full = SIMD8<UInt16>(repeating: 255)
    let a = SoftwareBlend.divide255(alphaLanes(s) &* m)
    return SoftwareBlend.divide255(d &* (full &- a)) &+ SoftwareBlend.divide255(s &* a)
  }

  private static func blendRowModulated(
    _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int,
    modulation: UInt8
  ) {
    let m = SIMD8<UInt16>(repeating: UInt16(modulation))
    let sraw = UnsafeRawPointer(src)
    let draw = UnsafeMutableRawPointer(dst)
    var i = 0
    while i &+ 4 <= count {
      let offset = i &* 4
      let q0 = sraw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let q1 = sraw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
      i &+= 4
      if (q0 | q1) & alphaBits == 0 { continue }  // all transparent
      let s = sraw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let d = draw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let lo = modulated(widen(s.lowHalf), widen(d.lowHalf), m)
      let hi = modulated(widen(s.highHalf), widen(d.highHalf), m)
      draw.storeBytes(of: narrow(lo, hi), toByteOffset: offset, as: SIMD16<UInt8>.self)
    }
    let mod = UInt32(modulation)
    while i < count {
      let s = src[i]
      let a = (s >> 24) &* mod / 255
      if a != 0 {
        let d = dst[i]
        let r = ((d >> 16) & 0xFF) &* (255 &- a) / 255 &+ ((s >> 16) & 0xFF) &* a / 255
        let g = ((d >> 8) & 0xFF) &* (255 &- a) / 255 &+ ((s >> 8) & 0xFF) &* a / 255
        let b = (d & 0xFF) &* (255 &- a) / 255 &+ (s & 0xFF) &* a / 255
        dst[i] = r << 16 | g << 8 | b
      }
      i &+= 1
    }
  }
}
