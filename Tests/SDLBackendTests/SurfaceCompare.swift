import CPixelKernels
import CSDL2
import XCTest

@testable import SDLBackend

/// Helpers shared by the tests that compare the rasterizer's direct blending with SDL's.
@MainActor enum SurfaceCompare {
  /// Two headless targets of one size (`a` for direct drawing, `b` for SDL's) and a
  /// rasterizer over `b` (its `makeTexture` gives SDL textures of images).
  /// - Parameters:
  ///   - width: both targets' width, pixels.
  ///   - height: both targets' height, pixels.
  static func pair(width: Int, height: Int) throws -> (
    a: HeadlessTarget, b: HeadlessTarget, rb: DisplayListRasterizer
  ) {
    let a = try HeadlessTarget(size: .init(width: Double(width), height: Double(height)))
    let b = try HeadlessTarget(size: .init(width: Double(width), height: Double(height)))
    let files = try XCTUnwrap(Fixtures.fontFiles)
    return (a, b, DisplayListRasterizer(target: b, fonts: try FontLibrary(files: files)))
  }

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

/// A reproducible source of random 32-bit values for test input (a 64-bit linear
/// congruential generator, Knuth's MMIX constants, the high half of its state).
struct SeededRandom {
  private var state: UInt64

  /// A generator starting from `seed`.
  /// - Parameter seed: the initial state.
  init(seed: UInt64) { state = seed }

  /// The next value.
  mutating func next() -> UInt32 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return UInt32(truncatingIfNeeded: state >> 32)
  }
}
