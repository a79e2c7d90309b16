/// `onScrollPhaseChange { old, new, context in }`: delivers a phase change only when the
/// phase differs from the last one delivered, and checks that every departure from idle has
/// exactly one matching return. O(1) per update.
public struct ScrollPhaseObserver: Sendable {
  /// The last phase delivered (idle at first).
  public private(set) var phase: SCScrollPhase = .idle
  /// Changes delivered.
  public private(set) var deliveryCount = 0
  /// Departures from idle seen.
  public private(set) var beginCount = 0
  /// Returns to idle seen; equals `beginCount` whenever `phase` is idle.
  public private(set) var endCount = 0

  /// Creates an observer starting idle.
  public init() {}

  /// Reports `new` with its context; returns the change when the phase differs, nil for a
  /// repeat of the current phase.
  /// - Parameters:
  ///   - new: the scroll view's phase now.
  ///   - context: geometry and velocity at this moment, carried by the change.
  public mutating func update(_ new: SCScrollPhase, context: SCScrollPhaseChangeContext)
    -> ScrollPhaseChange?
  {
    guard new != phase else { return nil }
    let old = phase
    phase = new
    deliveryCount += 1
    if old == .idle { beginCount += 1 }
    if new == .idle { endCount += 1 }
    return ScrollPhaseChange(old: old, new: new, context: context)
  }
}

/// One delivered phase change.
public struct ScrollPhaseChange: Hashable, Sendable {
  /// The phase before.
  public var old: SCScrollPhase
  /// The phase now.
  public var new: SCScrollPhase
  /// Geometry and velocity at the change.
  public var context: SCScrollPhaseChangeContext

  /// Creates a change.
  /// - Parameters:
  ///   - old: the phase before.
  ///   - new: the phase now.
  ///   - context: geometry and velocity at the change.
  public init(old: SCScrollPhase, new: SCScrollPhase, context: SCScrollPhaseChangeContext) {
    self.old = old
    self.new = new
    self.context = context
  }
}
