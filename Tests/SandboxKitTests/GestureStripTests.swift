import Drawing
import ScrollCore
import XCTest

@testable import SandboxKit

/// G shows the inspector's gesture strip (the newest gesture), steps to older ones; Shift+G
/// steps back and, from the newest, hides it.
final class GestureStripTests: XCTestCase {
  private func wheel(at t: Double) -> InputEvent {
    InputEvent(
      time: t, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 300, y: 300), modifiers: []))
  }

  /// Runs frames 1/60 s apart from `from` for `seconds`, with `events` at their frames.
  private func run(
    _ app: SandboxApp, from: Double, seconds: Double, events: [InputEvent] = []
  ) -> (DisplayList, Double) {
    var t = from
    var list = DisplayList()
    var pending = events[...]
    while t < from + seconds {
      var now: [InputEvent] = []
      while let e = pending.first, e.time <= t + 1e-9 {
        now.append(e)
        pending = pending.dropFirst()
      }
      list = AppDriver.frame(app, now, at: t)
      t += 1.0 / 60
    }
    return (list, t)
  }

  func testGStepsThroughTheGesturesAndShiftGHidesTheStrip() throws {
    let app = try AppDriver.makeApp(["--scene", "feed"])
    var (list, t) = run(app, from: 0, seconds: 0.1)
    XCTAssertFalse(AppDriver.texts(list).contains("GESTURE"))
    (list, t) = run(app, from: t, seconds: 0.05, events: [AppDriver.key("g", at: t)])
    XCTAssertTrue(AppDriver.texts(list).contains("GESTURE"))
    XCTAssertTrue(AppDriver.texts(list).contains("none yet"))
    // Two wheel bursts, each until rest.
    (list, t) = run(app, from: t, seconds: 1, events: [wheel(at: t + 0.02)])
    (list, t) = run(app, from: t, seconds: 1, events: [wheel(at: t + 0.02), wheel(at: t + 0.05)])
    var texts = AppDriver.texts(list)
    XCTAssertTrue(texts.contains("#2 wheel-burst · newest of 2"), "\(texts)")
    XCTAssertTrue(texts.contains { $0.hasPrefix("hitch 0.0 ms/s good") }, "\(texts)")
    // The strip's frames row is drawn under the frame graph.
    XCTAssertTrue(texts.contains("frames"), "\(texts)")
    (list, t) = run(app, from: t, seconds: 0.05, events: [AppDriver.key("g", at: t)])
    texts = AppDriver.texts(list)
    XCTAssertTrue(texts.contains("#1 wheel-burst · 2 of 2"), "\(texts)")
    (list, t) = run(
      app, from: t, seconds: 0.05, events: [AppDriver.key("g", at: t, mods: .shift)])
    XCTAssertTrue(AppDriver.texts(list).contains("#2 wheel-burst · newest of 2"))
    (list, t) = run(
      app, from: t, seconds: 0.05, events: [AppDriver.key("g", at: t, mods: .shift)])
    XCTAssertFalse(AppDriver.texts(list).contains("GESTURE"))
    XCTAssertNil(app.gestureShown)
  }
}
