import ScrollCore

/// A value carried by a scene event: a string, a number or a flag.
public enum SceneValue: Hashable, Sendable, CustomStringConvertible {
  /// Text.
  case string(String)
  /// A number.
  case number(Double)
  /// A flag.
  case bool(Bool)
  /// A number written exactly: the shortest text that reads back to the same value (a
  /// setting as applied, `0.9981`, where `number` keeps three decimals).
  case exact(Double)

  /// Plain text form: a string as it is; a number as a JSON number (a whole number without
  /// decimals, otherwise three decimals; `exact` the shortest text that reads back to it;
  /// `null` when not finite); a flag `true` or `false`. The app's JSON output quotes strings
  /// and writes the rest as this (`SceneValue.json`, SandboxKit).
  public var description: String {
    switch self {
    case .string(let s): return s
    case .number(let d):
      guard d.isFinite else { return "null" }
      if d == d.rounded() && abs(d) < 1e15 { return String(Int64(d)) }
      return formatPoints(d, decimals: 3)
    case .bool(let b): return b ? "true" : "false"
    case .exact(let d): return d.isFinite ? PhysicsTuning.format(d) : "null"
    }
  }
}

/// Something a scene reports for `--events-out`, the trace and tests: a page loaded, a button
/// shown, a header milestone, a snap, a visibility change.
public struct SceneEvent: Hashable, Sendable {
  /// Session time in seconds.
  public var time: Double
  /// The scene's name.
  public var scene: String
  /// What happened, kebab-case ("page-loaded", "button-shown").
  public var name: String
  /// Details, in a stable order.
  public var fields: [(key: String, value: SceneValue)]

  /// Creates an event.
  public init(time: Double, scene: String, name: String, fields: [(String, SceneValue)] = []) {
    self.time = time
    self.scene = scene
    self.name = name
    self.fields = fields.map { (key: $0.0, value: $0.1) }
  }

  /// The value of field `key`, if present.
  public subscript(key: String) -> SceneValue? { fields.first { $0.key == key }?.value }

  /// Equality of every part, fields in order.
  public static func == (a: SceneEvent, b: SceneEvent) -> Bool {
    a.time == b.time && a.scene == b.scene && a.name == b.name
      && a.fields.map(\.key) == b.fields.map(\.key)
      && a.fields.map(\.value) == b.fields.map(\.value)
  }

  /// Hashes every part.
  public func hash(into h: inout Hasher) {
    h.combine(time)
    h.combine(scene)
    h.combine(name)
    for f in fields {
      h.combine(f.key)
      h.combine(f.value)
    }
  }
}

extension SceneEvent {
  /// The events of `parts` in time order, one log for every scene: events with equal times
  /// keep the order of `parts`, and their order within each part (a stable sort).
  /// - Parameter parts: event lists, each usually in time order already.
  /// - Returns: every event, ordered by time.
  public static func inTimeOrder(_ parts: [SceneEvent]...) -> [SceneEvent] {
    merged(parts)
  }

  /// Every event of `lists`, ordered by time (as `inTimeOrder(_:...)`, for a list of lists).
  /// - Parameter lists: the event lists; at equal times, earlier lists' events come first.
  static func inTimeOrder(lists: [[SceneEvent]]) -> [SceneEvent] { merged(lists) }

  /// Two event lists merged in time order (`inTimeOrder(_:...)`); when one is empty (most
  /// frames: usually both are), the other as it is, without building a list of lists.
  /// - Parameters:
  ///   - first: the first list, usually in time order already.
  ///   - second: the second list, whose events come after the first's at equal times.
  /// - Returns: every event, ordered by time.
  public static func inTimeOrder(_ first: [SceneEvent], _ second: [SceneEvent]) -> [SceneEvent] {
    if second.isEmpty && isInTimeOrder(first) { return first }
    if first.isEmpty && isInTimeOrder(second) { return second }
    return merged([first, second])
  }

  /// True when no event comes before its predecessor.
  private static func isInTimeOrder(_ events: [SceneEvent]) -> Bool {
    for i in events.indices.dropFirst() where events[i].time < events[i - 1].time { return false }
    return true
  }

  /// Every event of `parts`, ordered by time (stable: equal times keep their order).
  private static func merged(_ parts: [[SceneEvent]]) -> [SceneEvent] {
    let all = parts.flatMap { $0 }
    var sorted = true
    for i in all.indices.dropFirst() where all[i].time < all[i - 1].time {
      sorted = false
      break
    }
    if sorted { return all }
    return all.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map(\.element)
  }
}
