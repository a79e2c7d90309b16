import ScrollCore

/// Builds deterministic synthetic input sessions, for replay tests and the replay benchmark.
///
/// The same seed gives the same events on every platform and Swift version: randomness comes
/// from a SplitMix64 generator with its own uniform mapping, not from the standard library.
public enum SessionGenerator {
  /// A mixed session of about `duration` seconds in a `window`-sized window: wheel bursts
  /// (some fast enough to accelerate, some with Shift), mouse drags with flings, clicks,
  /// touchpad swipes (half ending in a decaying momentum tail), key presses (pages, arrows,
  /// Space, Home, End and an unconsumed 'h') and pauses. Starts with a resize to `window`.
  /// Times are whole microseconds, positions hundredths of a point, touchpad deltas
  /// thousandths of a unit (never whole), so the encoded text is short and reads back exactly.
  /// - Complexity: O(number of events), about 40 per second.
  /// - Parameters:
  ///   - seed: the generator's seed; the same seed gives the same events.
  ///   - duration: seconds; no new gesture starts at or after it, so the last one may end a little
  ///     later (default 60).
  ///   - window: the window size, points; pointer positions are spread over it (default 900 x 700).
  /// - Returns: the events in non-decreasing time order, the first a resize at time 0.
  public static func mixedSession(
    seed: UInt64, duration: Double = 60, window: Size = Size(width: 900, height: 700)
  ) -> [InputEvent] {
    var g = SessionBuilder(seed: seed, window: window)
    g.add(0, .resize(window))
    g.time = 0.2
    while g.time < duration {
      switch g.rng.int(below: 12) {
      case 0, 1, 2: g.wheelBurst()
      case 3, 4: g.dragFling()
      case 5: g.click()
      case 6, 7, 8: g.touchpadSwipe()
      case 9, 10: g.keyPress()
      default: g.time += 0.3 + g.rng.unit() * 1.2
      }
      g.time += 0.1 + g.rng.unit() * 0.5
    }
    return g.events
  }
}

/// The state of one generated session: clock, randomness and the events so far.
struct SessionBuilder {
  var rng: SplitMix64
  let window: Size
  var time = 0.0
  var events: [InputEvent] = []

  init(seed: UInt64, window: Size) {
    rng = SplitMix64(seed: seed)
    self.window = window
  }

  static func micro(_ t: Double) -> Double { (t * 1e6).rounded() / 1e6 }
  static func hundredth(_ v: Double) -> Double { (v * 100).rounded() / 100 }

  mutating func add(_ t: Double, _ kind: InputEventKind) {
    let last = events.last?.time ?? 0
    events.append(InputEvent(time: max(last, Self.micro(t)), kind: kind))
  }

  mutating func randomPoint() -> Point {
    Point(
      x: Self.hundredth(40 + rng.unit() * max(0, window.width - 80)),
      y: Self.hundredth(80 + rng.unit() * max(0, window.height - 160)))
  }

  mutating func wheelBurst() {
    let p = randomPoint()
    let count = 2 + rng.int(below: 9)
    let interval = rng.unit() < 0.5 ? 0.015 + rng.unit() * 0.04 : 0.08 + rng.unit() * 0.15
    let dy: Double = rng.unit() < 0.7 ? -1 : 1
    let mods: KeyModifiers = rng.int(below: 10) == 0 ? .shift : []
    for _ in 0..<count {
      add(time, .wheel(dx: 0, dy: dy, pointer: p, modifiers: mods))
      time += interval
    }
  }

  mutating func dragFling() {
    var p = randomPoint()
    add(time, .pointerDown(p, button: 1))
    let frames = 8 + rng.int(below: 18)
    let speed = (rng.unit() * 2 - 1) * 40  // points per 1/60 s frame
    for i in 0..<frames {
      time += 1.0 / 60
      let ramp = Double(i + 1) / Double(frames)
      p.y = Self.hundredth(min(window.height, max(0, p.y + speed * ramp)))
      p.x = Self.hundredth(min(window.width, max(0, p.x + (rng.unit() - 0.5) * 2)))
      add(time, .pointerMove(p, leftHeld: true))
    }
    if rng.int(below: 5) == 0 { time += 0.1 }  // a pause: no fling
    time += 0.004
    add(time, .pointerUp(p, button: 1))
  }

  mutating func click() {
    let p = randomPoint()
    add(time, .pointerDown(p, button: 1))
    time += 0.06 + rng.unit() * 0.08
    add(time, .pointerUp(p, button: 1))
  }

  mutating func touchpadSwipe() {
    let p = randomPoint()
    let sign: Double = rng.unit() < 0.6 ? -1 : 1
    let peak = 0.3 + rng.unit() * 1.2  // units per event
    let rise = 6 + rng.int(below: 20)
    func delta(_ v: Double) -> Double {
      var d = (v * 1000).rounded() / 1000
      if d == d.rounded() { d += 0.001 }  // never whole: that would read as a wheel
      return sign * d
    }
    for i in 0..<rise {
      time += 1.0 / 120
      let v = peak * min(1, Double(i + 1) / 4)
      add(time, .wheel(dx: 0, dy: delta(v), pointer: p, modifiers: []))
    }
    if rng.unit() < 0.5 {
      var v = peak
      for _ in 0..<(15 + rng.int(below: 25)) {
        time += 1.0 / 60
        v *= 0.9
        add(time, .wheel(dx: 0, dy: delta(max(0.002, v)), pointer: p, modifiers: []))
      }
    }
  }

  mutating func keyPress() {
    let keys: [(Key, KeyModifiers)] = [
      (.pageDown, []), (.pageUp, []), (.space, []), (.space, .shift), (.down, []), (.up, []),
      (.end, []), (.home, []), (.character("h"), []),
    ]
    let (key, mods) = keys[rng.int(below: keys.count)]
    add(time, .keyDown(key, modifiers: mods, isRepeat: false))
    time += 0.08 + rng.unit() * 0.05
    add(time, .keyUp(key, modifiers: mods))
  }
}
