import Gestures
import ScrollCore
import XCTest

/// Splitting input into gestures: a fake app feeds the tracker events, phase changes and
/// frames as the sandbox does, on a 60 Hz virtual clock.
final class GestureTrackerTests: XCTestCase {
  private let dt = 1.0 / 60
  private let pad = (
    device: GestureDevice(scrollDevice: "Pad", kind: .touchpad, source: .libinput),
    kind: ScrollDevice.touchpad
  )
  private let wheel = (
    device: GestureDevice(scrollDevice: "Mouse", kind: .wheel, source: .libinput),
    kind: ScrollDevice.wheel
  )

  /// A fake scene: an offset moved by deltas and decaying afterwards, with its phase.
  private struct Fake {
    var tracker = GestureTracker(
      deadlines: FrameDeadlines(interval: 1.0 / 60, virtual: true), scene: "feed")
    var frame = 0
    var offset = 0.0
    var velocity = 0.0
    var phase = SCScrollPhase.idle
    var ended: [Gesture] = []

    mutating func setPhase(_ p: SCScrollPhase, at t: Double) {
      guard p != phase else { return }
      phase = p
      tracker.phaseChanged(at: t, to: p, offset: offset)
    }

    mutating func present(at t: Double) {
      tracker.frame(
        index: frame, start: t, present: t, chained: true, offset: Point(x: 0, y: offset),
        velocity: Point(x: 0, y: velocity), phase: phase)
      frame += 1
      ended += tracker.takeEnded()
    }
  }

  /// Runs `fake` from `from` to `to` seconds: each frame's events (from `events`) move the
  /// content by their value x 40 while `interacting`; without events it decelerates for
  /// `momentum` seconds after the last, then rests.
  private func run(
    _ fake: inout Fake, from: Double, to: Double, events: [(Double, InputEvent)],
    momentum: Double = 0.3, device: (device: GestureDevice, kind: ScrollDevice)? = nil
  ) {
    var t = from
    var lastEvent = -Double.infinity
    var pending = events[...]
    while t < to {
      while let (time, e) = pending.first, time <= t + 1e-9 {
        pending = pending.dropFirst()
        fake.tracker.input(e, scrollDevice: device)
        if case .wheel(_, let dy, _, _) = e.kind {
          fake.offset -= dy * 40
          fake.velocity = -dy * 40 * 60
          lastEvent = time
          fake.setPhase(.interacting, at: t)
        }
      }
      if fake.phase != .idle && t - lastEvent > 0.08 {
        if t - lastEvent < 0.08 + momentum {
          fake.setPhase(.decelerating, at: t)
          fake.offset += fake.velocity * dt
          fake.velocity *= 0.9
        } else {
          fake.velocity = 0
          fake.setPhase(.idle, at: t)
        }
      }
      fake.present(at: t)
      t += dt
    }
  }

  private func swipe(at start: Double, count: Int, dy: Double) -> [(Double, InputEvent)] {
    (0..<count).map { i in
      let t = start + Double(i) * dt
      return (t, InputEvent(time: t, kind: .wheel(dx: 0, dy: dy, pointer: .zero, modifiers: [])))
    }
  }

  func testEachTouchpadSwipeIsOneGestureUntilItsMomentumRests() {
    var fake = Fake()
    run(
      &fake, from: 0, to: 3,
      events: swipe(at: 0.5, count: 10, dy: -0.5) + swipe(at: 1.8, count: 8, dy: 0.25),
      device: pad)
    fake.tracker.finish(at: 3)
    fake.ended += fake.tracker.takeEnded()
    XCTAssertEqual(fake.ended.map(\.id), [1, 2])
    XCTAssertEqual(fake.ended.map(\.kind), [.touchpadSwipe, .touchpadSwipe])
    XCTAssertEqual(fake.ended.map(\.endedBy), [.rest, .rest])
    XCTAssertEqual(fake.ended.map(\.inputs.count), [10, 8])
    XCTAssertEqual(fake.ended[0].device.name, "Pad")
    XCTAssertEqual(fake.ended[0].device.verdict, "touchpad (libinput)")
    // The rest offset is the one the phase change to idle carried.
    let first = fake.ended[0]
    XCTAssertEqual(first.restOffset, first.frames.last?.offset.y)
    XCTAssertNotNil(first.restOffset)
    XCTAssertEqual(first.phases.map(\.phase), [.interacting, .decelerating])
    XCTAssertEqual(first.phases[0].seconds, 10 * dt + 0.08, accuracy: 2 * dt)
    XCTAssertGreaterThan(first.distance, 190)
    XCTAssertEqual(first.peakVelocity, 20 * 60, accuracy: 1e-9)
  }

