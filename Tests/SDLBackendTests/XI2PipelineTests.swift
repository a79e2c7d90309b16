import SDLBackend
import ScrollCore
import XCTest

/// XI2 raw events as the server sends them, through the decoder, the device reporter and
/// the interpreter into a scroll view: deltas, device verdicts and phases end to end.
final class XI2PipelineTests: XCTestCase {
  struct Pipeline {
    var decoder = XI2ScrollDecoder(devices: XI2Fixtures.all)
    var reporter = ScrollDeviceReporter()
    var interpreter = InputInterpreter()
    var view = SCScrollView(
      axes: .vertical, physics: .ios, contentSize: Size(width: 800, height: 20_000),
      containerSize: Size(width: 800, height: 600))
    var phases: [SCScrollPhase] = [.idle]
    var releases: [Point] = []
    var frame = 0

    mutating func run(until t: Double) {
      while Double(frame + 1) / 60 <= t + 1e-12 {
        frame += 1
        let ft = Double(frame) / 60
        interpreter.tick(at: ft, scrollView: &view)
        view.advance(to: ft)
        collect()
      }
    }

    mutating func collect() {
      for e in view.takeEvents() {
        if case .phaseChanged(_, let to, _) = e.event { phases.append(to) }
        if case .willEndDragging(let v, _) = e.event { releases.append(v) }
      }
    }

    mutating func send(_ raw: XI2RawEvent, at t: Double) {
      run(until: t)
      guard let s = decoder.decode(raw) else { return }
      for e in reporter.events(
        for: s, decoder: decoder, time: t, pointer: Point(x: 400, y: 300), modifiers: [])
      {
        interpreter.handle(e, scrollView: &view)
      }
      collect()
    }

    mutating func settle() { run(until: Double(frame) / 60 + 10) }
  }

  func testATouchpadSwipeTracksOneToOneAndFlingsAfterLift() {
    var p = Pipeline()
    // 7.5 libinput units every 8 ms: half a click, 20 pt, 2500 pt/s.
    for i in 0..<20 { p.send(.motion(11, [(3, 7.5)]), at: 0.1 + Double(i) * 0.008) }
    XCTAssertEqual(p.view.phase, .interacting)
    XCTAssertEqual(p.view.offset.y, 400, accuracy: 1e-9, "20 x 0.5 unit x 40 pt")
    XCTAssertEqual(p.interpreter.device, .touchpad)
    XCTAssertEqual(p.interpreter.classifier.sourceDevice?.name, "SynPS/2 Synaptics TouchPad")
    XCTAssertEqual(p.interpreter.classifier.verdictSource, .libinput)
    p.settle()
    XCTAssertEqual(p.phases, [.idle, .interacting, .decelerating, .idle])
    XCTAssertGreaterThan(p.view.offset.y, 400 + 800, "the fling carries on after the lift")
  }

  func testATouchpadPastTheTopEdgeRubberBandsAndSpringsBack() {
    var p = Pipeline()
    // Fingers moving down the pad at the top: the content is pulled down past its edge.
    for i in 0..<15 { p.send(.motion(11, [(3, -7.5)]), at: 0.1 + Double(i) * 0.008) }
    XCTAssertEqual(p.view.phase, .interacting)
    XCTAssertLessThan(p.view.offset.y, 0, "past the top edge")
    XCTAssertGreaterThan(p.view.offset.y, -15 * 20 * 0.8, "resisted: less than the fingers moved")
    p.settle()
    XCTAssertEqual(p.view.offset.y, 0, accuracy: 0.5, "back at the edge")
    XCTAssertEqual(p.phases.last, .idle)
  }

  func testAMouseWheelStepsAndItsEmulatedClickIsIgnored() {
    var p = Pipeline()
    p.send(.motion(12, [(3, 15)]), at: 0.1)
    p.send(.press(12, button: 5, emulated: true), at: 0.1)
    p.settle()
    XCTAssertEqual(p.interpreter.device, .wheel)
    XCTAssertEqual(p.phases, [.idle, .animating, .idle])
    XCTAssertEqual(p.view.offset.y, WheelStepRule.gtk.step(containerLength: 600), accuracy: 0.01)
  }

