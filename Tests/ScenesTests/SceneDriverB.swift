import Drawing
import ScrollCore
import XCTest

@testable import Scenes

/// Drives one scene the way the app does, at 60 frames per second: each frame handles the
/// queued input events due by the frame's time, then `advance`, `layout`, `observe`, collects
/// the scene's events, and draws into a fresh display list.
final class SceneDriverB {
  /// The scene under test.
  let scene: any Scene
  /// The scene's frame in the window (the app's content area for a 900 x 700 window).
  let frame: Rect
  /// Frames per second.
  let fps = 60.0
  /// Frames run so far.
  private(set) var frameIndex = 0
  /// Every scene event collected so far, in order.
  private(set) var events: [SceneEvent] = []
  /// The last frame's display list.
  /// The last frame in window coordinates (scroll layers flattened: `inWindowSpace`).
  private(set) var list = DisplayList()
  /// The last frame as the scene drew it.
  private(set) var rawList = DisplayList()
  /// The theme passed to `draw`.
  var theme = Theme.light
  private var queue: [InputEvent] = []

  /// Creates a driver, sizes the scene and runs the first frame at t = 0.
  init(_ scene: any Scene, frame: Rect = Rect(x: 0, y: 44, width: 900, height: 632)) {
    self.scene = scene
    self.frame = frame
    scene.setFrame(frame, at: 0)
    runFrame()
  }

  /// Builds the catalog scene `name` with an approximate text measurer and seed 42.
  convenience init(scene name: String, physics: ScrollPhysics = .ios) {
    let environment = SceneEnvironment(
      measurer: ApproximateTextMeasurer(), physics: physics, seed: 42)
    self.init(SceneCatalog.makeScene(name, environment))
  }

  /// The time of the last frame run, seconds.
  var time: Double { Double(frameIndex - 1) / fps }

  /// Queues an event at time `t` (seconds); it is handled in the first frame at or after `t`.
  func schedule(_ kind: InputEventKind, at t: Double) {
    queue.append(InputEvent(time: t, kind: kind))
    queue.sort { $0.time < $1.time }
  }

  /// Runs one frame.
  func runFrame() {
    let t = Double(frameIndex) / fps
    frameIndex += 1
    while let first = queue.first, first.time <= t + 1e-9 {
      queue.removeFirst()
      _ = scene.handle(first)
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
    let frames = Int((seconds * fps).rounded())
    for _ in 0..<frames { runFrame() }
  }

  /// Runs frames until `condition` holds (checked after each frame) or `timeout` seconds pass.
  /// Returns whether the condition held.
  @discardableResult
  func run(until condition: () -> Bool, timeout: Double = 10) -> Bool {
    let frames = Int((timeout * fps).rounded())
    for _ in 0..<frames {
      runFrame()
      if condition() { return true }
    }
    return false
  }

  /// Runs until the input queue is empty and the scene's scroll motion rests (`needsFrame`
  /// may stay true for timers and animations, so it uses `isResting`).
  @discardableResult
  func settle(timeout: Double = 10, isResting: () -> Bool) -> Bool {
    run(until: { self.queue.isEmpty && isResting() }, timeout: timeout)
  }

  // MARK: Input helpers (times relative to the next frame)

  /// The time of the next frame.
  var nextTime: Double { Double(frameIndex) / fps }

  /// Wheel detents (`dy` each; negative scrolls down) `interval` seconds apart, at `p`.
  func wheel(dy: Double, dx: Double = 0, at p: Point, count: Int = 1, interval: Double = 0.03) {
    let start = nextTime
    for i in 0..<count {
      schedule(
        .wheel(dx: dx, dy: dy, pointer: p, modifiers: []), at: start + Double(i) * interval)
    }
  }

  /// A left-button drag from `a` to `b` over `duration` seconds in `steps` moves (one per
  /// frame by default), released at the end (a fling when it moved fast).
  func drag(from a: Point, to b: Point, duration: Double = 0.2, steps: Int? = nil) {
    let start = nextTime
    let n = max(1, steps ?? Int((duration * fps).rounded()))
    schedule(.pointerDown(a, button: 1), at: start)
    for i in 1...n {
      let u = Double(i) / Double(n)
      let p = Point(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u)
      schedule(.pointerMove(p, leftHeld: true), at: start + duration * u)
    }
    schedule(.pointerUp(b, button: 1), at: start + duration + 0.001)
  }

  /// Presses and releases the left button at `p` (a click).
  func click(_ p: Point) {
    let start = nextTime
    schedule(.pointerDown(p, button: 1), at: start)
    schedule(.pointerUp(p, button: 1), at: start + 0.05)
  }

  /// Presses and releases `key`.
  func key(_ key: Key, modifiers: KeyModifiers = []) {
    let start = nextTime
    schedule(.keyDown(key, modifiers: modifiers, isRepeat: false), at: start)
    schedule(.keyUp(key, modifiers: modifiers), at: start + 0.05)
  }

  // MARK: Reading results

  /// The events named `name`, in order.
  func events(named name: String) -> [SceneEvent] { events.filter { $0.name == name } }

  /// Every string drawn in the last frame.
  var texts: [String] {
    list.commands.compactMap { command in
      if case .text(let s, _, _, _, _) = command { return s }
      return nil
    }
  }

  /// The frames of the texts equal to `string` in the last frame.
  func frames(ofText string: String) -> [Rect] {
    list.commands.compactMap { command in
      if case .text(let s, let frame, _, _, _) = command, s == string { return frame }
      return nil
    }
  }

  /// The smallest font size used in the last frame.
  var smallestFontSize: Double {
    list.commands.reduce(Double.infinity) { smallest, command in
      if case .text(_, _, let font, _, _) = command { return min(smallest, font.size) }
      return smallest
    }
  }
}

extension SceneDriverB {
  /// The number in field `key` of `event`, if it is one.
  static func number(_ event: SceneEvent?, _ key: String) -> Double? {
    if case .number(let d)? = event?[key] { return d }
    return nil
  }

  /// The flag in field `key` of `event`, if it is one.
  static func flag(_ event: SceneEvent?, _ key: String) -> Bool? {
    if case .bool(let b)? = event?[key] { return b }
    return nil
  }

  /// The string in field `key` of `event`, if it is one.
  static func string(_ event: SceneEvent?, _ key: String) -> String? {
    if case .string(let s)? = event?[key] { return s }
    return nil
  }
}
