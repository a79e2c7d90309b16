import CSDL2
import Drawing
import FrameModel
import ScrollCore
import XCTest

@testable import SDLBackend

/// `PixelImage`'s visible row spans and adopted surfaces, and blits that use them: the same
/// pixels as SDL_RenderCopy of the whole image.
final class PixelImageTests: XCTestCase {
  /// Spans are the first and past-the-last pixel with alpha above 0; empty rows are (0, 0).
  func testSpansBoundEachRowsVisiblePixels() {
    let t: UInt32 = 0x00FF_FFFF  // transparent (colour but no alpha)
    let values: [UInt32] = [
      t, t, t, t, t,
      t, 0x0100_0000, t, 0x8012_3456, t,
      0xFF00_0000, t, t, t, t,
      t, t, t, t, 0x0200_0000,
    ]
    let image = PixelImage(width: 5, height: 4, values: values)
    XCTAssertEqual(image.spans, [0, 0, 1, 4, 0, 1, 4, 5])
    XCTAssertEqual(image.stride, 5)
  }

  /// Images with transparent margins, transparent rows and transparent gaps (as text
  /// lines have), blitted whole and cropped at several modulations, over random
  /// backgrounds: the span-limited blit and SDL_RenderCopy give the same pixels.
  @MainActor func testSpanLimitedBlitsMatchSDLRenderCopy() async throws {
    try SurfaceCompare.forEachBlendPath { try checkSpanLimitedBlits(avx2: $0) }
  }

  @MainActor private func checkSpanLimitedBlits(avx2: Bool) throws {
    let (a, b, rb) = try SurfaceCompare.pair(width: 64, height: 40)
    var random = SeededRandom(seed: 7)
    func next() -> UInt32 { random.next() }
    for round in 0..<80 {
      SurfaceCompare.fillRandom(a, b, next)
      let w = Int32(1 + next() % 40)
      let h = Int32(1 + next() % 24)
      var values = [UInt32](repeating: 0, count: Int(w * h))
      for y in 0..<Int(h) where next() % 3 != 0 {  // a third of the rows stay empty
        let from = Int(next() % UInt32(w))
        let to = from + 1 + Int(next() % UInt32(Int(w) - from))
        for x in from..<to {
          var s = next()
          switch next() % 5 {
          case 0: s &= 0x00FF_FFFF
          case 1: s |= 0xFF00_0000
          default: break
          }
          // The span's own ends are visible, so an off-by-one shows.
          if x == from || x == to - 1 { s |= 0x0100_0000 }
          values[y * Int(w) + x] = s
        }
      }
      let image = PixelImage(width: w, height: h, values: values)
      let alpha: UInt8 = [255, 200, 255, 1, 128][round % 5]
      let crop = round % 2 == 1
      let src =
        crop
        ? SDL_Rect(x: Int32(next() % UInt32(w)), y: Int32(next() % UInt32(h)), w: w, h: h)
        : SDL_Rect(x: 0, y: 0, w: w, h: h)
      let dst = SDL_Rect(x: Int32(next() % 40) - 6, y: Int32(next() % 30) - 6, w: w, h: h)
      let clip =
        round % 3 == 0
        ? PixelBox(x: 5, y: 3, width: 33, height: 21) : PixelBox(x: 0, y: 0, width: 64, height: 40)
      XCTAssertTrue(a.blit(image, src: src, dst: dst, clip: clip, alpha: alpha))
      try copyWithSDL(image, rb, b, src: src, dst: dst, clip: clip, alpha: alpha)
      if let diff = SurfaceCompare.firstDifference(a, b) {
        return XCTFail(
          "AVX2 \(avx2) round \(round) (\(w)x\(h), alpha \(alpha), crop \(crop)): \(diff)")
      }
    }
  }

