import Recording
import XCTest

@testable import ScrollCore

/// The v2 `set` line: a setting changed live, replayed at its time.
final class RecordingSettingTests: XCTestCase {
  func testASettingLineRoundTripsAndReadsAsWritten() throws {
    let e = InputEvent(time: 1.25, kind: .setting(name: "physics.rate", value: 0.997))
    XCTAssertEqual(RecordingFormat.line(for: e), "1.25 set name=physics.rate value=0.997")
    let odd = InputEvent(time: 2, kind: .setting(name: "a b=#", value: -3))
    let text = RecordingFormat.encode([e, odd])
    XCTAssertEqual(try RecordingFormat.parse(text), [e, odd])
  }

  func testBadSettingLinesAreRefusedAndVersion1HasNone() {
    func error(_ body: String, version: String = "v2") -> String {
      do {
        _ = try RecordingFormat.parse("scroll-sandbox-input \(version)\n" + body + "\n")
        return "no error"
      } catch { return "\(error)" }
    }
    XCTAssertTrue(error("1 set name=x value=inf").contains("field 'value'"))
    XCTAssertTrue(error("1 set name=x value=abc").contains("field 'value'"))
    XCTAssertTrue(error("1 set value=2").contains("field 'name'"))
    XCTAssertTrue(error("1 set name=x value=2", version: "v1").contains("unknown event kind"))
  }

  func testTheInterpreterIgnoresASetting() {
    var interpreter = InputInterpreter()
    var view = SCScrollView(
      contentSize: Size(width: 100, height: 1000), containerSize: Size(width: 100, height: 100))
    let actions = interpreter.handle(
      InputEvent(time: 0, kind: .setting(name: "x", value: 1)), scrollView: &view)
    XCTAssertTrue(actions.isEmpty)
    XCTAssertEqual(view.phase, .idle)
  }
}
