import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Every scene with a scrolling list draws it as one scroll layer over its frame, at the
/// scroll view's offset, so a renderer that keeps its pixels can move them.
final class ScrollLayerTests: XCTestCase {
  private let environment = SceneEnvironment(measurer: ApproximateTextMeasurer())

  func testScrollingScenesDrawTheirListAsALayerAtTheScrollOffset() {
    for name in [
      "showcase", "header", "feed", "infinite", "chat", "snap", "diagnostics", "visibility",
    ] {
      let d = SceneDriver(SceneCatalog.makeScene(name, environment))
      d.run(1.0)
      d.wheel(ticks: 3, interval: 0.1)
      d.run(1.5)
      let layers = d.rawList.commands.compactMap { c -> (Rect, Point, Color)? in
        if case .pushScroll(let clip, let offset, let background) = c {
          return (clip, offset, background)
        }
        return nil
      }
      XCTAssertEqual(layers.count, 1, name)
      guard let layer = layers.first else { continue }
      let inside =
        layer.0.minX >= d.frame.minX && layer.0.maxX <= d.frame.maxX
        && layer.0.minY >= d.frame.minY && layer.0.maxY <= d.frame.maxY && layer.0.height > 100
      XCTAssertTrue(inside, "\(name): layer \(layer.0) inside \(d.frame)")
      XCTAssertEqual(layer.1, d.scene.hud.geometry.contentOffset, name)
      XCTAssertEqual(layer.2, d.theme.background, name)
      XCTAssertEqual(
        d.rawList.commands.filter { $0 == .popScroll }.count, 1, "\(name): balanced")
    }
  }
}
