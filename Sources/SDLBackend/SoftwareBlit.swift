import CPixelKernels

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
/// On CPUs with AVX2 the same arithmetic runs eight pixels at a time in C (CPixelKernels,
/// `pk_blit_rows`, whole copies at a time); these loops blend where it does not.
/// `SoftwareBlitTests` compares every pixel with SDL's own result, with and without AVX2.
enum SoftwareBlit {
  /// Whether rows go through the AVX2 loops first (on when the CPU has AVX2; tests turn it
  /// off to check the SIMD4 loops alone).
  nonisolated(unsafe) static var usesAVX2 = pk_has_avx2() != 0

  /// Four pixels viewed as 16-bit lanes and split by byte parity, so every byte gets a 16-bit
  /// lane without widening conversions: `even` holds blue and red ([B0, R0, B1, R1, ...]),
  /// `odd` holds green and alpha ([G0, A0, G1, A1, ...]); pixel k is in lanes 2k and 2k + 1.
  @inline(__always)
  static func split(_ v: SIMD8<UInt16>) -> (even: SIMD8<UInt16>, odd: SIMD8<UInt16>) {
    (v & SIMD8(repeating: 0x00FF), v &>> 8)
  }

  /// Each pixel's alpha (the odd lanes 1, 3, 5, 7) in both of its lanes, by 32-bit shifts
  /// (lane shuffles tend to be compiled into scalar code).
  @inline(__always)
  static func alphaPairs(_ odd: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let a = unsafeBitCast(odd, to: SIMD4<UInt32>.self) &>> 16
    return unsafeBitCast(a | (a &<< 16), to: SIMD8<UInt16>.self)
  }

  /// Joins blended halves (lanes hold 0...255) back into four pixels, the top byte 0.
  @inline(__always)
  static func join(_ even: SIMD8<UInt16>, _ odd: SIMD8<UInt16>) -> SIMD4<UInt32> {
    unsafeBitCast(even | (odd &<< 8), to: SIMD4<UInt32>.self) & SIMD4(repeating: 0x00FF_FFFF)
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

  /// SDL's unmodulated blend of one set of lanes, `(s * a >> 8) + (d * (255 - a) >> 8)`, plus
  /// the corrections that make a = 255 give s and a = 0 give d exactly (the formula alone
  /// gives one less there), without selects.
  @inline(__always)
  static func unmodulated(_ s: SIMD8<UInt16>, _ d: SIMD8<UInt16>, _ a: SIMD8<UInt16>)
    -> SIMD8<UInt16>
  {
    let one = SIMD8<UInt16>(repeating: 1)
    let full = SIMD8<UInt16>(repeating: 255)
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
      let v = sraw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
      i &+= 4
      // Loaded once as a vector: separate scalar loads get merged into slow lane inserts.
      let q = unsafeBitCast(v, to: SIMD2<UInt64>.self)
      if (q[0] | q[1]) & alphaBits == 0 { continue }  // all transparent
      if q[0] & q[1] & alphaBits == alphaBits {  // all opaque
        draw.storeBytes(
          of: unsafeBitCast(v, to: SIMD4<UInt32>.self) & SIMD4(repeating: 0x00FF_FFFF),
          toByteOffset: offset, as: SIMD4<UInt32>.self)
        continue
      }
      let s = split(v)
      let d = split(draw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self))
      let a = alphaPairs(s.odd)
      let out = join(unmodulated(s.even, d.even, a), unmodulated(s.odd, d.odd, a))
      draw.storeBytes(of: out, toByteOffset: offset, as: SIMD4<UInt32>.self)
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

  /// The modulated blend of one set of lanes for the modulated alpha `a`:
  /// `d * (255 - a) / 255 + s * a / 255`.
  @inline(__always)
  static func modulated(_ s: SIMD8<UInt16>, _ d: SIMD8<UInt16>, _ a: SIMD8<UInt16>)
    -> SIMD8<UInt16>
  {
    let full = SIMD8<UInt16>(repeating: 255)
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
      let v = sraw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
      i &+= 4
      let q = unsafeBitCast(v, to: SIMD2<UInt64>.self)
      if (q[0] | q[1]) & alphaBits == 0 { continue }  // all transparent
      let s = split(v)
      let d = split(draw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self))
      // a' = a * m / 255 for each pixel, in both of its lanes.
      let a = SoftwareBlend.divide255(alphaPairs(s.odd) &* m)
      let out = join(modulated(s.even, d.even, a), modulated(s.odd, d.odd, a))
      draw.storeBytes(of: out, toByteOffset: offset, as: SIMD4<UInt32>.self)
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
