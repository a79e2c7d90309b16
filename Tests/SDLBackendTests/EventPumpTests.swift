import CSDL2
import Profiling
import ScrollCore
import XCTest

@testable import SDLBackend

/// Events pushed through SDL's real queue (dummy video driver, no display).
final class EventPumpTests: XCTestCase {
  @MainActor func testPushedEventsComeBackTranslatedAndTimedByTheCallersClock() async throws {
    Fixtures.useDummyVideoDriver()
    let pump = try EventPump(windowSize: Size(width: 800, height: 600))
    pump.poll(now: { 0 }, handle: { _ in })  // drain whatever SDL queued at start-up
    var wheel = SDL_Event()
    wheel.wheel.type = SDL_MOUSEWHEEL.rawValue
    wheel.wheel.preciseY = -0.5
    wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
    XCTAssertTrue(pump.push(wheel))
    var finger = SDL_Event()
    finger.tfinger.type = SDL_FINGERDOWN.rawValue
    finger.tfinger.fingerId = 3
    finger.tfinger.x = 0.125
    finger.tfinger.y = 0.25
    XCTAssertTrue(pump.push(finger))
    var times = [10.0, 10.5]
    var events: [InputEvent] = []
    let read = pump.poll(into: &events) { times.removeFirst() }
    XCTAssertEqual(read, 2)
    XCTAssertEqual(
      events,
      [
        InputEvent(time: 10, kind: .wheel(dx: 0, dy: 0.5, pointer: .zero, modifiers: [])),
        InputEvent(time: 10.5, kind: .fingerDown(id: 3, Point(x: 100, y: 150))),
      ])
  }

  @MainActor func testWaitingReturnsWhenAnEventArrivesOrTheTimeoutPasses() async throws {
    Fixtures.useDummyVideoDriver()
    let pump = try EventPump(windowSize: Size(width: 100, height: 100))
    pump.poll(now: { 0 }, handle: { _ in })
    let clock = MonotonicClock()
    XCTAssertFalse(pump.waitForEvent(timeout: 0.03))
    XCTAssertGreaterThanOrEqual(clock.seconds, 0.025)
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    pump.push(quit)
    XCTAssertTrue(pump.waitForEvent(timeout: 1))
    var kinds: [InputEventKind] = []
    pump.poll(now: { 0 }, handle: { kinds.append($0.kind) })
    XCTAssertEqual(kinds, [.quit], "waiting left the event queued")
  }
}
