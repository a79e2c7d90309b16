import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Issue 33, items 5 and 7: the Latest pill runs the article's
/// `position.scrollTo(id: lastID, anchor: .bottom)`, every message shows its id, and the first
/// layout is no scroll (no phase events before any input).
final class ChatLatestByIDTests: XCTestCase {
  private let center = Point(x: 450, y: 360)

  private func makeChat() throws -> (SceneDriver, ChatScene) {
    let driver = SceneDriver(scene: "chat")
    return (driver, try XCTUnwrap(driver.scene as? ChatScene))
  }

  func testTheFirstLayoutReportsNoPhases() throws {
    let (driver, chat) = try makeChat()
    driver.run(1.5)
    XCTAssertEqual(
      driver.events(named: "phase").map { SceneDriver.string($0, "to") ?? "?" }, [],
      "phases with no input")
    XCTAssertEqual(chat.host.view.offset.y, chat.host.view.maxOffset(.vertical), accuracy: 0.01)
    XCTAssertEqual(chat.host.view.phase, .idle)
  }

  func testLatestScrollsToTheLastMessageIDAnchoredAtTheBottom() throws {
    let (driver, chat) = try makeChat()
    driver.run(0.2)
    driver.wheel(dy: 1, at: center, count: 4, interval: 0.1)
    driver.run(1.0)
    XCTAssertTrue(chat.follow.isLatestShown)
    let animationsBefore = animations(driver)
    driver.key("l")
    driver.step()
    let lastID = chat.list.newestID
    guard case .view(let id, let anchor) = chat.host.view.position.kind else {
      return XCTFail("Latest configured \(chat.host.view.position.kind), not an id")
    }
    XCTAssertEqual(id.base as? Int, lastID)
    XCTAssertEqual(anchor, .bottom)
    let tapped = try XCTUnwrap(driver.events(named: "latest-tapped").last)
    XCTAssertEqual(SceneDriver.number(tapped, "id"), Double(lastID))
    XCTAssertTrue(driver.settle(timeout: 3) { chat.host.view.phase == .idle })
    // The last message's bottom is the viewport's bottom: the bottom edge, no second motion.
    let view = chat.host.view
    XCTAssertEqual(view.offset.y, view.maxOffset(.vertical), accuracy: 0.01)
    let last = try XCTUnwrap(chat.list.windowFrame(ofMessage: lastID))
    XCTAssertEqual(last.maxY, chat.host.frame.maxY, accuracy: 0.01)
    XCTAssertEqual(chat.list.bottomMessageID, lastID)
    XCTAssertEqual(animations(driver), animationsBefore + 1, "one animation, no second motion")
  }

  private func animations(_ driver: SceneDriver) -> Int {
    driver.events(named: "phase").filter { SceneDriver.string($0, "to") == "animating" }.count
  }

  func testEveryMessageShowsItsID() throws {
    let (driver, chat) = try makeChat()
    driver.run(0.2)
    let strings = driver.strings
    for item in chat.host.stack.visibleItems {
      XCTAssertTrue(
        strings.contains { $0.hasPrefix("#\(item.id) ") }, "message \(item.id) shows no id")
    }
    XCTAssertTrue(chat.hud.extra.contains { $0.contains("#\(chat.list.newestID)") })
  }
}