  func testASwipeDuringMomentumCatchesThePreviousOne() {
    var fake = Fake()
    run(
      &fake, from: 0, to: 1.2,
      events: swipe(at: 0.2, count: 6, dy: -0.5) + swipe(at: 0.5, count: 6, dy: -0.5),
      momentum: 1, device: pad)
    fake.tracker.finish(at: 1.2)
    fake.ended += fake.tracker.takeEnded()
    XCTAssertEqual(fake.ended.map(\.endedBy), [.caught, .endOfRun])
    XCTAssertNil(fake.ended[0].restOffset)
    XCTAssertEqual(fake.ended[0].end, 0.5, accuracy: 1e-9)
  }

  func testWheelDetentsWhileAnimatingAreOneBurst() {
    var fake = Fake()
    let detents = [0.2, 0.3, 0.4, 1.5].map {
      ($0, InputEvent(time: $0, kind: .wheel(dx: 0, dy: -1, pointer: .zero, modifiers: [])))
    }
    run(&fake, from: 0, to: 3, events: detents, momentum: 0.2, device: wheel)
    XCTAssertEqual(fake.ended.map(\.kind), [.wheelBurst, .wheelBurst])
    XCTAssertEqual(fake.ended.map(\.inputs.count), [3, 1])
    XCTAssertEqual(fake.ended[0].inputs.map(\.tick), [.wheel, .wheel, .wheel])
    XCTAssertEqual(fake.ended[0].device.verdict, "wheel detent (libinput)")
  }

  func testAVerdictSaysHowItWasDecidedAndWhatTheInputPathSays() {
    XCTAssertEqual(
      GestureDevice(scrollDevice: "M", kind: .highResolutionWheel, source: .deltaPattern).verdict,
      "high-resolution wheel (delta-pattern)")
    XCTAssertEqual(
      GestureDevice(
        scrollDevice: "P", kind: .touchpad, source: .libinput,
        detail: "XI2 smooth valuator, increment 15"
      ).verdict, "touchpad (libinput; XI2 smooth valuator, increment 15)")
  }

  func testASceneSwitchEndsTheOpenGesture() {
    var fake = Fake()
    run(&fake, from: 0, to: 0.3, events: swipe(at: 0.1, count: 5, dy: -0.5), device: pad)
    fake.tracker.sceneSwitched(to: "chat", at: 0.3)
    fake.ended += fake.tracker.takeEnded()
    XCTAssertEqual(fake.ended.map(\.endedBy), [.sceneSwitch])
    XCTAssertEqual(fake.ended[0].scene, "feed")
    XCTAssertEqual(fake.tracker.scene, "chat")
  }

  func testAClickThatMovesNothingIsNoGestureAndADragIs() {
    var tracker = GestureTracker(
      deadlines: FrameDeadlines(interval: dt, virtual: true), scene: "feed")
    let p = Point(x: 100, y: 100)
    // A click held over one frame in `phase`, then released over the next; nothing moves.
    func click(at t: Double, frame: Int, phase: SCScrollPhase) {
      tracker.input(InputEvent(time: t, kind: .pointerDown(p, button: 1)))
      tracker.frame(
        index: frame, start: t, present: t, chained: true, offset: .zero, velocity: .zero,
        phase: phase)
      tracker.input(InputEvent(time: t + 0.05, kind: .pointerUp(p, button: 1)))
      tracker.frame(
        index: frame + 1, start: t + 0.05, present: t + 0.05, chained: true, offset: .zero,
        velocity: .zero, phase: .idle)
    }
    click(at: 0.1, frame: 0, phase: .idle)
    XCTAssertNil(tracker.open)
    XCTAssertEqual(tracker.takeEnded(), [])
    // A click on a scroll view: the held button makes it track, and nothing moves.
    click(at: 0.5, frame: 2, phase: .tracking)
    XCTAssertNil(tracker.open)
    XCTAssertEqual(tracker.takeEnded(), [])
    // A drag: the pointer moves past the click slop and the content follows.
    tracker.input(InputEvent(time: 1, kind: .pointerDown(p, button: 1)))
    tracker.input(InputEvent(time: 1.01, kind: .pointerMove(Point(x: 100, y: 60), leftHeld: true)))
    tracker.frame(
      index: 4, start: 1.01, present: 1.01, chained: true, offset: Point(x: 0, y: 40),
      velocity: .zero, phase: .interacting)
    tracker.input(InputEvent(time: 1.02, kind: .pointerUp(Point(x: 100, y: 60), button: 1)))
    tracker.frame(
      index: 5, start: 1.02, present: 1.02, chained: true, offset: Point(x: 0, y: 40),
      velocity: .zero, phase: .idle)
    let ended = tracker.takeEnded()
    XCTAssertEqual(ended.map(\.kind), [.drag])
    XCTAssertEqual(ended.first?.id, 1)
    XCTAssertEqual(ended.first?.restOffset, 40)
    XCTAssertEqual(ended.first?.device, .mouse)
  }

