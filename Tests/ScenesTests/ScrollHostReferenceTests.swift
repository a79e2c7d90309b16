import Drawing
import ScrollCore
import XCTest

@testable import Scenes

/// `ScrollHost` is a reference: a scene, a part and a list that hold it reach one controller,
/// and reading it through its owner copies nothing.
final class ScrollHostReferenceTests: XCTestCase {
  func testEveryHolderOfAHostDrivesTheSameController() {
    let host = ScrollHost(scene: "t", stack: LazyStack(count: 100, estimatedSize: 44))
    let heldByAPart = host
    heldByAPart.setFrame(Rect(x: 0, y: 0, width: 300, height: 400), at: 0)
    heldByAPart.layout(at: 0) { _ in nil }
    heldByAPart.controller.scroll(to: Point(x: 0, y: 500), animation: .none, at: 0.1)
    XCTAssertEqual(host.view.offset.y, 500)
    XCTAssertTrue(host === heldByAPart)
  }

  func testTheMainHostKeyPathReadsTheStoredHost() throws {
    let scene = PlainRowsScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: try XCTUnwrap(SceneCatalog.entries.first { $0.name == "rows" }))
    XCTAssertTrue(scene[keyPath: PlainRowsScene.mainHost] === scene.list.host)
  }
}
