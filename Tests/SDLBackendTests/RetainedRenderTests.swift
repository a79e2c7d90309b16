import CSDL2
import Drawing
import Foundation
import ScrollCore
import XCTest

@testable import SDLBackend

/// `render(_:)` with damage tracking must give exactly the pixels of a full redraw, frame
/// after frame, while redrawing much less.
final class RetainedRenderTests: XCTestCase {
  /// Rows of `a` and `b` (same size) that differ, as "y=..." for the first few.
  @MainActor static func differingRows(_ a: HeadlessTarget, _ b: HeadlessTarget) -> [Int] {
    SDL_RenderFlush(a.renderer)
    SDL_RenderFlush(b.renderer)
    let pa = a.surface.pointee
    let pb = b.surface.pointee
    var rows: [Int] = []
    for y in 0..<Int(pa.h) {
      let ra = pa.pixels!.advanced(by: y * Int(pa.pitch))
      let rb = pb.pixels!.advanced(by: y * Int(pb.pitch))
      // Compare the colour bytes only (the top byte is unused).
      for x in 0..<Int(pa.w)
      where ra.load(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF
        != rb.load(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF
      {
        rows.append(y)
        break
      }
    }
    return rows
  }

  @MainActor private func check(seed: UInt64, scale: Double, frames: Int) throws {
    let size = Size(width: 320, height: 240)
    let (retainedTarget, fullTarget, retained, full) = try Fixtures.damagedAndFull(
      size: size, scale: scale)
    var script = ScrollingFrames(seed: seed, size: size)
    var partial = 0
    var moved = 0
    var redrawn = 0
    for f in 0..<frames {
      let list = script.nextFrame()
      retained.render(list)
      full.render(list)
      XCTAssertFalse(full.frameStats.partial)
      if retained.frameStats.partial { partial += 1 }
      if retained.frameStats.movedPixels > 0 { moved += 1 }
      redrawn += retained.frameStats.redrawnPixels
      let rows = Self.differingRows(retainedTarget, fullTarget)
      guard rows.isEmpty else {
        return XCTFail(
          "seed \(seed) scale \(scale) frame \(f) (offset \(script.offset)): \(rows.count) rows "
            + "differ from a full redraw, first \(rows.prefix(8))")
      }
    }
    // The damage path was really taken, and it saved most of the drawing.
    XCTAssertGreaterThan(partial, frames / 2, "seed \(seed): partial frames")
    XCTAssertGreaterThan(moved, frames / 4, "seed \(seed): frames that moved a layer")
    let everything = frames * retainedTarget.pixelWidth * retainedTarget.pixelHeight
    XCTAssertLessThan(Double(redrawn), 0.6 * Double(everything), "seed \(seed): pixels redrawn")
  }

  @MainActor func testDamagedFramesEqualFullRedrawsAtScale1() async throws {
    for seed in 1...6 as ClosedRange<UInt64> { try check(seed: seed, scale: 1, frames: 150) }
  }

  @MainActor func testDamagedFramesEqualFullRedrawsAtScale2() async throws {
    for seed in 11...13 as ClosedRange<UInt64> { try check(seed: seed, scale: 2, frames: 80) }
  }

  /// The rasterizer keeps the shown frame's shape and plans damage in storage it reuses:
  /// frames that follow very different ones (another script's, an empty list, the same
  /// frame again, a frame redrawn whole) still equal full redraws.
  @MainActor func testFramesAfterVeryDifferentFramesEqualFullRedraws() async throws {
    let size = Size(width: 320, height: 240)
    let (damaged, whole, retained, full) = try Fixtures.damagedAndFull(size: size)
    var scripts = [ScrollingFrames(seed: 21, size: size), ScrollingFrames(seed: 22, size: size)]
    var partial = 0
    var last = DisplayList()
    for f in 0..<120 {
      let list: DisplayList
      switch f % 11 {
      case 3: list = DisplayList()
      case 5: list = last
      case 7, 8: list = scripts[1].nextFrame()
      default: list = scripts[0].nextFrame()
      }
      retained.render(list)
      full.render(list)
      if retained.frameStats.partial { partial += 1 }
      XCTAssertEqual(Self.differingRows(damaged, whole), [], "frame \(f)")
      if f % 13 == 12 {
        XCTAssertTrue(retained.redrawLastFrameFully())
        XCTAssertEqual(Self.differingRows(damaged, whole), [], "frame \(f) redrawn whole")
      }
      last = list
    }
    XCTAssertGreaterThan(partial, 40, "frames drawn in part")
  }

  /// The feed's floating card: opaque and rounded, with a tight shadow and a count that
  /// changes every frame, over rows that scroll 20 pt a frame. The list moves past the card
  /// (its rounded cross keeps its pixels), and every frame equals a full redraw.
  @MainActor func testAnOpaqueRoundedCardOverAScrollingListEqualsAFullRedraw() async throws {
    let size = Size(width: 400, height: 300)
    let (damaged, whole, retained, full) = try Fixtures.damagedAndFull(size: size)
    let card = Rect(x: 16, y: 220, width: 300, height: 52)
    func frame(_ n: Int) -> DisplayList {
      var list = DisplayList()
      list.scrolled(
        clip: Rect(origin: .zero, size: size), offset: Point(x: 0, y: Double(n) * 20),
        background: .white
      ) { l in
        for i in 0..<40 {
          let y = Double(i) * 44
          l.fill(Rect(x: 8, y: y + 4, width: 384, height: 36), Color(hex: 0xE5E5EA), radius: 10)
          l.text("Row \(i)", in: Rect(x: 20, y: y, width: 200, height: 44), color: .black)
        }
      }
      list.shadow(card, radius: 12, blur: 4, color: Color.black.opacity(0.2))
      list.fill(card, .white, radius: 12)
      list.text("transform ran ", in: Rect(x: 28, y: 246, width: 90, height: 16), color: .black)
      list.text("\(n * 7)×", in: Rect(x: 118, y: 246, width: 40, height: 16), color: .black)
      return list
    }
    var redrawn = 0
    for n in 0..<30 {
      retained.render(frame(n))
      full.render(frame(n))
      XCTAssertEqual(Self.differingRows(damaged, whole), [], "frame \(n)")
      if n > 0 {
        XCTAssertTrue(retained.frameStats.partial, "frame \(n)")
        redrawn += retained.frameStats.redrawnPixels
      }
    }
    // About 25k px a frame: the 400 x 20 strip scrolled in, the 300 x 20 strip the card
    // uncovers, its shadow ring outside the rounded cross (about 5k px) where it is and
    // where the move took it, and the count. Insetting the card on all four sides (the
    // corner radius off its left and right too) would put the ring at 12k px, 39k in all.
    XCTAssertLessThan(redrawn / 29, 30_000)
  }

  /// A bar with a hairline along its bottom edge over a scroll layer that starts there (the
  /// window's top bar): the hairline fills the bar's last row, so scrolling the layer
  /// redraws only the strip it scrolls in, nothing along the bar, and every frame equals a
  /// full redraw. At scale 2 the 1 pt line is two rows, still inside the bar.
  @MainActor func testAHairlineAlongALayersEdgeIsNotRedrawnWhenTheLayerScrolls() async throws {
    for scale in [1.0, 2.0] {
      let size = Size(width: 200, height: 150)
      let (damaged, whole, retained, full) = try Fixtures.damagedAndFull(size: size, scale: scale)
      func frame(_ n: Int) -> DisplayList {
        var list = DisplayList()
        list.scrolled(
          clip: Rect(x: 0, y: 44, width: 200, height: 106), offset: Point(x: 0, y: Double(n) * 10),
          background: .white
        ) { l in
          for i in 0..<30 {
            let y = 44 + Double(i) * 22
            l.text("Row \(i)", in: Rect(x: 10, y: y, width: 150, height: 22), color: .black)
            l.line(Point(x: 10, y: y + 21.5), Point(x: 200, y: y + 21.5), .black, width: 1)
          }
        }
        list.fill(Rect(x: 0, y: 0, width: 200, height: 44), Color(hex: 0xF9F9F9))
        list.line(Point(x: 0, y: 43.5), Point(x: 200, y: 43.5), Color(hex: 0xC6C6C8), width: 1)
        return list
      }
      for n in 0..<12 {
        retained.render(frame(n))
        full.render(frame(n))
        XCTAssertEqual(Self.differingRows(damaged, whole), [], "scale \(scale) frame \(n)")
        guard n > 0 else { continue }
        XCTAssertTrue(retained.frameStats.partial, "scale \(scale) frame \(n)")
        XCTAssertEqual(retained.frameStats.damageBoxes, 1, "scale \(scale) frame \(n)")
        XCTAssertEqual(
          retained.frameStats.redrawnPixels, Int(200 * 10 * scale * scale),
          "scale \(scale) frame \(n): only the strip scrolled in")
      }
      // The hairline is the bar's last row (rows, at scale 2), the layer's first is white.
      let barBottom = Int(44 * scale)
      let hairline = PixelColor(hex: 0xC6C6C8)
      XCTAssertEqual(whole.pixel(x: 100, y: barBottom - 1), hairline)
      XCTAssertEqual(whole.pixel(x: 100, y: barBottom - Int(scale)), hairline)
      XCTAssertNotEqual(whole.pixel(x: 100, y: barBottom - Int(scale) - 1), hairline)
      XCTAssertEqual(whole.pixel(x: 180, y: barBottom), PixelColor(hex: 0xFFFFFF))
    }
  }
}

/// Text just beyond a scroll layer's edge is rendered ahead of time, so the frame that
/// scrolls it in only copies it.
final class TextPrefetchTests: XCTestCase {
  @MainActor func testTextsJustOutsideTheTargetAreRenderedBeforeTheyShow() async throws {
    let (_, rasterizer) = try Fixtures.canvas(width: 300, height: 200)
    func frame(_ offset: Double) -> DisplayList {
      var list = DisplayList()
      list.scrolled(
        clip: Rect(x: 0, y: 0, width: 300, height: 200), offset: Point(x: 0, y: offset),
        background: .white
      ) { l in
        for i in 0..<12 {  // rows 0...9 can show; 10 and 11 are beyond the bottom at first
          l.text("Row \(i)", in: Rect(x: 10, y: Double(i) * 30, width: 200, height: 30))
        }
        l.text("Far below", in: Rect(x: 10, y: 2000, width: 200, height: 30))
      }
      return list
    }
    rasterizer.render(frame(0))
    let shown = rasterizer.frameStats.textUploads
    XCTAssertEqual(shown, 7, "rows 0...6 intersect the 200 px target")
    // Within 60 pt below: rows 7 and 8 (y 210...270); row 9 starts at 270, beyond.
    XCTAssertEqual(rasterizer.prefetchText(in: frame(0), margin: 60, limit: 1), 1)
    XCTAssertEqual(rasterizer.prefetchText(in: frame(0), margin: 60), 1, "the other one")
    XCTAssertEqual(rasterizer.prefetchText(in: frame(0), margin: 60), 0, "all cached")
    XCTAssertEqual(rasterizer.prefetchText(in: frame(0), margin: 0), 0)
    // Scrolling them in renders nothing new.
    rasterizer.render(frame(60))
    XCTAssertEqual(rasterizer.frameStats.textUploads, 0)
    XCTAssertTrue(rasterizer.frameStats.partial)
  }

  /// Batches: a text missing near what shows brings the further ones with it; with nothing
  /// missing near, nothing further is rendered.
  @MainActor func testTextsFurtherOutAreRenderedOnlyWithOneNeededNear() async throws {
    let (_, rasterizer) = try Fixtures.canvas(width: 300, height: 200)
    var list = DisplayList()
    for i in 0..<20 {  // rows 0...6 show; 7 and 8 lie within 60 pt; 9...16 within 300 pt
      list.text("Row \(i)", in: Rect(x: 10, y: Double(i) * 30, width: 200, height: 30))
    }
    rasterizer.render(list)
    XCTAssertEqual(rasterizer.prefetchText(in: list, margin: 60), 2, "rows 7 and 8 cached")
    XCTAssertEqual(
      rasterizer.prefetchTextInBatches(in: list, margin: 60, batch: 300), 0,
      "nothing missing near: nothing further rendered")
    XCTAssertEqual(rasterizer.prefetchText(in: list, margin: 30, limit: 99), 0)
    var further = list
    further.text("Row 7, changed", in: Rect(x: 10, y: 210, width: 200, height: 30))
    XCTAssertEqual(
      rasterizer.prefetchTextInBatches(in: further, margin: 60, batch: 300), 1 + 4,
      "the changed row near, then rows 9...12 (the limit of 4 a pass)")
    XCTAssertEqual(rasterizer.prefetchText(in: further, margin: 300, limit: 99), 4, "13...16")
  }

  /// A scroll view smaller than the window (bars above and below it): rows just beyond the
  /// layer's clip are inside the target but hidden, and are the ones to render ahead.
  @MainActor func testTextsJustOutsideALayerClipInsideTheTargetAreRenderedAhead() async throws {
    let (_, rasterizer) = try Fixtures.canvas(width: 300, height: 300)
    func frame(_ offset: Double) -> DisplayList {
      var list = DisplayList()
      list.text("Top bar", in: Rect(x: 10, y: 0, width: 200, height: 40))
      list.scrolled(
        clip: Rect(x: 0, y: 50, width: 300, height: 200), offset: Point(x: 0, y: offset),
        background: .white
      ) { l in
        for i in 0..<12 {  // rows 0...6 show in the layer (y 50...250); 7 and 8 lie below it
          l.text("Row \(i)", in: Rect(x: 10, y: 50 + Double(i) * 30, width: 200, height: 30))
        }
      }
      list.clipped(to: Rect(x: 0, y: 260, width: 300, height: 40)) { l in
        l.text("Clipped away", in: Rect(x: 10, y: 230, width: 200, height: 25))
      }
      return list
    }
    rasterizer.render(frame(0))
    XCTAssertEqual(rasterizer.frameStats.textUploads, 8, "the bar and rows 0...6")
    // Within 60 pt of the layer: rows 7 and 8 (y 260...320 on the 300 px target, so row 7
    // inside it; row 9 starts at 320, beyond), and the text cut off by the bottom clip.
    XCTAssertEqual(rasterizer.prefetchText(in: frame(0), margin: 60), 3)
    XCTAssertEqual(rasterizer.prefetchText(in: frame(0), margin: 60), 0, "all cached")
    rasterizer.render(frame(50))
    XCTAssertEqual(rasterizer.frameStats.textUploads, 0, "scrolled in, already rendered")
    XCTAssertTrue(rasterizer.frameStats.partial)
  }
}
