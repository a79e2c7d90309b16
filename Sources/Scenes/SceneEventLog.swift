/// The events a scene (or one of its parts: a scroll host, a header, a pagination
/// controller) has reported since the host last took them, in the order they were logged.
/// Every scene keeps one in its `SceneBase`; the host takes them once a frame, after the
/// observe stage, through `Scene.takeEvents()`.
public struct SceneEventLog: Sendable {
  /// The scene's name, stamped on the events `emit` makes.
  public let scene: String
  private var events: [SceneEvent] = []

  /// Creates an empty log.
  /// - Parameter scene: the scene's name, stamped on the events `emit` makes.
  public init(scene: String) {
    self.scene = scene
  }

  /// True when nothing was logged since the last `take()`.
  public var isEmpty: Bool { events.isEmpty }

  /// Logs an event made elsewhere.
  /// - Parameter event: the event.
  public mutating func append(_ event: SceneEvent) {
    events.append(event)
  }

  /// Logs an event of this scene.
  /// - Parameters:
  ///   - name: what happened, kebab-case ("page-loaded").
  ///   - t: the session time, seconds.
  ///   - fields: the details, in a stable order.
  public mutating func emit(_ name: String, at t: Double, _ fields: [(String, SceneValue)] = []) {
    events.append(SceneEvent(time: t, scene: scene, name: name, fields: fields))
  }

  /// Returns the logged events, in the order they were logged, and empties the log.
  public mutating func take() -> [SceneEvent] {
    // Empty (most frames): nothing to hand over, and nothing to clear (clearing a buffer
    // shared with the returned copy would allocate a new one).
    guard !events.isEmpty else { return [] }
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }
}
