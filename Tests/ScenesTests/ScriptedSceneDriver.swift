import Drawing
import ScrollCore

@testable import Scenes

/// Drives one scene the way the app does, at `fps` frames per second: each frame handles every
/// scripted input event with time <= t, then calls advance(to: t), layout(at: t),
/// observe(at: t), takes the scene's events, and draws into a fresh display list.
///
/// Input helpers schedule events starting at the current time; `run` and `step` play them.
final class ScriptedSceneDriver {
  /// The scene under test.
  let scene: any Scene
  /// The scene's frame in the window (the app's content area for a 900 x 700 window).
  let frame: Rect
  /// The theme passed to draw.
  var theme = Theme.light
  /// Frames per second.
  let fps: Double
  /// Frames run so far; the current time is frameIndex / fps.
  private(set) var frameIndex = 0
  /// Every scene event taken so far, in order.
  private(set) var events: [SceneEvent] = []
  /// The last frame in window coordinates (scroll layers flattened: `inWindowSpace`).
  private(set) var list = DisplayList()
  /// The last frame as the scene drew it.
  private(set) var rawList = DisplayList()
  private var queue: [InputEvent] = []

  /// Sizes the scene at t = 0 and runs the first frame.
  init(
    _ scene: any Scene, frame: Rect = Rect(x: 0, y: 44, width: 900, height: 632),
    fps: Double = 60
  ) {
    self.scene = scene
    self.frame = frame
    self.fps = fps
    scene.setFrame(frame, at: 0)
    frameFor(time: 0)
  }

  /// The current time, seconds.
  var time: Double { Double(frameIndex) / fps }

  // MARK: Frames

  /// Runs one more frame.
  func step() {
    frameIndex += 1
    frameFor(time: time)
  }

  private func frameFor(time t: Double) {
    while let e = queue.first, e.time <= t + 1e-9 {
      queue.removeFirst()
      _ = scene.handle(e)
    }
    scene.advance(to: t)
    scene.layout(at: t)
    scene.observe(at: t)
    events.append(contentsOf: scene.takeEvents())
    rawList.removeAll()
    scene.draw(into: &rawList, theme: theme, at: t)
    list = rawList.inWindowSpace
  }

  /// Runs frames for `seconds`.
  func run(_ seconds: Double) {
    let end = frameIndex + Int((seconds * fps).rounded())
    while frameIndex < end { step() }
  }

  /// Runs frames until `done` holds (checked after each frame) or `timeout` seconds pass;
  /// returns whether it held.
  @discardableResult
  func run(until done: () -> Bool, timeout: Double = 20) -> Bool {
    let end = frameIndex + Int((timeout * fps).rounded())
    while frameIndex < end {
      step()
      if done() { return true }
    }
    return false
  }

  /// True when the scripted input is consumed and the scene asks for no more frames.
  var isIdle: Bool { queue.isEmpty && !scene.needsFrame(at: time) }

  /// Runs until `isIdle`.
  @discardableResult
  func settle(timeout: Double = 20) -> Bool { run(until: { self.isIdle }, timeout: timeout) }

  // MARK: Input

  /// Schedules an event at the session time `time`, whatever the frame rate.
  func schedule(_ kind: InputEventKind, atTime time: Double) {
    queue.append(InputEvent(time: time, kind: kind))
    queue.sort { $0.time < $1.time }
  }

  /// Schedules an event at `delay` seconds after the current time.
  func schedule(_ kind: InputEventKind, after delay: Double = 0) {
    queue.append(InputEvent(time: time + delay, kind: kind))
    queue.sort { $0.time < $1.time }
  }

  /// The centre of the scene frame.
  var center: Point { Point(x: frame.midX, y: frame.midY) }

  /// Wheel detents toward the bottom (`ticks` > 0) or the top (< 0), `interval` apart.
  func wheel(ticks: Int, interval: Double = 0.12, at point: Point? = nil) {
    let p = point ?? center
    for i in 0..<abs(ticks) {
      schedule(
        .wheel(dx: 0, dy: ticks > 0 ? -1 : 1, pointer: p, modifiers: []),
        after: Double(i) * interval)
    }
  }

  /// A mouse drag that moves the pointer by `dy` over `duration` seconds in 8 ms samples.
  /// With `release`, the button lifts right after the last move (a fling when fast); with
  /// `pauseBeforeRelease`, it lifts after holding still that long (no fling).
  func drag(
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

  /// Releases the left button at `p`.
  func release(at p: Point) { schedule(.pointerUp(p, button: 1)) }

  /// A click (press and release 60 ms later) at `p`.
  func click(at p: Point) {
    schedule(.pointerDown(p, button: 1))
    schedule(.pointerUp(p, button: 1), after: 0.06)
  }

  /// A key press and release.
  func key(_ key: Key) {
    schedule(.keyDown(key, modifiers: [], isRepeat: false))
    schedule(.keyUp(key, modifiers: []), after: 0.05)
  }

  /// Presses the letter `c`.
  func key(_ c: Character) { key(.character(c)) }

  // MARK: Queries

  /// Events with this name, in order.
  func events(named name: String) -> [SceneEvent] { events.filter { $0.name == name } }

  /// Every text drawn in the last frame, with its frame in window coordinates.
  var texts: [(string: String, frame: Rect, font: Font)] {
    list.commands.compactMap {
      if case .text(let s, let frame, let font, _, _) = $0 { return (s, frame, font) }
      return nil
    }
  }

  /// The first text drawn in the last frame that contains `fragment`.
  func text(containing fragment: String) -> (string: String, frame: Rect, font: Font)? {
    texts.first { $0.string.contains(fragment) }
  }

  /// The opacity groups (pushOpacity values) enclosing the first text containing `fragment`,
  /// multiplied; nil when no such text was drawn.
  func opacity(ofText fragment: String) -> Double? {
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
