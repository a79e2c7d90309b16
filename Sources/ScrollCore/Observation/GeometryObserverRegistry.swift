/// Many `onScrollGeometryChange` observers of one scroll view, evaluated once per frame.
///
/// Rules:
/// - transforms run only when the geometry differs from the previous evaluation (observers
///   added since then run once to record their first value);
/// - an action runs only when its transformed value changed (`==`), so at most once per
///   observer per pass;
/// - a second evaluation in the same frame with the same geometry does nothing; with a
///   different geometry (a re-layout changed it) it is a new pass, and changed values are
///   delivered again; `FeedbackLoopDetector` reports values that flip back.
///
/// Observers are stored as `any GeometryObserving<State>` (type-erased by value type). A pass
/// costs O(observers) transforms and comparisons. Past each observer's first value (and first
/// delivery) it allocates nothing unless it reports a feedback loop or the registry was
/// copied. Counters are cumulative, for the HUD and the profiler.
public struct GeometryObserverRegistry<State>: Sendable {
  /// Identifies a registered observer.
  public struct ObserverID: Hashable, Sendable {
    /// The raw value, unique within one registry.
    public let rawValue: Int
  }

  @usableFromInline var observers: [any GeometryObserving<State>] = []
  @usableFromInline var observerIDs: [ObserverID] = []
  private var nextID = 0
  /// The passes and counters, apart from the state type: their code is compiled once, here.
  @usableFromInline var passes = ObserverPasses()

  /// Index of the current pass within the last frame evaluated.
  public var pass: Int { passes.pass }
  /// Transforms run since creation.
  public var transformCount: Int { passes.transformCount }
  /// Actions run since creation.
  public var deliveryCount: Int { passes.deliveryCount }
  /// Feedback-loop reports raised since creation.
  public var feedbackLoopCount: Int { passes.feedbackLoopCount }

  /// Creates an empty registry.
  public init() {}

  /// Number of observers.
  public var count: Int { observers.count }

  /// Registers an observer (SwiftUI's `onScrollGeometryChange(for:of:action:)`).
  ///
  /// - Parameters:
  ///   - type: the transformed value's type.
  ///   - name: shown in the HUD and in feedback-loop reports.
  ///   - affectsLayout: the action changes layout; a delivery requests a re-layout pass.
  ///   - initial: also deliver (value, value) on the first evaluation.
  ///   - transform: geometry -> value; runs whenever the geometry changed.
  ///   - action: (old, new, state), run when the value changed.
  @discardableResult
  public mutating func onScrollGeometryChange<Value: Equatable & Sendable>(
    for type: Value.Type = Value.self, name: String, affectsLayout: Bool = false,
    initial: Bool = false, of transform: @escaping @Sendable (SCScrollGeometry) -> Value,
    action: @escaping @Sendable (_ old: Value, _ new: Value, _ state: inout State) -> Void
  ) -> ObserverID {
    add(
      GeometryObserver(
        name: name, affectsLayout: affectsLayout, deliversInitialValue: initial,
        transform: transform, action: action))
  }

  /// Registers a prepared observer.
  @discardableResult
  public mutating func add(_ observer: some GeometryObserving<State>) -> ObserverID {
    let id = ObserverID(rawValue: nextID)
    nextID += 1
    observers.append(observer)
    observerIDs.append(id)
    if !observer.hasValue { passes.unprimed += 1 }
    return id
  }

  /// Removes an observer; unknown ids are ignored. O(observers).
  public mutating func remove(_ id: ObserverID) {
    guard let i = observerIDs.firstIndex(of: id) else { return }
    if !observers[i].hasValue { passes.unprimed -= 1 }
    observers.remove(at: i)
    observerIDs.remove(at: i)
  }

  /// Statistics of one observer: (name, transforms run, deliveries), or nil for unknown ids.
  /// Inlinable: a scene that shows the counts asks every frame.
  /// - Parameter id: the observer's id, as its registration returned it.
  @inlinable
  public func statistics(of id: ObserverID) -> (name: String, transforms: Int, deliveries: Int)? {
    guard let i = observerIDs.firstIndex(of: id) else { return nil }
    // Read in place: a copy of the observer would be a copy of its box.
    return (observers[i].name, observers[i].transformCount, observers[i].deliveryCount)
  }

