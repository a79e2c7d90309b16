import Drawing
import ScrollCore
import XCTest

@testable import SDLBackend

/// Text drawing, the text texture cache and measurement.
final class TextRenderingTests: XCTestCase {
  let white = PixelColor(hex: 0xFFFFFF)

  @MainActor func testTextInksInsideItsFrameAndNowhereElse() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.text("Hello, scroll", in: Rect(x: 20, y: 30, width: 160, height: 30), font: .body)
    rasterizer.draw(list)
    let inside = Fixtures.inkedPixels(target, in: (20, 30, 180, 60), background: white)
    let total = Fixtures.inkedPixels(target, in: (0, 0, 200, 120), background: white)
    XCTAssertGreaterThan(inside, 50)
    XCTAssertEqual(total, inside, "no ink outside the frame")
  }

  @MainActor func testTextLongerThanItsFrameIsClippedToIt() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    let frame = Rect(x: 40, y: 40, width: 50, height: 12)
    list.text("A sentence far wider than its frame", in: frame, font: .title, alignment: .center)
    rasterizer.draw(list)
    let inside = Fixtures.inkedPixels(target, in: (40, 40, 90, 52), background: white)
    XCTAssertGreaterThan(inside, 20)
    XCTAssertEqual(Fixtures.inkedPixels(target, in: (0, 0, 200, 120), background: white), inside)
  }

  @MainActor func testAlignmentPlacesTextAtTheLeadingCentreOrTrailingSide() async throws {
    let (target, rasterizer) = try Fixtures.canvas(width: 300, height: 100)
    var list = DisplayList()
    list.text("Left", in: Rect(x: 0, y: 0, width: 300, height: 30), alignment: .leading)
    list.text("Mid", in: Rect(x: 0, y: 30, width: 300, height: 30), alignment: .center)
    list.text("Right", in: Rect(x: 0, y: 60, width: 300, height: 30), alignment: .trailing)
    rasterizer.draw(list)
    func inkedColumns(_ y0: Int) -> (Int, Int) {
      var lo = Int.max
      var hi = Int.min
      for y in y0..<(y0 + 30) {
        for x in 0..<300 where target.pixel(x: x, y: y) != white {
          lo = min(lo, x)
          hi = max(hi, x)
        }
      }
      return (lo, hi)
    }
    let left = inkedColumns(0)
    let mid = inkedColumns(30)
    let right = inkedColumns(60)
    XCTAssertLessThan(left.0, 4)
    XCTAssertEqual(Double(mid.0 + mid.1) / 2, 150, accuracy: 4)
    XCTAssertGreaterThan(right.1, 295)
  }

  @MainActor func testTextIsVerticallyCentredInItsFrame() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.text("HHHH", in: Rect(x: 0, y: 0, width: 200, height: 120), font: Font(size: 20))
    rasterizer.draw(list)
    var rows: [Int] = []
    for y in 0..<120 where (0..<200).contains(where: { target.pixel(x: $0, y: y) != white }) {
      rows.append(y)
    }
    let middle = Double((rows.first ?? 0) + (rows.last ?? 0)) / 2
    XCTAssertEqual(middle, 60, accuracy: 5, "cap height centred near the frame's middle")
  }

  @MainActor func testCachedTextIsUploadedOnceAndCountedAsHits() async throws {
    let (_, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.text("Cached row", in: Rect(x: 0, y: 0, width: 200, height: 20))
    rasterizer.draw(list)
    XCTAssertEqual(rasterizer.frameStats.textUploads, 1)
    rasterizer.beginFrame(clear: .white)
    rasterizer.draw(list)
    var faded = DisplayList()
    faded.withOpacity(0.3) { $0.text("Cached row", in: Rect(x: 0, y: 40, width: 200, height: 20)) }
    rasterizer.draw(faded)
    XCTAssertEqual(rasterizer.frameStats.textUploads, 0, "alpha changes reuse the texture")
    XCTAssertEqual(rasterizer.frameStats.texts, 2)
    XCTAssertEqual(rasterizer.textCacheCounters.misses, 1)
    XCTAssertEqual(rasterizer.textCacheCounters.hits, 2)
    var recoloured = DisplayList()
    recoloured.text("Cached row", in: Rect(x: 0, y: 0, width: 200, height: 20), color: .white)
    rasterizer.draw(recoloured)
    XCTAssertEqual(rasterizer.textCacheCounters.misses, 2, "colour is part of the key")
  }

  @MainActor func testTextCacheEvictsBeyondItsCountLimit() async throws {
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let target = try HeadlessTarget(size: Size(width: 200, height: 100))
    let rasterizer = DisplayListRasterizer(
      target: target, fonts: try FontLibrary(files: files), textCountLimit: 8)
    rasterizer.beginFrame(clear: .white)
    var list = DisplayList()
    for i in 0..<20 { list.text("row \(i)", in: Rect(x: 0, y: 0, width: 200, height: 20)) }
    rasterizer.draw(list)
    XCTAssertEqual(rasterizer.textCacheCounters.count, 8)
    XCTAssertEqual(rasterizer.textCacheCounters.evictions, 12)
    XCTAssertGreaterThan(rasterizer.textCacheCounters.cost, 0)
  }

  @MainActor func testMeasurementMatchesDrawingAndScalesToPoints() async throws {
    let (_, rasterizer) = try Fixtures.canvas()
    let size = rasterizer.size(of: "Measure me", font: .body)
    XCTAssertGreaterThan(size.width, 50)
    XCTAssertLessThan(size.width, 120)
    XCTAssertEqual(size.height, 18, accuracy: 2)
    XCTAssertEqual(rasterizer.size(of: "", font: .body).width, 0)
    XCTAssertEqual(rasterizer.size(of: "", font: .body).height, size.height)
    let (_, hidpi) = try Fixtures.canvas(scale: 2)
    let doubled = hidpi.size(of: "Measure me", font: .body)
    XCTAssertEqual(doubled.width, size.width, accuracy: size.width * 0.08)
    let bold = rasterizer.size(of: "Measure me", font: Font(size: 15, weight: .bold))
    XCTAssertGreaterThan(bold.width, size.width)
  }

  @MainActor func testTextIsNeverSmallerThanElevenPoints() async throws {
    XCTAssertEqual(FontLibrary.pixelSize(of: Font(size: 6), scale: 1), 11)
    XCTAssertEqual(FontLibrary.pixelSize(of: Font(size: 6), scale: 2), 22)
    XCTAssertEqual(FontLibrary.pixelSize(of: Font(size: 15), scale: 2), 30)
    XCTAssertEqual(FontLibrary.pixelSize(of: Font(size: .nan), scale: 1), 11)
    let (_, rasterizer) = try Fixtures.canvas()
    XCTAssertEqual(
      rasterizer.size(of: "tiny", font: Font(size: 4)),
      rasterizer.size(of: "tiny", font: Font(size: 11)))
  }

  @MainActor func testSemiboldSharesTheBoldFace() async throws {
    let (_, rasterizer) = try Fixtures.canvas()
    XCTAssertEqual(
      rasterizer.size(of: "Weight", font: Font(size: 17, weight: .semibold)),
      rasterizer.size(of: "Weight", font: Font(size: 17, weight: .bold)))
    let mono = rasterizer.size(of: "1111.1", font: Font(size: 12, family: .mono))
    let monoWide = rasterizer.size(of: "8888.8", font: Font(size: 12, family: .mono))
    XCTAssertEqual(mono.width, monoWide.width, "monospaced figures do not jitter")
  }
}
