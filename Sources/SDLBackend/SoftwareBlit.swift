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

  @inline(__always)
  static func narrow(_ lo: SIMD8<UInt16>, _ hi: SIMD8<UInt16>) -> SIMD16<UInt8> {
    SIMD16<UInt8>(
      lowHalf: SIMD8<UInt8>(truncatingIfNeeded: lo), highHalf: SIMD8<UInt8>(truncatingIfNeeded: hi))
  }

  /// Each pixel's alpha byte copied to its four bytes.
  @inline(__always)
  static func alphas(_ s: SIMD4<UInt32>) -> SIMD16<UInt8> {
    let a = s &>> 24
    return unsafeBitCast(a | (a &<< 8) | (a &<< 16) | (a &<< 24), to: SIMD16<UInt8>.self)
  }

  /// Blends `count` source pixels over `count` destination pixels with alpha modulation
  /// `modulation` (255: none).
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

  private static func blendRowUnmodulated(
    _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    let full = SIMD8<UInt16>(repeating: 255)
    let rgb = SIMD4<UInt32>(repeating: 0x00FF_FFFF)
    let sraw = UnsafeRawPointer(src)
    let draw = UnsafeMutableRawPointer(dst)
    var i = 0
    while i &+ 4 <= count {
      let s32 = sraw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      let top = s32 & SIMD4<UInt32>(repeating: 0xFF00_0000)
      if top == .zero {
        i &+= 4
        continue
      }
      if top == SIMD4<UInt32>(repeating: 0xFF00_0000) {
        draw.storeBytes(of: s32 & rgb, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        i &+= 4
        continue
      }
      let d32 = draw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      let s = unsafeBitCast(s32, to: SIMD16<UInt8>.self)
      let d = unsafeBitCast(d32, to: SIMD16<UInt8>.self)
      let a = alphas(s32)
      let alo = widen(a.lowHalf)
      let ahi = widen(a.highHalf)
      let lo = ((widen(s.lowHalf) &* alo) &>> 8) &+ ((widen(d.lowHalf) &* (full &- alo)) &>> 8)
      let hi = ((widen(s.highHalf) &* ahi) &>> 8) &+ ((widen(d.highHalf) &* (full &- ahi)) &>> 8)
      var out = narrow(lo, hi)
      out.replace(with: s, where: a .== SIMD16<UInt8>(repeating: 255))
      out.replace(with: d, where: a .== SIMD16<UInt8>.zero)
      draw.storeBytes(
        of: unsafeBitCast(out, to: SIMD4<UInt32>.self) & rgb, toByteOffset: i &* 4,
        as: SIMD4<UInt32>.self)
      i &+= 4
    }
    while i < count {
      let s = src[i]
      let a = s >> 24
      if a == 255 {
        dst[i] = s & 0x00FF_FFFF
      } else if a != 0 {
        let d = dst[i]
        var out: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 24 {
          let sc = (s >> shift) & 0xFF
          let dc = (d >> shift) & 0xFF
          out |= (((sc &* a) >> 8) &+ ((dc &* (255 &- a)) >> 8)) << shift
          shift &+= 8
        }
        dst[i] = out
      }
      i &+= 1
    }
  }

  private static func blendRowModulated(
    _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int,
    modulation: UInt8
  ) {
    let full = SIMD8<UInt16>(repeating: 255)
    let m = SIMD8<UInt16>(repeating: UInt16(modulation))
    let rgb = SIMD4<UInt32>(repeating: 0x00FF_FFFF)
    let sraw = UnsafeRawPointer(src)
    let draw = UnsafeMutableRawPointer(dst)
    var i = 0
    while i &+ 4 <= count {
      let s32 = sraw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      if s32 & SIMD4<UInt32>(repeating: 0xFF00_0000) == .zero {
        i &+= 4
        continue
      }
      let d32 = draw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      let s = unsafeBitCast(s32, to: SIMD16<UInt8>.self)
      let d = unsafeBitCast(d32, to: SIMD16<UInt8>.self)
      let a = alphas(s32)
      let alo = SoftwareBlend.divide255(widen(a.lowHalf) &* m)
      let ahi = SoftwareBlend.divide255(widen(a.highHalf) &* m)
      let lo =
        SoftwareBlend.divide255(widen(d.lowHalf) &* (full &- alo))
        &+ SoftwareBlend.divide255(widen(s.lowHalf) &* alo)
      let hi =
        SoftwareBlend.divide255(widen(d.highHalf) &* (full &- ahi))
        &+ SoftwareBlend.divide255(widen(s.highHalf) &* ahi)
      draw.storeBytes(
        of: unsafeBitCast(narrow(lo, hi), to: SIMD4<UInt32>.self) & rgb, toByteOffset: i &* 4,
        as: SIMD4<UInt32>.self)
      i &+= 4
    }
    let mod = UInt32(modulation)
    while i < count {
      let s = src[i]
      let a = (s >> 24) &* mod / 255
      if a != 0 {
        let d = dst[i]
        var out: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 24 {
          let sc = ((s >> shift) & 0xFF) &* a / 255
          let dc = ((d >> shift) & 0xFF) &* (255 &- a) / 255
          out |= (dc &+ sc) << shift
          shift &+= 8
        }
        dst[i] = out
      }
      i &+= 1
    }
  }
}
