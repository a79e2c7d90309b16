import CSDL2
import Drawing
import FrameModel
import ScrollCore
import XCTest

@testable import SDLBackend

/// Direct blits of text and masks into software surfaces give exactly SDL's pixels.
final class SoftwareBlitTests: XCTestCase {
  /// Random images over random backgrounds, at several alpha modulations, whole and clipped
  /// copies: the direct blit and SDL_RenderCopy of the same image as a texture agree, with
  /// the AVX2 loops (when the CPU has AVX2) and without them.
  @MainActor func testDirectBlitMatchesSDLRenderCopy() async throws {
    try SurfaceCompare.forEachBlendPath { try checkDirectBlitMatchesSDLRenderCopy(avx2: $0) }
  }

  @MainActor private func checkDirectBlitMatchesSDLRenderCopy(avx2: Bool) throws {
    let (a, b, rb) = try SurfaceCompare.pair(width: 61, height: 37)
    var random = SeededRandom(seed: 42)
    func next() -> UInt32 { random.next() }
    for round in 0..<60 {
      SurfaceCompare.fillRandom(a, b, next)
      let w = Int32(1 + next() % 30)
      let h = Int32(1 + next() % 20)
      let values = (0..<Int(w * h)).map { _ -> UInt32 in
        var s = next()
        switch next() % 4 {
        case 0: s &= 0x00FF_FFFF  // transparent
        case 1: s |= 0xFF00_0000  // opaque
        default: break
        }
        return s
      }
      let image = PixelImage(width: w, height: h, values: values)
      let texture = try XCTUnwrap(rb.makeTexture(image))
      defer { SDL_DestroyTexture(texture) }
      let alpha: UInt8 = [255, 255, 153, 235, 1, 128][round % 6]
      let src = SDL_Rect(
        x: Int32(next() % UInt32(w)), y: Int32(next() % UInt32(h)), w: w, h: h)
      let dst = SDL_Rect(x: Int32(next() % 50) - 5, y: Int32(next() % 30) - 5, w: w, h: h)
      let clipped = round % 3 == 0
      let clip =
        clipped
        ? PixelBox(x: 3, y: 2, width: 40, height: 25)
        : PixelBox(x: 0, y: 0, width: 61, height: 37)
      XCTAssertTrue(a.blit(image, src: src, dst: dst, clip: clip, alpha: alpha))
      // SDL crops the source to the texture and the destination to the clip the same way.
      let s = PixelBox(x: src.x, y: src.y, width: src.w, height: src.h)
        .intersection(PixelBox(x: 0, y: 0, width: w, height: h))
      var sr = s.sdlRect
      var dr = SDL_Rect(
        x: dst.x + (s.x0 - src.x), y: dst.y + (s.y0 - src.y), w: s.width, h: s.height)
      var cr = clip.sdlRect
      SDL_RenderSetClipRect(b.renderer, &cr)
      SDL_SetTextureAlphaMod(texture, alpha)
      if !s.isEmpty { SDL_RenderCopy(b.renderer, texture, &sr, &dr) }
      SDL_RenderSetClipRect(b.renderer, nil)
      if let diff = SurfaceCompare.firstDifference(a, b) {
        return XCTFail(
          "AVX2 \(avx2) round \(round) (alpha \(alpha), clipped \(clipped)): \(diff)")
      }
    }
  }

  /// A whole sandbox-like frame (text, rounded cards, shadows, a translucent HUD under an
  /// opacity group, hairlines) drawn with and without direct blending (fills and copies):
  /// identical pixels.
  @MainActor func testSampleFramesAreIdenticalWithAndWithoutDirectBlits() async throws {
    for (scale, theme) in [(1.0, Theme.light), (2.0, Theme.light), (1.0, Theme.dark)] {
      let (a, ra) = try Fixtures.canvas(width: 400, height: 300, scale: scale)
      let (b, rb) = try Fixtures.canvas(width: 400, height: 300, scale: scale)
      ra.allowsDirectBlending = true
      rb.allowsDirectBlending = false
      XCTAssertTrue(ra.directBlits)
      XCTAssertFalse(rb.directBlits)
      for offset in [0.0, 13.5, 40] {
        for (target, r) in [(a, ra), (b, rb)] {
          r.beginFrame(clear: theme.background)
          r.draw(sampleFrame(size: target.pointSize, theme: theme, offset: offset))
        }
        if let diff = SurfaceCompare.firstDifference(a, b) {
          return XCTFail("scale \(scale) dark \(theme.isDark) offset \(offset): \(diff)")
        }
      }
    }
  }
}
