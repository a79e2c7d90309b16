import Drawing
import ScrollCore
import XCTest

@testable import Scenes

final class SceneCatalogTests: XCTestCase {
  func testEveryCatalogNameBuildsASceneWithThatName() {
    let env = SceneEnvironment(measurer: ApproximateTextMeasurer())
    for entry in SceneCatalog.entries {
      XCTAssertEqual(SceneCatalog.makeScene(entry.name, env).name, entry.name)
    }
  }
}
