import CSDL2
import ScrollCore
import XCTest

@testable import SDLBackend

/// SDL_Event values built by hand and translated.
final class EventTranslatorTests: XCTestCase {
  var translator = EventTranslator(windowSize: Size(width: 800, height: 600))

  func wheel(
    x: Float = 0, y: Float, flipped: Bool = false, which: UInt32 = 0, at p: (Int32, Int32) = (0, 0)
  ) -> SDL_Event {
    var e = SDL_Event()
    e.wheel.type = SDL_MOUSEWHEEL.rawValue
    e.wheel.which = which
    e.wheel.preciseX = x
    e.wheel.preciseY = y
    e.wheel.x = x.isFinite && abs(x) < 1e6 ? Int32(x) : 0
    e.wheel.y = y.isFinite && abs(y) < 1e6 ? Int32(y) : 0
    e.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
    e.wheel.mouseX = p.0
    e.wheel.mouseY = p.1
    return e
  }

  func button(_ type: SDL_EventType, _ b: UInt8, x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event
  {
    var e = SDL_Event()
    e.button.type = type.rawValue
    e.button.button = b
    e.button.x = x
    e.button.y = y
    e.button.which = which
    return e
  }

  func key(_ type: SDL_EventType, _ code: Int32, mod: UInt16 = 0, repeating: Bool = false)
    -> SDL_Event
  {
    var e = SDL_Event()
    e.key.type = type.rawValue
    e.key.keysym.sym = code
    e.key.keysym.mod = mod
    e.key.repeat = repeating ? 1 : 0
    return e
  }

  func window(_ id: SDL_WindowEventID, _ w: Int32 = 0, _ h: Int32 = 0) -> SDL_Event {
    var e = SDL_Event()
    e.window.type = SDL_WINDOWEVENT.rawValue
    e.window.event = UInt8(id.rawValue)
    e.window.data1 = w
    e.window.data2 = h
    return e
  }

  func kind(_ e: SDL_Event, modifiers: KeyModifiers = []) -> InputEventKind? {
    translator.translate(e, time: 1.25, modifiers: modifiers)?.kind
  }

  func testWheelUsesPreciseDeltasPointerAndModifiers() {
    let event = translator.translate(
      wheel(x: 0.25, y: -1.5, at: (120, 340)), time: 2.5, modifiers: [.shift])
    XCTAssertEqual(event?.time, 2.5, "the caller's clock, not SDL's milliseconds")
    XCTAssertEqual(
      event?.kind,
      .wheel(dx: 0.25, dy: -1.5, pointer: Point(x: 120, y: 340), modifiers: [.shift]))
  }

  func testFlippedWheelIsNegatedBack() {
    XCTAssertEqual(
      kind(wheel(x: 1, y: 2, flipped: true)),
      .wheel(dx: -1, dy: -2, pointer: .zero, modifiers: []))
  }

  func testWheelWithoutPreciseFieldsFallsBackToWholeSteps() {
    var e = wheel(y: 0)
    e.wheel.y = 1
    XCTAssertEqual(kind(e), .wheel(dx: 0, dy: 1, pointer: .zero, modifiers: []))
  }

  func testBadWheelDeltasAreDroppedOrClampedAndCounted() {
    XCTAssertNil(kind(wheel(y: .nan)))
    XCTAssertEqual(
      kind(wheel(y: 1e9)), .wheel(dx: 0, dy: 1000, pointer: .zero, modifiers: []))
    XCTAssertEqual(translator.sanitized, 2)
  }

  func testButtonsAndMotion() {
    XCTAssertEqual(
      kind(button(SDL_MOUSEBUTTONDOWN, 1, x: 10, y: 20)),
      .pointerDown(Point(x: 10, y: 20), button: 1))
    XCTAssertEqual(
      kind(button(SDL_MOUSEBUTTONUP, 3, x: 11, y: 21)), .pointerUp(Point(x: 11, y: 21), button: 3))
    var motion = SDL_Event()
    motion.motion.type = SDL_MOUSEMOTION.rawValue
    motion.motion.x = 5
    motion.motion.y = 6
    motion.motion.state = 1  // left button mask
    XCTAssertEqual(kind(motion), .pointerMove(Point(x: 5, y: 6), leftHeld: true))
    motion.motion.state = 4  // right button only
    XCTAssertEqual(kind(motion), .pointerMove(Point(x: 5, y: 6), leftHeld: false))
  }

  func testMouseEventsSynthesisedFromTouchesAreIgnored() {
    let touch = EventTranslator.touchMouseID
    XCTAssertNil(kind(button(SDL_MOUSEBUTTONDOWN, 1, x: 1, y: 1, which: touch)))
    XCTAssertNil(kind(wheel(y: 1, which: touch)))
    var motion = SDL_Event()
    motion.motion.type = SDL_MOUSEMOTION.rawValue
    motion.motion.which = touch
    XCTAssertNil(kind(motion))
    XCTAssertEqual(translator.ignoredTouchMouseEvents, 3)
  }

  func testFingersAreScaledFromNormalisedToPoints() {
    var e = SDL_Event()
    e.tfinger.type = SDL_FINGERDOWN.rawValue
    e.tfinger.fingerId = 7
    e.tfinger.x = 0.5
    e.tfinger.y = 0.25
    XCTAssertEqual(kind(e), .fingerDown(id: 7, Point(x: 400, y: 150)))
    e.tfinger.type = SDL_FINGERMOTION.rawValue
    e.tfinger.y = 0.5
    XCTAssertEqual(kind(e), .fingerMove(id: 7, Point(x: 400, y: 300)))
    e.tfinger.type = SDL_FINGERUP.rawValue
    XCTAssertEqual(kind(e), .fingerUp(id: 7, Point(x: 400, y: 300)))
  }

  func testKeysMapToSandboxKeys() {
    let expected: [(SDL_KeyCode, Key)] = [
      (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_LEFT, .left), (SDLK_RIGHT, .right),
      (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown), (SDLK_HOME, .home), (SDLK_END, .end),
      (SDLK_SPACE, .space), (SDLK_TAB, .tab), (SDLK_ESCAPE, .escape), (SDLK_RETURN, .enter),
      (SDLK_KP_ENTER, .enter), (SDLK_h, .character("h")), (SDLK_1, .character("1")),
      (SDLK_SLASH, .character("/")),
    ]
    for (code, key) in expected {
      XCTAssertEqual(Key(sdlKeycode: Int32(bitPattern: code.rawValue)), key, "\(code)")
    }
    XCTAssertEqual(Key(sdlKeycode: 65), .character("a"), "printable characters are lower-cased")
    XCTAssertEqual(
      Key(sdlKeycode: Int32(bitPattern: SDLK_F1.rawValue)), .character("?"), "F1 is the help key")
    XCTAssertNil(Key(sdlKeycode: Int32(bitPattern: SDLK_F2.rawValue)))
    XCTAssertNil(Key(sdlKeycode: Int32(bitPattern: SDLK_LSHIFT.rawValue)))
  }

  func testKeyEventsCarryModifiersAndRepeat() {
    let shift = UInt16(KMOD_LSHIFT.rawValue)
    let ctrl = UInt16(KMOD_RCTRL.rawValue)
    let down = Int32(bitPattern: SDLK_PAGEDOWN.rawValue)
    XCTAssertEqual(
      kind(key(SDL_KEYDOWN, down, mod: shift | ctrl, repeating: true)),
      .keyDown(.pageDown, modifiers: [.shift, .control], isRepeat: true))
    XCTAssertEqual(
      kind(key(SDL_KEYUP, Int32(bitPattern: SDLK_d.rawValue), mod: UInt16(KMOD_LALT.rawValue))),
      .keyUp(.character("d"), modifiers: [.alt]))
    XCTAssertNil(kind(key(SDL_KEYDOWN, Int32(bitPattern: SDLK_F5.rawValue))))
  }

  func testWindowEventsResizeOnceFocusLeaveAndQuit() {
    XCTAssertEqual(
      kind(window(SDL_WINDOWEVENT_RESIZED, 1024, 768)), .resize(Size(width: 1024, height: 768)))
    XCTAssertNil(kind(window(SDL_WINDOWEVENT_SIZE_CHANGED, 1024, 768)), "same size again")
    XCTAssertEqual(translator.windowSize, Size(width: 1024, height: 768))
    XCTAssertEqual(
      kind(window(SDL_WINDOWEVENT_SIZE_CHANGED, 640, 480)), .resize(Size(width: 640, height: 480)))
    XCTAssertEqual(kind(window(SDL_WINDOWEVENT_FOCUS_LOST)), .focusLost)
    XCTAssertEqual(kind(window(SDL_WINDOWEVENT_FOCUS_GAINED)), .focusGained)
    XCTAssertEqual(kind(window(SDL_WINDOWEVENT_LEAVE)), .pointerLeft)
    XCTAssertNil(kind(window(SDL_WINDOWEVENT_MOVED, 5, 5)))
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    XCTAssertEqual(kind(quit), .quit)
  }
}
