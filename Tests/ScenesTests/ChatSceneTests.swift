import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class ChatSceneTests: XCTestCase {
  private func makeChat() -> (SceneDriver, ChatScene) {
    let driver = SceneDriver(scene: "chat")
    guard let chat = driver.scene as? ChatScene else {
      XCTFail("the catalog should build a ChatScene for \"chat\"")
      return (
        driver,
        ChatScene(
          environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
          entry: SceneCatalog.entry(named: "chat")!)
      )
    }
    return (driver, chat)
  }

  private let center = Point(x: 450, y: 360)

  func testStartsAtTheBottomWithTheNewestMessageVisible() {
    let (driver, chat) = makeChat()
    driver.run(0.2)
    let view = chat.host.view
    XCTAssertGreaterThan(view.maxOffset(.vertical), 500)
    XCTAssertEqual(view.offset.y, view.maxOffset(.vertical), accuracy: 1)
    let newest = chat.list.windowFrame(ofMessage: chat.list.newestID)
    XCTAssertNotNil(newest)
    if let newest { XCTAssertLessThanOrEqual(newest.maxY, driver.frame.maxY + 0.5) }
    XCTAssertEqual(chat.host.view.position.edge, .bottom)
    XCTAssertGreaterThanOrEqual(driver.smallestFontSize, 11)
  }

  func testPrependingHistoryKeepsTheVisibleMessageStill() throws {
    let (driver, chat) = makeChat()
    driver.run(0.2)
    // Wheel up at a calm pace (no acceleration) until well past the top.
    driver.wheel(dy: 1, at: center, count: 22, interval: 0.1)
    var before: [Int: Double] = [:]
    var checked = false
    for _ in 0..<(6 * 60) {
      let seen = driver.events(named: "history-prepended").count
      before = Dictionary(
        uniqueKeysWithValues: chat.host.stack.visibleItems.map {
          ($0.id, chat.host.windowRect($0.frame).minY)
        })
      driver.step()
      let prepended = driver.events(named: "history-prepended")
      if prepended.count > seen, let event = prepended.last {
        let anchor = try XCTUnwrap(SceneDriver.number(event, "anchor"))
        let id = Int(anchor)
        let jump = try XCTUnwrap(SceneDriver.number(event, "jump"))
        XCTAssertEqual(SceneDriver.number(event, "count"), Double(ChatScene.pageSize))
        XCTAssertLessThanOrEqual(abs(jump), 0.5)
        let y0 = try XCTUnwrap(before[id], "the anchor message was on screen before")
        let y1 = try XCTUnwrap(chat.list.windowFrame(ofMessage: id)).minY
        XCTAssertEqual(y1, y0, accuracy: 0.5, "the anchor message moved on prepend")
        // Rows measured above it in the next frames do not move it either.
        driver.run(0.5)
        let y2 = try XCTUnwrap(chat.list.windowFrame(ofMessage: id)).minY
        XCTAssertEqual(y2, y0, accuracy: 0.5)
        XCTAssertEqual(chat.list.oldestID, -ChatScene.pageSize)
        checked = true
        break
      }
    }
    XCTAssertTrue(checked, "no history page was prepended")
    XCTAssertEqual(driver.events(named: "history-requested").count, 1)
  }

  func testLoadingRowShowsWhileHistoryLoads() {
    let (driver, chat) = makeChat()
    driver.run(0.2)
    driver.key(.home)
    XCTAssertTrue(driver.run(until: { chat.history.loadDue != nil }, timeout: 3))
    driver.step()
    XCTAssertTrue(driver.strings.contains("Loading earlier messages…"))
    XCTAssertTrue(driver.run(until: { chat.history.loadDue == nil }, timeout: 2))
    driver.step()
    XCTAssertFalse(driver.strings.contains("Loading earlier messages…"))
  }

  func testNewMessagesAreFollowedAtTheBottom() {
    let (driver, chat) = makeChat()
    XCTAssertTrue(
      driver.run(until: { !driver.events(named: "message-arrived").isEmpty }, timeout: 4))
    let arrived = driver.events(named: "message-arrived")[0]
    XCTAssertEqual(SceneDriver.flag(arrived, "followed"), true)
    XCTAssertEqual(SceneDriver.number(arrived, "id"), Double(ChatScene.initialCount))
    driver.run(0.6)
    let view = chat.host.view
    XCTAssertEqual(view.offset.y, view.maxOffset(.vertical), accuracy: 1)
    let frame = chat.list.windowFrame(ofMessage: chat.list.newestID)
    XCTAssertNotNil(frame)
    if let frame { XCTAssertLessThanOrEqual(frame.maxY, driver.frame.maxY + 0.5) }
    XCTAssertFalse(chat.follow.isLatestShown)
    XCTAssertTrue(driver.events(named: "latest-shown").isEmpty)
  }

  func testNewMessagesAreNotFollowedWhenScrolledUp() throws {
    let (driver, chat) = makeChat()
    driver.run(0.2)
    driver.wheel(dy: 1, at: center, count: 4, interval: 0.1)
    driver.run(0.8)
    let offset = chat.host.view.offset.y
    let top = chat.list.topMessageID
    XCTAssertLessThan(offset, chat.host.view.maxOffset(.vertical) - 200)
    let arrivedBefore = driver.events(named: "message-arrived").count
    XCTAssertTrue(
      driver.run(
        until: { driver.events(named: "message-arrived").count > arrivedBefore }, timeout: 4))
    driver.run(0.5)
    let arrived = try XCTUnwrap(driver.events(named: "message-arrived").last)
    XCTAssertEqual(SceneDriver.flag(arrived, "followed"), false)
    XCTAssertEqual(chat.host.view.offset.y, offset, accuracy: 0.001)
    XCTAssertEqual(chat.list.topMessageID, top)
    XCTAssertEqual(chat.follow.unseen, 1)
    XCTAssertTrue(driver.strings.contains("↓ 1 new message"))
  }

  func testLatestPillAppearsAwayFromTheBottomAndItsClickReturns() throws {
    let (driver, chat) = makeChat()
    driver.run(0.2)
    XCTAssertFalse(chat.follow.isLatestShown)
    driver.wheel(dy: 1, at: center, count: 3, interval: 0.1)
    driver.run(0.8)
    XCTAssertTrue(chat.follow.isLatestShown)
    XCTAssertEqual(driver.events(named: "latest-shown").count, 1)
    XCTAssertTrue(driver.strings.contains { $0.hasPrefix("↓ ") })
    let pill = chat.follow.latestFrame(in: chat.host.frame, at: driver.time)
    XCTAssertTrue(driver.frame.contains(Point(x: pill.midX, y: pill.midY)))
    driver.click(at: Point(x: pill.midX, y: pill.midY))
    driver.run(1.5)
    let view = chat.host.view
    XCTAssertEqual(view.phase, .idle)
    XCTAssertEqual(view.offset.y, view.maxOffset(.vertical), accuracy: 1)
    XCTAssertEqual(driver.events(named: "latest-tapped").count, 1)
    XCTAssertEqual(driver.events(named: "latest-hidden").count, 1)
    XCTAssertFalse(chat.follow.isLatestShown)
    XCTAssertTrue(chat.follow.isFollowing)
  }

  func testThePillsSitInTheirOwnBandsAndShowNoIds() throws {
    let (driver, chat) = makeChat()
    driver.run(0.2)
    driver.key(.home)
    driver.run(1.5)
    XCTAssertTrue(chat.follow.isLatestShown)
    let messages = chat.host.frame
    let pill = chat.follow.latestFrame(in: chat.host.frame, at: driver.time)
    XCTAssertGreaterThanOrEqual(pill.minY, messages.maxY, "the Latest pill covers the messages")
    XCTAssertTrue(driver.frame.contains(Point(x: pill.midX, y: pill.maxY - 1)))
    for item in chat.host.stack.visibleItems {
      if let shown = chat.host.windowRect(item.frame).intersection(messages) {
        XCTAssertFalse(shown.intersects(pill), "message \(item.id) under the pill")
      }
    }
    XCTAssertGreaterThan(messages.minY, driver.frame.minY, "no band for the caption")
    // Ids belong to the messages' own captions ("#12 · 09:40", issue 33 item 5), not to the
    // pills: the Latest pill and the time caption in the top band show none.
    XCTAssertFalse(
      driver.strings.contains { $0.contains("#") && !$0.hasPrefix("#") },
      "a pill shows a message id: \(driver.strings)")
  }

  func testKeyLReturnsToTheBottomAndFollowsAgain() {
    let (driver, chat) = makeChat()
    driver.run(0.2)
    driver.key(.pageUp)
    driver.run(0.6)
    XCTAssertFalse(chat.follow.isFollowing)
    driver.key(.character("l"))
    driver.run(1.5)
    XCTAssertEqual(chat.host.view.offset.y, chat.host.view.maxOffset(.vertical), accuracy: 1)
    let arrivedBefore = driver.events(named: "message-arrived").count
    XCTAssertTrue(
      driver.run(
        until: { driver.events(named: "message-arrived").count > arrivedBefore }, timeout: 4))
    XCTAssertEqual(
      SceneDriver.flag(driver.events(named: "message-arrived").last, "followed"), true)
  }

  func testBubblesAlternateSidesWithMineInTheAccentColour() {
    let (driver, chat) = makeChat()
    driver.run(0.2)
    let content = SampleContent(seed: 42)
    var sawMine = false
    var sawTheirs = false
    for item in chat.host.stack.visibleItems {
      let row = chat.host.windowRect(item.frame)
      let message = content.message(item.id)
      let bubbles = driver.list.commands.compactMap { command -> (Rect, Color)? in
        if case .rect(let r, let color, let radius) = command, radius == ChatBubble.radius,
          abs(r.minY - row.minY) < 0.01
        {
          return (r, color)
        }
        return nil
      }
      guard let bubble = bubbles.first else { continue }
      if message.isMine {
        sawMine = true
        XCTAssertEqual(bubble.1, Theme.light.accent)
        XCTAssertEqual(bubble.0.maxX, row.maxX, accuracy: 0.01)
      } else {
        sawTheirs = true
        XCTAssertEqual(bubble.1, Theme.light.card)
        XCTAssertEqual(bubble.0.minX, row.minX, accuracy: 0.01)
      }
    }
    XCTAssertTrue(sawMine && sawTheirs)
  }

  func testSleepsBetweenMessagesAndNamesTheNextWakeTime() throws {
    let (driver, chat) = makeChat()
    driver.run(1.0)
    let wake = try XCTUnwrap(chat.nextWakeTime)
    XCTAssertGreaterThan(wake, driver.time)
    XCTAssertFalse(chat.needsFrame(at: driver.time))
    XCTAssertTrue(chat.needsFrame(at: wake))
  }

  func testStaysAtTheBottomWhenTheWindowNarrows() {
    let (driver, chat) = makeChat()
    driver.run(0.3)
    chat.setFrame(Rect(x: 0, y: 44, width: 520, height: 632), at: driver.nextTime)
    driver.run(1.0)
    let view = chat.host.view
    XCTAssertEqual(view.offset.y, view.maxOffset(.vertical), accuracy: 1)
    let newest = chat.list.windowFrame(ofMessage: chat.list.newestID)
    XCTAssertNotNil(newest)
    if let newest { XCTAssertLessThanOrEqual(newest.maxX, 520 - 16 + 0.01) }
  }
}
