import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The wheel models rest at the same place at every frame rate on the article feed, whose
/// rows are measured as they scroll in: a run of detents at fixed session times goes through
/// each preset's wheel model (the run's event times decide Firefox's durations and springs).
final class WheelFrameRateTests: XCTestCase {
  /// Detent times: a quick run, a pause, a slower tail.
  static let detents: [Double] = [0.5, 0.52, 0.54, 0.56, 0.62, 0.74, 1.1]

  func testAWheelRunRestsAtTheSameOffsetAtEveryRateUnderEveryWheelModel() {
    let presets = ScrollPhysics.presets.filter { $0.wheel != nil }
    XCTAssertEqual(
      presets.map(\.name), ["firefox", "firefox-msd", "chromium-impulse", "macos", "lenis"])
    for physics in presets {
      var rests: [(Double, Double)] = []
      for fps in SceneFrameRateTests.rates {
        let environment = SceneEnvironment(
          measurer: ApproximateTextMeasurer(), physics: physics, seed: 42)
        let d = SceneDriver(SceneCatalog.makeScene("feed", environment), fps: fps)
        for t in Self.detents {
          d.schedule(
            .wheel(dx: 0, dy: -1, pointer: d.center, modifiers: []), atTime: t)
        }
        d.run(1.2)
        XCTAssertTrue(d.settle(), "\(physics.name) at \(fps) fps comes to rest")
        let view = (d.scene as! FeedScene).list.host.view
        rests.append((fps, view.offset.y))
      }
      let values = rests.map(\.1)
      XCTAssertGreaterThan(values[0], 300, "\(physics.name): seven detents scrolled")
      XCTAssertEqual(values.min()!, values.max()!, accuracy: 0.5, "\(physics.name): \(rests)")
    }
  }
}
