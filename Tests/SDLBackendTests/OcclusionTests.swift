import CSDL2
import Drawing
import FrameModel
import ScrollCore
import XCTest

@testable import SDLBackend

/// Damaged boxes are drawn from the last command that covers them opaquely; what lies
/// under it is skipped, with the pixels of a full redraw.
final class OcclusionTests: XCTestCase {
  @MainActor func testOpaqueFillsRoundedBandsAndLayerBackgroundsAreOccluders() async throws {
    let files = try XCTUnwrap(Fixtures.fontFiles, "DejaVu fonts not found")
    let target = try HeadlessTarget(size: Size(width: 200, height: 100))
    let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
    rasterizer.beginFrame(clear: nil)
    var list = DisplayList()
    list.fill(Rect(x: 0, y: 0, width: 200, height: 100), .white)  // 0
    // 1: seen through
    list.fill(Rect(x: 10, y: 10, width: 50, height: 50), Color.black.opacity(0.5))
    list.fill(Rect(x: 10, y: 10, width: 40, height: 40), .black, radius: 10)  // 2: band
    list.withOpacity(0.5) { l in l.fill(Rect(x: 0, y: 0, width: 20, height: 20), .black) }  // 3-5
    list.clipped(to: Rect(x: 100, y: 0, width: 50, height: 100)) { l in  // 6
      l.scrolled(
        clip: Rect(x: 90, y: 20, width: 100, height: 60), offset: Point(x: 0, y: 30),
        background: .white
      ) { l in  // 7
        l.fill(Rect(x: 100, y: 40, width: 30, height: 20), .black)  // 8: at y 10 on screen
      }
    }
    let found = rasterizer.occluders(in: list.commands)
    XCTAssertEqual(found.map(\.index), [0, 2, 7, 8])
    XCTAssertEqual(found[0].covers, PixelBox(x0: 0, y0: 0, x1: 200, y1: 100))
    XCTAssertEqual(found[1].covers, PixelBox(x0: 10, y0: 20, x1: 50, y1: 40))
    XCTAssertEqual(found[2].covers, PixelBox(x0: 100, y0: 20, x1: 150, y1: 80))
    XCTAssertEqual(found[3].covers, PixelBox(x0: 100, y0: 20, x1: 130, y1: 30))
    let inLayer = PixelBox(x0: 110, y0: 40, x1: 140, y1: 60)
    XCTAssertEqual(DisplayListRasterizer.firstVisibleCommand(found, in: inLayer), 7)
    XCTAssertEqual(
      DisplayListRasterizer.firstVisibleCommand(
        found, in: PixelBox(x0: 12, y0: 22, x1: 40, y1: 30)),
      2)
    // Across the rounded fill's corner rows: only the window background covers it.
    XCTAssertEqual(
      DisplayListRasterizer.firstVisibleCommand(
        found, in: PixelBox(x0: 12, y0: 12, x1: 40, y1: 30)),
      0)
  }

  @MainActor func testAChangeUnderAnOpaquePanelSkipsWhatThePanelHidesAndMatchesAFullRedraw()
    async throws
  {
    let size = Size(width: 240, height: 160)
    let (damaged, whole, retained, full) = try Fixtures.damagedAndFull(size: size)
    func frame(_ n: Int) -> DisplayList {
      var list = DisplayList()
      list.fill(Rect(origin: .zero, size: size), Theme.light.background)
      for i in 0..<8 {
        list.text("line \(i)", in: Rect(x: 8, y: Double(i) * 20, width: 200, height: 18))
      }
      // The panel's straight band (y 44-116) holds the changing line's tiles (y 64-88).
      let panel = Rect(x: 16, y: 32, width: 208, height: 96)
      list.shadow(panel, radius: 12, blur: 6, color: .black)
      list.fill(panel, .white, radius: 12)
      list.text("count \(n)", in: Rect(x: 60, y: 70, width: 120, height: 18), color: .black)
      return list
    }
    for n in 0..<4 {
      let list = frame(n)
      retained.render(list)
      full.render(list)
      XCTAssertEqual(RetainedRenderTests.differingRows(damaged, whole), [], "frame \(n)")
      if n > 0 {
        XCTAssertTrue(retained.frameStats.partial)
        // Each damaged box is inside the panel: the lines under it (two cross the box) and
        // its shadow were not drawn again, only the changed line.
        XCTAssertGreaterThan(retained.frameStats.damageBoxes, 0)
        XCTAssertEqual(retained.frameStats.texts, retained.frameStats.damageBoxes)
        XCTAssertGreaterThan(full.frameStats.texts, 8)
      }
    }
  }
}

/// Shadow masks are computed for a quarter and mirrored: every pixel is what the coverage
/// function gives there.
final class ShadowMaskTests: XCTestCase {
  func testMirroredShadowMasksEqualThePerPixelCoverage() {
    for (w, h, r, blur, pad) in [
      (Int32(85), Int32(85), Int32(12), Int32(10), Int32(15)), (120, 51, 9, 6, 9),
      (40, 64, 20, 8, 12),
    ] {
      let shape = MaskShape.shadow(width: w, height: h, radius: r, blur: blur, pad: pad)
      let pixels = shape.pixels(rgb: 0x102030, alpha: 200)
      XCTAssertEqual(pixels.count, Int(w) * Int(h))
      let scale = shadowFalloffScale(blur: blur)
      let (cx, cy) = (Double(w) / 2, Double(h) / 2)
      let halfW = cx - Double(pad)
      let halfH = cy - Double(pad)
      var wrong = 0
      for y in 0..<Int(h) {
        for x in 0..<Int(w) {
          let qx = abs(Double(x) + 0.5 - cx) - (halfW - Double(r))
          let qy = abs(Double(y) + 0.5 - cy) - (halfH - Double(r))
          let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
          let c = min(
            1,
            max(
              0, shadowCoverage(distance: outside + min(max(qx, qy), 0) - Double(r), scale: scale)))
          if pixels[y * Int(w) + x] != UInt32((c * 200).rounded()) << 24 | 0x102030 { wrong += 1 }
        }
      }
      XCTAssertEqual(wrong, 0, "\(w)x\(h)")
    }
  }
}

/// SDL's video held before a window opens (so SDL's X connection comes first).
final class VideoHoldTests: XCTestCase {
  @MainActor func testAWindowOpenedDuringAHoldKeepsVideoStartedAfterTheHoldEnds() async throws {
    Fixtures.useDummyVideoDriver()
    XCTAssertTrue(SDLWindow.holdVideo())
    XCTAssertTrue(SDLWindow.isVideoStarted)
    var window: SDLWindow? = try SDLWindow(size: Size(width: 120, height: 80), renderer: .software)
    SDLWindow.releaseVideo()
    XCTAssertTrue(SDLWindow.isVideoStarted, "the window lost SDL's video with the hold")
    let names = window?.openingSteps.map(\.name) ?? []
    // No "shm-open": the dummy driver has no X11 present.
    XCTAssertEqual(names, ["sdl-video", "sdl-window", "gl-probe", "renderer", "surface"])
    let times = window?.openingSteps.map(\.nanos) ?? []
    XCTAssertEqual(times, times.sorted())
    window?.clear(.white)
    window?.present()
    window = nil
  }
}
