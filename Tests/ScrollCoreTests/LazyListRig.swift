import Recording
import TestSupport

@testable import ScrollCore

/// A lazily measured list driven through `ScrollController` the way an app drives it: input
/// events handled at their own times, programmatic actions at theirs, and one
/// `update(at:measure:)` per frame of a clock (a fixed rate or a jittered one).
///
/// Rows are estimated at `estimate` points and measure, the first time they are laid out,
/// at a real height that differs from the estimate by up to `spread` (0.6: ±60 %), drawn
/// from a seed, so every run of the same rig sees the same content.
struct LazyListRig {
  /// A frame clock.
  enum Clock: CustomStringConvertible {
    /// Frames every 1/hz seconds.
    case fixed(hz: Double)
    /// Frames every 1/hz seconds times a factor in 0.5...1.5 drawn from `seed`.
    case jittered(hz: Double, seed: UInt64)

    var description: String {
      switch self {
      case .fixed(let hz): return "\(Int(hz)) Hz"
      case .jittered(let hz, _): return "jittered \(Int(hz)) Hz"
      }
    }

    /// The five fixed rates of the frame-rate independence rule and a jittered 60 Hz.
    static let all: [Clock] = [
      .fixed(hz: 30), .fixed(hz: 60), .fixed(hz: 120), .fixed(hz: 144), .fixed(hz: 240),
      .jittered(hz: 60, seed: 7),
    ]
  }

  /// Something done to the controller at a time (a programmatic scroll, a content change).
  struct Action {
    var time: Double
    var body: (inout ScrollController<Void>, Double) -> Void
  }

  var count = 3000
  var estimate = 100.0
  var spread = 0.6
  var seed: UInt64 = 11
  var viewport = Size(width: 400, height: 600)
  var physics = ScrollPhysics.ios
  var behavior: (any SCScrollTargetBehavior)?
  /// Measure every row before the first frame (the "up front" reference).
  var measureUpFront = false
  /// Frames run past the last input before giving up on rest, seconds.
  var timeout = 30.0

  /// The real height of row `index`.
  func height(_ index: Int) -> Double {
    var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
    return estimate * (1 + spread * rng.uniform(-1, 1))
  }

  /// A controller at rest at the top, frame set, first layout done at time 0.
  func makeController() -> ScrollController<Void> {
    var c = ScrollController(
      stack: LazyStack(count: count, estimatedSize: estimate), physics: physics)
    c.setTargetBehavior(behavior)
    c.setFrame(Rect(origin: .zero, size: viewport), at: 0)
    if measureUpFront {
      c.updateStack(at: 0) { stack in
        for i in 0..<stack.count { _ = stack.setSize(height(i), at: i) }
        return nil
      }
    }
    c.update(at: 0) { height($0) }
    return c
  }

  /// The outcome of a run.
  struct Outcome {
    var controller: ScrollController<Void>
    /// Session time of the frame at which the view was last seen moving, then at rest.
    var restTime: Double
    /// The offset at rest along the axis.
    var offset: Double { controller.view.offset.y }
    /// Offset at the release (the last `pointerUp`), if any.
    var releaseOffset: Double?
    /// Phases seen, one per frame.
    var phases: [SCScrollPhase]

    /// The first row reaching past the viewport's top, and its top relative to the viewport.
    var picture: (index: Int, top: Double) {
      let stack = controller.stack
      let o = controller.view.offset.y
      let i = stack.firstIndex(reachingPast: o) ?? 0
      return (i, stack.offset(ofIndex: i) - o)
    }
  }

  /// Runs `events` and `actions` on `clock` until everything was delivered and the view
  /// rests; the controller starts from `makeController()` unless one is given.
  func run(
    events: [InputEvent], actions: [Action] = [], clock: Clock,
    from start: ScrollController<Void>? = nil
  ) -> Outcome {
    var c = start ?? makeController()
    var pendingEvents = events.sorted { $0.time < $1.time }[...]
    var pendingActions = actions.sorted { $0.time < $1.time }[...]
    let lastInput = max(events.map(\.time).max() ?? 0, actions.map(\.time).max() ?? 0)
    var jitter = SplitMix64(seed: { if case .jittered(_, let s) = clock { s } else { 0 } }())
    var t = 0.0
    var phases: [SCScrollPhase] = []
    var restTime = 0.0
    var releaseOffset: Double?
    while t < lastInput + timeout {
      switch clock {
      case .fixed(let hz): t += 1 / hz
      case .jittered(let hz, _): t += (1 / hz) * jitter.uniform(0.5, 1.5)
      }
      while let e = pendingEvents.first, e.time <= t {
        pendingEvents.removeFirst()
        _ = c.handle(e)
        if case .pointerUp = e.kind { releaseOffset = c.view.offset.y }
      }
      while let a = pendingActions.first, a.time <= t {
        pendingActions.removeFirst()
        a.body(&c, a.time)
      }
      c.update(at: t) { height($0) }
      phases.append(c.view.phase)
      if c.isActive { restTime = t }
      if pendingEvents.isEmpty && pendingActions.isEmpty && t > lastInput && !c.isActive {
        break
      }
    }
    return Outcome(controller: c, restTime: restTime, releaseOffset: releaseOffset, phases: phases)
  }

  /// A mouse drag of `distance` points of offset (positive toward the end) in `duration`
  /// seconds, sampled at 120 Hz, starting at `start`, released without a pause (a fling).
  static func fling(distance: Double, duration: Double = 0.1, start: Double = 0.2) -> [InputEvent] {
    let x = 200.0
    let y0 = distance > 0 ? 550.0 : 50.0
    var events = [InputEvent(time: start, kind: .pointerDown(Point(x: x, y: y0), button: 1))]
    let steps = max(2, Int((duration * 120).rounded()))
    for k in 1...steps {
      let f = Double(k) / Double(steps)
      events.append(
        InputEvent(
          time: start + duration * f,
          kind: .pointerMove(Point(x: x, y: y0 - distance * f), leftHeld: true)))
    }
    events.append(
      InputEvent(
        time: start + duration, kind: .pointerUp(Point(x: x, y: y0 - distance), button: 1)))
    return events
  }

  /// A key press at `time`.
  static func key(_ key: Key, at time: Double) -> [InputEvent] {
    [
      InputEvent(time: time, kind: .keyDown(key, modifiers: [], isRepeat: false)),
      InputEvent(time: time + 0.05, kind: .keyUp(key, modifiers: [])),
    ]
  }

  /// Whole wheel clicks (dy -1: toward the end) every `interval` seconds from `start`.
  static func wheel(clicks: Int, dy: Double = -1, interval: Double = 0.05, start: Double = 0.2)
    -> [InputEvent]
  {
    (0..<clicks).map { k in
      InputEvent(
        time: start + Double(k) * interval,
        kind: .wheel(dx: 0, dy: dy, pointer: Point(x: 200, y: 300), modifiers: []))
    }
  }
}
