import Foundation
import Recording
import TestSupport

@testable import ScrollCore

/// One step of an input-level fuzz sequence: a device event for `InputInterpreter.handle`, or
/// a frame (`tick` then `SCScrollView.advance`) at a time.
enum FuzzInputStep: CustomStringConvertible {
  case event(InputEvent)
  case frame(Double)

  var description: String {
    switch self {
    case .event(let e): return "handle(\(e.kind), at: \(e.time))"
    case .frame(let t): return "frame(\(t))"
    }
  }
}

/// Generates device input from a seed: wheel detents (whole and several at once), touchpad
/// bursts (fractional, with and without a decaying platform-momentum tail), mouse presses,
/// drags and clicks, fingers (a second finger, a wrong id), keys with modifiers and
/// auto-repeat, focus and pointer-left events, resizes, and bad numbers (NaN, infinite and
/// huge deltas, positions and sizes), at jittered, repeated, backward and non-finite times.
///
/// Deterministic: the same seed and the same view state give the same steps.
struct FuzzInputScript {
  var rng: SplitMix64
  /// The latest time handed out, seconds; earlier and non-finite times are also handed out
  /// but never advance it.
  private(set) var now = 0.0
  /// Device reports sent so far (they take turns, drawing nothing from the generator, so
  /// each seed's other input stays as it was).
  private var deviceReports = 0
  /// The devices a backend reports, in turn: a libinput touchpad and mouse, XWayland's
  /// unnamed pointer, a synaptics touchpad.
  static let devices = [
    ScrollSourceDevice(name: "touchpad", kind: .touchpad, source: .libinput),
    ScrollSourceDevice(name: "mouse", kind: .wheel, source: .libinput),
    ScrollSourceDevice(name: "xwayland-pointer", kind: nil, source: .deltaPattern),
    ScrollSourceDevice(name: "synaptics", kind: .touchpad, source: .synaptics),
  ]
  /// The scroll view's frame in the window (presses outside it do not scroll).
  var contentFrame: Rect

  static let keys: [Key] = [
    .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .space, .space, .tab, .escape,
    .enter, .character("r"),
  ]

  init(seed: UInt64, contentFrame: Rect) {
    rng = SplitMix64(seed: seed)
    self.contentFrame = contentFrame
  }

  // MARK: - Numbers

  /// The time of the next event or frame: mostly a few ms or one 60 Hz frame later.
  mutating func time() -> Double {
    switch rng.weighted([50, 25, 6, 2, 1, 6, 1]) {
    case 0: now += (1.0 / 60) * rng.uniform(0.5, 1.5)
    case 1: now += rng.uniform(0.001, 0.012)
    case 2: break  // repeated timestamp
    case 3: return now - rng.uniform(1e-6, 0.3)  // going backwards
    case 4: return rng.pick([Double.nan, .infinity, -.infinity])
    case 5: now += rng.uniform(0.05, 0.6)
    default: now += rng.uniform(1, 5)
    }
    return now
  }

  /// Advances the clock by `dt` exactly (a device's steady sample interval) and returns it.
  mutating func later(_ dt: Double) -> Double {
    now += dt
    return now
  }

  /// A window point: mostly on the content, sometimes beside it, rarely not a number.
  mutating func point() -> Point {
    let f = contentFrame
    switch rng.weighted([85, 12, 3]) {
    case 0:
      return Point(
        x: f.minX + rng.unit() * max(1, f.width), y: f.minY + rng.unit() * max(1, f.height))
    case 1: return Point(x: rng.uniform(-200, 2500), y: rng.uniform(-200, 2000))
    default:
      return Point(x: rng.pick([Double.nan, .infinity, 3]), y: rng.pick([.nan, -.infinity]))
    }
  }

  /// Random modifiers, usually none.
  mutating func modifiers() -> KeyModifiers {
    var m: KeyModifiers = []
    if rng.chance(0.2) { m.insert(.shift) }
    if rng.chance(0.06) { m.insert(.control) }
    if rng.chance(0.06) { m.insert(.alt) }
    return m
  }

