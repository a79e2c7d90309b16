import Recording
import TestSupport
import XCTest

@testable import ScrollCore

final class InputPlaybackTests: XCTestCase {
  func sampleEvents() throws -> [InputEvent] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../assets/sessions/sample-fling.rec").standardized
    return try RecordingFormat.parse(String(contentsOf: url, encoding: .utf8))
  }

  func testTakeHandsOutEachEventOnceWhenDue() {
    var p = InputPlayback([
      InputEvent(time: 0.1, kind: .focusLost), InputEvent(time: 0.1, kind: .focusGained),
      InputEvent(time: 0.3, kind: .quit),
    ])
    XCTAssertEqual(p.take(through: 0.05).count, 0)
    XCTAssertEqual(p.take(through: 0.2).count, 2)
    XCTAssertEqual(p.take(through: 0.2).count, 0)
    XCTAssertFalse(p.isFinished)
    XCTAssertEqual(p.take(through: 1).map(\.kind), [.quit])
    XCTAssertTrue(p.isFinished)
    XCTAssertEqual(p.duration, 0.3)
  }

  func testTheSampleSessionReplaysToRestAtTheTopWithValidPhases() throws {
    let events = try sampleEvents()
    var view = SCScrollView(
      contentSize: Size(width: 900, height: 10_000), containerSize: Size(width: 900, height: 656))
    var interpreter = InputInterpreter()
    var deepest = 0.0
    let actions = ScrollViewReplay.run(events, interpreter: &interpreter, scrollView: &view) {
      _, v in
      deepest = max(deepest, v.offset.y)
      XCTAssertTrue(v.offset.isFinite)
    }
    var phases: [SCScrollPhase] = [.idle]
    for e in view.takeEvents() {
      if case .phaseChanged(let from, let to, _) = e.event {
        XCTAssertEqual(from, phases.last, "phase changes chain")
        phases.append(to)
      }
    }
    XCTAssertEqual(actions, [.resize(Size(width: 900, height: 700))])
    XCTAssertEqual(view.offset.y, 0, accuracy: 0.1, "Home was last")
    XCTAssertEqual(deepest, 9344, accuracy: 0.1, "End reached the bottom")
    XCTAssertEqual(phases.last, .idle)
    XCTAssertTrue(phases.contains(.decelerating), "the drag flung")
    let begins = zip(phases, phases.dropFirst()).filter { $0.0 == .idle }.count
    let returns = phases.dropFirst().filter { $0 == .idle }.count
    XCTAssertEqual(begins, returns)
    XCTAssertGreaterThanOrEqual(begins, 4)
    XCTAssertEqual(interpreter.device, .wheel)
  }

  func testAGeneratedMinuteReplaysIdenticallyAndStaysFinite() {
    let events = SessionGenerator.mixedSession(seed: 2024)
    func replay() -> (trace: [Double], actions: [InputAction], sanitized: InputSanitizerCounts) {
      var view = SCScrollView(
        contentSize: Size(width: 900, height: 30_000), containerSize: Size(width: 900, height: 656))
      var interpreter = InputInterpreter()
      var trace: [Double] = []
      var current = SCScrollPhase.idle
      var begins = 0
      var ends = 0
      let actions = ScrollViewReplay.run(events, interpreter: &interpreter, scrollView: &view) {
        _, v in trace.append(v.offset.y)
      }
      for e in view.takeEvents() {
        if case .phaseChanged(let from, let to, _) = e.event {
          XCTAssertEqual(from, current)
          if from == .idle { begins += 1 }
          if to == .idle { ends += 1 }
          current = to
        }
      }
      XCTAssertEqual(begins, ends)
      XCTAssertGreaterThan(begins, 20)
      XCTAssertEqual(current, .idle)
      return (trace, actions, interpreter.sanitized)
    }
    let a = replay()
    let b = replay()
    XCTAssertEqual(a.trace, b.trace)
    XCTAssertEqual(a.actions, b.actions)
    XCTAssertTrue(a.trace.allSatisfy(\.isFinite))
    XCTAssertGreaterThan(a.trace.count, 3600)
    XCTAssertTrue(a.actions.contains { if case .click = $0 { true } else { false } })
    XCTAssertTrue(a.actions.contains(.key(.character("h"), modifiers: [], isRepeat: false)))
    XCTAssertEqual(a.sanitized.total, 0)
  }
}
