import CSDL2
import FrameModel
import XCTest

@testable import SDLBackend

/// The direct blended fill gives exactly SDL's pixels.
final class SoftwareBlendTests: XCTestCase {
  func testDivideBy255IsExactForEveryProductOfTwoBytes() {
    for x in 0...(255 * 255) {
      let lane = SoftwareBlend.divide255(SIMD8<UInt16>(repeating: UInt16(x)))[0]
      XCTAssertEqual(Int(lane), x / 255, "x = \(x)")
      if Int(lane) != x / 255 { return }
    }
  }

  /// Random backgrounds, colours, alphas and rectangles (odd widths exercise the scalar
  /// tail): the direct fill and SDL_RenderFillRect with blending leave identical surfaces,
  /// with the AVX2 rows (when the CPU has AVX2) and without them.
  @MainActor func testDirectBlendedFillMatchesSDLsBlendedFill() async throws {
    try SurfaceCompare.forEachBlendPath { try checkDirectBlendedFill(avx2: $0) }
  }

  @MainActor private func checkDirectBlendedFill(avx2: Bool) throws {
    let a = try HeadlessTarget(size: .init(width: 67, height: 23))
    let b = try HeadlessTarget(size: .init(width: 67, height: 23))
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    for round in 0..<300 {
      // The same random background in both (top byte 0, as SDL writes RGB888).
      let count = Int(a.surface.pointee.pitch / 4) * a.pixelHeight
      let pa = a.surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
      let pb = b.surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
      for i in 0..<count {
        let v = UInt32(truncatingIfNeeded: next()) & 0x00FF_FFFF
        pa[i] = v
        pb[i] = v
      }
      let (r, g, bl) = (UInt8(next() & 255), UInt8(next() & 255), UInt8(next() & 255))
      let alpha = UInt8(1 + next() % 254)
      let box = PixelBox(
        x: Int32(next() % 40), y: Int32(next() % 15), width: Int32(1 + next() % 27),
        height: Int32(1 + next() % 8))
      XCTAssertTrue(a.fillBlended(box, r, g, bl, alpha))
      SDL_SetRenderDrawBlendMode(b.renderer, SDL_BLENDMODE_BLEND)
      SDL_SetRenderDrawColor(b.renderer, r, g, bl, alpha)
      var rect = box.sdlRect
      SDL_RenderFillRect(b.renderer, &rect)
      SDL_RenderFlush(b.renderer)
      for i in 0..<count where pa[i] != pb[i] {
        XCTFail(
          "AVX2 \(avx2) round \(round) pixel \(i): direct \(pa[i]) SDL \(pb[i]) "
            + "(rgba \(r) \(g) \(bl) \(alpha))")
        return
      }
    }
  }
}
