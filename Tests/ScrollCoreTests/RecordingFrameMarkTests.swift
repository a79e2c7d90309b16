import Recording
import XCTest

@testable import ScrollCore

/// `frame` lines (version 2): a window recording marks the frames it drew.
final class RecordingFrameMarkTests: XCTestCase {
  func testFrameMarksRoundTripInVersion2() throws {
    let events = [
      InputEvent(
        time: 0.0123, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 4, y: 5), modifiers: [])),
      InputEvent(time: 0.0171, kind: .frame),
      InputEvent(time: 0.0338, kind: .frame),
    ]
    let text = RecordingFormat.encode(events)
    XCTAssertTrue(text.contains("\n0.0171 frame\n"), text)
    XCTAssertEqual(try RecordingFormat.parse(text), events)
  }

  func testVersion1HasNoFrameLinesAndFrameTakesNoFields() {
    XCTAssertThrowsError(try RecordingFormat.parse("scroll-sandbox-input v1\n0.1 frame\n")) {
      XCTAssertTrue("\($0)".contains("unknown event kind 'frame'"), "\($0)")
    }
    XCTAssertThrowsError(try RecordingFormat.parse("scroll-sandbox-input v2\n0.1 frame n=1\n")) {
      XCTAssertTrue("\($0)".contains("'n'"), "\($0)")
    }
  }

  func testTheInterpreterIgnoresFrameMarks() {
    var interpreter = InputInterpreter()
    var view = SCScrollView(
      contentSize: Size(width: 100, height: 1000), containerSize: Size(width: 100, height: 100))
    let actions = interpreter.handle(InputEvent(time: 5, kind: .frame), scrollView: &view)
    XCTAssertTrue(actions.isEmpty)
    XCTAssertEqual(view.phase, .idle)
    // The mark does not advance the interpreter's clock: an earlier event is still in order.
    interpreter.handle(
      InputEvent(time: 1, kind: .keyDown(.pageDown, modifiers: [], isRepeat: false)),
      scrollView: &view)
    XCTAssertEqual(interpreter.sanitized.timeReversals, 0)
  }
}
