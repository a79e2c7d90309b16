import Drawing
import FrameModel
import ScrollCore
import XCTest

@testable import SDLBackend

/// Pixel tests of the display-list rasterizer on the headless software target.
final class RasterizerPixelTests: XCTestCase {
  let white = PixelColor(hex: 0xFFFFFF)

  @MainActor func testFilledRectHasTheExactColourAndEdges() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.fill(Rect(x: 10, y: 10, width: 20, height: 20), Color(hex: 0x336699))
    rasterizer.draw(list)
    XCTAssertEqual(target.pixel(x: 15, y: 15), PixelColor(hex: 0x336699))
    XCTAssertEqual(target.pixel(x: 10, y: 10), PixelColor(hex: 0x336699))
    XCTAssertEqual(target.pixel(x: 29, y: 29), PixelColor(hex: 0x336699))
    XCTAssertEqual(target.pixel(x: 9, y: 15), white)
    XCTAssertEqual(target.pixel(x: 30, y: 15), white)
    XCTAssertEqual(target.pixel(x: 15, y: 30), white)
  }

  @MainActor func testRoundedRectLeavesCornersEmptyAndFillsTheBody() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.fill(Rect(x: 10, y: 10, width: 60, height: 40), .black, radius: 12)
    rasterizer.draw(list)
    for (x, y) in [(10, 10), (69, 10), (10, 49), (69, 49)] {
      XCTAssertEqual(target.pixel(x: x, y: y), white, "corner (\(x), \(y))")
    }
    XCTAssertEqual(target.pixel(x: 40, y: 30), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 10, y: 30), .init(hex: 0), "middle of the left edge")
    XCTAssertEqual(target.pixel(x: 40, y: 10), .init(hex: 0), "middle of the top edge")
    // Anti-aliasing: somewhere along the corner arc there are grey pixels.
    let arc = (10..<16).map { target.pixel(x: $0, y: 13) }
    XCTAssertTrue(arc.contains { $0.r > 0 && $0.r < 255 }, "expected partial coverage: \(arc)")
  }

  @MainActor func testTranslucentRoundedRectDoesNotOverlapItsPieces() async throws {
    let (target, rasterizer) = try Fixtures.canvas(background: .black)
    var list = DisplayList()
    list.fill(Rect(x: 10, y: 10, width: 60, height: 40), Color.white.opacity(0.5), radius: 8)
    rasterizer.draw(list)
    let samples = [(40, 30), (12, 30), (40, 12), (64, 44), (15, 15), (60, 45)]
    for (x, y) in samples {
      XCTAssertEqual(Int(target.pixel(x: x, y: y).r), 128, accuracy: 1, "at (\(x), \(y))")
    }
  }

  @MainActor func testClipExcludesPixelsOutsideAndNestedClipsIntersect() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.clipped(to: Rect(x: 0, y: 0, width: 50, height: 50)) { inner in
      inner.clipped(to: Rect(x: 25, y: 25, width: 100, height: 100)) { innermost in
        innermost.fill(Rect(x: 0, y: 0, width: 200, height: 120), .black)
      }
      inner.fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(hex: 0xFF0000))
    }
    list.fill(Rect(x: 100, y: 100, width: 10, height: 10), Color(hex: 0x00FF00))
    rasterizer.draw(list)
    XCTAssertEqual(target.pixel(x: 30, y: 30), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 49, y: 49), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 50, y: 30), white, "outside the outer clip")
    XCTAssertEqual(target.pixel(x: 20, y: 30), white, "outside the inner clip")
    XCTAssertEqual(target.pixel(x: 5, y: 5), .init(hex: 0xFF0000), "after the inner pop")
    XCTAssertEqual(target.pixel(x: 105, y: 105), .init(hex: 0x00FF00), "after the outer pop")
  }

  @MainActor func testEmptyClipDrawsNothing() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.clipped(to: Rect(x: 0, y: 0, width: 10, height: 10)) { inner in
      inner.clipped(to: Rect(x: 50, y: 50, width: 10, height: 10)) { empty in
        empty.fill(Rect(x: 0, y: 0, width: 200, height: 120), .black)
      }
    }
    rasterizer.draw(list)
    XCTAssertEqual(Fixtures.inkedPixels(target, in: (0, 0, 200, 120), background: white), 0)
    XCTAssertEqual(rasterizer.frameStats.culled, 1)
  }

  @MainActor func testOpacityHalvesTheBlendAndNestsMultiplicatively() async throws {
    let (target, rasterizer) = try Fixtures.canvas(background: .black)
    var list = DisplayList()
    list.withOpacity(0.5) { half in
      half.fill(Rect(x: 0, y: 0, width: 20, height: 20), .white)
      half.withOpacity(0.5) { quarter in
        quarter.fill(Rect(x: 20, y: 0, width: 20, height: 20), .white)
      }
      half.fill(Rect(x: 40, y: 0, width: 20, height: 20), Color.white.opacity(0.5))
    }
    list.fill(Rect(x: 60, y: 0, width: 20, height: 20), .white)
    rasterizer.draw(list)
    XCTAssertEqual(Int(target.pixel(x: 10, y: 10).r), 128, accuracy: 1)
    XCTAssertEqual(Int(target.pixel(x: 30, y: 10).r), 64, accuracy: 1)
    XCTAssertEqual(Int(target.pixel(x: 50, y: 10).r), 64, accuracy: 1)
    XCTAssertEqual(target.pixel(x: 70, y: 10), .init(hex: 0xFFFFFF), "opacity popped")
  }

  @MainActor func testScaleTwoDoublesEveryPixelExtent() async throws {
    let (target, rasterizer) = try Fixtures.canvas(width: 100, height: 60, scale: 2)
    XCTAssertEqual(target.pixelWidth, 200)
    XCTAssertEqual(target.pixelHeight, 120)
    var list = DisplayList()
    list.fill(Rect(x: 10, y: 10, width: 20, height: 20), .black)
    rasterizer.draw(list)
    XCTAssertEqual(target.pixel(x: 20, y: 20), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 59, y: 59), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 19, y: 20), white)
    XCTAssertEqual(target.pixel(x: 60, y: 59), white)
    XCTAssertEqual(Fixtures.inkedPixels(target, in: (0, 0, 200, 120), background: white), 1600)
  }

  @MainActor func testStrokeDrawsTheBorderInsideTheRectOnly() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.stroke(Rect(x: 10, y: 10, width: 40, height: 30), .black, width: 2)
    list.stroke(Rect(x: 100, y: 10, width: 60, height: 40), .black, radius: 10, width: 2)
    rasterizer.draw(list)
    XCTAssertEqual(target.pixel(x: 10, y: 20), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 11, y: 20), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 12, y: 20), white)
    XCTAssertEqual(target.pixel(x: 9, y: 20), white)
    XCTAssertEqual(target.pixel(x: 30, y: 39), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 30, y: 25), white, "inside stays empty")
    XCTAssertEqual(target.pixel(x: 130, y: 10), .init(hex: 0), "rounded: top edge")
    XCTAssertEqual(target.pixel(x: 100, y: 10), white, "rounded: corner outside the arc")
    XCTAssertEqual(target.pixel(x: 105, y: 15), white, "rounded: corner inside the ring")
  }

  @MainActor func testLinesHairlinesAndDashes() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.line(Point(x: 0, y: 20), Point(x: 200, y: 20), .black, width: 1)
    list.line(Point(x: 0, y: 40), Point(x: 200, y: 40), .black, width: 0.5)
    list.line(Point(x: 0, y: 60), Point(x: 200, y: 60), .black, width: 1, dash: 4)
    list.line(Point(x: 150, y: 0), Point(x: 150, y: 120), .black, width: 2)
    list.line(Point(x: 10, y: 70), Point(x: 60, y: 110), .black, width: 2)
    // Centred on a pixel boundary: 1 px fills the row above it, 3 px the rows around it.
    list.line(Point(x: 0, y: 30.5), Point(x: 100, y: 30.5), .black, width: 1)
    list.line(Point(x: 170, y: 0), Point(x: 170, y: 30), .black, width: 3)
    list.line(Point(x: 180.5, y: 0), Point(x: 180.5, y: 30), .black, width: 3)
    rasterizer.draw(list)
    XCTAssertEqual(target.pixel(x: 50, y: 30), .init(hex: 0), "y = 30.5, 1 px: row 30")
    XCTAssertEqual(target.pixel(x: 50, y: 31), white)
    XCTAssertEqual(target.pixel(x: 50, y: 29), white)
    XCTAssertEqual(
      (168...172).map { target.pixel(x: $0, y: 10) == white }, [true, false, false, false, true])
    XCTAssertEqual(
      (178...183).map { target.pixel(x: $0, y: 10) == white },
      [true, false, false, false, true, true])
    XCTAssertEqual(target.pixel(x: 50, y: 20), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 50, y: 19), white)
    XCTAssertEqual(target.pixel(x: 50, y: 21), white)
    XCTAssertEqual(Int(target.pixel(x: 50, y: 40).r), 128, accuracy: 1, "half-point hairline")
    let dashes = (0..<40).map { target.pixel(x: $0, y: 60) }
    XCTAssertEqual(dashes.filter { $0 == white }.count, 20, "4 on, 4 off")
    XCTAssertEqual(target.pixel(x: 149, y: 100), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 150, y: 100), .init(hex: 0))
    XCTAssertEqual(target.pixel(x: 151, y: 100), white)
    XCTAssertNotEqual(target.pixel(x: 35, y: 90), white, "slanted line")
    XCTAssertEqual(target.pixel(x: 55, y: 75), white)
  }

  /// Damage bounds count a horizontal or vertical line as exactly its pixels
  /// (`StrokePixels.axisLine`), so no dash may land outside them, even where a fractional
  /// scale puts a dash's start within half a pixel of the line's end.
  @MainActor func testDashedLinesStayInsideTheirPixelsAtAFractionalScale() async throws {
    for scale in [1.25, 1.5, 1.75] {
      for dash in [1.04, 1.3, 3.0] {
        let (target, rasterizer) = try Fixtures.canvas(width: 40, height: 20, scale: scale)
        let from = Point(x: 0, y: 8)
        let to = Point(x: 6.4, y: 8)
        var list = DisplayList()
        list.line(from, to, .black, width: 1, dash: dash)
        rasterizer.draw(list)
        let line = try XCTUnwrap(StrokePixels.axisLine(from, to, width: 1, scale: scale))
        let inside = line.whole
        for y in 0..<target.pixelHeight {
          for x in 0..<target.pixelWidth where target.pixel(x: x, y: y) != white {
            XCTAssertTrue(
              x >= inside.x0 && x < inside.x1 && y >= inside.y0 && y < inside.y1,
              "scale \(scale) dash \(dash): pixel \(x),\(y) outside \(inside)")
          }
        }
      }
    }
  }

  @MainActor func testShadowDarkensAroundTheRectAndFadesOut() async throws {
    let (target, rasterizer) = try Fixtures.canvas(width: 300, height: 200)
    var list = DisplayList()
    let rect = Rect(x: 50, y: 50, width: 200, height: 100)
    list.shadow(rect, radius: 12, blur: 10, color: Color.black.opacity(0.5))
    list.shadow(Rect(x: 10, y: 170, width: 60, height: 20), radius: 10, blur: 6, color: .black)
    rasterizer.draw(list)
    let inside = target.pixel(x: 150, y: 62).r
    let edge = target.pixel(x: 150, y: 50).r
    let near = target.pixel(x: 150, y: 45).r
    let far = target.pixel(x: 150, y: 30).r
    XCTAssertEqual(Int(inside), 128, accuracy: 2, "full strength inside the edge")
    XCTAssertEqual(Int(edge), 191, accuracy: 8, "half coverage at the edge")
    XCTAssertGreaterThan(near, edge)
    XCTAssertLessThan(near, 255)
    XCTAssertEqual(far, 255)
    XCTAssertEqual(Int(target.pixel(x: 64, y: 64).r), 128, accuracy: 3, "corner mask inside")
    XCTAssertEqual(target.pixel(x: 150, y: 100).r, 255, "the deep interior is left to the caster")
    XCTAssertEqual(target.pixel(x: 50, y: 100).r, edge, "left edge matches top edge")
    XCTAssertLessThan(target.pixel(x: 40, y: 180).r, 128, "small shadows use an exact mask")
  }

  @MainActor func testShadowBandsKeptFromAnEarlierDrawFollowTheNewOpacityAndColour() async throws {
    let rect = Rect(x: 50, y: 50, width: 200, height: 100)
    func shadow(_ color: Color, opacity: Double) -> DisplayList {
      var list = DisplayList()
      list.withOpacity(opacity) { $0.shadow(rect, radius: 12, blur: 10, color: color) }
      return list
    }
    // The red channel across the top band and the left band (outside in).
    func bands(_ target: HeadlessTarget) -> [UInt8] {
      (25..<75).map { target.pixel(x: 150, y: $0).r }
        + (25..<75).map { target.pixel(x: $0, y: 100).r }
    }
    let (warm, warmed) = try Fixtures.canvas(width: 300, height: 200)
    warmed.draw(shadow(.black, opacity: 1))
    let strong = bands(warm)
    for (color, opacity) in [(Color.black, 0.4), (Color(r: 0.5, g: 0, b: 0), 1)] {
      warmed.beginFrame(clear: .white)
      warmed.draw(shadow(color, opacity: opacity))
      let (fresh, rasterizer) = try Fixtures.canvas(width: 300, height: 200)
      rasterizer.draw(shadow(color, opacity: opacity))
      XCTAssertEqual(bands(warm), bands(fresh), "\(color) at \(opacity)")
      XCTAssertNotEqual(bands(warm), strong, "\(color) at \(opacity)")
    }
  }

  @MainActor func testCommandsOutsideTheTargetAreCulledBeforeSDL() async throws {
    let (_, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.fill(Rect(x: 0, y: 500, width: 50, height: 50), .black)
    list.text("far away", in: Rect(x: 0, y: -300, width: 100, height: 20))
    list.fill(Rect(x: 0, y: 0, width: 10, height: 10), Color.black.opacity(0))
    list.fill(Rect(x: .nan, y: 0, width: 10, height: 10), .black)
    rasterizer.draw(list)
    XCTAssertEqual(rasterizer.frameStats.commands, 4)
    XCTAssertEqual(rasterizer.frameStats.culled, 4)
    XCTAssertEqual(rasterizer.textCacheCounters.misses, 0, "culled text is never rendered")
  }

  @MainActor func testUnbalancedPopsAreCountedAndHarmless() async throws {
    let (target, rasterizer) = try Fixtures.canvas()
    var list = DisplayList()
    list.append(.popClip)
    list.append(.popOpacity)
    list.append(.pushClip(Rect(x: 0, y: 0, width: 5, height: 5)))
    rasterizer.draw(list)
    XCTAssertEqual(rasterizer.frameStats.unbalanced, 3)
    var next = DisplayList()
    next.fill(Rect(x: 50, y: 50, width: 10, height: 10), .black)
    rasterizer.draw(next)
    XCTAssertEqual(target.pixel(x: 55, y: 55), .init(hex: 0), "the open clip did not leak")
  }
}