  /// A wheel or touchpad delta nobody should trust.
  mutating func badDelta() -> Double {
    rng.pick([Double.nan, .infinity, -.infinity, 1e12, -1e300, 1001, -5000])
  }

  // MARK: - Steps

  mutating func frame() -> FuzzInputStep { .frame(time()) }

  /// The next burst of input followed by a few frames.
  mutating func nextBurst() -> [FuzzInputStep] {
    var steps: [FuzzInputStep] = []
    func event(_ kind: InputEventKind, at t: Double) {
      steps.append(.event(InputEvent(time: t, kind: kind)))
    }
    /// Frames due between the last step and `t` (one per 1/60 s, jittered).
    var nextFrame = now + 1.0 / 60
    func frames(upTo t: Double) {
      while t.isFinite && nextFrame <= t {
        steps.append(.frame(nextFrame))
        nextFrame += (1.0 / 60) * rng.uniform(0.6, 1.4)
      }
    }
    switch rng.weighted([16, 18, 16, 7, 8, 12, 4, 4, 4, 8, 2]) {
    case 0:
      // Wheel detents: one to eight, whole units (rarely several per event), 8-150 ms apart.
      let p = point()
      let m = modifiers()
      let sign = rng.sign()
      for _ in 0..<(1 + rng.below(8)) {
        let units = rng.weighted([85, 10, 5]) + 1
        let horizontal = rng.chance(0.15)
        let d = sign * Double(units) * (rng.chance(0.1) ? -1 : 1)
        let t = later(rng.uniform(0.008, 0.15))
        frames(upTo: t)
        event(
          .wheel(dx: horizontal ? d : 0, dy: horizontal ? 0 : d, pointer: p, modifiers: m), at: t)
      }
    case 1:
      // A touchpad burst: fractional deltas every 8-17 ms, maybe ending in a decaying tail
      // (the platform's own momentum), then silence.
      let p = point()
      let interval = rng.uniform(0.008, 0.017)
      let along = rng.chance(0.75)
      var magnitude = rng.uniform(0.05, 4) * rng.sign()
      let cross = rng.chance(0.3) ? rng.uniform(-0.5, 0.5) : 0
      for _ in 0..<(2 + rng.below(30)) {
        let d = magnitude * rng.uniform(0.7, 1.3)
        let t = later(interval * rng.uniform(0.8, 1.2))
        frames(upTo: t)
        event(
          .wheel(dx: along ? cross : d, dy: along ? d : cross, pointer: p, modifiers: []), at: t)
      }
      if rng.chance(0.5) {
        let decay = rng.uniform(0.8, 0.96)
        while abs(magnitude) > 0.02 {
          magnitude *= decay
          let t = later(interval)
          frames(upTo: t)
          event(
            .wheel(dx: along ? 0 : magnitude, dy: along ? magnitude : 0, pointer: p, modifiers: []),
            at: t)
        }
      }
    case 2:
      // A mouse drag: press, moves in 8 ms samples at a steady speed (a fling when fast),
      // maybe a pause, then a release, a release outside the window, or the pointer leaving.
      let start = point()
      let speed = Point(x: rng.uniform(-6000, 6000), y: rng.uniform(-8000, 8000))
      let t0 = time()
      frames(upTo: t0)
      event(.pointerDown(start, button: 1), at: t0)
      var p = start
      for _ in 0..<rng.below(30) {
        let t = later(0.008)
        frames(upTo: t)
        p = Point(x: p.x + speed.x * 0.008, y: p.y + speed.y * 0.008)
        event(.pointerMove(p, leftHeld: true), at: t)
      }
      if rng.chance(0.3) { _ = later(rng.uniform(0, 0.2)) }
      let t = later(0.004)
      frames(upTo: t)
      switch rng.weighted([70, 10, 8, 7, 5]) {
      case 0: event(.pointerUp(p, button: 1), at: t)
      case 1: event(.pointerMove(p, leftHeld: false), at: t)
      case 2: event(.pointerLeft, at: t)
      case 3: event(.focusLost, at: t)
      default: break  // still held: the next bursts happen around it
      }
    case 3:
      // A click: press and release without movement (or within the slop), any button.
      let p = point()
      let button = rng.weighted([80, 10, 10]) + 1
      let t0 = time()
      frames(upTo: t0)
      event(.pointerDown(p, button: button), at: t0)
      let q = rng.chance(0.5) ? p : Point(x: p.x + rng.uniform(-3, 3), y: p.y + rng.uniform(-3, 3))
      if q != p { event(.pointerMove(q, leftHeld: button == 1), at: later(0.01)) }
      let t = later(rng.uniform(0.02, 0.3))
      frames(upTo: t)
      event(.pointerUp(q, button: button), at: t)
    case 4:
      // A finger: tap or drag, sometimes with a second finger or a lift with the wrong id.
      let id = Int64(rng.below(3))
      let start = point()
      let velocity = rng.uniform(-7000, 7000)
      let t0 = time()
      frames(upTo: t0)
      event(.fingerDown(id: id, start), at: t0)
      var p = start
      for i in 0..<rng.below(25) {
        let t = later(rng.uniform(0.006, 0.017))
        frames(upTo: t)
        p = Point(x: p.x + rng.uniform(-2, 2), y: p.y + velocity * 0.011)
        event(.fingerMove(id: id, p), at: t)
        if i == 3 && rng.chance(0.2) { event(.fingerDown(id: id + 1, point()), at: t) }
      }
      let t = later(0.003)
      frames(upTo: t)
      event(.fingerUp(id: rng.chance(0.9) ? id : id + 7, p), at: t)
    case 5:
      // A key, maybe auto-repeating, then its release.
      let key = rng.pick(Self.keys)
      let m = modifiers()
      let t0 = time()
      frames(upTo: t0)
      event(.keyDown(key, modifiers: m, isRepeat: false), at: t0)
      if rng.chance(0.25) {
        for _ in 0..<(1 + rng.below(10)) {
          let t = later(rng.uniform(0.03, 0.05))
          frames(upTo: t)
          event(.keyDown(key, modifiers: m, isRepeat: true), at: t)
        }
      }
      let t = later(rng.uniform(0.02, 0.2))
      frames(upTo: t)
      event(.keyUp(key, modifiers: m), at: t)
    case 6:
      let t = time()
      frames(upTo: t)
      event(rng.pick([.focusLost, .focusGained, .pointerLeft, .quit]), at: t)
    case 7, 8:
      // The window (and the scroll view's container with it) changes size.
      var size = Size(width: rng.uniform(0, 1600), height: rng.uniform(0, 1400))
      switch rng.weighted([80, 8, 6, 6]) {
      case 0: break
      case 1: size = .zero
      case 2: size.height = rng.pick([Double.nan, -rng.uniform(1, 500), .infinity])
      default: size.width = rng.uniform(1e5, 1e7)
      }
      let t = time()
      frames(upTo: t)
      event(.resize(size), at: t)
    case 9:
      // Bad numbers where a device would put deltas and positions.
      let t = time()
      frames(upTo: t)
      switch rng.below(5) {
      case 0: event(.wheel(dx: badDelta(), dy: 0, pointer: point(), modifiers: []), at: t)
      case 1: event(.wheel(dx: 0, dy: badDelta(), pointer: point(), modifiers: modifiers()), at: t)
      case 2: event(.pointerMove(Point(x: .nan, y: .infinity), leftHeld: true), at: t)
      case 3: event(.pointerDown(Point(x: -.infinity, y: 0), button: 1), at: t)
      default: event(.fingerMove(id: 0, Point(x: 0, y: .nan)), at: t)
      }
    default:
      // The scroll device changes (hot-plug, another device takes over).
      event(.scrollDevice(Self.devices[deviceReports % Self.devices.count]), at: now)
      deviceReports += 1
    }
    for _ in 0..<(1 + rng.below(6)) { steps.append(frame()) }
    return steps
  }
}