  /// Evaluates every observer for `geometry` in frame `frame` (monotonic frame number).
  ///
  /// - Parameters:
  ///   - geometry: the scroll view's geometry after this pass's layout.
  ///   - frame: the frame number, monotonic; the number of the previous evaluation again makes this
  ///     a re-layout pass of that frame.
  ///   - state: the caller's state, handed `inout` to the actions that run.
  /// - Returns: what ran; when `layoutChanged` is true, lay out again and call `evaluate` again
  ///   with the same frame number (see `RelayoutLoop`).
  /// Inlinable, so a host's own `State` gets a specialized copy: it runs every frame.
  @discardableResult @inlinable
  public mutating func evaluate(_ geometry: SCScrollGeometry, frame: UInt64, state: inout State)
    -> ObservationPassResult
  {
    var result = passes.begin(geometry, frame: frame)
    guard passes.runs(result) else { return result }
    let changed = result.geometryChanged
    for i in observers.indices {
      if !changed && observers[i].hasValue { continue }
      let outcome = observers[i].evaluate(geometry, frame: frame, state: &state)
      result.transformsRun += 1
      if outcome.delivered {
        result.deliveries += 1
        if observers[i].affectsLayout { result.layoutChanged = true }
      }
      if let report = outcome.feedbackLoop {
        result.feedbackLoops.append(report)
      }
    }
    passes.end(result)
    return result
  }
}

/// The pass numbering and the counters of a `GeometryObserverRegistry`, which do not depend
/// on its state type.
@usableFromInline
struct ObserverPasses: Sendable {
  /// The geometry of the last evaluation.
  var lastGeometry: SCScrollGeometry?
  /// The frame number of the last evaluation.
  var lastFrame: UInt64?
  /// Observers added since the last evaluation (they run once to record a first value).
  @usableFromInline var unprimed = 0
  /// Index of the current pass within `lastFrame`.
  @usableFromInline var pass = 0
  /// Transforms run since creation.
  @usableFromInline var transformCount = 0
  /// Actions run since creation.
  @usableFromInline var deliveryCount = 0
  /// Feedback-loop reports raised since creation.
  @usableFromInline var feedbackLoopCount = 0

  @usableFromInline init() {}

  /// Starts the evaluation of `geometry` in frame `frame`: numbers the pass (a second
  /// evaluation in the same frame is a re-layout pass; one with nothing new is not counted)
  /// and records the geometry.
  /// - Parameters:
  ///   - geometry: the geometry evaluated.
  ///   - frame: the frame number.
  /// - Returns: the pass's result, with nothing run yet.
  @usableFromInline
  mutating func begin(_ geometry: SCScrollGeometry, frame: UInt64) -> ObservationPassResult {
    let changed = lastGeometry != geometry
    if lastFrame == frame {
      if !changed && unprimed == 0 {
        return ObservationPassResult(frame: frame, pass: pass, geometryChanged: false)
      }
      pass += 1
    } else {
      pass = 0
    }
    lastFrame = frame
    lastGeometry = geometry
    return ObservationPassResult(frame: frame, pass: pass, geometryChanged: changed)
  }

  /// Whether the observers run in the pass `begin` started: the geometry changed or an
  /// observer has no value yet.
  /// - Parameter result: what `begin` returned.
  @usableFromInline
  func runs(_ result: ObservationPassResult) -> Bool { result.geometryChanged || unprimed > 0 }

  /// Ends a pass that ran: every observer has a value now; adds the pass to the counters.
  /// - Parameter result: the pass's result.
  @usableFromInline
  mutating func end(_ result: ObservationPassResult) {
    unprimed = 0
    transformCount += result.transformsRun
    deliveryCount += result.deliveries
    feedbackLoopCount += result.feedbackLoops.count
  }
}
