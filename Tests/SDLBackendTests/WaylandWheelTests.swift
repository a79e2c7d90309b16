import CSDL2
import SDLBackend
import ScrollCore
import XCTest

/// SDL's Wayland driver (`--wayland`) gives touchpads fractional `preciseY` (the compositor's
/// axis value over 10) and wheels whole clicks (axis_discrete). Both reach the right path:
/// the fractions the touchpad's, the clicks the wheel's, decided by the deltas since SDL 2
/// names no device.
final class WaylandWheelTests: XCTestCase {
  func sdlWheel(_ y: Float, flipped: Bool) -> SDL_Event {
    var e = SDL_Event()
    e.wheel.type = SDL_MOUSEWHEEL.rawValue
    e.wheel.preciseY = y
    e.wheel.y = Int32(y)
    e.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
    e.wheel.mouseX = 400
    e.wheel.mouseY = 300
    return e
  }

  func run(_ deltas: [Float], flipped: Bool = false) -> (
    InputInterpreter, SCScrollView, [SCScrollPhase]
  ) {
    var translator = EventTranslator(windowSize: Size(width: 800, height: 600))
    var interpreter = InputInterpreter()
    var view = SCScrollView(
      axes: .vertical, physics: .ios, contentSize: Size(width: 800, height: 20_000),
      containerSize: Size(width: 800, height: 600))
    var phases: [SCScrollPhase] = [.idle]
    func collect() {
      for e in view.takeEvents() {
        if case .phaseChanged(_, let to, _) = e.event { phases.append(to) }
      }
    }
    for (i, d) in deltas.enumerated() {
      let t = 0.1 + Double(i) * 0.008
      if let input = translator.translate(sdlWheel(d, flipped: flipped), time: t) {
        interpreter.handle(input, scrollView: &view)
        collect()
      }
    }
    return (interpreter, view, phases)
  }

  func testFractionalWaylandDeltasAreFollowedAsATouchpad() {
    let (interpreter, view, phases) = run(Array(repeating: -0.35, count: 12))
    XCTAssertEqual(interpreter.device, .touchpad)
    XCTAssertEqual(phases, [.idle, .interacting])
    XCTAssertEqual(view.offset.y, 12 * 0.35 * 40, accuracy: 1e-3)
  }

  func testNaturalScrollingIsUndoneBeforeTheInterpreter() {
    let (_, view, _) = run(Array(repeating: 0.35, count: 12), flipped: true)
    XCTAssertEqual(view.offset.y, 12 * 0.35 * 40, accuracy: 1e-3)
  }

  func testWaylandWheelClicksStayDetents() {
    let (interpreter, _, phases) = run([-1])
    XCTAssertEqual(interpreter.device, .wheel)
    XCTAssertEqual(phases, [.idle, .animating])
  }
}
