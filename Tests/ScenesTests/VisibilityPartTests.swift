import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The reusable visibility part on its own, over a list of clips: it watches only the rows it
/// is given and reports at the threshold it is given.
final class VisibilityPartTests: XCTestCase {
  /// A list of clips in a 400 x 600 pt frame, laid out at `offset`.
  private func clips(at offset: Double) -> ClipList {
    var list = ClipList(
      scene: "test", count: 200, content: SampleContent(seed: 42), physics: .ios,
      input: .standard)
    list.host.setFrame(Rect(x: 0, y: 0, width: 400, height: 600), at: 0)
    list.layout(at: 0)
    list.host.controller.scrollTo(y: offset, animation: .none, at: 0)
    list.layout(at: 0)
    return list
  }

  /// The rows at least `threshold` visible, by id, in layout order.
  private func visible(_ list: ClipList, threshold: Double) -> [LaidOutItem] {
    let viewport = list.geometry.visibleRect
    return list.host.stack.visibleItems.filter {
      let f = $0.frame.visibleFraction(in: viewport)
      return f > 0 && f >= threshold
    }
  }

  func testEveryFifthRowCrossingsReportOnlyThoseRows() throws {
    var list = clips(at: 2000)
    let part = VisibilityPart<ClipList>(
      rows: .every(5), threshold: 0.3, report: .crossings(shown: "on", hidden: "off"),
      sceneName: "test")
    let pass = part.observePass(list: &list, at: 1)
    let ids = part.takeEvents().map { event -> Int in
      XCTAssertEqual(event.name, "on")
      return Int(SceneDriver.number(event, "id") ?? -1)
    }
    let expected = visible(list, threshold: 0.3).filter { $0.id % 5 == 0 }.map(\.id)
    XCTAssertFalse(expected.isEmpty, "a fifth row is in view")
    XCTAssertLessThan(expected.count, visible(list, threshold: 0.3).count, "others are too")
    XCTAssertEqual(ids, expected)
    XCTAssertEqual(pass.deliveries, expected.count, "each crossing is a delivery")
    XCTAssertEqual(part.visibleIDs, Set(expected))
  }

  func testTargetsListTheWatchedRowsPastTheThresholdOnceAChange() throws {
    var list = clips(at: 2000)
    let part = VisibilityPart<ClipList>(
      rows: .every(2), threshold: 0.9, report: .targets(event: "targets"), sceneName: "test")
    _ = part.observePass(list: &list, at: 1)
    let expected = visible(list, threshold: 0.9).filter { $0.id % 2 == 0 }.map(\.id)
    XCTAssertEqual(part.ids, expected)
    let event = try XCTUnwrap(part.takeEvents().first)
    XCTAssertEqual(SceneDriver.string(event, "ids"), VisibilityReport.idList(expected))
    _ = part.observePass(list: &list, at: 2)
    XCTAssertTrue(part.takeEvents().isEmpty, "the same list is not reported again")
  }
}
