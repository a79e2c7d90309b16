import CPixelKernels
import CSDL2

@testable import SDLBackend

/// Helpers shared by the tests that compare the rasterizer's direct blending with SDL's.
@MainActor enum SurfaceCompare {
  /// Runs `body` once per blend path this CPU has: with the AVX2 loops (when it has AVX2),
  /// then without them; puts the setting back afterwards.
  /// - Parameter body: the comparison, told whether the AVX2 loops are on.
  static func forEachBlendPath(_ body: (_ avx2: Bool) throws -> Void) rethrows {
    let saved = SoftwareBlit.usesAVX2
    defer { SoftwareBlit.usesAVX2 = saved }
    for avx2 in pk_has_avx2() != 0 ? [true, false] : [false] {
      SoftwareBlit.usesAVX2 = avx2
      try body(avx2)
    }
  }

  /// Fills both targets' surfaces with the same random background (RGB, top byte 0).
  /// - Parameters:
  ///   - a: one target.
  ///   - b: the other, the same size.
  ///   - next: the random source.
  static func fillRandom(_ a: HeadlessTarget, _ b: HeadlessTarget, _ next: () -> UInt32) {
    let count = Int(a.surface.pointee.pitch / 4) * a.pixelHeight
    let pa = a.surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
    let pb = b.surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
    for i in 0..<count {
      let v = next() & 0xFF_FFFF
      pa[i] = v
      pb[i] = v
    }
  }

  /// The first RGB difference between two targets' surfaces (after both renderers flush
  /// their queued drawing), or nil when every pixel agrees.
  /// - Parameters:
  ///   - a: the target drawn directly.
  ///   - b: the target drawn through SDL, the same size.
  static func firstDifference(_ a: HeadlessTarget, _ b: HeadlessTarget) -> String? {
    SDL_RenderFlush(a.renderer)
    SDL_RenderFlush(b.renderer)
    let count = Int(a.surface.pointee.pitch / 4) * a.pixelHeight
    let pa = a.surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
    let pb = b.surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
    for i in 0..<count where pa[i] & 0xFF_FFFF != pb[i] & 0xFF_FFFF {
      return "pixel \(i): direct \(String(pa[i] & 0xFF_FFFF, radix: 16)) "
        + "SDL \(String(pb[i] & 0xFF_FFFF, radix: 16))"
    }
    return nil
  }
}
