import Drawing
import FrameModel
import ScrollCore
import XCTest

@testable import SDLBackend

/// A damaged box replays only the commands that can reach it: the pixels are those of the
/// whole list replayed in the box, and regions that miss the box are jumped over.
final class DrawReachTests: XCTestCase {
  @MainActor func testBoxesDrawnWithReachEqualBoxesDrawnFromTheWholeList() async throws {
    let size = Size(width: 320, height: 240)
    let (a, b, plain, reaching) = try Fixtures.rasterizerPair(size: size)
    var script = ScrollingFrames(seed: 7, size: size)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int32) -> Int32 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int32(state % UInt64(n))
    }
    for f in 0..<40 {
      let list = script.nextFrame()
      plain.beginFrame(clear: .black)
      reaching.beginFrame(clear: .black)
      let reach = try XCTUnwrap(reaching.reach(of: list.commands))
      for _ in 0..<6 {
        let box = PixelBox(
          x: next(300), y: next(220), width: 1 + next(120), height: 1 + next(60)
        ).intersection(plain.viewport)
        for r in [plain, reaching] {
          r.baseClip = box
          r.resetState()
        }
        plain.drawCommands(list.commands)
        reaching.drawCommands(list.commands, reach: reach)
        XCTAssertEqual(plain.frameStats.commands, reaching.frameStats.commands, "frame \(f)")
      }
      let rows = RetainedRenderTests.differingRows(a, b)
      XCTAssertEqual(rows, [], "frame \(f): rows differ when drawn with reach")
    }
  }

  @MainActor func testALayerThatMissesTheBoxIsJumpedOverAndBadNestingHasNoReach() async throws {
    let files = try XCTUnwrap(Fixtures.fontFiles, "DejaVu fonts not found")
    let target = try HeadlessTarget(size: Size(width: 200, height: 100))
    let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
    rasterizer.beginFrame(clear: nil)
    var list = DisplayList()
    list.fill(Rect(x: 0, y: 0, width: 200, height: 100), .white)  // 0
    list.scrolled(
      clip: Rect(x: 100, y: 0, width: 100, height: 100), offset: Point(x: 0, y: 500),
      background: .white
    ) { l in  // 1 ... 4
      l.fill(Rect(x: 100, y: 520, width: 50, height: 20), .black)
      l.text("far", in: Rect(x: 100, y: 560, width: 50, height: 20), font: .body, color: .black)
    }
    list.fill(Rect(x: 10, y: 10, width: 20, height: 20), .black)  // 5
    let reach = try XCTUnwrap(rasterizer.reach(of: list.commands))
    XCTAssertEqual(reach.entries[1].end, 4)
    XCTAssertEqual(reach.entries[1].box, PixelBox(x0: 100, y0: 0, x1: 200, y1: 100))
    // The fill at content y 520 shows at y 20 (the layer is scrolled by 500), its own pixels.
    XCTAssertEqual(reach.entries[2].box, PixelBox(x0: 100, y0: 20, x1: 150, y1: 40))
    rasterizer.baseClip = PixelBox(x0: 0, y0: 0, x1: 50, y1: 50)
    rasterizer.resetState()
    rasterizer.drawCommands(list.commands, reach: reach)
    XCTAssertEqual(rasterizer.frameStats.commands, 6)
    XCTAssertEqual(rasterizer.frameStats.culled, 2, "the layer's fill and text are jumped over")
    XCTAssertEqual(rasterizer.frameStats.texts, 0)
    XCTAssertNil(
      rasterizer.reach(of: [.pushClip(Rect(x: 0, y: 0, width: 10, height: 10)), .popScroll]))
  }
}
