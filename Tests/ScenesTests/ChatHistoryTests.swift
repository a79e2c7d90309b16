import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The chat's bounded history (issue #18, row 16): hours of arriving messages keep a bounded
/// number in memory, the dropped ones are counted in the top row, and dropping never moves
/// the rows on screen.
final class ChatHistoryTests: XCTestCase {
  /// The chat on the 60 Hz frame clock, skipping the frames in which nothing needs one (as
  /// the window sleeps between messages) and drawing none, so hours of virtual time take
  /// seconds.
  private func fastChat() -> (SceneDriver, ChatScene) {
    let chat = ChatScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer(), seed: 42),
      entry: SceneCatalog.entry(named: "chat")!)
    return (SceneDriver(chat, sleepsWhenIdle: true, drawsFrames: false), chat)
  }

  /// The texts of a frame of `chat` drawn at `t`.
  private func drawnTexts(_ chat: ChatScene, at t: Double) -> [String] {
    var list = DisplayList()
    chat.draw(into: &list, theme: .light, at: t)
    return list.inWindowSpace.commands.compactMap { command -> String? in
      if case .text(let s, _, _, _, _) = command { return s }
      return nil
    }
  }

  /// Hours of messages: one and a half by default, three with `SCROLL_LONG=1`.
  func testHoursOfMessagesKeepABoundedHistoryAndCountTheDropped() throws {
    let (fast, chat) = fastChat()
    let hour = 3600.0
    let hours = LongRun.pick(normal: 1.5, long: 3.0)
    fast.run(to: hour)
    let storageAfterAnHour = chat.host.stack.storageBytes
    var largest = 0
    while fast.nextTime < hours * hour {
      fast.step()
      largest = max(largest, chat.host.stack.count)
    }
    // The last arrival's follow scroll (0.3 s) comes to rest.
    for _ in 0..<600 where chat.host.view.phase != .idle {
      fast.step()
      largest = max(largest, chat.host.stack.count)
    }
    let arrived = fast.events(named: "message-arrived").count
    // About one message per 2.5 s: over four thousand in three hours, two in an hour and a half.
    XCTAssertGreaterThan(arrived, Int(hours * 4000 / 3))
    XCTAssertLessThanOrEqual(largest, ChatScene.historyLimit + ChatScene.trimBatch)
    XCTAssertLessThanOrEqual(
      chat.list.cachedMessageCount, ChatScene.historyLimit + ChatScene.trimBatch)
    // Every message is either in the stack or counted as dropped; ids stay consecutive.
    XCTAssertEqual(chat.list.droppedCount + chat.host.stack.count, ChatScene.initialCount + arrived)
    XCTAssertEqual(chat.list.oldestID, chat.list.droppedCount)
    XCTAssertEqual(chat.host.stack.id(at: 0), chat.list.oldestID)
    XCTAssertEqual(chat.list.newestID - chat.list.oldestID + 1, chat.host.stack.count)
    let drops = fast.events(named: "history-dropped")
    XCTAssertEqual(
      drops.compactMap { SceneDriver.number($0, "count") }.reduce(0, +),
      Double(chat.list.droppedCount))
    XCTAssertEqual(SceneDriver.number(drops.last, "dropped"), Double(chat.list.droppedCount))
    // The layout's storage does not grow with the hours (it breathes with the reserves'
    // rebuilds, within a factor of two).
    XCTAssertLessThanOrEqual(chat.host.stack.storageBytes, 2 * storageAfterAnHour)
    // Still following the newest message at the bottom.
    let view = chat.host.view
    XCTAssertTrue(chat.follow.isFollowing)
    XCTAssertEqual(view.offset.y, view.maxOffset(.vertical), accuracy: 1)
    // The top row counts the dropped messages, with thousands separators.
    XCTAssertGreaterThan(chat.list.droppedCount, 1000)
    let label = chat.history.droppedLabel(chat.list.droppedCount)
    XCTAssertTrue(label.contains(","), label)
    fast.step([.keyDown(.home, modifiers: [], isRepeat: false)])
    for _ in 0..<240 { fast.step() }
    XCTAssertEqual(chat.host.view.offset.y, 0, accuracy: 1)
    XCTAssertTrue(
      drawnTexts(chat, at: fast.nextTime).contains(label), "the top row should read \(label)")
    XCTAssertTrue(fast.events(named: "history-requested").isEmpty)
  }

  /// Parks the view a little above the bottom after `following` seconds and stays for an hour.
  private func parkedChat(following: Double) -> (SceneDriver, ChatScene, checks: Int) {
    let (fast, chat) = fastChat()
    fast.run(to: following)
    for _ in 0..<3 {
      fast.step([.wheel(dx: 0, dy: 1, pointer: Point(x: 450, y: 360), modifiers: [])])
      for _ in 0..<6 { fast.step() }
    }
    fast.run(to: fast.nextTime + 2)
    XCTAssertFalse(chat.follow.isFollowing)
    var checks = 0
    let bound = ChatScene.historyLimit + ChatScene.trimBatch
    let end = fast.nextTime + 3600
    while fast.nextTime < end {
      let before = Dictionary(
        uniqueKeysWithValues: chat.host.stack.visibleItems.map {
          ($0.id, chat.host.windowRect($0.frame).minY)
        })
      let dropsBefore = fast.events(named: "history-dropped").count
      fast.step()
      XCTAssertLessThanOrEqual(chat.host.stack.count, bound)
      let drops = fast.events(named: "history-dropped")
      guard drops.count > dropsBefore, let drop = drops.last else { continue }
      checks += 1
      XCTAssertEqual(SceneDriver.number(drop, "jump") ?? .nan, 0, accuracy: 0.5)
      XCTAssertFalse(before.isEmpty)
      for (id, y) in before {
        guard let now = chat.list.windowFrame(ofMessage: id) else {
          XCTFail("message \(id) left the screen when history dropped")
          continue
        }
        XCTAssertEqual(now.minY, y, accuracy: 0.5, "message \(id) moved when history dropped")
      }
    }
    return (fast, chat, checks)
  }

  func testDroppingOldMessagesKeepsTheVisibleRowsStill() {
    // After 20 minutes at the bottom the kept rows above the view can all be dropped.
    let (_, chat, checks) = parkedChat(following: 1200)
    XCTAssertGreaterThanOrEqual(checks, 2, "expected trims during an hour of unseen messages")
    XCTAssertFalse(chat.follow.isFollowing)
    XCTAssertGreaterThan(chat.follow.unseen, 1000)
    XCTAssertEqual(chat.list.oldestID, chat.list.droppedCount)
  }

  func testHoldingTheOldestRowsWithholdsArrivalsUntilTheViewComesBack() throws {
    // Parked among the first rows: they cannot be dropped, so arrivals past the bound wait.
    let (fast, chat, _) = parkedChat(following: 1)
    let bound = ChatScene.historyLimit + ChatScene.trimBatch
    XCTAssertEqual(chat.host.stack.count, bound)
    XCTAssertGreaterThan(chat.list.withheldCount, 500)
    let unfollowed = fast.events(named: "message-arrived").filter {
      SceneDriver.flag($0, "followed") == false
    }
    XCTAssertEqual(chat.follow.unseen, unfollowed.count)
    XCTAssertGreaterThan(unfollowed.count, 1000)
    let top = try XCTUnwrap(chat.list.topMessageID)
    // The Latest pill (key L) shows the newest messages; the ones before count as dropped.
    fast.step([.keyDown(.character("l"), modifiers: [], isRepeat: false)])
    for _ in 0..<120 { fast.step() }
    // A message may have just arrived: let its follow animation (0.3 s) finish.
    for _ in 0..<60 where chat.host.view.phase != .idle { fast.step() }
    XCTAssertEqual(chat.list.withheldCount, 0)
    XCTAssertLessThanOrEqual(chat.host.stack.count, bound)
    XCTAssertEqual(chat.list.oldestID, chat.list.droppedCount)
    XCTAssertGreaterThan(chat.list.droppedCount, top)
    XCTAssertTrue(chat.follow.isFollowing)
    XCTAssertEqual(chat.host.view.offset.y, chat.host.view.maxOffset(.vertical), accuracy: 1)
    XCTAssertNotNil(chat.list.windowFrame(ofMessage: chat.list.newestID))
  }

  func testScrollingDownReleasesWithheldMessagesInOrder() {
    let (fast, chat, _) = parkedChat(following: 1)
    XCTAssertGreaterThan(chat.list.withheldCount, 0)
    // End scrolls down as the user would; the withheld rows are appended as the bottom nears.
    var largest = 0
    for _ in 0..<40 {
      fast.step([.keyDown(.end, modifiers: [], isRepeat: false)])
      for _ in 0..<30 {
        fast.step()
        largest = max(largest, chat.host.stack.count)
      }
    }
    XCTAssertEqual(chat.list.withheldCount, 0)
    XCTAssertLessThanOrEqual(largest, ChatScene.historyLimit + ChatScene.trimBatch)
    XCTAssertEqual(chat.list.newestID - chat.list.oldestID + 1, chat.host.stack.count)
    XCTAssertEqual(chat.host.view.offset.y, chat.host.view.maxOffset(.vertical), accuracy: 1)
  }

  func testDroppedLabelCountsWithSeparators() {
    let (_, chat) = fastChat()
    XCTAssertEqual(chat.history.droppedLabel(1), "1 earlier message")
    XCTAssertEqual(chat.history.droppedLabel(1234), "1,234 earlier messages")
  }
}