/// One seeded input-level sequence: a scroll view with a random configuration (axes, preset,
/// bounce, sizes, insets, sometimes a target behavior), driven only through
/// `InputInterpreter.handle` and `tick` plus `advance` at random frame times; resize actions
/// change the container. Every step is checked with `FuzzInvariants`; bad numbers the
/// interpreter reads (times, wheel deltas, sizes) must be counted by it or by the view. After
/// the input, anything still held is let go, and the view must rest in range within
/// `FuzzRun.settleTime` (free momentum may run its own course, as in `FuzzRun`).
struct FuzzInputRun {
  let seed: UInt64
  /// When set, every step is described here with the state after it.
  var trace: [String]?

  /// Bursts per sequence: `minimumBursts` plus up to `extraBursts` more.
  static let minimumBursts = 8
  static let extraBursts = 40

  struct Outcome {
    var steps = 0
    var restDelay = 0.0
    var snapped = false
    var failure: String?
  }

  init(seed: UInt64, tracing: Bool = false) {
    self.seed = seed
    trace = tracing ? [] : nil
  }

  mutating func run() -> Outcome {
    var outcome = Outcome()
    var rng = SplitMix64(seed: seed ^ 0xF00D_5EED)
    let axes: Axes = [.vertical, .horizontal, .both][rng.weighted([50, 25, 25])]
    let container = Size(width: rng.uniform(100, 1200), height: rng.uniform(100, 1000))
    let content = Size(
      width: rng.chance(0.2) ? rng.uniform(0, container.width) : rng.uniform(0, 6000),
      height: rng.chance(0.2) ? rng.uniform(0, container.height) : rng.uniform(0, 30000))
    var insets = SCEdgeInsets.zero
    if rng.chance(0.3) {
      insets = SCEdgeInsets(
        top: rng.uniform(0, 100), leading: rng.uniform(0, 40), bottom: rng.uniform(0, 100),
        trailing: rng.uniform(0, 40))
    }
    var view = SCScrollView(
      axes: axes, physics: rng.pick(ScrollPhysics.presets), contentSize: content,
      containerSize: container, contentInsets: insets,
      bounceBehavior: rng.pick(BounceBehavior.allCases))
    if rng.chance(0.15) {
      view.targetBehavior =
        rng.chance(0.5) ? SCPagingScrollTargetBehavior() : SCViewAlignedScrollTargetBehavior()
    }
    let origin = Point(x: rng.uniform(0, 300), y: rng.uniform(0, 100))
    var interpreter = InputInterpreter(contentFrame: Rect(origin: origin, size: container))
    var configuration = InputConfiguration()
    if rng.chance(0.3) { configuration.shiftWheelOnVerticalView = .scrollVertically }
    interpreter.configuration = configuration
    let rows = RowTargets(
      rowHeight: rng.uniform(20, 300), count: rng.below(300), width: content.width)
    var script = FuzzInputScript(seed: seed, contentFrame: Rect(origin: origin, size: container))
    var invariants = FuzzInvariants()
    record(
      "setup: axes \(axes.rawValue) physics \(view.physics.name) bounce \(view.bounceBehavior) "
        + "content \(content) container \(container) insets \(insets) frame origin \(origin) "
        + "target \(view.targetBehavior.map { "\(type(of: $0))" } ?? "none")", view, interpreter)

    func perform(_ step: FuzzInputStep) -> String? {
      outcome.steps += 1
      var action = FuzzAction.advance(at: 0)
      switch step {
      case .frame(let t):
        interpreter.tick(at: t, scrollView: &view, targets: rows)
        view.advance(to: t)
        action = .advance(at: t)
      case .event(let e):
        let countedBefore = interpreter.sanitized.total + view.sanitized.total
        var mustCount = !e.time.isFinite || e.time < interpreter.lastTime
        switch e.kind {
        case .wheel(let dx, let dy, let p, _):
          let limit = interpreter.configuration.maximumWheelUnits
          if !dx.isFinite || !dy.isFinite || !p.isFinite || abs(dx) > limit || abs(dy) > limit {
            mustCount = true
          }
        case .resize(let s):
          if !s.width.isFinite || !s.height.isFinite || s.width < 0 || s.height < 0 {
            mustCount = true
          }
        default: break
        }
        for a in interpreter.handle(e, scrollView: &view, targets: rows) {
          guard case .resize(let size) = a else { continue }
          view.setContainerSize(size, at: interpreter.lastTime)
          interpreter.contentFrame = Rect(origin: origin, size: size)
          script.contentFrame = Rect(origin: origin, size: size)
          action = .containerSize(size, at: interpreter.lastTime)
        }
        if mustCount && interpreter.sanitized.total + view.sanitized.total == countedBefore {
          return
            "bad input not counted: interpreter \(interpreter.sanitized), view \(view.sanitized)"
        }
      }
      let events = view.takeEvents()
      record("\(step)", view, interpreter)
      return invariants.check(view, events: events, after: action, badInput: false)
    }

    for _ in 0..<(Self.minimumBursts + rng.below(Self.extraBursts)) {
      for step in script.nextBurst() {
        if let failure = perform(step) { return fail(failure, &outcome) }
      }
    }

    // Let go of anything held (a release, or focus lost), then no input at all.
    if interpreter.isPointerHeld {
      let t = script.later(1.0 / 60)
      let letGo: [InputEventKind] = [
        .pointerUp(script.contentFrame.origin, button: 1), .fingerUp(id: 0, .zero),
        .fingerUp(id: 1, .zero), .fingerUp(id: 2, .zero), .focusLost,
      ]
      for kind in rng.chance(0.5) ? letGo : [.focusLost] {
        if let failure = perform(.event(InputEvent(time: t, kind: kind))) {
          return fail(failure, &outcome)
        }
      }
    }
    if interpreter.isPointerHeld { return fail("input still held after letting go", &outcome) }
    outcome.snapped = view.targetBehavior != nil
    let lastInput = max(script.now, view.time)
    var deadline = lastInput + FuzzRun.settleTime
    var t = lastInput
    while view.phase != .idle || interpreter.isTouchpadGestureActive {
      if t >= deadline {
        guard view.phase == .decelerating, deadline == lastInput + FuzzRun.settleTime else {
          return fail(
            "still \(view.phase) \(formatPoints(t - lastInput, decimals: 3)) s after the last "
              + "input (offset \(view.offset), velocity \(view.velocity), touchpad gesture "
              + "\(interpreter.isTouchpadGestureActive))", &outcome)
        }
        deadline += FuzzRun.momentumAllowance(view.physics, snapped: outcome.snapped)
      }
      t += 1.0 / 60
      if let failure = perform(.frame(t)) { return fail(failure, &outcome) }
    }
    outcome.restDelay = t - lastInput
    if view.isOutOfRange { return fail("at rest out of range: \(view.offset)", &outcome) }
    let rest = view.offset
    if let failure = perform(.frame(t + 1)) { return fail(failure, &outcome) }
    if view.offset != rest || view.phase != .idle {
      return fail("moved at rest: \(rest) -> \(view.offset), \(view.phase)", &outcome)
    }
    return outcome
  }

  mutating func record(
    _ line: @autoclosure () -> String, _ view: SCScrollView, _ i: InputInterpreter
  ) {
    guard trace != nil else { return }
    trace?.append(
      "\(line()) -> \(view.phase) offset (\(view.offset.x), \(view.offset.y)) velocity "
        + "(\(view.velocity.x), \(view.velocity.y)) t \(view.time) held \(i.isPointerHeld) "
        + "touchpad \(i.isTouchpadGestureActive)")
  }

  func fail(_ message: String, _ outcome: inout Outcome) -> Outcome {
    var o = outcome
    o.failure = message
    return o
  }
}
