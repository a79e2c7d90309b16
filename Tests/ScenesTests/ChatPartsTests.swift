import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The chat's timeline parts take the numbers a scene file gives them (`[chat]`
/// `history-pages`, `history-latency`, `arrivals`), not the sandbox chat's own.
final class ChatPartsTests: XCTestCase {
  private func chat(_ configuration: ChatScene.Configuration, sleeps: Bool) -> (
    SceneDriver, ChatScene
  ) {
    let chat = ChatScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer(), seed: 42),
      entry: SceneCatalog.entry(named: "chat")!, configuration: configuration)
    return (SceneDriver(chat, sleepsWhenIdle: sleeps, drawsFrames: !sleeps), chat)
  }

  func testHistoryLoadsItsPagesWithItsLatency() throws {
    var configuration = ChatScene.Configuration()
    configuration.historyPages = 2
    configuration.historyLatency = 0.6
    let (driver, chat) = chat(configuration, sleeps: false)
    driver.run(0.2)
    for _ in 0..<4 {
      driver.key(.home)
      driver.run(1.5)
    }
    let requested = driver.events(named: "history-requested")
    let prepended = driver.events(named: "history-prepended")
    XCTAssertEqual(requested.map { SceneDriver.number($0, "page") }, [1, 2])
    XCTAssertEqual(prepended.count, 2)
    for (request, page) in zip(requested, prepended) {
      // Due 0.6 s after the request, prepended on the first frame at or after it.
      XCTAssertEqual(page.time - request.time, 0.6, accuracy: 1.0 / 60 + 1e-9)
      XCTAssertGreaterThanOrEqual(page.time - request.time, 0.6 - 1e-9)
      XCTAssertEqual(SceneDriver.number(page, "jump") ?? .nan, 0, accuracy: 0.5)
    }
    XCTAssertEqual(chat.list.oldestID, -2 * ChatScene.pageSize)
    XCTAssertEqual(chat.history.pagesLeft(in: chat.list), 0)
    driver.key(.home)
    driver.run(1.0)
    XCTAssertTrue(driver.strings.contains("Beginning of the conversation"), "\(driver.strings)")
  }

  func testArrivalsDrawTheirGapsFromTheRange() {
    var configuration = ChatScene.Configuration()
    configuration.arrivals = 2...6
    let (driver, chat) = chat(configuration, sleeps: true)
    driver.run(to: 600)
    let times = driver.events(named: "message-arrived").map(\.time)
    // About one every 4 s.
    XCTAssertGreaterThan(times.count, 120)
    XCTAssertLessThan(times.count, 180)
    let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
    // Each gap is drawn in 2...6 s and waits for the first frame at or after it.
    XCTAssertGreaterThanOrEqual(gaps.min() ?? 0, 2 - 1.0 / 60)
    XCTAssertLessThanOrEqual(gaps.max() ?? .infinity, 6 + 1.0 / 60)
    // The whole range is used, not the default 2...3.
    XCTAssertGreaterThan(gaps.max() ?? 0, 5)
    XCTAssertLessThan(gaps.min() ?? .infinity, 3)
    XCTAssertEqual(chat.list.newestID, ChatScene.initialCount - 1 + times.count)
  }

  func testAbsurdNumbersAreMadeSafe() {
    var configuration = ChatScene.Configuration()
    configuration.arrivals = -Double.infinity...Double.infinity
    configuration.historyLatency = .nan
    configuration.historyPages = -3
    let (driver, chat) = chat(configuration, sleeps: true)
    driver.run(to: 5)
    XCTAssertEqual(chat.history.pagesLeft(in: chat.list), 0)
    XCTAssertNotNil(chat.arrivals.nextArrival)
    XCTAssertTrue(chat.arrivals.mean.isFinite)
    XCTAssertGreaterThan(chat.arrivals.mean, 0)
  }
}
