import Drawing
import Runtime
import Scenes
import ScrollCore

/// Drives one scene the way the app does, at `fps` frames per second: a `FrameLoop` on a
/// virtual clock (frame k runs at t = k / fps, the first, at t = 0, when the driver is made),
/// whose source is the queued input (a `ScriptedSource`) and whose host is the scene
/// (`SceneFrameHost`: handling the events due by t, then advance, layout, observe, taking
/// the scene's events, draw into a fresh display list).
///
/// Time: `time` is the time of the last frame run ("now"); `nextTime` that of the next.
/// Input helpers start their events now, so the next frame handles them. A driver that
/// `sleepsWhenIdle` skips the frames in which the scene needs none, as the window sleeps
/// between timers, so hours of virtual time take seconds.
public final class SceneDriver {
  /// The scene under test.
  public var scene: any Scene { host.scene }
  /// The scene's frame in the window (the app's content area for a 900 x 700 window).
  public let frame: Rect
  /// The theme passed to `draw`.
  public var theme: Theme {
    get { host.theme }
    set { host.theme = newValue }
  }
  /// Frames per second.
  public var fps: Double { clock.fps }
  /// Frames run so far (the first runs at t = 0).
  public var framesRun: Int { loop.frames }
  /// The index of the last frame run (0 for the first): `time` is `frameIndex / fps`.
  public private(set) var frameIndex = 0
  /// The index of the next frame: `nextTime` is `nextFrameIndex / fps`.
  public var nextFrameIndex: Int { clock.frameIndex }
  /// After a frame in which the scene needs no next one, the clock moves on to the frame of
  /// its next timer (`nextWakeTime`) or of the next queued event (`IdleRule`).
  public var sleepsWhenIdle: Bool { clock.sleepsWhenIdle }
  /// False skips the draw stage (`list` and `rawList` stay empty).
  public var drawsFrames: Bool { host.drawsFrames }
  /// Every scene event taken so far, in order.
  public var events: [SceneEvent] { host.events }
  /// The last frame in window coordinates (scroll layers flattened: `inWindowSpace`).
  public private(set) var list = DisplayList()
  /// The last frame as the scene drew it.
  public var rawList: DisplayList { host.list }
  /// The loop: a virtual clock, the queued input, the scene.
  public let loop: FrameLoop<VirtualClock, ScriptedSource, SceneFrameHost>
  private var clock: VirtualClock { loop.clock }
  private var host: SceneFrameHost { loop.host }

  /// Sizes the scene at t = 0 and runs the first frame.
  /// - Parameters:
  ///   - scene: the scene under test.
  ///   - frame: the scene's area in the window.
  ///   - fps: frames per second.
  ///   - sleepsWhenIdle: skip the frames in which the scene needs none.
  ///   - drawsFrames: false skips the draw stage.
  public init(
    _ scene: any Scene, frame: Rect = Rect(x: 0, y: 44, width: 900, height: 632),
    fps: Double = 60, sleepsWhenIdle: Bool = false, drawsFrames: Bool = true
  ) {
    self.frame = frame
    loop = FrameLoop(
      clock: VirtualClock(fps: fps, sleepsWhenIdle: sleepsWhenIdle), source: ScriptedSource(),
      host: SceneFrameHost(scene, theme: .light, drawsFrames: drawsFrames))
    scene.setFrame(frame, at: 0)
    step()
  }

  /// Builds the catalog scene `name` with an approximate text measurer and seed 42.
  /// - Parameters:
  ///   - name: the scene's catalog name.
  ///   - physics: the physics preset.
  ///   - fps: frames per second.
  public convenience init(scene name: String, physics: ScrollPhysics = .ios, fps: Double = 60) {
    let environment = SceneEnvironment(
      measurer: ApproximateTextMeasurer(), physics: physics, seed: 42)
    self.init(SceneCatalog.makeScene(name, environment), fps: fps)
  }

  /// The time of the last frame run, seconds ("now").
  public var time: Double { Double(frameIndex) / fps }

  /// The time of the next frame, seconds.
  public var nextTime: Double { Double(nextFrameIndex) / fps }

  // MARK: Frames

  /// Runs the next frame.
  public func step() {
    let index = clock.frameIndex
    loop.step()
    frameIndex = index
    if drawsFrames { list = rawList.inWindowSpace }
  }

  /// Handles `input` in the next frame, at its time, and runs it.
  /// - Parameter input: the events, in order.
  public func step(_ input: [InputEventKind]) {
    for kind in input { schedule(kind, atTime: nextTime) }
    step()
  }

  /// Runs frames until the next frame's time reaches `t`.
  /// - Parameter t: a session time, seconds.
  public func run(to t: Double) {
    while nextTime < t { step() }
  }