  func testAHighResolutionWheelScrollsSmoothlyInProportion() {
    var p = Pipeline()
    for i in 0..<4 { p.send(.motion(12, [(3, 1.875)]), at: 0.1 + Double(i) * 0.03) }
    XCTAssertEqual(p.interpreter.device, .highResolutionWheel)
    p.settle()
    XCTAssertEqual(p.phases, [.idle, .animating, .idle])
    XCTAssertEqual(
      p.view.offset.y, WheelStepRule.gtk.step(containerLength: 600) / 2, accuracy: 0.01,
      "four eighths of a click: half a step")
  }

  func testSwitchingFromTouchpadToMouseMidRun() {
    var p = Pipeline()
    for i in 0..<5 { p.send(.motion(11, [(3, 4)]), at: 0.1 + Double(i) * 0.008) }
    XCTAssertEqual(p.interpreter.device, .touchpad)
    p.send(.motion(12, [(3, 15)]), at: 0.2)
    XCTAssertEqual(p.interpreter.device, .wheel)
    XCTAssertEqual(p.interpreter.classifier.sourceDevice?.name, "Logitech USB Optical Mouse")
    p.settle()
    XCTAssertEqual(p.phases.last, .idle)
    XCTAssertFalse(p.phases.contains(.decelerating), "a switch ends the gesture without a fling")
  }

  func testXWaylandsSinglePointerFallsBackToTheDeltaPattern() {
    var p = Pipeline()
    p.send(.motion(6, [(3, 1)]), at: 0.1)
    XCTAssertEqual(p.interpreter.device, .wheel)
    XCTAssertEqual(p.interpreter.classifier.verdictSource, .deltaPattern)
    p.settle()
    for i in 0..<10 { p.send(.motion(6, [(3, 0.6)]), at: 2 + Double(i) * 0.008) }
    XCTAssertEqual(p.interpreter.device, .touchpad)
    XCTAssertEqual(p.view.phase, .interacting)
  }

  func testXvfbsXTESTClicksAreWheelDetents() {
    var p = Pipeline()
    p.send(.press(4, button: 5), at: 0.1)
    p.send(.press(4, button: 5), at: 0.5)
    p.settle()
    XCTAssertEqual(p.interpreter.device, .wheel)
    XCTAssertEqual(p.interpreter.classifier.wheelEvents, 2)
    XCTAssertEqual(p.phases, [.idle, .animating, .idle, .animating, .idle])
  }

  func testBadValuesNeverReachTheOffset() {
    var p = Pipeline()
    p.send(.motion(11, [(3, .nan)]), at: 0.1)
    p.send(.motion(11, [(3, .infinity)]), at: 0.11)
    p.send(.motion(11, [(3, -1e12)]), at: 0.12)
    p.settle()
    XCTAssertEqual(p.view.offset.y, 0)
    XCTAssertEqual(p.decoder.dropped, 3)
  }

  func testTheReporterNamesEachDeviceOnceUntilItChanges() {
    var r = ScrollDeviceReporter()
    let d = XI2Fixtures.touchpad.scrollSource
    let e = InputEvent(time: 1, kind: .wheel(dx: 0, dy: -0.2, pointer: .zero, modifiers: []))
    XCTAssertEqual(r.events(for: e, from: d).count, 2)
    XCTAssertEqual(r.events(for: e, from: d), [e])
    XCTAssertEqual(r.events(for: e, from: XI2Fixtures.mouse.scrollSource).count, 2)
  }
}

/// The fling after lift uses the velocity of the last motion, not the gesture's average.
final class XI2ReleaseVelocityTests: XCTestCase {
  func testAnAcceleratingSwipeFlingsAtItsFinalSpeed() {
    var p = XI2PipelineTests.Pipeline()
    // Deltas growing from 1 to 10 libinput units every 8 ms; the last ones at 10 units =
    // 2/3 click = 26.7 pt per 8 ms = 3333 pt/s; the average is about half that.
    for i in 0..<25 {
      p.send(.motion(11, [(3, Double(min(10, 1 + i)))]), at: 0.1 + Double(i) * 0.008)
    }
    p.run(until: 0.1 + 24 * 0.008 + 0.1)
    XCTAssertEqual(p.releases.count, 1)
    XCTAssertEqual(p.releases.first?.y ?? 0, 10.0 / 15 * 40 / 0.008, accuracy: 100)
  }
}
