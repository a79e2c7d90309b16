import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The scenes' programmatic scrolls (Top, Latest, Jump) come within 1 pt of their target by
/// 0.5 s for distances up to 10,000 pt (issue #13), while ScrollCore's `.smooth` keeps its
/// slower curve.
final class ProgrammaticScrollTests: XCTestCase {
  /// Runs `driver` from the next frame until `distance()` is within 1 pt; returns the seconds
  /// it took, nil when it never got there in 2 s.
  func secondsToArrive(_ driver: SceneDriver, distance: () -> Double) -> Double? {
    let start = driver.nextTime
    guard driver.run(until: { abs(distance()) <= 1 }, timeout: 2) else { return nil }
    return driver.time - start
  }

  func testTopFrom10000PointsArrivesWithinHalfASecond() throws {
    let driver = SceneDriver(scene: "feed")
    let feed = try XCTUnwrap(driver.scene as? FeedScene)
    feed.list.host.controller.scrollTo(y: 10_000, animation: .none, at: driver.nextTime)
    driver.run(0.1)
    XCTAssertEqual(feed.list.host.view.offset.y, 10_000, accuracy: 0.001)
    driver.key(.character("t"))
    let seconds = try XCTUnwrap(secondsToArrive(driver) { feed.list.host.view.offset.y })
    XCTAssertLessThanOrEqual(seconds, 0.5, "Top took \(seconds) s from 10,000 pt")
    XCTAssertGreaterThan(seconds, 0.2, "Top is an animation, not a jump")
  }

  func testLatestFromFarUpArrivesWithinHalfASecond() throws {
    let driver = SceneDriver(scene: "chat")
    let chat = try XCTUnwrap(driver.scene as? ChatScene)
    driver.run(0.2)
    driver.key(.home)
    driver.run(1.5)
    let distance = chat.host.view.geometry.maxOffset(.vertical) - chat.host.view.offset.y
    XCTAssertGreaterThan(distance, 1000, "Home did not take the chat far up")
    driver.key(.character("l"))
    let seconds = try XCTUnwrap(
      secondsToArrive(driver) {
        chat.host.view.offset.y - chat.host.view.geometry.maxOffset(.vertical)
      })
    XCTAssertLessThanOrEqual(seconds, 0.5, "Latest took \(seconds) s from \(distance) pt")
  }

  func testJumpTo20ArrivesWithinHalfASecond() throws {
    let driver = SceneDriver(scene: "snap")
    let snap = try XCTUnwrap(driver.scene as? SnapScene)
    driver.key(.character("j"))
    let seconds = try XCTUnwrap(
      secondsToArrive(driver) {
        guard let i = snap.host.stack.index(ofID: SnapScene.jumpID) else { return .infinity }
        return snap.host.view.offset.y - snap.host.stack.offset(ofIndex: i)
      })
    XCTAssertLessThanOrEqual(seconds, 0.5, "Jump took \(seconds) s")
  }

  func testTheSceneSpringIsStifferThanSmoothWhichKeepsItsCurve() {
    // 10,000 pt under .smooth still takes about a second: ScrollCore's curve is unchanged.
    var view = SCScrollView(
      contentSize: Size(width: 400, height: 20_000), containerSize: Size(width: 400, height: 600))
    view.scrollTo(y: 10_000, animation: .none, at: 0)
    view.advance(to: 0)
    view.scrollTo(edge: .top, animation: .smooth, at: 0)
    view.advance(to: 0.5)
    XCTAssertGreaterThan(view.offset.y, 1, ".smooth arrived by 0.5 s: its curve changed")
  }
}
