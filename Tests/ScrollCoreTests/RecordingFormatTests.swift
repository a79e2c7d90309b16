import Recording
import XCTest

@testable import ScrollCore

/// Named Input... so that `--filter ScrollCoreTests.Input` runs it with the interpreter tests.
final class InputRecordingFormatTests: XCTestCase {
  let everyKind: [InputEvent] = [
    InputEvent(time: 0, kind: .resize(Size(width: 900, height: 700))),
    InputEvent(
      time: 1.0 / 60,
      kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 400, y: 300), modifiers: .shift)),
    InputEvent(
      time: 0.1 + 0.2,
      kind: .wheel(dx: 1e-7, dy: 0.123456789, pointer: Point(x: -0.5, y: 1e20), modifiers: [])),
    InputEvent(time: 0.5, kind: .pointerDown(Point(x: 10, y: 20), button: 1)),
    InputEvent(time: 0.52, kind: .pointerMove(Point(x: 10, y: 30.25), leftHeld: true)),
    InputEvent(time: 0.53, kind: .pointerMove(Point(x: 11, y: 31), leftHeld: false)),
    InputEvent(time: 0.6, kind: .pointerUp(Point(x: 10, y: 30), button: 3)),
    InputEvent(time: 0.7, kind: .fingerDown(id: Int64.max, Point(x: 1, y: 2))),
    InputEvent(time: 0.71, kind: .fingerMove(id: -3, Point(x: 1, y: 3))),
    InputEvent(time: 0.72, kind: .fingerUp(id: 0, Point(x: 1, y: 4))),
    InputEvent(time: 1, kind: .keyDown(.pageDown, modifiers: [], isRepeat: false)),
    InputEvent(
      time: 1, kind: .keyDown(.space, modifiers: [.shift, .control, .alt], isRepeat: true)),
    InputEvent(time: 1.2, kind: .keyUp(.pageDown, modifiers: .alt)),
    InputEvent(time: 1.3, kind: .keyDown(.character("h"), modifiers: [], isRepeat: false)),
    InputEvent(time: 1.4, kind: .keyDown(.character("#"), modifiers: [], isRepeat: false)),
    InputEvent(time: 1.5, kind: .keyUp(.character("é"), modifiers: [])),
    InputEvent(time: 1.6, kind: .keyDown(.character(" "), modifiers: [], isRepeat: false)),
    InputEvent(time: 1.7, kind: .keyDown(.character("="), modifiers: [], isRepeat: false)),
    InputEvent(time: 1.8, kind: .keyDown(.escape, modifiers: [], isRepeat: false)),
    InputEvent(time: 2, kind: .focusLost),
    InputEvent(time: 2.1, kind: .focusGained),
    InputEvent(time: 2.2, kind: .pointerLeft),
    InputEvent(
      time: 2.3,
      kind: .scrollDevice(
        ScrollSourceDevice(name: "SynPS/2 Synaptics TouchPad", kind: .touchpad, source: .libinput))),
    InputEvent(
      time: 2.4,
      kind: .scrollDevice(
        ScrollSourceDevice(name: "xwayland-pointer:13 #1=% é", kind: nil, source: .deltaPattern))),
    InputEvent(
      time: 2.5,
      kind: .scrollDevice(ScrollSourceDevice(name: "", kind: .wheel, source: .libinput))),
    InputEvent(time: 1234.567891, kind: .quit),
  ]

  func testEveryEventKindRoundTripsExactly() throws {
    let text = RecordingFormat.encode(everyKind, comment: "all kinds\nsecond line")
    XCTAssertTrue(text.hasPrefix("scroll-sandbox-input v3\n# all kinds\n# second line\n"))
    XCTAssertEqual(try RecordingFormat.parse(text), everyKind)
  }

  func testLinesParsedOneByOneAfterTheHeaderEqualTheWholeFileParse() throws {
    let text = RecordingFormat.encode(everyKind, comment: "all kinds")
    let lines = text.split(separator: "\n").map(String.init)
    let version = try RecordingFormat.headerVersion(lines[0])
    XCTAssertEqual(version, "v3")
    var events: [InputEvent] = []
    for (i, line) in lines.enumerated().dropFirst() {
      if let e = try RecordingFormat.parseEventLine(line, version: version, lineNumber: i + 1) {
        events.append(e)
      }
    }
    XCTAssertEqual(events, try RecordingFormat.parse(text))
    XCTAssertEqual(
      try RecordingFormat.parseEventLine(
        "0.5 wheel dx=0 dy=-0.25 x=1 y=2\r", version: "v1", lineNumber: 2),
      InputEvent(
        time: 0.5, kind: .wheel(dx: 0, dy: -0.25, pointer: Point(x: 1, y: 2), modifiers: [])))
    XCTAssertNil(try RecordingFormat.parseEventLine("  # a comment", version: "v2", lineNumber: 3))
    XCTAssertThrowsError(
      try RecordingFormat.parseEventLine(
        "0.5 wheel dx=zz dy=0 x=1 y=2", version: "v2", lineNumber: 7)
    ) { error in XCTAssertEqual((error as? RecordingError)?.line, 7) }
    XCTAssertThrowsError(try RecordingFormat.headerVersion("scroll-sandbox-input v99"))
    XCTAssertThrowsError(try RecordingFormat.headerVersion(""))
  }

  func testLinesAreReadable() {
    XCTAssertEqual(
      RecordingFormat.line(for: everyKind[1]),
      "0.016666666666666666 wheel dx=0 dy=-1 x=400 y=300 mods=shift")
    XCTAssertEqual(RecordingFormat.line(for: everyKind[3]), "0.5 down x=10 y=20 button=1")
    XCTAssertEqual(RecordingFormat.line(for: everyKind[4]), "0.52 move x=10 y=30.25 left=1")
    XCTAssertEqual(
      RecordingFormat.line(for: everyKind[11]), "1 key space mods=shift+ctrl+alt repeat=1")
    XCTAssertEqual(RecordingFormat.line(for: everyKind[14]), "1.4 key u+23")
    XCTAssertEqual(RecordingFormat.line(for: everyKind[15]), "1.5 keyup u+e9")
    XCTAssertEqual(RecordingFormat.line(for: everyKind[19]), "2 focus-lost")
    XCTAssertEqual(
      RecordingFormat.line(for: everyKind[22]),
      "2.3 device name=SynPS/2%20Synaptics%20TouchPad kind=touchpad source=libinput")
    XCTAssertEqual(
      RecordingFormat.line(for: everyKind[23]),
      "2.4 device name=xwayland-pointer:13%20%231%3D%25%20%C3%A9 kind=unknown source=delta-pattern"
    )
  }

  func testVersion1FilesAreStillRead() throws {
    let v1 = "scroll-sandbox-input v1\n0.5 wheel dx=0 dy=-0.25 x=1 y=2\n"
    XCTAssertEqual(
      try RecordingFormat.parse(v1),
      [
        InputEvent(
          time: 0.5, kind: .wheel(dx: 0, dy: -0.25, pointer: Point(x: 1, y: 2), modifiers: []))
      ])
  }

  func testAnUnknownDeviceKindIsStoredAsUnknown() throws {
    let text = "scroll-sandbox-input v2\n0 device name=x kind=unknown source=libinput\n"
    // No kind: the deltas decide, whatever source the line claims.
    XCTAssertEqual(
      try RecordingFormat.parse(text),
      [
        InputEvent(
          time: 0,
          kind: .scrollDevice(ScrollSourceDevice(name: "x", kind: nil, source: .deltaPattern)))
      ])
  }

  func testNonFiniteValuesAreWrittenAndReadBack() throws {
    let bad = [
      InputEvent(
        time: 0.1,
        kind: .wheel(dx: .infinity, dy: .nan, pointer: Point(x: -.infinity, y: 0), modifiers: []))
    ]
    let text = RecordingFormat.encode(bad)
    XCTAssertTrue(text.contains("0.1 wheel dx=inf dy=nan x=-inf y=0"))
    guard case .wheel(let dx, let dy, let p, _) = try RecordingFormat.parse(text).first?.kind else {
      return XCTFail("no wheel event")
    }
    XCTAssertEqual(dx, .infinity)
    XCTAssertTrue(dy.isNaN)
    XCTAssertEqual(p.x, -.infinity)
  }

  func testHandWrittenFilesWithCommentsBlankLinesAndLooseSpacingParse() throws {
    let text = """
      # made by hand
      \r
      scroll-sandbox-input   v1\r
        0.5\twheel dy=-1 dx=0 y=300 x=400   # one detent\r

      1 key PageDown mods=
      1.5 key a
      2 key u+41
      2 quit
      """
    let events = try RecordingFormat.parse(text)
    XCTAssertEqual(
      events,
      [
        InputEvent(
          time: 0.5, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 400, y: 300), modifiers: [])),
        InputEvent(time: 1, kind: .keyDown(.pageDown, modifiers: [], isRepeat: false)),
        InputEvent(time: 1.5, kind: .keyDown(.character("a"), modifiers: [], isRepeat: false)),
        InputEvent(time: 2, kind: .keyDown(.character("A"), modifiers: [], isRepeat: false)),
        InputEvent(time: 2, kind: .quit),
      ])
  }

  func testAHeaderWithoutEventsIsAnEmptySession() throws {
    XCTAssertEqual(try RecordingFormat.parse("scroll-sandbox-input v1\n"), [])
  }

  func testTheRecorderStreamsLinesAndKeepsTimesInOrder() throws {
    var recorder = InputRecorder()
    let line = recorder.record(InputEvent(time: 1, kind: .focusLost))
    XCTAssertEqual(line, "1 focus-lost")
    recorder.record(InputEvent(time: 0.5, kind: .focusGained))
    recorder.record(InputEvent(time: .nan, kind: .quit))
    XCTAssertEqual(recorder.events.map(\.time), [1, 1, 1])
    XCTAssertEqual(try RecordingFormat.parse(recorder.encoded()), recorder.events)
  }

  func testGeneratedSessionsAreDeterministicAndRoundTripExactly() throws {
    let a = SessionGenerator.mixedSession(seed: 42)
    let b = SessionGenerator.mixedSession(seed: 42)
    let c = SessionGenerator.mixedSession(seed: 43)
    XCTAssertEqual(a, b)
    XCTAssertNotEqual(a, c)
    XCTAssertGreaterThan(a.count, 1000)
    XCTAssertGreaterThanOrEqual(a.last?.time ?? 0, 59)
    XCTAssertLessThan(a.last?.time ?? 0, 63)
    XCTAssertEqual(try RecordingFormat.parse(RecordingFormat.encode(a)), a)
  }

  func testTheGeneratedSessionMixesEveryInputKind() {
    let events = SessionGenerator.mixedSession(seed: 7)
    var kinds = Set<String>()
    for e in events {
      switch e.kind {
      case .wheel(_, let dy, _, _): kinds.insert(dy == dy.rounded() ? "detent" : "precise")
      case .pointerDown: kinds.insert("down")
      case .pointerMove: kinds.insert("move")
      case .pointerUp: kinds.insert("up")
      case .keyDown: kinds.insert("key")
      case .keyUp: kinds.insert("keyup")
      case .resize: kinds.insert("resize")
      default: kinds.insert("other")
      }
    }
    XCTAssertEqual(
      kinds, ["detent", "precise", "down", "move", "up", "key", "keyup", "resize"])
  }

  func testTheSampleSessionAssetParses() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../assets/sessions/sample-fling.rec").standardized
    let events = try RecordingFormat.parse(String(contentsOf: url, encoding: .utf8))
    XCTAssertEqual(events.first?.kind, .resize(Size(width: 900, height: 700)))
    let keys = events.compactMap { e -> Key? in
      if case .keyDown(let k, _, _) = e.kind { return k }
      return nil
    }
    XCTAssertEqual(keys, [.pageDown, .end, .home])
    XCTAssertEqual(events.filter { if case .wheel = $0.kind { true } else { false } }.count, 7)
  }
}