  /// A surface whose rows are longer than its width (pitch beyond width * 4) is taken over
  /// as is: blits read each row at the surface's pitch, and match SDL_RenderCopy.
  @MainActor func testAdoptedSurfaceWithPaddedRowsBlitsLikeSDL() async throws {
    let (a, b, rb) = try SurfaceCompare.pair(width: 48, height: 30)
    var random = SeededRandom(seed: 99)
    func next() -> UInt32 { random.next() }
    SurfaceCompare.fillRandom(a, b, next)
    let (w, h, stride): (Int32, Int32, Int) = (21, 13, 29)
    let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: stride * Int(h))
    defer { buffer.deallocate() }
    for i in 0..<stride * Int(h) {
      // Padding pixels are opaque red: a blit that read them would show it.
      buffer[i] = i % stride < Int(w) ? next() : 0xFFFF_0000
    }
    let surface = try XCTUnwrap(
      SDL_CreateRGBSurfaceWithFormatFrom(
        buffer, w, h, 32, Int32(stride * 4), SDL_PIXELFORMAT_ARGB8888.rawValue))
    var adopted = false
    var made = PixelImage(surface: surface, adopted: &adopted)
    let image = try XCTUnwrap(made)
    XCTAssertTrue(adopted)
    XCTAssertEqual(image.stride, stride)
    XCTAssertEqual(image.width, w)
    // The reference: the same pixels, tightly packed.
    var packed: [UInt32] = []
    for y in 0..<Int(h) { packed += (0..<Int(w)).map { buffer[y * stride + $0] } }
    let reference = PixelImage(width: w, height: h, values: packed)
    let src = SDL_Rect(x: 0, y: 0, w: w, h: h)
    let dst = SDL_Rect(x: 9, y: 7, w: w, h: h)
    let clip = PixelBox(x: 0, y: 0, width: 48, height: 30)
    XCTAssertTrue(a.blit(image, src: src, dst: dst, clip: clip, alpha: 255))
    try copyWithSDL(reference, rb, b, src: src, dst: dst, clip: clip, alpha: 255)
    XCTAssertNil(SurfaceCompare.firstDifference(a, b))
    made = nil  // frees the surface (not the buffer it was made from)
  }

  // MARK: helpers

  /// Copies `src` of `image` to `dst` on `b` with SDL_RenderCopy (as a blended texture),
  /// clipped to `clip`, cropping the source to the image as `blit` does.
  @MainActor private func copyWithSDL(
    _ image: PixelImage, _ rb: DisplayListRasterizer, _ b: HeadlessTarget, src: SDL_Rect,
    dst: SDL_Rect, clip: PixelBox, alpha: UInt8
  ) throws {
    let texture = try XCTUnwrap(rb.makeTexture(image))
    defer { SDL_DestroyTexture(texture) }
    let s = PixelBox(x: src.x, y: src.y, width: src.w, height: src.h)
      .intersection(PixelBox(x: 0, y: 0, width: image.width, height: image.height))
    var sr = s.sdlRect
    var dr = SDL_Rect(
      x: dst.x + (s.x0 - src.x), y: dst.y + (s.y0 - src.y), w: s.width, h: s.height)
    var cr = clip.sdlRect
    SDL_RenderSetClipRect(b.renderer, &cr)
    SDL_SetTextureAlphaMod(texture, alpha)
    if !s.isEmpty { SDL_RenderCopy(b.renderer, texture, &sr, &dr) }
    SDL_RenderSetClipRect(b.renderer, nil)
    SDL_RenderFlush(b.renderer)
  }
}

/// The text cache's keys compare and hash strings by their UTF-8 bytes.
final class TextKeyTests: XCTestCase {
  private func key(_ s: String, size: Int32 = 13, rgb: UInt32 = 0x102030) -> TextKey {
    TextKey(string: s, pixelSize: size, bold: false, family: .sans, rgb: rgb)
  }

  func testEqualBytesAreEqualKeysAndAnyOtherFieldTellsThemApart() {
    // Two separately built strings (not one shared buffer), ASCII and not.
    let long = String(repeating: "row ", count: 10)
    XCTAssertEqual(key(long + "·1×"), key(String(repeating: "row ", count: 10) + "·1×"))
    XCTAssertEqual(key("a").hashValue, key(String("ab".prefix(1))).hashValue)
    XCTAssertEqual(
      key(long + "·1×").hashValue, key(String(repeating: "row ", count: 10) + "·1×").hashValue)
    XCTAssertNotEqual(key("Row 1"), key("Row 2"))
    XCTAssertNotEqual(key("Row 1"), key("Row 1 "))
    XCTAssertNotEqual(key(""), key("a"))
    XCTAssertNotEqual(key("Row 1"), key("Row 1", size: 14))
    XCTAssertNotEqual(key("Row 1"), key("Row 1", rgb: 0x102031))
    var bold = key("Row 1")
    bold.bold = true
    XCTAssertNotEqual(key("Row 1"), bold)
    var mono = key("Row 1")
    mono.family = .mono
    XCTAssertNotEqual(key("Row 1"), mono)
  }

  /// Canonically equal strings with other bytes are other keys: SDL_ttf renders the bytes.
  func testCanonicallyEqualStringsWithOtherBytesAreOtherKeys() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    XCTAssertEqual(composed, decomposed)  // Swift's own comparison
    XCTAssertNotEqual(key(composed), key(decomposed))
    XCTAssertEqual(key(decomposed), key("cafe" + "\u{301}"))
  }

  /// A text drawn twice is rendered once and then found in the cache.
  @MainActor func testRepeatedTextHitsTheCache() async throws {
    let (_, r) = try Fixtures.canvas()
    var list = DisplayList()
    list.text(
      "caf\u{E9} · 12×", in: Rect(x: 4, y: 4, width: 150, height: 20),
      font: Font(size: 13), color: .black)
    r.draw(list)
    let first = r.textCacheCounters
    r.draw(list)
    let second = r.textCacheCounters
    XCTAssertEqual(second.misses, first.misses)
    XCTAssertEqual(second.hits, first.hits + 1)
  }
}