  /// Runs frames for `seconds`.
  /// - Parameter seconds: how long, rounded to whole frames.
  public func run(_ seconds: Double) {
    for _ in 0..<Int((seconds * fps).rounded()) { step() }
  }

  /// Runs frames until `done` holds (checked after each frame) or `timeout` seconds pass;
  /// returns whether it held.
  /// - Parameters:
  ///   - done: the condition.
  ///   - timeout: seconds of frames at most.
  @discardableResult
  public func run(until done: () -> Bool, timeout: Double = 20) -> Bool {
    for _ in 0..<Int((timeout * fps).rounded()) {
      step()
      if done() { return true }
    }
    return false
  }

  /// True when the queued input is consumed and the scene asks for no more frames.
  public var isIdle: Bool {
    loop.source.isEmpty
      && !IdleRule.decide(
        needsFrame: scene.needsFrame(at: time), nextWake: nil, nextEvent: nil, now: time
      ).needsFrame
  }

  /// Runs until `isIdle`; returns whether it got there.
  /// - Parameter timeout: seconds of frames at most.
  @discardableResult
  public func settle(timeout: Double = 20) -> Bool {
    run(until: { self.isIdle }, timeout: timeout)
  }

  /// Runs until the queued input is consumed and `isResting` holds (for scenes whose timers
  /// and animations keep `needsFrame` true); returns whether it got there.
  /// - Parameters:
  ///   - timeout: seconds of frames at most.
  ///   - isResting: the scene's own idea of rest.
  @discardableResult
  public func settle(timeout: Double = 20, isResting: () -> Bool) -> Bool {
    run(until: { self.loop.source.isEmpty && isResting() }, timeout: timeout)
  }

  // MARK: Input (starting now: the next frame handles what is due)

  /// Queues an event at the session time `time`, whatever the frame rate; the first frame at
  /// or after it handles it.
  /// - Parameters:
  ///   - kind: the event.
  ///   - time: its session time, seconds.
  public func schedule(_ kind: InputEventKind, atTime time: Double) {
    loop.source.schedule(InputEvent(time: time, kind: kind))
  }

  /// Queues an event `delay` seconds from now.
  /// - Parameters:
  ///   - kind: the event.
  ///   - delay: seconds after `time`.
  public func schedule(_ kind: InputEventKind, after delay: Double = 0) {
    schedule(kind, atTime: time + delay)
  }

  /// The centre of the scene frame.
  public var center: Point { Point(x: frame.midX, y: frame.midY) }

  /// Wheel detents toward the bottom (`ticks` > 0) or the top (< 0), `interval` apart.
  /// - Parameters:
  ///   - ticks: detents, signed.
  ///   - interval: seconds between detents.
  ///   - point: where the pointer is (the centre by default).
  public func wheel(ticks: Int, interval: Double = 0.12, at point: Point? = nil) {
    wheel(dy: ticks > 0 ? -1 : 1, at: point ?? center, count: abs(ticks), interval: interval)
  }

  /// `count` wheel events of (`dx`, `dy`) each (SDL's sign: negative `dy` scrolls down),
  /// `interval` seconds apart, at `p`.
  /// - Parameters:
  ///   - dy: vertical detents per event.
  ///   - dx: horizontal detents per event.
  ///   - p: where the pointer is.
  ///   - count: events.
  ///   - interval: seconds between events.
  public func wheel(
    dy: Double, dx: Double = 0, at p: Point, count: Int = 1, interval: Double = 0.03
  ) {
    for i in 0..<count {
      schedule(.wheel(dx: dx, dy: dy, pointer: p, modifiers: []), after: Double(i) * interval)
    }
  }

  /// A mouse drag that moves the pointer by `dy` over `duration` seconds in 8 ms samples.
  /// With `release`, the button lifts right after the last move (a fling when fast); with
  /// `pauseBeforeRelease`, it lifts after holding still that long (no fling).
  /// - Parameters:
  ///   - start: where it starts (the centre by default).
  ///   - dy: the vertical travel, points.
  ///   - duration: seconds of movement.
  ///   - release: whether the button lifts at the end.
  ///   - pauseBeforeRelease: seconds held still before the release.
  public func drag(
    from start: Point? = nil, dy: Double, duration: Double = 0.2, release: Bool = true,
    pauseBeforeRelease: Double = 0
  ) {
    let p = start ?? center
    schedule(.pointerDown(p, button: 1))
    let steps = max(1, Int((duration / 0.008).rounded()))
    var last = p
    for i in 1...steps {
      last = Point(x: p.x, y: p.y + dy * Double(i) / Double(steps))
      schedule(.pointerMove(last, leftHeld: true), after: 0.004 + Double(i) * 0.008)
    }
    if release {
      let end = 0.004 + Double(steps) * 0.008 + pauseBeforeRelease + 0.002
      schedule(.pointerUp(last, button: 1), after: end)
    }
  }

