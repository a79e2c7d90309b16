import Drawing
import SDLBackend
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Rows at the end of a billion-row list (past 4e10 pt, where pixel coordinates of content
/// would overflow) are drawn exactly as the same rows near the top of a short list.
final class BillionRowDrawingTests: XCTestCase {
  private static let size = Size(width: 420, height: 300)

  /// The plain-rows scene of `count` rows whose first id is `firstID`, scrolled to its end by
  /// the End key and left until the scrollbar has faded; its picture on a headless target.
  @MainActor private func endPicture(count: Int, firstID: Int) throws -> (HeadlessTarget, Double) {
    let files = try FontFiles.locate()
    let target = try HeadlessTarget(size: Self.size)
    let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
    let scene = PlainRowsScene(
      environment: SceneEnvironment(measurer: rasterizer, itemCount: count),
      entry: try XCTUnwrap(SceneCatalog.entries.first { $0.name == "rows" }), firstID: firstID)
    let driver = SceneDriver(scene, frame: Rect(origin: .zero, size: Self.size))
    driver.schedule(.keyDown(.end, modifiers: [], isRepeat: false), atTime: 0.1)
    driver.run(to: 4)
    rasterizer.render(driver.rawList)
    return (target, scene.list.host.view.offset.y)
  }

  @MainActor func testTheLastRowsOfABillionRowListMatchTheSameRowsNearTheTop() async throws {
    let billion = 1_000_000_000
    let (far, farOffset) = try endPicture(count: billion, firstID: 0)
    let (near, nearOffset) = try endPicture(count: 30, firstID: billion - 30)
    XCTAssertEqual(
      farOffset, Double(billion) * 44 - Self.size.height, "End reached the end exactly")
    XCTAssertEqual(nearOffset, 30 * 44 - Self.size.height)
    var differing = 0
    var inked = 0
    let background = far.pixel(x: Int(Self.size.width) - 2, y: 2)
    for y in 0..<far.pixelHeight {
      for x in 0..<far.pixelWidth {
        let p = far.pixel(x: x, y: y)
        if p != near.pixel(x: x, y: y) { differing += 1 }
        if p != background { inked += 1 }
      }
    }
    XCTAssertEqual(differing, 0, "pixels that differ between the far rows and the near rows")
    XCTAssertGreaterThan(inked, 2000, "labels and hairlines were drawn, not a blank list")
  }
}
