import XCTest

@testable import ScrollCore

/// Drives an interpreter and a scroll view the way the app does: frames at 60 fps (tick, then
/// advance), events handled at their own times, scroll events collected as they happen.
struct InputHarness {
  var view: SCScrollView
  var interpreter: InputInterpreter
  var events: [TimedScrollEvent] = []
  var actions: [InputAction] = []
  var frameRate = 60.0
  private var frame = 0

  init(
    content: Size = Size(width: 800, height: 20_000),
    container: Size = Size(width: 800, height: 600), axes: Axes = .vertical,
    physics: ScrollPhysics = .ios, configuration: InputConfiguration = .standard,
    contentFrame: Rect? = nil
  ) {
    view = SCScrollView(
      axes: axes, physics: physics, contentSize: content, containerSize: container)
    interpreter = InputInterpreter(configuration: configuration, contentFrame: contentFrame)
  }

  var offset: Point { view.offset }
  var phase: SCScrollPhase { view.phase }

  /// Runs every frame whose time is <= t.
  mutating func run(until t: Double) {
    while Double(frame + 1) / frameRate <= t + 1e-12 {
      frame += 1
      let ft = Double(frame) / frameRate
      interpreter.tick(at: ft, scrollView: &view)
      view.advance(to: ft)
      events += view.takeEvents()
    }
  }

  /// Runs frames up to `t`, then handles the event at `t`.
  @discardableResult
  mutating func send(_ kind: InputEventKind, at t: Double) -> [InputAction] {
    run(until: t)
    let out = interpreter.handle(InputEvent(time: t, kind: kind), scrollView: &view)
    events += view.takeEvents()
    actions += out
    return out
  }

  /// Runs frames until no input is held and the view is idle (at most `limit` seconds).
  mutating func settle(limit: Double = 15) {
    let end = Double(frame) / frameRate + limit
    while Double(frame) / frameRate < end {
      run(until: Double(frame + 1) / frameRate)
      if view.phase == .idle && !interpreter.isTouchpadGestureActive
        && !interpreter.isPointerHeld
      {
        return
      }
    }
  }

  /// The time of the last frame run.
  var now: Double { Double(frame) / frameRate }

  /// Published phase changes, in order.
  var phaseChanges: [(from: SCScrollPhase, to: SCScrollPhase)] {
    events.compactMap {
      if case .phaseChanged(let from, let to, _) = $0.event { return (from, to) }
      return nil
    }
  }

  /// The published phases visited, starting at idle.
  var phasePath: [SCScrollPhase] { [.idle] + phaseChanges.map(\.to) }

  /// Release velocities reported by willEndDragging.
  var releaseVelocities: [Point] {
    events.compactMap {
      if case .willEndDragging(let v, _) = $0.event { return v }
      return nil
    }
  }

  /// Checks that the phase changes chain (each starts where the last ended), that every
  /// departure from idle has exactly one return, and that the view ends idle.
  func phaseProblems() -> [String] {
    var problems: [String] = []
    var current = SCScrollPhase.idle
    var begins = 0
    var ends = 0
    for (from, to) in phaseChanges {
      if from != current { problems.append("change from \(from) while in \(current)") }
      if from == to { problems.append("change from \(from) to itself") }
      if from == .idle { begins += 1 }
      if to == .idle { ends += 1 }
      current = to
    }
    if begins != ends { problems.append("\(begins) begins but \(ends) returns to idle") }
    if current != .idle { problems.append("ends in \(current)") }
    return problems
  }

  func assertValidPhases(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(phaseProblems(), [], "phases: \(phasePath)", file: file, line: line)
  }
}

/// A vertical wheel event at the middle of an 800 x 600 window.
func wheel(_ dy: Double, dx: Double = 0, mods: KeyModifiers = []) -> InputEventKind {
  .wheel(dx: dx, dy: dy, pointer: Point(x: 400, y: 300), modifiers: mods)
}

final class InputHarnessTests: XCTestCase {
  func testPhaseCheckAcceptsAGestureThatReturnsToIdle() {
    var h = InputHarness()
    h.send(wheel(-1), at: 0.1)
    h.settle()
    XCTAssertEqual(h.phasePath, [.idle, .animating, .idle])
    h.assertValidPhases()
  }

  func testPhaseCheckReportsAGestureStillRunning() {
    var h = InputHarness()
    h.send(wheel(-1), at: 0.1)
    XCTAssertEqual(h.phaseProblems(), ["1 begins but 0 returns to idle", "ends in animating"])
  }
}
