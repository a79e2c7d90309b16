import Recording
import Scenes
import ScrollCore

/// Seeded hostile replays for the fuzzer: random event kinds with extreme values (NaN,
/// infinities, 1e300, negative sizes), absurd resizes, scene switches and preset changes in
/// the middle of drags and flings, live `set` lines (valid, out of range, unknown names,
/// preset indexes of 2^63 and more), and time that sometimes goes backwards.
struct HostileReplayGenerator {
  private var random: SplitMix64

  /// A generator for `seed`; the same seed gives the same replay.
  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// One replay of 20-80 events within about a second and a half, ending like a recording
  /// does: the mouse button and every finger released.
  mutating func replay() -> [InputEvent] {
    var events: [InputEvent] = []
    var t = 0.0
    let count = 20 + Int(random.next() % 61)
    for _ in 0..<count {
      t += random.unit() * 0.04
      // Now and then an event from the past (a bad timestamp).
      let time = random.next() % 25 == 0 ? t - random.unit() * 0.5 : t
      events.append(InputEvent(time: time, kind: random.next() % 8 == 0 ? setting() : kind()))
    }
    events.sort { $0.time < $1.time }
    let end = max(t, events.last?.time ?? 0) + 0.05
    events.append(InputEvent(time: end, kind: .pointerUp(Point(x: 400, y: 400), button: 1)))
    for id in 0..<3 {
      events.append(InputEvent(time: end, kind: .fingerUp(id: Int64(id), Point(x: 400, y: 400))))
    }
    return events
  }

  private mutating func kind() -> InputEventKind {
    let p = point()
    switch random.next() % 14 {
    case 0, 1:
      return .wheel(dx: number(), dy: number(), pointer: p, modifiers: mods())
    case 2: return .pointerDown(p, button: 1 + Int(random.next() % 3))
    case 3, 4: return .pointerMove(p, leftHeld: random.next() % 4 != 0)
    case 5: return .pointerUp(p, button: 1)
    case 6: return .fingerDown(id: Int64(random.next() % 3), p)
    case 7: return .fingerMove(id: Int64(random.next() % 3), p)
    case 8: return .fingerUp(id: Int64(random.next() % 3), p)
    case 9:
      let keys: [Key] = [
        .up, .down, .pageUp, .pageDown, .home, .end, .space, .tab, .left, .right,
        .character("p"), .character("h"), .character("f"), .character("d"),
        .character(Character(String(random.next() % 9))),
      ]
      return .keyDown(
        keys[Int(random.next() % UInt64(keys.count))], modifiers: mods(), isRepeat: false)
    case 10:
      return .resize(Size(width: size(), height: size()))
    case 11: return .focusLost
    case 12: return .pointerLeft
    default:
      // Scene switch by digit in the middle of whatever is going on.
      return .keyDown(
        .character(Character(String(random.next() % 9))), modifiers: [], isRepeat: false)
    }
  }

  /// A `set` line's change: a real setting's name (or `physics.preset`, or an unknown name)
  /// with a value in its range, out of it, or far out of it (2^63, 1.8e19, 1e300).
  private mutating func setting() -> InputEventKind {
    let names =
      PhysicsSettings.all.map(\.name) + SceneSettings.all.map(\.name)
      + ["physics.preset", "physics.preset", "physics.preset", "physics.nothing", "feed", "%"]
    let name = names[random.int(below: names.count)]
    let extremes = [
      0, 1, 2, 6, 7, -1, 0.5, 0.998, 250, 9.3e18, 9_223_372_036_854_775_808, 1.8e19, 1e300,
      -1e300, -9.3e18,
    ]
    let value =
      random.next() % 2 == 0
      ? extremes[random.int(below: extremes.count)] : (random.unit() - 0.2) * 3000
    return .setting(name: name, value: value)
  }

  /// The `set` line for `name` and `value` with its name escaped as a writer must (`%`, `#`,
  /// `=`, spaces and bytes outside printable ASCII as `%XX`) and, at random, other bytes
  /// too, which a reader must decode to the same name.
  /// - Parameters:
  ///   - time: the line's time.
  ///   - name: the setting's name.
  ///   - value: its value.
  mutating func setLine(time: Double, name: String, value: Double) -> String {
    var text = ""
    for byte in name.utf8 {
      let plain = byte > 0x20 && byte < 0x7F && !"%#=".utf8.contains(byte)
      if plain && random.next() % 3 != 0 {
        text.append(Character(Unicode.Scalar(byte)))
      } else {
        let hex = String(byte, radix: 16, uppercase: random.next() % 2 == 0)
        text += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return "\(RecordingFormat.number(time)) set name=\(text) value=\(RecordingFormat.number(value))"
  }

  private mutating func number() -> Double {
    switch random.next() % 10 {
    case 0:
      return [.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 9.3e18][Int(random.next() % 7)]
    case 1, 2: return (random.unit() - 0.5) * 2000
    default: return (random.unit() - 0.5) * 6
    }
  }

  private mutating func size() -> Double {
    switch random.next() % 6 {
    case 0: return [.nan, .infinity, -5, 0, 1, 9.3e18, 1e19][Int(random.next() % 7)]
    default: return 50 + random.unit() * 1500
    }
  }

  private mutating func point() -> Point {
    if random.next() % 12 == 0 { return Point(x: number() * 1e6, y: .nan) }
    return Point(x: random.unit() * 1000 - 50, y: random.unit() * 800 - 50)
  }

  private mutating func mods() -> KeyModifiers {
    random.next() % 5 == 0 ? .shift : []
  }
}
