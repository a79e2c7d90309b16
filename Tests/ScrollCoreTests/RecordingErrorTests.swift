import Recording
import XCTest

@testable import ScrollCore

/// Each malformed file names the line and field at fault. Named Input... for the test filter.
final class InputRecordingErrorTests: XCTestCase {
  let header = "scroll-sandbox-input v1\n"

  func error(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> RecordingError?
  {
    do {
      let events = try RecordingFormat.parse(text)
      XCTFail("parsed \(events.count) events", file: file, line: line)
      return nil
    } catch {
      return error
    }
  }

  func assertError(
    _ text: String, line: Int, field: String?, message: String,
    file: StaticString = #filePath, line sourceLine: UInt = #line
  ) {
    guard let e = error(text, file: file, line: sourceLine) else { return }
    XCTAssertEqual(e.line, line, "line", file: file, line: sourceLine)
    XCTAssertEqual(e.field, field, "field", file: file, line: sourceLine)
    XCTAssertEqual(e.description, message, file: file, line: sourceLine)
  }

  func testAnEmptyFileHasNoHeader() {
    assertError(
      "", line: 1, field: nil,
      message: "line 1: no header: expected 'scroll-sandbox-input v3' (the file has no content)")
    assertError(
      "# only a comment\n\n", line: 3, field: nil,
      message: "line 3: no header: expected 'scroll-sandbox-input v3' (the file has no content)")
  }

  func testEventsBeforeTheHeaderAreRejected() {
    assertError(
      "\n0.5 quit\n", line: 2, field: nil,
      message: "line 2: no header: expected 'scroll-sandbox-input v3', got '0.5 quit'")
  }

  func testAnUnknownVersionIsRejected() {
    assertError(
      "scroll-sandbox-input v4\n0 quit\n", line: 1, field: nil,
      message: "line 1: unknown version 'v4' (this reader understands v1, v2 and v3)")
  }

  func testADeviceLineNeedsVersion2() {
    assertError(
      "scroll-sandbox-input v1\n0 device name=a kind=touchpad source=libinput\n", line: 2,
      field: "kind", message: "line 2: field 'kind': unknown event kind 'device'")
  }

  func testADeviceLineNamesItsBadField() {
    let v2 = "scroll-sandbox-input v2\n"
    assertError(
      v2 + "0 device name=a kind=mouse source=libinput\n", line: 2, field: "kind",
      message: "line 2: field 'kind': expected touchpad, wheel or unknown, got 'mouse'")
    assertError(
      v2 + "0 device name=a kind=wheel source=guess\n", line: 2, field: "source",
      message:
        "line 2: field 'source': expected delta-pattern, libinput, synaptics, touch-class, got 'guess'"
    )
    assertError(
      v2 + "0 device name=a%2 kind=wheel source=libinput\n", line: 2, field: "name",
      message: "line 2: field 'name': expected a name with %XX escapes, got 'a%2'")
    assertError(
      v2 + "0 device kind=wheel source=libinput\n", line: 2, field: "name",
      message: "line 2: field 'name': missing (truncated line?)")
  }

  func testAnUnknownEventKindNamesTheKind() {
    assertError(
      header + "0 quit\n0.5 scrol dx=0\n", line: 3, field: "kind",
      message: "line 3: field 'kind': unknown event kind 'scrol'")
  }

  func testAMissingFieldIsNamed() {
    assertError(
      header + "# c\n0.5 wheel dx=0 x=1 y=2\n", line: 3, field: "dy",
      message: "line 3: field 'dy': missing (truncated line?)")
    assertError(
      header + "0.5\n", line: 2, field: "kind",
      message: "line 2: field 'kind': missing (truncated line?)")
    assertError(
      header + "0.5 key\n", line: 2, field: "key",
      message: "line 2: field 'key': missing (truncated line?)")
  }

  func testANonNumericValueIsQuoted() {
    let text = header + "0 resize w=800 h=600\n\n# a comment\n\n\n0.5 wheel dx=0 dy=abc x=1 y=2\n"
    assertError(
      text, line: 7, field: "dy", message: "line 7: field 'dy': expected a number, got 'abc'")
    assertError(
      header + "soon quit\n", line: 2, field: "time",
      message: "line 2: field 'time': expected a number, got 'soon'")
    assertError(
      header + "0 down x=1 y=2 button=1.5\n", line: 2, field: "button",
      message: "line 2: field 'button': expected a whole number, got '1.5'")
  }

  func testTimesGoingBackwardsAreRejected() {
    assertError(
      header + "0.5 quit\n0.5 quit\n0.4 quit\n", line: 4, field: "time",
      message: "line 4: field 'time': time 0.4 is earlier than the previous event's 0.5")
    assertError(
      header + "inf quit\n", line: 2, field: "time",
      message: "line 2: field 'time': expected a finite time >= 0, got 'inf'")
  }

  func testATruncatedLastLineIsAMissingField() {
    let text = header + "0.5 down x=10 y=20 button=1\n0.52 move x=10 y=30 left=1\n0.6 up x=10"
    assertError(
      text, line: 4, field: "y", message: "line 4: field 'y': missing (truncated line?)")
  }

  func testUnknownRepeatedAndMalformedFieldsAreRejected() {
    assertError(
      header + "0 wheel dx=0 dy=1 dz=3 x=1 y=1\n", line: 2, field: "dz",
      message: "line 2: field 'dz': not a field of 'wheel'")
    assertError(
      header + "0 wheel dx=0 dy=1 dy=2 x=1 y=1\n", line: 2, field: "dy",
      message: "line 2: field 'dy': given twice")
    assertError(
      header + "0 wheel dx=0 dy 1 x=1 y=1\n", line: 2, field: nil,
      message: "line 2: expected name=value, got 'dy'")
    assertError(
      header + "0 move x=1 y=1 left=yes\n", line: 2, field: "left",
      message: "line 2: field 'left': expected 0 or 1, got 'yes'")
    assertError(
      header + "0 key pagedown mods=meta\n", line: 2, field: "mods",
      message: "line 2: field 'mods': expected shift, ctrl or alt joined by '+', got 'meta'")
    assertError(
      header + "0 key pagedwn\n", line: 2, field: "key",
      message:
        "line 2: field 'key': expected a key name (up, down, pageup, space, ...), one character or u+<hex>, got 'pagedwn'"
    )
  }

  /// Fields are cut at their first `=` Character and named byte for byte: an ASCII token
  /// (scanned as bytes) and a token with other characters (scanned by Character) give the
  /// same verdicts as before the byte scan.
  func testFieldsAreCutAtTheirFirstEqualsCharacterAndNamedByteForByte() throws {
    let wheel = "0 wheel dx=0 dy=1 x=1 y=1"
    let cases: [(line: String, field: String?, message: String)] = [
      (wheel + " =5", nil, "expected name=value, got '=5'"),
      ("0 wheel dx==1 dy=1 x=1 y=1", "dx", "field 'dx': expected a number, got '=1'"),
      // Longer than any accepted name, and a name that only starts like one.
      (wheel + " buttonbutton=1", "buttonbutton", "field 'buttonbutton': not a field of 'wheel'"),
      (wheel + " xx=1", "xx", "field 'xx': not a field of 'wheel'"),
      // A NUL byte makes another name, not a shorter one.
      ("0 wheel dx=0 dy=1 x=1 y\u{0}=1", "y\u{0}", "field 'y\u{0}': not a field of 'wheel'"),
      // "=" with a combining mark is one Character that is not "=": no field at all.
      ("0 wheel dx=\u{301}0 dy=1 x=1 y=1", nil, "expected name=value, got 'dx=\u{301}0'"),
      // A name with a combining mark is not the name without it.
      (
        "0 wheel dx\u{301}=0 dy=1 x=1 y=1", "dx\u{301}", "field 'dx\u{301}': not a field of 'wheel'"
      ),
    ]
    for c in cases {
      assertError(header + c.line + "\n", line: 2, field: c.field, message: "line 2: " + c.message)
    }
    // Non-ASCII values are cut after their name as before.
    let events = try RecordingFormat.parse(
      "scroll-sandbox-input v2\n0 set name=caf%C3%A9 value=2\n0.5 set name=\u{E9}t\u{E9} value=1\n")
    XCTAssertEqual(
      events.map(\.kind), [.setting(name: "café", value: 2), .setting(name: "été", value: 1)])
  }

  func testAMalformedFileYieldsNoEventsAtAll() {
    // Valid events first, then a bad line: parse throws, so nothing is replayed.
    var result: [InputEvent]? = nil
    do {
      result = try RecordingFormat.parse(header + "0 key end\n1 key home\n2 wheel\n")
    } catch {
      XCTAssertEqual(error.line, 4)
      XCTAssertEqual(error.field, "dx")
    }
    XCTAssertNil(result)
  }
}
