import Drawing
import FrameModel
import ScrollCore
import XCTest

@testable import SDLBackend

/// A damaged box partly under an opaque card: the scroll layer's background is filled only
/// beside the card (the card paints over the rest), with the pixels of a full redraw.
final class BackgroundCoverTests: XCTestCase {
  /// Feed-like frames: cards (shadow, opaque rounded fill, text) with margins in a scroll
  /// layer that moves 13 pt a frame, so each strip scrolled in lies partly under a card.
  static func cards(offset: Double, size: Size) -> DisplayList {
    var list = DisplayList()
    list.fill(Rect(origin: .zero, size: size), Color(hex: 0xF2F2F7))
    list.scrolled(
      clip: Rect(x: 0, y: 30, width: size.width, height: size.height - 30),
      offset: Point(x: 0, y: offset), background: Color(hex: 0xF2F2F7)
    ) { l in
      for i in 0..<60 {
        let card = Rect(x: 12, y: 30 + Double(i) * 70, width: size.width - 24, height: 60)
        l.shadow(card, radius: 10, blur: 6, color: Color.black.opacity(0.15))
        l.fill(card, .white, radius: 10)
        l.text(
          "Card \(i)", in: Rect(x: 24, y: card.minY + 8, width: card.width - 24, height: 44),
          color: .black)
      }
    }
    return list
  }

  @MainActor func testBoxesHalfUnderOpaqueCardsEqualFullRedraws() async throws {
    for scale in [1.0, 2.0] {
      let size = Size(width: 240, height: 200)
      let (damaged, whole, retained, full) = try Fixtures.damagedAndFull(size: size, scale: scale)
      for f in 0..<24 {
        let list = Self.cards(offset: Double(f) * 13, size: size)
        retained.render(list)
        full.render(list)
        XCTAssertEqual(RetainedRenderTests.differingRows(damaged, whole), [], "x\(scale) \(f)")
        if f > 0 { XCTAssertTrue(retained.frameStats.partial, "x\(scale) frame \(f)") }
      }
    }
  }

  @MainActor func testTheCardCoveringMostOfABoxIsItsLargestCover() {
    let size = Size(width: 240, height: 200)
    // Offset 0: card 1 spans y 100-160 (its straight band 110-150), card 2 from y 170.
    let list = Self.cards(offset: 0, size: size)
    let shape = FrameShape(
      list.commands, scale: 1, viewport: PixelBox(x0: 0, y0: 0, x1: 240, y1: 200))
    let strip = PixelBox(x0: 0, y0: 130, x1: 240, y1: 180)
    let first = DisplayListRasterizer.firstVisibleCommand(shape.occluders, in: strip)
    XCTAssertEqual(first, 1, "the layer's background is the last command covering the strip")
    let cover = DisplayListRasterizer.largestCover(shape.occluders, in: strip, after: first)
    // Commands: 0 fill, 1 push, then shadow, fill, text per card: card 1's fill is 6.
    XCTAssertEqual(cover?.index, 6)
    XCTAssertEqual(cover?.covers, PixelBox(x0: 12, y0: 130, x1: 228, y1: 150))
    XCTAssertNil(DisplayListRasterizer.largestCover(shape.occluders, in: strip, after: 500))
  }

  @MainActor func testALayerEnteredBeforeItsCoverLeavesTheCoveredPixelsUnfilled() async throws {
    let size = Size(width: 100, height: 80)
    let (a, b, covered, expected) = try Fixtures.rasterizerPair(size: size)
    let red = Color(hex: 0xFF0000)
    covered.beginFrame(clear: red)
    covered.drawCommands(
      [
        .pushScroll(
          clip: Rect(x: 0, y: 0, width: 100, height: 80), offset: .zero, background: .white),
        .popScroll,
      ],
      cover: Occluder(index: 2, covers: PixelBox(x0: 20, y0: 10, x1: 70, y1: 50)))
    expected.beginFrame(clear: .white)
    expected.drawCommands([.rect(Rect(x: 20, y: 10, width: 50, height: 40), color: red, radius: 0)])
    XCTAssertEqual(RetainedRenderTests.differingRows(a, b), [])
  }
}
