import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The bottom-anchored chat reads `SCScrollPosition.viewID` at its anchor (.bottom): the
/// message at the viewport's bottom edge, not the top-most one.
final class ChatViewIDTests: XCTestCase {
  func testViewIDNamesTheBottomMessage() throws {
    let driver = SceneDriver(scene: "chat")
    let chat = try XCTUnwrap(driver.scene as? ChatScene)
    driver.run(0.2)
    XCTAssertEqual(
      chat.list.bottomMessageID, chat.list.newestID, "at the bottom: the newest message")
    XCTAssertNotEqual(chat.list.topMessageID, chat.list.newestID, "the top-most is another one")
    XCTAssertTrue(
      chat.hud.extra.contains("viewID .bottom\t#\(chat.list.newestID) (the anchor's message)"))
    // Scrolled up a little: the message that spans the viewport's bottom edge.
    let list = chat.host.frame
    driver.wheel(dy: 1, at: Point(x: list.midX, y: list.midY), count: 2, interval: 0.15)
    XCTAssertTrue(driver.settle { chat.host.view.phase == .idle })
    let id = try XCTUnwrap(chat.list.bottomMessageID)
    XCTAssertLessThan(id, chat.list.newestID)
    let frame = try XCTUnwrap(chat.list.windowFrame(ofMessage: id))
    XCTAssertLessThan(frame.minY, list.maxY)
    if let next = chat.list.windowFrame(ofMessage: id + 1) {
      XCTAssertGreaterThanOrEqual(next.minY, list.maxY, "the next message starts below the edge")
    }
    XCTAssertTrue(chat.hud.extra.contains("viewID .bottom\t#\(id) (the anchor's message)"))
  }
}