  /// A left-button drag from `a` to `b` over `duration` seconds in `steps` moves (one per
  /// frame by default), released right after the last (a fling when it moved fast).
  /// - Parameters:
  ///   - a: where it starts.
  ///   - b: where it ends.
  ///   - duration: seconds of movement.
  ///   - steps: moves (one per frame by default).
  public func drag(from a: Point, to b: Point, duration: Double = 0.2, steps: Int? = nil) {
    let n = max(1, steps ?? Int((duration * fps).rounded()))
    schedule(.pointerDown(a, button: 1))
    for i in 1...n {
      let u = Double(i) / Double(n)
      let p = Point(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u)
      schedule(.pointerMove(p, leftHeld: true), after: duration * u)
    }
    schedule(.pointerUp(b, button: 1), after: duration + 0.001)
  }

  /// Releases the left button at `p`.
  /// - Parameter p: the pointer's position.
  public func release(at p: Point) { schedule(.pointerUp(p, button: 1)) }

  /// A click (press and release 60 ms later) at `p`.
  /// - Parameter p: the pointer's position.
  public func click(at p: Point) {
    schedule(.pointerDown(p, button: 1))
    schedule(.pointerUp(p, button: 1), after: 0.06)
  }

  /// A key press and its release 50 ms later.
  /// - Parameters:
  ///   - key: the key.
  ///   - modifiers: the modifiers held.
  public func key(_ key: Key, modifiers: KeyModifiers = []) {
    schedule(.keyDown(key, modifiers: modifiers, isRepeat: false))
    schedule(.keyUp(key, modifiers: modifiers), after: 0.05)
  }

  /// Presses the letter `c`.
  /// - Parameter c: the letter.
  public func key(_ c: Character) { key(.character(c)) }

  // MARK: Queries

  /// Events with this name, in order.
  /// - Parameter name: the event name.
  public func events(named name: String) -> [SceneEvent] { events.filter { $0.name == name } }

  /// Every text drawn in the last frame, with its frame in window coordinates and its font.
  public var texts: [(string: String, frame: Rect, font: Font)] {
    list.commands.compactMap {
      if case .text(let s, let frame, let font, _, _) = $0 { return (s, frame, font) }
      return nil
    }
  }

  /// Every string drawn in the last frame.
  public var strings: [String] { texts.map(\.string) }

  /// The first text drawn in the last frame that contains `fragment`.
  /// - Parameter fragment: the text to look for.
  public func text(containing fragment: String) -> (string: String, frame: Rect, font: Font)? {
    texts.first { $0.string.contains(fragment) }
  }

  /// The frames of the texts equal to `string` in the last frame.
  /// - Parameter string: the text.
  public func frames(ofText string: String) -> [Rect] {
    texts.filter { $0.string == string }.map(\.frame)
  }

  /// The smallest font size used in the last frame (infinity when no text was drawn).
  public var smallestFontSize: Double {
    texts.reduce(Double.infinity) { min($0, $1.font.size) }
  }

  /// The opacity groups (pushOpacity values) enclosing the first text containing `fragment`,
  /// multiplied; nil when no such text was drawn.
  /// - Parameter fragment: the text to look for.
  public func opacity(ofText fragment: String) -> Double? {
    var stack: [Double] = []
    for c in list.commands {
      switch c {
      case .pushOpacity(let o): stack.append(o)
      case .popOpacity: stack.removeLast()
      case .text(let s, _, _, _, _) where s.contains(fragment):
        return stack.reduce(1, *)
      default: break
      }
    }
    return nil
  }
}

extension SceneDriver {
  /// The number in field `key` of `event`, if it is one.
  /// - Parameters:
  ///   - event: the event.
  ///   - key: the field.
  public static func number(_ event: SceneEvent?, _ key: String) -> Double? {
    if case .number(let d)? = event?[key] { return d }
    return nil
  }

  /// The flag in field `key` of `event`, if it is one.
  /// - Parameters:
  ///   - event: the event.
  ///   - key: the field.
  public static func flag(_ event: SceneEvent?, _ key: String) -> Bool? {
    if case .bool(let b)? = event?[key] { return b }
    return nil
  }

  /// The string in field `key` of `event`, if it is one.
  /// - Parameters:
  ///   - event: the event.
  ///   - key: the field.
  public static func string(_ event: SceneEvent?, _ key: String) -> String? {
    if case .string(let s)? = event?[key] { return s }
    return nil
  }
}