  func testAClickThatStartsAScrollIsProgrammaticAndSoIsAScrollWithoutInput() {
    var tracker = GestureTracker(
      deadlines: FrameDeadlines(interval: dt, virtual: true), scene: "feed")
    let p = Point(x: 10, y: 10)
    tracker.input(InputEvent(time: 0, kind: .pointerDown(p, button: 1)))
    tracker.input(InputEvent(time: 0, kind: .pointerUp(p, button: 1)))
    for (i, phase) in [SCScrollPhase.animating, .animating, .idle].enumerated() {
      tracker.frame(
        index: i, start: Double(i) * dt, present: Double(i) * dt, chained: true,
        offset: Point(x: 0, y: 100 - Double(i) * 50), velocity: .zero, phase: phase)
    }
    // The content moves with no input at all: programmatic too.
    for (i, phase) in [SCScrollPhase.animating, .idle].enumerated() {
      tracker.frame(
        index: 3 + i, start: 1 + Double(i) * dt, present: 1 + Double(i) * dt, chained: true,
        offset: Point(x: 0, y: 20 * Double(i)), velocity: .zero, phase: phase)
    }
    let ended = tracker.takeEnded()
    XCTAssertEqual(ended.map(\.kind), [.programmatic, .programmatic])
    XCTAssertEqual(ended.map(\.device), [.program, .program])
    XCTAssertEqual(ended.map(\.restOffset), [0, 20])
  }

  func testMotionUnderWayWhenTrackingStartsIsNoGesture() {
    var tracker = GestureTracker(
      deadlines: FrameDeadlines(interval: dt, virtual: true), scene: "feed")
    for (i, phase) in [SCScrollPhase.decelerating, .decelerating, .idle, .animating, .idle]
      .enumerated()
    {
      tracker.frame(
        index: i, start: Double(i) * dt, present: Double(i) * dt, chained: true,
        offset: Point(x: 0, y: Double(i)), velocity: .zero, phase: phase)
    }
    // Only the animation that started once the view was seen at rest.
    let ended = tracker.takeEnded()
    XCTAssertEqual(ended.map(\.kind), [.programmatic])
    XCTAssertEqual(ended.first?.start ?? 0, 3 * dt, accuracy: 1e-12)
  }

  func testKeyRepeatsAreOneGesture() {
    var tracker = GestureTracker(
      deadlines: FrameDeadlines(interval: dt, virtual: true), scene: "feed")
    tracker.input(InputEvent(time: 0, kind: .keyDown(.down, modifiers: [], isRepeat: false)))
    tracker.input(InputEvent(time: 0.5, kind: .keyDown(.down, modifiers: [], isRepeat: true)))
    tracker.input(InputEvent(time: 0.55, kind: .keyDown(.down, modifiers: [], isRepeat: true)))
    tracker.frame(
      index: 0, start: 0.55, present: 0.55, chained: true, offset: Point(x: 0, y: 40),
      velocity: .zero, phase: .animating)
    tracker.input(InputEvent(time: 0.6, kind: .keyUp(.down, modifiers: [])))
    tracker.frame(
      index: 1, start: 0.6, present: 0.6, chained: true, offset: Point(x: 0, y: 120),
      velocity: .zero, phase: .idle)
    let ended = tracker.takeEnded()
    XCTAssertEqual(ended.map(\.kind), [.keyRepeat])
    XCTAssertEqual(ended.first?.inputs.count, 3)
    // Each input is shown by the first present after it.
    XCTAssertEqual(ended.first?.inputs.map(\.presented), [0.55, 0.55, 0.55])
  }
}
