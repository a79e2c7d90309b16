/// One `onScrollGeometryChange(for:of:action:)`: a transform from `SCScrollGeometry` to an
/// `Equatable` value, and an action run with (old, new) only when that value changes.
///
/// The action receives the caller's state `inout` instead of capturing it, so observers stay
/// `Sendable` values. Unless `deliversInitialValue` is set, the first evaluation only records
/// the value. Each delivery is checked for flips as `FeedbackLoopDetector` checks them.
/// O(transform) per evaluation.
public struct GeometryObserver<Value: Equatable & Sendable, State>: Sendable {
  /// A name for the HUD, the profiler and feedback-loop reports.
  public let name: String
  /// True when the action changes layout (content size, item sizes), so a delivery asks the
  /// caller to lay out and observe again in the same frame.
  public let affectsLayout: Bool
  /// True to deliver (value, value) on the first evaluation, like `onChange(initial: true)`.
  public let deliversInitialValue: Bool
  /// The last transformed value, nil before the first evaluation.
  public var value: Value? { memory == nil ? nil : held.value }
  /// The last value and the deliveries (an `ObserverMemory`, nil before the first
  /// evaluation; a reference, copied before a write when a copy of this observer shares it).
  private(set) var memory: CopyOnWriteBox?
  /// `memory` as its own type (a cast that costs nothing); only once it is set.
  private var held: ObserverMemory<Value> {
    unsafeDowncast(memory.unsafelyUnwrapped, to: ObserverMemory<Value>.self)
  }
  /// Times the transform ran.
  public private(set) var transformCount = 0
  /// Times the action ran.
  public private(set) var deliveryCount = 0
  /// The frame of the last delivery, if any.
  public private(set) var lastDeliveryFrame: UInt64?

  private let transform: @Sendable (SCScrollGeometry) -> Value
  private let action: @Sendable (Value, Value, inout State) -> Void

  /// Creates an observer.
  /// - Parameters:
  ///   - name: a name for the HUD, the profiler and feedback-loop reports.
  ///   - affectsLayout: whether the action changes layout, so a delivery asks for another layout
  ///     and evaluation in the same frame (default false).
  ///   - deliversInitialValue: whether the first evaluation delivers (value, value) instead of only
  ///     recording the value (default false).
  ///   - transform: geometry -> value; runs on every evaluation.
  ///   - action: (old, new, state), run when the transformed value changed.
  public init(
    name: String, affectsLayout: Bool = false, deliversInitialValue: Bool = false,
    transform: @escaping @Sendable (SCScrollGeometry) -> Value,
    action: @escaping @Sendable (_ old: Value, _ new: Value, _ state: inout State) -> Void
  ) {
    self.name = name
    self.affectsLayout = affectsLayout
    self.deliversInitialValue = deliversInitialValue
    self.transform = transform
    self.action = action
  }

  /// Runs the transform and, when the value changed (or on a first evaluation that delivers
  /// the initial value), the action.
  /// - Parameters:
  ///   - geometry: the scroll view's geometry, passed to the transform.
  ///   - frame: the frame number (monotonic), recorded as `lastDeliveryFrame` on delivery and used
  ///     to detect flips.
  ///   - state: the caller's state, handed `inout` to the action.
  /// - Returns: whether the action ran, with a flip report when this delivery reversed the previous
  ///   one (the initial delivery is never one).
  @discardableResult
  public mutating func evaluate(_ geometry: SCScrollGeometry, frame: UInt64, state: inout State)
    -> GeometryObserverOutcome
  {
    transformCount += 1
    let new = transform(geometry)
    guard memory != nil else {
      memory = ObserverMemory(new)
      guard deliversInitialValue else { return GeometryObserverOutcome(delivered: false) }
      deliver(old: new, new: new, frame: frame, state: &state)
      return GeometryObserverOutcome(delivered: true)
    }
    // No reference to the box outlives a statement, so the uniqueness check sees only ours.
    let old = held.value
    guard old != new else { return GeometryObserverOutcome(delivered: false) }
    if !isKnownUniquelyReferenced(&memory) { memory = held.copy() }
    let report = held.deliver(new, frame: frame, observer: name)
    deliver(old: old, new: new, frame: frame, state: &state)
    return GeometryObserverOutcome(delivered: true, feedbackLoop: report)
  }

  private mutating func deliver(old: Value, new: Value, frame: UInt64, state: inout State) {
    deliveryCount += 1
    lastDeliveryFrame = frame
    action(old, new, &state)
  }
}

/// What one observer evaluation did.
public struct GeometryObserverOutcome: Hashable, Sendable {
  /// True when the action ran.
  public var delivered: Bool
  /// A flip report when this delivery reversed the previous one (A -> B -> A).
  public var feedbackLoop: FeedbackLoopReport?

  /// Creates an outcome.
  /// - Parameters:
  ///   - delivered: whether the action ran.
  ///   - feedbackLoop: the flip report, if this delivery reversed the previous one; nil otherwise.
  public init(delivered: Bool, feedbackLoop: FeedbackLoopReport? = nil) {
    self.delivered = delivered
    self.feedbackLoop = feedbackLoop
  }
}
